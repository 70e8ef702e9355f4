/// An item's full dynamic state, exactly: for snapshots, rewinding and replays.
///
/// ```swift
/// let saved = animator.state(of: ball)!
/// // ... later, bit for bit:
/// animator.setState(saved, of: ball)
/// ```
public struct DynamicItemState: Hashable, Codable, Sendable {
    public var center: Point
    public var velocity: Vector
    public var rotation: Double
    public var angularVelocity: Double

    public init(center: Point, velocity: Vector, rotation: Double = 0, angularVelocity: Double = 0) {
        self.center = center
        self.velocity = velocity
        self.rotation = rotation
        self.angularVelocity = angularVelocity
    }
}

