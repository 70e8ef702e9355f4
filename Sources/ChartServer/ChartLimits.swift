/// What the server allows an upload, each limit its own answer: a body past `maxBodyBytes` is
/// 413, a client past `uploadsPerMinute` 429, a full queue (`maxPending`) 503 with
/// Retry-After, a replay past `maxSteps` or `verificationSeconds` refused as too long.
///
/// ```swift
/// var limits = ChartLimits()
/// limits.uploadsPerMinute = 2     // a test's
/// ```
public struct ChartLimits: Sendable {
    /// The largest upload, bytes. A replay records every step's input, 390 to 510 KiB per
    /// minute of play (`scripts/bench-charts`), so `maxSteps`' two hours take up to 60 MiB:
    /// a smaller limit would refuse long games that the claim limit allows.
    public var maxBodyBytes = 64 << 20
    /// The most play a replay may claim, in steps (120 a second): two hours.
    public var maxSteps = 120 * 60 * 120
    /// Wall-clock seconds one verification may take before it is refused.
    public var verificationSeconds = 60.0
    /// Uploads a client (by its address) may send in a minute.
    public var uploadsPerMinute = 10
    /// Uploads waiting or being verified at once; past it, 503 with Retry-After.
    public var maxPending = 64
    /// Threads that verify, beside the web server's event loops (0: none, uploads only
    /// wait; a test's full queue).
    public var workers = 1
    /// The longest player name, in characters (longer ones are cut).
    public var maxNameLength = 24
    /// Entries a chart shows.
    public var chartSize = 100

    public init() {}
}
