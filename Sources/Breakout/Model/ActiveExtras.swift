/// The timed extras in effect: for each, the step it ends at (0: not active). Part of the
/// game state, so undo and rewind restore it like the score.
public struct ActiveExtras: Hashable, Codable, Sendable {
    /// Indexed by `Extra.index`.
    private var endSteps: [Int]

    init() { endSteps = Array(repeating: 0, count: Extra.allCases.count) }

    /// The step `extra` ends at, 0 when it is not active.
    func endStep(_ extra: Extra) -> Int { endSteps[extra.index] }

    /// Whether `extra` acts in step `step`.
    public func isActive(_ extra: Extra, at step: Int) -> Bool { endSteps[extra.index] > step }

    /// Seconds left of `extra` at `step` (0 when not active).
    public func secondsLeft(_ extra: Extra, at step: Int) -> Double {
        Double(max(0, endSteps[extra.index] - step)) / Double(Game.stepsPerSecond)
    }

    /// The active extras at `step`, in `Extra.allCases` order.
    public func active(at step: Int) -> [Extra] { Extra.allCases.filter { isActive($0, at: step) } }

    /// Starts `extra` at `step`, or lengthens it when it is active (LBreakoutHD adds the time).
    mutating func start(_ extra: Extra, at step: Int, seconds: Double) {
        let steps = Int((seconds * Double(Game.stepsPerSecond)).rounded())
        endSteps[extra.index] = max(endSteps[extra.index], step) + steps
    }

    mutating func end(_ extra: Extra) { endSteps[extra.index] = 0 }

    /// Puts back an end step `endStep(_:)` read (undo).
    mutating func restore(_ extra: Extra, endStep: Int) { endSteps[extra.index] = endStep }

    /// Adds `seconds` to every extra active at `step`.
    mutating func extend(by seconds: Double, at step: Int) {
        let steps = Int((seconds * Double(Game.stepsPerSecond)).rounded())
        for k in endSteps.indices where endSteps[k] > step { endSteps[k] += steps }
    }

    /// Extras that were active and have run out by `step` (their end step is `step` or earlier).
    func expired(at step: Int) -> [Extra] {
        Extra.allCases.filter { let end = endSteps[$0.index]; return end > 0 && end <= step }
    }

    /// Whether anything is active at all (most steps: no).
    public var isEmpty: Bool { !endSteps.contains { $0 != 0 } }
}
