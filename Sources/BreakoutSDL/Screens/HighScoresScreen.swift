import Breakout
import CSDL2
import Dynamics
import Foundation
import WindowKit

/// The high-score tables: the levels' and each mini-game's, one at a time (Left/Right, the
/// D-pad, or a click on a tab); Esc, B or a click outside the tabs goes back.
final class HighScoresScreen: AppScreen {
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

    init(host: ScreenHost) {
        let directory = host.options.dataDirectory ?? HighScoreStore.defaultDirectory()
        func load(_ name: String?) -> HighScoreTable {
            directory.map { HighScoreStore(directory: $0, table: name).load().table } ?? HighScoreTable()
        }
        tables = [(trLater("Levels"), load(nil))] + MiniGame.allCases.map { ($0.title, load($0.rawValue)) }
    }

    func handle(_ event: SDL_Event, context host: ScreenHost) -> Bool {
        if PageStyle.isBack(event) { host.close(self); return true }
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN:
            switch SDL_KeyCode(UInt32(event.key.keysym.sym)) {
            case SDLK_LEFT, SDLK_UP: show(shown - 1)
            case SDLK_RIGHT, SDLK_DOWN, SDLK_TAB: show(shown + 1)
            case SDLK_RETURN, SDLK_SPACE: host.close(self)
            default: break
            }
        case SDL_CONTROLLERBUTTONDOWN:
            switch SDL_GameControllerButton(Int32(event.cbutton.button)) {
            case SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDL_CONTROLLER_BUTTON_LEFTSHOULDER: show(shown - 1)
            case SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: show(shown + 1)
            case SDL_CONTROLLER_BUTTON_A: host.close(self)
            default: break
            }
        case SDL_MOUSEBUTTONUP:
            let p = Point(x: Double(event.button.x), y: Double(event.button.y))
            if let k = tabs(window: host.window.size).firstIndex(where: { $0.contains(p) }) { show(k) } else { host.close(self) }
        default:
            break
        }
        return true
    }

    func show(_ k: Int) { shown = (k + tables.count) % tables.count }

    func update(_ dt: Double, context host: ScreenHost) {}

    /// One tab per table across the top.
    func tabs(window: Size) -> [Rect] {
        let w = min(150, (window.width - 20) / Double(tables.count))
        let left = (window.width - w * Double(tables.count)) / 2
        return tables.indices.map { Rect(x: left + Double($0) * w + 2, y: 64, width: w - 4, height: 30) }
    }

    func draw(context host: ScreenHost) {
        let window = host.window.size, font = host.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("HIGH SCORES"), hint: tr("Left/Right: another table   Esc: back"), window: window, font: font, into: &text)
        for (k, r) in tabs(window: window).enumerated() {
            shapes.roundedRect(r, radius: 6, color: k == shown ? Palette.accent : DialogStyle.button)
            font.layoutCentered(tr(tables[k].title), at: r.center, height: min(15, r.width / 8), color: k == shown ? DialogStyle.panel : Palette.hudText, into: &text)
        }
        let entries = tables[shown].table.entries
        let row = min(32, (window.height - 160) / 11), size = row * 0.6
        let x = max(20, window.width / 2 - 220)
        var y = 110.0
        font.layout(tr("RANK     SCORE     LEVEL     DATE"), at: Point(x: x, y: y), height: size * 0.8, color: Palette.hudDim, into: &text)
        y += row
        if entries.isEmpty {
            font.layout(tr("No scores yet: play a game to set one."), at: Point(x: x, y: y), height: size, color: Palette.hudText, into: &text)
        }
        for (k, entry) in entries.enumerated() {
            let line = String(format: "%2d   %9d     %3d       ", k + 1, entry.score, entry.level) + dates.string(from: entry.date)
            font.layout(line, at: Point(x: x, y: y), height: size, color: k == 0 ? Palette.accent : Palette.hudText, into: &text)
            y += row
        }
        shapes.draw(on: host.window.renderer)
        text.draw(on: host.window.renderer, texture: font.texture)
    }
}
