import Testing
@testable import Dynamics

/// When every body that meets bodies is a circle, the event-driven step's first predictions go
/// by pairs of the grid's cells (`firstPassByPairs`). They give what the per-body pass gives,
/// bit for bit: random scenes of colliding balls of several sizes, with gravity, pushes,
/// bricks, ledges, resting and sleeping balls, run both ways.
@Suite struct FirstPassByPairsTests {
    private func run(seed: UInt64, byPairs: Bool) -> (hash: UInt64, pairPasses: Int) {
        let scene = RandomScene(seed: seed, balls: 40, ballsCollide: true)
        scene.animator.world.options.firstPassByPairs = byPairs
        var hash: UInt64 = 0
        for step in 0..<400 {
            scene.animator.step()
            if step % 50 == 49 { hash = hash &* 31 &+ scene.animator.stateHash() }
        }
        return (hash, scene.animator.world.scratch.firstPassesByPairs)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func pairsGiveWhatThePerBodyPassGives(seed: UInt64) {
        let pairs = run(seed: seed, byPairs: true), perBody = run(seed: seed, byPairs: false)
        #expect(pairs.hash == perBody.hash)
        #expect(pairs.pairPasses > 0, "the scene never took the pairs")
        #expect(perBody.pairPasses == 0)
    }

    /// A rectangle among the balls: the first pass goes body by body.
    @Test func aPolygonTakesThePerBodyPass() {
        let scene = RandomScene(seed: 7, balls: 12, ballsCollide: true, rectangles: 1)
        scene.animator.run(steps: 30)
        #expect(scene.animator.world.scratch.firstPassesByPairs == 0)
    }
}
