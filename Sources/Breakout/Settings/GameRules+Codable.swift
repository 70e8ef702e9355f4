import SettingsKit

/// The rules in a replay (or any JSON) are written as the settings are, by the settings
/// file's keys: only the keys `Game` reads. A replay that also holds the window's keys (one
/// recorded before the split) reads the same: those are passed over. Rules recorded before
/// bonus levels came (no `rules.bonus_levels`) were played without them, and read so.
///
/// ```swift
/// let data = try JSONEncoder().encode(GameRules())
/// let rules = try JSONDecoder().decode(GameRules.self, from: data)
/// ```
extension GameRules: Codable {
    public init(from decoder: Decoder) throws {
        self = try SettingsCoding.decode(from: decoder)
        if !(try decoder.container(keyedBy: SettingsCoding.Key.self)).contains(SettingsCoding.Key(stringValue: "rules.bonus_levels")) {
            bonusLevels = false
        }
    }

    public func encode(to encoder: Encoder) throws {
        try SettingsCoding.encode(self, to: encoder)
    }
}

/// Any settings root as JSON keyed by its schema's keys, each value checked on the way in.
enum SettingsCoding {
    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The keys `Root.schema` names, read one by one (the rest keep their defaults) and
    /// checked as the settings file is checked.
    static func decode<Root: SettingsRoot>(from decoder: Decoder) throws -> Root {
        var settings = Root()
        let container = try decoder.container(keyedBy: Key.self)
        var present: Set<String> = []
        for descriptor in Root.schema.descriptors {
            let key = Key(stringValue: descriptor.key)
            guard container.contains(key) else { continue }
            let value: SettingValue
            switch descriptor.kind {
            case .integer: value = .integer(try container.decode(Int.self, forKey: key))
            case .number: value = .number(try container.decode(Double.self, forKey: key))
            case .boolean: value = .boolean(try container.decode(Bool.self, forKey: key))
            case .choice, .path, .name, .key, .padButton, .httpAddress: value = .text(try container.decode(String.self, forKey: key))
            }
            do { try descriptor.set(value, in: &settings) } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(error)")
            }
            present.insert(descriptor.key)
        }
        for rule in Root.schema.rules {
            if let problem = rule.check(settings, present) {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: container.codingPath + [Key(stringValue: problem.key ?? "settings")], debugDescription: "\(problem)"))
            }
        }
        return settings
    }

    /// Every key `Root.schema` names.
    static func encode<Root: SettingsRoot>(_ settings: Root, to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for descriptor in Root.schema.descriptors {
            let key = Key(stringValue: descriptor.key)
            switch descriptor.value(in: settings) {
            case let .integer(v): try container.encode(v, forKey: key)
            case let .number(v): try container.encode(v, forKey: key)
            case let .boolean(v): try container.encode(v, forKey: key)
            case let .text(v): try container.encode(v, forKey: key)
            }
        }
    }
}
