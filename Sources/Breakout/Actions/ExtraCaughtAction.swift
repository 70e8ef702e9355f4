import Dynamics

/// The paddle catches a capsule and its extra takes effect (LBreakoutHD's rules and times).
/// Timed extras go into `GameState.extras`; the game's physics follows that state every
/// step (`Game.syncExtras`), so undo and rewind need only put the state back.
final class ExtraCaughtAction: GameAction {
    let capsule: Int
    private var removal: CapsuleRemoval?
    /// What the extra turned out to be (a random extra becomes another).
    private(set) var extra: Extra?
    private var previous: ExtraEffectsUndo?

    init(capsule: Int) { self.capsule = capsule }

    override func apply(to game: Game) {
        guard let removal = CapsuleRemoval(capsule, from: game) else { return }
        self.removal = removal
        previous = ExtraEffectsUndo(game)
        let extra = removal.capsule.extra == .random ? ExtraCaughtAction.randomExtra(in: game) : removal.capsule.extra
        self.extra = extra
        game.state.extrasCaught[removal.capsule.extra.index] += 1
        if extra != removal.capsule.extra { game.state.extrasCaught[extra.index] += 1 }
        use(extra, on: game)
        if extra == .joker {
            // Every good capsule falling is caught twice over; the bad ones are taken away.
            for other in game.state.capsules {
                if other.extra.isMalus || other.extra == .random || other.extra == .joker {
                    cause(CapsuleMissedAction(capsule: other.id))
                } else {
                    cause(JokerCollectAction(capsule: other.id))
                }
            }
        }
    }

    /// The extra's effect at once; timed ones start (or run longer).
    func use(_ extra: Extra, on game: Game) {
        for other in extra.excludes { game.state.extras.end(other) }
        if let seconds = extra.duration {
            game.state.extras.start(extra, at: step, seconds: seconds * game.rules.difficulty.timeFactor)
        }
        game.state.score += extra.points * game.rules.difficulty.scorePercent / 100
        switch extra {
        case .lengthenPaddle:
            game.state.paddleSteps = min(game.state.paddleSteps + 1, game.rules.difficulty.paddleSteps.upperBound)
        case .shortenPaddle:
            game.state.paddleSteps = max(game.state.paddleSteps - 1, game.rules.difficulty.paddleSteps.lowerBound)
        case .extraLife:
            // As LBreakoutHD, up to the difficulty's most (or the lives it started with).
            game.state.lives = min(game.state.lives + 1, game.rules.maxLives)
        case .extraBall:
            if ballRoom(in: game) > 0 {
                let angle = -Double.pi / 2 + game.state.random.nextDouble(in: -0.6...0.6)
                let paddle = game.paddleRect
                let center = Point(x: game.paddleX, y: paddle.minY - game.rules.ballRadius - 1)
                cause(SpawnBallAction(at: center, velocity: Vector(angle: angle, length: game.serveSpeed)))
            }
        case .multiball:
            // Each free ball splits into three: two more at 25 degrees either side, oldest
            // first, until the balls in play reach `maxBalls`.
            var room = ballRoom(in: game)
            for ball in game.state.balls where room > 0 && !game.state.isHeld(ball.id) {
                guard let s = game.ballState(ball.id) else { continue }
                for turn in [-0.436, 0.436] where room > 0 {
                    cause(SpawnBallAction(at: s.center, velocity: s.velocity.rotated(by: turn)))
                    room -= 1
                }
            }
        case .reset:
            for active in game.state.extras.active(at: step) { game.state.extras.end(active) }
        case .extraTime:
            game.state.extras.extend(by: 7 * game.rules.difficulty.timeFactor, at: step)
        default:
            break
        }
    }

    override func revert(on game: Game) {
        guard let removal, let previous else { return }
        previous.restore(on: game)
        removal.restore(on: game)
    }

    /// Balls that may still come into play: the cap less the balls in play and those this
    /// action has already asked for (a joker uses an extra twice before they spawn).
    private func ballRoom(in game: Game) -> Int {
        game.rules.maxBalls - game.state.balls.count - subactions.filter { $0 is SpawnBallAction }.count
    }

    /// What a random capsule gives: any extra but random itself, and no malus where the
    /// difficulty drops none.
    static func randomExtra(in game: Game) -> Extra {
        let pool = Extra.allCases.filter { $0 != .random && (game.rules.difficulty.dropsMaluses || !$0.isMalus) }
        return pool[game.state.random.nextInt(below: pool.count)]
    }

    override var effect: ActionEffect? { extra.map { .extraCaught($0) } }
}

/// The joker takes a good capsule that is still falling: its extra acts twice.
final class JokerCollectAction: GameAction {
    let capsule: Int
    private var removal: CapsuleRemoval?
    private var previous: ExtraEffectsUndo?
    private var extra: Extra?

    init(capsule: Int) { self.capsule = capsule }

    override func apply(to game: Game) {
        guard let removal = CapsuleRemoval(capsule, from: game) else { return }
        self.removal = removal
        previous = ExtraEffectsUndo(game)
        extra = removal.capsule.extra
        game.state.extrasCaught[removal.capsule.extra.index] += 1
        let user = ExtraCaughtAction(capsule: capsule)
        user.step = step
        user.use(removal.capsule.extra, on: game)
        user.use(removal.capsule.extra, on: game)
        for sub in user.subactions { cause(sub) }
    }

    override func revert(on game: Game) {
        guard let removal, let previous else { return }
        previous.restore(on: game)
        removal.restore(on: game)
    }

    override var effect: ActionEffect? { extra.map { .extraCaught($0) } }
}

/// What an extra's use may change in the state, kept to put back on undo.
struct ExtraEffectsUndo {
    let extras: ActiveExtras
    let paddleSteps: Int
    let lives: Int
    let score: Int
    let caught: [Int]

    init(_ game: Game) {
        let s = game.state
        (extras, paddleSteps, lives, score, caught) = (s.extras, s.paddleSteps, s.lives, s.score, s.extrasCaught)
    }

    func restore(on game: Game) {
        (game.state.extras, game.state.paddleSteps, game.state.lives, game.state.score, game.state.extrasCaught) =
            (extras, paddleSteps, lives, score, caught)
    }
}
