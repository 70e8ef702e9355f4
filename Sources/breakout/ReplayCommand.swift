import ArgumentParser
import Breakout
import BreakoutSDL
import Dynamics
import Foundation
import WindowKit

/// `breakout replay FILE --headless`: plays a replay back and checks its final state hash.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Watch a replay in the window, or with --headless check that it ends on the recorded state hash (exit status 1 if not).")

    @Argument(help: "The replay file (written by `breakout simulate --record`).")
    var file: String

    @Flag(help: "Without a window: play it through as fast as possible and print a JSON summary.")
    var headless = false

    func run() throws {
        let replay: Replay
        do { replay = try Replay.read(from: URL(fileURLWithPath: file)) } catch { throw failure("\(error)") }
        guard headless else { return try watch(replay) }
        let result = replay.play()
        print(try Summary(game: result.game, replayMatches: result.matches).json())
        if !result.matches {
            throw failure("\(file): the replay diverged: recorded hash \(result.expectedHash), got \(result.actualHash)")
        }
    }

    /// Plays the replay in the window, at the speed it was played.
    private func watch(_ replay: Replay) throws {
        var options = PlayOptions()
        options.replay = replay
        options.windowSize = Size(width: replay.fieldSize.width, height: replay.fieldSize.height + 40)
        try WindowRun.run(options) { print($0) }
    }
}
