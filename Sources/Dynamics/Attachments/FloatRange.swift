/// A closed range of values, as UIFloatRange: an attachment's allowed travel or rotation.
///
/// ```swift
/// slider.attachmentRange = FloatRange(minimum: -100, maximum: 100)   // points along the axis
/// ```
public struct FloatRange: Hashable, Sendable, CustomStringConvertible {
    public var minimum: Double
    public var maximum: Double

    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// No limit either way (UIFloatRangeInfinite).
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
    /// Nothing allowed (UIFloatRangeZero).
    public static let zero = FloatRange(minimum: 0, maximum: 0)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    public var description: String { "\(minimum)...\(maximum)" }
}

/// UIKit's `UIFloatRangeMake`, as UIKit code from before Swift 3 writes a range.
@inlinable
public func FloatRangeMake(_ minimum: CGFloat, _ maximum: CGFloat) -> FloatRange {
    FloatRange(minimum: Double(minimum), maximum: Double(maximum))
}
