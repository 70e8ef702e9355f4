import ArgumentParser
@_spi(Engine) import Breakout
import BreakoutSDL
import CSDL2
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

    func validate() throws {
        guard frames >= 10 else { throw ValidationError("--frames must be at least 10, got \(frames)") }
        guard bricks >= 100 && bricks <= 100_000 else { throw ValidationError("--bricks must be in 100...100000, got \(bricks)") }
        guard balls >= 1 && balls <= 10_000 else { throw ValidationError("--balls must be in 1...10000, got \(balls)") }
    }

    func run() throws {
        let session = try SDLSession.start(videoDriver: "dummy", audioDriver: "dummy")
        var options = GameWindow.Options()
        options.software = true
        options.hidden = true
        let size = Size(width: 1600, height: 1000)
        let window = try GameWindow(title: "frame bench", size: size, options: options)
        guard let target = SDL_CreateTexture(window.renderer, SHIM_PIXELFORMAT_ARGB8888, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1600, 1000) else {
            throw SDLError("SDL_CreateTexture(offscreen target)")
        }
        defer { SDL_DestroyTexture(target) }
        SDL_SetRenderTarget(window.renderer, target)
        let font = try FontAtlas(image: FontRasterizer.bestAvailable(pixelSize: 48).0, renderer: window.renderer)

        let game = FrameBench.scene(bricks: bricks, balls: balls, size: size)
        let animations = AnimationPlayer(game: game, style: .shatter)
        game.actionObserver = { action, undo in if !undo { animations.play(action) } }
        let field = FieldRenderer()
        let bricksAtStart = game.state.bricks.filter(\.isAlive).count
        var simulate: [Double] = [], build: [Double] = [], render: [Double] = []
        var triangles = 0, running = 0
        let clock = ContinuousClock()
        for k in 0..<(frames + 60) {
            let t0 = clock.now
            game.step(.none)
            game.step(.none)
            let t1 = clock.now
            animations.tick(1.0 / 60)
            field.build(game, frame: FieldFrame.capture(game, origin: .zero), animations: animations, font: font)
            let t2 = clock.now
            SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
            SDL_RenderClear(window.renderer)
            field.submit(to: window.renderer)
            SDL_RenderFlush(window.renderer)
            let t3 = clock.now
            guard k >= 60 else { continue }   // warm-up
            simulate.append(FrameBench.ms(t1 - t0))
            build.append(FrameBench.ms(t2 - t1))
            render.append(FrameBench.ms(t3 - t2))
            triangles += field.triangleCount
            running += animations.queue.running.count
        }
        let cpu = zip(simulate, build).map { $0 + $1 }
        print("frame: \(frames) frames, software renderer, 1600 x 1000 offscreen, \(bricksAtStart) bricks at start "
              + "(\(game.state.bricks.filter(\.isAlive).count) at end), \(game.state.balls.count) balls, "
              + "\(triangles / frames) triangles and \(running / frames) animations per frame on average")
        for (name, values) in [("simulate", simulate), ("build geometry", build), ("simulate + build", cpu), ("render", render)] {
            print("  \(name.padding(toLength: 17, withPad: " ", startingAt: 0)) median \(format(FrameBench.percentile(values, 0.5), 3)) ms"
                  + "  p99 \(format(FrameBench.percentile(values, 0.99), 3)) ms")
        }
        _ = session
    }

    /// A wide field of bricks (multi-hit, explosive and indestructible among them), and balls already in play.
    static func scene(bricks: Int, balls: Int, size: Size) -> Game {
        var settings = Settings()
        settings.ballRadius = 3
        settings.brickColumns = 100
        settings.brickRows = (bricks + 99) / 100
        // No extra balls or multiball capsules: the ball count stays what was asked for
        // (breaks and explosions still keep animations running).
        settings.extraBallShare = 0
        settings.powerUpShare = 0
        var generator = LevelGenerator(settings: settings)
        generator.pattern = .wall
        var level = generator.level(seed: 1)
        level.bricks = Array(level.bricks.prefix(bricks))
        let game = Game(settings: settings, levels: .list([level]), seed: 1, fieldSize: size)
        // A floor, so every ball stays in play for the whole measurement.
        game.physics.collision.addBoundary(withIdentifier: "bench floor", from: Point(x: 0, y: size.height - 2),
                                           to: Point(x: size.width, y: size.height - 2))
        game.step(GameInput(launch: true))
        var random = GameRandom(seed: 99)
        while game.state.balls.count < balls {
            let at = Point(x: random.nextDouble(in: 20...(size.width - 20)), y: random.nextDouble(in: (size.height * 0.6)...(size.height * 0.85)))
            let angle = random.nextDouble(in: (-Double.pi * 0.85)...(-Double.pi * 0.15))
            game.perform(SpawnBallAction(at: at, velocity: Vector(angle: angle, length: 450)))
        }
        return game
    }

    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
}
