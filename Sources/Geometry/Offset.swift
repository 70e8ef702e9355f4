extension CGVector {
    /// As UIOffset, which the engine writes as a vector: `horizontal` is `dx`, `vertical` is `dy`.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.init(dx: horizontal, dy: vertical) }
    public var horizontal: CGFloat { get { dx } set { dx = newValue } }
    public var vertical: CGFloat { get { dy } set { dy = newValue } }
}

/// UIOffset, for attachment and push offsets: the engine's `CGVector`, with UIOffset's
/// `init(horizontal:vertical:)`, `horizontal` and `vertical`.
public typealias Offset = CGVector
