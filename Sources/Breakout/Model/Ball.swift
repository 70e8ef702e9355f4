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

/// A falling power-up capsule (its position lives in the physics).
public struct Capsule: Hashable, Codable, Sendable {
    public let id: Int
    public let powerUp: PowerUp

    public init(id: Int, powerUp: PowerUp) {
        self.id = id
        self.powerUp = powerUp
    }
}

/// An explosive brick waiting to go off.
struct PendingExplosion: Hashable, Codable, Sendable {
    var brick: Int
    var dueStep: Int
}
