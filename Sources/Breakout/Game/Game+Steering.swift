import Dynamics

/// Steering the ball, as Shatter's pull: while the player holds the steer button
/// (`GameInput.steer`), a radial gravity field at the middle of the paddle's top draws the
/// balls above the paddle toward it, and a meter drains; let go, it fills again. Where
/// `rules.ball_steering` allows it: `on`, or `auto` in a level that is not a classic set's
/// (`Level.isClassic`); never in a duel (both players play one ball) or a mini-game (its
/// own rules). Like the paddle's position, the pull is input, not an action: it changes
/// velocities and the meter each step, and the replay records the button.
///
/// The meter is whole steps (`SteeringMeter`), so a replay, a rewind and a saved game hold
/// it exactly. It stays nil in `GameState` until the first pull, so a game that never
/// steers hashes as games did before steering came.
///
/// ```swift
/// game.step(GameInput(paddleX: 400, steer: true))   // the balls bend toward the paddle
/// game.steeringCharge                               // 1 - 3/720 after one step
/// ```
extension Game {
    /// The field's strength: 1.2 x 1,000 points/s^2 toward the paddle, enough to turn a ball
    /// served at 450 points/s round in about half a second.
    static let steeringStrength = 1.2

    /// Whether the steer button does anything in this level.
    public var allowsSteering: Bool {
        guard state.duel == nil && state.miniGame == nil else { return false }
        switch rules.ballSteering {
        case .on: return true
        case .off: return false
        case .auto: return !state.level.isClassic
        }
    }

    /// Whether the steering field drew the balls in the last step (the window draws the pull).
    public var isSteering: Bool { physics.isSteering }

    /// How full the steering meter is, 0 ... 1; nil before the balls were first steered (a
    /// full meter). The window draws it under the paddle.
    public var steeringCharge: Double? { state.steering?.fraction }

    /// One step of steering: the meter drains while the button is held and the balls fly, and
    /// fills otherwise; the field pulls the free balls while it drains.
    func steerBalls(held: Bool) {
        guard allowsSteering else {
            physics.setSteering(at: .zero, balls: [])
            return
        }
        var meter = state.steering ?? SteeringMeter()
        // A ball past the paddle's top is past saving: the pull leaves it.
        let top = paddleRect.minY
        let free = state.balls.filter { !state.isHeld($0.id) && (ballCenter($0.id)?.y ?? top) < top }
        let pulls = held && state.phase == .playing && !free.isEmpty && meter.charge >= SteeringMeter.drainPerStep
        if pulls {
            meter.charge -= SteeringMeter.drainPerStep
        } else {
            meter.charge = min(SteeringMeter.capacity, meter.charge + SteeringMeter.refillPerStep)
        }
        if state.steering != nil || pulls { state.steering = meter }
        physics.setSteering(at: Point(x: paddleX, y: top),
                            balls: pulls ? free.compactMap { ballItems[$0.id] } : [])
    }
}

/// How much steering is left: drains 3 a step while held (a full meter lasts 2 s at 120
/// steps a second) and fills 1 a step (6 s from empty to full).
struct SteeringMeter: Hashable, Codable, Sendable {
    static let capacity = 720
    static let drainPerStep = 3
    static let refillPerStep = 1
    var charge = SteeringMeter.capacity

    /// 0 (empty) ... 1 (full).
    var fraction: Double { Double(charge) / Double(SteeringMeter.capacity) }
}
