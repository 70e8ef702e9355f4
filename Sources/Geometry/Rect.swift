/// An axis-aligned rectangle, origin top-left as y grows down: Foundation's `CGRect` under the
/// engine's shorter name, with a few helpers of the engine's.
///
/// ```swift
/// let brick = Rect(x: 2, y: 60, width: 36, height: 14)
/// brick.contains(Point(x: 10, y: 70))   // true
/// brick.insetBy(dx: 1, dy: 1).width      // 34
/// ```
///
/// Core Graphics' rules hold: `contains` leaves out the right and bottom edges, `insetBy`
/// past the size gives `.null`, and `width` is never negative.
public typealias Rect = CGRect

extension CGRect {
    /// The rectangle of `size` centred on `center`.
    public init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2,
                  width: size.width, height: size.height)
    }

    /// The centre: (midX, midY).
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// True when every coordinate is finite and the size is not negative.
    public var isValid: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// Whether `point` is inside or on any edge. `contains(_:)` is Core Graphics': it leaves out
    /// the right and bottom edges.
    public func containsOnOrInside(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Inset by `insets` (as UIKit's `inset(by:)`), or `.null` when nothing is left.
    public func inset(by insets: EdgeInsets) -> CGRect {
        let w = size.width - insets.left - insets.right, h = size.height - insets.top - insets.bottom
        guard w >= 0, h >= 0 else { return .null }
        return CGRect(x: origin.x + insets.left, y: origin.y + insets.top, width: w, height: h)
    }
}
