import Breakout
import Dynamics
import Foundation
import SettingsKit
import Translations
import WindowKit

/// The settings panel, the window's second tab: Tab opens and closes it (Esc and the close
/// button close it too), the game waits while it shows. Each row edits one setting with a
/// switch, a segmented control, a stepper or a slider whose range or choices come from
/// `Settings.schema`. Changes apply at once (layout ones at the next level or restart, as
/// the hint line says) and are written back to the settings file, one key at a time.
///
/// Mouse: click, or drag a slider. Keys: Up/Down choose a row, Left/Right change it,
/// Space/Enter flip a switch or step through choices.
///
/// ```swift
/// let panel = SettingsPanel()
/// app.overlays.push(panel)
/// panel.toggle(app: app)     // what Tab does
/// ```
final class SettingsPanel: Overlay {
    private(set) var isVisible = false
    var pausesBelow: Bool { true }

    let rows: [PanelRow]
    /// The card's title ("SETTINGS", "CONTROLS"; translated as it draws).
    let title: String
    /// The binding row waiting for its key or button (the Controls page), if any.
    private(set) var waiting: Int?
    /// The row keys and arrows act on.
    private(set) var focus = 0
    /// The first row shown when not all fit.
    private(set) var firstRow = 0
    private(set) var editor = SettingsEditor()
    // The row whose slider the mouse is dragging.
    private var dragging: Int?
    private var painter: ControlPainter?
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    init(rows: [PanelRow], title: String = trLater("SETTINGS")) {
        self.rows = rows
        self.title = title
    }

    convenience init() {
        self.init(rows: PanelRow.standard)
    }

    /// The Controls page: the mouse, the paddle's key speed, and a key and a pad button
    /// for every action, each rebound by pressing it.
    static func controls() -> SettingsPanel {
        SettingsPanel(rows: PanelRow.controls, title: trLater("CONTROLS"))
    }

    /// The keys the panel edits, top to bottom.
    var keys: [String] { rows.map(\.key) }

    /// The line under the rows: a rejected value or a failed write, else the layout hint.
    var statusLine: String? {
        if let message = editor.message { return message }
        if let moved = editor.movedLine { return moved }
        if editor.layoutPending { return tr("Rows, columns and pattern apply at the next level or restart.") }
        return nil
    }

    // MARK: Opening and closing

    func toggle(context: OverlayContext) {
        if isVisible { close(context: context) } else { open(context: context) }
    }

    func open(context: OverlayContext) {
        guard !isVisible else { return }
        isVisible = true
        editor.clearMessage()
        scrollToFocus(layout(context))
    }

    func close(context: OverlayContext) {
        guard isVisible else { return }
        dragging = nil
        waiting = nil
        if naming != nil { TextInput.stop() }
        naming = nil
        editor.flush(context: context)
        isVisible = false
    }

    // MARK: Geometry, for drawing, hit-testing and tests

    func layout(_ context: OverlayContext) -> PanelLayout {
        PanelLayout(window: context.windowSize, rowCount: rows.count, noteLines: problemLines(context).count)
    }

    /// At most this many lines of the file's problems show above the rows.
    static let maxProblemLines = 4

    /// The settings file's problems as the panel lists them: a title line, then one line
    /// each (the file by its name), the last saying how many more there are.
    func problemLines(_ context: OverlayContext) -> [String] {
        let problems = context.settingsStore.problems
        guard !problems.isEmpty else { return [] }
        let name = context.settingsStore.path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        let path = context.settingsStore.path ?? ""
        var lines = [BannerOverlay.problemsTitle(count: problems.count, file: name)]
        let shown = problems.prefix(problems.count > Self.maxProblemLines - 1 ? Self.maxProblemLines - 2 : Self.maxProblemLines - 1)
        lines += shown.map { problem in
            var p = problem
            if p.file == path { p.file = name }
            return p.description
        }
        if shown.count < problems.count { lines.append(tr("... and %d more (the file's comments say what each key allows)", problems.count - shown.count)) }
        return lines
    }

    /// Where `part` of the control for `key` is on screen now; nil when that row is scrolled
    /// out of view or has no such part.
    func frame(of key: String, part: PanelLayout.Part, context: OverlayContext) -> Rect? {
        let layout = layout(context)
        guard let index = rows.firstIndex(where: { $0.key == key }),
              index >= firstRow, index < firstRow + layout.visibleRows else { return nil }
        let area = layout.controlArea(of: layout.rowRect(slot: index - firstRow))
        return layout.part(part, of: rows[index].control, in: area)
    }

    /// The card and the close button on screen now.
    func cardFrame(context: OverlayContext) -> Rect { layout(context).card }
    func closeButtonFrame(context: OverlayContext) -> Rect { layout(context).closeButton }

    /// The restart button, shown while a layout change waits.
    func restartButton(_ layout: PanelLayout) -> Rect? {
        guard editor.layoutPending, editor.message == nil else { return nil }
        return layout.restartButton
    }

    // MARK: Input

    func handle(_ event: WindowEvent, context: OverlayContext) -> Bool {
        if let row = waiting { return handleWhileWaiting(event, row: row, context: context) }
        if var typing = naming {
            if case .quit = event { return false }
            let outcome = typing.prompt.handle(event, window: context.windowSize, font: context.font)
            naming = typing
            if let outcome {
                naming = nil
                if case let .accepted(name) = outcome { editor.change(rows[typing.row], to: .text(name), context: context) }
            }
            return true
        }
        switch event {
        case .quit, .resized, .focus:
            // Quitting, resizing and focus are the app's.
            return false
        case let .key(press) where press.isDown:
            keyDown(press, context: context)
            return true
        case .key:
            // Releases go on to the game, so a key held when the panel opened does not stick.
            return false
        case let .pointer(p) where p.isMouse:
            switch p.phase {
            case .down where p.button == .right:
                // A right click goes back, as on every page.
                close(context: context)
            case .down where p.button == .left:
                press(p.position, context: context)
            case .down:
                break
            case .moved:
                if let row = dragging { slide(row, to: p.position.x, context: context) }
            case .up:
                if let row = dragging {
                    slide(row, to: p.position.x, context: context)
                    dragging = nil
                    editor.flush(context: context)
                }
            }
            return true
        case let .wheel(w):
            scroll(by: w.dy > 0 ? -1 : w.dy < 0 ? 1 : 0, context: context)
            return true
        default:
            // Touches, controllers, text: the game under the panel sees none of it.
            return true
        }
    }

    private func keyDown(_ press: KeyEvent, context: OverlayContext) {
        let key = press.key
        let isRepeat = press.isRepeat
        // Esc, Tab or the key the settings are bound to close the panel.
        if key == .tab || key == .escape || ControlMap(context.settings.display).action(forKey: key) == .settings {
            if !isRepeat { close(context: context) }
            return
        }
        switch key {
        case .up:
            moveFocus(by: -1, context: context)
        case .down:
            moveFocus(by: 1, context: context)
        case .left, .right:
            let row = rows[focus]
            change(row, to: row.control.stepped(row.value(in: context.settings), by: key == .left ? -1 : 1), context: context)
        case .space, .return, .keypadEnter:
            let row = rows[focus]
            if !isRepeat, row.control.isBinding { startWaiting(focus, context: context); return }
            if !isRepeat, row.control == .textField { startNaming(focus, context: context); return }
            if !isRepeat, let value = row.control.activated(row.value(in: context.settings)) { change(row, to: value, context: context) }
        default:
            break
        }
    }

    private func press(_ p: Point, context: OverlayContext) {
        let layout = layout(context)
        if layout.closeButton.contains(p) || !layout.card.contains(p) {
            close(context: context)
            return
        }
        if let restart = restartButton(layout), restart.contains(p) {
            context.restart()
            editor.restarted()
            return
        }
        guard let slot = layout.slot(at: p), firstRow + slot < rows.count else { return }
        let index = firstRow + slot
        let row = rows[index]
        let area = layout.controlArea(of: layout.rowRect(slot: slot))
        let value = row.value(in: context.settings)
        let hit = layout.hit(p, control: row.control, in: area)
        if index != focus && hit == nil { MenuFeedback.focusMoved() }
        focus = index
        switch hit {
        case .toggle:
            if let flipped = row.control.activated(value) { change(row, to: flipped, context: context) }
        case .segment(let k):
            if case .segmented(let choices) = row.control { change(row, to: .text(choices[k]), context: context) }
        case .minus:
            change(row, to: row.control.stepped(value, by: -1), context: context)
        case .plus:
            change(row, to: row.control.stepped(value, by: 1), context: context)
        case .track:
            dragging = index
            MenuFeedback.chose()
            slide(index, to: p.x, context: context)
        case .binding:
            MenuFeedback.chose()
            if row.control == .textField { startNaming(index, context: context) } else { startWaiting(index, context: context) }
        case nil:
            break
        }
    }

    // MARK: Typing a name

    /// The row whose text is being typed, and its field.
    private(set) var naming: (row: Int, prompt: TextPrompt)?

    private func startNaming(_ index: Int, context: OverlayContext) {
        let row = rows[index]
        var prompt = TextPrompt(title: row.label, text: row.valueText(in: context.settings))
        prompt.maxLength = 24
        naming = (index, prompt)
        editor.clearMessage()
    }

    // MARK: Binding a key or a button

    private func startWaiting(_ index: Int, context: OverlayContext) {
        waiting = index
        editor.clearMessage()
    }

    /// While a binding row waits: the next key (or, on a pad row, button) is its new one;
    /// Esc, or a click, keeps the old one.
    private func handleWhileWaiting(_ event: WindowEvent, row index: Int, context: OverlayContext) -> Bool {
        let row = rows[index]
        switch event {
        case .quit, .resized, .focus:
            return false
        case let .key(press) where press.isDown && !press.isRepeat:
            if press.key == .escape { waiting = nil; return true }
            guard row.control == .keyBinding else { return true }
            guard let name = ControlMap.bindableName(of: press.key) else {
                waiting = nil
                let shown = press.key.name
                editor.show(tr("%s cannot be bound (F11 is the window's fullscreen key)", shown.isEmpty ? "?" : shown))
                return true
            }
            bind(index, to: name, context: context)
        case let .padButton(press) where press.isDown && row.control == .padBinding:
            if let name = ControlMap.bindableName(ofButton: press.button) { bind(index, to: name, context: context) }
        case let .pointer(p) where p.isPress:
            waiting = nil
        default:
            break
        }
        return true
    }

    /// Binds `name` to the row's action; an action that had it takes this one's old key (the
    /// two swap, and the status line says so).
    private func bind(_ index: Int, to name: String, context: OverlayContext) {
        waiting = nil
        editor.change(rows[index], to: .text(name), context: context)
    }

    /// A slider follows the mouse; the file is written when the drag ends.
    private func slide(_ index: Int, to x: Double, context: OverlayContext) {
        let row = rows[index]
        guard let track = frame(of: row.key, part: .track, context: context),
              let value = row.control.value(atFraction: (x - track.minX) / track.width) else { return }
        editor.change(row, to: value, context: context, save: false)
    }

    private func moveFocus(by delta: Int, context: OverlayContext) {
        let before = focus
        focus = min(max(focus + delta, 0), rows.count - 1)
        if focus != before { MenuFeedback.focusMoved() }
        scrollToFocus(layout(context))
    }

    /// A change the player made with a key or a click: it sounds (`MenuFeedback`) when the
    /// value moves (a stepper at its end stays quiet).
    private func change(_ row: PanelRow, to value: SettingValue, context: OverlayContext) {
        if value != row.value(in: context.settings) { MenuFeedback.chose() }
        editor.change(row, to: value, context: context)
    }

    private func scroll(by delta: Int, context: OverlayContext) {
        let layout = layout(context)
        firstRow = min(max(firstRow + delta, 0), max(0, rows.count - layout.visibleRows))
        focus = min(max(focus, firstRow), firstRow + layout.visibleRows - 1)
    }

    private func scrollToFocus(_ layout: PanelLayout) {
        if focus < firstRow { firstRow = focus }
        if focus >= firstRow + layout.visibleRows { firstRow = focus - layout.visibleRows + 1 }
        firstRow = min(max(firstRow, 0), max(0, rows.count - layout.visibleRows))
    }

    func update(_ dt: Double, context: OverlayContext) {}

    // MARK: Draw

    func draw(context: OverlayContext) {
        let layout = layout(context)
        let font = context.font
        var painter = self.painter ?? ControlPainter(font: font)
        painter.removeAll()
        shapes.removeAll()
        text.removeAll()
        let card = layout.card

        // The game dimmed behind a card with a soft shadow.
        shapes.rect(Rect(x: 0, y: 0, width: layout.window.width, height: layout.window.height), color: PanelStyle.backdrop)
        LayoutProbe.cover(Rect(x: 0, y: 0, width: layout.window.width, height: layout.window.height))
        LayoutProbe.box(card, "panel card")
        LayoutProbe.box(layout.closeButton, "close button")
        shapes.roundedRect(card.offsetBy(dx: 0, dy: 6), radius: 14, color: PanelStyle.shadow)
        shapes.roundedRect(card, radius: 14, color: PanelStyle.cardEdge)
        shapes.roundedRect(card.insetBy(dx: 1.5, dy: 1.5), radius: 13, color: PanelStyle.card)

        // Title, where the changes go, close button.
        let left = card.minX + PanelLayout.margin
        let title = tr(self.title)
        font.layout(title, at: Point(x: left, y: card.minY + 13), height: 22, color: Palette.hudText, into: &text)
        let whereTo = context.settingsStore.path.map { tr("saved to %s as you change them", SettingsPanel.shownPath($0)) }
            ?? tr("no settings file: changes last until you quit")
        let subtitleX = left + font.width(of: title, height: 22) + 16
        // The whole path where it fits, smaller where it must; cut only in a narrow card.
        let room = layout.closeButton.minX - 8 - subtitleX
        let subtitle = font.fitted(whereTo, width: room, height: 11, minimum: 9)
        if room > 60 {
            font.layout(subtitle.text, at: Point(x: subtitleX, y: card.minY + 22 + (11 - subtitle.height)), height: subtitle.height,
                        color: Palette.hudDim, into: &text)
        }
        let close = layout.closeButton
        shapes.roundedRect(close, radius: 8, color: PanelStyle.well)
        cross(in: close.insetBy(dx: 9, dy: 9), width: 2.2, color: Palette.hudText)
        shapes.rect(Rect(x: card.minX + 12, y: layout.rowsArea.minY - 5, width: card.width - 24, height: 1), color: PanelStyle.cardEdge)

        // The file's problems, above the rows (never over them).
        for (k, line) in problemLines(context).enumerated() {
            let height = 12.0
            let size = min(height, height * layout.notes.width / max(1, font.width(of: line, height: height)))
            font.layout(line, at: Point(x: layout.notes.minX, y: layout.notes.minY + Double(k) * PanelLayout.noteLineHeight),
                        height: size, color: k == 0 ? PanelStyle.error : Palette.hudDim, into: &text)
        }
        let troubled = Set(context.settingsStore.problems.compactMap(\.key))

        // Rows.
        for slot in 0..<layout.visibleRows where firstRow + slot < rows.count {
            let index = firstRow + slot
            let row = rows[index]
            let rect = layout.rowRect(slot: slot)
            LayoutProbe.box(rect, "row \(row.key)")
            if index == focus {
                shapes.roundedRect(rect, radius: 7, color: PanelStyle.focusRow)
                shapes.roundedRect(Rect(x: rect.minX + 2, y: rect.minY + 7, width: 3, height: rect.height - 14), radius: 1.5, color: Palette.accent)
            }
            // The label and its detail keep to the label's column: smaller, then cut.
            let column = layout.controlArea(of: rect).minX - 6 - (rect.minX + 14)
            let label = font.fitted(tr(row.label), width: column, height: 15, minimum: 11)
            font.layout(label.text, at: Point(x: rect.minX + 14, y: rect.minY + 3 + (15 - label.height) / 2), height: label.height,
                        color: Palette.hudText, into: &text)
            // A row whose key has a problem in the file is marked.
            if troubled.contains(row.key) { shapes.circle(center: Point(x: rect.minX + 7, y: rect.minY + 10), radius: 3, color: PanelStyle.error) }
            let detail = font.fitted(row.detail, width: column, height: 10, minimum: 10)
            font.layout(detail.text, at: Point(x: rect.minX + 14, y: rect.minY + 19), height: 10, color: Palette.hudDim, into: &text)
            painter.draw(row.control, value: row.value(in: context.settings), in: layout.controlArea(of: rect), layout: layout,
                         focused: index == focus, waiting: waiting == index, shown: row.valueText(in: context.settings))
        }
        // A scroll bar when not every row fits.
        if layout.visibleRows < rows.count {
            let area = layout.rowsArea
            let share = Double(layout.visibleRows) / Double(rows.count)
            let top = area.minY + area.height * Double(firstRow) / Double(rows.count)
            shapes.roundedRect(Rect(x: area.maxX - 3, y: top, width: 3, height: area.height * share), radius: 1.5, color: PanelStyle.divider)
        }

        // Footer: what the focused setting does, the status line, the keys.
        let footer = layout.footer
        shapes.rect(Rect(x: card.minX + 12, y: footer.minY + PanelLayout.footerRuleY, width: card.width - 24, height: 1), color: PanelStyle.cardEdge)
        let width = card.width - 2 * PanelLayout.margin
        let keys = rows.contains { $0.control.isBinding }
            ? tr("Click a key, or Enter, then press the new one   Up/Down choose   Esc or right click: close")
            : tr("Click or drag to change   Up/Down choose   Left/Right change   Esc or right click: close")
        // The keys on one line, or two at a readable size in a narrow card (then the doc
        // line gives up its second line).
        let keysLines = font.width(of: keys, height: 11) <= width ? [keys] : Array(font.wrapped(keys, width: width, height: 10).prefix(2))
        let docLine = tr("%1$s Allowed: %2$s.", rows[focus].doc, rows[focus].allowed)
        // Two lines when no status line needs the second.
        let docLines = font.wrapped(docLine, width: width, height: 12).prefix(statusLine == nil && keysLines.count == 1 ? 2 : 1)
        for (k, line) in docLines.enumerated() {
            font.layout(line, at: layout.docLine(k, left: left), height: 12, color: Palette.hudDim, into: &text)
        }
        let restart = restartButton(layout)
        if let status = statusLine {
            let color = editor.message != nil ? PanelStyle.error : Palette.accent
            let room = width - (restart.map { $0.width + 12 } ?? 0)
            if let line = font.wrapped(status, width: room, height: 12).first {
                font.layout(line, at: Point(x: left, y: footer.minY + PanelLayout.statusLineY), height: 12, color: color, into: &text)
            }
        }
        if let restart {
            shapes.roundedRect(restart, radius: 6, color: Palette.accent)
            font.layoutCentered(tr("Restart"), at: restart.center, height: 13, color: PanelStyle.activeText, into: &text)
        }
        for (k, line) in keysLines.enumerated() {
            let size = keysLines.count == 1 ? 11.0 : 10.0
            let y = footer.minY + (keysLines.count == 1 ? PanelLayout.keysLineY : 44 + Double(k) * (size + 3))
            font.layout(line, at: Point(x: left, y: y), height: size, color: Palette.hudDim.withAlpha(0.8), into: &text)
        }

        let renderer = context.renderer
        shapes.draw(on: renderer)
        painter.shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
        painter.text.draw(on: renderer, texture: font.texture)
        self.painter = painter
        if var typing = naming {
            typing.prompt.draw(window: context.windowSize, font: font, renderer: renderer)
            naming = typing
        }
    }

    /// A settings file's path as a player reads it: the home folder as "~".
    static func shownPath(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        guard let home, !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// An X of two bars across `r`.
    private func cross(in r: Rect, width: Double, color: Color) {
        let h = width / 2
        for (a, b) in [(Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.maxY)), (Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY))] {
            let d = b - a
            let n = Vector(dx: -d.dy / d.length * h, dy: d.dx / d.length * h)
            shapes.polygon4((a + n, b + n, b - n, a - n), color: color)
        }
    }
}
