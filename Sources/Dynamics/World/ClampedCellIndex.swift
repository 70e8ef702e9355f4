import CDynamics

/// The cell index for a position `c` measured in cells from a grid's origin, clamped to
/// 0...last. The clamp keeps NaN and infinities out (a comparison with NaN is false: it
/// lands on 0), so the conversion needs none of the range checks Swift's `Int(_:)` makes on
/// every call: the sweeps convert four of these per body per step.
@inline(__always)
func clampedCellIndex(_ c: Double, last: Double) -> Int {
    Int(dyn_truncate(c > 0 ? (c < last ? c : last) : 0))
}

/// The cells (first column, first row, last column, last row) that the box (minX, minY)-(maxX,
/// maxY) covers in a grid of `columns` x `rows` cells whose side is 1 / `inverseCellSize`
/// from (originX, originY), clamped to the grid. The boundary grid and the grid of swept
/// bodies both look up their cells through it.
@inline(__always)
func clampedCellRange(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double,
                      originX: Double, originY: Double, inverseCellSize: Double,
                      columns: Int, rows: Int) -> (Int, Int, Int, Int) {
    let lastX = Double(columns - 1), lastY = Double(rows - 1)
    return (clampedCellIndex((minX - originX) * inverseCellSize, last: lastX),
            clampedCellIndex((minY - originY) * inverseCellSize, last: lastY),
            clampedCellIndex((maxX - originX) * inverseCellSize, last: lastX),
            clampedCellIndex((maxY - originY) * inverseCellSize, last: lastY))
}
