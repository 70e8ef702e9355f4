import Dynamics

/// Takes a capsule out of play and puts it back on undo, where it was.
struct CapsuleRemoval {
    let capsule: Capsule
    let index: Int
    let physics: DynamicItemState?

    init?(_ id: Int, from game: Game) {
        guard let index = game.state.capsules.firstIndex(where: { $0.id == id }) else { return nil }
        capsule = game.state.capsules.remove(at: index)
        self.index = index
        physics = game.despawnCapsule(id)
    }

    func restore(on game: Game) {
        game.state.capsules.insert(capsule, at: index)
        if let physics { game.spawnCapsule(capsule.id, physics) }
    }
}

/// Takes a ball out of play and puts it back on undo, where it was.
struct BallRemoval {
    let ball: Ball
    let index: Int
    let physics: DynamicItemState?

    init?(_ id: Int, from game: Game) {
        guard let index = game.state.ballIndex(id) else { return nil }
        ball = game.state.balls.remove(at: index)
        self.index = index
        physics = game.despawnBall(id)
    }

    func restore(on game: Game) {
        game.state.balls.insert(ball, at: index)
        if let physics { game.spawnBall(ball.id, physics) }
    }
}
