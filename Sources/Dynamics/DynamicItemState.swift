/// An item's full dynamic state, exactly: for snapshots, rewinding and replays.
///
/// ```swift
/// let saved = animator.state(of: ball)!
/// // ... later, bit for bit:
/// animator.setState(saved, of: ball)
/// ```
public struct DynamicItemState: Hashable, Codable, Sendable {
    /// The item's center (points).
    public var center: Point
    /// Its velocity (points/s).
    public var velocity: Vector
    /// Its rotation (radians, clockwise on screen).
    public var rotation: Double
    /// Its spin (radians/s, clockwise on screen).
    public var angularVelocity: Double

    /// A state of an item at `center` moving at `velocity`; unturned and not spinning unless
    /// told.
    public init(center: Point, velocity: Vector, rotation: Double = 0, angularVelocity: Double = 0) {
        self.center = center
        self.velocity = velocity
        self.rotation = rotation
        self.angularVelocity = angularVelocity
    }
}

