/// A settings table: every key a `Root` reads from the settings file, in file order, with
/// its sections' descriptions and the checks across keys. Parsing, checking, the comments of
/// `Config/breakout.toml`, writing back and the settings panel all use it, so a new setting
/// is one new line in its part's table: `GameRules.schema` (what the game reads) or, in the
/// window's module, `DisplaySettings.schema` (what the window reads); the window's
/// `Settings.schema` joins them into the whole file's.
///
/// ```swift
/// for descriptor in GameRules.schema.descriptors where descriptor.section == "ball" {
///     print(descriptor.key, descriptor.allowed)   // ball.count 1...8 balls, ...
/// }
/// ```
public struct SettingsSchema<Root: SettingsRoot>: Sendable {
    public let sections: [SettingsSection]
    public let descriptors: [SettingDescriptor<Root>]
    public let rules: [SettingsRule<Root>]

    public init(sections: [SettingsSection], descriptors: [SettingDescriptor<Root>], rules: [SettingsRule<Root>]) {
        self.sections = sections
        self.descriptors = descriptors
        self.rules = rules
    }

    /// Parts joined into one table: the sections in the order given (a section named twice
    /// is kept once); within a section, the parts' keys in the order of the parts. Every
    /// part's sections must be among them, or their keys would be lost.
    public init(sections: [SettingsSection], parts: [SettingsSchema<Root>]) {
        var names: Set<String> = []
        self.sections = sections.filter { names.insert($0.name).inserted }
        precondition(parts.allSatisfy { $0.descriptors.allSatisfy { names.contains($0.section) } },
                     "a part's key is in none of the joined table's sections")
        descriptors = self.sections.flatMap { section in
            parts.flatMap { $0.descriptors.filter { $0.section == section.name } }
        }
        rules = parts.flatMap(\.rules)
    }

    /// This table seen from a larger root that holds `Root` at `part`.
    public func lifted<Outer>(into part: WritableKeyPath<Outer, Root> & Sendable) -> SettingsSchema<Outer> {
        SettingsSchema<Outer>(sections: sections, descriptors: descriptors.map { $0.lifted(into: part) },
                              rules: rules.map { $0.lifted(into: part) })
    }

    /// After `key` was set on purpose (the settings panel): the other keys moved so that
    /// every rule across keys holds again, or nil when one cannot be kept (then the change
    /// must be refused). `previous` is the settings before the change. Each rule repairs at
    /// most a few times, so rules that move each other's keys cannot go round for ever.
    public func keys(movedWith key: String, in settings: inout Root, previous: Root) -> [String]? {
        var moved: [String] = []
        // The rules that read the key or a key moved with it (others are not this change's).
        func involved(_ rule: SettingsRule<Root>) -> Bool { rule.keys.contains(key) || rule.keys.contains(where: moved.contains) }
        for _ in 0..<(2 * rules.count + 1) {
            guard let failing = rules.first(where: { involved($0) && $0.check(settings, [key]) != nil }) else { return moved }
            // What the rule keeps: the key changed, or else the last key moved that it reads.
            let anchor = failing.keys.contains(key) ? key : moved.last(where: failing.keys.contains) ?? key
            guard let repair = failing.repair, let keys = repair(&settings, previous, anchor) else { return nil }
            for k in keys where !moved.contains(k) && k != key { moved.append(k) }
        }
        return rules.contains(where: { involved($0) && $0.check(settings, [key]) != nil }) ? nil : moved
    }

    /// The descriptor for "section.name", if there is one.
    public func descriptor(for key: String) -> SettingDescriptor<Root>? {
        descriptors.first { $0.key == key }
    }

    func isSection(_ name: String) -> Bool {
        sections.contains { $0.name == name }
    }

    /// The known key nearest to a misspelt one, e.g. "ball.speed" for "ball.sped" or
    /// "paddle.width" for "width"; nil when nothing is close.
    func closestKey(to key: String) -> String? {
        let name = key.split(separator: ".").last.map(String.init) ?? key
        let scored = descriptors.map { descriptor in
            // A bare or misplaced name ("width", "ball.width") still finds "paddle.width".
            let distance = min(
                EditDistance.between(key, descriptor.key),
                EditDistance.between(name, descriptor.name) + 1)
            return (descriptor.key, distance)
        }
        return closest(scored, to: key)
    }

    /// The known section nearest to a misspelt one, e.g. "ball" for "bal".
    func closestSection(to name: String) -> String? {
        closest(sections.map { ($0.name, EditDistance.between(name, $0.name)) }, to: name)
    }

    /// The best candidate if it is near enough: a third of the word may be wrong, at least 2 letters.
    private func closest(_ scored: [(String, Int)], to word: String) -> String? {
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }
}

/// A TOML section of the settings file: its name and what it is for.
public struct SettingsSection: Hashable, Sendable {
    public let name: String
    public let doc: String

    public init(name: String, doc: String) {
        self.name = name
        self.doc = doc
    }
}
