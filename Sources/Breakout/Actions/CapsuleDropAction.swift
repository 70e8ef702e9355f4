import Dynamics

/// A broken brick drops a capsule with its extra, falling toward the paddle.
final class CapsuleDropAction: GameAction {
    let extra: Extra
    let center: Point
    private var id: Int?

    init(extra: Extra, at center: Point) {
        self.extra = extra
        self.center = center
    }

    override func apply(to game: Game) {
        let id = game.state.nextCapsuleID
        game.state.nextCapsuleID += 1
        game.state.capsules.append(Capsule(id: id, extra: extra))
        game.spawnCapsule(id, DynamicItemState(center: center, velocity: Vector(dx: 0, dy: Game.capsuleSpeed)))
        self.id = id
    }

    override func revert(on game: Game) {
        guard let id else { return }
        game.despawnCapsule(id)
        game.state.capsules.removeAll { $0.id == id }
        game.state.nextCapsuleID = id
    }

    override var effect: ActionEffect? { .capsuleDropped(extra: extra, at: center) }
}
