@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import HighScores
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// Nothing a player made is thrown away by one click or key: the title menu's entries keep
/// their places when a game is saved (Resume is always there, dimmed without one), and a new
/// game over a saved one asks first, Resume being what Enter gives; started anyway, the
/// saved game's score goes to its chart. Restart and Quit in a game ask where they would
/// end one that is not kept.
extension SDLTests {
    /// A saved game of the "Test set" with points, left unfinished; its score.
    @discardableResult
    static func saveGame(in data: String) throws -> Int {
        var rules = GameRules()
        rules.lives = 9
        let game = Game(rules: rules, levels: .list([TestSDL.level()]), seed: 4)
        game.replayLog = ReplayLog(game: game)
        var autoplayer = Autoplayer()
        for _ in 0..<1800 where game.state.score < 300 { game.step(autoplayer.input(for: game)) }
        #expect(game.state.score > 0 && game.state.phase != .gameOver)
        #expect(SavedGame(dataDirectory: data).save(game, title: "Test set") == nil)
        return game.state.score
    }

    private static func click(_ host: AppWindow, _ r: Rect) {
        SyntheticEvent.mouseMotion(to: r.center, pressed: false)
        SyntheticEvent.mouseButton(true, at: r.center)
        SyntheticEvent.mouseButton(false, at: r.center)
        frames(host)
    }

    @Test func theTitleMenusEntriesStayInPlaceWhenAGameIsSaved() throws {
        let data = TemporaryFolder.uniquePath("menu-places")
        let host = try Self.host(start: .titleMenu, data: data)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        let before = menu.list.layout(window: host.window.size, font: host.font).buttons
        #expect(!menu.isEnabled(.resume))
        // A click on the dimmed Resume does nothing.
        Self.click(host, before[0])
        #expect(host.top === menu && !host.isAsking)
        try Self.saveGame(in: data)
        Self.frames(host)
        let after = menu.list.layout(window: host.window.size, font: host.font).buttons
        #expect(menu.isEnabled(.resume))
        #expect(before == after, "no entry moved when Resume became usable")
    }

    @Test func playOverASavedGameAsksAndEnterResumes() throws {
        let data = TemporaryFolder.uniquePath("menu-ask")
        let score = try Self.saveGame(in: data)
        let saved = SavedGame(dataDirectory: data)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try #require(saved.path)))
        let host = try Self.host(start: .titleMenu, data: data)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        let buttons = menu.list.layout(window: host.window.size, font: host.font).buttons
        let play = buttons[try #require(menu.choices.firstIndex(of: .play))]
        // The stray click: Play asks; nothing started, nothing written.
        Self.click(host, play)
        #expect(host.isAsking && host.top === menu)
        let probe = LayoutProbe.start()
        host.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe.texts.contains { $0.text.contains("Test set") && $0.text.contains("\(score) points") }, "the question says what is at stake")
        // Esc: no answer but Cancel.
        Self.frames(host, 20)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(!host.isAsking && host.top === menu)
        #expect(try Data(contentsOf: URL(fileURLWithPath: saved.path!)) == bytes, "the saved game is untouched")
        // Enter: the answer with the focus is Resume.
        Self.click(host, play)
        Self.frames(host, 20)
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        let game = try #require(host.top as? GameScreen)
        #expect(game.isResumed && game.game.state.score == score)
    }

    @Test func aNewGameOverASavedOneChartsItsScoreFirst() throws {
        let data = TemporaryFolder.uniquePath("menu-new")
        let score = try Self.saveGame(in: data)
        let host = try Self.host(start: .titleMenu, data: data)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        // From the mini-games' menu as from Play: the question, then New game (Right, Enter).
        menu.choose(.miniGames, app: host)
        Self.frames(host)
        let miniGames = try #require(host.top as? MiniGameMenuScreen)
        SyntheticEvent.keyPress(.return)
        Self.frames(host, 20)
        #expect(host.isAsking && host.top === miniGames)
        SyntheticEvent.keyPress(.right)
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        #expect(host.top is GameScreen)
        #expect(!SavedGame(dataDirectory: data).exists)
        let chart = HighScoreKeeper(directory: data, chart: .levelset("Test set"))
        #expect(chart.table.entries.contains { $0.score == score }, "the saved game's \(score) points are in its chart")
        #expect(host.notices.contains { $0.contains("\(score) points") })
    }

    /// The player's stray click in a real X window: the pointer where "Choose levels" stood
    /// before Resume came (the second row) is on Play, which now asks; the saved game is
    /// untouched when the window closes.
    @Test(.enabled(if: XvfbRun.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"),
                   "xvfb-run, xdotool or the built `breakout` executable is missing"))
    func aStrayClickOnPlayInARealXWindowLosesNoSavedGame() throws {
        let folder = try TemporaryFolder.newFolderPath("stray-click")
        let data = folder + "/data/breakout"
        try Self.saveGame(in: data)
        let path = try #require(SavedGame(dataDirectory: data).path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Where Play is in a 960 x 720 window, as the menu lays it out.
        let host = try Self.host(start: .titleMenu, size: Size(width: 960, height: 720))
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        let play = menu.list.layout(window: host.window.size, font: host.font).buttons[try #require(menu.choices.firstIndex(of: .play))]
        let script = """
            XDG_DATA_HOME="$1/data" XDG_CONFIG_HOME="$1/config" "$0" play --software --size 960x720 --frames 36000 &
            pid=$!
            wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Breakout$' | head -n 1)
            [ -n "$wid" ] || { kill $pid; exit 3; }
            sleep 1
            xdotool mousemove --window "$wid" \(Int(play.midX)) \(Int(play.midY)) click 1
            sleep 1
            kill -TERM $pid
            for i in $(seq 1 300); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
            if kill -0 $pid 2>/dev/null; then kill -KILL $pid; exit 4; fi
            wait $pid
            """
        let status = try XvfbRun.run(["/bin/sh", "-c", script, XvfbRun.executable, folder])
        #expect(status == 0, "the game ran and closed on SIGTERM (3: no window, 4: did not close within 30 s)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "the saved game is as it was")
        #expect(!FileManager.default.fileExists(atPath: data + "/last.replay"), "no game was started")
    }
}
