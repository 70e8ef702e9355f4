import Testing
@testable import Dynamics

/// Bodies an attachment joins do not collide with each other (`JoinedPairs`): the lists
/// answer as a brute force over the pairs does, and follow attachments added and removed.
@Suite struct JoinedPairsTests {
    @Test func theListsAnswerAsTheirPairs() {
        var state: UInt64 = 7
        func next(_ n: Int) -> Int32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int32(Int(state >> 33) % n)
        }
        for n in [2, 5, 40] {
            var pairs: [(Int32, Int32)] = []
            for _ in 0..<(n * 2) {
                let a = next(n), b = next(n)
                if a != b { pairs.append((a, b)) }
            }
            var joined = JoinedPairs()
            joined.rebuild(bodyCount: n) { $0.append(contentsOf: pairs) }
            for i in 0..<n {
                for j in 0..<n {
                    let expected = pairs.contains { ($0.0 == i && $0.1 == j) || ($0.0 == j && $0.1 == i) }
                    #expect(joined.contains(i, j) == expected, "bodies \(i) and \(j) of \(n)")
                }
            }
            joined.rebuild(bodyCount: n) { _ in }
            #expect(joined.isEmpty && !joined.contains(0, 1))
        }
    }

    /// Two overlapping boxes pinned together stay where they were put (they would push apart
    /// if they collided), and collide again once the pin is removed.
    @Test func pinnedItemsDoNotCollideUntilThePinGoes() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = BasicItem(frame: CGRect(x: 100, y: 100, width: 60, height: 20))
        let b = BasicItem(frame: CGRect(x: 150, y: 100, width: 60, height: 20))
        animator.addBehavior(CollisionBehavior(items: [a, b]))
        let pin = AttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 155, y: 110))
        animator.addBehavior(pin)
        animator.run(seconds: 0.5)
        #expect(abs(b.center.x - a.center.x - 50) < 0.01, "pinned: \(a.center), \(b.center)")
        animator.removeBehavior(pin)
        animator.run(seconds: 2)
        #expect(b.center.x - a.center.x > 58, "unpinned, the overlap is pushed out: \(a.center), \(b.center)")
    }
}

private extension DynamicAnimator {
    func run(seconds: Double) {
        for _ in 0..<Int((seconds / stepDuration).rounded()) { step() }
    }
}
