/// Everything a game is, apart from what moves (positions and velocities live in the
/// physics and in `PhysicsSnapshot`). Only `GameAction`s change it.
public struct GameState: Hashable, Codable, Sendable {
    public var phase = GamePhase.serving
    public var levelNumber = 1
    public var level: Level
    /// Indexed by brick id.
    public var bricks: BrickList
    /// Breakable bricks still standing (kept with `bricks`, so reading it each step is free).
    public var breakableLeft: Int { bricks.breakableLeft }
    public var balls: [Ball] = []
    public var capsules: [Capsule] = []
    public var score = 0
    public var lives: Int
    /// Bricks broken since a ball last touched the paddle.
    public var combo = 0
    public var bestCombo = 0
    public var ballsLost = 0
    public var bricksBroken = 0
    /// Explosive bricks about to go off. Needs no cap of its own: a brick joins once, when it
    /// breaks, so there are never more than the level's bricks (at most 64 x 64, `LevelLimits`).
    var pendingExplosions: [PendingExplosion] = []
    /// Regenerating bricks about to heal (one entry per damaged brick, so bounded like the
    /// explosions).
    var pendingHeals: [PendingHeal] = []
    /// The mini-game being played, if any (`LevelSequence.miniGame`).
    public var miniGame: MiniGameState?
    /// The duel's frags, if this is a duel (`LevelSequence.duel`).
    public var duel: DuelState?
    /// The timed extras in effect and when each ends.
    public var extras = ActiveExtras()
    /// The paddle's size in steps from its normal width (lengthen +1, shorten -1).
    var paddleSteps = 0
    /// Balls the sticky paddle holds, in the order they stuck (and a ball Sitting Ducks
    /// holds at the ceiling).
    var heldBalls: [HeldBall] = []
    /// Laser shots in flight (their positions live in the physics).
    public var shots: [Shot] = []
    var lastShotStep = Int.min / 2
    var nextShotID = 0
    /// Capsules caught per extra, indexed by `Extra.index` (for `simulate`'s report).
    var extrasCaught = Array(repeating: 0, count: Extra.allCases.count)
    public var lastPushStep = Int.min / 2
    /// The steering meter, nil until the balls were first steered (`Game+Steering.swift`):
    /// an optional is left out of the encoding, so games that never steer hash as before.
    var steering: SteeringMeter?
    /// When the current balls were served, for the speed-up over time.
    var servedAtStep = 0
    var nextBallID = 0
    var nextCapsuleID = 0
    var random: GameRandom

    init(level: Level, lives: Int, seed: UInt64) {
        self.level = level
        bricks = BrickList(level.bricks.enumerated().map { Brick(id: $0.offset, placement: $0.element) })
        self.lives = lives
        random = GameRandom(seed: seed)
    }

    func ballIndex(_ id: Int) -> Int? { balls.firstIndex { $0.id == id } }

    func isHeld(_ ball: Int) -> Bool { heldBalls.contains { $0.ball == ball } }

    /// Whether the paddle holds a ball (a launch lets it go); a ball held at the ceiling
    /// does not count.
    var paddleHoldsBalls: Bool { heldBalls.contains { $0.isOnPaddle } }

    /// Capsules caught per extra, by name, for the extras caught at least once.
    public var extrasCaughtByName: [String: Int] {
        var counts: [String: Int] = [:]
        for extra in Extra.allCases where extrasCaught[extra.index] > 0 { counts[extra.rawValue] = extrasCaught[extra.index] }
        return counts
    }
}
