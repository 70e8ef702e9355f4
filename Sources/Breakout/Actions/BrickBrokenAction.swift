import Dynamics

/// A brick breaks: it leaves the field, the combo grows, the score rises (more in a combo),
/// and its kind acts: an explosive brick goes off shortly, an extra-ball brick spawns a
/// ball, and a brick with an extra drops its capsule (under a gold shower, one without
/// drops 1,000 points). Points follow the difficulty's percentage.
final class BrickBrokenAction: GameAction {
    let brick: Int
    /// Steps between an explosive brick breaking and going off.
    static let explosionDelay = 18
    private var previous: (score: Int, combo: Int, best: Int, broken: Int, heals: [PendingHeal])?
    private var rect = Rect.zero
    private var kind = BrickKind.normal
    private var tint = 0

    /// False when the player had it destroyed (the Plane of Inner Stability): no points, no combo.
    let scores: Bool

    init(brick: Int, scores: Bool = true) {
        self.brick = brick
        self.scores = scores
    }

    /// Points for breaking a brick of this kind.
    static func points(for kind: BrickKind) -> Int {
        switch kind {
        case .normal: return 10
        case let .multiHit(n): return 10 * n
        case .indestructible: return 0
        case .explosive: return 20
        case .extraBall: return 25
        case .wall, .chaotic: return 100
        case let .regenerating(n): return 20 * n
        case .growing: return 20
        case .invisible: return 40
        }
    }

    override func apply(to game: Game) {
        let b = game.state.bricks[brick]
        rect = game.brickRect(brick)
        kind = b.kind
        tint = b.placement.tint
        previous = (game.state.score, game.state.combo, game.state.bestCombo, game.state.bricksBroken, game.state.pendingHeals)
        game.state.pendingHeals.removeAll { $0.brick == brick }
        game.state.bricks[brick].isAlive = false
        game.state.bricks[brick].hitsLeft = 0
        game.syncBrick(brick)
        game.spawnDebris(of: b, rect: rect)
        // The combo multiplies: +1x for every 5 bricks since the paddle.
        // In a mini-game, points come from its rules alone.
        if game.state.miniGame == nil && scores {
            game.state.score += BrickBrokenAction.points(for: kind) * (1 + game.state.combo / 5)
                * game.rules.difficulty.scorePercent / 100
        }
        if scores {
            game.state.combo += 1
            game.state.bestCombo = max(game.state.bestCombo, game.state.combo)
        }
        game.state.bricksBroken += 1
        let center = rect.center
        switch kind {
        case .explosive:
            // One pending explosion per explosive brick: a brick breaks once, so the list
            // never holds more than the level's cells (`LevelLimits`).
            game.state.pendingExplosions.append(PendingExplosion(brick: brick, dueStep: step + BrickBrokenAction.explosionDelay))
        case .extraBall:
            // The random draw happens either way, so the cap changes no later random numbers.
            let angle = -Double.pi / 2 + game.state.random.nextDouble(in: -0.6...0.6)
            if game.state.balls.count < game.rules.maxBalls {
                cause(SpawnBallAction(at: center, velocity: Vector(angle: angle, length: game.serveSpeed)))
            }
        case .growing:
            cause(BricksGrownAction(around: brick))
        case _ where game.state.miniGame != nil:
            if let rule = MiniGameRules(game: game).brickBroken(brick) { cause(rule) }
        default:
            break
        }
        var drop = b.placement.extra
        if let extra = drop, extra.isMalus && !game.rules.difficulty.dropsMaluses { drop = nil }
        if b.placement.extra == nil && game.state.extras.isActive(.goldShower, at: game.stepIndex) { drop = .score1000 }
        // A duel drops no capsules: neither paddle could fairly catch them.
        if let drop, game.state.duel == nil, game.state.capsules.count < game.rules.maxCapsules { cause(CapsuleDropAction(extra: drop, at: center)) }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        if kind == .explosive { game.state.pendingExplosions.removeAll { $0.brick == brick } }
        game.state.bricks[brick].isAlive = true
        game.syncBrick(brick)
        game.removeDebris(of: brick)
        (game.state.score, game.state.combo, game.state.bestCombo, game.state.bricksBroken, game.state.pendingHeals) = previous
    }

    override var effect: ActionEffect? { .brickBroken(brick: brick, rect: rect, kind: kind, tint: tint) }
}
