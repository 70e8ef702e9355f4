import Testing
import Dynamics

/// The same scene with the same calls gives bit-identical states.
@Suite struct DeterminismTests {
    private func hash(seed: UInt64, steps: Int = 300, ballsCollide: Bool = true) -> UInt64 {
        let scene = RandomScene(seed: seed, balls: 14, ballsCollide: ballsCollide, rectangles: 2)
        scene.animator.run(steps: steps)
        return scene.animator.stateHash()
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func sameSeedSameHash(seed: UInt64) {
        let a = hash(seed: seed), b = hash(seed: seed)
        #expect(a == b)
    }

    @Test func sameSeedSameHashWithoutBallCollisions() {
        #expect(hash(seed: 9, ballsCollide: false) == hash(seed: 9, ballsCollide: false))
    }

    @Test func differentSeedDifferentHash() {
        let hashes = Set((UInt64(1)...6).map { hash(seed: $0, steps: 60) })
        #expect(hashes.count == 6)
    }

    @Test func hashChangesAsTheSceneMoves() {
        let scene = RandomScene(seed: 4, balls: 10, ballsCollide: true)
        var seen: Set<UInt64> = [scene.animator.stateHash()]
        for _ in 0..<20 {
            scene.animator.step()
            seen.insert(scene.animator.stateHash())
        }
        #expect(seen.count == 21)
    }

    @Test func theSmallestChangeChangesTheHash() {
        let a = RandomScene(seed: 5, balls: 10, ballsCollide: true)
        let b = RandomScene(seed: 5, balls: 10, ballsCollide: true)
        a.animator.run(steps: 10)
        b.animator.run(steps: 10)
        #expect(a.animator.stateHash() == b.animator.stateHash())
        let v = b.velocity(of: b.balls[0])
        b.props.first { $0.items.contains { $0 === b.balls[0] } }!.addLinearVelocity(Vector(dx: v.dx.ulp, dy: 0), for: b.balls[0])
        #expect(a.animator.stateHash() != b.animator.stateHash())
    }

    @Test func advanceGivesTheSameStatesAsStep() {
        // Frames of 8.5 steps: advance(by:) carries the half step over, so 8 frames run 68
        // steps (67 if the remainders round down), and the result equals that many step() calls.
        let a = RandomScene(seed: 6, balls: 10, ballsCollide: true)
        let b = RandomScene(seed: 6, balls: 10, ballsCollide: true)
        b.animator.pausesWhenAtRest = false
        b.animator.maximumStepsPerAdvance = 100
        for _ in 0..<8 { b.animator.advance(by: 8.5 * b.animator.stepDuration) }
        #expect((67...68).contains(b.animator.stepCount))
        a.animator.run(steps: b.animator.stepCount)
        #expect(a.animator.stateHash() == b.animator.stateHash())
    }

    @Test func itemPositionsMatchBetweenRuns() {
        let a = RandomScene(seed: 11, balls: 12, ballsCollide: true)
        let b = RandomScene(seed: 11, balls: 12, ballsCollide: true)
        a.animator.run(steps: 200)
        b.animator.run(steps: 200)
        for (x, y) in zip(a.balls, b.balls) {
            #expect(x.center == y.center)
            #expect(x.rotation == y.rotation)
        }
    }
}
