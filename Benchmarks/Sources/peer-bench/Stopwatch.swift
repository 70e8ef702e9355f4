/// Seconds of wall-clock time since it was made, from the monotonic clock.
struct Stopwatch {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init() { start = clock.now }

    var seconds: Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
