import Breakout
import Dynamics

/// What the players at this window ask of the game between steps: where each paddle should
/// go, the keys and sticks that steer it, and the one-shot serve, push and warp. Intents
/// come in as the events arrive; every step takes one `GameInput` out.
///
/// ```swift
/// controls.apply(.paddleTo(300), in: game)
/// controls.moveTargets(for: dt, in: game, speed: settings.display.keySpeed)
/// game.step(controls.takeInput(duel: false))
/// ```
struct PlayerControls {
    /// Where the bottom paddle's centre should go (field points).
    private(set) var paddleTarget: Double
    /// A duel's top paddle at this keyboard.
    private(set) var topTarget: Double
    /// The paddle's keys (or D-pad): -1, 0 or 1; and the stick, -1 ... 1.
    private var keyDirection = 0
    private var stick = 0.0
    private var topKeyDirection = 0
    private var topStick = 0.0
    /// A serve or push waits for the next step.
    var pendingTap = false
    private var pendingWarp = false
    private var pendingTopLaunch = false
    /// Space or the controller's A is held (the laser fires while it is).
    private var fireHeld = false
    /// The steer key, the right mouse button or the controller's right shoulder or right trigger is held:
    /// the balls are drawn toward the paddle (where the game allows it).
    private var steerHeld = false
    /// The last tilt a sensor reported (m/s^2); every step passes it on.
    private(set) var tilt: Vector?

    /// Controls whose targets are where `game`'s paddles are.
    init(following game: Game) {
        paddleTarget = game.paddleX
        topTarget = game.topPaddleX
    }

    /// The targets go back to where the paddles are (a restart, a rewind, another player's
    /// turn).
    mutating func follow(_ game: Game) {
        paddleTarget = game.paddleX
        topTarget = game.topPaddleX
    }

    /// Keeps what an intent means for the next steps; false for an intent that is not about
    /// the controls (the screen acts on it).
    mutating func apply(_ intent: Intent, in game: Game) -> Bool {
        switch intent {
        case let .paddleTo(x): paddleTarget = x
        case let .paddleBy(dx): paddleTarget = game.clampPaddle(paddleTarget + dx)
        case .tap, .push, .confirm: pendingTap = true
        case let .fire(held): fireHeld = held
        case let .steer(held): steerHeld = held
        case .warp: pendingWarp = true
        case let .paddleKeys(d): keyDirection = d
        case let .topPaddleKeys(d): topKeyDirection = d
        case .topLaunch: pendingTopLaunch = true
        case let .paddleStick(v): stick = v
        case let .topPaddleStick(v): topStick = v
        case let .tilt(v): tilt = v   // the game checks it
        default: return false
        }
        return true
    }

    /// Keys and sticks move the paddles' targets at `speed` field points per second, within
    /// the paddles' reach.
    mutating func moveTargets(for dt: Double, in game: Game, speed: Double) {
        if keyDirection != 0 || stick != 0 { paddleTarget = game.clampPaddle(paddleTarget + (Double(keyDirection) + stick) * speed * dt) }
        if topKeyDirection != 0 || topStick != 0 { topTarget = game.clampPaddle(topTarget + (Double(topKeyDirection) + topStick) * speed * dt) }
    }

    /// One step's input: the targets, the held fire and the tilt, and the serve, push and
    /// warp asked for since the last step (taken: the next step has them only if asked
    /// again). `duel`: the top paddle at this keyboard plays too.
    mutating func takeInput(duel: Bool) -> GameInput {
        let input = GameInput(paddleX: paddleTarget, launch: pendingTap, push: pendingTap, fire: fireHeld,
                              warp: pendingWarp, tilt: tilt, topPaddleX: duel ? topTarget : nil, topLaunch: pendingTopLaunch,
                              steer: steerHeld)
        pendingTap = false
        pendingWarp = false
        pendingTopLaunch = false
        return input
    }
}
