import Foundation

/// Reads and checks a settings file. A file with any problem leaves the settings as they
/// were (`lastGood`) and lists every problem, one line each; a valid file gives new
/// settings, with the defaults for the keys it leaves out.
///
/// ```swift
/// let result = SettingsFile.load(from: location.path, lastGood: game.settings)
/// result.problems.forEach { print($0) }   // path:12: ball.speed: 5000 is out of range (allowed: 100...3000 points/s)
/// game.settings = result.settings
/// ```
public enum SettingsFile {
    /// The largest settings file read (1 MiB: the shipped one has 5 KB).
    static let maxFileBytes = 1 << 20

    /// Reads the file at `path`; an unreadable or missing file is one problem.
    public static func load(from path: String, lastGood: Settings) -> SettingsLoadResult {
        check(read(path), path: path, lastGood: lastGood)
    }

    /// Checks what `read` gave: a failure to read is the one problem.
    static func check(_ read: Result<Data, SettingsProblem>, path: String, lastGood: Settings) -> SettingsLoadResult {
        switch read {
        case let .failure(problem): return SettingsLoadResult(settings: lastGood, problems: [problem])
        case let .success(data): return parse(data: data, path: path, lastGood: lastGood)
        }
    }

    /// The file's bytes, or why they cannot be had: no file, larger than `maxFileBytes`
    /// (not read at all), or unreadable.
    static func read(_ path: String) -> Result<Data, SettingsProblem> {
        guard FileManager.default.fileExists(atPath: path) else {
            return .failure(SettingsProblem(file: path, message: tr("no such file")))
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        guard size <= maxFileBytes else {
            return .failure(SettingsProblem(file: path, message: tr("the file has %1$d bytes; a settings file may have at most %2$d", size, maxFileBytes)))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SettingsProblem(file: path, message: tr("cannot read the file")))
        }
        return .success(data)
    }

    /// Checks a file's bytes: UTF-8 text, then the settings in it.
    static func parse(data: Data, path: String, lastGood: Settings) -> SettingsLoadResult {
        guard let text = String(data: data, encoding: .utf8) else {
            return SettingsLoadResult(settings: lastGood, problems: [SettingsProblem(file: path, message: tr("is not UTF-8 text"))])
        }
        return parse(text: text, path: path, lastGood: lastGood)
    }

    /// Checks settings text; `path` only names the file in problems.
    static func parse(text: String, path: String, lastGood: Settings) -> SettingsLoadResult {
        let root: TOMLTable
        do {
            root = try TOMLParser.parse(text)
        } catch {
            let problem = SettingsProblem(file: path, line: error.line, column: error.column,
                                          message: tr("syntax error: %s", error.message))
            return SettingsLoadResult(settings: lastGood, problems: [problem])
        }
        var reader = SettingsReader(path: path, text: text)
        reader.read(root)
        if reader.problems.isEmpty { return SettingsLoadResult(settings: reader.settings, problems: []) }
        return SettingsLoadResult(settings: lastGood, problems: reader.problems)
    }
}

/// What loading a settings file gives: the settings to use and what was wrong.
public struct SettingsLoadResult: Hashable, Sendable {
    /// The file's settings when it has no problems, otherwise the last good ones unchanged.
    public var settings: Settings
    /// One per problem, in file order; empty for a valid file.
    public var problems: [SettingsProblem]

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
