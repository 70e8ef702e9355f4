import Dynamics

/// The laser fires a shot straight up from the paddle's centre.
final class ShotFiredAction: GameAction {
    private var id: Int?
    private var previousShotStep = 0
    private var origin = Point.zero

    override func apply(to game: Game) {
        let id = game.state.nextShotID
        game.state.nextShotID += 1
        previousShotStep = game.state.lastShotStep
        game.state.lastShotStep = step
        game.state.shots.append(Shot(id: id))
        origin = Point(x: game.paddleX, y: game.paddleRect.minY - Game.shotRadius - 1)
        game.spawnShot(id, DynamicItemState(center: origin, velocity: Vector(dx: 0, dy: -Game.shotSpeed)))
        self.id = id
    }

    override func revert(on game: Game) {
        guard let id else { return }
        game.despawnShot(id)
        game.state.shots.removeAll { $0.id == id }
        game.state.nextShotID = id
        game.state.lastShotStep = previousShotStep
    }

    override var effect: ActionEffect? { id.map { _ in .shotFired(at: origin) } }
}

/// A shot meets a brick (one hit on it) or the top wall, and is gone.
final class ShotHitAction: GameAction {
    let shot: Int
    let brick: Int?
    private var removed: (index: Int, state: DynamicItemState?)?

    init(shot: Int, brick: Int?) {
        self.shot = shot
        self.brick = brick
    }

    override func apply(to game: Game) {
        guard let index = game.state.shots.firstIndex(where: { $0.id == shot }) else { return }
        game.state.shots.remove(at: index)
        removed = (index, game.despawnShot(shot))
        if let brick { cause(BrickHitAction(ball: nil, brick: brick, at: removed?.state?.center)) }
    }

    override func revert(on game: Game) {
        guard let removed else { return }
        game.state.shots.insert(Shot(id: shot), at: removed.index)
        if let s = removed.state { game.spawnShot(shot, s) }
    }
}
