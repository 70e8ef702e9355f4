import Dynamics

/// What moves, at the end of one step: the paddle, each ball and each capsule, exactly,
/// in the order of the game state (arrays, so encoding is the same on every run).
struct PhysicsSnapshot: Hashable, Codable, Sendable {
    struct Item: Hashable, Codable, Sendable {
        var id: Int
        var state: DynamicItemState
    }

    var step: Int
    var paddleX: Double
    /// A duel's top paddle (nil in other games, so their hashes are as before).
    var topPaddleX: Double?
    var balls: [Item]
    var capsules: [Item]
    var shots: [Item] = []
    /// The last step the paddle moved (ghost paddle).
    var paddleMovedStep = 0
    /// The live physical bricks, by brick id (nil in a level without physical bricks, so
    /// other games' hashes are as before).
    var bricks: [Item]?

    /// The same moment on a field scaled by (sx, sy): positions scale, velocities stay.
    func scaled(x sx: Double, y sy: Double) -> PhysicsSnapshot {
        func scale(_ item: Item) -> Item {
            var item = item
            item.state.center = Point(x: item.state.center.x * sx, y: item.state.center.y * sy)
            return item
        }
        return PhysicsSnapshot(step: step, paddleX: paddleX * sx, topPaddleX: topPaddleX.map { $0 * sx }, balls: balls.map(scale),
                               capsules: capsules.map(scale), shots: shots.map(scale), paddleMovedStep: paddleMovedStep,
                               bricks: bricks?.map(scale))
    }

    func ball(_ id: Int) -> DynamicItemState? { balls.first { $0.id == id }?.state }
    func capsule(_ id: Int) -> DynamicItemState? { capsules.first { $0.id == id }?.state }
    func shot(_ id: Int) -> DynamicItemState? { shots.first { $0.id == id }?.state }
}
