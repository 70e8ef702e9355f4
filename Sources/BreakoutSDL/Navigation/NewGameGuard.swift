import Breakout
import Foundation
import HighScores
import Translations

/// A new solo game while another is kept for Resume (`SavedGame`): one save slot holds one
/// game, so the new one would take its place when it is left. Nothing is thrown away by one
/// click: the window asks first, with Resume as the answer Enter gives; a player who starts
/// over anyway has the kept game ended as a game over ends one, its score in its chart.
///
/// ```swift
/// app.start(.game(levels, name: "Arcade"))   // asks first while a game is kept
/// ```
extension AppWindow {
    /// Goes to `route`, asking first when it starts a solo game while another is kept.
    func start(_ route: Route) {
        let saved = SavedGame(dataDirectory: dataDirectory)
        guard route.startsSoloGame, saved.exists else {
            go(to: route)
            return
        }
        ask(Question(heading: tr("Start a new game?"), detail: NewGameGuard.detail(saved.describe()),
                     answers: [
                        Question.Answer(trLater("Resume saved game")) { [unowned self] in go(to: .resume) },
                        Question.Answer(trLater("New game")) { [unowned self] in
                            endSavedGame(saved)
                            go(to: route)
                        },
                        Question.Answer(trLater("Cancel")) {},
                     ], cancel: 2))
    }

    /// Ends the kept game as a game over would: its score goes in its levelset's chart, and
    /// Resume no longer offers it.
    func endSavedGame(_ saved: SavedGame) {
        switch saved.resume() {
        case let .success((game, title)):
            let keeper = HighScoreKeeper(directory: options.dataDirectory ?? HighScoreStore.defaultDirectory(),
                                         chart: ScreenRouter.chart(for: game.levels, named: title, rules: game.rules))
            if game.state.score > 0 {
                let name = settingsStore.settings.display.playerName(0)
                if let rank = keeper.record(name: name, score: game.state.score, level: game.state.levelNumber) {
                    notice(tr("The saved game ended with %1$d points: place %2$d in the high scores.", game.state.score, rank))
                }
            }
            notice(contentsOf: keeper.notices)
            saved.remove()
        case let .failure(refusal):
            // Moved aside already, with the line saying why.
            notice(refusal.line)
        }
    }
}

enum NewGameGuard {
    /// "A game is saved: Arcade, level 3, 1810 points, 2 lives." and what a new game does.
    static func detail(_ saved: (title: String?, standing: ReplayStanding?)?) -> String {
        var what = tr("A game is saved")
        if let saved {
            var parts: [String] = []
            if let title = saved.title, !title.isEmpty { parts.append(title) }
            if let s = saved.standing {
                parts.append(tr("level %d", s.level))
                parts.append(trPlural("%d point", "%d points", s.score))
                parts.append(trPlural("%d life", "%d lives", s.lives))
            }
            if !parts.isEmpty { what += ": " + parts.joined(separator: ", ") }
        }
        return what + ".\n" + tr("A new game ends it, and its score goes to the high scores.")
    }
}

extension Route {
    /// Whether the route starts a game that is kept for Resume when it is left (a solo game
    /// of levels or a mini-game; not a duel, a hot-seat game or the editor's test play).
    var startsSoloGame: Bool {
        guard case let .game(levels, _, isTestPlay, hotSeatPlayers, _) = self else { return false }
        if case .duel = levels { return false }
        return !isTestPlay && hotSeatPlayers == nil
    }
}
