import Testing
@testable import Dynamics

/// Finding an item's body: a `BasicItem` keeps a hint of where its body was, which must
/// never answer for another item once bodies move (a removed body's slot is taken by the last
/// one), nor across animators.
@Suite struct BodyLookupTests {
    @Test func statesStayTheItemsOwnWhileBodiesComeAndGo() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let material = DynamicItemBehavior(items: [])
        animator.addBehavior(material)
        var random = SeededGenerator(seed: 3)
        var balls: [BasicItem] = []
        for step in 0..<300 {
            if balls.count < 40 || random.chance(0.5) {
                let ball = makeBall(random.double(10...990), random.double(10...990))
                material.addItem(ball)
                material.addLinearVelocity(Vector(dx: random.double(-50...50), dy: random.double(-50...50)), for: ball)
                balls.append(ball)
            }
            if random.chance(0.45) {
                // The last body moves into this one's slot.
                material.removeItem(balls.remove(at: random.int(0...(balls.count - 1))))
            }
            animator.step()
            if step % 7 == 0 {
                for ball in balls {
                    let state = animator.state(of: ball)
                    #expect(state?.center == ball.center, "the state found is the item's own")
                }
            }
        }
        // A removed item has no body, whatever its hint says.
        let gone = balls.removeLast()
        material.removeItem(gone)
        animator.step()
        #expect(animator.state(of: gone) == nil)
    }

    @Test func oneItemInTwoAnimatorsIsFoundInEach() {
        let a = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let filler = (0..<5).map { makeBall(Double(10 + 10 * $0), 50) }
        let ball = makeBall(50, 50)
        a.addBehavior(DynamicItemBehavior(items: filler + [ball]))
        b.addBehavior(DynamicItemBehavior(items: [ball]))
        for _ in 0..<3 {
            #expect(a.state(of: ball)?.center == ball.center)
            #expect(b.state(of: ball)?.center == ball.center)
            #expect(a.state(of: filler[2])?.center == filler[2].center)
        }
    }

    /// Grid cells from positions: clamped to the grid, NaN and infinities included.
    @Test func cellIndicesAreClampedToTheGrid() {
        #expect(clampedCellIndex(3.7, last: 9) == 3)
        #expect(clampedCellIndex(-2.5, last: 9) == 0)
        #expect(clampedCellIndex(12, last: 9) == 9)
        #expect(clampedCellIndex(.nan, last: 9) == 0)
        #expect(clampedCellIndex(.infinity, last: 9) == 9)
        #expect(clampedCellIndex(-.infinity, last: 9) == 0)
    }
}
