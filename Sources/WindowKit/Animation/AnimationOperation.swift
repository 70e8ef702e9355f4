/// One animation on the frame clock: it advances with `tick`, finishes by itself, and can be
/// cancelled. Groups run their parts one after another (`SerialAnimation`) or together
/// (`ParallelAnimation`, finished when every part is). Animations only draw: they never
/// change the game.
///
/// ```swift
/// let ripple = SerialAnimation([flashRing1, flashRing2, flashRing3])
/// queue.add(ParallelAnimation([ripple, shake]))
/// queue.tick(1.0 / 60)
/// ```
open class AnimationOperation {
    public private(set) var isFinished = false
    public private(set) var isCancelled = false
    /// Called once, when the operation finishes or is cancelled.
    public var completion: (() -> Void)?

    public init() {}

    /// Advances by `dt` seconds; returns the time left over once finished (for serial groups).
    @discardableResult
    public final func tick(_ dt: Double) -> Double {
        guard !isFinished else { return dt }
        let left = advance(dt)
        if left >= 0 { finish() }
        return max(left, 0)
    }

    public func cancel() {
        guard !isFinished else { return }
        isCancelled = true
        cancelParts()
        finish()
    }

    /// Subclasses: move on by dt; return the unused time (>= 0) once done, or -1 while running.
    open func advance(_ dt: Double) -> Double { 0 }
    func cancelParts() {}

    /// Subclasses: draw this operation's current look.
    open func draw(_ canvas: inout AnimationCanvas) {}

    /// Sets `marks[id]` for every brick this operation draws itself (ids beyond the array are ignored).
    open func markBricks(_ marks: inout [Bool]) {}

    private func finish() {
        isFinished = true
        let c = completion
        completion = nil
        c?()
    }
}

/// An animation that lasts `duration` seconds and draws itself from its progress (0...1).
public final class TimedAnimation: AnimationOperation {
    public let duration: Double
    public private(set) var elapsed = 0.0
    let bricks: [Int]
    let render: (Double, inout AnimationCanvas) -> Void

    public init(duration: Double, bricks: [Int] = [], render: @escaping (Double, inout AnimationCanvas) -> Void) {
        self.duration = max(duration, 0)
        self.bricks = bricks
        self.render = render
    }

    public var progress: Double { duration > 0 ? min(elapsed / duration, 1) : 1 }

    override public func advance(_ dt: Double) -> Double {
        elapsed += dt
        return elapsed >= duration ? elapsed - duration : -1
    }

    override public func draw(_ canvas: inout AnimationCanvas) { render(progress, &canvas) }
    override public func markBricks(_ marks: inout [Bool]) {
        for id in bricks where id < marks.count { marks[id] = true }
    }
}

/// Parts one after another.
public final class SerialAnimation: AnimationOperation {
    public let parts: [AnimationOperation]
    private var index = 0

    public init(_ parts: [AnimationOperation]) { self.parts = parts }

    override public func advance(_ dt: Double) -> Double {
        var left = dt
        while index < parts.count {
            left = parts[index].tick(left)
            if !parts[index].isFinished { return -1 }
            index += 1
        }
        return left
    }

    override public func cancelParts() { for p in parts where !p.isFinished { p.cancel() } }
    override public func draw(_ canvas: inout AnimationCanvas) { if index < parts.count { parts[index].draw(&canvas) } }
    override public func markBricks(_ marks: inout [Bool]) {
        // Later parts hold their bricks too (a cascade keeps its bricks until their turn).
        for k in index..<parts.count { parts[k].markBricks(&marks) }
    }
}

/// Parts at the same time; finished when all are.
public final class ParallelAnimation: AnimationOperation {
    public let parts: [AnimationOperation]

    public init(_ parts: [AnimationOperation]) { self.parts = parts }

    override public func advance(_ dt: Double) -> Double {
        var left = dt
        var running = false
        for p in parts where !p.isFinished {
            let l = p.tick(dt)
            if p.isFinished { left = min(left, l) } else { running = true }
        }
        return running ? -1 : left
    }

    override public func cancelParts() { for p in parts where !p.isFinished { p.cancel() } }
    override public func draw(_ canvas: inout AnimationCanvas) { for p in parts where !p.isFinished { p.draw(&canvas) } }
    override public func markBricks(_ marks: inout [Bool]) {
        for p in parts where !p.isFinished { p.markBricks(&marks) }
    }
}
