import ArgumentParser
import Breakout
import BreakoutSDL
import Foundation
import SettingsKit
import Translations

/// Reads the settings for a command: `--config PATH`, or the player's file (created from the
/// default on first run). Problems go to standard error, one line each; the defaults stay in
/// force then, so a broken file never stops the game.
enum SettingsLoading {
    /// The lines are in the player's language from the first: the system's, or the one the
    /// file chooses (read, then read again in it).
    static func load(explicitPath: String?) -> Settings {
        Localization.setUpIfNeeded()
        Localization.use(.system)
        let location: SettingsLocation
        do {
            location = try SettingsLocation.resolve(explicitPath: explicitPath)
        } catch {
            warn("\(error)")
            warn(tr("using the default settings"))
            return Settings()
        }
        var result = SettingsFile.load(from: location.path, lastGood: Settings())
        if result.settings.language != .system {
            Localization.use(result.settings.language)
            result = SettingsFile.load(from: location.path, lastGood: Settings())
        }
        for problem in result.problems { warn("\(problem)") }
        if let line = summary(of: result, path: location.path) { warn(line) }
        return result.settings
    }

    /// After the problems: what is in force. Each problem costs only its key (or its line),
    /// so the rest of the file is; only a file that does not read at all leaves the defaults.
    static func summary(of result: SettingsLoadResult<Settings>, path: String) -> String? {
        guard !result.isValid else { return nil }
        if result.keptLastGoodWhole { return tr("%s: using the default settings", path) }
        var keys: [String] = []
        for key in result.problems.compactMap(\.key) where !keys.contains(key) { keys.append(key) }
        guard !keys.isEmpty else { return tr("%s: the lines above were left out; the rest of the file is in force", path) }
        return tr("%1$s: the default value is used for %2$s; the rest of the file is in force", path, keys.joined(separator: ", "))
    }

    /// The settings file's path, or nil when it cannot be resolved (warned about by `load`).
    static func resolvePath(explicitPath: String?) -> String? {
        try? SettingsLocation.resolve(explicitPath: explicitPath).path
    }

    static func warn(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Prints `error: message` to standard error and gives the exit code for a failed run
/// (for problems in files, where a usage line would not help).
func failure(_ message: String) -> ExitCode {
    SettingsLoading.warn("error: \(message)")
    return ExitCode.failure
}
