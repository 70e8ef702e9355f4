@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
@testable import WindowKit
@testable import SettingsKit

/// Random SDL events of every kind, pushed through the real event loop on the dummy video
/// driver: keys, mouse, touch, game controllers that come and go, text input, dropped
/// files, resizes down to 0 x 0, minimize, restore, focus, quit. Nothing may crash, the
/// game must stay valid, and the settings file the panel writes must always parse.
///
/// 100,000 events by default (about a minute); `scripts/soak --events 1000000` sets
/// BREAKOUT_STORM_EVENTS for the full count.
extension SDLTests {
    static var stormEvents: Int { ProcessInfo.processInfo.environment["BREAKOUT_STORM_EVENTS"].flatMap(Int.init) ?? 100_000 }

    @Test func aStormOfRandomEventsLeavesTheGameValid() throws {
        let folder = try TemporaryFolder.newFolderPath("storm")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/breakout.toml"
        try SettingsFile.write(DefaultSettingsText.text, to: config)
        let app = try TestSDL.app(TestSDL.options(seed: 1) {
            $0.levels = .list([TestSDL.level(kind: .extraBall)])
            $0.configPath = config
            $0.dataDirectory = folder
            $0.lastReplayPath = folder + "/last.replay"
        })

        var storm = EventStorm(seed: 2026, window: app.window.window)
        defer { storm.detachAll() }
        let total = Self.stormEvents
        var frames = 0
        var sent = 0
        var steps = 0
        while sent < total {
            for _ in 0..<10 { storm.pushRandomEvent(); sent += 1 }
            let stepBefore = app.game.stepIndex
            app.runFrame(elapsed: storm.randomFrameTime())
            frames += 1
            steps += max(0, app.game.stepIndex - stepBefore)
            if frames % 25 == 0 {
                // The player comes back now and then: unpaused, menu and panel closed, so
                // the game plays between the storms as well.
                app.setPaused(false)
                app.menu.close()
                app.settingsPanel?.close(context: app.screen)
            }
            if frames % 500 == 0 {
                try Self.checkValid(app, config: config, after: sent)
            }
        }
        try Self.checkValid(app, config: config, after: sent)
        #expect(steps > total / 20, "the game played between the storms")
        print("event storm: \(sent) events, \(frames) frames, \(steps) steps played, \(storm.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        #expect(storm.counts.count >= 15, "every kind of event was sent: \(storm.counts.keys.sorted())")
    }

    static func checkValid(_ app: TestApp, config: String, after events: Int) throws {
        let game = app.game
        #expect(game.paddleX.isFinite, "after \(events) events: paddle at \(game.paddleX)")
        #expect(game.state.balls.count <= game.rules.maxBalls)
        let field = game.layout.bounds
        for ball in game.state.balls {
            let s = try #require(game.ballState(ball.id), "after \(events) events: ball \(ball.id) has no body")
            #expect(s.center.isFinite && s.velocity.isFinite, "after \(events) events: ball at \(s.center)")
            // In the field, or just leaving it (counted as lost at the next step).
            #expect(s.center.x > field.minX - 120 && s.center.x < field.maxX + 120 && s.center.y > field.minY - 120
                    && s.center.y < field.maxY + 400, "after \(events) events: ball \(ball.id) at \(s.center) v \(s.velocity) outside \(field), phase \(game.state.phase), paused \(app.paused), step \(game.stepIndex), balls \(game.state.balls.count)")
        }
        let loaded = SettingsFile.load(from: config, lastGood: Settings())
        #expect(loaded.isValid, "after \(events) events the settings file does not parse: \(loaded.problems)")
    }
}

/// Makes random SDL events of every kind a player, a desktop and a flaky controller can send.
struct EventStorm {
    private var random: GameRandom
    let window: OpaquePointer
    private var joysticks: [Int32] = []
    private(set) var counts: [String: Int] = [:]

    init(seed: UInt64, window: OpaquePointer) {
        random = GameRandom(seed: seed)
        self.window = window
    }

    mutating func randomFrameTime() -> Double {
        switch random.nextInt(below: 20) {
        case 0: return 0
        case 1: return random.nextDouble(in: 0.1...3)      // a stall
        default: return random.nextDouble(in: 0.004...0.034)
        }
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + random.nextInt(below: range.count) }
    private mutating func chance(_ p: Double) -> Bool { random.nextDouble() < p }
    private mutating func note(_ kind: String) { counts[kind, default: 0] += 1 }

    /// A coordinate: usually in the window, sometimes far outside it.
    private mutating func coordinate(_ size: Int) -> Int32 {
        chance(0.9) ? Int32(int(0...size)) : Int32(int(-100_000...100_000))
    }

    /// A float for touch events: 0...1 usually; sometimes out of range, infinite or NaN.
    private mutating func unit() -> Float {
        switch int(0...20) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return Float(random.nextDouble(in: -5...5))
        default: return Float(random.nextDouble())
        }
    }

    static let keys: [SDL_KeyCode] = [SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_SPACE, SDLK_p, SDLK_r, SDLK_TAB,
                                      SDLK_ESCAPE, SDLK_RETURN, SDLK_KP_ENTER, SDLK_BACKSPACE, SDLK_DELETE, SDLK_HOME,
                                      SDLK_END, SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_F1, SDLK_F11, SDLK_a, SDLK_q, SDLK_s]

    mutating func pushRandomEvent() {
        var e = SDL_Event()
        switch int(0...21) {
        case 0...4:
            note("key")
            e.type = chance(0.5) ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
            let code = chance(0.9) ? EventStorm.keys[int(0...(EventStorm.keys.count - 1))].rawValue : UInt32(int(0...0x4000_0200))
            e.key.keysym.sym = SDL_Keycode(bitPattern: code)
            e.key.keysym.mod = UInt16(int(0...0xFFFF))
            e.key.`repeat` = chance(0.2) ? 1 : 0
            e.key.state = UInt8(e.type == SDL_KEYDOWN.rawValue ? SDL_PRESSED : SDL_RELEASED)
        case 5...7:
            note("mouse motion")
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = coordinate(800); e.motion.y = coordinate(640)
            e.motion.state = chance(0.5) ? shim_button_mask(Int32(SDL_BUTTON_LEFT)) : 0
            e.motion.which = chance(0.1) ? SHIM_TOUCH_MOUSEID : 0
        case 8, 9:
            note("mouse button")
            e.type = chance(0.5) ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            e.button.button = UInt8(int(1...5))
            e.button.x = coordinate(800); e.button.y = coordinate(640)
            e.button.clicks = UInt8(int(1...3))
        case 10:
            note("mouse wheel")
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.y = Int32(int(-10...10))
        case 11, 12:
            note("touch")
            e.type = [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP][int(0...2)].rawValue
            e.tfinger.x = unit(); e.tfinger.y = unit()
            e.tfinger.dx = unit(); e.tfinger.dy = unit()
            e.tfinger.fingerId = SDL_FingerID(int(0...3))
        case 13:
            pushControllerEvent(&e)
        case 14:
            note("text input")
            e.type = chance(0.8) ? SDL_TEXTINPUT.rawValue : SDL_TEXTEDITING.rawValue
            // Random bytes, not always UTF-8, always terminated.
            withUnsafeMutableBytes(of: &e.text.text) { buffer in
                let n = int(0...(buffer.count - 1))
                for k in 0..<n { buffer[k] = UInt8(int(1...255)) }
                buffer[n] = 0
            }
        case 15:
            note("drop")
            e.type = [SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE][int(0...3)].rawValue
            if e.type == SDL_DROPFILE.rawValue || e.type == SDL_DROPTEXT.rawValue {
                // As SDL does: a string the receiver frees with SDL_free.
                let name = chance(0.5) ? "/usr/share/games/lbreakout2/levels/Arcade" : "/nonexistent/\(int(0...999)).level"
                e.drop.file = SDL_strdup(name)
            }
        case 16:
            resize()
            return
        case 17:
            note("window state")
            switch int(0...3) {
            case 0: SDL_MinimizeWindow(window)
            case 1: SDL_RestoreWindow(window)
            case 2: SDL_MaximizeWindow(window)
            default: SDL_RaiseWindow(window)
            }
            return
        case 18:
            note("window event")
            e.type = SDL_WINDOWEVENT.rawValue
            let events = [SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_MINIMIZED,
                          SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_LEAVE,
                          SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_CLOSE]
            e.window.event = UInt8(events[int(0...(events.count - 1))].rawValue)
            e.window.data1 = Int32(int(-10...5000)); e.window.data2 = Int32(int(-10...5000))
        case 19:
            // A quit the player then takes back: the window goes on.
            note("quit")
            e.type = SDL_QUIT.rawValue
        case 20:
            note("user event")
            e.type = SDL_USEREVENT.rawValue + UInt32(int(0...100))
        default:
            note("unknown event")
            e.type = UInt32(int(0...0xFFFF))
            if e.type == SDL_DROPFILE.rawValue || e.type == SDL_DROPTEXT.rawValue { e.type = SDL_USEREVENT.rawValue }
        }
        SDL_PushEvent(&e)
    }

    private mutating func resize() {
        note("resize")
        let sizes: [(Int32, Int32)] = [(0, 0), (1, 1), (1, 900), (900, 1), (320, 200), (1920, 1080), (400, 700)]
        let (w, h) = chance(0.5) ? sizes[int(0...(sizes.count - 1))] : (Int32(int(0...2000)), Int32(int(0...1400)))
        SDL_SetWindowSize(window, w, h)
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        e.window.data1 = w
        e.window.data2 = h
        SDL_PushEvent(&e)
    }

    /// Controllers are attached and detached (virtual ones), and move their sticks and buttons.
    private mutating func pushControllerEvent(_ e: inout SDL_Event) {
        switch int(0...5) {
        case 0 where joysticks.count < 3:
            note("controller attached")
            let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
                                                  Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
            if index >= 0 { joysticks.append(SDL_JoystickGetDeviceInstanceID(index)) }
            e.type = SDL_USEREVENT.rawValue
        case 1 where !joysticks.isEmpty:
            note("controller detached")
            let id = joysticks.remove(at: int(0...(joysticks.count - 1)))
            detach(id)
            e.type = SDL_USEREVENT.rawValue
        default:
            note("controller input")
            e.type = chance(0.5) ? SDL_CONTROLLERAXISMOTION.rawValue : (chance(0.5) ? SDL_CONTROLLERBUTTONDOWN.rawValue : SDL_CONTROLLERBUTTONUP.rawValue)
            let which = joysticks.isEmpty || chance(0.2) ? SDL_JoystickID(int(-5...100)) : joysticks[int(0...(joysticks.count - 1))]
            e.caxis.which = which
            e.caxis.axis = UInt8(int(0...7))
            e.caxis.value = Int16(int(-32768...32767))
            if e.type != SDL_CONTROLLERAXISMOTION.rawValue {
                e.cbutton.which = which
                e.cbutton.button = UInt8(int(0...25))
            }
        }
        SDL_PushEvent(&e)
    }

    private func detach(_ instance: SDL_JoystickID) {
        for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == instance {
            SDL_JoystickDetachVirtual(index)
            return
        }
    }

    mutating func detachAll() {
        for id in joysticks { detach(id) }
        joysticks = []
    }
}
