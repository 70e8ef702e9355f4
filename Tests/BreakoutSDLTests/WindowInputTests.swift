@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

extension SDLTests {
    /// F11 and Alt+Enter toggle desktop fullscreen on every screen; Alt+Enter is not an Enter
    /// for the screen under it.
    @Test func f11AndAltEnterToggleFullscreen() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        #expect(!app.window.isFullscreen)
        SyntheticEvent.keyPress(.f11)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.window.isFullscreen)
        let phase = app.game.state.phase
        SyntheticEvent.keyPress(.return, modifiers: .alt)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.window.isFullscreen)
        #expect(app.game.state.phase == phase, "the Enter went to the window, not the game")
    }

    /// Synthetic SDL events go through the real event loop (`runFrame` polls them). Plain
    /// motion, no button held, moves the paddle to the pointer's x; a click serves.
    @Test func plainMouseMotionMovesThePaddleHorizontally() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        let target = app.windowPoint(Point(x: 250, y: app.game.paddleRect.midY - 80))
        SyntheticEvent.mouseMotion(to: app.windowPoint(Point(x: 380, y: 300)), pressed: false)
        SyntheticEvent.mouseMotion(to: target, pressed: false)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(abs(app.game.paddleX - 250) < 1e-6)
        #expect(abs(app.game.paddleRect.midY - app.game.layout.paddleY) < 1e-9)   // horizontal only
        #expect(app.game.state.phase == .serving)   // moving is not serving
        // While a game runs the pointer is hidden over the window (absolute mode), and kept
        // inside it in fullscreen; the menu sets it free.
        #expect(app.window.pointerMode == .hidden(confined: false))
        SyntheticEvent.keyPress(.f11)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.window.pointerMode == .hidden(confined: true))
        SyntheticEvent.keyPress(.f11)
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.window.pointerMode == .free)
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        SyntheticEvent.mouseButton(true, at: target)
        SyntheticEvent.mouseButton(false, at: target)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .playing)   // a click serves
    }

    /// Relative mode: the pointer is captured while the game runs, set free in the menu,
    /// captured again on Resume; the mouse's motion moves the paddle by the sensitivity.
    @Test func relativeMouseIsCapturedInPlayAndFreeInTheMenu() throws {
        var settings = Settings()
        settings.display.mouseMode = .relative
        settings.display.mouseSensitivity = 2
        let app = try TestSDL.app(settings: settings)
        app.runFrame(elapsed: 0)
        #expect(app.window.pointerMode == .captured)
        let x0 = app.game.paddleX
        // Where the pointer is does not matter.
        SyntheticEvent.push(.mouseMove(to: Point(x: 10, y: 0), by: Vector(dx: 30, dy: 0)))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(abs(app.game.paddleX - (x0 + 30 * 2 / app.viewport.scale)) < 1e-6)
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.menu.isOpen && app.window.pointerMode == .free)
        SyntheticEvent.keyPress(.return)   // Resume
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen && app.window.pointerMode == .captured)
        SyntheticEvent.keyPress(.letter("p"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.paused && app.window.pointerMode == .free)
    }

    @Test func tapLaunchesThenPushes() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        SyntheticEvent.mouseButton(true, at: Point(x: 300, y: 300))
        SyntheticEvent.mouseButton(false, at: Point(x: 302, y: 301))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .playing)
        #expect(app.game.state.balls.count == 1)
        for _ in 0..<90 { app.runFrame(elapsed: 1.0 / 60) }   // past the push cooldown
        let before = app.game.ballState(app.game.state.balls[0].id)!.velocity
        SyntheticEvent.mouseButton(true, at: Point(x: 300, y: 300))
        SyntheticEvent.mouseButton(false, at: Point(x: 300, y: 300))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.history.actions.contains { $0 is PushAction })
        let after = app.game.ballState(app.game.state.balls[0].id)!.velocity
        #expect(before != after)
    }

    /// Holding the right mouse button in the game's own levels steers: the meter drains and
    /// shows under the paddle; let go, the pull stops. In a classic set the same button fires
    /// and pushes as in LBreakoutHD, and no meter shows.
    @Test func theRightMouseButtonSteersTheBallAndShowsTheMeter() throws {
        for classic in [false, true] {
            var level = TestSDL.level()
            level.isClassic = classic
            let app = try TestSDL.app(level: level)
            app.runFrame(elapsed: 0)
            SyntheticEvent.keyPress(.space)
            for _ in 0..<10 { app.runFrame(elapsed: 1.0 / 60) }
            let pushes = app.game.history.actions.filter { $0 is PushAction }.count
            SyntheticEvent.mouseButton(true, at: Point(x: 400, y: 300), button: .right)
            for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
            let paddle = app.game.paddleRect.offsetBy(dx: app.fieldOrigin.x, dy: app.fieldOrigin.y)
            let meter = Rect(x: paddle.minX, y: paddle.maxY + 4, width: paddle.width, height: 3)
            let lit = try Pixels(app.window).count(in: meter, near: 0x5AD1FF, tolerance: 60)
            if classic {
                #expect(app.game.state.steering == nil && !app.game.isSteering)
                #expect(app.game.history.actions.filter { $0 is PushAction }.count == pushes + 1, "the right button pushes")
                #expect(lit == 0)
            } else {
                #expect(app.game.isSteering)
                let fraction = try #require(app.game.state.steering).fraction
                #expect(fraction < 0.8 && fraction > 0.6, "half a second of a 2 s meter: \(fraction)")
                #expect(lit > Int(paddle.width * 0.5), "the meter's bar under the paddle: \(lit) lit points")
                SyntheticEvent.mouseButton(false, at: Point(x: 400, y: 300), button: .right)
                app.runFrame(elapsed: 1.0 / 60)
                #expect(!app.game.isSteering)
            }
        }
    }

    @Test func pauseKeepsEveryVelocityExactly() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        SyntheticEvent.keyPress(.space)
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        let id = app.game.state.balls[0].id
        let before = try #require(app.game.ballState(id))
        let step = app.game.stepIndex
        SyntheticEvent.keyPress(.letter("p"))
        for _ in 0..<60 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.paused)
        #expect(app.game.stepIndex == step)
        #expect(app.game.ballState(id) == before)
        SyntheticEvent.keyPress(.letter("p"))
        app.runFrame(elapsed: 0)
        #expect(!app.paused)
        #expect(app.game.ballState(id) == before)   // resumes from exactly the same state
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.stepIndex > step)
    }

    @Test func losingFocusPauses() throws {
        let app = try TestSDL.app()
        SyntheticEvent.push(.focus(false))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.paused)
    }

    @Test func arrowKeysMoveThePaddle() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        let x0 = app.game.paddleX
        SyntheticEvent.key(.right, down: true)
        for _ in 0..<12 { app.runFrame(elapsed: 1.0 / 60) }
        SyntheticEvent.key(.right, down: false)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.paddleX > x0 + 100)
    }

    @Test func holdingRRewinds() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        SyntheticEvent.keyPress(.space)
        for _ in 0..<120 { app.runFrame(elapsed: 1.0 / 60) }
        let step = app.game.stepIndex
        SyntheticEvent.key(.letter("r"), down: true)
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.rewinding)
        #expect(app.game.stepIndex < step - 60)
        SyntheticEvent.key(.letter("r"), down: false)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.rewinding)
    }

    /// A resize mid-ball changes only the drawing: the field keeps its 800 x 600 points, the
    /// ball and the bricks stay where they were in it, and the field is scaled to the new size.
    @Test func aResizeChangesOnlyTheDrawing() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        SyntheticEvent.keyPress(.space)
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        let ball = app.game.state.balls[0].id
        let before = try #require(app.game.ballState(ball))
        let scale = app.viewport.scale
        app.window.resize(to: Size(width: 1100, height: 700))
        SyntheticEvent.push(.resized(app.window.size))
        app.runFrame(elapsed: 0)
        #expect(app.game.ballState(ball) == before)
        // 1100 x 700 is wide: the side panel comes, and the field fills the 4:3 area beside it.
        let layout = WindowLayout(window: Size(width: 1100, height: 700))
        #expect(layout.style == .side)
        #expect(app.game.layout.size == Game.fieldSize)
        #expect(app.viewport.scale != scale && abs(app.viewport.scale - layout.field.width / 800) < 0.01)
        let boundary = app.game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.brick(0))
        #expect(boundary?.boundingBox == app.game.brickRect(0))
        for _ in 0..<60 { app.runFrame(elapsed: 1.0 / 60) }
        let pixels = try Pixels(app.window)
        #expect(pixels.width == Int(1100 * app.window.scale))
    }

    /// The window's size changes nothing in the game: the same seed and the same keys give
    /// the same game, to the state hash, in a 960 x 720 and a 1920 x 1080 window.
    @Test func theSameInputGivesTheSameGameAtEveryWindowSize() throws {
        var hashes: [UInt64] = []
        for size in [Size(width: 960, height: 720), Size(width: 1920, height: 1080)] {
            let app = try TestSDL.app(size: size)
            app.runFrame(elapsed: 0)
            #expect(app.game.layout.size == Game.fieldSize)
            for k in 0..<600 {
                if k == 10 { SyntheticEvent.keyPress(.space) }
                if k % 90 == 20 { SyntheticEvent.key(.left, down: true) }
                if k % 90 == 50 { SyntheticEvent.key(.left, down: false); SyntheticEvent.key(.right, down: true) }
                if k % 90 == 80 { SyntheticEvent.key(.right, down: false) }
                if k % 120 == 100 { SyntheticEvent.keyPress(.space) }
                app.runFrame(elapsed: 1.0 / 60)
            }
            #expect(app.game.stepIndex > 600 && app.game.state.score > 0, "phase \(app.game.state.phase) score \(app.game.state.score)")
            hashes.append(app.game.stateHash())
        }
        #expect(hashes[0] == hashes[1])
    }

    /// The real executable in a real X window, when Xvfb is installed.
    @Test(.enabled(if: XvfbRun.isAvailable, "xvfb-run or the built `breakout` executable is missing"))
    func realWindowUnderXvfb() throws {
        let shot = TemporaryFolder.uniquePath("xvfb") + ".bmp"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let status = try XvfbRun.run([XvfbRun.executable, "play", "--demo", "--frames", "90", "--screenshot", shot, "--seed", "5"])
        #expect(status == 0)
        let data = try #require(FileManager.default.contents(atPath: shot))
        #expect(data.count > 100_000)
        #expect(data.prefix(2) == Data("BM".utf8))
        // Not a blank picture: many different byte values (over the whole image: BMP rows run bottom-up).
        #expect(Set(data.dropFirst(54)).count > 20)
    }
}

extension SDLTests {
    /// The real executable in a real X window: xdotool moves the pointer, no button held,
    /// and the paddle follows it to the pointer's x (the last game's replay, written when the
    /// window closes, says where the paddle went and that nothing was served). The script ends
    /// the game itself, with SIGTERM (SDL's quit, as a window manager's close would be), so
    /// a slow machine's frames stretch nothing but the wait: no frame count has to fit a time.
    @Test(.enabled(if: XvfbRun.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"),
                   "xvfb-run, xdotool or the built `breakout` executable is missing"))
    func plainMouseMotionMovesThePaddleInARealXWindow() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let level = root.appendingPathComponent("Config/levels/castle.level").path
        // 800 x 640: the band takes 40 points, and the 800 x 600 field is drawn at scale 1 below it.
        let script = """
            XDG_DATA_HOME="$2/data" XDG_CONFIG_HOME="$2/config" "$0" play --level "$1" --software --size 800x640 --seed 3 --frames 36000 &
            pid=$!
            wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Breakout$' | head -n 1)
            [ -n "$wid" ] || { kill $pid; exit 3; }
            sleep 1
            xdotool mousemove --window "$wid" 200 400
            sleep 1
            xdotool mousemove --window "$wid" 600 420
            sleep 1
            kill -TERM $pid
            for i in $(seq 1 300); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
            if kill -0 $pid 2>/dev/null; then kill -KILL $pid; exit 4; fi
            wait $pid
            """
        let status = try XvfbRun.run(["/bin/sh", "-c", script, XvfbRun.executable, level, folder])
        #expect(status == 0, "the game ran and closed on SIGTERM (3: no window, 4: did not close within 30 s)")
        let replay = try Replay.read(from: URL(fileURLWithPath: folder + "/data/breakout/last.replay"))
        let xs = replay.inputs.compactMap(\.input.paddleX)
        #expect(xs.contains { abs($0 - 200) < 1.5 }, "the paddle went to the first pointer x: \(xs)")
        #expect(abs((xs.last ?? 0) - 600) < 1.5, "and followed it to the second: \(xs)")
        #expect(!replay.inputs.contains { $0.input.launch }, "moving the mouse served nothing")
    }
}

enum XvfbRun {
    /// `breakout`, built beside this test bundle (scripts/test builds every product).
    static var executable: String { BuiltProduct.path("breakout") ?? "" }

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run") && !executable.isEmpty
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
        process.arguments = ["-a", "-s", "-screen 0 1280x900x24"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment["XDG_CONFIG_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-xvfb-config").path
        environment["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-xvfb-data").path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension SDLTests {
    /// A replay watched in the window reaches the recorded state.
    @Test func replayPlaysBackInTheWindow() throws {
        let game = Game(rules: GameRules(), levels: .list([TestSDL.level()]), seed: 21, fieldSize: Size(width: 700, height: 500))
        var recorder = ReplayRecorder(game: game)
        var autoplayer = Autoplayer()
        for _ in 0..<600 { recorder.step(game, autoplayer.input(for: game)) }
        let replay = recorder.replay(finishedWith: game)

        let app = try TestSDL.app(TestSDL.options(size: Size(width: 700, height: 540), seed: 1) { $0.replay = replay })
        for _ in 0..<400 where !app.replayFinished { app.runFrame(elapsed: 1.0 / 30) }
        #expect(app.replayFinished)
        #expect(app.game.stepIndex == replay.steps)
        #expect(String(app.game.stateHash(), radix: 16) == replay.finalHash)
        #expect(app.notices.contains { $0.hasPrefix("replay: reached the recorded state") })
    }
}

extension SDLTests {
    /// A (virtual) game controller connects, and its stick moves the paddle.
    @Test func controllerStickMovesThePaddle() throws {
        let app = try TestSDL.app()
        let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
                                              Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
        try #require(index >= 0, "virtual joysticks unavailable: \(String(cString: SDL_GetError()))")
        defer { SDL_JoystickDetachVirtual(index) }
        for _ in 0..<3 { app.runFrame(elapsed: 1.0 / 60) }   // the device-added event opens it
        #expect(app.controllers.count == 1)
        let joystick = try #require(SDL_JoystickFromInstanceID(SDL_JoystickGetDeviceInstanceID(index)))
        let x0 = app.game.paddleX
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), -32767)
        for _ in 0..<20 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.game.paddleX < x0 - 100)
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), 0)
        for _ in 0..<3 { app.runFrame(elapsed: 1.0 / 60) }
        let resting = app.game.paddleX
        for _ in 0..<10 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.game.paddleX == resting)   // centred stick: the paddle stays
    }
}

extension SDLTests {
    /// The window keeps the player's last game as a replay: settings changed mid-game are in
    /// it (a resize is not: it changes only the drawing), and it plays back to the same state.
    @Test func theLastGameIsKeptAsAReplayThatPlaysBack() throws {
        let path = TemporaryFolder.uniquePath("last") + ".replay"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try TestSDL.app(lastReplayPath: path)
        app.runFrame(elapsed: 0)
        SyntheticEvent.keyPress(.space)
        for k in 0..<240 {
            if k == 60 {
                var settings = app.settings
                settings.rules.gravityMagnitude = 0.4
                settings.rules.paddleWidth = 160
                app.settingsStore.change(settings)
            }
            if k == 120 {
                app.window.resize(to: Size(width: 900, height: 700))
                SyntheticEvent.push(.resized(app.window.size))
            }
            SyntheticEvent.mouseMotion(to: Point(x: 200 + Double(k % 80) * 5, y: 500))
            app.runFrame(elapsed: 1.0 / 60)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        app.saveLastReplay()   // what closing the window does
        let replay = try Replay.read(from: URL(fileURLWithPath: path))
        #expect(replay.events.contains { $0.rules?.paddleWidth == 160 })
        #expect(!replay.events.contains { $0.resize != nil })
        #expect(replay.steps >= 400)
        let result = replay.play()
        #expect(result.matches)
        #expect(result.actualHash == String(app.game.stateHash(), radix: 16))

        // Restarting keeps the finished game's replay and starts a new one.
        app.restart()
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        app.saveLastReplay()
        let second = try Replay.read(from: URL(fileURLWithPath: path))
        #expect(second.steps < 100)
        #expect(second.fieldSize == app.game.layout.size)
        #expect(second.play().matches)
    }
}
