import Dynamics

/// A broken power-up brick drops a capsule that falls toward the paddle.
final class CapsuleDropAction: GameAction {
    let powerUp: PowerUp
    let center: Point
    private var id: Int?

    public init(powerUp: PowerUp, at center: Point) {
        self.powerUp = powerUp
        self.center = center
    }

    override func apply(to game: Game) {
        let id = game.state.nextCapsuleID
        game.state.nextCapsuleID += 1
        game.state.capsules.append(Capsule(id: id, powerUp: powerUp))
        game.spawnCapsule(id, DynamicItemState(center: center, velocity: Vector(dx: 0, dy: Game.capsuleSpeed)))
        self.id = id
    }

    override func revert(on game: Game) {
        guard let id else { return }
        game.despawnCapsule(id)
        game.state.capsules.removeAll { $0.id == id }
        game.state.nextCapsuleID = id
    }

    override var effect: ActionEffect? { .capsuleDropped(powerUp: powerUp, at: center) }
}
