extension CGVector {
    /// As UIOffset, which the engine writes as a vector: `horizontal` is `dx`, `vertical` is `dy`.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.init(dx: horizontal, dy: vertical) }
    public var horizontal: CGFloat { get { dx } set { dx = newValue } }
    public var vertical: CGFloat { get { dy } set { dy = newValue } }
}

/// UIOffset, for attachment and push offsets: the engine's `CGVector`, with UIOffset's
/// `init(horizontal:vertical:)`, `horizontal` and `vertical`.
public typealias Offset = CGVector

/// UIKit's `UIOffsetMake`, which UIKit code from before Swift 3 calls everywhere (the port's
/// rename makes it this).
@inlinable
public func OffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> Offset {
    Offset(dx: horizontal, dy: vertical)
}

/// UIKit's `UIOffsetEqualToOffset`.
@inlinable
public func OffsetEqualToOffset(_ a: Offset, _ b: Offset) -> Bool { a == b }
