/// The velocity of an attachment's anchor, as the world sees it move from step to step.
///
/// A pan gesture moves `anchorPoint` once a frame (or once a touch event), and the world steps
/// between those moves. Held to a still point, a dragged item would move only where the joint's
/// position pass puts it: it would read a velocity of zero and stop dead when let go. With the
/// anchor's velocity in the joint's target the item moves with it, and keeps it when released
/// (a fling), as UIKit's does.
///
/// The velocity is the last move over the time since the move before it. It lasts as long as
/// moves came apart, so a move each frame reads as a steady drag between the steps of a frame;
/// a move that does not come on time means the finger stopped, and the velocity is zero. A move
/// after more than `longestGap` of stillness is a jump, not a drag: no velocity.
struct AnchorTrack {
    /// The longest time between two moves that still reads as one drag (seconds): touch
    /// events come at 60 Hz or more, a slow device's frames at 10 Hz.
    static let longestGap = 0.1

    /// The anchor when the world last looked, and the step it last moved in.
    var point = Point.zero
    /// Where it stood before its last move.
    var previous = Point.zero
    var movedAt = 0
    /// Steps between its last two moves (0 before it first moved).
    var interval = 0
    var velocity = Vector.zero
    var started = false

    /// The anchor's velocity in step `step` of `h` seconds, with the anchor at `anchor`.
    mutating func velocity(at anchor: Point, step: Int, h: Double) -> Vector {
        guard started else {
            self = AnchorTrack(point: anchor, movedAt: step, started: true)
            return .zero
        }
        let steps = step - movedAt
        if anchor != point {
            let dt = Double(steps) * h
            velocity = steps > 0 && dt <= AnchorTrack.longestGap
                ? Vector(dx: (anchor.x - point.x) / dt, dy: (anchor.y - point.y) / dt) : .zero
            interval = steps
            previous = point
            point = anchor
            movedAt = step
        } else if steps >= interval {
            velocity = .zero
        }
        return velocity
    }

    /// Where the anchor stands at the end of step `step` (after `velocity(at:step:h:)` saw
    /// it): its last move spread over the steps it took, as the velocity spreads it, so the
    /// joint's point and velocity agree; the anchor itself once the move is done. Held to the
    /// anchor at every step, a dragged item was pulled to where the finger is and then
    /// carried past it at the finger's velocity until the next move, which spun it up.
    func point(atEndOf step: Int) -> Point {
        guard interval > 0, velocity != .zero else { return point }
        let f = min(1, Double(step - movedAt + 1) / Double(interval))
        return Point(x: previous.x + (point.x - previous.x) * f, y: previous.y + (point.y - previous.y) * f)
    }
}
