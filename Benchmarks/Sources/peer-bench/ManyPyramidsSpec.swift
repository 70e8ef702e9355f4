import Dynamics

/// Box2D v3's `many_pyramids` benchmark (CreateManyPyramids in its shared/benchmarks.c, run by
/// its benchmark/main.c): 20 rows of 20 small pyramids, 10 boxes at the base, 22,000 boxes in
/// all, each row of pyramids on a floor of its own. Many small stacks at once: the broad phase
/// and the contact count, more than the depth of a stack.
///
/// Box2D's definition, in meters with y up, and here in points (100 pt = 1 m) with y down:
/// - Floors: one static two-sided segment per row r of pyramids, at y = 11 r (11 = base + 1),
///   from x = -W to W with W = 220 (columns x 11). Here Box2D's origin is at (22,000, F), with
///   F = 1,100 x rows: the lowest floor is y = 22,000, the highest 1,100, each 44,000 long.
/// - Pyramids: the one in row r, column c stands on floor r with its left edge at
///   x = -110 + 11c: Box2D centres it at cx = -W/2 + 11c + 1/2 and puts box j (i <= j < base)
///   of its row i (0 at the bottom) at x = (i + 1)/2 + (j - i) + cx - 1/2, y = 11r + i + 1/2.
///   The pyramids of a row are 10 m wide with 1 m between them; the floor above is 1 m over their tops.
/// - Boxes: 1 m squares, density 1, friction 0.6 (the defaults), free to rotate. In Box2D's
///   order: pyramid rows, then columns, then each pyramid bottom row first, left to right.
/// - Gravity 10 m/s² down, sleeping off, step 1/60 s. Box2D runs 200 steps; here 60 (1 s)
///   unless asked for Box2D's count (`--box2d-full-steps`), for the time it takes.
///
/// `quick` is 5 x 5 pyramids (1,375 boxes), the size Box2D's benchmark builds when compiled
/// for debugging.
struct ManyPyramidsSpec: Hashable, Sendable {
    var rows = 20
    var columns = 20
    var base = 10
    var steps = 60

    /// Box2D's step count.
    static let box2dSteps = 200

    static let quick = ManyPyramidsSpec(rows: 5, columns: 5)

    var scene: BoxStackScene {
        let rowHeight = Double(base + 1)
        let halfWidth = Double(columns) * rowHeight
        let origin = Point(x: Box2DBenchmark.pointsPerMeter * halfWidth, y: Box2DBenchmark.pointsPerMeter * rowHeight * Double(rows))
        let floors = (0..<rows).map { r in
            BoxStackScene.Segment(start: Box2DBenchmark.point(-halfWidth, rowHeight * Double(r), origin: origin),
                                  end: Box2DBenchmark.point(halfWidth, rowHeight * Double(r), origin: origin))
        }
        var boxes: [Point] = []
        for r in 0..<rows {
            for c in 0..<columns {
                // Box2D's centre cx less half a box: the left edge.
                let left = -halfWidth / 2 + Double(c) * rowHeight
                boxes += BoxStackScene.pyramid(base: base, left: left, bottom: rowHeight * Double(r), origin: origin)
            }
        }
        return BoxStackScene(name: "many_pyramids \(rows)x\(columns) base=\(base)", steps: steps,
                             side: Box2DBenchmark.pointsPerMeter, boxCenters: boxes, groundBoxes: [], groundSegments: floors,
                             parameters: ["rows": Double(rows), "columns": Double(columns), "base": Double(base)])
    }
}
