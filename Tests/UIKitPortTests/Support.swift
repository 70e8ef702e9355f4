import Dynamics

extension DynamicAnimator {
    /// Runs `seconds` of steps, as the display link would in UIKit.
    func run(seconds: Double) {
        for _ in 0..<Int((seconds / stepDuration).rounded()) { step() }
    }

    /// Runs up to `seconds` of 60 Hz frames through `advance(by:)`, as a display link drives
    /// UIKit's animator (a paused animator takes no step); stops early once `going` is false,
    /// and calls `each` after every frame.
    func frames(seconds: Double, while going: () -> Bool = { true }, each: () -> Void = {}) {
        for _ in 0..<Int((seconds * 60).rounded()) where going() {
            advance(by: 1.0 / 60)
            each()
        }
    }

    /// Steps until `done` holds (checked after each step) or `seconds` pass; returns the time taken.
    func time(upTo seconds: Double, until done: () -> Bool) -> Double? {
        for k in 1...Int((seconds / stepDuration).rounded()) {
            step()
            if done() { return Double(k) * stepDuration }
        }
        return nil
    }
}

/// The times at which `value` crosses `level` going up, over `seconds` of steps.
func upwardCrossings(_ animator: DynamicAnimator, seconds: Double, level: Double, _ value: () -> Double) -> [Double] {
    var times: [Double] = []
    var last = value()
    for k in 1...Int((seconds / animator.stepDuration).rounded()) {
        animator.step()
        let v = value()
        if last < level && v >= level {
            // Linear interpolation inside the step.
            let f = (level - last) / (v - last)
            times.append((Double(k - 1) + f) * animator.stepDuration)
        }
        last = v
    }
    return times
}
