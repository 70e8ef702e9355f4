/// The earliest contact found so far in a sweep: the fraction `t` of the displacement,
/// the contact normal (pointing toward the moving body), how deep the body already
/// overlaps (moved out before responding), and what was hit.
struct SweepHit: BitwiseCopyable {
    var t: Double
    var nx: Double = 0
    var ny: Double = 0
    var push: Double = 0
    /// The boundary record hit, or -1.
    var record: Int32 = -1
    /// The other body hit, or -1.
    var body: Int32 = -1
    /// Contact point, for generic (polygon) contacts; circles derive theirs from the normal.
    var cx: Double = 0
    var cy: Double = 0

    init(limit: Double) { t = limit }

    /// A contact found another way (two polygons advanced to touching).
    init(limit: Double, nx: Double, ny: Double, push: Double, cx: Double, cy: Double) {
        t = limit
        self.nx = nx; self.ny = ny; self.push = push; self.cx = cx; self.cy = cy
    }

    var found: Bool { record >= 0 || body >= 0 }
}
