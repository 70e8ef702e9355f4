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
        guard seconds > 0 else { return }
        SDL_Delay(UInt32(min(seconds, 10) * 1000))
    }
}
