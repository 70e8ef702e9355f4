import Foundation

/// Maps values onto a stretch of the picture, linearly from zero or logarithmically, and
/// chooses the ticks and their labels.
struct Scale {
    let low: Double
    let high: Double
    let isLog: Bool
    /// Picture coordinates of `low` and `high` (a y axis runs upwards: `start` below `end`).
    let start: Double
    let end: Double

    /// A scale showing every value in `values` (all positive for a log scale) with a little
    /// room: log when they span more than `logRatio` (or `forceLog`), else linear from 0.
    init(covering values: [Double], from start: Double, to end: Double, logRatio: Double = 30, forceLog: Bool? = nil) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        let smallest = positive.min() ?? 1, largest = positive.max() ?? 1
        self.isLog = forceLog ?? (largest / smallest > logRatio)
        if isLog {
            // Whole decades around the values.
            low = pow(10, (log10(smallest)).rounded(.down))
            let top = pow(10, (log10(largest)).rounded(.up))
            high = top > low ? top : low * 10
        } else {
            low = 0
            let step = Scale.niceStep(largest * 1.08 / 5)
            high = max(step, (largest * 1.08 / step).rounded(.up) * step)
        }
        self.start = start
        self.end = end
    }

    /// A scale from `low` to `high` as given.
    init(low: Double, high: Double, isLog: Bool, from start: Double, to end: Double) {
        self.low = low
        self.high = high
        self.isLog = isLog
        self.start = start
        self.end = end
    }

    func position(_ value: Double) -> Double {
        let fraction = isLog
            ? (log10(max(value, low)) - log10(low)) / (log10(high) - log10(low))
            : (value - low) / (high - low)
        return start + fraction * (end - start)
    }

    /// The labelled ticks: each decade on a log scale, else round steps.
    var majorTicks: [Double] {
        if isLog {
            var ticks: [Double] = []
            var value = low
            while value <= high * 1.0001 {
                ticks.append(value)
                value *= 10
            }
            return ticks
        }
        let step = Scale.niceStep(high / 5)
        return stride(from: 0, through: high * 1.0001, by: step).map { $0 }
    }

    /// Unlabelled grid lines between the decades of a log scale: 2 and 5 times each.
    var minorTicks: [Double] {
        guard isLog else { return [] }
        return majorTicks.dropLast().flatMap { [$0 * 2, $0 * 5] }
    }

    /// 1, 2 or 5 times a power of ten, at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0 && rough.isFinite else { return 1 }
        let power = pow(10, log10(rough).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= rough * 0.999 { return factor * power }
        return 10 * power
    }
}

/// A value as a label: three significant digits at most, thousands grouped ("0.0137",
/// "27.6", "1,250", "100,000", "0.001").
func label(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : max(0, 2 - Int(log10(magnitude).rounded(.down)))
    let text = String(format: "%.\(decimals)f", value)
    // Group the whole part's digits in threes.
    let parts = text.split(separator: ".", maxSplits: 1)
    var whole = String(parts[0])
    let sign = whole.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { whole.removeFirst() }
    var grouped = ""
    for (index, digit) in whole.enumerated() {
        if index > 0 && (whole.count - index) % 3 == 0 { grouped += "," }
        grouped.append(digit)
    }
    // Trailing zeros say nothing here: "0.001", not "0.00100".
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + grouped + (fraction.isEmpty ? "" : "." + fraction)
}
