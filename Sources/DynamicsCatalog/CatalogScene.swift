import Dynamics
import WindowKit

/// One page of the catalog: an animator with its behaviors, the items to draw, and what a
/// tap does. A scene is a short subclass that builds its behaviors in `init(size:)`; copy
/// one to start your own. Every scene lets you drag any item: an attachment whose anchor
/// follows the pointer (UIKit's usual pan-gesture drag).
open class CatalogScene {
    public let animator: DynamicAnimator
    public let size: Size
    /// What is drawn, in order, with its colour.
    public private(set) var items: [(item: DynamicItem, color: Color)] = []
    /// Lines drawn under the items (springs, ropes, rails): each asked for its ends every frame.
    var links: [() -> (Point, Point)] = []
    /// The line of the drag under way, from the pointer to where the item was taken.
    var dragLink: (() -> (Point, Point))?
    /// A field to draw as arrows on a grid.
    var arrows: FieldBehavior?
    /// Contact points to flash, with the time left.
    var flashes: [(point: Point, life: Double)] = []
    private var drag: AttachmentBehavior?
    /// The group each grouped item moves with: a drag takes hold of the group.
    private var groups: [ObjectIdentifier: DynamicItemGroup] = [:]

    /// One line on what to try.
    open var hint: String { "drag any item" }

    public required init(size: Size) {
        self.size = size
        animator = DynamicAnimator(referenceBounds: Rect(origin: .zero, size: size))
    }

    /// Adds an item to draw and returns it.
    @discardableResult
    func add<Item: DynamicItem>(_ item: Item, _ color: Color) -> Item {
        items.append((item, color))
        return item
    }

    /// Groups items already added (they are drawn as themselves, and move as one).
    func group(_ members: [DynamicItem]) -> DynamicItemGroup {
        let g = DynamicItemGroup(items: members)
        for member in members { groups[ObjectIdentifier(member)] = g }
        return g
    }

    func box(_ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 40, _ color: Color = .box, rotation: Double = 0) -> BasicItem {
        add(BasicItem(center: Point(x: x, y: y), size: Size(width: w, height: h), rotation: rotation), color)
    }

    func ball(_ x: Double, _ y: Double, radius: Double = 14, _ color: Color = .ball) -> BasicItem {
        add(BasicItem(center: Point(x: x, y: y), size: Size(width: 2 * radius, height: 2 * radius), shape: .ellipse), color)
    }

    /// Where `offset` (in the item's own frame) is on screen now.
    static func point(on item: DynamicItem, _ offset: Vector = .zero) -> Point {
        item.center + offset.rotated(by: item.rotation)
    }

    /// A tap (press and release without dragging) at `point`.
    open func tap(at point: Point) {}

    /// Advances one frame of `dt` seconds.
    public func update(_ dt: Double) {
        animator.advance(by: dt)
        flashes = flashes.compactMap { $0.life > dt ? ($0.point, $0.life - dt) : nil }
    }

    // MARK: Dragging

    /// Starts a drag if `point` is on an item; returns whether it did.
    @discardableResult
    public func beginDrag(at point: Point) -> Bool {
        guard let touched = items.last(where: { CatalogScene.contains($0.item, point) })?.item else { return false }
        // An item in a group is dragged by its group: on its own it would be a second body.
        let item: DynamicItem = groups[ObjectIdentifier(touched)] ?? touched
        let offset = (point - item.center).rotated(by: -item.rotation)
        let attachment = AttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: point)
        attachment.frequency = 4
        attachment.damping = 0.7
        attachment.length = 0
        animator.addBehavior(attachment)
        drag = attachment
        dragLink = { (attachment.anchorPoint, CatalogScene.point(on: item, offset)) }
        return true
    }

    public func moveDrag(to point: Point) { drag?.anchorPoint = point }

    public func endDrag() {
        if let drag { animator.removeBehavior(drag) }
        drag = nil
        dragLink = nil
    }

    public var isDragging: Bool { drag != nil }

    static func contains(_ item: DynamicItem, _ p: Point) -> Bool {
        let local = (p - item.center).rotated(by: -item.rotation)
        let w = item.bounds.width / 2, h = item.bounds.height / 2
        if case .ellipse = item.collisionBoundsType { return (local.dx * local.dx) / (w * w) + (local.dy * local.dy) / (h * h) <= 1 }
        return abs(local.dx) <= w && abs(local.dy) <= h
    }
}

extension Color {
    static let box = Color(hex: 0x4E9AF1)
    static let ball = Color(hex: 0xF5A623)
    static let accent = Color(hex: 0x7ED321)
    static let warm = Color(hex: 0xE94B3C)
    static let link = Color(hex: 0xC8C8D0)
    static let faint = Color(hex: 0x5A6072)
}
