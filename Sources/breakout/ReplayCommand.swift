import ArgumentParser
import Breakout
import Foundation

/// `breakout replay FILE --headless`: plays a replay back and checks its final state hash.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a replay back and check that it ends on the recorded state hash (exit status 1 if not).")

    @Argument(help: "The replay file (written by `breakout simulate --record`).")
    var file: String

    @Flag(help: "Without a window (the only mode until the window lands).")
    var headless = false

    func run() throws {
        guard headless else { throw ValidationError("replays play without a window for now: add --headless") }
        let replay: Replay
        do { replay = try Replay.read(from: URL(fileURLWithPath: file)) } catch { throw failure("\(error)") }
        let result = replay.play()
        print(try Summary(game: result.game, replayMatches: result.matches).json())
        if !result.matches {
            throw failure("\(file): the replay diverged: recorded hash \(result.expectedHash), got \(result.actualHash)")
        }
    }
}
