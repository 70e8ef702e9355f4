/// The game's random numbers: SplitMix64, small, fast, and the same on every machine, so a
/// seed (and a replay) gives the same game everywhere. Its state is part of the game state.
///
/// ```swift
/// var random = GameRandom(seed: 42)
/// let angle = random.nextDouble(in: -0.5...0.5)
/// ```
public struct GameRandom: RandomNumberGenerator, Hashable, Codable, Sendable {
    private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0 ..< 1, from the top 53 bits.
    mutating func nextDouble() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }

    public mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + nextDouble() * (range.upperBound - range.lowerBound)
    }

    /// Uniform in 0 ..< bound (bound > 0), without modulo bias.
    mutating func nextInt(below bound: Int) -> Int {
        precondition(bound > 0, "GameRandom.nextInt(below:) needs a positive bound, got \(bound)")
        return Int(next(upperBound: UInt64(bound)))
    }
}
