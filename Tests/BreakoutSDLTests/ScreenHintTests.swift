@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// Each page's hint line names only keys the page answers: every key a hint names, pressed
/// as a synthetic SDL event on that page, changes what the window shows or which page is on
/// top. A hint that names a key the page's switch lost fails here.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct ScreenHintTests {
    /// A page with a hint line of keys, how to open it, and the type on top when it is open.
    struct Page: CustomStringConvertible, Sendable {
        let hint: String
        let start: PlayOptions.Start
        let screen: String
        var description: String { screen }

        init(hint: String, start: PlayOptions.Start, screen: any Screen.Type) {
            self.hint = hint
            self.start = start
            self.screen = "\(screen)"
        }
    }

    nonisolated static let pages = [
        Page(hint: TitleMenuScreen.hint, start: .titleMenu, screen: TitleMenuScreen.self),
        Page(hint: ThemeChooserScreen.hint, start: .titleScreen(.themes), screen: ThemeChooserScreen.self),
        Page(hint: HighScoresScreen.hint, start: .titleScreen(.highscores), screen: HighScoresScreen.self),
        Page(hint: LevelsetChooserScreen.hint, start: .titleScreen(.levels), screen: LevelsetChooserScreen.self),
        Page(hint: NetworkLobbyScreen.hint, start: .network(.host(port: 0, bind: "127.0.0.1")), screen: NetworkLobbyScreen.self),
    ]

    /// The key that undoes `key`'s move, pressed first so that the move has room (Up on the
    /// first row would do nothing).
    static let opposite: [Key: Key] = [.up: .down, .down: .up, .left: .right, .right: .left,
                                       .pageUp: .pageDown, .pageDown: .pageUp, .home: .end, .end: .home]

    /// What a window shows and which page is on top, as far as a key can change it.
    struct Seen: Equatable {
        let pixels: [UInt32]
        /// The chart the high scores page shows: its read-back pixels were seen to miss a
        /// change of chart, so the page's own state is asked too.
        let chart: Int?
        let pages: [String]
        let asking: Bool
        let quit: Bool

        init(_ host: AppWindow) throws {
            host.runFrame(elapsed: 0)
            chart = (host.top as? HighScoresScreen)?.shown
            pixels = try Pixels(host.window).data
            pages = host.screens.map { "\(type(of: $0))" }
            asking = host.isAsking
            quit = host.quitRequested
        }
    }

    @Test(arguments: pages) func everyKeyTheHintNamesDoesSomething(_ page: Page) throws {
        let named = HintKeys.named(in: page.hint)
        #expect(!named.isEmpty, "\(page)'s hint names keys")
        for name in named {
            // A data folder of its own: what an earlier key did (a game played, a theme
            // chosen) stays out of this one.
            let folder = try TemporaryFolder.newFolderPath("hints")
            // Frames counted: every frame is drawn, none skipped as still, so the pixels read
            // back are this frame's.
            let host = try TestSDL.window(TestSDL.options(size: Size(width: 960, height: 720)) {
                $0.start = page.start
                $0.dataDirectory = folder
                $0.maxFrames = 1_000_000
            })
            SDLTests.frames(host)
            try #require("\(type(of: try #require(host.top)))" == page.screen, "\(page) is open")
            if let back = Self.opposite[name.key] {
                SyntheticEvent.keyPress(back)
                SDLTests.frames(host)
            }
            let before = try Seen(host)
            let still = try Seen(host) == before
            #expect(still, "\(page) stands still without a key")
            SyntheticEvent.keyPress(name.key, modifiers: name.modifiers)
            SDLTests.frames(host)
            let after = try Seen(host)
            // Left as the next test needs it: the pointer that a game Enter started captured
            // is free again, and the title menu's "Quit Breakout?" (whose answers hold the
            // window, which would then outlive the test) is gone.
            host.window.pointerMode = .free
            host.questions.dismiss()
            let changed = after != before   // apart from #expect, which would print every pixel
            #expect(changed, "\(page)'s hint names \"\(name)\", which does nothing there")
        }
    }

    /// The hints' key names are read as a player reads them.
    @Test func hintKeysReadsKeysNotWords() {
        let keys = HintKeys.named(in: "Arrows, D-pad or the mouse; Enter, A or a click; Ctrl+E edit   Esc or right click: back").map(\.key)
        #expect(keys == [.up, .down, .return, .letter("e"), .escape])
    }
}
