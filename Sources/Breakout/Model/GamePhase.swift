/// Where a game is.
public enum GamePhase: String, Hashable, Codable, Sendable {
    /// Balls wait on the paddle until launched.
    case serving
    case playing
    /// Every breakable brick is gone; the next level waits.
    case levelCleared
    /// No lives left.
    case gameOver
}
