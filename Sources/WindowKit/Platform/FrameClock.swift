import CSDL2

/// The platform's high-resolution clock for pacing frames, and a way to wait.
///
/// ```swift
/// let start = FrameClock.seconds
/// runFrame()
/// FrameClock.sleep(1.0 / 120 - (FrameClock.seconds - start))   // no faster than 120 frames a second
/// ```
public enum FrameClock {
    private static let frequency = Double(SDL_GetPerformanceFrequency())

    /// Seconds since some fixed moment (SDL's performance counter): only differences mean anything.
    public static var seconds: Double { Double(SDL_GetPerformanceCounter()) / frequency }

    /// Waits about `seconds` (whole milliseconds, rounded down); nothing for zero or less.
    public static func sleep(_ seconds: Double) {
        let milliseconds = delay(for: seconds)
        if milliseconds > 0 { SDL_Delay(milliseconds) }
    }

    /// The longest one `sleep` waits: callers pace frames (a 60th of a second), so more is a
    /// slip in their arithmetic (a clock that jumped), and the window must not stop for it.
    static let longestSleep = 10.0

    /// The whole milliseconds `sleep` waits for `seconds`: none for zero, less or NaN, and
    /// never more than `longestSleep`.
    static func delay(for seconds: Double) -> UInt32 {
        guard seconds > 0 else { return 0 }
        return UInt32(min(seconds, longestSleep) * 1000)
    }
}
