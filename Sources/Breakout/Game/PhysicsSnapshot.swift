import Dynamics

/// What moves, at the end of one step: the paddle, each ball and each capsule, exactly,
/// in the order of the game state (arrays, so encoding is the same on every run).
public struct PhysicsSnapshot: Hashable, Codable, Sendable {
    public struct Item: Hashable, Codable, Sendable {
        public var id: Int
        public var state: DynamicItemState
    }

    public var step: Int
    public var paddleX: Double
    public var balls: [Item]
    public var capsules: [Item]

    func ball(_ id: Int) -> DynamicItemState? { balls.first { $0.id == id }?.state }
    func capsule(_ id: Int) -> DynamicItemState? { capsules.first { $0.id == id }?.state }
}
