import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// The themes, from the title menu: the installed ones in a list on the left, and on the
/// right a preview of the one in focus drawn with its own sprites (its first wallpaper, rows
/// of its bricks, capsules, the paddle and a ball). Up/Down (or the D-pad, or a click)
/// chooses, Enter (or A, or a second click) keeps it as `display.theme` (written to the
/// settings file), Esc or B goes back unchanged. A theme is loaded the first time it is in
/// focus, and its problems show as notices.
final class ThemeChooserScreen: Screen {
    /// The hint line at the page's foot (`ScreenHintTests` presses each key it names).
    static let hint = trLater("Up/Down or a click to choose, Enter or a second click to use, Esc or right click: back")

    let entries: [ThemeEntry]
    private(set) var focus: Int
    private var loaded: [String: ThemeSprites] = [:]
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    private var sprites = ThemedBatches()

    init(app: AppWindow) {
        entries = app.themes.entries()
        focus = entries.firstIndex { $0.name == app.settingsStore.settings.display.theme } ?? 0
    }

    /// The list's rows and the preview's frame in a window of this size.
    func layout(window: Size) -> (rows: [Rect], preview: Rect) {
        let top = 70.0, bottom = window.height - 40
        let listWidth = min(260, window.width * 0.32)
        let rowHeight = min(34, (bottom - top) / Double(max(entries.count, 1)))
        let rows = entries.indices.map { Rect(x: 24, y: top + Double($0) * rowHeight, width: listWidth, height: rowHeight - 4) }
        let x = 24 + listWidth + 24
        var preview = Rect(x: x, y: top, width: max(40, window.width - x - 24), height: max(40, bottom - top))
        // 4:3, as the field.
        if preview.width > preview.height * 4 / 3 {
            preview = Rect(x: preview.minX, y: preview.minY, width: preview.height * 4 / 3, height: preview.height)
        } else {
            preview = Rect(x: preview.minX, y: preview.minY, width: preview.width, height: preview.width * 3 / 4)
        }
        return (rows, preview)
    }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, window: app.window.size) { app.close(self); return true }
        switch event {
        case let .key(press) where press.isDown:
            switch press.key {
            case .up, .left: move(-1)
            case .down, .right, .tab: move(1)
            case .return, .keypadEnter, .space: keep(app)
            default: break
            }
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadUp: move(-1)
            case .dpadDown: move(1)
            case .a: keep(app)
            default: break
            }
        case let .pointer(pointer) where pointer.isMouse && pointer.phase == .up:
            let p = pointer.position
            if let k = layout(window: app.window.size).rows.firstIndex(where: { $0.contains(p) }) {
                if k == focus { keep(app) } else { focus = k; MenuFeedback.focusMoved() }
            }
        default:
            break
        }
        return true
    }

    func move(_ delta: Int) {
        let before = focus
        focus = (focus + delta + entries.count) % entries.count
        if focus != before { MenuFeedback.focusMoved() }
    }

    /// Keeps the theme in focus as the setting, writes it to the file, and goes back.
    func keep(_ app: AppWindow) {
        MenuFeedback.chose()
        var settings = app.settingsStore.settings
        settings.display.theme = entries[focus].name
        if let problem = app.settingsStore.change(settings, saving: ["display.theme"]) { app.notice(problem) }
        app.close(self)
    }

    func update(_ dt: Double, context app: AppWindow) {}

    /// The theme in focus, loaded once (the game's own from the app window; flat: none).
    private func sprites(for entry: ThemeEntry, app: AppWindow) -> ThemeSprites? {
        if entry.name == ThemeCatalog.flatName { return nil }
        if let done = loaded[entry.name] { return done }
        let theme: ThemeSprites
        if entry.name == ThemeCatalog.defaultName {
            theme = app.themes.ownTheme()
        } else {
            theme = ThemeSprites(entry: entry, renderer: app.window.renderer)
            app.notice(contentsOf: theme.problems.map(\.description))
        }
        loaded[entry.name] = theme
        return theme
    }

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font, renderer = app.window.renderer
        let (rows, preview) = layout(window: window)
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        for (k, entry) in entries.enumerated() {
            let r = rows[k]
            LayoutProbe.box(r, "row \(entry.name)")
            let focused = k == focus
            shapes.roundedRect(r, radius: 6, color: focused ? Palette.accent : Palette.hudBand.withAlpha(0.8))
            let kind = entry.format == .lbreakoutHD ? "LBreakoutHD" : entry.format == .lbreakout2 ? "LBreakout2" : tr("this game")
            // The source's name at the right where the row has room for both; else the theme's name alone.
            let size = min(15, max(10, r.height - 4))
            let kindWidth = font.width(of: kind, height: 10)
            let both = font.width(of: entry.name, height: size) + kindWidth + 30 <= r.width
            let name = font.fitted(entry.name, width: r.width - 20 - (both ? kindWidth + 10 : 0), height: size, minimum: 10)
            font.layout(name.text, at: Point(x: r.minX + 10, y: r.midY - name.height / 2), height: name.height,
                        color: focused ? Palette.hudBand : Palette.hudText, into: &text)
            if both {
                font.layout(kind, at: Point(x: r.maxX - 10 - kindWidth, y: r.midY - 5), height: 10,
                            color: focused ? Palette.hudBand.withAlpha(0.7) : Palette.hudDim, into: &text)
            }
        }
        shapes.rect(preview.insetBy(dx: -2, dy: -2), color: Palette.paddle.withAlpha(0.6))
        shapes.rect(preview, color: Palette.background)
        PageStyle.frame(heading: tr("THEMES"), hint: tr(Self.hint),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        shapes.draw(on: renderer)
        drawPreview(sprites(for: entries[focus], app: app), in: preview, renderer: renderer)
        text.draw(on: renderer, texture: font.texture)
    }

    /// A field in miniature: the wallpaper, six rows of the theme's bricks in LBreakout2's
    /// colours, falling capsules, the paddle and a ball. Flat: the same in plain shapes.
    private func drawPreview(_ theme: ThemeSprites?, in r: Rect, renderer: Renderer) {
        sprites.removeAll()
        var plain = GeometryBatch()
        let columns = 10, brickW = r.width / 12, brickH = brickW / 2
        let tiles = [0, 10, 11, 12, 13, 14, 18, 3, 16, 17, 19, 7]
        func brickRect(_ c: Int, _ row: Int) -> Rect {
            Rect(x: r.minX + brickW + Double(c) * brickW, y: r.minY + brickH * 2 + Double(row) * brickH, width: brickW - 2, height: brickH - 2)
        }
        if let wallpaper = theme?.background(forLevel: 0) {
            sprites.background.textured(r, uv: PageStyle.coverUV(wallpaper, window: r.size))
            sprites.background.draw(on: renderer, texture: wallpaper.texture)
        }
        for row in 0..<6 {
            for c in 0..<columns {
                let tile = tiles[(row * 3 + c) % tiles.count]
                let b = brickRect(c, row)
                if let sheet = theme?.bricks {
                    sprites.shadows.textured(b.offsetBy(dx: brickH * 0.2, dy: brickH * 0.2), uv: sheet.uv(column: tile), color: Color.black.withAlpha(0.45))
                    sprites.bricks.textured(b, uv: sheet.uv(column: tile))
                } else {
                    plain.rect(b, color: GeneratedTheme.brickColour(tile) ?? Palette.tints[0])
                }
            }
        }
        let paddle = Rect(x: r.midX - brickW * 1.5, y: r.maxY - brickH * 2, width: brickW * 3, height: brickH * 0.8)
        let ball = Point(x: r.midX + brickW, y: r.maxY - brickH * 5)
        if let sheet = theme?.bricks {
            sprites.shadows.draw(on: renderer, texture: sheet.texture)
            sprites.bricks.draw(on: renderer, texture: sheet.texture)
        }
        if let sheet = theme?.extras {
            for (k, extra) in [Extra.lengthenPaddle, .multiball, .laser].enumerated() {
                let at = Point(x: r.minX + r.width * (0.25 + 0.25 * Double(k)), y: r.minY + r.height * (0.55 + 0.05 * Double(k)))
                sprites.capsules.textured(Rect(center: at, size: Size(width: brickW, height: brickH)), uv: sheet.uv(column: ThemeTiles.extra(extra)))
            }
            sprites.capsules.draw(on: renderer, texture: sheet.texture)
        }
        if let sheet = theme?.paddle {
            FieldRenderer.paddle(paddle, sheet: sheet, row: 0, colour: .white, into: &sprites.paddle)
            sprites.paddle.draw(on: renderer, texture: sheet.texture)
        } else {
            plain.roundedRect(paddle, radius: paddle.height / 2, color: Palette.paddle)
        }
        if let sheet = theme?.balls {
            sprites.balls.textured(Rect(center: ball, size: Size(width: brickH * 0.7, height: brickH * 0.7)), uv: sheet.uv(column: 0))
            sprites.balls.draw(on: renderer, texture: sheet.texture)
        } else {
            plain.circle(center: ball, radius: brickH * 0.35, color: Palette.ball, rim: Palette.ballRim)
        }
        plain.draw(on: renderer)
    }
}
