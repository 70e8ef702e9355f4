import Translations

/// One thing wrong with a settings file, shown to the player as one line:
/// `FILE:LINE: KEY: PROBLEM (allowed: ...)`.
///
/// ```swift
/// for problem in SettingsFile.load(from: path, lastGood: current).problems {
///     print(problem)   // /home/u/.config/breakout/breakout.toml:12: ball.speed: 5000 is out of range (allowed: 100...3000 points/s)
/// }
/// ```
public struct SettingsProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path; empty when the problem is not about a file (a bad value from code).
    public var file: String
    /// 1-based; nil when no line applies (an unreadable file).
    public var line: Int?
    /// 1-based; only TOML syntax errors have one.
    var column: Int?
    /// "ball.speed", "[bal]" for a section; nil for syntax and file errors.
    public internal(set) var key: String?
    /// What is wrong, e.g. `5000 is out of range`.
    var message: String
    /// What would be right, e.g. `100...3000 points/s`.
    var allowed: String?

    public init(
        file: String = "", line: Int? = nil, column: Int? = nil, key: String? = nil,
        message: String, allowed: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
        self.allowed = allowed
    }

    /// A value that does not fit its setting; `shown` is the value as the file spells it.
    init(key: String, rejection: SettingKind.Rejection, shown: String, allowed: String) {
        let message = switch rejection {
        case .wrongType(let expected): tr("%1$s is not %2$s", shown, expected)
        case .outOfRange: tr("%s is out of range", shown)
        case .notAChoice: tr("%s is not one of the choices", shown)
        case .notAnAddress(let why): why
        }
        self.init(key: key, message: message, allowed: allowed)
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        if !text.isEmpty { text += ": " }
        if let key { text += key + ": " }
        text += message
        if let allowed { text += " " + tr("(allowed: %s)", allowed) }
        return text
    }
}
