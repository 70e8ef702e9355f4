import Breakout
import Dynamics
import Foundation
import SettingsKit
import Translations
import WindowKit

/// Draws the settings panel's controls (switch, segmented control, stepper, slider) into
/// the panel's batches, at the rects `PanelLayout` gives, showing a value.
///
/// ```swift
/// var painter = ControlPainter(font: app.font)
/// painter.draw(row.control, value: row.value(in: app.settings), in: area, layout: layout)
/// painter.shapes.draw(on: renderer)
/// painter.text.draw(on: renderer, texture: app.font.texture)
/// ```
struct ControlPainter {
    let font: FontAtlas
    var shapes = GeometryBatch()
    var text = GeometryBatch()

    static let valueHeight = 15.0

    init(font: FontAtlas) {
        self.font = font
    }

    mutating func removeAll() {
        shapes.removeAll()
        text.removeAll()
    }

    /// `waiting`: a binding waits for its key or button (drawn as a prompt).
    /// `shown`: the value as the row words it ("5 (auto)" for lives by difficulty), where it
    /// differs from the plain value.
    mutating func draw(_ control: PanelControl, value: SettingValue, in area: Rect, layout: PanelLayout, focused: Bool,
                       waiting: Bool = false, shown: String? = nil) {
        if LayoutProbe.active != nil {
            LayoutProbe.box(area, "control area")
            for part in [PanelLayout.Part.toggle, .minus, .plus, .track, .binding] + (0..<8).map(PanelLayout.Part.segment) {
                if let r = layout.part(part, of: control, in: area) { LayoutProbe.box(r, "\(part)") }
            }
        }
        switch control {
        case .keyBinding, .padBinding:
            guard let r = layout.part(.binding, of: control, in: area) else { return }
            shapes.roundedRect(r, radius: 6, color: waiting ? PanelStyle.active : PanelStyle.button)
            shapes.rect(Rect(x: r.minX + 4, y: r.maxY - 3, width: r.width - 8, height: 1), color: PanelStyle.divider)
            let label = waiting ? (control == .keyBinding ? tr("Press a key (Esc: keep)") : tr("Press a button (Esc: keep)"))
                                : control.text(for: value)
            let fit = fitted(label, width: r.width - 10, preferred: 14)
            font.layoutCentered(fit.text, at: r.center, height: fit.height,
                                color: waiting ? PanelStyle.activeText : Palette.hudText, into: &text)

        case .textField:
            guard let r = layout.part(.binding, of: control, in: area) else { return }
            shapes.roundedRect(r, radius: 6, color: PanelStyle.well)
            shapes.rect(Rect(x: r.minX + 4, y: r.maxY - 3, width: r.width - 8, height: 1), color: PanelStyle.divider)
            let fit = fitted(shown ?? control.text(for: value), width: r.width - 14, preferred: 14)
            font.layout(fit.text, at: Point(x: r.minX + 7, y: r.midY - fit.height / 2), height: fit.height, color: Palette.hudText, into: &text)

        case .toggle:
            guard let r = layout.part(.toggle, of: control, in: area) else { return }
            let on = value == .boolean(true)
            shapes.roundedRect(r, radius: r.height / 2, color: on ? PanelStyle.active : PanelStyle.well)
            let knob = Point(x: on ? r.maxX - r.height / 2 : r.minX + r.height / 2, y: r.midY)
            shapes.circle(center: knob, radius: r.height / 2 - 3, color: on ? .white : PanelStyle.knobOff)
            font.layout(control.text(for: value), at: Point(x: r.maxX + 10, y: r.midY - 7), height: 14,
                        color: on ? Palette.hudText : Palette.hudDim, into: &text)

        case .segmented where PanelLayout.isCompact(control, in: area):
            // Too many choices for their room: arrows around the chosen one.
            guard let minus = layout.part(.minus, of: control, in: area),
                  let plus = layout.part(.plus, of: control, in: area), case .text(let choice) = value else { return }
            button(minus, symbol: "<", enabled: true)
            button(plus, symbol: ">", enabled: true)
            let word = fitted(ChoiceLabel.text(for: choice), width: plus.minX - minus.maxX - 8, preferred: Self.valueHeight)
            font.layoutCentered(word.text, at: Point(x: (minus.maxX + plus.minX) / 2, y: minus.midY),
                                height: word.height, color: Palette.hudText, into: &text)

        case .segmented(let choices):
            guard let first = layout.part(.segment(0), of: control, in: area),
                  let last = layout.part(.segment(choices.count - 1), of: control, in: area) else { return }
            let whole = Rect(x: first.minX, y: first.minY, width: last.maxX - first.minX, height: first.height)
            shapes.roundedRect(whole, radius: 6, color: PanelStyle.well)
            for (k, choice) in choices.enumerated() {
                guard let r = layout.part(.segment(k), of: control, in: area) else { continue }
                let selected = value == .text(choice)
                if selected {
                    shapes.roundedRect(r.insetBy(dx: 2, dy: 2), radius: 5, color: PanelStyle.active)
                } else if k > 0, value != .text(choices[k - 1]) {
                    shapes.rect(Rect(x: r.minX, y: r.minY + 6, width: 1, height: r.height - 12), color: PanelStyle.divider)
                }
                let (label, size) = fitted(ChoiceLabel.text(for: choice), width: r.width - 8, preferred: 13)
                font.layoutCentered(label, at: r.center, height: size,
                                    color: selected ? PanelStyle.activeText : Palette.hudText, into: &text)
            }

        case .stepper(let range, _):
            guard let minus = layout.part(.minus, of: control, in: area),
                  let plus = layout.part(.plus, of: control, in: area) else { return }
            let n: Int
            if case .integer(let v) = value { n = v } else { n = range.lowerBound }
            button(minus, symbol: "-", enabled: n > range.lowerBound)
            button(plus, symbol: "+", enabled: n < range.upperBound)
            let fit = fitted(shown ?? control.text(for: value), width: plus.minX - minus.maxX - 4, preferred: Self.valueHeight + 1)
            font.layoutCentered(fit.text, at: Point(x: (minus.maxX + plus.minX) / 2, y: minus.midY),
                                height: fit.height, color: Palette.hudText, into: &text)

        case .picker:
            guard let minus = layout.part(.minus, of: control, in: area),
                  let plus = layout.part(.plus, of: control, in: area) else { return }
            button(minus, symbol: "<", enabled: true)
            button(plus, symbol: ">", enabled: true)
            let name = fitted(control.text(for: value), width: plus.minX - minus.maxX - 8, preferred: Self.valueHeight)
            font.layoutCentered(name.text, at: Point(x: (minus.maxX + plus.minX) / 2, y: minus.midY),
                                height: name.height, color: Palette.hudText, into: &text)

        case .slider:
            guard let track = layout.part(.track, of: control, in: area) else { return }
            let t = control.fraction(of: value)
            let knobX = track.minX + t * track.width
            shapes.roundedRect(track, radius: track.height / 2, color: PanelStyle.well)
            shapes.roundedRect(Rect(x: track.minX, y: track.minY, width: max(track.height, knobX - track.minX), height: track.height),
                               radius: track.height / 2, color: PanelStyle.active)
            shapes.circle(center: Point(x: knobX, y: track.midY), radius: focused ? 10 : 9, color: PanelStyle.knobRim)
            shapes.circle(center: Point(x: knobX, y: track.midY), radius: focused ? 8 : 7, color: .white)
            font.layout(control.text(for: value), at: Point(x: track.maxX + 18, y: track.midY - Self.valueHeight / 2),
                        height: Self.valueHeight, color: Palette.hudText, into: &text)
        }
    }

    /// A stepper's button: a rounded square with a bar (minus) or a cross (plus).
    private mutating func button(_ r: Rect, symbol: String, enabled: Bool) {
        shapes.roundedRect(r, radius: 6, color: enabled ? PanelStyle.button : PanelStyle.well)
        let color = enabled ? Palette.hudText : Palette.hudDim.withAlpha(0.6)
        // Drawn, not typed: the font's "-" is short and thin at this size.
        if symbol == "<" || symbol == ">" {
            let d = symbol == "<" ? -1.0 : 1.0
            shapes.polygon4((Point(x: r.midX - 4 * d, y: r.midY - 6), Point(x: r.midX + 4 * d, y: r.midY),
                             Point(x: r.midX - 4 * d, y: r.midY + 6), Point(x: r.midX - 4 * d, y: r.midY)), color: color)
            return
        }
        shapes.rect(Rect(x: r.midX - 6, y: r.midY - 1, width: 12, height: 2), color: color)
        if symbol == "+" { shapes.rect(Rect(x: r.midX - 1, y: r.midY - 6, width: 2, height: 12), color: color) }
    }

    /// A text at most `preferred` tall that fits `width`: smaller down to 10 points, then cut.
    private func fitted(_ s: String, width: Double, preferred: Double) -> (text: String, height: Double) {
        font.fitted(s, width: width, height: preferred, minimum: 10)
    }
}
