/// A width and height in points.
///
/// ```swift
/// let ball = Size(width: 10, height: 10)
/// ```
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width) x \(height)" }
}
