import Dynamics

/// A ball in play (its position and velocity live in the physics).
public struct Ball: Hashable, Codable, Sendable {
    public let id: Int
    /// The last step it touched the paddle or a brick, for the anti-stuck rule.
    var lastUsefulContactStep: Int

    public init(id: Int, step: Int) {
        self.id = id
        lastUsefulContactStep = step
    }
}

/// A falling capsule with an extra in it (its position lives in the physics).
public struct Capsule: Hashable, Codable, Sendable {
    public let id: Int
    public let extra: Extra

    public init(id: Int, extra: Extra) {
        self.id = id
        self.extra = extra
    }
}

/// A ball the sticky paddle holds: where along the paddle, and the velocity it leaves with.
public struct HeldBall: Hashable, Codable, Sendable {
    let ball: Int
    /// From the paddle's centre, points.
    let offset: Double
    /// The reflection it had when it stuck, kept for the launch.
    let velocity: Vector
}

/// A laser shot flying up (its position lives in the physics).
public struct Shot: Hashable, Codable, Sendable {
    public let id: Int
}

/// A regenerating brick waiting to heal a hit.
struct PendingHeal: Hashable, Codable, Sendable {
    var brick: Int
    var dueStep: Int
}

/// An explosive brick waiting to go off.
struct PendingExplosion: Hashable, Codable, Sendable {
    var brick: Int
    var dueStep: Int
}
