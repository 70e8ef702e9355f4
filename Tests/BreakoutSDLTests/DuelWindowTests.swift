@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// The duel at one keyboard: the title menu's Two players page starts it; A and D move the
/// top paddle and S serves for it; the HUD shows the frags; the alert names the winner.
extension SDLTests {
    @Test func twoPlayersDuelAtOneKeyboard() throws {
        let host = try Self.host(start: .titleMenu, size: Size(width: 1280, height: 720))
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        menu.choose(.twoPlayers, app: host)
        Self.frames(host)
        let screen = try Self.duelFromTwoPlayersPage(host)
        let game = screen.game
        #expect(game.state.duel != nil)

        // A moves the top paddle left, D right; the bottom paddle stays.
        let start = game.topPaddleX, bottom = game.paddleX
        SyntheticEvent.key(.letter("a"), down: true)
        for _ in 0..<20 { host.runFrame(elapsed: 1.0 / 60) }
        SyntheticEvent.key(.letter("a"), down: false)
        Self.frames(host)
        #expect(game.topPaddleX < start - 50, "A moves the top paddle left")
        #expect(abs(game.paddleX - bottom) < 0.5)
        SyntheticEvent.key(.letter("d"), down: true)
        for _ in 0..<10 { host.runFrame(elapsed: 1.0 / 60) }
        SyntheticEvent.key(.letter("d"), down: false)
        Self.frames(host)
        let movedRight = game.topPaddleX
        #expect(movedRight > game.layout.size.width / 2 - 250)

        // The top player's S does not serve for the bottom player; Space does.
        SyntheticEvent.keyPress(.letter("s"))
        Self.frames(host)
        #expect(game.state.phase == .serving)
        SyntheticEvent.keyPress(.space)
        Self.frames(host)
        #expect(game.state.phase == .playing)
        let names = Set(screen.hud.elements.map { "\($0.name)" })
        #expect(names.contains("frags"), "\(names.sorted())")
        #expect(!names.contains("score") && !names.contains("push"), "a duel is scored in frags")

        // Past the bottom paddle, ten times: player two wins, and the alert says so.
        Self.sendBallsPastTheBottom(host, game) { SyntheticEvent.keyPress($0 == .top ? .letter("s") : .space) }
        #expect(game.state.duel?.winner == .top)
        #expect(game.state.duel?.frags == [0, GameRules().fragLimit])
        #expect(screen.resultAlert.isVisible)
        #expect(screen.highScores.table.isEmpty, "a duel sets no high score")
    }
}

extension SDLTests {
    /// Against the computer: the Two players page starts it; the top paddle moves by itself
    /// and takes no keys; the side panel and the winner's line say "you" and "the computer";
    /// a change of difficulty reaches the computer at once.
    @Test func aDuelAgainstTheComputer() throws {
        let host = try Self.host(start: .titleMenu, size: Size(width: 1280, height: 720))
        Self.frames(host)
        try #require(host.top as? TitleMenuScreen).choose(.twoPlayers, app: host)
        Self.frames(host)
        try #require(host.top as? TwoPlayerMenuScreen).choose(.computer, app: host)
        Self.frames(host)
        let screen = try #require(host.top as? GameScreen)
        let game = screen.game
        #expect(game.state.duel != nil && screen.versusComputer)

        // A does not move the computer's paddle.
        let start = game.topPaddleX
        SyntheticEvent.key(.letter("a"), down: true)
        Self.frames(host, 20)
        SyntheticEvent.key(.letter("a"), down: false)
        #expect(abs(game.topPaddleX - start) < 0.5, "the top paddle is the computer's")
        SyntheticEvent.keyPress(.space)
        Self.frames(host)
        #expect(game.state.phase == .playing)
        // It follows the ball on its way up.
        var moved = 0.0
        for _ in 0..<120 {
            let before = game.topPaddleX
            Self.frames(host)
            moved += abs(game.topPaddleX - before)
        }
        #expect(moved > 20, "the computer moves its paddle: \(moved)")
        let probe = LayoutProbe.start()
        Self.frames(host)
        LayoutProbe.stop()
        #expect(probe.texts.contains { $0.text.hasPrefix("You: ") && $0.text.contains("Computer: ") }, "\(Set(probe.texts.map(\.text)))")

        // A change of difficulty reaches it: at Kids it is slower.
        let driver = try #require(screen.driver as? DuelDriver)
        #expect(driver.computerSpeed == DuelAutoplayer(side: .top, skill: host.settingsStore.settings.rules.difficulty).maxSpeed)
        var settings = host.settingsStore.settings
        settings.rules.difficulty = .kids
        screen.adopt(settings)
        #expect(driver.computerSpeed == DuelAutoplayer(side: .top, skill: .kids).maxSpeed)

        // The bottom player lets ten balls past: the computer wins, and the alert says so.
        Self.sendBallsPastTheBottom(host, game) { if $0 == .bottom { SyntheticEvent.keyPress(.space) } }
        #expect(game.state.duel?.winner == .top)
        let alert = LayoutProbe.start()
        Self.frames(host)
        LayoutProbe.stop()
        #expect(alert.texts.contains { $0.text == "THE COMPUTER WINS THE DUEL" }, "\(Set(alert.texts.map(\.text)))")
    }

    /// Sends every ball past the bottom paddle until the duel is over (at most 200 balls);
    /// `serve` presses what serves for the side whose serve it is.
    static func sendBallsPastTheBottom(_ host: AppWindow, _ game: Game, serve: (PaddleSide) -> Void) {
        for _ in 0..<200 where game.state.phase != .gameOver {
            if game.state.phase == .serving {
                serve(game.state.duel?.server ?? .bottom)
                frames(host)
            }
            if let ball = game.state.balls.first?.id, var s = game.ballState(ball) {
                s.center = Point(x: 10, y: game.layout.size.height - 20)
                s.velocity = Vector(dx: 0, dy: 800)
                game.animator.setState(s, of: game.ballItems[ball]!)
            }
            frames(host, 4)
        }
    }

    /// The Two players page (on top) starts a duel: its game screen.
    static func duelFromTwoPlayersPage(_ host: AppWindow) throws -> GameScreen {
        let page = try #require(host.top as? TwoPlayerMenuScreen)
        page.choose(.duel, app: host)
        frames(host)
        return try #require(host.top as? GameScreen)
    }
}

/// A duel with two game controllers: the first pad plays the bottom paddle, the second the
/// top one (stick and A). A pad keeps its seat while the other comes and goes.
extension SDLTests {
    @Test func aSecondPadPlaysTheTopPaddleOfADuel() throws {
        let host = try Self.host(start: .titleScreen(.twoplayers), size: Size(width: 1280, height: 720))
        Self.frames(host)
        let screen = try Self.duelFromTwoPlayersPage(host)
        let game = screen.game

        func attachPad() throws -> (index: Int32, id: SDL_JoystickID) {
            let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
                                                  Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
            try #require(index >= 0, "virtual joysticks unavailable: \(String(cString: SDL_GetError()))")
            return (index, SDL_JoystickGetDeviceInstanceID(index))
        }
        func detach(_ id: SDL_JoystickID) {
            for i in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(i) == id { SDL_JoystickDetachVirtual(i); return }
        }
        let first = try attachPad()
        Self.frames(host, 3)   // the device-added event opens it
        let second = try attachPad()
        Self.frames(host, 3)
        defer { detach(first.id); detach(second.id); Self.frames(host, 3) }
        #expect(host.controllers.count == 2)
        #expect(host.controllers.seat(of: first.id) == 0 && host.controllers.seat(of: second.id) == 1)
        let pad1 = try #require(SDL_JoystickFromInstanceID(first.id))
        let pad2 = try #require(SDL_JoystickFromInstanceID(second.id))
        let leftX = Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), buttonA = Int32(SDL_CONTROLLER_BUTTON_A.rawValue)

        // The second pad's stick moves the top paddle only.
        let top0 = game.topPaddleX, bottom0 = game.paddleX
        SDL_JoystickSetVirtualAxis(pad2, leftX, -32767)
        Self.frames(host, 20)
        SDL_JoystickSetVirtualAxis(pad2, leftX, 0)
        Self.frames(host, 3)
        #expect(game.topPaddleX < top0 - 100, "pad 2 steers the top paddle")
        #expect(abs(game.paddleX - bottom0) < 0.5, "and not the bottom one")
        // The first pad's stick moves the bottom paddle only.
        let top1 = game.topPaddleX
        SDL_JoystickSetVirtualAxis(pad1, leftX, 32767)
        Self.frames(host, 10)
        SDL_JoystickSetVirtualAxis(pad1, leftX, 0)
        Self.frames(host, 3)
        #expect(game.paddleX > bottom0 + 50)
        #expect(abs(game.topPaddleX - top1) < 0.5)

        // The bottom player serves first: pad 2's A does not serve for them, pad 1's does.
        func press(_ pad: OpaquePointer) {
            SDL_JoystickSetVirtualButton(pad, buttonA, 1)
            Self.frames(host)
            SDL_JoystickSetVirtualButton(pad, buttonA, 0)
            Self.frames(host)
        }
        #expect(game.state.phase == .serving && game.state.duel?.server == .bottom)
        press(pad2)
        #expect(game.state.phase == .serving)
        press(pad1)
        #expect(game.state.phase == .playing)
        // The ball past the top paddle: the top player serves next, with pad 2's A.
        for _ in 0..<100 where game.state.duel?.server != .top || game.state.phase != .serving {
            if let ball = game.state.balls.first?.id, var s = game.ballState(ball) {
                s.center = Point(x: 10, y: 20)
                s.velocity = Vector(dx: 0, dy: -800)
                game.animator.setState(s, of: game.ballItems[ball]!)
            }
            Self.frames(host, 4)
        }
        #expect(game.state.duel?.server == .top && game.state.phase == .serving)
        press(pad1)
        #expect(game.state.phase == .serving, "pad 1's A is not the top player's serve")
        press(pad2)
        #expect(game.state.phase == .playing)

        // Pad 1 goes: pad 2 keeps seat 2 (the top paddle), and a new pad takes the free seat 1.
        detach(first.id)
        Self.frames(host, 3)
        #expect(host.controllers.seat(of: second.id) == 1)
        let third = try attachPad()
        Self.frames(host, 3)
        defer { detach(third.id) }
        #expect(host.controllers.seat(of: third.id) == 0)
    }
}
