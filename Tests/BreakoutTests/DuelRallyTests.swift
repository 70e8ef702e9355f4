import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

/// No duel's rally goes on for ever: whatever the bottom paddle does (parked anywhere,
/// following the ball, moving at random), against the computer at each difficulty or
/// another such paddle, every rally ends in a frag within a bound, and the longest are
/// called off (`DuelRally`); edge hits leave at a slant as in solo play.
@Suite struct DuelRallyTests {
    /// What the bottom paddle does each step.
    enum Policy: CustomStringConvertible {
        case parked(Double)
        /// Under the ball's centre, at most `speed` points a second (infinite: at once).
        case following(speed: Double)
        /// To a new random place every half second.
        case random(seed: UInt64)

        var description: String {
            switch self {
            case let .parked(x): return "parked at \(Int(x))"
            case let .following(speed): return speed.isFinite ? "following at \(Int(speed)) points/s" : "following at once"
            case let .random(seed): return "random \(seed)"
            }
        }
    }

    struct Rallies {
        var longestSeconds = 0.0
        var frags = [0, 0]
        var called = 0
    }

    /// Plays `seconds` of the standard duel (LBreakout2's arenas where installed) and
    /// measures the rallies: from each serve to the frag (or the call) that ends it.
    static func play(bottom: Policy, top: Policy? = nil, computer: Difficulty = .medium, seconds: Double = 240,
                     seed: UInt64 = 5, levels: LevelSequence = LevelSequence.standardDuel()) -> Rallies {
        var rules = GameRules()
        rules.fragLimit = 99
        let game = Game(rules: rules, levels: levels, seed: seed)
        let computerPlayer = DuelAutoplayer(side: .top, skill: computer)
        var random = GameRandom(seed: seed)
        var target = [game.layout.size.width / 2, game.layout.size.width / 2]
        var result = Rallies()
        var rallyStart: Int?
        game.actionObserver = { action, isUndo in
            guard !isUndo else { return }
            if action is RallyCalledAction { result.called += 1 }
        }
        func x(_ policy: Policy, side: Int, current: Double) -> Double {
            switch policy {
            case let .parked(x): return x
            case let .following(speed):
                let ball = game.state.balls.first.flatMap { game.ballState($0.id) }.map { Double($0.center.x) } ?? current
                guard speed.isFinite else { return ball }
                let step = speed / Double(Game.stepsPerSecond)
                return current + min(max(ball - current, -step), step)
            case .random:
                if game.stepIndex % (Game.stepsPerSecond / 2) == 0 { target[side] = random.nextDouble(in: 0...game.layout.size.width) }
                return target[side]
            }
        }
        for k in 0..<Int(seconds * Double(Game.stepsPerSecond)) {
            let serving = game.state.phase == .serving
            let launch = serving && k % Game.stepsPerSecond == Game.stepsPerSecond / 2
            var input = GameInput(paddleX: x(bottom, side: 0, current: game.paddleX), launch: launch && game.state.duel?.server == .bottom)
            if let top {
                input.topPaddleX = x(top, side: 1, current: game.topPaddleX)
                input.topLaunch = launch && game.state.duel?.server == .top
            } else {
                input = input.withTop(computerPlayer.input(for: game))
            }
            game.step(input)
            if game.state.phase == .playing {
                if rallyStart == nil { rallyStart = game.state.servedAtStep }
                result.longestSeconds = max(result.longestSeconds, Double(game.stepIndex - rallyStart!) / Double(Game.stepsPerSecond))
            } else {
                rallyStart = nil
            }
        }
        result.frags = game.state.duel?.frags ?? []
        return result
    }

    static let policies: [Policy] = [.parked(0), .parked(60), .parked(400), .parked(740), .parked(800),
                                     .following(speed: .infinity), .following(speed: 900), .random(seed: 3)]

    /// Against the computer no rally is even called off: from Easy up it aims away from a
    /// paddle left standing and wins the point within seconds; below, it plays the score's
    /// off-centre hits, and the heat ends the rally.
    @Test(arguments: Difficulty.allCases)
    func noRallyAgainstTheComputerOutlastsTheBound(computer: Difficulty) {
        for policy in Self.policies {
            let r = Self.play(bottom: policy, computer: computer)
            #expect(r.called == 0 && r.longestSeconds < DuelRally.limitSeconds, "\(computer), \(policy): \(r.longestSeconds) s")
            #expect(r.frags.reduce(0, +) >= 10, "\(computer), \(policy): rallies end in frags \(r.frags)")
            if case .parked = policy, [.easy, .medium, .hard].contains(computer) {
                #expect(r.longestSeconds < 10, "\(computer) beats a paddle left at \(policy) at once: \(r.longestSeconds) s")
                #expect(r.frags[0] <= 6, "\(computer), \(policy): \(r.frags)")
            }
        }
    }

    /// Two paddles that never miss are called off at the limit; every other pair ends its
    /// rallies in frags.
    @Test func noRallyBetweenTwoPaddlesOutlastsTheBound() {
        for (bottom, top) in [(Policy.parked(0), Policy.parked(0)), (.parked(400), .parked(400)), (.following(speed: .infinity), .parked(100)),
                              (.random(seed: 1), .random(seed: 2)), (.following(speed: 900), .following(speed: 900)),
                              (.following(speed: .infinity), .following(speed: .infinity))] {
            let r = Self.play(bottom: bottom, top: top)
            #expect(r.longestSeconds <= DuelRally.limitSeconds + 0.01, "\(bottom) against \(top): \(r.longestSeconds) s")
            if case .following(.infinity) = top {
                #expect(r.called >= 2, "two paddles that never miss: the rallies are called off \(r)")
            } else if case .following = top {
                #expect(r.called + r.frags.reduce(0, +) >= 3, "\(r)")
            } else {
                #expect(r.called == 0 && r.frags.reduce(0, +) >= 20, "\(bottom) against \(top): \(r)")
            }
        }
    }

    /// Where the ball meets a duel's paddle sets its angle, as in solo play: an end hit of
    /// either paddle sends it off at most `paddle.bounce_angle` and far more than the least.
    @Test(arguments: [PaddleSide.bottom, .top])
    func anEdgeHitLeavesAtASlantInADuel(side: PaddleSide) throws {
        let rules = GameRules()
        let game = Game(rules: rules, levels: .duel([LevelSequence.duelArena]), seed: 2)
        game.step(GameInput(launch: true))
        let ball = try #require(game.state.balls.first?.id)
        let half = game.paddleWidth / 2
        let paddle = side == .bottom ? game.paddleRect : game.topPaddleRect
        let x = game.layout.size.width / 2 + half * 0.85
        let y = side == .bottom ? paddle.minY - 40 : paddle.maxY + 40
        var s = try #require(game.ballState(ball))
        s.center = Point(x: x, y: y)
        s.velocity = Vector(dx: 0, dy: side == .bottom ? 500 : -500)
        game.animator.setState(s, of: game.ballItems[ball]!)
        var angle: Double?
        for _ in 0..<60 {
            game.step(GameInput(paddleX: game.layout.size.width / 2, topPaddleX: game.layout.size.width / 2))
            guard let v = game.ballState(ball)?.velocity else { break }
            if side == .bottom ? v.dy < 0 : v.dy > 0 {
                angle = atan2(Double(v.dx), abs(Double(v.dy))) * 180 / .pi
                break
            }
        }
        let a = try #require(angle, "the ball came back off the \(side) paddle")
        #expect(a > 40 && a <= rules.paddleBounceAngle + 0.5, "\(side): \(a) degrees")
    }
}
