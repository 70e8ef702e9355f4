import Breakout
import Foundation
import Translations

/// The game left before its end, kept for Resume as LBreakoutHD keeps it: its replay, with
/// the levelset's name, at `saved-game.replay` in the data folder. It is written when a solo
/// game is left unfinished (the Esc menu's Quit, closing the window) and removed once the
/// resumed game is over. A file that does not resume (corrupt, another version's) is moved
/// aside with one line, and never stands in the way of a new game.
///
/// ```swift
/// let saved = SavedGame(dataDirectory: HighScoreStore.defaultDirectory())
/// if let problem = saved.save(game, title: "Arcade") { notice(problem) }
/// switch saved.resume() { case let .success(r): play(r.game); case let .failure(line): notice(line) }
/// ```
struct SavedGame {
    static let fileName = "saved-game.replay"
    /// Where the game is kept; nil (no data folder) keeps none.
    let path: String?

    init(dataDirectory: String?) {
        path = dataDirectory.map { ($0 as NSString).appendingPathComponent(SavedGame.fileName) }
    }

    /// Whether there is a game to resume (the title menu offers Resume then).
    var exists: Bool { path.map { FileManager.default.fileExists(atPath: $0) } ?? false }

    /// Keeps `game` (recorded by its replay log since it began) for Resume; the line to show
    /// when it cannot be written.
    func save(_ game: Game, title: String?) -> String? {
        guard let path, let log = game.replayLog else { return nil }
        var replay = log.replay(finishedWith: game)
        replay.title = title
        replay.standing = ReplayStanding(game)
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try replay.write(to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return tr("saved game: cannot write %1$s (%2$s)", path, "\(error)")
        }
    }

    /// The kept game, played back to where it was left, and its levelset's name; or the
    /// line saying why not (the file is then moved aside, so the next start is clean).
    func resume() -> Result<(game: Game, title: String?), SavedGameRefusal> {
        guard let path else { return .failure(SavedGameRefusal(line: tr("saved game: there is no data folder"))) }
        let replay: Replay
        do {
            replay = try Replay.read(from: URL(fileURLWithPath: path))
        } catch {
            return .failure(refuse(because: "\(error)"))
        }
        switch replay.resumed() {
        case let .success(game): return .success((game, replay.title))
        case let .failure(why): return .failure(refuse(because: "\(path): \(why)"))
        }
    }

    /// What the kept game is (its levelset's name, where it stood), read without playing it
    /// through; nil when there is none or it does not read (Resume then says why).
    func describe() -> (title: String?, standing: ReplayStanding?)? {
        guard let path, let replay = try? Replay.read(from: URL(fileURLWithPath: path)) else { return nil }
        return (replay.title, replay.standing)
    }

    /// The resumed game is over: it can no longer be resumed.
    func remove() {
        if let path { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Moves the file aside (kept for a look) and says why it was refused.
    private func refuse(because reason: String) -> SavedGameRefusal {
        guard let path else { return SavedGameRefusal(line: reason) }
        let aside = path + ".refused"
        try? FileManager.default.removeItem(atPath: aside)
        try? FileManager.default.moveItem(atPath: path, toPath: aside)
        return SavedGameRefusal(line: tr("saved game not resumed: %1$s (kept as %2$s)", reason, aside))
    }
}

/// Why a saved game was not resumed, in one line for the banner.
struct SavedGameRefusal: Error {
    let line: String
}
