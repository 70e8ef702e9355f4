import Breakout
import Dynamics
import Translations
import WindowKit

/// A dialog's buttons: which one has the focus, and what the mouse, the keyboard and a
/// controller do to them. Left/Right, Up/Down and Tab (Shift+Tab back) move the focus;
/// Enter or Space press the focused button; a click presses the button it starts and ends
/// on; the pointer over a button focuses it. A focus moved and a button pressed are
/// reported for their sounds (`MenuFeedback`).
///
/// ```swift
/// var buttons = DialogButtons(["Next level", "Quit"])
/// if let pressed = buttons.handle(event, rects: layout.buttons) { act(on: pressed) }
/// ```
struct DialogButtons {
    let titles: [String]
    private(set) var focus = 0
    /// Buttons shown dimmed that take no focus and no press (the title menu's Resume with no
    /// game kept): a menu keeps its places whether an entry can be used or not.
    private(set) var disabled: Set<Int> = []
    /// The button a mouse press started on (a click needs press and release on the same one).
    private var pressedIndex: Int?

    /// Text height of a title, at scale 1.
    static let titleHeight = 18.0

    init(_ titles: [String]) {
        precondition(!titles.isEmpty, "DialogButtons: a dialog needs at least one button")
        self.titles = titles
    }

    /// Focuses the first button that can be pressed and forgets a half-done click (when the
    /// dialog opens).
    mutating func reset() {
        focus = titles.indices.first { !disabled.contains($0) } ?? 0
        pressedIndex = nil
    }

    /// Dims the buttons at `indices` (and no others); a focus on one moves to the next that
    /// can be pressed.
    mutating func setDisabled(_ indices: Set<Int>) {
        disabled = indices.filter { titles.indices.contains($0) }
        if disabled.contains(focus) { move(1) }
    }

    func isEnabled(_ k: Int) -> Bool { !disabled.contains(k) }

    /// Puts the focus on button `k` (a menu opened again where the player left it).
    mutating func setFocus(_ k: Int) {
        if titles.indices.contains(k), !disabled.contains(k) { focus = k }
    }

    /// One width for every button, at scale 1: the widest title with room around it.
    func width(font: FontAtlas) -> Double {
        max(150, (titles.map { font.width(of: tr($0), height: DialogButtons.titleHeight) }.max() ?? 0) + 48)
    }

    /// What the player did to the buttons; returns the index of the button pressed, if any.
    mutating func handle(_ event: WindowEvent, rects: [Rect]) -> Int? {
        let before = focus
        let pressed = press(event, rects: rects)
        if pressed != nil { MenuFeedback.chose() } else if focus != before { MenuFeedback.focusMoved() }
        return pressed
    }

    private mutating func press(_ event: WindowEvent, rects: [Rect]) -> Int? {
        guard let k = pressOrDisabled(event, rects: rects) else { return nil }
        return disabled.contains(k) ? nil : k
    }

    private mutating func pressOrDisabled(_ event: WindowEvent, rects: [Rect]) -> Int? {
        func hit(_ p: Point) -> Int? { rects.firstIndex { $0.contains(p) } }
        switch event {
        case let .key(press) where press.isDown:
            switch press.key {
            case .left, .up: move(-1)
            case .right, .down: move(1)
            case .tab: move(press.modifiers.contains(.shift) ? -1 : 1)
            case .return, .keypadEnter, .space:
                // Not on key repeat: a key held down from play must not press a button.
                if !press.isRepeat { return focus }
            default: break
            }
        case let .pointer(p) where p.isMouse:
            switch p.phase {
            case .moved:
                if let k = hit(p.position), !disabled.contains(k) { focus = k }
            case .down where p.button == .left:
                pressedIndex = hit(p.position)
                if let k = pressedIndex, !disabled.contains(k) { focus = k }
            case .up where p.button == .left:
                defer { pressedIndex = nil }
                if let k = hit(p.position), k == pressedIndex { return k }
            default: break
            }
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadLeft, .dpadUp: move(-1)
            case .dpadRight, .dpadDown: move(1)
            case .a: return focus
            default: break
            }
        default:
            break
        }
        return nil
    }

    /// Input a dialog keeps from the game while it shows. Releases (keys up, controller
    /// buttons up) and stick motion still reach the game, so nothing held stays stuck.
    static func isPlayerInput(_ event: WindowEvent) -> Bool {
        switch event {
        case let .key(press): return press.isDown
        case .text, .pointer, .wheel: return true
        case let .padButton(press): return press.isDown
        default: return false
        }
    }

    /// Draws the buttons where `layout` puts them; the focused one filled with `accent`.
    /// Opaque colours only: `roundedRect` overlaps its pieces, which would show through alpha.
    func draw(in layout: DialogLayout, accent: Color, font: FontAtlas, shapes: inout GeometryBatch, text: inout GeometryBatch) {
        let scale = layout.scale
        for (k, (title, r)) in zip(titles, layout.buttons).enumerated() {
            LayoutProbe.box(r, "button \(title)")
            let focused = k == focus && !disabled.contains(k)
            let radius = layout.points(8), edge = layout.points(2)
            if disabled.contains(k) {
                shapes.roundedRect(r, radius: radius, color: DialogStyle.button)
            } else if focused {
                shapes.roundedRect(r, radius: radius, color: accent)
            } else {
                shapes.roundedRect(r, radius: radius, color: DialogStyle.buttonEdge)
                shapes.roundedRect(r.insetBy(dx: edge, dy: edge), radius: radius - edge, color: DialogStyle.button)
            }
            font.layoutCentered(tr(title), at: r.center, height: DialogButtons.titleHeight * scale,
                                color: focused ? DialogStyle.panel : disabled.contains(k) ? Palette.hudDim : Palette.hudText, into: &text)
        }
    }

    /// The next button `step` away that can be pressed (the focus stays when none can).
    private mutating func move(_ step: Int) {
        var k = focus
        for _ in titles.indices {
            k = (k + step + titles.count) % titles.count
            if !disabled.contains(k) {
                focus = k
                return
            }
        }
    }
}
