import Dynamics
import Testing
@testable import Breakout

@Suite struct HistoryTests {
    /// A long random game (random paddle moves, launches and pushes, special bricks), then
    /// everything undone: the exact initial state, bit for bit.
    @Test(arguments: [UInt64(1), 99])
    func undoingEverythingRestoresTheInitialState(seed: UInt64) {
        let level = testLevel(columns: 8, rows: 4, special: [
            (1, 0, .explosive), (2, 0, .explosive), (3, 1, .extraBall),
            (5, 2, .multiHit(3)), (0, 3, .indestructible),
        ], extras: [(4, 1, .multiball), (6, 2, .lengthenPaddle), (7, 0, .stickyPaddle), (7, 1, .laser),
                    (2, 3, .explosiveBalls), (3, 3, .extraFloor), (4, 3, .random), (5, 3, .joker)])
        let game = makeGame(level, seed: seed)
        let initial = game.stateHash()
        var random = GameRandom(seed: seed &+ 1000)
        var autoplayer = Autoplayer()
        for _ in 0..<(120 * 40) {
            var input = autoplayer.input(for: game)
            if random.nextDouble() < 0.3 { input.paddleX = random.nextDouble(in: 0...800) }
            input.push = random.nextDouble() < 0.02
            game.step(input)
        }
        #expect(game.history.actions.count > 50)
        #expect(game.stateHash() != initial)
        game.rewind(toStep: 0)
        #expect(game.stateHash() == initial)
        #expect(game.state == makeGame(level, seed: seed).state)
    }

    @Test func rewindingAFewSecondsReturnsToThatMoment() {
        let game = makeGame()
        autoplay(game, maxSteps: 1500)
        let then = game.stateHash()
        let score = game.state.score
        autoplay(game, maxSteps: 400)
        game.rewind(toStep: 1500)
        #expect(game.stateHash() == then)
        #expect(game.state.score == score)
        // Play on from there exactly as the first time.
        autoplay(game, maxSteps: 400)
        let again = game.stateHash()
        game.rewind(toStep: 1500)
        autoplay(game, maxSteps: 400)
        #expect(game.stateHash() == again)
    }

    @Test func rewindIsBoundedBySetting() {
        var rules = GameRules()
        rules.rewindSeconds = 1
        let game = makeGame(rules: rules)
        autoplay(game, maxSteps: 600)
        #expect(game.history.rewindableSteps == (600 - 119)...600)
        game.rewind(steps: 1000)
        #expect(game.stepIndex == 481)
    }

    @Test func actionsDescribeTheirAnimation() {
        let level = testLevel(columns: 3, rows: 3, special: [(1, 1, .explosive)])
        let game = makeGame(level)
        _ = game.launch()
        var seen: [AnimationPlan] = []
        game.actionObserver = { action, isUndo in if !isUndo, let plan = action.animation() { seen.append(plan) } }
        game.perform(BrickHitAction(ball: nil, brick: 4, at: nil))
        for _ in 0..<(BrickBrokenAction.explosionDelay + 1) { game.step(.none) }
        let effects = seen.flatMap(\.effects)
        #expect(effects.contains { if case .brickBroken(brick: 4, _, .explosive, _) = $0 { return true }; return false })
        let explosion = effects.compactMap { e -> [[Int]]? in if case let .explosion(4, _, waves) = e { return waves }; return nil }.first
        #expect(explosion?.first?.count == 8)
    }
}
