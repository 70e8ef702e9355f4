import Breakout
import Dynamics
import Foundation
import HighScores
import Translations
import WindowKit

/// The high-score charts, as LBreakoutHD keeps them: one per levelset played, the
/// generated and procedural games', and each mini-game's, one at a time. Left/Right (the
/// D-pad, the shoulders, or a click on an arrow) goes to the next chart; Esc, B or a click
/// elsewhere goes back. It opens on the chart the last game went in, that game's entry lit.
final class HighScoresScreen: Screen {
    /// The hint line at the page's foot (`ScreenHintTests` presses each key it names).
    static let hint = trLater("Left/Right or a click on an arrow: another chart   Esc or right click: back")

    /// Every chart there is to show, in order.
    let charts: [HighScoreChart]
    private(set) var shown = 0
    /// The shown chart's entries, read when it is shown (a folder may hold hundreds).
    private(set) var table = HighScoreTable()
    /// The entry the last game made, lit where its chart is shown.
    let newEntry: HighScore?
    private let directory: String?
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    /// Made once: a formatter is costly to build, and the page draws every frame.
    private let dates: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    init(app: AppWindow) {
        directory = app.options.dataDirectory ?? HighScoreStore.defaultDirectory()
        var charts = HighScoreChart.charts(in: directory)
        let last = app.lastHighScore
        if let last, !charts.contains(last.chart) { charts.insert(last.chart, at: 2) }
        self.charts = charts
        newEntry = last?.entry
        show(last.flatMap { charts.firstIndex(of: $0.chart) } ?? 0)
    }

    /// The titles of the charts, as the page shows them.
    var titles: [String] { charts.map { tr($0.name) } }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, window: app.window.size) { app.close(self); return true }
        switch event {
        case let .key(press) where press.isDown:
            switch press.key {
            case .left, .up: show(shown - 1)
            case .right, .down, .tab: show(shown + 1)
            case .home: show(0)
            case .end: show(charts.count - 1)
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
            let p = pointer.position, arrows = self.arrows(window: app.window.size)
            if arrows.previous.contains(p) { show(shown - 1) } else if arrows.next.contains(p) { show(shown + 1) } else { app.close(self) }
        default:
            break
        }
        return true
    }

    func show(_ k: Int) {
        shown = (k + charts.count) % charts.count
        let chart = charts[shown]
        table = directory.map { HighScoreStore(directory: $0, chart: chart).load().table } ?? HighScoreTable()
    }

    func update(_ dt: Double, context app: AppWindow) {}

    /// The arrows either side of the chart's name, and the name's room between them.
    func arrows(window: Size) -> (previous: Rect, name: Rect, next: Rect) {
        let width = min(460, window.width - 20), left = (window.width - width) / 2
        return (Rect(x: left, y: 64, width: 44, height: 32),
                Rect(x: left + 50, y: 64, width: width - 100, height: 32),
                Rect(x: left + width - 44, y: 64, width: 44, height: 32))
    }

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("HIGH SCORES"), hint: tr(Self.hint),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        let arrows = self.arrows(window: window)
        for (r, label, name) in [(arrows.previous, "<", "previous chart"), (arrows.next, ">", "next chart")] {
            LayoutProbe.box(r, name)
            shapes.roundedRect(r, radius: 6, color: DialogStyle.button)
            font.layoutCentered(label, at: r.center, height: 18, color: Palette.hudText, into: &text)
        }
        // The chart's name, and where it is among them.
        let title = font.fitted(titles[shown], width: arrows.name.width - 8, height: 20, minimum: 10)
        font.layoutCentered(title.text, at: Point(x: arrows.name.midX, y: arrows.name.minY + 11), height: title.height,
                            color: Palette.accent, into: &text)
        let place = "\(shown + 1)/\(charts.count)"
        font.layoutCentered(place, at: Point(x: arrows.name.midX, y: arrows.name.maxY - 6), height: 10, color: Palette.hudDim, into: &text)
        let nameWidth = max(font.width(of: title.text, height: title.height), font.width(of: place, height: 10))
        LayoutProbe.box(Rect(x: arrows.name.midX - nameWidth / 2, y: arrows.name.minY, width: nameWidth, height: arrows.name.height), "chart")
        // The chart: as many of the best rows as the window has room for, in five columns
        // (four in a narrow window: the date goes).
        let entries = table.entries
        let top = arrows.name.maxY + 16, bottom = window.height - 44
        let size = max(11, min(19, (bottom - top) / 11 * 0.6)), row = size / 0.6
        let width = min(520, window.width - 40), x = (window.width - width) / 2
        let withDate = width >= 380
        // Right edge of rank; the name's left edge; right edges of score and level; the date's left edge.
        let rank = x + width * 0.08, name = x + width * 0.11
        let score = x + width * (withDate ? 0.62 : 0.78), level = x + width * (withDate ? 0.75 : 1), date = x + width * 0.79
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
        let nameTitle = font.fitted(tr("NAME"), width: score - name - width * 0.2, height: header, minimum: 10)
        font.layout(nameTitle.text, at: Point(x: name, y: y + (header - nameTitle.height)), height: nameTitle.height, color: Palette.hudDim, into: &text)
        heading(tr("SCORE"), score - width * 0.18, score)
        heading(tr("LEVEL"), score, level)
        if withDate {
            let dateTitle = font.fitted(tr("DATE"), width: x + width - date, height: header, minimum: 10)
            font.layout(dateTitle.text, at: Point(x: date, y: y + (header - dateTitle.height)), height: dateTitle.height, color: Palette.hudDim, into: &text)
        }
        y += row
        if entries.isEmpty {
            let line = font.fitted(tr("No scores yet: play a game to set one."), width: width, height: size, minimum: 10)
            font.layout(line.text, at: Point(x: x, y: y), height: line.height, color: Palette.hudText, into: &text)
        }
        for (k, entry) in entries.enumerated() where y + size <= bottom {
            let isNew = entry == newEntry
            if isNew {
                shapes.rect(Rect(x: x - 6, y: y - row * 0.2, width: width + 12, height: row * 0.95), color: DialogStyle.highlight)
            }
            let color = isNew || k == 0 ? Palette.accent : Palette.hudText
            right("\(k + 1)", rank, y, size, color)
            let shownName = font.fitted(entry.name, width: score - name - width * 0.16, height: size, minimum: 10)
            font.layout(shownName.text, at: Point(x: name, y: y), height: shownName.height, color: color, into: &text)
            right("\(entry.score)", score, y, size, color)
            right("\(entry.level)", level, y, size, color)
            if withDate { font.layout(dates.string(from: entry.date), at: Point(x: date, y: y), height: size, color: color, into: &text) }
            y += row
        }
        shapes.draw(on: app.window.renderer)
        text.draw(on: app.window.renderer, texture: font.texture)
    }
}
