/// A problem in a level file, with where it is: `castle.level:12: unknown brick 'Q' ...`.
/// `line` is 1-based; nil when the problem is the whole file (it cannot be read). At the end
/// of a file that stops early, `line` is the line that is missing (one past the last).
///
/// ```swift
/// do { _ = try LevelLoader.load(path: "levels/castle.level") }
/// catch { print(error) } // levels/castle.level:3: row 2: expected 8 characters like ...
/// ```
public struct LevelLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path or name the file was loaded under.
    var file: String
    var line: Int?
    /// What was wrong and what was expected.
    var message: String

    init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// A byte as a problem names it: 0x7F.
    static func shown(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }

    /// A character as a problem quotes it: as it is when it prints, else its code (U+007F),
    /// so no control character reaches the terminal.
    static func shown(_ character: Character) -> String {
        let printable = character.unicodeScalars.allSatisfy { !$0.properties.generalCategory.isControlOrFormat }
        if printable { return "'\(character)'" }
        return character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: " ")
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

private extension Unicode.GeneralCategory {
    var isControlOrFormat: Bool { self == .control || self == .format || self == .unassigned }
}
