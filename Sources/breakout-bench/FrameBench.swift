import ArgumentParser
@_spi(Engine) import Breakout
import FrameBenchScene
import Dynamics
import Foundation
import WindowKit

/// `breakout-bench frame`: the cost of one frame with the software renderer into an offscreen
/// target (no display needed): a field of many bricks and balls with animations running,
/// split into simulate (two physics steps of a 60 Hz frame), build geometry and render.
struct FrameBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "CPU time per frame (median and 99th percentile) for simulate, build geometry and render.")

    @Option(help: "Frames to measure.")
    var frames = 1000

    @Option(help: "Bricks in the field (a grid of 100 columns).")
    var bricks = 5000

    @Option(help: "Balls in play.")
    var balls = 500

    @Flag(help: "Broken bricks fall as debris (display.debris), which the plain scene leaves off.")
    var debris = false

    @Flag(help: "Draw with plain shapes (display.theme = \"flat\") instead of the game's own theme's sprites.")
    var flat = false

    func validate() throws {
        guard frames >= 10 else { throw ValidationError("--frames must be at least 10, got \(frames)") }
        guard bricks >= 100 && bricks <= 100_000 else { throw ValidationError("--bricks must be in 100...100000, got \(bricks)") }
        guard balls >= 1 && balls <= 10_000 else { throw ValidationError("--balls must be in 1...10000, got \(balls)") }
    }

    func run() throws {
        let session = try SDLSession.start(videoDriver: "dummy", audioDriver: "dummy")
        let scene = try FrameScene(bricks: bricks, balls: balls, debris: debris, flat: flat)
        let game = scene.game
        let bricksAtStart = game.state.bricks.filter(\.isAlive).count
        var simulate: [Double] = [], build: [Double] = [], render: [Double] = []
        simulate.reserveCapacity(frames); build.reserveCapacity(frames); render.reserveCapacity(frames)
        var triangles = 0, running = 0
        let clock = ContinuousClock()
        for k in 0..<(frames + 60) {
            let t0 = clock.now
            scene.simulate()
            let t1 = clock.now
            scene.build()
            let t2 = clock.now
            scene.render()
            let t3 = clock.now
            guard k >= 60 else { continue }   // warm-up
            simulate.append(FrameBench.ms(t1 - t0))
            build.append(FrameBench.ms(t2 - t1))
            render.append(FrameBench.ms(t3 - t2))
            triangles += scene.triangleCount
            running += scene.runningAnimations
        }
        let cpu = zip(simulate, build).map { $0 + $1 }
        print("frame: \(frames) frames, \(flat ? "flat" : "default") theme, software renderer, 1600 x 1000 offscreen, \(bricksAtStart) bricks at start "
              + "(\(game.state.bricks.filter(\.isAlive).count) at end), \(game.state.balls.count) balls, "
              + "\(triangles / frames) triangles and \(running / frames) animations per frame on average")
        for (name, values) in [("simulate", simulate), ("build geometry", build), ("simulate + build", cpu), ("render", render)] {
            print("  \(name.padding(toLength: 17, withPad: " ", startingAt: 0)) median \(format(FrameBench.percentile(values, 0.5), 3)) ms"
                  + "  p99 \(format(FrameBench.percentile(values, 0.99), 3)) ms")
        }
        _ = session
    }

    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
}
