import Foundation

/// The player's folders, as the XDG Base Directory spec defines them: settings under
/// `$XDG_CONFIG_HOME` (default `~/.config`), data (high scores, the last replay) under
/// `$XDG_DATA_HOME` (default `~/.local/share`), each in a `breakout` folder. A variable
/// that is unset, empty or relative is ignored, as the spec says.
///
/// ```swift
/// XDGDirectories.data(environment: ["HOME": "/home/me"])   // "/home/me/.local/share/breakout"
/// ```
public enum XDGDirectories {
    /// The game's settings folder, or nil when neither XDG_CONFIG_HOME nor HOME is usable.
    public static func config(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        folder(variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment)
    }

    /// The game's data folder, or nil when neither XDG_DATA_HOME nor HOME is usable.
    public static func data(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        folder(variable: "XDG_DATA_HOME", fallback: ".local/share", environment: environment)
    }

    private static func folder(variable: String, fallback: String, environment: [String: String]) -> String? {
        let base: String
        if let value = environment[variable], value.hasPrefix("/") {
            base = value
        } else if let home = environment["HOME"], !home.isEmpty {
            base = (home as NSString).appendingPathComponent(fallback)
        } else {
            return nil
        }
        return (base as NSString).appendingPathComponent("breakout")
    }
}
