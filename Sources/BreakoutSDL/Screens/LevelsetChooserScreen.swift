import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// Choose the levels to play: the built-in sources, our level files, the player's, and
/// every installed LBreakout2 levelset, each with a thumbnail of its first level, its level
/// count and its author. Up/Down (D-pad, wheel) move, Enter (A, a click on the chosen row)
/// plays, E opens it in the editor, Esc (B) goes back. A file that does not read shows its
/// `file:line: problem` in its row and does not play.
final class LevelsetChooserScreen: Screen {
    let entries: [LevelsetEntry]
    private(set) var selected = 0
    private(set) var scroll = 0
    /// Previews read so far (only rows that were shown are read).
    private var previews: [Int: LevelsetEntry.Preview] = [:]
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    private var problem: String?

    static let rowHeight = 64.0

    init(app: AppWindow, entries: [LevelsetEntry] = LevelsetCatalog.entries()) {
        self.entries = entries
    }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, window: app.window.size) { app.close(self); return true }
        let window = app.window.size
        switch event {
        case let .key(press) where press.isDown:
            let page = max(1, visibleRows(window) - 1)
            switch press.key {
            case .up: select(selected - 1, window: window)
            case .down: select(selected + 1, window: window)
            case .pageUp: select(selected - page, window: window)
            case .pageDown: select(selected + page, window: window)
            case .home: select(0, window: window)
            case .end: select(entries.count - 1, window: window)
            case .return, .keypadEnter, .space: if !press.isRepeat { play(app: app) }
            case .letter("e"): edit(app: app)
            default: break
            }
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadUp: select(selected - 1, window: window)
            case .dpadDown: select(selected + 1, window: window)
            case .a: play(app: app)
            case .y: edit(app: app)
            default: break
            }
        case let .wheel(w):
            scroll = min(max(0, scroll - Int(w.dy) * 3), max(0, entries.count - visibleRows(window)))
        case let .pointer(p) where p.isMouse && p.phase == .up && p.button == .left:
            if let k = row(at: p.position, window: window) {
                if k == selected { play(app: app) } else { select(k, window: window) }
            }
        default:
            break
        }
        return true
    }

    func update(_ dt: Double, context app: AppWindow) {}

    /// Selects entry `k` (clamped) and scrolls it into view.
    func select(_ k: Int, window: Size) {
        let before = selected
        selected = min(max(k, 0), entries.count - 1)
        if selected != before { MenuFeedback.focusMoved() }
        let rows = visibleRows(window)
        if selected < scroll { scroll = selected }
        if selected >= scroll + rows { scroll = selected - rows + 1 }
        problem = nil
    }

    /// Plays the selected levelset, and keeps it as the settings' level source (the title
    /// menu's Play plays it next time, as LBreakoutHD remembers the last set).
    func play(app: AppWindow) {
        MenuFeedback.chose()
        let entry = entries[selected]
        let levels: LevelSequence
        do { levels = try entry.sequence(seed: app.options.nextGameSeed()) } catch { problem = error.description; return }
        var settings = app.settingsStore.settings
        switch entry.source {
        case .generated: settings.rules.levelSource = .generated
        case .procedural: settings.rules.levelSource = .procedural
        case let .file(path):
            settings.rules.levelSource = .file
            settings.rules.levelFile = path
        case .pseudo:
            // A pseudo-set is no level source the settings can hold: they stay as they are.
            break
        }
        if let failure = app.settingsStore.change(settings, saving: ["level.source", "level.file"]) {
            app.notice(tr("settings: %s", "\(failure)"))
        }
        app.start(.game(levels, name: entry.name))
    }

    /// Opens the selected file in the editor.
    func edit(app: AppWindow) {
        guard let path = entries[selected].path else { problem = tr("built-in levels have no file to edit"); return }
        if app.go(to: .editor(path: path)) == nil { problem = app.notices.last }
    }

    func preview(_ k: Int, settings: Settings) -> LevelsetEntry.Preview {
        if let cached = previews[k] { return cached }
        let preview = entries[k].preview(rules: settings.rules)
        previews[k] = preview
        return preview
    }

    // MARK: Layout

    func listArea(_ window: Size) -> Rect { Rect(x: 16, y: 64, width: window.width - 32, height: max(0, window.height - 64 - 60)) }

    func visibleRows(_ window: Size) -> Int { max(1, Int(listArea(window).height / Self.rowHeight)) }

    func rowFrame(_ k: Int, window: Size) -> Rect {
        let area = listArea(window)
        return Rect(x: area.minX, y: area.minY + Double(k - scroll) * Self.rowHeight, width: area.width, height: Self.rowHeight - 4)
    }

    func row(at p: Point, window: Size) -> Int? {
        let area = listArea(window)
        guard area.contains(p) else { return nil }
        let k = scroll + Int((p.y - area.minY) / Self.rowHeight)
        return k < entries.count ? k : nil
    }

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("CHOOSE LEVELS"),
                        hint: tr("Up/Down or wheel choose   Enter or click play   E edit   Esc or right click: back   (%1$d of %2$d)", selected + 1, entries.count),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        let settings = app.settingsStore.settings
        for k in scroll..<min(entries.count, scroll + visibleRows(window)) {
            let r = rowFrame(k, window: window), entry = entries[k], info = preview(k, settings: settings)
            LayoutProbe.box(r, "row \(entry.name)")
            shapes.roundedRect(r, radius: 8, color: k == selected ? DialogStyle.buttonEdge : DialogStyle.button)
            let thumb = Rect(x: r.minX + 6, y: r.minY + 5, width: 84, height: r.height - 10)
            if let first = info.first { PageStyle.thumbnail(first, in: thumb, into: &shapes) } else { shapes.rect(thumb, color: Palette.explosive.withAlpha(0.4)) }
            font.layout(entry.origin == .builtIn ? tr(entry.name) : entry.name, at: Point(x: thumb.maxX + 12, y: r.minY + 8), height: 20, color: k == selected ? Palette.accent : Palette.hudText, into: &text)
            let detail: String
            if let problem = info.problem {
                detail = problem
            } else {
                let count = info.levelCount > 0 ? trPlural("%d level", "%d levels", info.levelCount) : tr("endless")
                // A built-in source has no author: its line says where its levels come from.
                detail = entry.origin == .builtIn ? tr("%1$s,  %2$s,  %3$s", tr(entry.origin.title), count, info.author)
                    : tr("%1$s,  %2$s,  by %3$s", tr(entry.origin.title), count, info.author)
            }
            let (shown, size) = font.fitted(detail, width: r.maxX - thumb.maxX - 20, height: 13, minimum: 10)
            font.layout(shown, at: Point(x: thumb.maxX + 12, y: r.minY + 34), height: size,
                        color: info.problem == nil ? Palette.hudDim : Palette.explosive, into: &text)
        }
        PageStyle.notice(problem, window: window, font: font, into: &text)
        shapes.draw(on: app.window.renderer)
        text.draw(on: app.window.renderer, texture: font.texture)
    }
}
