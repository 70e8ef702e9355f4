import Geometry

/// A ball in play (its position and velocity live in the physics).
public struct Ball: Hashable, Codable, Sendable {
    public let id: Int
    /// The last step it touched the paddle or a brick, for the anti-stuck rule.
    var lastUsefulContactStep: Int

    init(id: Int, step: Int) {
        self.id = id
        lastUsefulContactStep = step
    }
}

/// A falling capsule with an extra in it (its position lives in the physics).
public struct Capsule: Hashable, Codable, Sendable {
    public let id: Int
    public let extra: Extra

    init(id: Int, extra: Extra) {
        self.id = id
        self.extra = extra
    }
}

/// A ball held still: by the sticky paddle (where along the paddle, and the velocity it
/// leaves with), or at the ceiling, where Sitting Ducks drops it from.
struct HeldBall: Hashable, Codable, Sendable {
    let ball: Int
    /// From the paddle's centre, points.
    let offset: Double
    /// The reflection it had when it stuck, kept for the launch.
    let velocity: Vector
    /// Held elsewhere than on the paddle; nil on the paddle (and then not encoded, so a
    /// sticky paddle's state hashes as before).
    var anchor: Anchor? = nil

    /// Where a ball is held other than on the paddle. Only the mini-game that put it there
    /// lets it go: the player's launch releases the paddle's balls alone.
    enum Anchor: String, Hashable, Codable, Sendable {
        /// The middle of the field, just under the top of the brick grid.
        case ceiling
    }

    /// Whether the paddle holds it (the player's launch lets it go).
    var isOnPaddle: Bool { anchor == nil }
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
