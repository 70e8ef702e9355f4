import Foundation

/// Where the last step's time went, stage by stage (`StepStage`), as Box2D's `b2Profile`
/// reports it. Kept only when asked for (``DynamicAnimator/profilesSteps``): the clock is read
/// twice a stage, which a scene of a few bodies would notice.
public struct StepProfile: Sendable, Equatable {
    /// Seconds each stage took in the last step, indexed by `StepStage.rawValue`.
    public internal(set) var seconds = [Double](repeating: 0, count: StepStage.allCases.count)

    /// A profile of no step yet: every stage 0 s.
    public init() {}

    /// Seconds the stage took in the last step.
    public subscript(stage: StepStage) -> Double { seconds[stage.rawValue] }

    /// The whole step's seconds.
    public var total: Double { seconds.reduce(0, +) }
}

/// Reads a monotonic clock for `StepProfile` (Foundation's `clock_gettime` rather than
/// `ContinuousClock`, whose `Duration` arithmetic costs more than the stages of a small scene).
enum StageClock {
    @inline(__always)
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
