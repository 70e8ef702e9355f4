import Dynamics
import Translations

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
        case .sittingDucks:
            // The interval is the ball's wait at the ceiling.
            var state = MiniGameState(game: miniGame, actionSteps: seconds(1), maxScore: SittingDucksRules.baseScore, nextEventStep: 0)
            state.ducks = MiniGameState.SittingDucks(ducks: SittingDucksRules.build(in: game), target: nil)
            return state
        case .hunter:
            var state = MiniGameState(game: miniGame, actionSteps: seconds(30), maxScore: 6000, nextEventStep: 0)
            state.hunt = HunterRules.build(in: game)
            return state
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
        case .jumpingJack, .hunter:
            if now >= mg.nextEventStep { game.perform(MiniGameOverAction(reason: "time ran out")) }
        case .sittingDucks:
            // The ball waits at the ceiling (no duck marked) until its time is up.
            if mg.ducks?.target == nil && now >= mg.nextEventStep { game.perform(DuckReleasedAction()) }
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
        case .sittingDucks:
            // A duck broken from above (a blown-up duck has left the list already).
            return mg.ducks?.ducks.contains(brick) == true ? DuckLostAction(brick: brick) : nil
        case .hunter:
            // Nothing breaks: every hit is taken before any damage (`brickHit`).
            return nil
        }
    }

    /// What a hit means before it does damage: Sitting Ducks takes the hits on the ball's
    /// way up, Hunter every hit (nothing breaks there, as in LBreakoutHD); the others leave
    /// hits to the bricks.
    enum HitRule {
        /// The brick takes the hit as in any level.
        case ordinary
        /// The ball bounces off and nothing else happens.
        case absorbed
        /// The ball bounces off and the mini-game's rule acts.
        case rule(GameAction)
    }

    func brickHit(_ brick: Int, ball: Int?) -> HitRule {
        guard let mg = game.state.miniGame else { return .ordinary }
        switch mg.game {
        case .sittingDucks:
            // A hit on the way up is the rule's (LBreakoutHD: one whose impact points up);
            // one on the way down is an ordinary hit: a duck breaks (the marked one, a three-hit
            // brick, on its third), and is lost (`DuckLostAction`).
            guard mg.ducks?.ducks.contains(brick) == true, SittingDucksRules.isRising(ball: ball, at: brick, in: game) else { return .ordinary }
            guard let target = mg.ducks?.target else { return .absorbed }
            return .rule(brick == target ? DuckHitAction() : DuckMissedAction())
        case .hunter:
            guard let hunt = mg.hunt, let move = HunterRules.move(of: game.state.bricks[brick], in: hunt) else { return .absorbed }
            return .rule(HunterMovedAction(control: brick, move: move))
        case .invaders, .barrier, .jumpingJack, .outbreak:
            return .ordinary
        }
    }

    /// What the autoplayer should aim at, where not every breakable brick will do.
    struct Aims {
        /// The bricks to hit.
        var bricks: [Int]
        /// The ball must meet them on its way up (no bank shot off the top wall).
        var direct: Bool
        /// Bricks a hit on does nothing, to bounce the ball closer to `bricks` when none of
        /// them is in reach.
        var stones: [Int] = []
    }

    /// The marked duck; the controls that move the hunter toward its prey, and the floor's
    /// plain walls as stepping stones. Nil in the other mini-games.
    static func aims(in game: Game) -> Aims? {
        guard let mg = game.state.miniGame else { return nil }
        switch mg.game {
        case .sittingDucks:
            return Aims(bricks: mg.ducks?.target.map { [$0] } ?? [], direct: true)
        case .hunter:
            guard let hunt = mg.hunt else { return nil }
            return Aims(bricks: HunterRules.controlsTowardPrey(hunt, in: game), direct: true, stones: HunterRules.floorWalls(in: game))
        case .invaders, .barrier, .jumpingJack, .outbreak:
            return nil
        }
    }

    /// What each special brick is, for the window: the duck to hit, the prey, the hunter, its
    /// controls, and the floor's bricks that reach the walls.
    static func marks(in game: Game) -> [(brick: Int, mark: MiniGameMark)] {
        guard let mg = game.state.miniGame else { return [] }
        switch mg.game {
        case .sittingDucks:
            return mg.ducks?.target.map { [($0, .target)] } ?? []
        case .hunter:
            guard let hunt = mg.hunt else { return [] }
            var marks: [(brick: Int, mark: MiniGameMark)] = [(hunt.prey, .target), (hunt.hunter, .hunter)]
            let last = game.state.level.columns - 1
            for brick in game.state.bricks where brick.isAlive && brick.id != hunt.hunter && brick.id != hunt.prey {
                if let move = HunterRules.move(of: brick, in: hunt) { marks.append((brick.id, .control(dx: move.dx, dy: move.dy))) }
                let p = brick.placement
                if HunterRules.floorRows.contains(p.row) && (p.column == 0 || p.column == last) { marks.append((brick.id, .sealsGap)) }
            }
            return marks
        case .invaders, .barrier, .jumpingJack, .outbreak:
            return []
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
        case .sittingDucks:
            return tr("SITTING DUCKS  ducks %1$d  hits %2$d  prize %3$d",
                      mg.ducks?.ducks.count ?? 0, mg.runs, points(mg.maxScore, in: game))
        case .hunter: return tr("HUNTER  %1$ds  caught %2$d", seconds, mg.runs)
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
        case .jumpingJack, .hunter: return tr("CAUGHT %d", mg.runs)
        case .sittingDucks: return tr("HITS %d", mg.runs)
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

/// The mini-game's clock starts with the serve: the first deadline, invader and barrier
/// move, or the ball's first wait at the ceiling.
final class MiniGameClockAction: GameAction {
    private var previous: MiniGameState?

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = mg
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
        // Sitting Ducks' ball starts from the ceiling.
        if mg.game == .sittingDucks { cause(BallToCeilingAction()) }
    }

    override func revert(on game: Game) { if let previous { game.state.miniGame = previous } }
}

/// A mini-game ends: time ran out, an invader or the barrier reached the paddle, the last
/// duck is gone, the hunter ran into the wall, the ball is lost. The balls leave the field.
/// A bonus level's mini-game ends as LBreakoutHD's do: as a level done, without its bonus
/// for lives, no life lost, and the game goes on to the next level.
final class MiniGameOverAction: GameAction {
    let reason: String
    private var balls: [BallRemoval] = []
    private var phase = GamePhase.playing
    private var lives = 0
    private var endsBonusLevel = false

    init(reason: String) { self.reason = reason }

    override func apply(to game: Game) {
        endsBonusLevel = game.playsBonusLevel
        if endsBonusLevel { return cause(LevelClearedAction(withBonus: false)) }
        phase = game.state.phase
        lives = game.state.lives
        balls = game.state.balls.map(\.id).compactMap { BallRemoval($0, from: game) }
        game.state.phase = .gameOver
        // The one life is spent: the HUD shows none.
        game.state.lives = 0
    }

    override func revert(on game: Game) {
        guard !endsBonusLevel else { return }
        game.state.phase = phase
        game.state.lives = lives
        for b in balls.reversed() { b.restore(on: game) }
    }

    override var effect: ActionEffect? { endsBonusLevel ? nil : .gameOver(score: 0) }
}
