import Dynamics

/// The mini-games' rules, after LBreakoutHD's bonus levels: setting up the arena, the timed
/// events each step, and what breaking a brick means. Every change is an action (the
/// mini-game actions), so mini-games undo, rewind and replay like levels.
struct MiniGameRules {
    let game: Game

    static func seconds(_ s: Double) -> Int { Int((s * Double(Game.stepsPerSecond)).rounded()) }

    /// The state a new mini-game starts from, with its first bricks in the arena.
    static func start(_ miniGame: MiniGame, in game: Game) -> MiniGameState {
        switch miniGame {
        case .jumpingJack:
            var state = MiniGameState(game: miniGame, actionSteps: seconds(15), maxScore: 2000, nextEventStep: 0)
            state.jack = JackJumpedAction.place(in: game)
            return state
        case .invaders:
            return MiniGameState(game: miniGame, actionSteps: seconds(1.8), maxScore: 5000, nextEventStep: 0)
        case .barrier:
            BarrierBuiltAction.build(level: 1, in: game)
            return MiniGameState(game: miniGame, actionSteps: seconds(3), maxScore: 6000, nextEventStep: 0)
        case .outbreak:
            for _ in 0..<3 { _ = InfectionAction.infect(in: game) }
            return MiniGameState(game: miniGame, actionSteps: seconds(2), maxScore: 6000, nextEventStep: 0)
        }
    }

    /// Every step in play: the clock starts at the serve, then the mini-game's timed events.
    func update() {
        guard let mg = game.state.miniGame else { return }
        if mg.nextEventStep == 0 {
            game.perform(MiniGameClockAction())
            return
        }
        let now = game.stepIndex
        switch mg.game {
        case .jumpingJack:
            if now >= mg.nextEventStep { game.perform(MiniGameOverAction(reason: "time ran out")) }
        case .invaders:
            if now >= mg.nextEventStep { game.perform(InvaderArrivedAction()) }
            if mg.invaders.contains(where: { $0.nextMoveStep <= now }) { game.perform(InvadersMovedAction()) }
            if game.state.miniGame?.invaders.contains(where: { game.state.bricks[$0.brick].placement.row >= game.state.level.rows - 1 }) == true {
                game.perform(MiniGameOverAction(reason: "an invader reached the paddle"))
            }
        case .barrier:
            if now >= mg.nextEventStep { game.perform(BarrierMovedAction()) }
        case .outbreak:
            if now >= mg.nextEventStep { game.perform(InfectionAction()) }
        }
    }

    /// What breaking `brick` means in the mini-game: a subaction for the break to cause.
    func brickBroken(_ brick: Int) -> GameAction? {
        guard let mg = game.state.miniGame else { return nil }
        switch mg.game {
        case .jumpingJack:
            return mg.jack == brick ? JackJumpedAction() : nil
        case .invaders:
            return mg.invaders.contains { $0.brick == brick } ? InvaderKilledAction(brick: brick) : nil
        case .barrier:
            return game.state.bricks[brick].placement.row == 0 ? BarrierBuiltAction() : nil
        case .outbreak:
            return CuredAction()
        }
    }

    /// A line for the HUD: the mini-game and where it stands.
    static func status(of game: Game) -> String? {
        guard let mg = game.state.miniGame else { return nil }
        let left = mg.nextEventStep == 0 ? mg.actionSteps : max(0, mg.nextEventStep - game.stepIndex)
        let seconds = Int((Double(left) / Double(Game.stepsPerSecond)).rounded(.up))
        switch mg.game {
        case .jumpingJack: return tr("JUMPING JACK  %1$ds  caught %2$d", seconds, mg.runs)
        case .invaders: return tr("INVADERS  wave %1$d  %2$d/%3$d", mg.runs + 1, mg.killed, mg.invaderLimit)
        case .barrier: return tr("BARRIER %1$d  next row in %2$ds", mg.barrierLevel, seconds)
        case .outbreak:
            let active = game.state.bricks.filter(\.isAlive).count
            return tr("OUTBREAK  wave %1$d  infections %2$d/%3$d  active %4$d/%5$d",
                      mg.runs + 1, mg.infections, OutbreakRules.perWave, active, OutbreakRules.fatal)
        }
    }

    /// How far a mini-game got, for its result ("WAVE 3"), where a level number means nothing.
    static func result(of game: Game) -> String? {
        guard let mg = game.state.miniGame else { return nil }
        switch mg.game {
        case .jumpingJack: return tr("CAUGHT %d", mg.runs)
        case .invaders, .outbreak: return tr("WAVE %d", mg.runs + 1)
        case .barrier: return tr("BARRIER %d", mg.barrierLevel)
        }
    }

    /// Points, as the difficulty counts them.
    static func points(_ n: Int, in game: Game) -> Int { n * game.rules.difficulty.scorePercent / 100 }
}

/// What a timed mini-game event changed: the mini-game's state and the brick it placed,
/// put back on undo.
struct MiniGameUndo {
    var previous: MiniGameState?
    var placed: Game.PlacedBrick?

    func restore(on game: Game) {
        if let placed { game.unplaceBrick(placed) }
        if let previous { game.state.miniGame = previous }
    }
}

/// The mini-game's clock starts with the serve: the first deadline, invader and barrier move.
final class MiniGameClockAction: GameAction {
    private var previous: MiniGameState?

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = mg
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
    }

    override func revert(on game: Game) { if let previous { game.state.miniGame = previous } }
}

/// A mini-game ends: time ran out, an invader or the barrier reached the paddle. The balls
/// leave the field.
final class MiniGameOverAction: GameAction {
    let reason: String
    private var balls: [BallRemoval] = []
    private var phase = GamePhase.playing
    private var lives = 0

    init(reason: String) { self.reason = reason }

    override func apply(to game: Game) {
        phase = game.state.phase
        lives = game.state.lives
        balls = game.state.balls.map(\.id).compactMap { BallRemoval($0, from: game) }
        game.state.phase = .gameOver
        // The one life is spent: the HUD shows none.
        game.state.lives = 0
    }

    override func revert(on game: Game) {
        game.state.phase = phase
        game.state.lives = lives
        for b in balls.reversed() { b.restore(on: game) }
    }

    override var effect: ActionEffect? { .gameOver(score: 0) }
}
