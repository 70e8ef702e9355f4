import Breakout
import SettingsKit
import Translations

/// What happens when the player changes a setting in the panel: the value is checked the
/// way the file is (the key's range, then the rules across keys such as ball.speed between
/// min_speed and max_speed), then handed to the app's `SettingsStore`, which puts it in
/// force and writes it back to the settings file (only that key's value; comments stay)
/// unless the change is a drag still going on.
///
/// ```swift
/// var editor = SettingsEditor()
/// editor.change(row, to: .integer(5), app: app)        // applied and saved
/// editor.change(row, to: .number(600), app: app, save: false)   // applied; saved by `flush`
/// editor.flush(app: app)
/// ```
struct SettingsEditor {
    /// A problem to show under the settings (a rejected value, a failed write); nil when fine.
    private(set) var message: String?
    /// A layout setting changed since the last restart: it shows at the next level.
    private(set) var layoutPending = false
    /// Keys applied but not yet written (a slider being dragged).
    private(set) var unsaved: [String] = []
    /// What else the last change moved to keep the rules across keys, for the status line
    /// ("Max speed moved with it to 1500"); nil when nothing did.
    private(set) var movedLine: String?

    /// Applies `value` for `row`; returns whether the settings changed. Where a rule across
    /// keys would forbid it, the keys it depends on move with it (ball.speed above
    /// max_speed takes max_speed along; a key given to another action swaps the two), so a
    /// control offers all it shows. A value no rule can make room for is refused, except
    /// that a slider stops at the last value the rules allow on the way.
    @discardableResult
    mutating func change(_ row: PanelRow, to value: SettingValue, context: OverlayContext, save: Bool = true) -> Bool {
        let current = row.value(in: context.settings)
        guard value != current else { return false }
        var settings = context.settings
        do {
            try row.descriptor.set(value, in: &settings)
        } catch {
            message = error.description
            return false
        }
        var moved: [String] = []
        if let problem = Self.ruleProblem(settings, key: row.key) {
            if let keys = Settings.schema.keys(movedWith: row.key, in: &settings, previous: context.settings) {
                moved = keys
                message = nil
            } else {
                message = problem.description
                guard let allowed = nearestAllowed(row, from: current, toward: value, context: context) else { return false }
                settings = context.settings
                try? row.descriptor.set(allowed, in: &settings)
                guard settings != context.settings else { return false }
            }
        } else {
            message = nil
        }
        movedLine = Self.describe(moved: moved, in: settings)
        context.settingsStore.change(settings)
        if row.appliesLater || moved.contains(where: { ["level", "bricks"].contains($0.prefix(while: { $0 != "." })) }) { layoutPending = true }
        for key in [row.key] + moved where !unsaved.contains(key) { unsaved.append(key) }
        if save { flush(context: context) }
        return true
    }

    /// A value as the status line shows it: a number plainly, text without quotes.
    private static func shown(_ value: SettingValue) -> String {
        switch value {
        case let .integer(n): return String(n)
        case let .number(x): return SettingKind.plain(x)
        case let .boolean(on): return on ? tr("on") : tr("off")
        case let .text(text): return text
        }
    }

    /// "Max speed moved with it to 1500", each key moved named as the panel names it.
    static func describe(moved: [String], in settings: Settings) -> String? {
        guard !moved.isEmpty else { return nil }
        let parts = moved.map { key -> String in
            let row = (PanelRow.standard + PanelRow.controls).first { $0.key == key }
            let name = row.map { tr($0.label) } ?? key
            let value = row?.valueText(in: settings) ?? Settings.schema.descriptor(for: key).map { Self.shown($0.value(in: settings)) } ?? ""
            return tr("%1$s moved with it to %2$s", name, value)
        }
        return parts.joined(separator: "; ")
    }

    /// Writes the keys changed since the last write to the settings file (if there is one).
    mutating func flush(context: OverlayContext) {
        defer { unsaved = [] }
        if let failure = context.settingsStore.save(keys: unsaved) { message = tr("not saved: %s", "\(failure)") }
    }

    /// After a restart the layout settings are in force.
    mutating func restarted() { layoutPending = false }

    mutating func clearMessage() {
        message = nil
        movedLine = nil
    }

    /// Shows why a change was refused before it reached the settings.
    mutating func show(_ refusal: String) { message = refusal }

    /// The first problem the rules across keys find in `settings` that involve `key`.
    static func ruleProblem(_ settings: Settings, key: String) -> SettingsProblem? {
        for rule in Settings.schema.rules where rule.keys.contains(key) {
            if let problem = rule.check(settings, [key]) { return problem }
        }
        return nil
    }

    /// For a slider: the value nearest `target`, walking from `current` on the slider's grid,
    /// that the rules allow; nil when not even the first step is allowed.
    private func nearestAllowed(_ row: PanelRow, from current: SettingValue, toward target: SettingValue, context: OverlayContext) -> SettingValue? {
        guard case .slider(_, let step) = row.control, case .number(let from) = current,
              case .number(let to) = target, step > 0 else { return nil }
        let direction = to > from ? 1.0 : -1.0
        var best: SettingValue?
        var x = from
        while (to - x) * direction > 1e-9 {
            x = row.control.snapped(x + direction * step)
            var settings = context.settings
            guard (try? row.descriptor.set(.number(x), in: &settings)) != nil,
                  Self.ruleProblem(settings, key: row.key) == nil else { break }
            best = .number(x)
        }
        return best
    }
}
