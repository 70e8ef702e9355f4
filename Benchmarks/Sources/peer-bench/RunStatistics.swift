// What the tables compute over a group of runs.

/// The items in the order they first appear.
func firstAppearances<T: Equatable>(_ items: [T]) -> [T] {
    var seen: [T] = []
    for item in items where !seen.contains(item) { seen.append(item) }
    return seen
}

/// Peer median over Dynamics' median, "-" for Dynamics itself or when it did not run: above
/// 1, Dynamics is faster.
func speedUp(_ engine: Engine, _ median: Double, dynamicsMedian: Double?) -> String {
    guard engine != .dynamics, let dynamicsMedian else { return "-" }
    return fixed(median / dynamicsMedian, 2)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
