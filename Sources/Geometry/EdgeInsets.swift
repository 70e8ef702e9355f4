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

/// UIKit's `UIEdgeInsetsMake`, which UIKit code from before Swift 3 calls everywhere (the
/// port's rename makes it this).
@inlinable
public func EdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// UIKit's `UIEdgeInsetsEqualToEdgeInsets`.
@inlinable
public func EdgeInsetsEqualToEdgeInsets(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool { a == b }

/// UIKit's `UIEdgeInsetsInsetRect` (Swift 4.2 renamed it `rect.inset(by:)`, which is here too).
@inlinable
public func EdgeInsetsInsetRect(_ rect: CGRect, _ insets: EdgeInsets) -> CGRect { rect.inset(by: insets) }
