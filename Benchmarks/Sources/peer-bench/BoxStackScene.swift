import Dynamics

/// What every engine builds for Box2D's pyramid benchmarks (`LargePyramidSpec`,
/// `ManyPyramidsSpec`): boxes of one size standing in touching rows on static ground, in
/// points, y down, with Box2D's defaults for the rest (`Box2DBenchmark`: gravity 1000 pt/s²
/// down, friction 0.6, density 1, no bounce, step 1/60 s). Sleeping is off, as Box2D's scenes
/// turn it off: every box is solved in every step.
struct BoxStackScene: Sendable {
    /// A two-sided static line.
    struct Segment: Sendable {
        var start: Point
        var end: Point
    }

    /// The scene's name in the table, with its size.
    let name: String
    let steps: Int
    /// Every box's side, points.
    let side: Double
    /// Each box's centre at the start, in Box2D's order of creation.
    let boxCenters: [Point]
    /// Static boxes (large_pyramid's ground).
    let groundBoxes: [Rect]
    /// Static segments, each with boxes standing on its upper side (many_pyramids' floors).
    let groundSegments: [Segment]
    /// What sets its size, for `--json` ("base"; "rows" and "columns" of pyramids).
    var parameters: [String: Double] = [:]

    /// A box that ends farther than this from its start (half its side) has left its place.
    var fallDistance: Double { side / 2 }

    /// The centres of a pyramid of 1 m boxes as both of Box2D's scenes lay it out, in points:
    /// `base` boxes in the bottom row, whose left edge is at x = `left` and whose boxes stand on
    /// y = `bottom` (meters, y up, Box2D's origin at `origin`). Row i (0 at the bottom) has
    /// base - i boxes; box j (i <= j < base) of it is at x = left + (i + 1)/2 + (j - i),
    /// y = bottom + i + 1/2: touching side by side, each resting on the row below, each row
    /// centred over the one below. Bottom row first, left to right.
    static func pyramid(base: Int, left: Double, bottom: Double, origin: Point) -> [Point] {
        var centers: [Point] = []
        for i in 0..<base {
            let y = bottom + Double(i) + 0.5
            for j in i..<base {
                let x = left + Double(i + 1) / 2 + Double(j - i)
                centers.append(Box2DBenchmark.point(x, y, origin: origin))
            }
        }
        return centers
    }
}
