@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// The hot-seat in the window: the Two players page chooses how many (Left/Right), a lost
/// life hands the field to the next player's own game, each finished game goes into the
/// high scores, and the alert comes when every game is over.
extension SDLTests {
    @Test func threePlayersTakeTurnsInTheWindow() throws {
        var settings = Settings()
        settings.rules.lives = 1
        settings.display.playerNames = ["Ann", "Bob", "Cid", "Dee"]
        let host = try Self.host(start: .titleMenu, size: Size(width: 1280, height: 720))
        _ = host.settingsStore.change(settings)
        Self.frames(host)
        try #require(host.top as? TitleMenuScreen).choose(.twoPlayers, app: host)
        Self.frames(host)
        let page = try #require(host.top as? TwoPlayerMenuScreen)
        #expect(page.list.focus == 0, "Hot-seat has the focus")
        SyntheticEvent.keyPress(.right)
        Self.frames(host)
        #expect(page.hotSeatPlayers == 3)
        page.choose(.hotSeat, app: host)
        Self.frames(host)
        let screen = try #require(host.top as? GameScreen)
        let seat = try #require(screen.hotSeat)
        #expect(seat.players.count == 3)
        #expect(seat.players.map(\.name) == ["Ann", "Bob", "Cid"], "the names the settings give")
        #expect(screen.levelsetName == "Hot-seat: Ann")

        // Each player serves and leaves the paddle at the edge: their one life goes, and the next takes over.
        var seen: [Int] = []
        for _ in 0..<3000 where !seat.isOver {
            if seen.last != seat.current { seen.append(seat.current) }
            if screen.game.state.phase == .serving { SyntheticEvent.keyPress(.space) }
            SyntheticEvent.mouseMotion(to: Point(x: 2, y: 700), pressed: true)
            host.runFrame(elapsed: 1.0 / 60)
        }
        #expect(seat.isOver)
        #expect(seen == [0, 1, 2], "\(seen)")
        #expect(screen.game === seat.players[2].game, "the field shows the last player's game")
        #expect(screen.resultAlert.isVisible, "the alert when every game is over")
        #expect(screen.highScores.table.entries.count == 3,
                "every player's game is recorded; scores \(seat.players.map { $0.game.state.score }), notices \(screen.highScores.notices)")
        #expect(Set(screen.highScores.table.entries.map(\.name)) == ["Ann", "Bob", "Cid"])
        // The high-score page opens on their chart, the last player's entry lit.
        host.push(HighScoresScreen(app: host))
        let chartPage = try #require(host.top as? HighScoresScreen)
        #expect(chartPage.charts[chartPage.shown] == screen.highScores.chart)
        #expect(chartPage.newEntry?.name == "Cid")
    }
}
