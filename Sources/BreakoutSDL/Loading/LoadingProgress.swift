import Synchronization

/// How far the loading is, shared between the loader's background tasks (which report) and
/// the main thread (which draws the bar). Each step's share is weighted; the total only
/// grows, from 0 to 1.
final class LoadingProgress: Sendable {
    private struct State {
        var fractions: [Double]
        /// Every total reported, in order (tests check it rises from 0 to 1).
        var history: [Double] = [0]
    }

    let names: [String]
    private let weights: [Double]
    private let state: Mutex<State>

    init(steps: [AssetStep]) {
        names = steps.map(\.name)
        weights = steps.map { max(0, $0.weight) }
        state = Mutex(State(fractions: Array(repeating: 0, count: steps.count)))
    }

    /// Step `index` is `fraction` done (values below what it reported before are ignored).
    func report(step index: Int, fraction: Double) {
        state.withLock { s in
            let f = min(max(fraction, 0), 1)
            guard f > s.fractions[index] else { return }
            s.fractions[index] = f
            s.history.append(total(s.fractions))
        }
    }

    /// The share done, 0...1.
    var fraction: Double { state.withLock { total($0.fractions) } }

    var history: [Double] { state.withLock { $0.history } }

    /// The first step still running ("" when all are done).
    var currentStep: String {
        state.withLock { s in s.fractions.firstIndex { $0 < 1 }.map { names[$0] } ?? "" }
    }

    private func total(_ fractions: [Double]) -> Double {
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return fractions.allSatisfy { $0 >= 1 } ? 1 : 0 }
        return zip(fractions, weights).reduce(0) { $0 + $1.0 * $1.1 } / sum
    }
}
