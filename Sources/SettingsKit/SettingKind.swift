import Translations

/// What a setting holds and which values it allows. The settings file, the checks, the
/// comments in `Config/breakout.toml` and the settings panel all read it from here.
///
/// ```swift
/// SettingKind.number(100...3000).allowed(unit: "points/s")   // "100...3000 points/s"
/// SettingKind.choice(["rectangle", "oval"]).allowed(unit: nil) // "\"rectangle\", \"oval\""
/// ```
public enum SettingKind: Hashable, Sendable {
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// A number in a range; integers are accepted too.
    case number(ClosedRange<Double>)
    case boolean
    /// One of a few strings (an enum's raw values).
    case choice([String])
    /// A file path; "" means none.
    case path
    /// A short name in quotes (an installed theme's): 1 to 64 characters, none of them a
    /// control character. Which names exist is for the reader of the setting to say.
    case name
    /// A key's name as SDL spells it (`KeyName`), any capitalisation read.
    case key
    /// A game controller button's name as SDL spells it (`PadButtonName`).
    case padButton
    /// A web server's `http://` address (`HTTPAddress`); "" means none.
    case httpAddress

    /// Why a value does not fit.
    enum Rejection: Error, Hashable, Sendable {
        /// The wrong TOML type; the associated text says what was expected ("a number").
        case wrongType(expected: String)
        case outOfRange
        case notAChoice
        /// Not an address the game can use; the text says why (`HTTPAddress.Problem`).
        case notAnAddress(String)
    }

    /// What a value of the wrong type should have been, e.g. "a number" (in the player's language).
    var expected: String {
        switch self {
        case .integer: tr("a whole number")
        case .number: tr("a number")
        case .boolean: tr("true or false")
        case .choice, .path, .name, .key, .padButton, .httpAddress: tr("a quoted string")
        }
    }

    /// The allowed values as people read them, e.g. `100...3000 points/s` or `"wall", "pyramid"`.
    func allowed(unit: String?) -> String {
        let suffix = unit.map { " " + $0 } ?? ""
        switch self {
        case .integer(let range): return "\(range.lowerBound)...\(range.upperBound)" + suffix
        case .number(let range):
            return Self.plain(range.lowerBound) + "..." + Self.plain(range.upperBound) + suffix
        case .boolean: return "true, false"
        case .choice(let values): return values.map(SettingValue.tomlString).joined(separator: ", ")
        case .path: return "a file path in quotes, or \"\" for none"
        case .name: return "a name in quotes, 1 to 64 characters"
        case .key: return KeyName.allowedText
        case .padButton: return PadButtonName.allowedText
        case .httpAddress: return "an http:// address in quotes, such as \"\(HTTPAddress.example)\", or \"\" for none"
        }
    }

    /// `allowed(unit:)` in the player's language, for problems: the unit and the words
    /// translated, the values (which are TOML) as they are. The default settings file keeps
    /// the English of `allowed(unit:)`.
    func allowedShown(unit: String?) -> String {
        switch self {
        case .path: return tr("a file path in quotes, or \"\" for none")
        case .name: return tr("a name in quotes, 1 to 64 characters")
        case .key: return tr(KeyName.allowedText)
        case .padButton: return tr(PadButtonName.allowedText)
        case .httpAddress: return tr("an http:// address in quotes, such as \"%s\", or \"\" for none", HTTPAddress.example)
        default: return allowed(unit: unit.map(tr))
        }
    }

    /// Checks a value and converts it to this kind's own case (an integer for a number
    /// setting becomes a number; a float with no fraction is fine for an integer setting).
    func accept(_ value: SettingValue) -> Result<SettingValue, Rejection> {
        switch (self, value) {
        case (.integer(let range), .integer(let int)):
            return range.contains(int) ? .success(.integer(int)) : .failure(.outOfRange)
        case (.integer(let range), .number(let double)):
            guard let int = Int(exactly: double) else { return .failure(.wrongType(expected: expected)) }
            return range.contains(int) ? .success(.integer(int)) : .failure(.outOfRange)
        case (.number(let range), .integer(let int)):
            return range.contains(Double(int)) ? .success(.number(Double(int))) : .failure(.outOfRange)
        case (.number(let range), .number(let double)):
            // NaN is in no range, so it is rejected here too.
            return range.contains(double) ? .success(.number(double)) : .failure(.outOfRange)
        case (.boolean, .boolean):
            return .success(value)
        case (.choice(let values), .text(let text)):
            return values.contains(text) ? .success(value) : .failure(.notAChoice)
        case (.path, .text):
            return .success(value)
        case (.name, .text(let text)):
            let fits = (1...64).contains(text.count) && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
            return fits ? .success(value) : .failure(.outOfRange)
        case (.key, .text(let text)):
            return KeyName.canonical(text).map { .success(.text($0)) } ?? .failure(.notAChoice)
        case (.padButton, .text(let text)):
            return PadButtonName.canonical(text).map { .success(.text($0)) } ?? .failure(.notAChoice)
        case (.httpAddress, .text(let text)):
            if text.isEmpty { return .success(value) }
            do { _ = try HTTPAddress.parse(text) } catch { return .failure(.notAnAddress(error.description)) }
            return .success(value)
        default:
            return .failure(.wrongType(expected: expected))
        }
    }

    /// `100.0` as `100`, `0.5` as `0.5`: ranges read better without trailing zeros.
    public static func plain(_ value: Double) -> String {
        if let int = Int(exactly: value) { return String(int) }
        return String(value)
    }
}
