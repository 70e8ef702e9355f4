import ArgumentParser
import Dynamics

/// What the storm's balls are: the engine's `BasicItem`, or an app's own item class, written
/// as an app would write it (compiled in the app's module with its default checks). The
/// `--items` runs measure what the animator's write-back costs each kind.
enum StormItemKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// `BasicItem` itself.
    case basic
    /// An app's subclass of `BasicItem`, as UIKit apps subclass `UIView`.
    case subclass
    /// An app's own class that only conforms to `DynamicItem`.
    case conformer

    func makeBall(_ center: Point, _ size: Size) -> DynamicItem {
        switch self {
        case .basic: BasicItem(center: center, size: size, shape: .ellipse)
        case .subclass: SubclassBall(center: center, size: size, shape: .ellipse)
        case .conformer: ConformingBall(center: center, size: size)
        }
    }
}

/// An app's ball as a subclass of `BasicItem`, with state of its own.
final class SubclassBall: BasicItem {
    var hits = 0
}

/// An app's ball that conforms to `DynamicItem` with stored properties of its own.
final class ConformingBall: DynamicItem {
    var center: Point
    let bounds: Rect
    var rotation = 0.0
    var hits = 0
    var collisionBoundsType: CollisionBoundsType { .ellipse }

    init(center: Point, size: Size) {
        self.center = center
        bounds = Rect(origin: .zero, size: size)
    }
}
