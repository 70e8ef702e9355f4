/// The timing of one run of a Box2D benchmark scene: the first `Box2DBenchmark.firstSteps`
/// steps always (their time kept apart), then on until the scene's steps are done or the run
/// has used its budget.
struct TimedSteps: Sendable {
    /// Steps taken: the scene's count, or fewer for a run that used its budget.
    var taken = 0
    var seconds = 0.0
    /// Steps in the first stretch (the scene's count if it has fewer) and their time.
    var firstTaken = 0
    var firstSeconds = 0.0

    var millisecondsPerStep: Double { seconds * 1e3 / Double(taken) }
    var firstMillisecondsPerStep: Double { firstSeconds * 1e3 / Double(firstTaken) }

    /// Calls `step` up to `steps` times; once past the first stretch, stops as soon as
    /// `budget` seconds are used.
    static func run(steps: Int, budget: Double, _ step: () -> Void) -> TimedSteps {
        var timing = TimedSteps()
        timing.firstTaken = min(Box2DBenchmark.firstSteps, steps)
        let stopwatch = Stopwatch()
        for _ in 0..<timing.firstTaken { step() }
        timing.firstSeconds = stopwatch.seconds
        timing.taken = timing.firstTaken
        // A clock reading costs far less than any step of these scenes.
        while timing.taken < steps && stopwatch.seconds < budget {
            step()
            timing.taken += 1
        }
        timing.seconds = stopwatch.seconds
        return timing
    }

    /// The steps column of a table: "500" when every run took all `steps`, else the range
    /// taken, such as "120-135 of 500".
    static func stepsText(_ runs: [TimedSteps], of steps: Int) -> String {
        let low = runs.map(\.taken).min()!, high = runs.map(\.taken).max()!
        if low == steps { return "\(steps)" }
        return (low == high ? "\(low)" : "\(low)-\(high)") + " of \(steps)"
    }
}
