import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// Choose the levels to play: the built-in sources, our level files, the player's, and
/// every installed LBreakoutHD and LBreakout2 levelset, under a heading per origin, each with
/// a thumbnail of its first level, its level count (and the bonus levels the game adds) and
/// its author. Typing filters the list by name (Backspace takes a letter back, Esc clears);
/// Up/Down (D-pad, wheel) move, Enter (A, a click on the chosen row) plays, Ctrl+E (Y) opens
/// it in the editor, Esc (B) goes back. A file that does not read shows its
/// `file:line: problem` in its row and does not play.
final class LevelsetChooserScreen: Screen {
    /// The hint line at the page's foot (`ScreenHintTests` presses each key it names).
    static let hint = trLater("Type to search   Up/Down or wheel choose   Enter or click play   Ctrl+E edit   Esc or right click: back   (%s)")

    /// A line of the list: an origin's heading, or entry `k` of `entries`.
    enum Row: Hashable {
        case heading(LevelsetEntry.Origin, count: Int)
        case entry(Int)

        var isHeading: Bool {
            if case .heading = self { return true }
            return false
        }
    }

    let entries: [LevelsetEntry]
    /// The entry chosen (an index into `entries`).
    private(set) var selected = 0
    /// The first row shown.
    private(set) var scroll = 0
    /// What the player typed: only names holding it are listed.
    private(set) var query = ""
    /// The lines shown for `query`, headings and entries.
    private(set) var rows: [Row] = []
    /// Previews read so far (only rows that were shown are read).
    private var previews: [Int: LevelsetEntry.Preview] = [:]
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    private var problem: String?

    static let rowHeight = 64.0
    static let headingHeight = 30.0
    /// The origins in the order they are listed (LBreakoutHD's own sets before LBreakout2's).
    static let origins: [LevelsetEntry.Origin] = [.builtIn, .bundled, .player, .lbreakoutHD, .lbreakout2]

    init(app: AppWindow, entries: [LevelsetEntry] = LevelsetCatalog.entries()) {
        self.entries = entries
        rebuildRows()
        selected = firstEntry ?? 0
        TextInput.start()
    }

    func didClose(app: AppWindow) { TextInput.stop() }

    // MARK: The list

    /// The entries whose names hold `query`, grouped under their origins' headings.
    private func rebuildRows() {
        let needle = query.lowercased()
        rows = []
        for origin in Self.origins {
            let matching = entries.indices.filter { k in
                entries[k].origin == origin && (needle.isEmpty || shownName(k).lowercased().contains(needle))
            }
            guard !matching.isEmpty else { continue }
            rows.append(.heading(origin, count: matching.count))
            rows += matching.map(Row.entry)
        }
    }

    private var shownEntries: [Int] { rows.compactMap { if case let .entry(k) = $0 { return k } else { return nil } } }
    private var firstEntry: Int? { shownEntries.first }

    /// The name as the row shows it (a built-in source's in the player's language).
    func shownName(_ k: Int) -> String { entries[k].origin == .builtIn ? tr(entries[k].name) : entries[k].name }

    /// A new search: the list narrows, the choice moves to the first match where it left.
    private func search(_ newQuery: String, window: Size) {
        query = newQuery
        rebuildRows()
        scroll = 0
        if !shownEntries.contains(selected), let first = firstEntry { selected = first }
        select(selected, window: window)
    }

    // MARK: Input

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        let window = app.window.size
        // Esc with a search typed clears it first; then it goes back.
        if case let .key(press) = event, press.isDown, press.key == .escape, !query.isEmpty {
            search("", window: window)
            return true
        }
        if PageStyle.isBack(event, window: window) { app.close(self); return true }
        switch event {
        case let .text(typed):
            let letters = typed.filter { !$0.isNewline && $0 != "\t" }
            if !letters.isEmpty { search(String((query + letters).prefix(40)), window: window) }
        case let .key(press) where press.isDown:
            let page = max(1, visibleEntryCount(window) - 1)
            switch press.key {
            case .up: move(by: -1, window: window)
            case .down: move(by: 1, window: window)
            case .pageUp: move(by: -page, window: window)
            case .pageDown: move(by: page, window: window)
            case .home: if let first = firstEntry { select(first, window: window) }
            case .end: if let last = shownEntries.last { select(last, window: window) }
            case .backspace: if !query.isEmpty { search(String(query.dropLast()), window: window) }
            case .return, .keypadEnter: if !press.isRepeat { play(app: app) }
            case .letter("e") where press.modifiers.contains(.control): edit(app: app)
            default: break
            }
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadUp: move(by: -1, window: window)
            case .dpadDown: move(by: 1, window: window)
            case .a: play(app: app)
            case .y: edit(app: app)
            default: break
            }
        case let .wheel(w):
            scroll = min(max(0, scroll - Int(w.dy) * 3), maxScroll(window))
        case let .pointer(p) where p.isMouse && p.phase == .up && p.button == .left:
            if let k = entry(at: p.position, window: window) {
                if k == selected { play(app: app) } else { select(k, window: window) }
            }
        default:
            break
        }
        return true
    }

    func update(_ dt: Double, context app: AppWindow) {}

    /// `step` entries up or down the list as shown.
    private func move(by step: Int, window: Size) {
        let shown = shownEntries
        guard !shown.isEmpty else { return }
        let at = shown.firstIndex(of: selected) ?? 0
        select(shown[min(max(at + step, 0), shown.count - 1)], window: window)
    }

    /// Selects entry `k` (one of those shown) and scrolls it, with its heading where it is the
    /// first of its group, into view.
    func select(_ k: Int, window: Size) {
        guard let row = rows.firstIndex(of: .entry(k)) else { return }
        let before = selected
        selected = k
        if selected != before { MenuFeedback.focusMoved() }
        let top = row > 0 && rows[row - 1].isHeading ? row - 1 : row
        if top < scroll { scroll = top }
        while scroll < row && rowOrigin(row, window: window).y + Self.height(rows[row]) > listArea(window).maxY { scroll += 1 }
        problem = nil
    }

    /// Plays the selected levelset, and keeps it as the settings' level source (the title
    /// menu's Play plays it next time, as LBreakoutHD remembers the last set).
    func play(app: AppWindow) {
        guard shownEntries.contains(selected) else { return }
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

    /// Room for the search line above the list.
    static let searchHeight = 24.0

    func listArea(_ window: Size) -> Rect {
        Rect(x: 16, y: 64 + Self.searchHeight, width: window.width - 32, height: max(0, window.height - 64 - Self.searchHeight - 60))
    }

    static func height(_ row: Row) -> Double {
        if case .heading = row { return headingHeight }
        return rowHeight
    }

    /// Where row `index` starts, with the list scrolled to `scroll`.
    private func rowOrigin(_ index: Int, window: Size) -> Point {
        let area = listArea(window)
        var y = area.minY
        if index >= scroll { for k in scroll..<index { y += Self.height(rows[k]) } }
        return Point(x: area.minX, y: y)
    }

    /// The rows that fit from `scroll` on.
    private func visibleRowRange(_ window: Size) -> Range<Int> {
        let area = listArea(window)
        var y = area.minY, end = scroll
        while end < rows.count, y + Self.height(rows[end]) <= area.maxY + 0.5 {
            y += Self.height(rows[end])
            end += 1
        }
        return scroll..<max(end, min(rows.count, scroll + 1))
    }

    private func visibleEntryCount(_ window: Size) -> Int {
        visibleRowRange(window).filter { !rows[$0].isHeading }.count
    }

    /// The most the list scrolls: its end at the bottom of the area.
    private func maxScroll(_ window: Size) -> Int {
        let area = listArea(window)
        var height = 0.0, k = rows.count
        while k > 0, height + Self.height(rows[k - 1]) <= area.height + 0.5 {
            height += Self.height(rows[k - 1])
            k -= 1
        }
        return k
    }

    /// Entry `k`'s row, where it is drawn (off the area when scrolled away).
    func rowFrame(_ k: Int, window: Size) -> Rect {
        let index = rows.firstIndex(of: .entry(k)) ?? 0
        let origin = rowOrigin(index, window: window)
        return Rect(x: origin.x, y: origin.y, width: listArea(window).width, height: Self.rowHeight - 4)
    }

    /// The entry whose row is at `p`.
    func entry(at p: Point, window: Size) -> Int? {
        guard listArea(window).contains(p) else { return nil }
        for index in visibleRowRange(window) {
            guard case let .entry(k) = rows[index] else { continue }
            if rowFrame(k, window: window).contains(p) { return k }
        }
        return nil
    }

    // MARK: Drawing

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        let range = visibleRowRange(window)
        let shown = range.compactMap { index -> Int? in if case let .entry(k) = rows[index] { return k } else { return nil } }
        let total = shownEntries.count
        let counter = shown.isEmpty ? tr("none of %d", entries.count)
            : tr("%1$d-%2$d of %3$d", (shownEntries.firstIndex(of: shown.first!) ?? 0) + 1, (shownEntries.firstIndex(of: shown.last!) ?? 0) + 1, total)
        PageStyle.frame(heading: tr("CHOOSE LEVELS"),
                        hint: tr(Self.hint, counter),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        // The search line: what was typed, or how to search.
        let area = listArea(window)
        let searchLine = query.isEmpty ? tr("Type a name to search") : tr("Search: %s", query) + "_"
        font.layout(searchLine, at: Point(x: area.minX + 4, y: area.minY - Self.searchHeight + 4), height: 14,
                    color: query.isEmpty ? Palette.hudDim : Palette.accent, into: &text)
        if rows.isEmpty {
            font.layoutCentered(tr("No levelset's name holds \"%s\" (Backspace or Esc)", query), at: Point(x: area.midX, y: area.minY + 40),
                                height: 16, color: Palette.hudText, into: &text)
        }
        let settings = app.settingsStore.settings
        for index in range {
            let origin = rowOrigin(index, window: window)
            switch rows[index] {
            case let .heading(from, count):
                let r = Rect(x: origin.x, y: origin.y, width: area.width, height: Self.headingHeight)
                LayoutProbe.box(r, "heading \(from.rawValue)")
                let title = tr("%1$s (%2$d)", tr(from.heading), count)
                font.layout(title, at: Point(x: r.minX + 4, y: r.minY + 7), height: 16, color: Palette.accent, into: &text)
                shapes.rect(Rect(x: r.minX, y: r.maxY - 4, width: r.width, height: 1), color: DialogStyle.buttonEdge)
            case let .entry(k):
                drawEntry(k, frame: rowFrame(k, window: window), settings: settings, font: font)
            }
        }
        PageStyle.notice(problem, window: window, font: font, into: &text)
        shapes.draw(on: app.window.renderer)
        text.draw(on: app.window.renderer, texture: font.texture)
    }

    private func drawEntry(_ k: Int, frame r: Rect, settings: Settings, font: FontAtlas) {
        let entry = entries[k], info = preview(k, settings: settings)
        LayoutProbe.box(r, "row \(entry.name)")
        shapes.roundedRect(r, radius: 8, color: k == selected ? DialogStyle.buttonEdge : DialogStyle.button)
        let thumb = Rect(x: r.minX + 6, y: r.minY + 5, width: 84, height: r.height - 10)
        if let first = info.first { PageStyle.thumbnail(first, in: thumb, into: &shapes) } else { shapes.rect(thumb, color: Palette.explosive.withAlpha(0.4)) }
        font.layout(shownName(k), at: Point(x: thumb.maxX + 12, y: r.minY + 8), height: 20, color: k == selected ? Palette.accent : Palette.hudText, into: &text)
        let detail: String
        if let problem = info.problem {
            detail = problem
        } else {
            var count = info.levelCount > 0 ? trPlural("%d level", "%d levels", info.levelCount) : tr("endless")
            // The game plays the bonus levels between them (rules.bonus_levels): say so, so
            // that the count the game shows in play is the one seen here.
            let bonus = info.bonusCount(rules: settings.rules)
            if info.levelCount > 0, bonus > 0 { count = tr("%1$s + %2$d bonus", count, bonus) }
            // A built-in source has no author: its line says where its levels come from.
            detail = entry.origin == .builtIn ? tr("%1$s,  %2$s,  %3$s", tr(entry.origin.title), count, info.author)
                : tr("%1$s,  %2$s,  by %3$s", tr(entry.origin.title), count, info.author)
        }
        let (shown, size) = font.fitted(detail, width: r.maxX - thumb.maxX - 20, height: 13, minimum: 10)
        font.layout(shown, at: Point(x: thumb.maxX + 12, y: r.minY + 34), height: size,
                    color: info.problem == nil ? Palette.hudDim : Palette.explosive, into: &text)
    }
}
