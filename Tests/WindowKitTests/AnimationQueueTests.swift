import Testing
@testable import WindowKit

/// The animation operations on their own (no SDL needed): order, grouping, cancelling.
@Suite struct AnimationQueueTests {
    /// A timed animation that records when it finished.
    private func timed(_ duration: Double, _ name: String, log: Log) -> TimedAnimation {
        let op = TimedAnimation(duration: duration) { _, _ in }
        op.completion = { log.events.append(name) }
        return op
    }

    final class Log { var events: [String] = [] }

    @Test func serialRunsItsPartsInOrderCarryingLeftoverTime() {
        let log = Log()
        let serial = SerialAnimation([timed(0.1, "a", log: log), timed(0.1, "b", log: log), timed(0.1, "c", log: log)])
        let queue = AnimationQueue()
        queue.add(serial)
        queue.tick(0.15)
        #expect(log.events == ["a"])
        #expect(serial.parts[1].isFinished == false)
        queue.tick(0.1)
        #expect(log.events == ["a", "b"])
        queue.tick(0.049)
        #expect(!serial.isFinished)
        queue.tick(0.002)   // 0.301 s in all: the leftover of each part went to the next
        #expect(log.events == ["a", "b", "c"])
        #expect(serial.isFinished)
        #expect(queue.isEmpty)
    }

    @Test func theQueueHoldsAtMostItsCapCancellingTheOldest() {
        let log = Log()
        let queue = AnimationQueue()
        let total = AnimationQueue.maxRunning + 10
        for k in 0..<total { queue.add(timed(10, "op\(k)", log: log)) }
        #expect(queue.running.count == AnimationQueue.maxRunning)
        // The ten oldest made room, in order, and were cancelled (they finish at once).
        #expect(log.events == (0..<10).map { "op\($0)" })
        #expect(queue.running.first?.isCancelled == false)
    }

    @Test func parallelFinishesWhenItsLongestPartDoes() {
        let log = Log()
        let group = ParallelAnimation([timed(0.1, "short", log: log), timed(0.3, "long", log: log)])
        group.completion = { log.events.append("group") }
        group.tick(0.15)
        #expect(log.events == ["short"])
        #expect(!group.isFinished)
        group.tick(0.16)
        #expect(log.events == ["short", "long", "group"])
        #expect(group.isFinished)
    }

    @Test func groupsNest() {
        let log = Log()
        // (a then (b with c)) then d
        let op = SerialAnimation([
            SerialAnimation([timed(0.1, "a", log: log), ParallelAnimation([timed(0.1, "b", log: log), timed(0.2, "c", log: log)])]),
            timed(0.1, "d", log: log),
        ])
        for _ in 0..<60 { op.tick(0.01) }
        #expect(log.events == ["a", "b", "c", "d"])
        #expect(op.isFinished)
    }

    @Test func cancellingStopsEverythingAndCallsCompletions() {
        let log = Log()
        let queue = AnimationQueue()
        let first = SerialAnimation([timed(1, "x", log: log), timed(1, "y", log: log)])
        let second = ParallelAnimation([timed(1, "z", log: log)])
        queue.add(first)
        queue.add(second)
        queue.tick(0.5)
        queue.cancelAll()
        #expect(queue.isEmpty)
        #expect(first.isCancelled && second.isCancelled)
        #expect(first.parts.allSatisfy { $0.isFinished })
        #expect(Set(log.events) == ["x", "y", "z"])
        // A cancelled operation does not run on.
        first.tick(10)
        #expect(log.events.count == 3)
    }

    @Test func operationsMarkTheBricksTheyDraw() {
        let queue = AnimationQueue()
        queue.add(SerialAnimation([
            TimedAnimation(duration: 0.1, bricks: [1, 2]) { _, _ in },
            TimedAnimation(duration: 0.1, bricks: [5]) { _, _ in },
        ]))
        var marks = [Bool](repeating: false, count: 8)
        queue.markBricks(&marks)
        // A cascade holds its later bricks too, until their turn is over.
        #expect(marks == [false, true, true, false, false, true, false, false])
        queue.tick(0.15)
        marks = [Bool](repeating: false, count: 8)
        queue.markBricks(&marks)
        #expect(marks == [false, false, false, false, false, true, false, false])
    }
}
