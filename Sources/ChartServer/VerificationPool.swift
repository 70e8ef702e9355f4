import Foundation

/// The verification queue: a fixed number of threads of its own, beside the web server's
/// event loops and Swift's cooperative pool (a replay can take seconds of CPU; on those it
/// would hold up requests). Places are reserved before an upload is read, so the queue never
/// holds more than `capacity`; a full one is the web server's 503.
///
/// ```swift
/// let pool = VerificationPool(workers: 2, capacity: 64, verifier: verifier, store: store)
/// if pool.reserve() { pool.enqueue(id: id, replay: body) }
/// ```
final class VerificationPool: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [(id: Int64, replay: Data)] = []
    /// Reserved places: waiting, being verified, or reserved for an upload being read.
    private var taken = 0
    private var stopping = false
    private var running = 0

    private let capacity: Int
    private let verifier: Verifier
    private let store: ChartStore

    init(workers: Int, capacity: Int, verifier: Verifier, store: ChartStore) {
        self.capacity = capacity
        self.verifier = verifier
        self.store = store
        for k in 0..<max(0, workers) {
            let thread = Thread { [self] in work() }
            thread.name = "verify-\(k)"
            running += 1
            thread.start()
        }
    }

    /// Takes a place in the queue; false when it is full.
    func reserve() -> Bool {
        condition.withLock {
            guard taken < capacity, !stopping else { return false }
            taken += 1
            return true
        }
    }

    /// Gives back a place reserved for an upload that was not queued after all.
    func release() {
        condition.withLock { taken -= 1 }
    }

    /// Queues a stored upload on a reserved place.
    func enqueue(id: Int64, replay: Data) {
        condition.withLock {
            jobs.append((id, replay))
            condition.signal()
        }
    }

    /// Queues uploads left pending by an earlier run, past the capacity if need be.
    func requeue(_ pending: [(id: Int64, replay: Data)]) {
        condition.withLock {
            taken += pending.count
            jobs.append(contentsOf: pending)
            condition.broadcast()
        }
    }

    /// Places taken now.
    var pendingCount: Int { condition.withLock { taken } }

    /// Lets the workers finish the replay each is on, then stop; returns when they have.
    /// Uploads still queued stay pending in the store and are verified on the next start.
    func shutdown() {
        condition.withLock {
            stopping = true
            condition.broadcast()
            while running > 0 { condition.wait() }
        }
    }

    private func work() {
        while let job = next() {
            let verdict = verifier.verify(job.replay)
            do {
                try store.record(verdict, for: job.id)
            } catch {
                // The row stays pending and is verified again on the next start.
                FileHandle.standardError.write(Data("breakout-charts: could not record upload \(job.id): \(error)\n".utf8))
            }
            condition.withLock { taken -= 1 }
        }
        condition.withLock {
            running -= 1
            condition.broadcast()
        }
    }

    private func next() -> (id: Int64, replay: Data)? {
        condition.withLock {
            while jobs.isEmpty && !stopping { condition.wait() }
            return stopping ? nil : jobs.removeFirst()
        }
    }
}
