import Files
import Foundation
import TOML
import Translations

/// Reads and checks a settings file, forgiving: every problem costs only its own key. A
/// bad value, a line that does not read (a TOML syntax error) or a pair of keys that break a
/// rule together keep the last good value of that key (`lastGood`: the settings in force, or
/// the defaults at start-up), every other key takes the file's value, and keys the file
/// leaves out their defaults. Every problem is listed, one line each. Only a file that cannot
/// be read at all (missing, too large, not UTF-8) keeps `lastGood` whole.
///
/// ```swift
/// let result = SettingsFile.load(from: location.path, lastGood: game.settings)
/// result.problems.forEach { print($0) }   // path:12: ball.speed: 5000 is out of range (allowed: 100...3000 points/s)
/// game.settings = result.settings         // the file's other keys apply
/// ```
public enum SettingsFile {
    /// The largest settings file read (1 MiB: the shipped one has 5 KB).
    static let maxFileBytes = 1 << 20

    /// Reads the file at `path`; an unreadable or missing file is one problem.
    public static func load<Root>(from path: String, lastGood: Root) -> SettingsLoadResult<Root> {
        check(read(path), path: path, lastGood: lastGood)
    }

    /// Checks what `read` gave: a failure to read is the one problem.
    static func check<Root>(_ read: Result<Data, SettingsProblem>, path: String, lastGood: Root) -> SettingsLoadResult<Root> {
        switch read {
        case let .failure(problem): return SettingsLoadResult(settings: lastGood, problems: [problem], keptLastGoodWhole: true)
        case let .success(data): return parse(data: data, path: path, lastGood: lastGood)
        }
    }

    /// The file's bytes, or why they cannot be had: no file, larger than `maxFileBytes`
    /// (not read at all), or unreadable.
    static func read(_ path: String) -> Result<Data, SettingsProblem> {
        do {
            return .success(try BoundedFile.contents(of: path, limit: maxFileBytes))
        } catch .missing {
            return .failure(SettingsProblem(file: path, message: tr("no such file")))
        } catch let .tooLarge(size, _) {
            return .failure(SettingsProblem(file: path, message: tr("the file has %1$d bytes; a settings file may have at most %2$d", size, maxFileBytes)))
        } catch .notAFile {
            // A pipe, a device or a folder where the file should be: Foundation's reader waited
            // on a pipe for ever.
            return .failure(SettingsProblem(file: path, message: tr("is not a file (a folder, a pipe or a device)")))
        } catch {
            return .failure(SettingsProblem(file: path, message: tr("cannot read the file")))
        }
    }

    /// Checks a file's bytes: UTF-8 text, then the settings in it.
    public static func parse<Root>(data: Data, path: String, lastGood: Root) -> SettingsLoadResult<Root> {
        guard let text = String(data: data, encoding: .utf8) else {
            return SettingsLoadResult(settings: lastGood, problems: [SettingsProblem(file: path, message: tr("is not UTF-8 text"))],
                                      keptLastGoodWhole: true)
        }
        return parse(text: text, path: path, lastGood: lastGood)
    }

    /// Checks settings text; `path` only names the file in problems.
    public static func parse<Root>(text: String, path: String, lastGood: Root) -> SettingsLoadResult<Root> {
        // Each syntax error costs its line: the line is left out (blank, so the others keep
        // their numbers) and the rest is read again. One attempt per line at most; an error
        // on a line already left out means the file's shape is lost (an unclosed string or
        // array), and then the whole file keeps the last good settings.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var skipped: [Int] = []
        var problems: [SettingsProblem] = []
        var root: TOMLTable?
        for _ in 0...lines.count {
            do {
                root = try TOMLParser.parse(lines.joined(separator: "\n"))
                break
            } catch {
                problems.append(SettingsProblem(file: path, line: error.line, column: error.column,
                                                message: tr("syntax error: %s", error.message)))
                let k = error.line - 1
                guard lines.indices.contains(k), !skipped.contains(error.line) else { break }
                skipped.append(error.line)
                lines[k] = ""
            }
        }
        guard let root else { return SettingsLoadResult(settings: lastGood, problems: problems, keptLastGoodWhole: true) }
        var reader = SettingsReader(path: path, text: lines.joined(separator: "\n"), lastGood: lastGood)
        // A setting on a line that did not read keeps its last good value too.
        let original = SettingsTextIndex(text: text)
        reader.keepLastGood(original.entries.filter { skipped.contains($0.line) }.map { $0.key.joined(separator: ".") })
        reader.read(root)
        problems += reader.problems
        // The player reads the file top to bottom.
        problems = problems.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
        return SettingsLoadResult(settings: reader.settings, problems: problems)
    }
}

/// What loading a settings file gives: the settings to use and what was wrong.
public struct SettingsLoadResult<Root: SettingsRoot>: Hashable, Sendable {
    /// The file's settings, with the last good value for each key that has a problem (the
    /// last good settings whole when the file could not be read at all).
    public var settings: Root
    /// One per problem, in file order; empty for a valid file.
    public var problems: [SettingsProblem]
    /// Whether nothing of the file was used (it did not read, or lost its shape): the last
    /// good settings stand whole. Otherwise each problem cost only its own key or line.
    public var keptLastGoodWhole = false

    public var isValid: Bool { problems.isEmpty }
}

extension SettingsFile {
    /// The line `key` ("section.name") is set on in the settings file at `path`, if it is: a
    /// value the game cannot use after all (a theme that is not installed) is reported there.
    public static func line(of key: String, inFileAt path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20,
              let text = String(data: data, encoding: .utf8) else { return nil }
        return SettingsTextIndex(text: text).line(of: key.split(separator: ".").map(String.init))
    }
}
