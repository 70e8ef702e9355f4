/// One row of a settings table: a key in the settings file, what it allows, what it means,
/// and the property of `Root` (`GameRules` here; the window's `Settings` and
/// `DisplaySettings`) it reads and writes. See `SettingsSchema`.
///
/// ```swift
/// let speed = GameRules.schema.descriptor(for: "ball.speed")!
/// speed.allowed                        // "100...3000 points/s"
/// var rules = GameRules()
/// try speed.set(.number(600), in: &rules)
/// speed.value(in: rules)               // .number(600)
/// ```
public struct SettingDescriptor<Root: SettingsRoot>: Sendable {
    /// Section and name, e.g. "ball.speed".
    public let key: String
    public let kind: SettingKind
    /// E.g. "points/s"; nil for booleans, choices and paths.
    public let unit: String?
    /// What the setting does, one or more lines; the file's comments show it.
    public let doc: String
    private let read: @Sendable (Root) -> SettingValue
    // Only ever called with a value `kind.accept` returned, so its case is the right one.
    private let write: @Sendable (inout Root, SettingValue) -> Void

    /// The TOML section, e.g. "ball".
    public var section: String { String(key.prefix(while: { $0 != "." })) }
    /// The key inside its section, e.g. "speed".
    var name: String { String(key.drop(while: { $0 != "." }).dropFirst()) }
    /// The allowed values, e.g. "100...3000 points/s".
    public var allowed: String { kind.allowedShown(unit: unit) }
    /// The shipped default, from `Root()`.
    var defaultValue: SettingValue { read(Root()) }

    public func value(in settings: Root) -> SettingValue { read(settings) }

    /// Sets the property after checking the value; throws a problem without file or line.
    public func set(_ value: SettingValue, in settings: inout Root) throws(SettingsProblem) {
        switch kind.accept(value) {
        case .success(let accepted): write(&settings, accepted)
        case .failure(let rejection):
            throw SettingsProblem(key: key, rejection: rejection, shown: value.tomlLiteral, allowed: allowed)
        }
    }

    /// Sets a value `kind.accept` has already checked and converted.
    func setAccepted(_ value: SettingValue, in settings: inout Root) { write(&settings, value) }

    /// The same setting seen from a larger root that holds this one at `part` (the game's
    /// rules inside the window's `Settings`).
    public func lifted<Outer>(into part: WritableKeyPath<Outer, Root> & Sendable) -> SettingDescriptor<Outer> {
        let read = self.read, write = self.write
        return SettingDescriptor<Outer>(
            key: key, kind: kind, unit: unit, doc: doc,
            read: { read($0[keyPath: part]) },
            write: { write(&$0[keyPath: part], $1) })
    }
}

// Builders, one per Swift type, so each schema's table stays one line of facts per key.
extension SettingDescriptor {
    public static func integer(
        _ key: String, _ path: WritableKeyPath<Root, Int> & Sendable,
        _ range: ClosedRange<Int>, unit: String, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .integer(range), unit: unit, doc: doc,
            read: { .integer($0[keyPath: path]) },
            write: { if case .integer(let v) = $1 { $0[keyPath: path] = v } })
    }

    public static func number(
        _ key: String, _ path: WritableKeyPath<Root, Double> & Sendable,
        _ range: ClosedRange<Double>, unit: String, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .number(range), unit: unit, doc: doc,
            read: { .number($0[keyPath: path]) },
            write: { if case .number(let v) = $1 { $0[keyPath: path] = v } })
    }

    public static func boolean(
        _ key: String, _ path: WritableKeyPath<Root, Bool> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .boolean, unit: nil, doc: doc,
            read: { .boolean($0[keyPath: path]) },
            write: { if case .boolean(let v) = $1 { $0[keyPath: path] = v } })
    }

    public static func path(
        _ key: String, _ path: WritableKeyPath<Root, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .path, unit: nil, doc: doc,
            read: { .text($0[keyPath: path]) },
            write: { if case .text(let v) = $1 { $0[keyPath: path] = v } })
    }

    public static func name(
        _ key: String, _ path: WritableKeyPath<Root, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .name, unit: nil, doc: doc,
            read: { .text($0[keyPath: path]) },
            write: { if case .text(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A web server's `http://` address; "" for none.
    public static func httpAddress(
        _ key: String, _ path: WritableKeyPath<Root, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .httpAddress, unit: nil, doc: doc,
            read: { .text($0[keyPath: path]) },
            write: { if case .text(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A key of `[keys]` or `[pad]` (`kind` `.key` or `.padButton`): one field of the
    /// settings' key or controller bindings.
    public static func binding<Bindings>(
        _ key: String, kind: SettingKind, _ bindings: WritableKeyPath<Root, Bindings> & Sendable,
        _ field: WritableKeyPath<Bindings, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: kind, unit: nil, doc: doc,
            read: { .text($0[keyPath: bindings][keyPath: field]) },
            write: { if case .text(let v) = $1 { $0[keyPath: bindings][keyPath: field] = v } })
    }

    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, Choice> & Sendable, doc: String
    ) -> SettingDescriptor where Choice.RawValue == String {
        SettingDescriptor(
            key: key, kind: .choice(Choice.allCases.map(\.rawValue)), unit: nil, doc: doc,
            read: { .text($0[keyPath: path].rawValue) },
            write: { if case .text(let v) = $1, let choice = Choice(rawValue: v) { $0[keyPath: path] = choice } })
    }
}
