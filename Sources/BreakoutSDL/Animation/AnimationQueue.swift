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

    public func add(_ operation: AnimationOperation) { running.append(operation) }

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
