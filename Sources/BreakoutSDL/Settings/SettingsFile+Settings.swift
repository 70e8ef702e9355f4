import Breakout
import SettingsKit

/// Writing back a key of the whole file (`Settings`), the one the game and its panel use.
extension SettingsFile {
    /// `updating` for a key of the whole file.
    static func updating(text: String, key: String, value: SettingValue) throws(SettingsProblem) -> String {
        try updating(Settings.self, text: text, key: key, value: value)
    }

    /// `update` for a key of the whole file.
    static func update(key: String, value: SettingValue, at path: String) throws(SettingsProblem) {
        try update(Settings.self, key: key, value: value, at: path)
    }
}
