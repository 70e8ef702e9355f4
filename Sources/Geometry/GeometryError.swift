/// What the geometry (and the engine, which re-exports it) rejects, with the offending value in
/// the message.
///
/// ```swift
/// do { _ = try Path.validatedPolygon([Point(x: 0, y: 0)]) }
/// catch { print(error) }   // "degenerate path: a polygon needs at least 3 points, got 1"
/// ```
public enum GeometryError: Error, Equatable, CustomStringConvertible {
    /// A path with too few points, repeated points, or a non-convex polygon where a convex one is required.
    case degeneratePath(String)
    /// A NaN or infinite value: what it was for, and the value.
    case nonFinite(String, String)
    /// A number outside its allowed range: the name, the value, the allowed range.
    case outOfRange(String, Double, String)

    public var description: String {
        switch self {
        case let .degeneratePath(why): return "degenerate path: \(why)"
        case let .nonFinite(what, value): return "\(what) must be finite, got \(value)"
        case let .outOfRange(name, value, allowed): return "\(name) must be \(allowed), got \(value)"
        }
    }
}
