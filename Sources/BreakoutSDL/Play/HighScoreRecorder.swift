import Breakout
import HighScores

/// Puts the window's finished games in the high-score table, each once: a game over is
/// recorded when it is first seen (the step stays frozen while the alert shows, so the same
/// end is seen many frames), a hot-seat player's as their turn passes on. The demo's games
/// are the autoplayer's, a test play from the editor is no game for the table, and a duel's
/// score is its frags: those are not recorded.
///
/// ```swift
/// let recorder = HighScoreRecorder(keeper: keeper, records: !options.demo)
/// recorder.noticeEnd(of: game, player: "Ann")   // after every step; answers the table's notices
/// ```
final class HighScoreRecorder {
    let keeper: HighScoreKeeper
    /// Whether this window's games go in the table at all.
    let records: Bool
    /// Which game over was recorded last.
    private var recordedEnd: GameEnd?
    /// How many games this screen has recorded (a new one: its rank may ask for a name).
    private(set) var recordings = 0

    init(keeper: HighScoreKeeper, records: Bool) {
        self.keeper = keeper
        self.records = records
    }

    /// Records `game` if it has just ended (and is no duel); the table's new notices.
    func noticeEnd(of game: Game, player: String) -> ArraySlice<String> {
        let state = game.state
        let end = GameEnd(level: state.levelNumber, step: game.stepIndex)
        guard records, state.phase == .gameOver, state.duel == nil, recordedEnd != end else { return [] }
        recordedEnd = end
        return record(game, player: player)
    }

    /// Records a finished game (a hot-seat player's, as the turn passes); the table's new
    /// notices.
    func record(_ finished: Game, player: String) -> ArraySlice<String> {
        guard records else { return [] }
        recordings += 1
        let before = keeper.notices.count
        keeper.record(name: player, score: finished.state.score, level: finished.state.levelNumber)
        return keeper.notices.dropFirst(before)
    }

    /// A new game: its end is recorded even where the last one ended.
    func forgetEnd() { recordedEnd = nil }

    /// Where a game ended: the step is frozen while the alert shows.
    private struct GameEnd: Equatable {
        var level: Int
        var step: Int
    }
}
