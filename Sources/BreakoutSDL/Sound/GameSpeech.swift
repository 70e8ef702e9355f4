import Breakout

/// What the game says, as LBreakoutHD (`display.speech`): half the times a level is cleared
/// without a life lost in it, "very good" or "excellent" (even odds); with
/// `display.bad_speech` on too, half the times a life is lost, "damn" or "dammit". The draws
/// are the window's own (`random`), never the game's, so a game and its replay play the
/// same, speech or none.
///
/// ```swift
/// var speech = GameSpeech(random: GameRandom(seed: 7))
/// speech.line(for: [.levelCleared(bonus: 300, remaining: [])], in: game, speech: true, badSpeech: false)
/// // .veryGood, .excellent or nil
/// ```
struct GameSpeech {
    /// The window's random draws (seeded from the system unless a test gives a seed).
    var random: GameRandom
    /// Levels in which a life was lost, by game (hot-seat players each have one): clearing
    /// them earns no praise. A game gone is forgotten.
    private var livesLost: [(game: WeakGame, level: Int)] = []

    private struct WeakGame {
        weak var game: Game?
    }

    init(random: GameRandom = GameRandom(seed: UInt64.random(in: .min ... .max))) {
        self.random = random
    }

    /// The line for these effects of one action in `game` (after it), if one is said.
    /// Every lost life is noted, whether or not anything is said.
    mutating func line(for effects: [ActionEffect], in game: Game, speech: Bool, badSpeech: Bool) -> SoundKind? {
        let level = game.state.levelNumber
        var line: SoundKind?
        for effect in effects {
            switch effect {
            case .lifeLost, .gameOver:
                livesLost.removeAll { $0.game.game == nil }
                if !lostLife(in: game, level: level) { livesLost.append((WeakGame(game: game), level)) }
                if speech && badSpeech && coin() { line = coin() ? .damn : .dammit }
            case .levelCleared:
                let clean = !lostLife(in: game, level: level)
                livesLost.removeAll { $0.game.game === game && $0.level == level }
                if speech && clean && coin() { line = coin() ? .veryGood : .excellent }
            default:
                break
            }
        }
        return line
    }

    private func lostLife(in game: Game, level: Int) -> Bool {
        livesLost.contains { $0.game.game === game && $0.level == level }
    }

    private mutating func coin() -> Bool { random.next() >> 63 == 1 }
}
