@_spi(Engine) import Breakout
@_spi(Benchmarks) import BreakoutSDL
import Dynamics
import WindowKit

/// The window's frame benchmark scene: a wide field of bricks (multi-hit, explosive and
/// indestructible among them) and balls already in play, run the way `GameScreen` runs a frame
/// (two 120 Hz steps, a capture per step into reused frames, the animations, the field's
/// geometry, the render into an offscreen target). `breakout-bench frame` times it and
/// `peer-bench allocations` counts its heap allocations. It lives beside the benchmarks, not in
/// the game's library: the window's field renderer, animations and frames are open to it
/// through `@_spi(Benchmarks)` only.
public final class FrameScene {
    public let game: Game
    private let animations: AnimationPlayer
    private let field = FieldRenderer()
    private let window: GameWindow
    private let target: Texture
    private let font: FontAtlas
    private var previous: FieldSnapshot
    private var current: FieldSnapshot
    private var drawn: FieldSnapshot

    /// Builds the scene in a hidden software-rendered window (the dummy video driver works).
    /// `steady`: a ceiling below the bricks keeps the balls from them, so frames go by with
    /// balls bouncing and nothing happening to the game (steady play, no actions).
    /// `flat`: the plain shapes (no textures); else the game's own theme, drawn at start.
    public init(bricks: Int, balls: Int, size: Size = Size(width: 1600, height: 1000), steady: Bool = false,
                debris: Bool = false, flat: Bool = false) throws(SDLError) {
        var options = GameWindow.Options()
        options.software = true
        options.hidden = true
        window = try GameWindow(title: "frame scene", size: size, options: options)
        guard let target = Texture.target(width: Int(size.width), height: Int(size.height), on: window.renderer) else {
            throw SDLError("SDL_CreateTexture(offscreen target)")
        }
        self.target = target
        window.renderer.setTarget(target)
        do {
            font = try FontAtlas(image: FontRasterizer.bestAvailable(pixelSize: 48).0, renderer: window.renderer)
        } catch {
            throw SDLError(message: "font atlas: \(error)")
        }
        game = FrameScene.game(bricks: bricks, balls: balls, size: size, steady: steady, debris: debris)
        if !flat { field.sprites = ThemeSprites(generatedOn: window.renderer, font: font) }
        let animations = AnimationPlayer(game: game, style: .shatter)
        animations.renderer = field
        self.animations = animations
        game.actionObserver = { action, undo in if !undo { animations.play(action) } }
        current = FieldSnapshot.capture(game, origin: .zero)
        previous = current
        drawn = FieldSnapshot(origin: .zero)
    }

    /// Triangles the field's geometry holds after `build()`.
    public var triangleCount: Int { field.triangleCount }
    /// Animations running now.
    public var runningAnimations: Int { animations.queue.running.count }

    /// Top-level actions the game has performed so far (a frame that adds none is steady play).
    public var actionsPerformed: Int { game.history.performedCount }

    /// Two physics steps of a 60 Hz frame, each captured as the window captures it.
    public func simulate() {
        for _ in 0..<2 {
            swap(&previous, &current)
            game.step(.none)
            current.capture(game)
        }
    }

    /// The animations' tick and the field's geometry, drawn halfway between the two steps.
    public func build() {
        animations.tick(1.0 / 60)
        drawn.interpolate(previous, current, alpha: 0.5)
        field.build(game, frame: drawn, animations: animations, font: font)
    }

    /// The geometry, rendered into the offscreen target.
    public func render() {
        window.renderer.clear(Color(r: 0, g: 0, b: 0, a: 255))
        field.submit(to: window.renderer)
        window.renderer.flush()
    }

    /// A wide field of bricks and `balls` balls in play, with a floor so every ball stays.
    static func game(bricks: Int, balls: Int, size: Size, steady: Bool, debris: Bool = false) -> Game {
        var rules = GameRules()
        rules.ballRadius = 3
        rules.brickColumns = 100
        rules.brickRows = (bricks + 99) / 100
        // No extra balls or multiball capsules: the ball count stays what was asked for
        // (breaks and explosions still keep animations running).
        rules.extraBallShare = 0
        rules.powerUpShare = 0
        // The frame as issue 11 measured it: debris (up to 48 tumbling boxes on the floor) is
        // a cost of its own, measured with `breakout-bench frame --debris`.
        rules.debris = debris
        // Steady play: balls kept from the bricks must not count as stuck and be nudged
        // (an action) every few seconds; the measurement stays within 60 s of play.
        if steady { rules.stuckSeconds = 60 }
        var generator = LevelGenerator(rules: rules)
        generator.pattern = .wall
        var level = generator.level(seed: 1)
        level.bricks = Array(level.bricks.prefix(bricks))
        let game = Game(rules: rules, levels: .list([level]), seed: 1, fieldSize: size)
        game.physics.collision.addBoundary(withIdentifier: "bench floor", from: Point(x: 0, y: size.height - 2),
                                           to: Point(x: size.width, y: size.height - 2))
        if steady {
            game.physics.collision.addBoundary(withIdentifier: "bench ceiling", from: Point(x: 0, y: size.height * 0.55),
                                               to: Point(x: size.width, y: size.height * 0.55))
        }
        game.step(GameInput(launch: true))
        var random = GameRandom(seed: 99)
        while game.state.balls.count < balls {
            let at = Point(x: random.nextDouble(in: 20...(size.width - 20)), y: random.nextDouble(in: (size.height * 0.6)...(size.height * 0.85)))
            let angle = random.nextDouble(in: (-Double.pi * 0.85)...(-Double.pi * 0.15))
            game.perform(SpawnBallAction(at: at, velocity: Vector(angle: angle, length: 450)))
        }
        return game
    }
}
