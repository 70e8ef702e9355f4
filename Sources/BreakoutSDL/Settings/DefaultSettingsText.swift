import Breakout

/// The shipped settings file, rendered from `Settings.schema`: every key with its meaning,
/// unit, allowed values and default in comments. `Config/breakout.toml` is this text (a
/// test keeps the two identical), and a player's first run copies it from here, so the
/// binary needs no resource files.
///
/// ```swift
/// try SettingsFile.write(DefaultSettingsText.text, to: path)
/// ```
enum DefaultSettingsText {
    static let text: String = Settings.schema.fileText(preamble: preamble)

    static let preamble = """
        # Breakout settings.
        #
        # The game reads this file when it starts and again whenever it changes. A key left
        # out keeps its default, so the file may set only what you want to change. A bad
        # value, a line that does not read or an unknown key is reported as
        # FILE:LINE: KEY: PROBLEM (allowed: ...) on the screen; that key keeps its last good
        # value and every other key applies. The settings panel rewrites single values and
        # keeps your comments.
        #
        # Your copy lives in $XDG_CONFIG_HOME/breakout/breakout.toml (by default
        # ~/.config/breakout/breakout.toml); `--config PATH` picks another file.
        """
}
