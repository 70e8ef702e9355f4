import Files
import Foundation

/// A high-score chart on disk: a file per chart (`HighScoreChart.fileName`) in the player's
/// data directory (`$XDG_DATA_HOME/breakout`, by default `~/.local/share/breakout`). Writes are atomic (a
/// temporary file in the same directory, then a rename), so a crash never leaves half a
/// table. A missing file is an empty table; a corrupt one is moved aside
/// (`highscores.json.corrupt-<UTC timestamp>`) with a notice, never a crash.
///
/// ```swift
/// let store = HighScoreStore(directory: HighScoreStore.defaultDirectory() ?? "/tmp", chart: .levelset("Arcade"))
/// let recorded = store.record(HighScore(name: "Ann", score: 1250, level: 3, date: Date()))
/// recorded.notices.forEach { print($0) }
/// print(recorded.rank.map { "rank \($0)" } ?? "not in the table")
/// ```
public struct HighScoreStore: Sendable {
    /// The file format's version, written into the file. 2: entries have names and the
    /// file names its chart; version 1 (no names) still reads, its entries named "—".
    static let formatVersion = 2
    static let readableVersions = 1...2

    let directory: String
    let chart: HighScoreChart
    var fileName: String { chart.fileName }
    var path: String { (directory as NSString).appendingPathComponent(fileName) }

    public init(directory: String, chart: HighScoreChart = .generated) {
        self.directory = directory
        self.chart = chart
    }

    /// The chart's name a file keeps (nil for a version-1 file, or one that does not read).
    static func chartName(in path: String) -> String? {
        guard let data = try? BoundedFile.contents(of: path, limit: maxFileBytes),
              JSONNesting.firstTooDeep(in: data, limit: maxNesting) == nil else { return nil }
        struct Header: Decodable { var chart: String? }
        return (try? JSONDecoder().decode(Header.self, from: data))?.chart
    }

    /// The largest chart file read: ten entries are a few kilobytes.
    static let maxFileBytes = 1 << 20

    /// The deepest a chart's JSON may nest (one nests 3 deep). Foundation's decoder recurses
    /// on nesting, so deeper text is refused before it is decoded.
    static let maxNesting = 16

    /// `$XDG_DATA_HOME/breakout`, or `$HOME/.local/share/breakout` when XDG_DATA_HOME is unset,
    /// empty or relative (the XDG spec says to ignore a relative one); nil without either.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        XDGDirectories.data(environment: environment)
    }

    /// A table read from disk, with lines to show the player about what went wrong.
    public struct Loaded: Sendable {
        public var table: HighScoreTable
        var notices: [String]
    }

    /// The table after recording a score: its rank (nil when it did not make the table).
    struct Recorded: Sendable {
        var table: HighScoreTable
        var rank: Int?
        var notices: [String]
    }

    // MARK: Reading

    /// Reads the table. `now` names the moved-aside copy of a corrupt file.
    public func load(now: Date = Date()) -> Loaded {
        let fm = FileManager.default
        guard fm.fileExists(atPath: path) else { return Loaded(table: HighScoreTable(), notices: []) }
        let data: Data
        do {
            data = try BoundedFile.contents(of: path, limit: HighScoreStore.maxFileBytes)
        } catch let .tooLarge(size, _) {
            return Loaded(table: HighScoreTable(), notices: [setAside(because: "the file is \(size) bytes, more than a chart's \(HighScoreStore.maxFileBytes)", now: now)])
        } catch {
            // Unreadable (permissions, a folder or a pipe in the way): leave it for the player
            // to look at.
            return Loaded(table: HighScoreTable(), notices: ["high scores: \(path): \(error); scores are not kept"])
        }
        do {
            return Loaded(table: try HighScoreStore.decode(data), notices: [])
        } catch {
            return Loaded(table: HighScoreTable(), notices: [setAside(because: error.message, now: now)])
        }
    }

    /// The file's contents for a table (JSON, sorted keys, a final newline).
    static func encode(_ table: HighScoreTable, chart: HighScoreChart = .generated) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(Contents(version: HighScoreStore.formatVersion, chart: chart.name, entries: table.entries))
        data.append(0x0A)
        return data
    }

    /// The file's contents as a table; throws a one-line reason when they are not a table.
    static func decode(_ data: Data) throws(Failure) -> HighScoreTable {
        if let byte = JSONNesting.firstTooDeep(in: data, limit: maxNesting) {
            throw Failure(message: "not a high-score file (arrays and objects nest more than \(maxNesting) deep, at byte \(byte))")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let contents: Contents
        do {
            contents = try decoder.decode(Contents.self, from: data)
        } catch {
            throw Failure(message: data.isEmpty ? "the file is empty" : "not a high-score file (\(HighScoreStore.reason(error)))")
        }
        guard readableVersions.contains(contents.version) else {
            throw Failure(message: "unknown format version \(contents.version) (this game reads \(readableVersions.lowerBound) to \(formatVersion))")
        }
        if let bad = contents.entries.first(where: { !$0.isPlausible }) {
            throw Failure(message: "impossible entry (score \(bad.score), level \(bad.level)\(bad.score >= 0 && bad.level >= 1 ? ", a control character in its name" : ""))")
        }
        return HighScoreTable(entries: contents.entries)
    }

    /// Moves a corrupt file out of the way so the next save does not destroy it; returns the notice.
    private func setAside(because reason: String, now: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]   // basic: no ':' in file names
        formatter.timeZone = TimeZone(identifier: "UTC")
        let stamp = formatter.string(from: now)
        var aside = "\(path).corrupt-\(stamp)"
        var n = 2
        while FileManager.default.fileExists(atPath: aside) {
            aside = "\(path).corrupt-\(stamp)-\(n)"
            n += 1
        }
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            return "high scores: \(path): \(reason); moved it to \(aside) and started a new table"
        } catch {
            return "high scores: \(path): \(reason); could not move it aside (\(HighScoreStore.reason(error))); starting a new table"
        }
    }

    // MARK: Writing

    /// Writes the table atomically, creating the directory when needed.
    public func save(_ table: HighScoreTable) throws(HighScoreStoreError) {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw HighScoreStoreError(path: directory, message: "cannot create the folder (\(HighScoreStore.reason(error)))")
        }
        let data: Data
        do {
            data = try HighScoreStore.encode(table, chart: chart)
        } catch {
            throw HighScoreStoreError(path: path, message: "cannot encode the table (\(HighScoreStore.reason(error)))")
        }
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw HighScoreStoreError(path: path, message: error.reason)
        }
    }

    /// Reads the file again (another game may have written it since), adds `entry` and, when
    /// it made the table, writes the table back.
    func record(_ entry: HighScore, now: Date = Date()) -> Recorded {
        var loaded = load(now: now)
        let rank = loaded.table.insert(entry)
        if rank != nil {
            do { try save(loaded.table) } catch { loaded.notices.append("high scores: \(error)") }
        }
        return Recorded(table: loaded.table, rank: rank, notices: loaded.notices)
    }

    /// Reads the file again, renames `entry` in it and writes it back; the table, or nil
    /// when the entry is no longer there.
    func rename(_ entry: HighScore, to name: String, now: Date = Date()) -> Recorded? {
        var loaded = load(now: now)
        guard loaded.table.rename(entry, to: name) else { return nil }
        do { try save(loaded.table) } catch { loaded.notices.append("high scores: \(error)") }
        return Recorded(table: loaded.table, rank: nil, notices: loaded.notices)
    }

    // MARK: Private

    /// What the file holds.
    private struct Contents: Codable {
        var version: Int
        /// The chart's name (version 2 on): a levelset's file name cannot always say it.
        var chart: String?
        var entries: [HighScore]
    }

    /// A one-line reason, inside the store.
    struct Failure: Error {
        var message: String
    }

    /// A short reason from a Foundation or decoding error.
    private static func reason(_ error: Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context): return context.debugDescription
        case let DecodingError.keyNotFound(key, _): return "no \"\(key.stringValue)\""
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return at.isEmpty ? context.debugDescription : "\(at): \(context.debugDescription)"
        default: return (error as NSError).localizedDescription
        }
    }
}
