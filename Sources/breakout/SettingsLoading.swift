import ArgumentParser
import Breakout
import BreakoutSDL
import Foundation
import SettingsKit

/// Reads the settings for a command: `--config PATH`, or the player's file (created from the
/// default on first run). Problems go to standard error, one line each; the defaults stay in
/// force then, so a broken file never stops the game.
enum SettingsLoading {
    static func load(explicitPath: String?) -> Settings {
        let location: SettingsLocation
        do {
            location = try SettingsLocation.resolve(explicitPath: explicitPath)
        } catch {
            warn("\(error)")
            warn("using the default settings")
            return Settings()
        }
        let result = SettingsFile.load(from: location.path, lastGood: Settings())
        for problem in result.problems { warn("\(problem)") }
        if !result.isValid { warn("using the default settings (the file has \(result.problems.count) problem(s))") }
        return result.settings
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
