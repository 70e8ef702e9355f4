import Dynamics

/// Plays every level of a levelset for a while with the autoplayer and reports what
/// happened: a check that no level can hang the game or grow it past its caps. The test
/// suite runs it on every installed LBreakout2 levelset, and `breakout playthrough` on
/// any level file.
///
/// ```swift
/// let levels = try LevelLoader.load(path: "/usr/share/games/lbreakout2/levels/Arcade")
/// let report = LevelPlaythrough(seconds: 60, manyExtraBalls: true).play(levels)
/// report.levels.allSatisfy(\.isValid)   // every level finished inside the caps
/// ```
public struct LevelPlaythrough: Sendable {
    /// What one level's run ended with.
    public struct LevelResult: Hashable, Sendable {
        /// 1-based, among the set's playable levels.
        public var level: Int
        var steps: Int
        var phase: GamePhase
        var bricksBroken: Int
        public var mostBalls: Int
        var mostCapsules: Int
        /// Balls whose position or velocity is not finite, or that left the field without
        /// being counted as lost.
        var invalidBalls: Int
        var maxBalls: Int
        var maxCapsules: Int

        public var isValid: Bool { invalidBalls == 0 && mostBalls <= maxBalls && mostCapsules <= maxCapsules }
    }

    public struct Report: Hashable, Sendable {
        public var levels: [LevelResult]
        public var steps: Int { levels.reduce(0) { $0 + $1.steps } }
    }

    /// Simulated seconds per level.
    var seconds: Int
    /// Turns every fourth one-hit brick into an extra-ball brick and every ninth into a
    /// multiball, to push the ball cap.
    var manyExtraBalls: Bool
    var rules: GameRules

    public init(seconds: Int = 60, manyExtraBalls: Bool = true, rules: GameRules = LevelPlaythrough.defaultRules) {
        self.seconds = seconds
        self.manyExtraBalls = manyExtraBalls
        self.rules = rules
    }

    /// The defaults without debris: it is only for the eye, and its boxes, always arriving
    /// and never asleep, cost the contact solver about 0.3 ms a step (the pyramid's cost per
    /// box), thirty times what the balls cost over 2,416 levels.
    public static var defaultRules: GameRules {
        var rules = GameRules()
        rules.debris = false
        return rules
    }

    /// Plays each playable level (one with a breakable brick) from its start, with the
    /// set's next levels after it as in a real game, seed = its number.
    public func play(_ levels: [Level]) -> Report {
        let playable = levels.filter { $0.breakableCount > 0 }
        var results: [LevelResult] = []
        for k in playable.indices {
            var sequence = Array(playable[k...] + playable[..<k])
            if manyExtraBalls { sequence = sequence.map(LevelPlaythrough.withManyExtraBalls) }
            results.append(play(sequence, number: k + 1))
        }
        return Report(levels: results)
    }

    private func play(_ sequence: [Level], number: Int) -> LevelResult {
        let game = Game(rules: rules, levels: .list(sequence), seed: UInt64(number))
        var autoplayer = Autoplayer()
        var mostBalls = 0, mostCapsules = 0
        // Bounded by the step count whatever the level does.
        while game.stepIndex < seconds * Game.stepsPerSecond && game.state.phase != .gameOver {
            game.step(autoplayer.input(for: game))
            mostBalls = max(mostBalls, game.state.balls.count)
            mostCapsules = max(mostCapsules, game.state.capsules.count)
        }
        var invalid = 0
        let width = game.layout.size.width
        for ball in game.state.balls {
            guard let s = game.ballState(ball.id), s.center.isFinite, s.velocity.isFinite,
                  s.center.x > -100, s.center.x < width + 100, s.center.y > -100 else { invalid += 1; continue }
        }
        return LevelResult(level: number, steps: game.stepIndex, phase: game.state.phase, bricksBroken: game.state.bricksBroken,
                           mostBalls: mostBalls, mostCapsules: mostCapsules, invalidBalls: invalid,
                           maxBalls: rules.maxBalls, maxCapsules: rules.maxCapsules)
    }

    /// The level with every fourth one-hit brick releasing a ball and every ninth dropping
    /// a multiball (chosen by cell, so every run is the same).
    static func withManyExtraBalls(_ level: Level) -> Level {
        var level = level
        for k in level.bricks.indices where level.bricks[k].kind == .normal {
            let cell = level.bricks[k].row * level.columns + level.bricks[k].column
            if cell % 4 == 0 { level.bricks[k].kind = .extraBall } else if cell % 9 == 0 { level.bricks[k].extra = .multiball }
        }
        return level
    }
}
