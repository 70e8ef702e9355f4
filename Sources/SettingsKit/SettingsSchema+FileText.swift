/// A settings file written from a table: each section with its description, each key with
/// its meaning, unit, allowed values and default in comments, set to its default. The
/// shipped `Config/breakout.toml` is `Settings.schema`'s.
///
/// ```swift
/// let text = GameRules.schema.fileText(preamble: "# The game's rules.")
/// ```
extension SettingsSchema {
    public func fileText(preamble: String) -> String {
        var lines = [preamble]
        for section in sections {
            lines.append("")
            lines += Self.comment(section.doc)
            lines.append("[\(section.name)]")
            for descriptor in descriptors where descriptor.section == section.name {
                lines.append("")
                lines += Self.comment(descriptor.doc)
                lines += Self.comment(descriptor.fileFacts)
                lines.append("\(descriptor.name) = \(descriptor.defaultValue.tomlLiteral)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func comment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }
}

extension SettingDescriptor {
    /// What the file's comment says of the key besides its meaning:
    /// `Unit: points/s. Allowed: 100...3000. Default: 450.0.`
    public var fileFacts: String {
        let unit = unit.map { "Unit: \($0). " } ?? ""
        return "\(unit)Allowed: \(kind.allowed(unit: nil)). Default: \(defaultValue.tomlLiteral)."
    }
}
