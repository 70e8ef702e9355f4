import Dynamics

/// A ball (or an explosion, or a laser shot) hits a brick: it loses a hit, and breaks when
/// none are left. An indestructible brick only counts as a touch. The ball extras act here:
/// an explosive ball breaks the brick and its eight neighbours, a weak ball leaves the brick
/// whole two times in five, a chaotic ball bounces off at random. A mini-game may take the
/// hit instead (`MiniGameRules.brickHit`): the brick is left as it is.
final class BrickHitAction: GameAction {
    let ball: Int?
    let brick: Int
    let point: Point?
    /// Explosions break a brick whatever its hits.
    let destroys: Bool
    /// An energy ball's hit: breaks walls too.
    let energy: Bool
    private var previousHits = 0
    private var previousTouch: Int?
    private var previousScore = 0
    private var landed = false
    /// A weak ball's hit that did nothing.
    private(set) var missed = false
    /// An explosive ball's hit: the neighbours break too.
    private var blasted = false

    init(ball: Int?, brick: Int, at point: Point?, destroys: Bool = false, energy: Bool = false) {
        self.ball = ball
        self.brick = brick
        self.point = point
        self.destroys = destroys || energy
        self.energy = energy
    }

    override func apply(to game: Game) {
        let b = game.state.bricks[brick]
        landed = b.isAlive
        guard landed else { return }
        if let ball, let i = game.state.ballIndex(ball) {
            previousTouch = game.state.balls[i].lastUsefulContactStep
            game.state.balls[i].lastUsefulContactStep = step
        }
        let extras = game.state.extras, now = game.stepIndex
        if let ball, !energy, extras.isActive(.chaoticBalls, at: now) || b.kind.isChaotic { cause(ChaoticBounceAction(ball: ball)) }
        // Sitting Ducks and Hunter may take the hit before any damage: the ball only
        // bounces, and their rule says what the hit means.
        if game.state.miniGame != nil {
            switch MiniGameRules(game: game).brickHit(brick, ball: ball) {
            case .ordinary: break
            case .absorbed: return
            case let .rule(action):
                cause(action)
                return
            }
        }
        guard b.kind.isBreakable || (energy && b.kind.breaksUnderEnergy) else { return }
        var destroys = self.destroys
        if ball != nil && extras.isActive(.weakBalls, at: now) && game.state.random.nextDouble() < 0.4 {
            missed = true
            return
        }
        if ball != nil && extras.isActive(.explosiveBalls, at: now) {
            destroys = true
            blasted = true
            let cell = b.placement.cell
            for neighbour in cell.neighbours(.eight, columns: game.state.level.columns, rows: game.state.level.rows) {
                guard let id = game.brickID(at: neighbour), game.state.bricks[id].isAlive, game.state.bricks[id].kind.isBreakable else { continue }
                cause(BrickHitAction(ball: nil, brick: id, at: nil, destroys: true))
            }
        }
        damagedRect = game.brickRect(brick)
        previousHits = b.hitsLeft
        previousScore = game.state.score
        game.state.bricks[brick].hitsLeft = destroys ? 0 : b.hitsLeft - 1
        if game.state.bricks[brick].hitsLeft <= 0 {
            // Before the blast's neighbours, so the brick the ball hit breaks first.
            insertCause(BrickBrokenAction(brick: brick))
        } else {
            // In a mini-game, points come from its rules alone.
            if game.state.miniGame == nil { game.state.score += 5 }
            if case .regenerating = b.kind { scheduleHeal(on: game) }
        }
    }

    override func revert(on game: Game) {
        guard landed else { return }
        if let ball, let previousTouch, let i = game.state.ballIndex(ball) {
            game.state.balls[i].lastUsefulContactStep = previousTouch
        }
        guard damagedRect != nil, !missed else { return }
        if let previousHeals { game.state.pendingHeals = previousHeals }
        game.state.bricks[brick].hitsLeft = previousHits
        game.state.score = previousScore
    }

    private var damagedRect: Rect?
    private var previousHeals: [PendingHeal]?

    /// A regenerating brick heals a hit once left alone long enough; a new hit starts the wait over.
    private func scheduleHeal(on game: Game) {
        previousHeals = game.state.pendingHeals
        game.state.pendingHeals.removeAll { $0.brick == brick }
        game.state.pendingHeals.append(PendingHeal(brick: brick, dueStep: step + game.healDelaySteps))
    }
    override var effect: ActionEffect? {
        guard landed else { return nil }
        if subactions.contains(where: { $0 is BrickBrokenAction }) {
            // The breaking is the subaction's; a special ball says how it broke.
            guard ball != nil else { return nil }
            if energy { return .brickBrokenByExtra(brick: brick, extra: .energyBalls) }
            return blasted ? .brickBrokenByExtra(brick: brick, extra: .explosiveBalls) : nil
        }
        if let rect = damagedRect, !missed { return .brickDamaged(brick: brick, rect: rect, hitsLeft: previousHits - 1) }
        return ball == nil ? nil : .brickTouched(brick: brick)
    }
}
