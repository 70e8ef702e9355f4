/// Everything a game is, apart from what moves (positions and velocities live in the
/// physics and in `PhysicsSnapshot`). Only `GameAction`s change it.
public struct GameState: Hashable, Codable, Sendable {
    public var phase = GamePhase.serving
    public var levelNumber = 1
    public var level: Level
    /// Indexed by brick id.
    public var bricks: [Brick]
    public var balls: [Ball] = []
    public var capsules: [Capsule] = []
    public var score = 0
    public var lives: Int
    /// Bricks broken since a ball last touched the paddle.
    public var combo = 0
    public var bestCombo = 0
    public var ballsLost = 0
    public var bricksBroken = 0
    public var pendingExplosions: [PendingExplosion] = []
    /// Steps until which each timed power-up lasts.
    public var widePaddleUntil = 0
    public var slowBallsUntil = 0
    public var lastPushStep = Int.min / 2
    /// When the current balls were served, for the speed-up over time.
    public var servedAtStep = 0
    public var nextBallID = 0
    public var nextCapsuleID = 0
    public var random: GameRandom

    public init(level: Level, lives: Int, seed: UInt64) {
        self.level = level
        bricks = level.bricks.enumerated().map { Brick(id: $0.offset, placement: $0.element) }
        self.lives = lives
        random = GameRandom(seed: seed)
    }

    /// Breakable bricks still standing.
    public var breakableLeft: Int { bricks.filter { $0.isAlive && $0.kind.isBreakable }.count }

    public func ballIndex(_ id: Int) -> Int? { balls.firstIndex { $0.id == id } }
}
