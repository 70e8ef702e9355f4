/// Frames per second, smoothed over the last second.
struct FrameRateMeter {
    private var times: [Double] = []
    private var sum = 0.0

    mutating func record(_ dt: Double) {
        guard dt > 0 else { return }
        times.append(dt)
        sum += dt
        while sum > 1, times.count > 1 { sum -= times.removeFirst() }
    }

    var rate: Double { times.isEmpty ? 0 : Double(times.count) / sum }
}
