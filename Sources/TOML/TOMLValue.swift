/// A value of a TOML document, with the line it starts on (1-based).
///
/// ```swift
/// let document = try TOMLParser.parse("[ball]\nspeed = 450.0\n")
/// document["ball"]?.table?["speed"]?.value   // .float(450.0), on line 2
/// ```
public struct TOMLValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        /// An offset date-time, local date-time, local date or local time, as written.
        case dateTime(String)
        case array([TOMLValue])
        case table(TOMLTable)
    }

    public var kind: Kind
    public var line: Int

    public var table: TOMLTable? {
        if case let .table(t) = kind { return t }
        return nil
    }
}

/// A TOML table: its keys in the order they were written.
public struct TOMLTable: Hashable, Sendable {
    public private(set) var keys: [String] = []
    private var values: [String: TOMLValue] = [:]

    public init() {}

    public subscript(key: String) -> TOMLValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }

    /// Keys and values in the order they were written.
    public var entries: [(key: String, value: TOMLValue)] { keys.map { ($0, values[$0]!) } }
}

/// Where and why a text is not TOML: `line:column: message`.
public struct TOMLParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}
