import Breakout
import Dynamics
import Foundation
import WindowKit

/// The high-score tables: the levels' and each mini-game's, one at a time (Left/Right, the
/// D-pad, or a click on a tab); Esc, B or a click outside the tabs goes back.
final class HighScoresScreen: Screen {
    /// The tables by title: the levels' first (nil: its file name), then the mini-games'.
    let tables: [(title: String, table: HighScoreTable)]
    private(set) var shown = 0
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    /// Made once: a formatter is costly to build, and the page draws every frame.
    private let dates: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    init(app: AppWindow) {
        let directory = app.options.dataDirectory ?? HighScoreStore.defaultDirectory()
        func load(_ name: String?) -> HighScoreTable {
            directory.map { HighScoreStore(directory: $0, table: name).load().table } ?? HighScoreTable()
        }
        tables = [(trLater("Levels"), load(nil))] + MiniGame.allCases.map { ($0.title, load($0.rawValue)) }
    }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, window: app.window.size) { app.close(self); return true }
        switch event {
        case let .key(press) where press.isDown:
            switch press.key {
            case .left, .up: show(shown - 1)
            case .right, .down, .tab: show(shown + 1)
            case .return, .space: app.close(self)
            default: break
            }
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadLeft, .leftShoulder: show(shown - 1)
            case .dpadRight, .rightShoulder: show(shown + 1)
            case .a: app.close(self)
            default: break
            }
        case let .pointer(pointer) where pointer.isMouse && pointer.phase == .up:
            let p = pointer.position
            if let k = tabs(window: app.window.size).firstIndex(where: { $0.contains(p) }) { show(k) } else { app.close(self) }
        default:
            break
        }
        return true
    }

    func show(_ k: Int) { shown = (k + tables.count) % tables.count }

    func update(_ dt: Double, context app: AppWindow) {}

    /// One tab per table across the top, on two rows (or more) when the window is narrow.
    func tabs(window: Size) -> [Rect] {
        let perRow = max(1, min(tables.count, Int((window.width - 20) / HighScoresScreen.narrowestTab)))
        let w = min(150, (window.width - 20) / Double(perRow))
        return tables.indices.map { k in
            let row = k / perRow, column = k % perRow
            let inRow = min(perRow, tables.count - row * perRow)
            let left = (window.width - w * Double(inRow)) / 2
            return Rect(x: left + Double(column) * w + 2, y: 64 + Double(row) * 32, width: w - 4, height: 28)
        }
    }

    /// A tab narrower than this would shrink its title past reading.
    static let narrowestTab = 96.0

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("HIGH SCORES"), hint: tr("Left/Right or a click on a tab: another table   Esc or right click: back"),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        let tabs = self.tabs(window: window)
        for (k, r) in tabs.enumerated() {
            LayoutProbe.box(r, "tab \(tables[k].title)")
            shapes.roundedRect(r, radius: 6, color: k == shown ? Palette.accent : DialogStyle.button)
            let title = font.fitted(tr(tables[k].title), width: r.width - 10, height: 14, minimum: 10)
            font.layoutCentered(title.text, at: r.center, height: title.height, color: k == shown ? DialogStyle.panel : Palette.hudText, into: &text)
        }
        // The table: as many of the best rows as the window has room for, in four columns.
        let entries = tables[shown].table.entries
        let top = (tabs.last?.maxY ?? 94) + 16, bottom = window.height - 44
        let size = max(11, min(19, (bottom - top) / 11 * 0.6)), row = size / 0.6
        let width = min(440, window.width - 40), x = (window.width - width) / 2
        // Right edges of rank, score and level; the date's left edge.
        let rank = x + width * 0.1, score = x + width * 0.42, level = x + width * 0.6, date = x + width * 0.66
        func right(_ string: String, _ edge: Double, _ y: Double, _ height: Double, _ color: Color) {
            font.layout(string, at: Point(x: edge - font.width(of: string, height: height), y: y), height: height, color: color, into: &text)
        }
        var y = top
        let header = max(10, size * 0.8)
        // Each heading within its column (a language's longer word is drawn smaller).
        func heading(_ title: String, _ left: Double, _ edge: Double) {
            let fit = font.fitted(title, width: edge - left - 6, height: header, minimum: 10)
            right(fit.text, edge, y + (header - fit.height), fit.height, Palette.hudDim)
        }
        heading(tr("RANK"), x, rank)
        heading(tr("SCORE"), rank, score)
        heading(tr("LEVEL"), score, level)
        let dateTitle = font.fitted(tr("DATE"), width: x + width - date, height: header, minimum: 10)
        font.layout(dateTitle.text, at: Point(x: date, y: y + (header - dateTitle.height)), height: dateTitle.height, color: Palette.hudDim, into: &text)
        y += row
        if entries.isEmpty {
            let line = font.fitted(tr("No scores yet: play a game to set one."), width: width, height: size, minimum: 10)
            font.layout(line.text, at: Point(x: x, y: y), height: line.height, color: Palette.hudText, into: &text)
        }
        for (k, entry) in entries.enumerated() where y + size <= bottom {
            let color = k == 0 ? Palette.accent : Palette.hudText
            right("\(k + 1)", rank, y, size, color)
            right("\(entry.score)", score, y, size, color)
            right("\(entry.level)", level, y, size, color)
            font.layout(dates.string(from: entry.date), at: Point(x: date, y: y), height: size, color: color, into: &text)
            y += row
        }
        shapes.draw(on: app.window.renderer)
        text.draw(on: app.window.renderer, texture: font.texture)
    }
}
