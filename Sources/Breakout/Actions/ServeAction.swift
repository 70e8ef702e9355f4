import Dynamics
import Foundation

/// Launches the balls waiting on the paddle, upward at a random angle within the paddle's
/// range (downward from a duel's top paddle).
final class ServeAction: GameAction {
    private var spawned: [Int] = []
    private var previousPhase = GamePhase.serving
    private var previousServedAt = 0
    private var previousNextID = 0

    override func apply(to game: Game) {
        previousPhase = game.state.phase
        previousServedAt = game.state.servedAtStep
        previousNextID = game.state.nextBallID
        let spread = game.rules.paddleBounceAngle * 0.5 * Double.pi / 180
        spawned = []
        for center in game.servingBallCenters {
            let id = game.state.nextBallID
            game.state.nextBallID += 1
            let angle = game.state.random.nextDouble(in: -spread...spread)
            let up = game.state.duel?.server == .top ? -1.0 : 1.0
            let v = Vector(dx: sin(angle) * game.serveSpeed, dy: -up * cos(angle) * game.serveSpeed)
            game.state.balls.append(Ball(id: id, step: step))
            game.spawnBall(id, DynamicItemState(center: center, velocity: v))
            spawned.append(id)
        }
        game.state.phase = .playing
        game.state.servedAtStep = step
    }

    override func revert(on game: Game) {
        for id in spawned {
            game.despawnBall(id)
            game.state.balls.removeAll { $0.id == id }
        }
        game.state.phase = previousPhase
        game.state.servedAtStep = previousServedAt
        game.state.nextBallID = previousNextID
    }

    override var effect: ActionEffect? { .ballServed(count: spawned.count) }
}
