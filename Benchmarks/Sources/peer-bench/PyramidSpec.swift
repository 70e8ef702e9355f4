import Dynamics

/// The pyramid scene: resting contact, where the storm is free flight. The same layout as
/// breakout-bench's `pyramid` command, defined here so that any engine can run it. Units are
/// points and seconds, y down.
///
/// - Boxes: `rows` = 20 rows of 40 x 40 squares, 210 in all. Row `r` (0 is the bottom) has
///   `count = rows - r` boxes, box `k` of it centred at `x = W/2 - (count - 1) * 20 + 40k`,
///   `y = F - 20 - 40r`: each row centred, its boxes touching side by side, resting on the
///   row below. Boxes are numbered bottom row first, left to right.
/// - Field: width `W = max(2000, 40 * (rows + 4))`, floor at `F = 40 * (rows + 2)`; a closed
///   box (0, 0, W, F) whose four edges are static boundaries (Dynamics: the reference
///   bounds as boundary; the peers: static walls on those four lines).
/// - Gravity 1000 points/s² down (UIKit's magnitude 1). Every box has the same mass.
/// - Friction 0.6 in every contact (box-box and box-wall), elasticity 0, no damping;
///   boxes may rotate.
/// - Step 1/120 s, 1200 steps (10 simulated seconds). Sleeping on, as each engine's
///   documentation recommends for resting bodies (see PeerSettings).
///
/// Report per run: total time and ms per step; drift, the largest distance a box centre
/// moved from step 240 (2 s, the pyramid settled) to the end; the largest distance of a box
/// centre at the end from its start; the boxes that fell (ended more than 20 points from
/// their start); the boxes still awake at the end.
struct PyramidSpec: Hashable, Sendable {
    static let side = 40.0
    static let stepDuration = 1.0 / 120
    static let gravity = 1000.0
    static let friction = 0.6
    /// The step after which the pyramid counts as settled: drift is measured from here.
    static let settledStep = 240
    /// A box that ends farther than this from its start has fallen.
    static let fallDistance = 20.0

    var rows = 20
    var steps = 1200

    var name: String { "pyramid rows=\(rows)" }

    var width: Double { max(2000, Self.side * Double(rows + 4)) }
    var floor: Double { Self.side * Double(rows + 2) }
    /// The closed box the boxes stand in; its bottom edge is the floor.
    var field: Rect { Rect(x: 0, y: 0, width: width, height: floor) }

    /// Each box's centre at the start, bottom row first, left to right.
    func boxCenters() -> [Point] {
        (0..<rows).flatMap { row in
            let count = rows - row
            let x0 = width / 2 - Double(count - 1) * Self.side / 2
            let y = floor - Self.side / 2 - Self.side * Double(row)
            return (0..<count).map { k in Point(x: x0 + Self.side * Double(k), y: y) }
        }
    }
}
