/// A player's name as the charts keep it: control and format characters (newlines, escapes,
/// bidirectional overrides) removed, runs of spaces made one, trimmed, and cut to the
/// longest allowed. A combining mark needs a letter to sit on: one at the start or after a
/// space is dropped, and a letter keeps at most `maxMarks` (so a name cannot pile hundreds
/// of accents over the rows above and below it on the page). HTML escaping is the page's
/// job (`HTMLByScalars`).
///
/// ```swift
/// PlayerName.clean("  Ann\u{1B}[31m\n ", maxLength: 24)   // "Ann[31m"
/// ```
enum PlayerName {
    /// Combining marks kept on one letter: enough for any script's accents (Vietnamese has
    /// two, pointed Hebrew three), too few to stack.
    static let maxMarks = 4

    /// The cleaned name, or nil when nothing is left.
    static func clean(_ raw: String, maxLength: Int) -> String? {
        var kept = ""
        var lastWasSpace = true
        var marks = 0
        for scalar in raw.unicodeScalars where keeps(scalar) {
            if scalar.properties.generalCategory == .spaceSeparator {
                if !lastWasSpace { kept.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else if attaches(scalar) {
                guard !lastWasSpace && marks < maxMarks else { continue }
                kept.unicodeScalars.append(scalar)
                marks += 1
            } else {
                kept.unicodeScalars.append(scalar)
                lastWasSpace = false
                marks = 0
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

    /// Whether `scalar` joins the character before it (a combining mark, an emoji's skin tone).
    static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.isEmojiModifier || properties.generalCategory == .spacingMark
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
