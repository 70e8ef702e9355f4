import Testing
import Dynamics

/// The one fixed-step clock the animator, the game window and the network match share:
/// whole steps for the time banked, a frame's most, what a stall may leave for later, the
/// fraction left for drawing.
@Suite struct FixedStepClockTests {
    private let h = 1.0 / 120

    /// Steps `clock` may take now.
    private func drain(_ clock: inout FixedStepClock) -> Int {
        var steps = 0
        while clock.takeStep() { steps += 1 }
        return steps
    }

    @Test func aFrameRunsTheWholeStepsItsTimeAllowsAndKeepsTheFraction() {
        var clock = FixedStepClock(stepDuration: h, maximumSteps: 8)
        clock.add(2.5 * h)
        #expect(drain(&clock) == 2)
        #expect(abs(clock.fraction - 0.5) < 1e-9)
        clock.add(0.75 * h)
        #expect(drain(&clock) == 1, "the half step kept makes a whole one with this frame's")
        #expect(abs(clock.fraction - 0.25) < 1e-9)
        clock.add(-1)
        let none = drain(&clock)
        #expect(none == 0 && abs(clock.fraction - 0.25) < 1e-9, "a negative frame counts as none")
    }

    @Test func aStallIsDroppedBeyondAFramesMostButItsFractionStays() {
        var clock = FixedStepClock(stepDuration: h, maximumSteps: 8)
        clock.add(30.5 * h)
        #expect(drain(&clock) == 8)
        #expect(abs(clock.fraction - 0.5) < 1e-6, "the 22 steps beyond the frame's 8 are dropped")
        clock.add(0)
        #expect(drain(&clock) == 0)
    }

    @Test func catchUpStepsStayBankedForLaterFrames() {
        var clock = FixedStepClock(stepDuration: h, maximumSteps: 4, catchUpSteps: 6)
        clock.add(20.5 * h)
        #expect(drain(&clock) == 4)
        clock.add(0)
        #expect(drain(&clock) == 4)
        clock.add(0)
        #expect(drain(&clock) == 2, "4 + 6 steps were kept of the 20, the rest dropped")
        #expect(abs(clock.fraction - 0.5) < 1e-6)
    }

    @Test func holdEndsTheFrameWithOneStepDueAtMost() {
        var clock = FixedStepClock(stepDuration: h, maximumSteps: 16, catchUpSteps: 44)
        clock.add(10 * h)
        #expect(clock.isStepDue)
        clock.hold()
        #expect(!clock.isStepDue, "the frame is over")
        clock.add(0)
        #expect(drain(&clock) == 1, "one step stayed banked")
    }

    @Test func aLateStartAndAResetMoveTheBank() {
        var clock = FixedStepClock(stepDuration: h, maximumSteps: 8)
        clock.start(at: -2 * h)
        clock.add(2.5 * h)
        let early = drain(&clock)
        #expect(early == 0 && abs(clock.fraction - 0.5) < 1e-9, "the first two steps' time went to the late start")
        clock.add(3 * h)
        #expect(drain(&clock) == 3)
        clock.reset()
        #expect(clock.pending == 0 && clock.fraction == 0)
    }
}
