import Dynamics
import Foundation

/// A recorded game: the seed, the settings, the levels and the input of every step, with
/// the state hash it ended on. Playing it back reproduces that hash bit for bit.
///
/// ```swift
/// var recorder = ReplayRecorder(game: game)
/// recorder.step(game, GameInput(paddleX: 300, launch: true))
/// try recorder.replay(finishedWith: game).write(to: url)
/// let result = try Replay.read(from: url).play()   // result.matches == true
/// ```
public struct Replay: Codable, Sendable {
    public static let formatName = "breakout-replay"
    public static let currentVersion = 1

    public var format = Replay.formatName
    public var version = Replay.currentVersion
    public var seed: UInt64
    public var settings: Settings
    public var fieldSize: Size
    /// Where levels come from (levels from files are stored whole, so a replay does not
    /// depend on files that may change).
    public var levels: LevelSequence
    /// One entry per change of input: from `step` on, the input is this one.
    public var inputs: [Entry]
    public var steps: Int
    /// `Game.stateHash()` at the end, in hex.
    public var finalHash: String

    public struct Entry: Codable, Hashable, Sendable {
        public var step: Int
        public var input: GameInput
    }

    /// The input for every step, expanded.
    public func input(at step: Int, from index: inout Int) -> GameInput {
        while index + 1 < inputs.count && inputs[index + 1].step <= step { index += 1 }
        guard index < inputs.count, inputs[index].step <= step else { return .none }
        // Launch and push are presses: they count on the step they were recorded at only.
        var input = inputs[index].input
        if inputs[index].step != step { input.launch = false; input.push = false }
        return input
    }

    /// Plays the replay headless and compares the final hash.
    public func play() -> ReplayResult {
        let game = Game(settings: settings, levels: levels, seed: seed, fieldSize: fieldSize)
        var index = 0
        for step in 1...max(steps, 1) where step <= steps {
            game.step(input(at: step, from: &index))
        }
        let hash = String(game.stateHash(), radix: 16)
        return ReplayResult(expectedHash: finalHash, actualHash: hash, game: game)
    }

    /// Writes the replay atomically (`AtomicFile`).
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(self), to: url.path)
    }

    /// Reads and checks a replay file; every problem names the file and what is wrong.
    public static func read(from url: URL) throws(ReplayError) -> Replay {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReplayError(file: url.path, message: "cannot read the file (\(error.localizedDescription))")
        }
        return try decode(data, file: url.path)
    }

    public static func decode(_ data: Data, file: String) throws(ReplayError) -> Replay {
        let replay: Replay
        do {
            replay = try JSONDecoder().decode(Replay.self, from: data)
        } catch let error as DecodingError {
            throw ReplayError(file: file, message: ReplayError.describe(error, byteCount: data.count))
        } catch {
            throw ReplayError(file: file, message: "not a replay: \(error)")
        }
        guard replay.format == formatName else {
            throw ReplayError(file: file, message: "not a replay: format is \"\(replay.format)\", expected \"\(formatName)\"")
        }
        guard replay.version == currentVersion else {
            throw ReplayError(file: file, message: "replay version \(replay.version) is not supported (this game reads version \(currentVersion))")
        }
        if case let .list(levels) = replay.levels, levels.isEmpty {
            throw ReplayError(file: file, message: "the replay holds no level")
        }
        guard replay.steps >= 0 else { throw ReplayError(file: file, message: "steps must be 0 or more, got \(replay.steps)") }
        var last = 0
        for (k, entry) in replay.inputs.enumerated() {
            guard entry.step > last, entry.step <= replay.steps else {
                throw ReplayError(file: file, message: "input \(k) is at step \(entry.step); steps must rise and stay within 1...\(replay.steps)")
            }
            if let x = entry.input.paddleX, !x.isFinite {
                throw ReplayError(file: file, message: "input \(k) has a paddle position that is not a number")
            }
            last = entry.step
        }
        guard UInt64(replay.finalHash, radix: 16) != nil else {
            throw ReplayError(file: file, message: "finalHash \"\(replay.finalHash)\" is not a hexadecimal hash")
        }
        return replay
    }
}

/// The outcome of playing a replay back.
public struct ReplayResult {
    public let expectedHash: String
    public let actualHash: String
    public let game: Game
    public var matches: Bool { expectedHash == actualHash }
}

/// What is wrong with a replay file.
public struct ReplayError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let message: String

    public var description: String { "\(file): \(message)" }

    static func describe(_ error: DecodingError, byteCount: Int) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let p = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return p.isEmpty ? "the top level" : p
        }
        switch error {
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty
                ? "not valid JSON (truncated or corrupt, \(byteCount) bytes): \(context.debugDescription)"
                : "\(path(context)): \(context.debugDescription)"
        case let .keyNotFound(key, context):
            return "missing \"\(key.stringValue)\" in \(path(context)) (the file may be truncated)"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Records a game as it is played, for `Replay`.
public struct ReplayRecorder {
    private var replay: Replay
    private var last: GameInput?

    /// Call before the game's first step.
    public init(game: Game) {
        replay = Replay(seed: game.seed, settings: game.settings, fieldSize: game.layout.size, levels: game.levels,
                        inputs: [], steps: 0, finalHash: "")
    }

    /// Steps the game with `input` and records it.
    public mutating func step(_ game: Game, _ input: GameInput) {
        game.step(input)
        replay.steps = game.stepIndex
        var held = input
        held.launch = false
        held.push = false
        if input.launch || input.push || last != held {
            replay.inputs.append(Replay.Entry(step: game.stepIndex, input: input))
        }
        last = held
    }

    public func replay(finishedWith game: Game) -> Replay {
        var r = replay
        r.finalHash = String(game.stateHash(), radix: 16)
        return r
    }
}
