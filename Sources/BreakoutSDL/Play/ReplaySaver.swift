import Breakout
import Foundation
import Translations

/// Keeps the window's last game as a replay file (`PlayOptions.lastReplayPath`): the game
/// records itself into a `ReplayLog` from its first step, and the replay is written once it
/// ends, on restart and when the screen closes. A game already saved is not written again.
///
/// ```swift
/// var saver = ReplaySaver(path: options.lastReplayPath)
/// saver.record(game)                       // before its first step
/// if let problem = saver.save(game) { notice(problem) }
/// ```
struct ReplaySaver {
    /// Where the replay goes; nil keeps none.
    let path: String?
    /// This game's replay is written already.
    private var saved = false

    init(path: String?) { self.path = path }

    /// Starts recording `game` (a new game, or one started over); a resumed game records on
    /// into the log it came with.
    mutating func record(_ game: Game) {
        guard path != nil else { return }
        if game.replayLog == nil { game.replayLog = ReplayLog(game: game) }
        saved = false
    }

    /// Stops recording `game` (a new game follows, which `record` takes on).
    func stopRecording(_ game: Game) {
        guard path != nil else { return }
        game.replayLog = nil
    }

    /// Writes `game`'s replay, atomically, unless it is saved already or nothing was played;
    /// the line to show when it cannot be written.
    mutating func save(_ game: Game) -> String? {
        guard let path, let log = game.replayLog, !saved, log.ticks > 0 else { return nil }
        saved = true
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try log.replay(finishedWith: game).write(to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return tr("replay: cannot save %1$s (%2$s)", path, "\(error)")
        }
    }
}
