import ArgumentParser
import Breakout
import BreakoutSDL
import Foundation

/// `breakout-bench breakout`: the game itself, headless: a real level (the first LBreakout2
/// level when `lbreakout2-data` is installed, else a generated one) played by the autoplayer
/// for 60 simulated seconds with 8 balls in play; reports steps per second.
struct BreakoutSceneBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breakout",
        abstract: "A real level played by the autoplayer for 60 simulated seconds with 8 balls; steps per second.")

    @Option(help: "A level file or LBreakout2 levelset (default: LBreakout2's own set if installed).")
    var level = "/usr/share/games/lbreakout2/levels/LBreakout2"

    @Option(help: "Simulated seconds.")
    var seconds = 60.0

    @Option(help: "Runs (the median is reported).")
    var repeats = 5

    func run() throws {
        var settings = Settings()
        settings.rules.ballCount = 8
        let levels = (try? LevelSequence.file(level)) ?? .generated
        let source = FileManager.default.fileExists(atPath: level) ? level : "a generated level"
        var rates: [Double] = []
        var last = ""
        for _ in 0..<max(1, repeats) {
            let game = Game(rules: settings.rules, levels: levels, seed: 1)
            var autoplayer = Autoplayer()
            let steps = Int(seconds * Double(Game.stepsPerSecond))
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                while game.stepIndex < steps { game.step(autoplayer.input(for: game)) }
            }
            let s = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(steps) / s)
            last = "level \(game.state.levelNumber), \(game.state.bricksBroken) bricks broken, \(game.state.balls.count) balls in play at the end"
        }
        rates.sort()
        print("breakout: \(source), 8 balls, autoplayer, \(Int(seconds)) simulated s: "
              + "\(Int(rates[rates.count / 2])) steps/s median (min \(Int(rates.first!)), max \(Int(rates.last!))), "
              + "\(format(rates[rates.count / 2] / Double(Game.stepsPerSecond), 0))x real time; \(last)")
    }
}
