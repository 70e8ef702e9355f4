import Breakout
import Files
import Foundation
import SettingsKit
import Translations

/// Where the player's settings file is: `--config PATH` when given (it must exist), else
/// `$XDG_CONFIG_HOME/breakout/breakout.toml`, by default `~/.config/breakout/breakout.toml`,
/// created from the shipped default on first run.
///
/// ```swift
/// let location = try SettingsLocation.resolve(explicitPath: options.config)
/// let result = SettingsFile.load(from: location.path, lastGood: Settings())
/// ```
public struct SettingsLocation: Hashable, Sendable {
    public let path: String
    /// The path came from `--config`.
    let isExplicit: Bool
    /// This call wrote the shipped default there (first run).
    let createdDefault: Bool

    /// Finds (and on first run creates) the settings file. Throws when an explicit path
    /// does not exist, when neither XDG_CONFIG_HOME nor HOME is usable, or when the
    /// default file cannot be written.
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SettingsProblem) -> SettingsLocation {
        if let explicitPath {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: explicitPath, isDirectory: &isDirectory) else {
                throw SettingsProblem(file: explicitPath, message: tr("no such settings file (given with --config)"))
            }
            guard !isDirectory.boolValue else {
                throw SettingsProblem(file: explicitPath, message: tr("is a folder, not a settings file (given with --config)"))
            }
            return SettingsLocation(path: explicitPath, isExplicit: true, createdDefault: false)
        }
        let path = try defaultPath(environment: environment)
        if FileManager.default.fileExists(atPath: path) {
            return SettingsLocation(path: path, isExplicit: false, createdDefault: false)
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SettingsProblem(file: path, message: tr("cannot create the folder %s", folder))
        }
        try SettingsFile.write(DefaultSettingsText.text, to: path)
        return SettingsLocation(path: path, isExplicit: false, createdDefault: true)
    }

    /// `$XDG_CONFIG_HOME/breakout/breakout.toml`, or `$HOME/.config/...` when XDG_CONFIG_HOME
    /// is unset, empty or relative (the XDG spec says to ignore a relative one).
    static func defaultPath(environment: [String: String]) throws(SettingsProblem) -> String {
        guard let folder = XDGDirectories.config(environment: environment) else {
            throw SettingsProblem(message: tr("cannot find the settings folder: neither XDG_CONFIG_HOME nor HOME is set"),
                                  allowed: "--config PATH")
        }
        return (folder as NSString).appendingPathComponent("breakout.toml")
    }
}
