import Breakout
import BreakoutNet
import Foundation
import Translations

/// The game's side of the online charts: a finished solo game's replay sent from the
/// game-over alert. The local high-score entry is made before the alert opens and nothing
/// here touches it: sending, or failing to, changes only the alert's lines.
extension GameScreen {
    /// A server is set, and the game is one player's own with its replay recorded (not the
    /// demo's, a test play's, a duel's, a hot-seat's or a replay's).
    var offersOnlineSubmission: Bool {
        app.chartService != nil && driver.policy.isSolo && !options.demo && !isTestPlay
            && game.replayLog != nil && game.state.duel == nil
    }

    /// Sends the game as it ended, under the player's name as it is now (the name typed for
    /// the local chart goes with it).
    func submitOnline() {
        guard offersOnlineSubmission, game.state.phase == .gameOver, let service = app.chartService, let log = game.replayLog else { return }
        do {
            let replay = try log.replay(finishedWith: game).encoded()
            onlineSubmission.send(replay, name: player(of: game), to: service)
        } catch {
            onlineSubmission.fail("\(error)")
        }
    }

    /// The levels of a solo game starting, for the high-score page's Online tab.
    func rememberLevelsForOnlineCharts() {
        guard driver.policy.isSolo, !options.demo, !isTestPlay else { return }
        app.lastLevels = (game.levels, levelsetName)
    }
}
