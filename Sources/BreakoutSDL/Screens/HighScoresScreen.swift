import Breakout
import BreakoutNet
import Dynamics
import Foundation
import HighScores
import Translations
import WindowKit

/// The high-score charts, as LBreakoutHD keeps them: one per levelset played, the
/// generated and procedural games', and each mini-game's, one at a time. Left/Right (the
/// D-pad, the shoulders, or a click on an arrow) goes to the next chart; Esc, B or a click
/// elsewhere goes back. It opens on the chart the last game went in, that game's entry lit.
///
/// When an online chart server is set (`online.charts`), two tabs head the page: Local, the
/// charts above, and Online, the server's chart for the levels last played
/// (`OnlineChartTab`), Left/Right stepping through the difficulties there. Tab, a click on
/// a tab or a controller's Y switches.
final class HighScoresScreen: Screen {
    /// The hint line at the page's foot (`ScreenHintTests` presses each key it names).
    static let hint = trLater("Left/Right or a click on an arrow: another chart   Esc or right click: back")
    /// The hint when the tabs show.
    static let hintWithTabs = trLater("Tab: local or online   Left/Right: another chart   Esc or right click: back")

    enum Tab: CaseIterable {
        case local, online
    }

    /// The tab shown (Local when no server is set).
    private(set) var tab = Tab.local
    /// The Online tab's chart and its requests.
    let online: OnlineChartTab
    /// The window, for the chart server the settings name now (a change applies at once).
    private unowned let app: AppWindow

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
        self.app = app
        let played = app.lastLevels ?? (app.levels, HighScoresScreen.title(of: app.levels, rules: app.settingsStore.settings.rules))
        online = OnlineChartTab(levels: played.levels, title: played.title, difficulty: app.settingsStore.settings.rules.difficulty)
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

    /// What a window's levels are called when no game named them (as the game's side panel
    /// calls them: a set from the settings' level file by the file's name).
    static func title(of levels: LevelSequence, rules: GameRules) -> String {
        switch levels {
        case .generated: return tr("Generated")
        case .procedural: return tr("Procedural")
        case let .miniGame(game): return tr(game.title)
        case .duel: return tr("Duel")
        case .list:
            return rules.levelSource == .file ? URL(fileURLWithPath: rules.levelFile).deletingPathExtension().lastPathComponent : tr("Levels")
        }
    }

    /// Whether the tabs show: a chart server is set.
    var showsTabs: Bool { app.chartService != nil }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, window: app.window.size) { app.close(self); return true }
        // The server's setting went away while the page was open: the local charts.
        if !showsTabs { tab = .local }
        switch event {
        case let .key(press) where press.isDown:
            switch press.key {
            case .left, .up: move(-1)
            case .right, .down: move(1)
            case .tab: if showsTabs { switchTab() } else { move(1) }
            case .home where tab == .local: show(0)
            case .end where tab == .local: show(charts.count - 1)
            case .return, .space: app.close(self)
            default: break
            }
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadLeft, .leftShoulder: move(-1)
            case .dpadRight, .rightShoulder: move(1)
            case .y where showsTabs: switchTab()
            case .a: app.close(self)
            default: break
            }
        case let .pointer(pointer) where pointer.isMouse && pointer.phase == .up:
            let p = pointer.position, window = app.window.size, arrows = self.arrows(window: window)
            if showsTabs, let k = tabs(window: window).firstIndex(where: { $0.contains(p) }) {
                tab = Tab.allCases[k]
            } else if arrows.previous.contains(p) {
                move(-1)
            } else if arrows.next.contains(p) {
                move(1)
            } else {
                app.close(self)
            }
        default:
            break
        }
        return true
    }

    /// Left/Right: another local chart, or another difficulty of the online one.
    private func move(_ step: Int) {
        switch tab {
        case .local: show(shown + step)
        case .online: online.step(step)
        }
    }

    private func switchTab() { tab = tab == .local ? .online : .local }

    func didClose(app: AppWindow) { online.cancel() }

    func show(_ k: Int) {
        shown = (k + charts.count) % charts.count
        let chart = charts[shown]
        table = directory.map { HighScoreStore(directory: $0, chart: chart).load().table } ?? HighScoreTable()
    }

    func update(_ dt: Double, context app: AppWindow) {}

    /// The arrows either side of the chart's name, and the name's room between them (under
    /// the tabs when they show).
    func arrows(window: Size) -> (previous: Rect, name: Rect, next: Rect) {
        let width = min(460, window.width - 20), left = (window.width - width) / 2
        let top = showsTabs ? 100.0 : 64
        return (Rect(x: left, y: top, width: 44, height: 32),
                Rect(x: left + 50, y: top, width: width - 100, height: 32),
                Rect(x: left + width - 44, y: top, width: 44, height: 32))
    }

    /// The Local and Online tabs, side by side under the heading.
    func tabs(window: Size) -> [Rect] {
        let width = min(300, window.width - 20), left = (window.width - width) / 2
        return [Rect(x: left, y: 62, width: width / 2 - 3, height: 30),
                Rect(x: left + width / 2 + 3, y: 62, width: width / 2 - 3, height: 30)]
    }

    /// One row of a chart as the page draws it, local or online.
    private struct Row {
        var place: Int
        var name: String
        var score: Int
        var level: Int
        var date: Date?
        /// This window's last game's entry.
        var isNew: Bool
    }

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("HIGH SCORES"), hint: tr(showsTabs ? Self.hintWithTabs : Self.hint),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        if showsTabs { drawTabs(window: window, font: font) } else { tab = .local }
        let arrows = self.arrows(window: window)
        for (r, label, name) in [(arrows.previous, "<", "previous chart"), (arrows.next, ">", "next chart")] {
            LayoutProbe.box(r, name)
            shapes.roundedRect(r, radius: 6, color: DialogStyle.button)
            font.layoutCentered(label, at: r.center, height: 18, color: Palette.hudText, into: &text)
        }
        // The chart's name, and where it is among them (online: which server keeps it).
        let name = tab == .local ? titles[shown] : online.heading
        let title = font.fitted(name, width: arrows.name.width - 8, height: 20, minimum: 10)
        font.layoutCentered(title.text, at: Point(x: arrows.name.midX, y: arrows.name.minY + 11), height: title.height,
                            color: Palette.accent, into: &text)
        let place = tab == .local ? "\(shown + 1)/\(charts.count)" : app.chartServerName ?? ""
        let placeFit = font.fitted(place, width: arrows.name.width - 8, height: 10, minimum: 8)
        font.layoutCentered(placeFit.text, at: Point(x: arrows.name.midX, y: arrows.name.maxY - 6), height: placeFit.height,
                            color: Palette.hudDim, into: &text)
        let nameWidth = max(font.width(of: title.text, height: title.height), font.width(of: placeFit.text, height: placeFit.height))
        LayoutProbe.box(Rect(x: arrows.name.midX - nameWidth / 2, y: arrows.name.minY, width: nameWidth, height: arrows.name.height), "chart")
        let rows: [Row], empty: String
        switch tab {
        case .local:
            rows = table.entries.enumerated().map { k, entry in
                Row(place: k + 1, name: entry.name, score: entry.score, level: entry.level, date: entry.date, isNew: entry == newEntry)
            }
            empty = tr("No scores yet: play a game to set one.")
        case .online:
            (rows, empty) = onlineRows()
        }
        drawTable(rows, empty: empty, top: arrows.name.maxY + 16, window: window, font: font)
        shapes.draw(on: app.window.renderer)
        text.draw(on: app.window.renderer, texture: font.texture)
    }

    /// The Online tab's rows, or the line that stands for them (loading, the error).
    private func onlineRows() -> ([Row], String) {
        guard let service = app.chartService else { return ([], "") }
        switch online.content(from: service, server: app.chartServerName ?? "") {
        case .loading:
            return ([], tr("Loading the online chart..."))
        case .failed(let why):
            return ([], tr("The online chart cannot be read: %s", why))
        case .notCharted:
            return ([], tr("These levels have no online chart."))
        case .chart(let chart):
            let rows = chart.entries.map { Row(place: $0.place, name: $0.name, score: $0.score, level: $0.level, date: $0.date, isNew: false) }
            return (rows, tr("No games on this online chart yet."))
        }
    }

    /// The two tabs, the one shown filled.
    private func drawTabs(window: Size, font: FontAtlas) {
        for (r, (which, label)) in zip(tabs(window: window), [(Tab.local, tr("Local")), (Tab.online, tr("Online"))]) {
            LayoutProbe.box(r, "tab \(label)")
            let chosen = which == tab
            shapes.roundedRect(r, radius: 6, color: chosen ? Palette.accent : DialogStyle.button)
            let fit = font.fitted(label, width: r.width - 12, height: 16, minimum: 10)
            font.layoutCentered(fit.text, at: r.center, height: fit.height, color: chosen ? DialogStyle.panel : Palette.hudText, into: &text)
        }
    }

    /// The chart: as many of the best rows as the window has room for, in five columns
    /// (four in a narrow window: the date goes); `empty`, wrapped, when there are none.
    private func drawTable(_ rows: [Row], empty: String, top: Double, window: Size, font: FontAtlas) {
        let bottom = window.height - 44
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
        if rows.isEmpty {
            // Up to three lines: an error's reason may be long.
            let lines = font.wrapped(empty, width: width, height: size)
            for line in lines.prefix(3) {
                let fit = font.fitted(line, width: width, height: size, minimum: 10)
                font.layout(fit.text, at: Point(x: x, y: y), height: fit.height, color: Palette.hudText, into: &text)
                y += size * 1.3
            }
        }
        for (k, entry) in rows.enumerated() where y + size <= bottom {
            if entry.isNew {
                shapes.rect(Rect(x: x - 6, y: y - row * 0.2, width: width + 12, height: row * 0.95), color: DialogStyle.highlight)
            }
            let color = entry.isNew || k == 0 ? Palette.accent : Palette.hudText
            right("\(entry.place)", rank, y, size, color)
            let shownName = font.fitted(entry.name, width: score - name - width * 0.16, height: size, minimum: 10)
            font.layout(shownName.text, at: Point(x: name, y: y), height: shownName.height, color: color, into: &text)
            right("\(entry.score)", score, y, size, color)
            right("\(entry.level)", level, y, size, color)
            if withDate, let day = entry.date { font.layout(dates.string(from: day), at: Point(x: date, y: y), height: size, color: color, into: &text) }
            y += row
        }
    }
}
