@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit
@testable import Translations

/// Every screen and dialog at the five sizes players use, from full HD to the window's
/// smallest: every text inside the window, at least 9 points high, over no other text, and
/// inside the box (button, row, control, card) it starts in. `LayoutProbe` records what a
/// frame lays out.
extension SDLTests {
    static let layoutSizes = [Size(width: 1920, height: 1080), Size(width: 1280, height: 720), Size(width: 960, height: 720),
                              Size(width: 400, height: 700), Size(width: 320, height: 260)]

    /// A screen of the game as a player reaches it, at one window size.
    struct Scene {
        let name: String
        let open: (Size) throws -> AppWindow
    }

    static func titleScreen(_ screen: PlayOptions.TitleScreen) -> (Size) throws -> AppWindow {
        { size in try host(start: .titleScreen(screen), size: size) }
    }

    static func game(_ size: Size, then: (TestApp) -> Void = { _ in }) throws -> AppWindow {
        let app = try TestSDL.app(size: size)
        app.runFrame(elapsed: 0)
        then(app)
        return app.appWindow
    }

    /// A mini-game served and played `seconds` with the paddle left alone.
    static func miniGame(_ miniGame: MiniGame, size: Size, seconds: Double) throws -> AppWindow {
        let host = try host(start: .titleMenu, size: size)
        frames(host)
        let game = host.playGame(.miniGame(miniGame))
        game.apply(.confirm)
        frames(host, Int(seconds * 60))
        return host
    }

    static let layoutScenes: [Scene] = [
        Scene(name: "title menu") { try host(start: .titleMenu, size: $0) },
        Scene(name: "choose levels", open: titleScreen(.levels)),
        Scene(name: "mini-games", open: titleScreen(.minigames)),
        Scene(name: "two players", open: titleScreen(.twoplayers)),
        Scene(name: "themes", open: titleScreen(.themes)),
        Scene(name: "settings", open: titleScreen(.settings)),
        Scene(name: "controls", open: titleScreen(.controls)),
        Scene(name: "high scores", open: titleScreen(.highscores)),
        Scene(name: "help", open: titleScreen(.help)),
        Scene(name: "game") { try game($0) },
        Scene(name: "pause menu") { try game($0) { $0.apply(.menu) } },
        // The field's own text (a caught extra's name rising from the paddle), drawn scaled with the field.
        Scene(name: "an extra caught") { size in
            try game(size) { app in
                app.apply(.confirm)
                app.runFrame(elapsed: 1.0 / 60)
                app.game.perform(CapsuleDropAction(extra: .multiball, at: Point(x: app.game.paddleX, y: app.game.paddleRect.minY)))
                app.game.perform(ExtraCaughtAction(capsule: app.game.state.capsules.last!.id))
            }
        },
        Scene(name: "help in a game") { try game($0) { $0.apply(.toggleHelp) } },
        // Mini-games with the longest HUD lines and marks on their bricks: Sitting Ducks once
        // a duck is marked (the ball waits a second), Hunter with its controls' arrows.
        Scene(name: "sitting ducks") { try miniGame(.sittingDucks, size: $0, seconds: 1.2) },
        Scene(name: "hunter") { try miniGame(.hunter, size: $0, seconds: 0.1) },
        Scene(name: "game over") { size in
            let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), lives: 1, size: size)
            AlertTestSupport.loseWithScore(app)
            return app.appWindow
        },
        Scene(name: "level cleared") { size in
            let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 1), size: size)
            AlertTestSupport.launch(app)
            app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
            return app.appWindow
        },
        Scene(name: "controls, waiting for a key") { size in
            try game(size) { app in
                app.apply(.toggleControls)
                app.runFrame(elapsed: 1.0 / 60)
                let key = app.controlsPanel?.frame(of: "keys.left", part: .binding, context: app.screen)
                if let key { SyntheticEvent.mouseButton(true, at: key.center) }
            }
        },
        Scene(name: "network lobby") { size in
            try host(start: .network(.host(port: 0, bind: "127.0.0.1")), size: size)
        },
        Scene(name: "editor") { size in
            let folder = TemporaryFolder.uniquePath("layout")
            return try host(start: .editor(folder + "/new.level"), data: folder, size: size)
        },
        Scene(name: "join dialog") { size in
            let host = try host(start: .titleScreen(.twoplayers), size: size)
            frames(host)
            (host.top as? TwoPlayerMenuScreen)?.choose(.join, app: host)
            return host
        },
    ]

    /// English, and the longer words of German, French, Spanish, Russian and Swedish.
    @Test(arguments: ["en", "de", "fr", "es", "ru", "sv"])
    func everyScreenKeepsItsTextReadableAndInPlaceAtEverySize(language: String) throws {
        _ = try TranslationCatalogs.compiled.get()
        var report: [String] = []
        try Localization.$override.withValue(language) {
            for scene in Self.layoutScenes {
                for size in Self.layoutSizes {
                    let host = try scene.open(size)
                    Self.frames(host, 3)
                    let probe = LayoutProbe.start()
                    host.runFrame(elapsed: 1.0 / 60)
                    LayoutProbe.stop()
                    #expect(!probe.texts.isEmpty, "\(scene.name) at \(Int(size.width))x\(Int(size.height)) drew no text")
                    if scene.name == "an extra caught" {
                        #expect(probe.texts.contains { $0.text == tr(Extra.multiball.title).uppercased() }, "the caught extra's name rises")
                    }
                    report += probe.problems(window: host.window.size).map { "\(scene.name) at \(Int(size.width))x\(Int(size.height)): \($0)" }
                    host.finish()
                }
            }
        }
        #expect(report.isEmpty, Comment(rawValue: "\(language): \(report.count) layout problems:\n" + report.prefix(400).joined(separator: "\n")))
    }
}
