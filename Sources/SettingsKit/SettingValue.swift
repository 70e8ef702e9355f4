/// One setting's value as it appears in the settings file: a TOML integer, float, boolean
/// or string. Enumerated settings (`paddle.shape`) are strings.
///
/// ```swift
/// let text = try SettingsFile.updating(text: old, key: "ball.speed", value: .number(600))
/// SettingValue.text("oval").tomlLiteral   // "\"oval\""
/// ```
public enum SettingValue: Hashable, Sendable {
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case text(String)

    /// The value written as TOML, e.g. `450.0`, `6`, `true`, `"oval"`.
    public var tomlLiteral: String {
        switch self {
        case .integer(let value): return String(value)
        case .number(let value): return Self.tomlFloat(value)
        case .boolean(let value): return value ? "true" : "false"
        case .text(let value): return Self.tomlString(value)
        }
    }

    /// Swift prints the shortest text that reads back to the same Double; TOML wants a
    /// dot or an exponent so the value stays a float, and `inf`/`nan` spelled its way.
    static func tomlFloat(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let text = String(value)
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    }

    /// A TOML basic string: quotes, backslashes and control characters escaped.
    static func tomlString(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
