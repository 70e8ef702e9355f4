/// One row of the settings table: a key in the settings file, what it allows, what it
/// means, and the `Settings` property it reads and writes. See `SettingsSchema.descriptors`.
///
/// ```swift
/// let speed = SettingsSchema.descriptor(for: "ball.speed")!
/// speed.allowed                        // "100...3000 points/s"
/// var settings = Settings()
/// try speed.set(.number(600), in: &settings)
/// speed.value(in: settings)            // .number(600)
/// ```
public struct SettingDescriptor: Sendable {
    /// Section and name, e.g. "ball.speed".
    public let key: String
    public let kind: SettingKind
    /// E.g. "points/s"; nil for booleans, choices and paths.
    public let unit: String?
    /// What the setting does, one or more lines; the file's comments show it.
    public let doc: String
    private let read: @Sendable (Settings) -> SettingValue
    // Only ever called with a value `kind.accept` returned, so its case is the right one.
    private let write: @Sendable (inout Settings, SettingValue) -> Void

    /// The TOML section, e.g. "ball".
    public var section: String { String(key.prefix(while: { $0 != "." })) }
    /// The key inside its section, e.g. "speed".
    var name: String { String(key.drop(while: { $0 != "." }).dropFirst()) }
    /// Whether `Game` reads it (a `GameRules` property), rather than only the window.
    var isRule: Bool {
        !SettingsSchema.windowSections.contains(section) || SettingsSchema.gameKeysInDisplay.contains(key)
    }
    /// The allowed values, e.g. "100...3000 points/s".
    public var allowed: String { kind.allowedShown(unit: unit) }
    /// The shipped default, from `Settings()`.
    var defaultValue: SettingValue { read(Settings()) }

    public func value(in settings: Settings) -> SettingValue { read(settings) }

    /// Sets the property after checking the value; throws a problem without file or line.
    public func set(_ value: SettingValue, in settings: inout Settings) throws(SettingsProblem) {
        switch kind.accept(value) {
        case .success(let accepted): write(&settings, accepted)
        case .failure(let rejection):
            throw SettingsProblem(key: key, rejection: rejection, shown: value.tomlLiteral, allowed: allowed)
        }
    }

    /// Sets a value `kind.accept` has already checked and converted.
    func setAccepted(_ value: SettingValue, in settings: inout Settings) { write(&settings, value) }
}

// Builders, one per Swift type, so the table in SettingsSchema stays one line of facts per key.
extension SettingDescriptor {
    static func integer(
        _ key: String, _ path: WritableKeyPath<Settings, Int> & Sendable,
        _ range: ClosedRange<Int>, unit: String, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .integer(range), unit: unit, doc: doc,
            read: { .integer($0[keyPath: path]) },
            write: { if case .integer(let v) = $1 { $0[keyPath: path] = v } })
    }

    static func number(
        _ key: String, _ path: WritableKeyPath<Settings, Double> & Sendable,
        _ range: ClosedRange<Double>, unit: String, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .number(range), unit: unit, doc: doc,
            read: { .number($0[keyPath: path]) },
            write: { if case .number(let v) = $1 { $0[keyPath: path] = v } })
    }

    static func boolean(
        _ key: String, _ path: WritableKeyPath<Settings, Bool> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .boolean, unit: nil, doc: doc,
            read: { .boolean($0[keyPath: path]) },
            write: { if case .boolean(let v) = $1 { $0[keyPath: path] = v } })
    }

    static func path(
        _ key: String, _ path: WritableKeyPath<Settings, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .path, unit: nil, doc: doc,
            read: { .text($0[keyPath: path]) },
            write: { if case .text(let v) = $1 { $0[keyPath: path] = v } })
    }

    static func name(
        _ key: String, _ path: WritableKeyPath<Settings, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: .name, unit: nil, doc: doc,
            read: { .text($0[keyPath: path]) },
            write: { if case .text(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A key of `[keys]` or `[pad]` (`kind` `.key` or `.padButton`): one field of the
    /// settings' key or controller bindings.
    static func binding<Bindings>(
        _ key: String, kind: SettingKind, _ bindings: WritableKeyPath<Settings, Bindings> & Sendable,
        _ field: WritableKeyPath<Bindings, String> & Sendable, doc: String
    ) -> SettingDescriptor {
        SettingDescriptor(
            key: key, kind: kind, unit: nil, doc: doc,
            read: { .text($0[keyPath: bindings][keyPath: field]) },
            write: { if case .text(let v) = $1 { $0[keyPath: bindings][keyPath: field] = v } })
    }

    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Settings, Choice> & Sendable, doc: String
    ) -> SettingDescriptor where Choice.RawValue == String {
        SettingDescriptor(
            key: key, kind: .choice(Choice.allCases.map(\.rawValue)), unit: nil, doc: doc,
            read: { .text($0[keyPath: path].rawValue) },
            write: { if case .text(let v) = $1, let choice = Choice(rawValue: v) { $0[keyPath: path] = choice } })
    }
}
