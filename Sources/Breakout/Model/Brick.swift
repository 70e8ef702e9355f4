/// A brick in play. Its id is its index in the level's brick list.
public struct Brick: Hashable, Codable, Sendable {
    public let id: Int
    public internal(set) var placement: BrickPlacement
    /// Hits left before it breaks (0 once broken; unused for indestructible bricks).
    public var hitsLeft: Int
    public var isAlive: Bool

    public init(id: Int, placement: BrickPlacement) {
        self.id = id
        self.placement = placement
        hitsLeft = placement.kind.hitsToBreak ?? 0
        isAlive = true
    }

    public var kind: BrickKind { placement.kind }

    /// An invisible brick not hit yet: there, but not drawn.
    public var isHidden: Bool {
        // A pattern, not `==`: read for every brick of every frame.
        if case .invisible = placement.kind { return hitsLeft == 4 }
        return false
    }
}
