import Foundation
@_spi(Fuzzing) import Breakout

/// The settings file as a player's copy holds it, all of `Settings`' keys, checked as
/// `ParserChecks.settings` checks any settings table (for `Fuzz/`'s settings target and the
/// regression tests).
///
/// ```swift
/// SettingsChecks.settingsFile(Data("[ball]\nspeed = 600\n".utf8))   // nil
/// ```
@_spi(Fuzzing) public enum SettingsChecks {
    @_spi(Fuzzing) public static func settingsFile(_ data: Data) -> String? {
        // Last good values other than the defaults, so a key that keeps its own shows it.
        var lastGood = Settings()
        lastGood.rules.ballSpeed = 700
        return ParserChecks.settings(data, lastGood: lastGood)
    }
}
