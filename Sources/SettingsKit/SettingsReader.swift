import TOML
import Translations

/// Walks a parsed settings file against its root's schema: sets every valid key on top of
/// the defaults, gives every key with a problem its value from `lastGood`, and collects a
/// located problem for everything wrong. `SettingsFile` uses it.
struct SettingsReader<Root: SettingsRoot> {
    let path: String
    let index: SettingsTextIndex
    /// Where a key with a problem takes its value from.
    let lastGood: Root
    private(set) var settings = Root()
    private(set) var problems: [SettingsProblem] = []
    /// Keys the file sets (well or not), and those of them that kept their last good value.
    private var present: Set<String> = []
    private var reverted: Set<String> = []

    init(path: String, text: String, lastGood: Root) {
        self.path = path
        self.lastGood = lastGood
        index = SettingsTextIndex(text: text)
    }

    /// Keys whose lines did not read: they keep their last good values.
    mutating func keepLastGood(_ keys: [String]) {
        for key in keys { revert(key) }
    }

    /// Gives `key` its last good value (a known key only); true when it was one.
    @discardableResult
    private mutating func revert(_ key: String) -> Bool {
        guard let descriptor = Root.schema.descriptor(for: key) else { return false }
        descriptor.setAccepted(descriptor.value(in: lastGood), in: &settings)
        present.insert(key)
        reverted.insert(key)
        return true
    }

    mutating func read(_ root: TOMLTable) {
        for (name, value) in root.entries {
            guard Root.schema.isSection(name) else { readUnknown(name, value); continue }
            guard let section = value.table else {
                report(at: [name], key: name, message: tr("%s is not a section", shown([name], value)),
                       allowed: tr("a [%s] table", name))
                continue
            }
            for (key, value) in section.entries { readSetting(section: name, key: key, value: value) }
        }
        checkRules()
    }

    private mutating func readSetting(section: String, key: String, value: TOMLValue) {
        let fullKey = section + "." + key
        guard let descriptor = Root.schema.descriptor(for: fullKey) else {
            let names = Root.schema.descriptors.filter { $0.section == section }.map(\.name)
            reportUnknownKey(at: [section, key], key: fullKey, allowed: names.joined(separator: ", "))
            return
        }
        present.insert(fullKey)
        let rejection: SettingKind.Rejection
        if let candidate = Self.settingValue(value) {
            switch descriptor.kind.accept(candidate) {
            case .success(let accepted):
                descriptor.setAccepted(accepted, in: &settings)
                return
            case .failure(let reason): rejection = reason
            }
        } else {
            rejection = .wrongType(expected: descriptor.kind.expected)
        }
        revert(fullKey)
        var problem = SettingsProblem(key: fullKey, rejection: rejection, shown: shown([section, key], value),
                                      allowed: descriptor.allowed)
        problem.file = path
        problem.line = index.line(of: [section, key])
        problems.append(problem)
    }

    /// A top-level name that is no section: a misspelt section, or a key outside any section.
    private mutating func readUnknown(_ name: String, _ value: TOMLValue) {
        guard value.table != nil else {
            reportUnknownKey(at: [name], key: name, allowed: tr("keys inside a section, e.g. [ball] speed = 450.0"))
            return
        }
        if let suggestion = Root.schema.closestSection(to: name) {
            report(at: [name], key: "[\(name)]", message: tr("unknown section (did you mean [%s]?)", suggestion))
        } else {
            let names = Root.schema.sections.map { "[\($0.name)]" }.joined(separator: ", ")
            report(at: [name], key: "[\(name)]", message: tr("unknown section"), allowed: names)
        }
    }

    private mutating func reportUnknownKey(at path: [String], key: String, allowed: String) {
        if let suggestion = Root.schema.closestKey(to: key) {
            report(at: path, key: key, message: tr("unknown key (did you mean %s?)", suggestion))
        } else {
            report(at: path, key: key, message: tr("unknown key"), allowed: allowed)
        }
    }

    /// The rules across keys, on the settings as read. A rule that fails is reported once
    /// (naming a key the file sets) and the key it names goes back to its last good value;
    /// if the rule still fails, all of its keys do. The last good settings pass every rule,
    /// so this ends; the bound only guards it.
    private mutating func checkRules() {
        var reported: Set<Int> = []
        var tightened: Set<Int> = []
        for _ in 0..<(3 * Root.schema.rules.count) {
            // The problem names a key the file set well where it can: one that already went
            // back to its last good value is not what the player wrote.
            let named = present.subtracting(reverted)
            guard let k = Root.schema.rules.indices.first(where: { k in
                let rule = Root.schema.rules[k]
                return rule.keys.contains(where: present.contains) && rule.check(settings, named) != nil
            }) else { return }
            let rule = Root.schema.rules[k]
            guard var problem = rule.check(settings, named) else { continue }
            if !reported.contains(k) {
                reported.insert(k)
                problem.file = path
                problem.line = problem.key.flatMap { index.line(of: $0.split(separator: ".").map(String.init)) }
                problems.append(problem)
            }
            if tightened.contains(k) || !(problem.key.map { revert($0) } ?? false) {
                for key in rule.keys { revert(key) }
            }
            tightened.insert(k)
        }
        // Not reached while the last good settings pass every rule.
        settings = lastGood
    }

    private mutating func report(at path: [String], key: String, message: String, allowed: String? = nil) {
        problems.append(SettingsProblem(file: self.path, line: index.line(of: path), key: key,
                                        message: message, allowed: allowed))
    }

    /// The value as the player wrote it, or as TOML would write it when the key is not on
    /// a line of its own or the value spans lines (a problem stays one line).
    private func shown(_ path: [String], _ value: TOMLValue) -> String {
        if let raw = index.rawValue(of: path), !raw.isEmpty, !raw.contains(where: \.isNewline) {
            return raw.count > 40 ? raw.prefix(39) + "…" : raw
        }
        if let scalar = Self.settingValue(value) { return scalar.tomlLiteral }
        switch value.kind {
        case .array: return tr("an array")
        case .table: return tr("a table")
        default: return tr("a date or time")
        }
    }

    static func settingValue(_ value: TOMLValue) -> SettingValue? {
        switch value.kind {
        case let .integer(v): .integer(v)
        case let .float(v): .number(v)
        case let .boolean(v): .boolean(v)
        case let .string(v): .text(v)
        default: nil
        }
    }
}
