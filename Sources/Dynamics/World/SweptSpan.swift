/// The interval a coordinate `p` covers as it moves by `d`: `(min(p, p + d), max(p, p + d))`,
/// bit for bit, whatever the signs, zeros or NaNs.
///
/// Written as choices on the sign of `d` rather than with `min` and `max`: those compare
/// against `p`, read from memory, and the compiler turns a choice fed by a load into a jump,
/// which the sign of a velocity (in a gas, a coin toss) makes the processor guess wrong half
/// the time. A choice on a value just computed stays a conditional move.
@inline(__always)
func sweptSpan(_ p: Double, _ d: Double) -> (low: Double, high: Double) {
    let end = p + d
    return (d < 0 ? end : p, d > 0 ? end : p)
}
