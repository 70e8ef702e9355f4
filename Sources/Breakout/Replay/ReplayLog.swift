/// Records a game as it is played: set `game.replayLog`, and every step's input and every
/// other change (settings, level source, field size, rewinds, restarts) is kept, whoever
/// makes it. `replay(finishedWith:)` gives the `Replay` to write.
///
/// A log keeps at most `maxRecords` entries (over two hours of input that changes every
/// step): past that it stops recording, and the replay ends where it stopped, with the
/// hash of that moment, so memory stays bounded however long a game lasts.
///
/// ```swift
/// game.replayLog = ReplayLog(game: game)
/// // ... play ...
/// try game.replayLog!.replay(finishedWith: game).write(to: url)
/// ```
public final class ReplayLog {
    static let maxRecords = 1_000_000
    /// The most ticks a replay may hold (a year of play; anything above is a corrupt file).
    static let maxTicks = 120 * 3600 * 24 * 366

    private var replay: Replay
    private var lastHeld: GameInput?
    /// Set once the log is full: the replay ends here.
    private var stoppedAt: (ticks: Int, hash: String)?

    /// The most records this log keeps (`maxRecords`, smaller in tests).
    let capacity: Int

    /// Starts recording `game` as it is now (before its next step).
    public convenience init(game: Game) { self.init(game: game, capacity: ReplayLog.maxRecords) }

    init(game: Game, capacity: Int) {
        replay = Replay(seed: game.seed, rules: game.rules, fieldSize: game.layout.size, levels: game.levels)
        self.capacity = capacity
    }

    /// Records on from where `replay` ends: a resumed game's log, whose replay holds the
    /// whole game (`Replay.resumed`).
    init(continuing replay: Replay) {
        self.replay = replay
        self.replay.finalHash = ""
        capacity = ReplayLog.maxRecords
        if let last = replay.inputs.last {
            var held = last.input
            held.launch = false
            held.push = false
            lastHeld = held
        }
    }

    /// Ticks recorded.
    public var ticks: Int { stoppedAt?.ticks ?? replay.steps }
    var isFull: Bool { stoppedAt != nil }

    func noteStep(_ input: GameInput, game: Game) {
        guard hasRoom(game) else { return }
        replay.steps += 1
        var held = input
        held.launch = false
        held.push = false
        if input.launch || input.push || lastHeld != held {
            replay.inputs.append(Replay.Entry(tick: replay.steps, input: input))
        }
        lastHeld = held
    }

    func note(_ event: ReplayEvent, game: Game) {
        guard hasRoom(game) else { return }
        var event = event
        event.tick = replay.steps
        replay.events.append(event)
    }

    /// The replay so far, ending on `game`'s state (or where the log filled up).
    public func replay(finishedWith game: Game) -> Replay {
        var r = replay
        r.finalHash = stoppedAt?.hash ?? String(game.stateHash(), radix: 16)
        return r
    }

    /// Called before recording: false once full (then the end is fixed here).
    private func hasRoom(_ game: Game) -> Bool {
        if stoppedAt != nil { return false }
        guard replay.inputs.count + replay.events.count >= capacity || replay.steps >= ReplayLog.maxTicks else { return true }
        stoppedAt = (replay.steps, String(game.stateHash(), radix: 16))
        return false
    }
}

/// Records a game stepped through it (a convenience over `ReplayLog`).
///
/// ```swift
/// var recorder = ReplayRecorder(game: game)
/// recorder.step(game, GameInput(paddleX: 300, launch: true))
/// let replay = recorder.replay(finishedWith: game)
/// ```
public struct ReplayRecorder {
    private let log: ReplayLog

    /// Call before the game's first step; sets `game.replayLog`.
    public init(game: Game) {
        log = ReplayLog(game: game)
        game.replayLog = log
    }

    public mutating func step(_ game: Game, _ input: GameInput) { game.step(input) }

    public func replay(finishedWith game: Game) -> Replay { log.replay(finishedWith: game) }
}
