import Foundation
import Synchronization

/// Uploads per client in a sliding minute: a client past the limit is told how many seconds
/// until its oldest upload of the minute leaves the window. The table forgets clients quiet
/// for a minute, so it does not grow with every address that ever called.
///
/// ```swift
/// let limiter = RateLimiter(perMinute: 10)
/// limiter.admit("127.0.0.1", at: .now)   // nil: admitted; else seconds to wait
/// ```
final class RateLimiter: Sendable {
    private let perMinute: Int
    private let recent = Mutex<[String: [ContinuousClock.Instant]]>([:])

    init(perMinute: Int) { self.perMinute = perMinute }

    /// Nil when the upload is admitted (and counted); else the seconds to wait, at least 1.
    func admit(_ client: String, at now: ContinuousClock.Instant) -> Int? {
        recent.withLock { table in
            let windowStart = now - .seconds(60)
            if table.count > 10_000 { table = table.filter { $0.value.last.map { $0 > windowStart } ?? false } }
            var times = table[client, default: []].filter { $0 > windowStart }
            defer { table[client] = times }
            guard times.count < perMinute else {
                let wait = times[0] + .seconds(60) - now
                return max(1, Int(wait.components.seconds) + 1)
            }
            times.append(now)
            return nil
        }
    }
}
