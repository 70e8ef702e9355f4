import Foundation

extension ChartService {
    /// Uploads `replay` and asks after it every `interval` seconds until it is ranked or
    /// refused, all within `timeout` seconds, each request within `requestTimeout` of them:
    /// past either, `ChartClientError.timedOut` while a request waits, `.notJudgedYet` once
    /// the upload is in. Never `.pending`.
    ///
    /// ```swift
    /// switch try await client.submitAndWait(replay, name: "Ann", timeout: 120) {
    /// case let .ranked(place, chart, _, _): print("place \(place) on \(chart)")
    /// case let .refused(_, reason): print(reason)
    /// case .pending: break   // never
    /// }
    /// ```
    public func submitAndWait(_ replay: Data, name: String, timeout: Double, requestTimeout: Double = 15,
                              interval: Double = 0.25) async throws(ChartClientError) -> SubmissionStatus {
        let started = ContinuousClock.now
        func left() -> Double {
            let spent = ContinuousClock.now - started
            return timeout - (Double(spent.components.seconds) + Double(spent.components.attoseconds) * 1e-18)
        }
        let id = try await submit(replay, name: name, timeout: min(left(), requestTimeout))
        let late = ChartClientError.notJudgedYet(seconds: Int(timeout.rounded(.up)), url: statusURL(id))
        while true {
            guard left() > 0 else { throw late }
            let status = try await submission(id, timeout: min(left(), requestTimeout))
            if status != .pending { return status }
            guard left() > interval else { throw late }
            do { try await Task.sleep(for: .milliseconds(Int64(interval * 1000))) } catch { throw late }
        }
    }
}
