/// What a brick does when hit.
///
/// ```swift
/// BrickKind.multiHit(3).hitsToBreak    // 3
/// BrickKind.indestructible.isBreakable // false
/// ```
public enum BrickKind: Hashable, Codable, Sendable {
    /// Breaks on the first hit.
    case normal
    /// Breaks after 2 to 4 hits, looking different for each hit left.
    case multiHit(Int)
    /// Never breaks; a level is complete without it.
    case indestructible
    /// Breaks, then destroys its neighbours after a short delay (chains cascade).
    case explosive
    /// Breaks and spawns a new ball where it stood.
    case extraBall

    /// Hits needed to break it; nil when it cannot break.
    var hitsToBreak: Int? {
        switch self {
        case .indestructible: return nil
        case let .multiHit(n): return n
        default: return 1
        }
    }

    var isBreakable: Bool { hitsToBreak != nil }
}
