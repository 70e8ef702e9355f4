import Dynamics
import Foundation

/// The rules that make the ball feel good. They change velocities only (physics), never
/// game state, and use no random numbers, so they replay exactly.
struct BallRules {
    let game: Game

    /// Off the paddle's top, a ball leaves at an angle set by where it hit: straight up at
    /// the centre, `paddleBounceAngle` from vertical at the ends. Its speed is kept.
    func bounceOffPaddle(ball id: Int, at point: Point) {
        guard let s = game.ballState(id) else { return }
        let paddle = game.paddleRect
        // Only hits on the top face steer; a ball clipping the side bounces as physics says.
        guard point.y <= paddle.minY + paddle.height * 0.5, s.center.y < paddle.midY else { return }
        let offset = min(max((point.x - game.paddleX) / (game.paddleWidth / 2), -1), 1)
        let angle = offset * game.rules.paddleBounceAngle * Double.pi / 180
        let speed = max(s.velocity.length, game.rules.ballMinSpeed * game.rules.difficulty.startSpeedFactor)
        game.setVelocity(Vector(dx: sin(angle) * speed, dy: -cos(angle) * speed), ofBall: id)
    }

    /// Off a duel's top paddle's bottom face, the same, downward.
    func bounceOffTopPaddle(ball id: Int, at point: Point) {
        guard let s = game.ballState(id) else { return }
        let paddle = game.topPaddleRect
        guard point.y >= paddle.maxY - paddle.height * 0.5, s.center.y > paddle.midY else { return }
        let offset = min(max((point.x - game.topPaddleX) / (game.paddleWidth / 2), -1), 1)
        let angle = offset * game.rules.paddleBounceAngle * Double.pi / 180
        let speed = max(s.velocity.length, game.rules.ballMinSpeed * game.rules.difficulty.startSpeedFactor)
        game.setVelocity(Vector(dx: sin(angle) * speed, dy: cos(angle) * speed), ofBall: id)
    }

    /// Every step: speed within its range (rising slowly over time, or slowed by the power-up),
    /// and never within `minimumAngle` of horizontal or vertical.
    func apply() {
        let rules = game.rules, difficulty = rules.difficulty
        let minutes = Double(game.stepIndex - game.state.servedAtStep) / Double(Game.stepsPerSecond) / 60
        let lowest = rules.ballMinSpeed * difficulty.startSpeedFactor
        var ceiling = max(lowest, rules.ballMaxSpeed * difficulty.maxSpeedFactor)
        let serve = rules.ballSpeed * difficulty.startSpeedFactor
        var floor = max(lowest, min(ceiling, serve * (1 + rules.speedUpPerMinute * difficulty.speedUpFactor * minutes)))
        let extras = game.state.extras
        if !extras.isEmpty {
            if extras.isActive(.slowBalls, at: game.stepIndex) {
                floor = lowest
                ceiling = lowest
            } else if extras.isActive(.fastBalls, at: game.stepIndex) {
                floor = ceiling
            }
        }
        let sinMin = sin(rules.minimumAngle * Double.pi / 180)
        var sinFromVertical = sinMin
        if game.state.duel != nil {
            // A long rally heats up: flatter and faster, so that it ends (`DuelRally`).
            let heat = DuelRally.heat(seconds: minutes * 60)
            if heat > 0 {
                sinFromVertical = sin(DuelRally.leastAngle(rules, seconds: minutes * 60) * Double.pi / 180)
                ceiling *= 1 + (DuelRally.hottestSpeedFactor - 1) * heat
                floor += (ceiling - floor) * heat
            }
        }
        // A pulled ball answers to the pull alone, within the top speed: below the floor, so
        // a pull against its flight can stop and turn it, and at any angle, so it can fall
        // straight onto the paddle (the minimum angle would slant it away) or cross the
        // horizontal. The rules take it again once let go (`Game+Steering`).
        let steering = game.isSteering
        for ball in game.state.balls where game.state.heldBalls.isEmpty || !game.state.isHeld(ball.id) {
            guard let s = game.ballState(ball.id) else { continue }
            let v = steering ? BallRules.capped(s.velocity, ceiling: ceiling)
                : BallRules.adjusted(s.velocity, floor: floor, ceiling: ceiling, sinMinimumAngle: sinMin, sinFromVertical: sinFromVertical)
            if v != s.velocity { game.setVelocity(v, ofBall: ball.id) }
        }
    }

    /// `v` no faster than `ceiling`.
    static func capped(_ v: Vector, ceiling: Double) -> Vector {
        let speed = v.length
        return speed > ceiling ? Vector(dx: v.dx * ceiling / speed, dy: v.dy * ceiling / speed) : v
    }

    /// `v` with its speed clamped to floor...ceiling and its direction kept at least
    /// asin(sinMinimumAngle) away from horizontal and asin(sinFromVertical) (the same unless
    /// given) from vertical.
    static func adjusted(_ v: Vector, floor: Double, ceiling: Double, sinMinimumAngle sinMin: Double,
                         sinFromVertical: Double? = nil) -> Vector {
        var speed = v.length
        var ux = speed > 0 ? v.dx / speed : 0, uy = speed > 0 ? v.dy / speed : -1
        speed = min(max(speed, floor), ceiling)
        let sinVertical = sinFromVertical ?? sinMin
        if abs(uy) < sinMin {   // too flat: endless side-to-side
            uy = (uy < 0 ? -1 : 1) * sinMin
            ux = (ux < 0 ? -1 : 1) * (1 - sinMin * sinMin).squareRoot()
        } else if abs(ux) < sinVertical {   // too steep: endless up-and-down
            ux = (ux < 0 ? -1 : 1) * sinVertical
            uy = (uy < 0 ? -1 : 1) * (1 - sinVertical * sinVertical).squareRoot()
        }
        let out = Vector(dx: ux * speed, dy: uy * speed)
        // Leave an unchanged velocity bit for bit (no needless rounding).
        return abs(out.dx - v.dx) < 1e-9 * max(1, speed) && abs(out.dy - v.dy) < 1e-9 * max(1, speed) ? v : out
    }
}
