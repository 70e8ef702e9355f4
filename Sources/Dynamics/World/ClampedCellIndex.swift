import CDynamics

/// The cell index for a position `c` measured in cells from a grid's origin, clamped to
/// 0...last. The clamp keeps NaN and infinities out (a comparison with NaN is false: it
/// lands on 0), so the conversion needs none of the range checks Swift's `Int(_:)` makes on
/// every call: the sweeps convert four of these per body per step.
@inline(__always)
func clampedCellIndex(_ c: Double, last: Double) -> Int {
    Int(dyn_truncate(c > 0 ? (c < last ? c : last) : 0))
}
