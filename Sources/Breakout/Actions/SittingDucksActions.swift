import Dynamics

/// Sitting Ducks: the ball's wait at the ceiling is over. A duck is marked at random and
/// the ball drops nearly straight down (LBreakoutHD: a random serve's direction turned
/// downward, its sideways part cut to a fifth; the ball rules then keep it off the vertical).
///
/// ```swift
/// game.perform(DuckReleasedAction())   // game.state.miniGame?.ducks?.target is set
/// ```
final class DuckReleasedAction: GameAction {
    private var previous: (mg: MiniGameState, held: [HeldBall], balls: [Ball], target: Brick?)?
    private var moved: [(id: Int, state: DynamicItemState)] = []

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame, var ducks = mg.ducks, !ducks.ducks.isEmpty else { return }
        let target = ducks.ducks[game.state.random.nextInt(below: ducks.ducks.count)]
        previous = (mg, game.state.heldBalls, game.state.balls, game.state.bricks[target])
        ducks.target = target
        mg.ducks = ducks
        game.state.miniGame = mg
        SittingDucksRules.setMarked(target, true, in: game)
        let waiting = game.state.heldBalls.filter { $0.anchor == .ceiling }
        game.state.heldBalls.removeAll { $0.anchor == .ceiling }
        for held in waiting {
            guard let item = game.ballItems[held.ball], var s = game.animator.state(of: item) else { continue }
            moved.append((held.ball, s))
            let sideways = game.state.random.nextDouble(in: 0.06...1.5) * (game.state.random.nextInt(below: 2) == 0 ? -1 : 1)
            let down = Vector(dx: sideways * 0.2, dy: 1)
            s.velocity = Vector(dx: down.dx / down.length * game.serveSpeed, dy: down.dy / down.length * game.serveSpeed)
            game.animator.setState(s, of: item)
            if let i = game.state.ballIndex(held.ball) { game.state.balls[i].lastUsefulContactStep = step }
        }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        (game.state.miniGame, game.state.heldBalls, game.state.balls) = (previous.mg, previous.held, previous.balls)
        if let brick = previous.target { game.state.bricks[brick.id] = brick }
        for m in moved.reversed() {
            if let item = game.ballItems[m.id] { game.animator.setState(m.state, of: item) }
        }
    }
}

/// Sitting Ducks: the marked duck was hit on the ball's way up. Its prize, 1,000 more for
/// the next hit, the duck back among the others, and the ball back to the ceiling.
///
/// ```swift
/// game.perform(BrickHitAction(ball: nil, brick: target, at: nil))   // causes DuckHitAction
/// ```
final class DuckHitAction: GameAction {
    private var previous: (mg: MiniGameState, score: Int, duck: Brick)?
    private var earned = 0

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame, let target = mg.ducks?.target else { return }
        previous = (mg, game.state.score, game.state.bricks[target])
        earned = MiniGameRules.points(mg.maxScore, in: game)
        game.state.score += earned
        mg.maxScore += SittingDucksRules.prizeStep
        mg.runs += 1
        mg.ducks?.target = nil
        game.state.miniGame = mg
        SittingDucksRules.setMarked(target, false, in: game)
        cause(BallToCeilingAction())
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        (game.state.miniGame, game.state.score) = (previous.mg, previous.score)
        game.state.bricks[previous.duck.id] = previous.duck
    }

    override var effect: ActionEffect? { previous.map { _ in .miniGameScored(points: earned) } }
}

/// Sitting Ducks: on its way up the ball hit another duck than the marked one. The marked
/// duck blows up, the prize falls back to 6,000 and the ball goes back to the ceiling.
///
/// ```swift
/// game.perform(BrickHitAction(ball: nil, brick: otherDuck, at: nil))   // causes DuckMissedAction
/// ```
final class DuckMissedAction: GameAction {
    private var previous: (mg: MiniGameState, duck: Brick)?
    private var lost: (brick: Int, center: Point)?

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame, let target = mg.ducks?.target else { return }
        // The break leaves the duck with no hits; undo puts back the brick as it was.
        previous = (mg, game.state.bricks[target])
        lost = (target, game.brickRect(target).center)
        mg.ducks?.ducks.removeAll { $0 == target }
        mg.ducks?.target = nil
        mg.maxScore = SittingDucksRules.baseScore
        game.state.miniGame = mg
        cause(BrickBrokenAction(brick: target))
        // The duck the ball hit stays, so one is always left.
        cause(BallToCeilingAction())
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        game.state.miniGame = previous.mg
        game.state.bricks[previous.duck.id] = previous.duck
    }

    override var effect: ActionEffect? {
        lost.map { .explosion(brick: $0.brick, center: $0.center, waves: [[$0.brick]]) }
    }
}

/// Sitting Ducks: a duck broke under hits from above (the ball's way down is no shot, and a
/// duck is a brick there, as in LBreakoutHD). It is lost: no points; if it was the marked
/// one, the prize falls back to 6,000 and another is marked at once, the ball flying on.
/// With no duck left, the game is over.
///
/// ```swift
/// game.perform(BrickHitAction(ball: fallingBall, brick: duck, at: nil))   // causes DuckLostAction
/// ```
final class DuckLostAction: GameAction {
    let brick: Int
    private var previous: MiniGameState?

    init(brick: Int) { self.brick = brick }

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame, var ducks = mg.ducks else { return }
        previous = mg
        ducks.ducks.removeAll { $0 == brick }
        if ducks.target == brick {
            ducks.target = nil
            mg.maxScore = SittingDucksRules.baseScore
            // The ball is not waiting: the next duck is marked with no wait.
            mg.nextEventStep = step
        }
        mg.ducks = ducks
        game.state.miniGame = mg
        if ducks.ducks.isEmpty { cause(MiniGameOverAction(reason: "every duck is gone")) }
    }

    override func revert(on game: Game) {
        if let previous { game.state.miniGame = previous }
    }
}
