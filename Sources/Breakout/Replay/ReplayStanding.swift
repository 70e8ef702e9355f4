/// Where a recorded game stood when its replay was written: enough to describe a saved game
/// ("level 3, 1,810 points, 2 lives") without playing it through.
///
/// ```swift
/// var replay = log.replay(finishedWith: game)
/// replay.standing = ReplayStanding(game)
/// ```
public struct ReplayStanding: Codable, Hashable, Sendable {
    public var level: Int
    public var score: Int
    public var lives: Int

    public init(level: Int, score: Int, lives: Int) {
        self.level = level
        self.score = score
        self.lives = lives
    }

    public init(_ game: Game) {
        self.init(level: game.state.levelNumber, score: game.state.score, lives: game.state.lives)
    }
}
