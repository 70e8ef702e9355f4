import Foundation
import Testing
@testable import WindowKit

/// Issue 63's audit (W24): the frame clock's wait is time alone, at most 10 s a call, and
/// none for a time that is zero, negative or not a number: a caller's slip cannot stop the
/// window for long, nor crash it converting infinity.
@Suite struct FrameClockTests {
    @Test func aSleepIsCappedAndNothingForNoTime() {
        #expect(FrameClock.delay(for: 1.0 / 60) == 16)
        #expect(FrameClock.delay(for: 9.9999) == 9999)
        #expect(FrameClock.delay(for: 10.5) == 10_000)
        #expect(FrameClock.delay(for: 1e300) == 10_000)
        #expect(FrameClock.delay(for: .infinity) == 10_000)
        #expect(FrameClock.delay(for: 0) == 0)
        #expect(FrameClock.delay(for: -3) == 0)
        #expect(FrameClock.delay(for: .nan) == 0)
        #expect(FrameClock.delay(for: -.infinity) == 0)
    }

    @Test func sleepWaitsAboutItsTimeAndNoneForNoTime() {
        var start = Date()
        FrameClock.sleep(-1)
        FrameClock.sleep(.nan)
        #expect(Date().timeIntervalSince(start) < 0.005)
        start = Date()
        FrameClock.sleep(0.02)
        let took = Date().timeIntervalSince(start)
        #expect(took >= 0.019 && took < 0.5, "slept \(took) s")
    }
}
