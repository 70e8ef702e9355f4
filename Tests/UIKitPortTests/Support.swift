import Dynamics

extension DynamicAnimator {
    /// Runs `seconds` of steps, as the display link would in UIKit.
    func run(seconds: Double) {
        for _ in 0..<Int((seconds / stepDuration).rounded()) { step() }
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
