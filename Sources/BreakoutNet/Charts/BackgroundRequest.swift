import Synchronization

/// A request to the online charts run on a task of its own, its result taken by the game's
/// thread when it looks (`poll`, each frame): the window never waits on the network. The
/// request's own bound (`ChartService`'s `timeout`) is what ends a silent server.
///
/// ```swift
/// let request = BackgroundRequest { try await client.chart("generated-medium", timeout: 10) }
/// // each frame:
/// if let result = request.poll() { show(result) }   // nil while it runs
/// ```
public final class BackgroundRequest<Value: Sendable>: Sendable {
    /// The result, written on the request's task and read on the game's thread.
    private final class Outcome: Sendable {
        let result = Mutex<Result<Value, ChartClientError>?>(nil)
    }

    private let outcome = Outcome()
    private let task: Task<Void, Never>

    public init(_ work: @escaping @Sendable () async throws(ChartClientError) -> Value) {
        let outcome = self.outcome
        task = Task.detached {
            let result: Result<Value, ChartClientError>
            do throws(ChartClientError) { result = .success(try await work()) } catch { result = .failure(error) }
            outcome.result.withLock { $0 = result }
        }
    }

    /// The result once the request is done; nil while it runs.
    public func poll() -> Result<Value, ChartClientError>? { outcome.result.withLock { $0 } }

    /// The answer is no longer wanted (the screen closed): a waiting poll ends early.
    public func cancel() { task.cancel() }
}
