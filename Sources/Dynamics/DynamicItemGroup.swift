/// Several items that move and collide as one rigid body, as UIDynamicItemGroup: add the
/// group (not its items) to behaviors, and the animator moves the items with it, each
/// keeping its place and turn within the group.
///
/// The group's center is its items' centroid (weighted by area), its mass their total area
/// times the density, and its inertia theirs about that centroid, the point the group turns
/// about. UIKit reports instead the center of the rectangle around the items; the two agree
/// when the items are placed symmetrically. Attachments, snaps and pushes on a group count
/// from this center. It collides as the convex hull of its items' outlines: exact for items
/// that together make a convex shape; a gap between items (an L, two balls apart) is filled
/// in for collisions. An item in a group must not also be in a behavior on its own: UIKit
/// raises, and so does the animator here.
///
/// ```swift
/// let dumbbell = DynamicItemGroup(items: [leftBall, bar, rightBall])
/// animator.addBehavior(GravityBehavior(items: [dumbbell]))
/// animator.addBehavior(CollisionBehavior(items: [dumbbell]))
/// ```
open class DynamicItemGroup: DynamicItem {
    /// The grouped items, as given: they move with the group, and none may be in a behavior
    /// on its own.
    public let items: [DynamicItem]
    /// Each item's offset from the group's center and its rotation, with the group unturned.
    private let offsets: [Vector]
    private let turns: [Double]
    private let hull: [Point]
    /// Total area and inertia per unit mass about the center, for the engine.
    let area: Double
    let inertiaPerMass: Double
    private var position: Point
    private var angle = 0.0

    /// Groups `items` as they stand now. Needs at least one item.
    public init(items: [DynamicItem]) {
        precondition(!items.isEmpty, "DynamicItemGroup needs at least one item")
        self.items = items
        let shapes = items.map { BodyShape(item: $0) }
        let total = shapes.reduce(0) { $0 + $1.area }
        var cx = 0.0, cy = 0.0
        for (item, shape) in zip(items, shapes) {
            cx += item.center.x * shape.area / total
            cy += item.center.y * shape.area / total
        }
        let center = Point(x: cx, y: cy)
        position = center
        offsets = items.map { $0.center - center }
        turns = items.map(\.rotation)
        area = total
        var inertia = 0.0
        for (offset, shape) in zip(offsets, shapes) {
            inertia += shape.area * (shape.inertiaPerMass + offset.lengthSquared)
        }
        inertiaPerMass = inertia / total
        var outline: [Point] = []
        for (k, item) in items.enumerated() {
            for p in DynamicItemGroup.outline(of: item, shape: shapes[k]) {
                outline.append(Point.zero + offsets[k] + (p - Point.zero).rotated(by: turns[k]))
            }
        }
        hull = ConvexHull.of(outline)
        precondition(hull.count >= 3, "DynamicItemGroup: the items' outlines enclose no area")
    }

    /// The items' centroid by area (points), the point the group turns about. The animator
    /// sets it after every step; setting it moves every item with it.
    public var center: Point {
        get { position }
        set { position = newValue; place() }
    }

    /// The group's turn in radians (clockwise on screen) from where its items stood when it
    /// was made, 0 at first; setting it turns every item about `center`.
    public var rotation: Double {
        get { angle }
        set { angle = newValue; place() }
    }

    /// The size of the hull's bounding box (the origin is ignored, as for any item).
    public var bounds: Rect { Rect(origin: .zero, size: Path.bounds(of: hull).size) }

    /// `.polygon` with the convex hull of the items' outlines, around `center`.
    public var collisionBoundsType: CollisionBoundsType { .polygon(hull) }

    /// Puts every item where the group's pose puts it.
    private func place() {
        for (k, item) in items.enumerated() {
            item.center = position + offsets[k].rotated(by: angle)
            item.rotation = angle + turns[k]
        }
    }

    /// An item's outline around its own center, unturned: a circle as a fine polygon.
    private static func outline(of item: DynamicItem, shape: BodyShape) -> [Point] {
        if shape.isCircle {
            let r = shape.radius
            return Path.ovalPoints(in: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        }
        return shape.vertices
    }
}
