/// The running animations, ticked on the frame clock on the main thread.
///
/// ```swift
/// let queue = AnimationQueue()
/// queue.add(TimedAnimation(duration: 0.3) { progress, canvas in /* draw */ })
/// queue.tick(1.0 / 60)   // every frame
/// queue.cancelAll()      // a restart
/// ```
public final class AnimationQueue {
    public private(set) var running: [AnimationOperation] = []

    public init() {}

    public var isEmpty: Bool { running.isEmpty }

    /// Most operations running at once. Each broken brick, hit and caught capsule adds one
    /// for under a second; an explosion chain through a full level adds a few hundred. Past
    /// the cap the oldest is cancelled (animations only draw, so nothing in the game waits on
    /// it), which keeps a frame's drawing bounded whatever happens on the field.
    static let maxRunning = 512

    public func add(_ operation: AnimationOperation) {
        if running.count >= AnimationQueue.maxRunning { running.removeFirst().cancel() }
        running.append(operation)
    }

    public func tick(_ dt: Double) {
        for op in running { op.tick(dt) }
        running.removeAll { $0.isFinished }
    }

    public func cancelAll() {
        let ops = running
        running = []
        for op in ops { op.cancel() }
    }

    public func draw(_ canvas: inout AnimationCanvas) { for op in running { op.draw(&canvas) } }

    public func markBricks(_ marks: inout [Bool]) { for op in running { op.markBricks(&marks) } }
}
