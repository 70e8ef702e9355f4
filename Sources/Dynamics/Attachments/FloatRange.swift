/// A closed range of values, as UIFloatRange: an attachment's allowed travel or rotation.
///
/// ```swift
/// slider.attachmentRange = FloatRange(minimum: -100, maximum: 100)   // points along the axis
/// ```
public struct FloatRange: Hashable, Sendable, CustomStringConvertible {
    /// The lower end: points for a slider's travel, radians for a pin's turn; may be
    /// -infinity.
    public var minimum: Double
    /// The upper end, in the units of `minimum`; may be infinity.
    public var maximum: Double

    /// The range from `minimum` to `maximum`, as `UIFloatRange(minimum:maximum:)`. An
    /// attachment asks for `minimum <= maximum`.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// No limit either way (UIFloatRangeInfinite).
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
    /// Nothing allowed (UIFloatRangeZero).
    public static let zero = FloatRange(minimum: 0, maximum: 0)

    /// Whether both ends are unlimited, as `infinite`.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// The range as `minimum...maximum`, e.g. `-100.0...100.0`.
    public var description: String { "\(minimum)...\(maximum)" }
}

/// UIKit's `UIFloatRangeMake`, as UIKit code from before Swift 3 writes a range.
@inlinable
public func FloatRangeMake(_ minimum: CGFloat, _ maximum: CGFloat) -> FloatRange {
    FloatRange(minimum: Double(minimum), maximum: Double(maximum))
}
