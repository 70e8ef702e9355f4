/// The shipped settings file, rendered from `Settings.schema`: every key with its meaning,
/// unit, allowed values and default in comments. `Config/breakout.toml` is this text (a
/// test keeps the two identical), and a player's first run copies it from here, so the
/// binary needs no resource files.
///
/// ```swift
/// try SettingsFile.write(DefaultSettingsText.text, to: path)
/// ```
enum DefaultSettingsText {
    static let text: String = render(Settings.self)

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

    static func render<Root: SettingsRoot>(_ root: Root.Type) -> String {
        var lines = [preamble]
        for section in Root.schema.sections {
            lines.append("")
            lines += comment(section.doc)
            lines.append("[\(section.name)]")
            for descriptor in Root.schema.descriptors where descriptor.section == section.name {
                lines.append("")
                lines += comment(descriptor.doc)
                lines += comment(facts(descriptor))
                lines.append("\(descriptor.name) = \(descriptor.defaultValue.tomlLiteral)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Unit: points/s. Allowed: 100...3000. Default: 450.0.`
    static func facts<Root>(_ descriptor: SettingDescriptor<Root>) -> String {
        let unit = descriptor.unit.map { "Unit: \($0). " } ?? ""
        let allowed = descriptor.kind.allowed(unit: nil)
        return "\(unit)Allowed: \(allowed). Default: \(descriptor.defaultValue.tomlLiteral)."
    }

    private static func comment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }
}
