/// Distances inward from each edge of a rectangle, as UIEdgeInsets.
///
/// ```swift
/// collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
