/// LBreakoutHD's Resume Game: a game left before its end is kept as its replay, and played
/// back to where it was left. The replay's final hash says whether it got there; a game that
/// does not (another version's rules, a file changed by hand) is refused, never half-resumed.
///
/// ```swift
/// switch try Replay.read(from: savedGame).resumed() {
/// case let .success(game): play(game)          // records on into the same replay
/// case let .failure(why): notice(why.description)
/// }
/// ```
extension Replay {
    /// Why a saved game could not be resumed.
    public struct ResumeRefusal: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The game the replay ends on, played headless from its start, recording on into a log
    /// that holds the whole game; or why not (it did not reach its recorded state, or it had
    /// ended).
    public func resumed() -> Result<Game, ResumeRefusal> {
        let result = play()
        let game = result.game
        guard result.matches else {
            return .failure(ResumeRefusal(description: "it does not play back to the state it was saved in (\(finalHash), got \(result.actualHash)): saved by another version of the game?"))
        }
        guard game.state.phase != .gameOver else {
            return .failure(ResumeRefusal(description: "that game is over"))
        }
        game.replayLog = ReplayLog(continuing: self)
        return .success(game)
    }
}
