/// A player's name as the charts keep it: control and format characters (newlines, escapes,
/// bidirectional overrides) removed, runs of spaces made one, trimmed, and cut to the
/// longest allowed. HTML escaping is the page's job (mustache escapes every `{{name}}`).
///
/// ```swift
/// PlayerName.clean("  Ann\u{1B}[31m\n ", maxLength: 24)   // "Ann[31m"
/// ```
enum PlayerName {
    /// The cleaned name, or nil when nothing is left.
    static func clean(_ raw: String, maxLength: Int) -> String? {
        var kept = ""
        var lastWasSpace = true
        for scalar in raw.unicodeScalars where keeps(scalar) {
            if scalar.properties.generalCategory == .spaceSeparator {
                if !lastWasSpace { kept.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else {
                kept.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        let name = String(kept.trimmingTrailingSpaces.prefix(maxLength)).trimmingTrailingSpaces
        return name.isEmpty ? nil : name
    }

    /// Whether a name keeps `scalar` (a space of any width is kept as one plain space).
    static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
