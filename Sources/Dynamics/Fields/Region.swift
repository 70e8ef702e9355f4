/// An area of the plane, as UIRegion: where a field acts, in coordinates relative to the
/// field's `position`. Regions combine by union, intersection, difference and inverse.
///
/// ```swift
/// let ring = Region(radius: 200).difference(from: Region(radius: 50))
/// field.region = ring                        // acts between 50 and 200 points from position
/// ring.contains(Point(x: 100, y: 0))         // true
/// ```
public struct Region: Sendable, Hashable {
    indirect enum Shape: Sendable, Hashable {
        case infinite
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        case difference(Shape, Shape)
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// The whole plane.
    public static let infinite = Region(shape: .infinite)

    /// The disc of `radius` points around the origin.
    public init(radius: Double) {
        precondition(radius.isFinite && radius >= 0, "Region(radius:) needs a finite radius >= 0, got \(radius)")
        shape = .circle(radius: radius)
    }

    /// The rectangle of `size` centred on the origin.
    public init(size: Size) {
        precondition(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                     "Region(size:) needs a finite, non-negative size, got \(size)")
        shape = .rectangle(width: size.width, height: size.height)
    }

    /// Everything this region leaves out.
    public func inverse() -> Region { Region(shape: .inverse(shape)) }
    /// Points in either region.
    public func union(with region: Region) -> Region { Region(shape: .union(shape, region.shape)) }
    /// Points in this region and not in `region`, as UIRegion's `difference(from:)`.
    public func difference(from region: Region) -> Region { Region(shape: .difference(shape, region.shape)) }
    /// Points in both regions.
    public func intersection(with region: Region) -> Region { Region(shape: .intersection(shape, region.shape)) }

    /// Whether `point`, relative to the field's `position`, is in the region.
    public func contains(_ point: Point) -> Bool { Region.contains(shape, point.x, point.y) }

    /// Whether this is the whole plane (a field then skips the test).
    var isInfinite: Bool { if case .infinite = shape { return true } else { return false } }

    static func contains(_ s: Shape, _ x: Double, _ y: Double) -> Bool {
        switch s {
        case .infinite: return true
        case let .circle(r): return x * x + y * y <= r * r
        case let .rectangle(w, h): return abs(x) <= w / 2 && abs(y) <= h / 2
        case let .inverse(a): return !contains(a, x, y)
        case let .union(a, b): return contains(a, x, y) || contains(b, x, y)
        case let .intersection(a, b): return contains(a, x, y) && contains(b, x, y)
        case let .difference(a, b): return contains(a, x, y) && !contains(b, x, y)
        }
    }
}
