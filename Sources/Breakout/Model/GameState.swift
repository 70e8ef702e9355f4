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
    /// Steps until which each timed power-up lasts.
    var widePaddleUntil = 0
    var slowBallsUntil = 0
    public var lastPushStep = Int.min / 2
    /// When the current balls were served, for the speed-up over time.
    var servedAtStep = 0
    var nextBallID = 0
    var nextCapsuleID = 0
    var random: GameRandom

    public init(level: Level, lives: Int, seed: UInt64) {
        self.level = level
        bricks = BrickList(level.bricks.enumerated().map { Brick(id: $0.offset, placement: $0.element) })
        self.lives = lives
        random = GameRandom(seed: seed)
    }

    func ballIndex(_ id: Int) -> Int? { balls.firstIndex { $0.id == id } }
}
