/// What a caught capsule does.
public enum PowerUp: String, CaseIterable, Codable, Sendable {
    /// The paddle grows by half for a while.
    case widePaddle = "wide-paddle"
    /// Every ball slows to the minimum speed for a while.
    case slowBalls = "slow-balls"
    /// One more life.
    case extraLife = "extra-life"
    /// Every ball in play splits into three.
    case multiball
}
