import Dynamics
import Files
import Foundation

/// A recorded game: the seed, the rules, the field and the levels it started with, the
/// input of every step, and everything else that changed the game on the way (a settings
/// change, a new level source, a resized field, a rewind, a restart), with the state hash
/// it ended on. Playing it back reproduces that hash bit for bit.
///
/// Everything is placed by *tick*: the number of `Game.step` calls so far. (A rewind takes
/// the game's step counter back; ticks only go forward.) An input entry holds from its
/// tick on; an event at tick t happens after t steps, before the next.
///
/// ```swift
/// let game = Game(rules: rules, levels: levels, seed: 7)
/// game.replayLog = ReplayLog(game: game)          // records from here on
/// game.step(GameInput(paddleX: 300, launch: true))
/// try game.replayLog!.replay(finishedWith: game).write(to: url)
/// let result = try Replay.read(from: url).play()   // result.matches == true
/// ```
public struct Replay: Codable, Sendable {
    static let formatName = "breakout-replay"
    /// 6: five difficulties, as LBreakoutHD's (Very Easy came below Easy, which plays
    /// faster than the Easy before it); a version-5 replay reads unless it was played at
    /// Easy, which would not replay to its hash.
    /// 5: the replay names the engine it was recorded on (`engine`, `EngineVersion`), and
    /// only that engine plays it. 4 (the engine's geometry is Foundation's: CGSize and
    /// CGVector written as `[a, b]`) was recorded on engine 1 and is refused with a line
    /// naming that engine. 3 (extras: a capsule holds an extra, the fire button,
    /// difficulty), 2 (ticks and events, power-ups) and 1 (inputs only) are refused with a
    /// line naming the version this game reads: they hash differently now.
    /// 7: a duel's long rally heats up and is called off at last (`DuelRally`), and
    /// LBreakout's sets play on their own field with their bricks' proportions
    /// (`FieldLayout.isClassic`); a version-6 or -5 replay reads unless it is a duel's or
    /// plays a classic level.
    static let currentVersion = 7
    /// The versions before, still read when they replay to the same hash (`unreplayable`).
    static let olderVersions: Set = [5, 6]
    /// The engine every version-4 replay was recorded on.
    static let engineOfVersion4 = 1

    var format = Replay.formatName
    var version = Replay.currentVersion
    /// The engine the replay was recorded on (`EngineVersion.current` then).
    var engine = EngineVersion.current
    var seed: UInt64
    /// The rules it started with (written under the key "settings", as before the split).
    public var rules: GameRules
    public var fieldSize: Size
    /// Where levels come from (levels from files are stored whole, so a replay does not
    /// depend on files that may change).
    var levels: LevelSequence
    /// One entry per change of input: from `tick` on, the input is this one.
    var inputs: [Entry]
    /// What else happened, in order.
    var events: [ReplayEvent]
    /// Ticks: steps played, rewound ones included.
    public var steps: Int
    /// `Game.stateHash()` at the end, in hex.
    public var finalHash: String
    /// What the levels are called (a saved game's levelset, for its chart and the HUD); nil
    /// in a replay that does not say.
    public var title: String?
    /// Where the game stood at its end (level, score, lives), for a reader that will not play
    /// it through (the title menu describing a saved game); nil in a replay that does not say.
    /// Playing the replay is what counts: this is a description only.
    public var standing: ReplayStanding?

    enum CodingKeys: String, CodingKey {
        case format, version, engine, seed, fieldSize, levels, inputs, events, steps, finalHash, title, standing
        case rules = "settings"
    }

    struct Entry: Codable, Hashable, Sendable {
        var tick: Int
        var input: GameInput
    }

    init(seed: UInt64, rules: GameRules, fieldSize: Size, levels: LevelSequence,
                inputs: [Entry] = [], events: [ReplayEvent] = [], steps: Int = 0, finalHash: String = "") {
        self.seed = seed
        self.rules = rules
        self.fieldSize = fieldSize
        self.levels = levels
        self.inputs = inputs
        self.events = events
        self.steps = steps
        self.finalHash = finalHash
    }

    /// The input for tick `tick`, walking `index` forward through the entries.
    func input(at tick: Int, from index: inout Int) -> GameInput {
        while index + 1 < inputs.count && inputs[index + 1].tick <= tick { index += 1 }
        guard index < inputs.count, inputs[index].tick <= tick else { return .none }
        // Launch and push are presses: they count on the tick they were recorded at only.
        var input = inputs[index].input
        if inputs[index].tick != tick { input.launch = false; input.push = false }
        return input
    }

    /// A new game as the replay starts.
    public func makeGame() -> Game {
        Game(rules: rules, levels: levels, seed: seed, fieldSize: fieldSize)
    }

    /// Plays the replay headless and compares the final hash.
    public func play() -> ReplayResult {
        let game = makeGame()
        var player = ReplayPlayer(self)
        while !player.isFinished { player.step(game) }
        player.finish(game)
        let hash = String(game.stateHash(), radix: 16)
        return ReplayResult(expectedHash: finalHash, actualHash: hash, game: game)
    }

    /// Writes the replay atomically (`AtomicFile`).
    public func write(to url: URL) throws {
        try AtomicFile.write(try encoded(), to: url.path)
    }

    /// The bytes of the replay's file, as `write` puts them there (what an upload to the
    /// online charts sends).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads and checks a replay file; every problem names the file and what is wrong.
    public static func read(from url: URL) throws(ReplayError) -> Replay {
        let data: Data
        do {
            data = try BoundedFile.contents(of: url.path, limit: maxFileBytes)
        } catch let .tooLarge(size, _) {
            throw ReplayError(file: url.path, message: "the file has \(size) bytes; replays may have at most \(maxFileBytes)")
        } catch let .notAFile(what) {
            throw ReplayError(file: url.path, message: "is \(what), not a replay file")
        } catch {
            throw ReplayError(file: url.path, message: "cannot read the file (\(error))")
        }
        return try decode(data, file: url.path)
    }

    /// Reads and checks a replay held in memory (an upload); `name` stands for the file in
    /// the errors.
    ///
    /// ```swift
    /// let replay = try Replay.read(data: body, name: "upload 17")
    /// ```
    public static func read(data: Data, name: String) throws(ReplayError) -> Replay {
        try decode(data, file: name)
    }

    /// The largest replay file read (a replay log holds at most `ReplayLog.maxRecords`).
    static let maxFileBytes = 256 << 20

    /// The deepest a replay's JSON may nest (one nests about 10 deep). Foundation's decoder
    /// recurses on nesting, so deeper text is refused before it is decoded.
    static let maxNesting = 64

    static func decode(_ data: Data, file: String) throws(ReplayError) -> Replay {
        if let byte = JSONNesting.firstTooDeep(in: data, limit: maxNesting) {
            throw ReplayError(file: file, message: "not a replay: arrays and objects nest more than \(maxNesting) deep (at byte \(byte))")
        }
        // Read the version first, so an old file gets a clear message rather than a
        // complaint about a field it never had.
        struct Header: Decodable { var format: String?; var version: Int?; var engine: Int? }
        if let header = try? JSONDecoder().decode(Header.self, from: data) {
            if let format = header.format, format != formatName {
                throw ReplayError(file: file, message: "not a replay: format is \"\(format)\", expected \"\(formatName)\"")
            }
            if header.version == 4 {
                throw engineMismatch(engineOfVersion4, file: file)
            }
            if let version = header.version, version != currentVersion, !olderVersions.contains(version) {
                throw ReplayError(file: file, message: "replay version \(version) is not supported (this game reads version \(currentVersion))", kind: .otherVersion)
            }
            if let engine = header.engine, engine != EngineVersion.current {
                throw engineMismatch(engine, file: file)
            }
        }
        let replay: Replay
        do {
            replay = try JSONDecoder().decode(Replay.self, from: data)
        } catch let error as DecodingError {
            throw ReplayError(file: file, message: ReplayError.describe(error, byteCount: data.count))
        } catch {
            throw ReplayError(file: file, message: "not a replay: \(error)")
        }
        try replay.check(file: file)
        if let why = replay.unreplayable {
            throw ReplayError(file: file, message: "this version-\(replay.version) replay \(why), so it cannot be played back (version \(currentVersion) replays can)", kind: .otherVersion)
        }
        return replay
    }

    /// Why an older version's replay would not reach its hash now: what it played that plays
    /// differently since; nil when it replays as recorded.
    var unreplayable: String? {
        if version <= 5, playsOldEasy { return "was played at the Easy difficulty from before Very Easy came; Easy plays faster now" }
        if version <= 6, levels.isDuel { return "is a duel's; a long rally heats up and ends now" }
        if version <= 6, levels.containsClassicLevel || events.contains(where: { $0.levels?.containsClassicLevel == true }) { return "plays an LBreakout set, whose bricks lie as LBreakout lays them out now" }
        return nil
    }

    /// The line for a replay recorded on another engine: it would not replay to the same hash.
    static func engineMismatch(_ engine: Int, file: String) -> ReplayError {
        ReplayError(file: file, message: "this replay needs physics engine \(engine); this game runs engine \(EngineVersion.current), which plays only replays recorded on it", kind: .otherVersion)
    }

    /// Whether the game was played at Easy at any point (from the start or after a change).
    var playsOldEasy: Bool {
        rules.difficulty == .easy || events.contains { $0.rules?.difficulty == .easy }
    }

    /// Checks what decoding cannot: the order of entries and events, sizes, numbers.
    private func check(file: String) throws(ReplayError) {
        func fail(_ message: String) -> ReplayError { ReplayError(file: file, message: message) }
        if levels.lacksLevels { throw fail("the replay holds no level") }
        guard steps >= 0 else { throw fail("steps must be 0 or more, got \(steps)") }
        guard steps <= ReplayLog.maxTicks else { throw fail("steps must be at most \(ReplayLog.maxTicks), got \(steps)") }
        guard fieldSize.width.isFinite && fieldSize.height.isFinite && fieldSize.width >= 100 && fieldSize.height >= 100
                && fieldSize.width <= ReplayEvent.maxFieldSide && fieldSize.height <= ReplayEvent.maxFieldSide else {
            throw fail("fieldSize must be 100...\(Int(ReplayEvent.maxFieldSide)) points on each side, got \(fieldSize)")
        }
        var last = 0
        for (k, entry) in inputs.enumerated() {
            guard entry.tick > last, entry.tick <= steps else {
                throw fail("input \(k) is at tick \(entry.tick); ticks must rise and stay within 1...\(steps)")
            }
            if let x = entry.input.paddleX, !x.isFinite {
                throw fail("input \(k) has a paddle position that is not a number")
            }
            last = entry.tick
        }
        var lastEvent = 0
        for (k, event) in events.enumerated() {
            guard event.tick >= lastEvent, event.tick <= steps else {
                throw fail("event \(k) is at tick \(event.tick); ticks must not fall and stay within 0...\(steps)")
            }
            if let problem = event.problem { throw fail("event \(k): \(problem)") }
            lastEvent = event.tick
        }
        guard UInt64(finalHash, radix: 16) != nil else {
            throw fail("finalHash \"\(finalHash)\" is not a hexadecimal hash")
        }
    }
}

/// The outcome of playing a replay back.
public struct ReplayResult {
    public let expectedHash: String
    public let actualHash: String
    public let game: Game
    public var matches: Bool { expectedHash == actualHash }
}
