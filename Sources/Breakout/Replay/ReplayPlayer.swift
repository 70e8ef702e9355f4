/// Plays a replay into a game one tick at a time: the events due, then the step with the
/// recorded input. `Replay.play()` runs it to the end; the window runs it at play speed.
///
/// ```swift
/// let game = replay.makeGame()
/// var player = ReplayPlayer(replay)
/// while !player.isFinished { player.step(game) }
/// player.finish(game)
/// ```
public struct ReplayPlayer: Sendable {
    let replay: Replay
    /// Ticks played.
    private(set) var tick = 0
    private var inputIndex = 0
    private var eventIndex = 0

    public init(_ replay: Replay) { self.replay = replay }

    public var isFinished: Bool { tick >= replay.steps }

    /// Applies the events due after `tick` steps, then plays the next step.
    public mutating func step(_ game: Game) {
        applyEvents(game)
        tick += 1
        game.step(replay.input(at: tick, from: &inputIndex))
    }

    /// Applies the events recorded after the last step.
    public mutating func finish(_ game: Game) { applyEvents(game) }

    private mutating func applyEvents(_ game: Game) {
        while eventIndex < replay.events.count && replay.events[eventIndex].tick <= tick {
            replay.events[eventIndex].apply(to: game)
            eventIndex += 1
        }
    }
}
