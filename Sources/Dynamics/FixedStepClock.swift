/// Turns a frame's elapsed time into whole fixed steps: the time is banked, each step takes
/// `stepDuration` of it, and what is left over is the fraction of a step to draw between the
/// last two states. One clock serves the animator's `advance(by:)`, the game window and the
/// network match, so a stall is treated the same everywhere: a frame runs at most
/// `maximumSteps`, up to `catchUpSteps` more stay banked for later frames, and the rest is
/// dropped (keeping the fraction, so drawing stays smooth).
///
/// ```swift
/// var clock = FixedStepClock(stepDuration: 1.0 / 120, maximumSteps: 8)
/// clock.add(frameSeconds)
/// while clock.takeStep() { game.step(input) }
/// draw(between: previous, current, alpha: clock.fraction)
/// ```
public struct FixedStepClock: Sendable {
    /// Seconds per step; more than 0.
    public var stepDuration: Double
    /// The most steps one frame runs.
    public var maximumSteps: Int
    /// Whole steps beyond a frame's `maximumSteps` that stay banked for later frames to make
    /// up (a network game catches up with the other side); 0 drops a stall.
    public var catchUpSteps: Int
    /// Banked seconds not yet stepped.
    public private(set) var pending = 0.0
    /// Steps this frame may still run.
    private var stepsLeft = 0

    /// A clock of `stepDuration` seconds a step (finite, more than 0) that runs at most
    /// `maximumSteps` a frame and banks `catchUpSteps` more (default 0: a stall is dropped).
    public init(stepDuration: Double, maximumSteps: Int, catchUpSteps: Int = 0) {
        precondition(stepDuration.isFinite && stepDuration > 0, "FixedStepClock needs a finite step above 0, got \(stepDuration)")
        self.stepDuration = stepDuration
        self.maximumSteps = maximumSteps
        self.catchUpSteps = catchUpSteps
    }

    /// Starts a frame of `seconds` (negative counts as 0): banks the time, dropping whole
    /// steps beyond what this frame and the catch-up may run.
    public mutating func add(_ seconds: Double) {
        pending += max(seconds, 0)
        stepsLeft = maximumSteps
        let h = stepDuration
        let most = Double(max(maximumSteps, 0) + max(catchUpSteps, 0)) * h
        if pending >= most + h { pending = most + pending.truncatingRemainder(dividingBy: h) }
    }

    /// Whether a whole step is banked and this frame may run it.
    public var isStepDue: Bool { stepsLeft > 0 && pending >= stepDuration }

    /// Takes one step's time if a step is due; false when the frame is done.
    public mutating func takeStep() -> Bool {
        guard isStepDue else { return false }
        pending -= stepDuration
        stepsLeft -= 1
        return true
    }

    /// A due step could not run (the other side's input is not there yet): this frame ends,
    /// and at most one step stays banked, so the schedule moves later instead of racing to
    /// catch up.
    public mutating func hold() {
        pending = min(pending, stepDuration)
        stepsLeft = 0
    }

    /// The banked time as a share of a step, 0 ... 1: how far to draw between the last two
    /// states.
    public var fraction: Double { min(max(pending / stepDuration, 0), 1) }

    /// Forgets the banked time (a new game, a rewind, a resumed animator).
    public mutating func reset() {
        pending = 0
        stepsLeft = 0
    }

    /// Starts the bank at `seconds`, which may be negative: a network host that begins half
    /// a round trip late so both sides' first steps fall together.
    public mutating func start(at seconds: Double) {
        pending = seconds
        stepsLeft = 0
    }
}
