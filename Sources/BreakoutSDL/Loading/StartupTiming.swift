/// How long the game took to become playable: from the process's start to the first frame
/// of the game presented, and how much of it the background loading took.
///
/// ```swift
/// if let startup = app.startup { print(startup) }   // startup: first playable frame after 183 ms (loading 95 ms)
/// ```
public struct StartupTiming: Sendable, CustomStringConvertible {
    /// Seconds from the process's start to the first game frame on screen.
    var firstPlayableFrame: Double
    /// Seconds the assets took to prepare.
    var loading: Double

    init(firstPlayableFrame: Double, loading: Double) {
        self.firstPlayableFrame = firstPlayableFrame
        self.loading = loading
    }

    public var description: String {
        "startup: first playable frame after \(Int((firstPlayableFrame * 1000).rounded())) ms (loading \(Int((loading * 1000).rounded())) ms)"
    }
}
