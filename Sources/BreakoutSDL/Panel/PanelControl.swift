import Breakout
import Foundation
import SettingsKit
import Translations

/// The control that edits one setting in the settings panel, chosen by the setting's kind
/// in `Settings.schema` (which also gives its range or choices, so none are repeated here):
/// a switch for a boolean, a segmented control for a choice, a stepper for a whole number,
/// a slider for a number; a picker for a name among those installed (the themes); a text
/// field for a name the player types (their own).
///
/// ```swift
/// let control = PanelControl(kind: Settings.schema.descriptor(for: "rules.lives")!.kind)!  // .stepper(0...12)
/// control.stepped(.integer(3), by: 1)   // .integer(4)
/// ```
enum PanelControl: Equatable, Sendable {
    /// A switch: on or off.
    case toggle
    /// One segment per choice.
    case segmented([String])
    /// Minus and plus buttons around the value, moving by `step` to its multiples.
    case stepper(ClosedRange<Int>, step: Int = 1)
    /// A track and a knob; values snap to `step`.
    case slider(ClosedRange<Double>, step: Double)
    /// Arrows around a name, going round the names (too many, and too long, for segments).
    case picker([String])
    /// A key's name on a key cap: Enter or a click waits for the key to bind (the Controls page).
    case keyBinding
    /// A controller button's name: Enter or a click waits for the button to bind.
    case padBinding
    /// A line of text (the player's name): Enter or a click opens a field to type it in.
    case textField

    /// Nil for kinds the panel does not edit (file paths, a server's address: typed in the file).
    init?(kind: SettingKind) {
        switch kind {
        case .boolean: self = .toggle
        case .choice(let values): self = .segmented(values)
        case .integer(let range): self = .stepper(range)
        case .number(let range): self = .slider(range, step: Self.niceStep(below: (range.upperBound - range.lowerBound) / 50))
        case .key: self = .keyBinding
        case .padButton: self = .padBinding
        case .path, .name, .httpAddress: return nil
        }
    }

    /// The value one keyboard step (Left: -1, Right: +1) away; unchanged at the ends.
    func stepped(_ value: SettingValue, by direction: Int) -> SettingValue {
        switch (self, value) {
        case (.toggle, .boolean(let on)):
            return direction == 0 ? .boolean(on) : .boolean(direction > 0)
        case (.segmented(let choices), .text(let choice)):
            let index = choices.firstIndex(of: choice) ?? 0
            return .text(choices[min(max(index + direction, 0), choices.count - 1)])
        case (.stepper(let range, let step), .integer(let n)):
            // To the next multiple of the step that way (85 goes to 90 or 80 by tens).
            let down = Int((Double(n) / Double(step)).rounded(.down)) * step
            let up = Int((Double(n) / Double(step)).rounded(.up)) * step
            let next = direction > 0 ? down + step : direction < 0 ? up - step : n
            return .integer(min(max(next, range.lowerBound), range.upperBound))
        case (.picker(let names), .text(let name)) where !names.isEmpty:
            let index = names.firstIndex(of: name) ?? 0
            return .text(names[((index + direction) % names.count + names.count) % names.count])
        case (.slider(let range, let step), .number(let x)):
            // Keys move in bigger steps than a drag: a twentieth of the range.
            let keyStep = Self.niceStep(below: (range.upperBound - range.lowerBound) / 20)
            return .number(snapped(x + Double(direction) * max(keyStep, step)))
        default:
            return value
        }
    }

    /// What Space or Enter does: a switch flips, a segmented control moves to the next
    /// choice (round), a stepper and a slider do nothing (nil).
    func activated(_ value: SettingValue) -> SettingValue? {
        switch (self, value) {
        case (.toggle, .boolean(let on)):
            return .boolean(!on)
        case (.segmented(let choices), .text(let choice)):
            let index = choices.firstIndex(of: choice) ?? -1
            return .text(choices[(index + 1) % choices.count])
        case (.picker(let names), .text):
            return names.isEmpty ? nil : stepped(value, by: 1)
        default:
            return nil
        }
    }

    /// Whether Enter or a click waits for a key or a button press to bind.
    var isBinding: Bool { self == .keyBinding || self == .padBinding }

    /// A slider's value at `fraction` (0...1) of its track, snapped to its step.
    func value(atFraction fraction: Double) -> SettingValue? {
        guard case .slider(let range, _) = self else { return nil }
        let t = min(max(fraction, 0), 1)
        return .number(snapped(range.lowerBound + t * (range.upperBound - range.lowerBound)))
    }

    /// Where a slider's value sits on its track, 0...1.
    func fraction(of value: SettingValue) -> Double {
        guard case .slider(let range, _) = self, case .number(let x) = value else { return 0 }
        let width = range.upperBound - range.lowerBound
        return width > 0 ? min(max((x - range.lowerBound) / width, 0), 1) : 0
    }

    /// A slider value on its grid, inside its range, with no float noise in its decimals
    /// (0.62, not 0.6200000000000001), since it is written to the file as it is.
    func snapped(_ x: Double) -> Double {
        guard case .slider(let range, let step) = self, step > 0 else { return x }
        let onGrid = range.lowerBound + ((x - range.lowerBound) / step).rounded() * step
        let scale = pow(10, Double(decimals))
        let clean = (onGrid * scale).rounded() / scale
        return min(max(clean, range.lowerBound), range.upperBound)
    }

    /// Decimals a slider's value is shown and written with (from its step).
    var decimals: Int {
        guard case .slider(_, let step) = self, step > 0 else { return 0 }
        return max(0, Int(-floor(log10(step) + 1e-9)))
    }

    /// The value as the panel shows it: `450`, `0.62`, `On`, `oval` (words in the player's
    /// language; a theme's name as it is).
    func text(for value: SettingValue) -> String {
        switch value {
        case .boolean(let on): return on ? tr("On") : tr("Off")
        case .integer(let n): return String(n)
        case .number(let x): return String(format: "%.\(decimals)f", x)
        case .text(let s): return s
        }
    }

    /// The largest 1, 2 or 5 times a power of ten that is at most `x` (a step that reads well).
    static func niceStep(below x: Double) -> Double {
        guard x > 0, x.isFinite else { return 1 }
        let power = pow(10, floor(log10(x)))
        let mantissa = x / power
        let nice: Double = mantissa >= 5 ? 5 : mantissa >= 2 ? 2 : 1
        return nice * power
    }
}
