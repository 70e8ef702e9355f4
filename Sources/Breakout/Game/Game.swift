import Dynamics
import Foundation

/// A game of Breakout on the Dynamics engine, headless: it steps the physics, turns contacts
/// into `GameAction`s, applies the rules that make the ball feel good, and keeps the history
/// for rewinding. The window feeds it input and draws it; tests and replays drive it alone.
///
/// ```swift
/// let game = Game(rules: GameRules(), levels: .list([level]), seed: 7)
/// var autoplayer = Autoplayer()
/// while game.state.phase != .gameOver && game.stepIndex < 120 * 60 {
///     game.step(autoplayer.input(for: game))
/// }
/// print(game.state.score)
/// ```
public final class Game {
    /// Only actions change it (they are in this module); everything else reads it.
    public var state: GameState
    public private(set) var rules: GameRules
    public private(set) var layout: FieldLayout
    /// The engine and the playfield on it; a restart builds new ones, so a restarted game
    /// is exactly a new game (and a replay can start there). Only the game changes them:
    /// whatever else would move the physics (tilt, settings, sizes) goes through `step`,
    /// `apply` or `relayout`, so a replay sees it. Benchmarks and tests reach them through the SPI `Engine`.
    @_spi(Engine) public private(set) var animator: DynamicAnimator
    @_spi(Engine) public private(set) var physics = BreakoutBehavior()
    public let history: GameHistory
    let seed: UInt64
    /// Where the next levels come from (a change applies at the next level or restart).
    public private(set) var levels: LevelSequence
    /// Steps since the game started.
    public private(set) var stepIndex = 0
    /// The paddle's centre x.
    public private(set) var paddleX: Double
    /// A duel's top paddle's centre x.
    public private(set) var topPaddleX: Double
    /// The last tilt the input gave (m/s^2); it leans gravity while `tiltGravity` is on.
    private(set) var tilt: Vector?
    /// Called for every action performed (isUndo false) and undone (true), top-level only.
    public var actionObserver: ((GameAction, Bool) -> Void)?
    /// When set, every step's input and every other change to the game is recorded here.
    public var replayLog: ReplayLog?

    // Unchecked: read for every ball every step, never while a caller holds an access.
    // The items in play by id (Game+Items puts them in and takes them out).
    @exclusivity(unchecked) var ballItems = IntKeyedTable<BasicItem>()
    @exclusivity(unchecked) var capsuleItems = IntKeyedTable<BasicItem>()
    var shotItems = IntKeyedTable<BasicItem>()
    var ballIDOfItem: [ObjectIdentifier: Int] = [:]
    var shotIDOfItem: [ObjectIdentifier: Int] = [:]
    /// The last step the paddle moved (the ghost paddle hides when it stands still).
    private(set) var paddleMovedStep = 0
    /// Energy balls' states before the step, to undo the bounce off a brick they go through.
    var energyBefore: [(ball: Int, center: Point, velocity: Vector)] = []
    /// Energy balls that met a brick they go through this step.
    var energyPassed: [Int] = []
    /// Broken bricks falling as debris, oldest first (`Game+Debris`).
    public internal(set) var debris: [Debris] = []
    private var paddleShown: (Rect, PaddleShape)?
    private var topPaddleShown: Rect?
    /// Brick id per grid cell of the current level (row-major), -1 where there is none.
    private var cellBricks: [Int] = []
    /// Physical bricks' items by brick id (nil for fixed bricks), and the attachments their
    /// mounts made, with the bricks they join (`Game+PhysicalBricks`).
    var brickItems: [BasicItem?] = []
    var brickIDOfItem: [ObjectIdentifier: Int] = [:]
    var brickAttachments: [(brick: Int, other: Int?, attachment: AttachmentBehavior)] = []

    /// Steps per second.
    public static let stepsPerSecond = 120
    public static let stepDuration = 1.0 / Double(stepsPerSecond)
    static let capsuleSpeed = 160.0
    public static let capsuleSize = Size(width: 28, height: 12)
    /// A laser shot: a small fast circle, swept like a ball so it never skips a brick.
    static let shotRadius = 2.5
    static let shotSpeed = 900.0
    /// Steps between two shots (LBreakoutHD fires every 150 ms).
    static let shotInterval = 18
    /// Steps a ghost paddle stands still before it vanishes (200 ms).
    static let ghostDelay = 24

    /// The field a game plays on: 800 x 600 points, whatever the window's size (the window
    /// scales it to fit), so the paddle, the balls, the bricks and their speeds are the same
    /// share of the field everywhere, and a seed and its input give the same game. LBreakout's
    /// sets play on their own (`LevelSequence.fieldSize`).
    public static let fieldSize = Size(width: 800, height: 600)

    /// A new game; `fieldSize` nil plays on the levels' own field (`LevelSequence.fieldSize`).
    public init(rules: GameRules, levels: LevelSequence, seed: UInt64, fieldSize: Size? = nil) {
        let fieldSize = fieldSize ?? levels.fieldSize
        self.rules = rules
        self.levels = levels
        self.seed = seed
        let level = levels.level(1, rules: rules, seed: seed)
        state = GameState(level: level, lives: rules.startingLives, seed: seed)
        layout = FieldLayout(size: fieldSize, level: level, duel: levels.isDuel)
        animator = DynamicAnimator(referenceBounds: layout.bounds)
        history = GameHistory(capacity: Int(rules.rewindSeconds * Double(Game.stepsPerSecond)))
        paddleX = fieldSize.width / 2
        topPaddleX = fieldSize.width / 2
        startPhysics()
        startMiniGame()
        startDuel()
        history.setInitial(snapshot())
    }

    /// A duel counts frags to the settings' limit instead of lives.
    private func startDuel() {
        guard levels.isDuel else { return }
        state.duel = DuelState(fragLimit: rules.fragLimit)
        showPaddle()
    }

    /// A mini-game starts with one ball (losing it ends the game) and its first bricks.
    private func startMiniGame() {
        guard case let .miniGame(miniGame) = levels else { return }
        state.lives = 1
        state.miniGame = MiniGameRules.start(miniGame, in: self)
        // Some boundaries follow the mini-game (Hunter's floor reaches the walls).
        rebuildBricks()
    }

    /// Sets up the animator and the playfield for the current layout and level.
    private func startPhysics() {
        animator.pausesWhenAtRest = false
        animator.addBehavior(physics)
        physics.setWalls(for: layout)
        applyPhysicalSettings()
        rebuildBricks()
        showPaddle()
    }

    // MARK: Playing

    /// One fixed step: input, timed events, physics, contacts into actions, rules.
    public func step(_ input: GameInput) {
        replayLog?.noteStep(input, game: self)
        stepIndex += 1
        // A reading near zero (a device in free fall, a sensor settling) keeps the last tilt.
        if let tilt = input.tilt, tilt != self.tilt, tilt.dx.isFinite, tilt.dy.isFinite, tilt.length > 0.5 {
            self.tilt = tilt
            applyGravity()
        }
        if let x = input.paddleX, x.isFinite, !state.extras.isActive(.frozenPaddle, at: stepIndex) { movePaddle(to: x) }
        if state.duel != nil, let x = input.topPaddleX, x.isFinite { moveTopPaddle(to: x) }
        if !state.extras.isEmpty {
            for extra in state.extras.expired(at: stepIndex) { perform(ExtraExpiredAction(extra: extra)) }
        }
        switch state.phase {
        case .serving:
            // In a duel only the server serves.
            if state.duel?.server == .top ? input.topLaunch : input.launch { perform(ServeAction()) }
        case .playing where state.duel != nil:
            // A duel has no pushes, warps or lasers: both players play the same ball.
            break
        case .playing:
            if input.launch && state.paddleHoldsBalls {
                perform(BallsReleasedAction())
            } else if input.push && stepIndex - state.lastPushStep >= pushCooldownSteps && !state.balls.isEmpty {
                perform(PushAction())
            }
            if input.warp && canWarp { perform(WarpAction()) }
            if (input.launch || input.fire) && state.extras.isActive(.laser, at: stepIndex)
                && stepIndex - state.lastShotStep >= Game.shotInterval {
                perform(ShotFiredAction())
            }
        case .levelCleared:
            if input.launch { perform(NextLevelAction()) }
        case .gameOver:
            break
        }
        for explosion in state.pendingExplosions where explosion.dueStep <= stepIndex {
            perform(ExplosionAction(brick: explosion.brick))
        }
        for heal in state.pendingHeals where heal.dueStep <= stepIndex {
            perform(BrickHealedAction(brick: heal.brick))
        }
        showPaddle()
        syncExtras()
        steerBalls(held: input.steer)
        if !debris.isEmpty { expireDebris() }
        if physics.bodies.isActive { drivePhysicalBricks() }
        animator.step()
        physics.drainEvents { handle($0) }
        if physics.bodies.isActive { breakFallenBricks() }
        if !energyPassed.isEmpty { passEnergyBalls() }
        catchCapsules()
        if state.phase == .playing && state.miniGame != nil { MiniGameRules(game: self).update() }
        if state.phase == .playing {
            BallRules(game: self).apply()
            for ball in state.balls where stepIndex - ball.lastUsefulContactStep >= stuckSteps && !state.isHeld(ball.id) {
                perform(NudgeAction(ball: ball.id))
            }
            if state.breakableLeft == 0 && state.miniGame == nil && state.duel == nil { perform(LevelClearedAction()) }
            if state.duel != nil && stepIndex - state.servedAtStep >= DuelRally.limitSteps { perform(RallyCalledAction()) }
        }
        history.record { fillSnapshot(&$0) }
    }

    /// Whether a continue can be bought: a game of levels is over (a mini-game's or a duel's
    /// end is final).
    public var canContinue: Bool { state.phase == .gameOver && state.miniGame == nil && state.duel == nil }

    /// LBreakoutHD's continue: the game that is over goes on at its level, its score spent
    /// and its starting lives back (`ContinueAction`); recorded in the replay.
    public func buyContinue() {
        guard canContinue else { return }
        replayLog?.note(ReplayEvent(tick: 0, continued: true), game: self)
        perform(ContinueAction())
    }

    /// Whether the player may destroy brick `index` (the Plane of Inner Stability): a live
    /// brick of a level in play (not a mini-game's or a duel's).
    public func canDestroyBrick(_ index: Int) -> Bool {
        (state.phase == .playing || state.phase == .serving) && state.miniGame == nil && state.duel == nil
            && state.bricks.indices.contains(index) && state.bricks[index].isAlive
    }

    /// What destroying a brick costs now: a tenth of the score.
    public var destroyBrickCost: Int { BrickDestroyedAction.cost(of: state.score) }

    /// LBreakoutHD's Plane of Inner Stability: brick `index` breaks for a tenth of the score
    /// (`BrickDestroyedAction`); recorded in the replay.
    public func destroyBrick(_ index: Int) {
        guard canDestroyBrick(index) else { return }
        replayLog?.note(ReplayEvent(tick: 0, destroyedBrick: index), game: self)
        perform(BrickDestroyedAction(brick: index))
    }

    /// A new game from level 1 with the current settings, exactly as a new `Game` with the
    /// same seed, settings, levels and field would start; the history starts over.
    public func restart() {
        replayLog?.note(ReplayEvent(tick: 0, restart: true), game: self)
        let level = levels.level(1, rules: rules, seed: seed)
        state = GameState(level: level, lives: rules.startingLives, seed: seed)
        stepIndex = 0
        layout = FieldLayout(size: layout.size, level: level, duel: levels.isDuel)
        paddleX = layout.size.width / 2
        topPaddleX = layout.size.width / 2
        tilt = nil   // as in a new game: the next input's tilt leans gravity again
        history.removeAll()
        history.resize(capacity: Int(rules.rewindSeconds * Double(Game.stepsPerSecond)))
        ballItems = [:]
        capsuleItems = [:]
        shotItems = [:]
        ballIDOfItem = [:]
        shotIDOfItem = [:]
        paddleMovedStep = 0
        debris = []
        paddleShown = nil
        topPaddleShown = nil
        cellBricks = []
        brickItems = []
        brickIDOfItem = [:]
        brickAttachments = []
        animator = DynamicAnimator(referenceBounds: layout.bounds)
        physics = BreakoutBehavior()
        startPhysics()
        startMiniGame()
        startDuel()
        history.setInitial(snapshot())
    }

    /// Performs an action, keeps it in the history and tells the observer.
    public func perform(_ action: GameAction) {
        action.perform(on: self)
        history.append(action)
        actionObserver?(action, false)
    }

    /// Rewinds to the end of `step`: undoes every later action, newest first, and puts the
    /// physics back as it was. `step` must be 0 or within the last `rewindSeconds`.
    func rewind(toStep target: Int) {
        rewind(toStep: target, ifKept: false)
    }

    /// As `rewind(toStep:)`; with `ifKept`, a step that is not kept does nothing instead of
    /// stopping the program (a replay from a file may ask for anything).
    func rewind(toStep target: Int, ifKept: Bool) {
        let target = max(0, target)
        guard let snap = history.snapshot(at: target) else {
            if ifKept { return }
            preconditionFailure("Game.rewind: step \(target) is not kept (kept: 0 and \(String(describing: history.rewindableSteps)))")
        }
        replayLog?.note(ReplayEvent(tick: 0, rewindTo: target), game: self)
        while let last = history.actions.last, last.step > target {
            _ = history.removeLastAction()
            last.undo(on: self)
            actionObserver?(last, true)
        }
        stepIndex = target
        restore(snap)
        history.dropSnapshots(after: target)
    }

    /// Rewinds up to `steps` steps, no further than the last `rewindSeconds` (or the start
    /// of the game, when that is nearer).
    public func rewind(steps: Int) {
        guard let kept = history.rewindableSteps else { return }
        let lowest = kept.lowerBound <= 1 ? 0 : kept.lowerBound
        rewind(toStep: max(stepIndex - max(steps, 0), lowest))
    }

    // MARK: Settings and size

    /// Takes new settings: physical ones at once, layout ones at the next level or restart.
    public func apply(_ newRules: GameRules) {
        replayLog?.note(ReplayEvent(tick: 0, rules: newRules), game: self)
        rules = newRules
        applyPhysicalSettings()
        history.resize(capacity: Int(rules.rewindSeconds * Double(Game.stepsPerSecond)))
        showPaddle()
    }

    /// A new level source (settings changed): used from the next level or restart on.
    public func setLevels(_ sequence: LevelSequence) {
        replayLog?.note(ReplayEvent(tick: 0, levels: sequence), game: self)
        levels = sequence
    }

    /// Lays the field out for a new size; balls and capsules keep their place relative to the field.
    func relayout(size: Size) {
        replayLog?.note(ReplayEvent(tick: 0, resize: size), game: self)
        let sx = size.width / layout.size.width, sy = size.height / layout.size.height
        layout = FieldLayout(size: size, level: state.level, duel: layout.isDuel)
        animator.referenceBounds = layout.bounds
        physics.setWalls(for: layout)
        // In id order, so the same resize gives the same state on every run.
        for item in ballItems.sorted(by: { $0.key < $1.key }).map(\.value) + capsuleItems.sorted(by: { $0.key < $1.key }).map(\.value) {
            guard var s = animator.state(of: item) else { continue }
            s.center = Point(x: s.center.x * sx, y: s.center.y * sy)
            animator.setState(s, of: item)
        }
        paddleX *= sx
        topPaddleX *= sx
        history.rescale(x: sx, y: sy)
        let bodies = physicalBrickStates()
        rebuildBricks()
        // Physical bricks keep their place relative to the field too (their size follows the grid).
        if let bodies {
            var moved = PhysicsSnapshot(step: 0, paddleX: 0, balls: [], capsules: [])
            moved.bricks = bodies
            restorePhysicalBricks(moved.scaled(x: sx, y: sy))
        }
        showPaddle()
    }

    // MARK: What the window and the tests read

    /// The paddle's width: the setting, scaled by the difficulty, a fifth of that wider or
    /// narrower per lengthen or shorten step, and at most 80% of the field.
    var paddleWidth: Double {
        let base = rules.paddleWidth * rules.difficulty.paddleFactor
        return min(layout.size.width * 0.8, base * (1 + 0.2 * Double(state.paddleSteps)))
    }

    public var paddleRect: Rect { layout.paddleRect(centerX: paddleX, width: paddleWidth) }
    /// The nearest x a paddle's centre can take to `x`: the one place a paddle is kept inside
    /// the field (the game's paddles, and the window's targets for them, which would
    /// otherwise have to be wound back from beyond the wall).
    public func clampPaddle(_ x: Double) -> Double {
        let range = layout.paddleRange(width: paddleWidth)
        return min(max(x, range.lowerBound), range.upperBound)
    }

    /// A duel's top paddle (as wide as the bottom one).
    public var topPaddleRect: Rect { layout.topPaddleRect(centerX: topPaddleX, width: paddleWidth) }

    /// Where brick `id` is: its cell, or for a physical brick a rect of its size around
    /// where its body is (or was last, once broken); `brickPose` gives its turn.
    public func brickRect(_ id: Int) -> Rect {
        let p = state.bricks[id].placement
        let home = layout.brickRect(column: p.column, row: p.row)
        if p.mount != nil, id < brickItems.count, let item = brickItems[id] { return Rect(center: item.center, size: home.size) }
        return home
    }

    /// A ball's position and velocity.
    public func ballState(_ id: Int) -> DynamicItemState? { ballItems[id].flatMap { animator.state(of: $0) } }

    func capsuleState(_ id: Int) -> DynamicItemState? { capsuleItems[id].flatMap { animator.state(of: $0) } }

    /// Where a ball is: its item's center, which the animator writes after every step (the
    /// window reads every ball's each step, and needs no velocity).
    public func ballCenter(_ id: Int) -> Point? { ballItems[id]?.center }

    public func capsuleCenter(_ id: Int) -> Point? { capsuleItems[id]?.center }

    public func shotCenter(_ id: Int) -> Point? { shotItems[id]?.center }

    /// Whether the paddle is there: a ghost paddle vanishes while it stands still.
    public var paddleIsSolid: Bool {
        !state.extras.isActive(.ghostPaddle, at: stepIndex) || stepIndex - paddleMovedStep < Game.ghostDelay
    }

    /// The balls in play, or, while serving, those waiting on the paddle to be served.
    public var ballsInPlay: Int { state.phase == .serving ? rules.ballCount : state.balls.count }

    /// Where balls wait while serving (centre points).
    public var servingBallCenters: [Point] {
        guard state.phase == .serving else { return [] }
        let n = rules.ballCount, r = rules.ballRadius
        let top = state.duel?.server == .top
        return (0..<n).map { k in
            let offset = (Double(k) - Double(n - 1) / 2) * (2 * r + 2)
            return top ? Point(x: topPaddleX + offset, y: topPaddleRect.maxY + r + 1)
                       : Point(x: paddleX + offset, y: paddleRect.minY - r - 1)
        }
    }

    /// Whether the player may warp to the next level: playing, with at most
    /// (100 - warpPercent)% of the level's breakable bricks left (LBreakoutHD's warp limit).
    public var canWarp: Bool {
        guard state.phase == .playing, rules.warpPercent < 100, state.breakableLeft > 0 else { return false }
        return state.breakableLeft * 100 <= state.level.breakableCount * (100 - rules.warpPercent)
    }

    /// The mini-game's line for the HUD (nil when playing levels).
    public var miniGameStatus: String? { MiniGameRules.status(of: self) }
    /// The bricks the mini-game gives a meaning the window should show (none when playing levels).
    public var miniGameMarks: [(brick: Int, mark: MiniGameMark)] { MiniGameRules.marks(in: self) }
    /// Where the current level is in its set ("3 of 33", the set counted from its first
    /// level each time round); nil for endless sources and mini-games.
    public var levelInSet: (number: Int, count: Int)? {
        guard let count = levels.count(rules: rules), count > 0 else { return nil }
        return ((state.levelNumber - 1) % count + 1, count)
    }
    /// Whether the level in play is a bonus level: a mini-game within a game of levels,
    /// whose end goes on to the next level (`BonusLevels.swift`).
    public var playsBonusLevel: Bool {
        if case .miniGame = levels { return false }
        return state.miniGame != nil
    }
    /// How far a mini-game got ("WAVE 3"), for its game over or a bonus level's end; nil
    /// outside mini-games.
    public var miniGameResult: String? { MiniGameRules.result(of: self) }

    public var pushReady: Bool { stepIndex - state.lastPushStep >= pushCooldownSteps }

    /// A hash of the game state and of everything that moves, bit for bit.
    public func stateHash() -> UInt64 {
        var hasher = StableHasher()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        hasher.combine((try? encoder.encode(state)) ?? Data())
        hasher.combine((try? encoder.encode(snapshot(includingStep: false))) ?? Data())
        return hasher.value
    }

    // MARK: Used by actions

    /// The speed balls are served at: the setting, scaled by the difficulty.
    var serveSpeed: Double { rules.ballSpeed * rules.difficulty.startSpeedFactor }

    /// Steps a regenerating brick waits, unhit, before it heals a hit.
    var healDelaySteps: Int { Int((4 * rules.difficulty.timeFactor * Double(Game.stepsPerSecond)).rounded()) }

    var pushCooldownSteps: Int { Int((rules.pushCooldown * Double(Game.stepsPerSecond)).rounded()) }
    var stuckSteps: Int { Int((rules.stuckSeconds * Double(Game.stepsPerSecond)).rounded()) }

    func ballID(of item: DynamicItem) -> Int? { ballIDOfItem[ObjectIdentifier(item)] }

    /// The brick in a cell of the current level's grid, if any.
    func brickID(at cell: GridCell) -> Int? {
        let columns = state.level.columns
        guard cell.column >= 0, cell.column < columns, cell.row >= 0, cell.row < state.level.rows else { return nil }
        if cellBricks.count != columns * state.level.rows { indexCells() }
        let id = cellBricks[cell.row * columns + cell.column]
        return id >= 0 ? id : nil
    }

    /// The brick of each cell; a live brick wins over a broken one (a grown brick takes a
    /// broken brick's cell).
    func indexCells() {
        cellBricks = [Int](repeating: -1, count: state.level.columns * state.level.rows)
        for b in state.bricks {
            let k = b.placement.row * state.level.columns + b.placement.column
            if cellBricks[k] < 0 || b.isAlive || !state.bricks[cellBricks[k]].isAlive { cellBricks[k] = b.id }
        }
    }

    /// Makes the brick boundaries match the live bricks, and the physical bricks' bodies
    /// (`setUpPhysicalBricks`).
    func rebuildBricks() {
        indexCells()
        physics.bodies.setActive(state.bricks.contains { $0.placement.mount != nil })
        physics.removeAllBricks()
        let sealed = state.miniGame?.game == .hunter
        for brick in state.bricks where brick.isAlive && brick.placement.mount == nil {
            physics.setBrick(brick.id, rect: sealed ? HunterRules.boundary(of: brick, in: self) : brickRect(brick.id))
        }
        setUpPhysicalBricks()
    }

    func syncBrick(_ id: Int) {
        defer { syncPhysicalBrick(id) }
        guard state.bricks[id].isAlive, !isPhysical(id) else { return physics.setBrick(id, rect: nil) }
        physics.setBrick(id, rect: state.miniGame?.game == .hunter ? HunterRules.boundary(of: state.bricks[id], in: self) : brickRect(id))
    }

    /// A new level's grid may differ: recompute the layout for it.
    func layoutForCurrentLevel() {
        layout = FieldLayout(size: layout.size, level: state.level, duel: layout.isDuel)
        rebuildBricks()
    }

    // MARK: Private

    private func applyPhysicalSettings() {
        physics.setBallMaterial(elasticity: rules.elasticity, radius: rules.ballRadius)
        applyGravity()
    }

    /// Gravity from the settings, or leaning with the tilt when tilt gravity is on and the
    /// device reads a tilt: standard gravity (9.81 m/s^2) gives the set magnitude, up to 1.5
    /// times that for a shaken device.
    private func applyGravity() {
        if rules.tiltGravity, let tilt {
            let magnitude = rules.gravityMagnitude * min(tilt.length / 9.81, 1.5)
            physics.setGravity(magnitude: magnitude, angleDegrees: atan2(tilt.dy, tilt.dx) * 180 / Double.pi)
        } else {
            physics.setGravity(magnitude: rules.gravityMagnitude, angleDegrees: rules.gravityAngle)
        }
    }

    private func movePaddle(to x: Double) {
        let old = paddleX
        paddleX = clampPaddle(x)
        if paddleX != old { paddleMovedStep = stepIndex }
    }

    private func moveTopPaddle(to x: Double) {
        topPaddleX = clampPaddle(x)
    }

    /// Makes the paddles' boundaries match the paddles (none while a ghost paddle hides).
    func showPaddle() {
        if state.duel != nil {
            topPaddleX = clampPaddle(topPaddleX)
            let rect = topPaddleRect
            if topPaddleShown != rect { physics.setTopPaddle(rect, shape: rules.paddleShape); topPaddleShown = rect }
        }
        paddleX = clampPaddle(paddleX)
        guard paddleIsSolid else {
            if paddleShown != nil { physics.removePaddle(); paddleShown = nil }
            return
        }
        let rect = paddleRect
        if let shown = paddleShown, shown.0 == rect, shown.1 == rules.paddleShape { return }
        physics.setPaddle(rect, shape: rules.paddleShape)
        paddleShown = (rect, rules.paddleShape)
    }

    private func handle(_ event: BreakoutBehavior.Event) {
        switch event {
        case let .contact(item, boundary, point):
            if let shot = shotIDOfItem[ObjectIdentifier(item)] {
                if case let .brick(brick) = boundary { perform(ShotHitAction(shot: shot, brick: brick)) }
                else { perform(ShotHitAction(shot: shot, brick: nil)) }
                return
            }
            guard let id = ballID(of: item), state.ballIndex(id) != nil else { return }
            switch boundary {
            case let .brick(brick):
                if goesThrough(ball: id, brick: brick) {
                    if !energyPassed.contains(id) { energyPassed.append(id) }
                    perform(BrickHitAction(ball: id, brick: brick, at: point, energy: true))
                } else {
                    perform(BrickHitAction(ball: id, brick: brick, at: point))
                }
            case .topPaddle:
                perform(PaddleHitAction(ball: id, at: point))
                BallRules(game: self).bounceOffTopPaddle(ball: id, at: point)
            case .paddle:
                perform(PaddleHitAction(ball: id, at: point))
                BallRules(game: self).bounceOffPaddle(ball: id, at: point)
                if state.extras.isActive(.stickyPaddle, at: stepIndex), let s = ballState(id), s.velocity.dy < 0 {
                    perform(BallHeldAction(ball: id, offset: s.center.x - paddleX, velocity: s.velocity))
                }
            case .walls, .floor:
                perform(WallHitAction(ball: id, at: point))
            }
        case let .bodyContact(a, b, point):
            // A ball or a shot meeting a physical brick hits it; bricks meeting bricks do nothing.
            let (mover, brick) = brickIDOfItem[ObjectIdentifier(a)] != nil ? (b, brickIDOfItem[ObjectIdentifier(a)]) : (a, brickIDOfItem[ObjectIdentifier(b)])
            guard let brick, brickIDOfItem[ObjectIdentifier(mover)] == nil, state.bricks[brick].isAlive else { return }
            if let shot = shotIDOfItem[ObjectIdentifier(mover)] { return perform(ShotHitAction(shot: shot, brick: brick)) }
            guard let id = ballID(of: mover), state.ballIndex(id) != nil else { return }
            // An energy ball breaks what it can break, and bounces off it: it cannot pass
            // through a body that moves.
            perform(BrickHitAction(ball: id, brick: brick, at: point, energy: goesThrough(ball: id, brick: brick)))
        case let .ballLeftField(item):
            guard let id = ballID(of: item), state.ballIndex(id) != nil else { return }
            perform(BallLostAction(ball: id, side: item.center.y < layout.size.height / 2 ? .top : .bottom))
        }
    }

    private func catchCapsules() {
        let paddle = paddleRect
        for capsule in state.capsules {
            guard let s = capsuleState(capsule.id) else { continue }
            let box = Rect(center: s.center, size: Game.capsuleSize)
            if box.intersects(paddle) && state.phase != .levelCleared && state.phase != .gameOver {
                perform(ExtraCaughtAction(capsule: capsule.id))
            } else if box.minY > layout.size.height {
                perform(CapsuleMissedAction(capsule: capsule.id))
            }
        }
    }

    private func snapshot(includingStep: Bool = true) -> PhysicsSnapshot {
        var snapshot = PhysicsSnapshot(step: 0, paddleX: 0, balls: [], capsules: [])
        fillSnapshot(&snapshot, includingStep: includingStep)
        return snapshot
    }

    /// Writes the moment into `snapshot`, reusing its arrays' storage (the history's ring
    /// hands back its oldest slot, so a running game allocates nothing for it).
    private func fillSnapshot(_ snapshot: inout PhysicsSnapshot, includingStep: Bool = true) {
        snapshot.step = includingStep ? stepIndex : 0
        snapshot.paddleX = paddleX
        snapshot.topPaddleX = state.duel == nil ? nil : topPaddleX
        snapshot.paddleMovedStep = includingStep ? paddleMovedStep : stepIndex - paddleMovedStep
        snapshot.balls.removeAll(keepingCapacity: true)
        for b in state.balls {
            if let s = ballState(b.id) { snapshot.balls.append(PhysicsSnapshot.Item(id: b.id, state: s)) }
        }
        snapshot.capsules.removeAll(keepingCapacity: true)
        for c in state.capsules {
            if let s = capsuleState(c.id) { snapshot.capsules.append(PhysicsSnapshot.Item(id: c.id, state: s)) }
        }
        snapshot.shots.removeAll(keepingCapacity: true)
        for shot in state.shots {
            if let item = shotItems[shot.id], let s = animator.state(of: item) { snapshot.shots.append(PhysicsSnapshot.Item(id: shot.id, state: s)) }
        }
        fillPhysicalBrickStates(&snapshot.bricks)
    }

    private func restore(_ snap: PhysicsSnapshot) {
        paddleX = snap.paddleX
        if let x = snap.topPaddleX { topPaddleX = x }
        paddleMovedStep = snap.paddleMovedStep
        for shot in state.shots {
            if let s = snap.shot(shot.id) {
                if shotItems[shot.id] == nil { spawnShot(shot.id, s) } else { animator.setState(s, of: shotItems[shot.id]!) }
            }
        }
        for ball in state.balls {
            if let s = snap.ball(ball.id) {
                if ballItems[ball.id] == nil { spawnBall(ball.id, s) } else { animator.setState(s, of: ballItems[ball.id]!) }
            }
        }
        for capsule in state.capsules {
            if let s = snap.capsule(capsule.id) {
                if capsuleItems[capsule.id] == nil { spawnCapsule(capsule.id, s) } else { animator.setState(s, of: capsuleItems[capsule.id]!) }
            }
        }
        restorePhysicalBricks(snap)
        showPaddle()
        syncExtras()
    }
}
