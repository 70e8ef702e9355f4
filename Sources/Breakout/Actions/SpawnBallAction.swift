import Dynamics

/// A new ball joins the play (from an extra-ball brick or multiball).
public final class SpawnBallAction: GameAction {
    let center: Point
    let velocity: Vector
    private var id: Int?

    public init(at center: Point, velocity: Vector) {
        self.center = center
        self.velocity = velocity
    }

    override func apply(to game: Game) {
        let id = game.state.nextBallID
        game.state.nextBallID += 1
        game.state.balls.append(Ball(id: id, step: step))
        game.spawnBall(id, DynamicItemState(center: center, velocity: velocity))
        self.id = id
    }

    override func revert(on game: Game) {
        guard let id else { return }
        game.despawnBall(id)
        game.state.balls.removeAll { $0.id == id }
        game.state.nextBallID = id
    }

    override var effect: ActionEffect? { .ballSpawned(at: center) }
}
