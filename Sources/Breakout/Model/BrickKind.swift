import Translations

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
    /// A wall that only energy balls break (LBreakout2's `#`); a level is complete without it.
    case wall
    /// A wall that sends balls off in random directions; only energy balls break it
    /// (LBreakout2's `@`).
    case chaotic
    /// Breaks after 1 to 3 hits, and heals a hit when left alone for 4 seconds
    /// (LBreakout2's `x`, `y`, `z`).
    case regenerating(Int)
    /// Breaks on the first hit and grows normal bricks into the empty cells around it that
    /// no ball is in (LBreakout2's `!`).
    case growing
    /// Unseen until the first hit, then a brick of three more hits (LBreakout2's `v`).
    case invisible

    /// Hits needed to break it; nil when it cannot break.
    var hitsToBreak: Int? {
        switch self {
        case .indestructible, .wall, .chaotic: return nil
        case let .multiHit(n), let .regenerating(n): return n
        case .invisible: return 4
        default: return 1
        }
    }

    var isBreakable: Bool { hitsToBreak != nil }

    /// Whether an energy ball breaks it: every brick but the indestructible.
    var breaksUnderEnergy: Bool { self != .indestructible }

    /// Whether a ball leaves it in a random direction.
    var isChaotic: Bool { self == .chaotic }
}

extension BrickKind {
    /// Every kind a level can hold, with its name and a line on what it does: the help
    /// page's list (multi-hit and regenerating bricks stand for all their hit counts). Both
    /// are English catalog keys, shown with `tr`.
    public static let catalog: [(kind: BrickKind, name: String, help: String)] = [
        (.normal, trLater("Brick"), trLater("breaks on the first hit")),
        (.multiHit(3), trLater("Multi-hit"), trLater("takes 2 to 4 hits")),
        (.indestructible, trLater("Indestructible"), trLater("never breaks; not needed to finish")),
        (.wall, trLater("Wall"), trLater("only energy balls break it")),
        (.chaotic, trLater("Chaotic wall"), trLater("bounces balls at random; energy balls break it")),
        (.explosive, trLater("Explosive"), trLater("takes the bricks around with it")),
        (.extraBall, trLater("Extra ball"), trLater("releases a ball")),
        (.regenerating(2), trLater("Regenerating"), trLater("heals a hit when left alone 4 s")),
        (.growing, trLater("Growing"), trLater("grows bricks into the empty cells around it")),
        (.invisible, trLater("Invisible"), trLater("unseen until first hit; 4 hits")),
    ]
}
