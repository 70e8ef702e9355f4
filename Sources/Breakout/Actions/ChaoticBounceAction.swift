import Dynamics
import Foundation

/// A chaotic ball leaves a bounce in a random direction: any direction of the quadrant it
/// was leaving in, so it still moves away from the surface it met. Random numbers come from
/// the game's generator, so replays and undo see the same bounce.
final class ChaoticBounceAction: GameAction {
    let ball: Int

    init(ball: Int) { self.ball = ball }

    override func apply(to game: Game) {
        guard let s = game.ballState(ball), s.velocity.length > 0 else { return }
        let angle = game.state.random.nextDouble(in: 0...(Double.pi / 2))
        let speed = s.velocity.length
        let dx = (s.velocity.dx < 0 ? -1.0 : 1.0) * cos(angle) * speed
        let dy = (s.velocity.dy < 0 ? -1.0 : 1.0) * sin(angle) * speed
        game.setVelocity(Vector(dx: dx, dy: dy), ofBall: ball)
    }
}
