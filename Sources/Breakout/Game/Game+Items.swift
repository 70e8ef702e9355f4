import Dynamics

/// The items a game puts into play and takes out: balls, capsules and laser shots, each a
/// `BasicItem` in the engine with the state the game gives it.
extension Game {
    /// Puts a ball into play with an exact state.
    func spawnBall(_ id: Int, _ s: DynamicItemState) {
        let d = 2 * rules.ballRadius
        let item = ballItems[id] ?? BasicItem(center: s.center, size: Size(width: d, height: d), shape: .ellipse)
        ballItems[id] = item
        ballIDOfItem[ObjectIdentifier(item)] = id
        physics.addBall(item)
        animator.setState(s, of: item)
    }

    /// Takes a ball out of play; returns its last state.
    @discardableResult
    func despawnBall(_ id: Int) -> DynamicItemState? {
        guard let item = ballItems.removeValue(forKey: id) else { return nil }
        let s = animator.state(of: item)
        physics.removeBall(item)
        ballIDOfItem[ObjectIdentifier(item)] = nil
        return s
    }

    func spawnCapsule(_ id: Int, _ s: DynamicItemState) {
        let item = BasicItem(center: s.center, size: Game.capsuleSize)
        capsuleItems[id] = item
        physics.addCapsule(item)
        animator.setState(s, of: item)
    }

    @discardableResult
    func despawnCapsule(_ id: Int) -> DynamicItemState? {
        guard let item = capsuleItems.removeValue(forKey: id) else { return nil }
        let s = animator.state(of: item)
        physics.removeCapsule(item)
        return s
    }

    func spawnShot(_ id: Int, _ s: DynamicItemState) {
        let d = 2 * Game.shotRadius
        let item = BasicItem(center: s.center, size: Size(width: d, height: d), shape: .ellipse)
        shotItems[id] = item
        shotIDOfItem[ObjectIdentifier(item)] = id
        physics.addShot(item)
        animator.setState(s, of: item)
    }

    @discardableResult
    func despawnShot(_ id: Int) -> DynamicItemState? {
        guard let item = shotItems.removeValue(forKey: id) else { return nil }
        let s = animator.state(of: item)
        physics.removeShot(item)
        shotIDOfItem[ObjectIdentifier(item)] = nil
        return s
    }

    func setVelocity(_ v: Vector, ofBall id: Int) {
        guard let item = ballItems[id], var s = animator.state(of: item) else { return }
        s.velocity = v
        animator.setState(s, of: item)
    }
}
