import Breakout
import Dynamics
import Translations
import WindowKit

/// How the full-window screens look (title menu, chooser, high scores, editor): the
/// background, a heading, a hint line at the bottom; and the keys that mean "back".
enum PageStyle {
    static let headingHeight = 34.0
    static let hintHeight = 13.0

    /// The page's background: the field's colours, darker at the top; over a theme's menu
    /// picture (`backdrop`, drawn first), a veil of them that lets it show.
    static func background(_ window: Size, over backdrop: Bool = false, into shapes: inout GeometryBatch) {
        let alpha = backdrop ? 0.45 : 1
        LayoutProbe.cover(Rect(x: 0, y: 0, width: window.width, height: window.height))
        shapes.quad(Rect(x: 0, y: 0, width: window.width, height: window.height),
                    colors: (Palette.hudBand.withAlpha(alpha), Palette.hudBand.withAlpha(alpha),
                             Palette.backgroundBottom.withAlpha(alpha), Palette.backgroundBottom.withAlpha(alpha)))
    }

    /// A theme's menu picture, whole and in its proportions, as large as the window allows
    /// and centred (its logo is part of it: cutting the picture to the window's shape would
    /// cut the logo, "reakoutHD" at 4:3). The page's background shows around it.
    static func backdrop(_ sheet: SpriteSheet, window: Size, on renderer: Renderer) {
        var batch = GeometryBatch()
        batch.textured(backdropRect(sheet, window: window), uv: (0, 0, 1, 1))
        batch.draw(on: renderer, texture: sheet.texture)
    }

    /// Where the whole picture goes in the window (`backdrop`).
    static func backdropRect(_ sheet: SpriteSheet, window: Size) -> Rect {
        let image = Double(sheet.width) / max(1, Double(sheet.height))
        let width = min(window.width, window.height * image), height = width / image
        return Rect(x: ((window.width - width) / 2).rounded(), y: ((window.height - height) / 2).rounded(), width: width.rounded(), height: height.rounded())
    }

    /// The part of an image (u0, v0, u1, v1) that covers the window keeping its proportions.
    static func coverUV(_ sheet: SpriteSheet, window: Size) -> (Double, Double, Double, Double) {
        let image = Double(sheet.width) / Double(sheet.height), view = window.width / max(1, window.height)
        if image > view {
            let keep = view / image
            return ((1 - keep) / 2, 0, (1 + keep) / 2, 1)
        }
        let keep = image / view
        return (0, (1 - keep) / 2, 1, (1 + keep) / 2)
    }

    /// Where a point of the backdrop image (fractions of it) shows in the window.
    static func backdropPoint(_ p: Point, of sheet: SpriteSheet, window: Size) -> Point {
        let r = backdropRect(sheet, window: window)
        return Point(x: r.minX + p.x * r.width, y: r.minY + p.y * r.height)
    }

    /// A heading centred at the top (smaller when the window is too narrow for it beside the
    /// Back button), and a hint line centred at the bottom.
    static func frame(heading: String, hint: String, window: Size, font: FontAtlas, into text: inout GeometryBatch) {
        let room = window.width - 2 * (backButton(window: window).maxX + 8)
        let size = max(12, min(headingHeight, headingHeight * room / max(1, font.width(of: heading, height: headingHeight))))
        font.layoutCentered(heading, at: Point(x: window.width / 2, y: 36), height: size, color: Palette.accent, into: &text)
        self.hint(hint, window: window, font: font, into: &text)
    }

    /// Every page's Back button, at the top left: a click goes back, as Esc does.
    static func backButton(window: Size) -> Rect {
        let width = min(96, max(64, window.width * 0.12))
        return Rect(x: 10, y: 20, width: width, height: 32)
    }

    /// Draws the Back button ("< Back", in the player's language).
    static func drawBackButton(window: Size, font: FontAtlas, shapes: inout GeometryBatch, text: inout GeometryBatch) {
        let r = backButton(window: window)
        LayoutProbe.box(r, "Back button")
        shapes.roundedRect(r, radius: 7, color: DialogStyle.buttonEdge)
        shapes.roundedRect(r.insetBy(dx: 2, dy: 2), radius: 5, color: DialogStyle.button)
        // The arrow is drawn: not every font has a good one.
        let a = Point(x: r.minX + 12, y: r.midY)
        shapes.polygon4((Point(x: a.x + 6, y: a.y - 6), a, Point(x: a.x + 6, y: a.y + 6), Point(x: a.x + 3, y: a.y)), color: Palette.hudText)
        let label = tr("Back")
        let left = r.minX + 22, room = r.maxX - 6 - left
        let size = min(14, 14 * room / max(1, font.width(of: label, height: 14)))
        font.layoutCentered(label, at: Point(x: left + room / 2, y: r.midY), height: size, color: Palette.hudText, into: &text)
    }

    /// The smallest a hint is drawn before it wraps.
    static let hintMinimum = 10.0

    /// A hint line centred `fromBottom` points above the window's bottom; on two lines (the
    /// second at `fromBottom`) when the window is too narrow for one, and smaller only as far
    /// as `hintMinimum`.
    static func hint(_ hint: String, window: Size, font: FontAtlas, fromBottom: Double = 16, into text: inout GeometryBatch) {
        let room = max(1, window.width - 16)
        var size = min(hintHeight, hintHeight * room / max(1, font.width(of: hint, height: hintHeight)))
        var lines = [hint]
        if size < hintMinimum {
            size = hintMinimum
            lines = font.wrapped(hint, width: room, height: size)
            if lines.count > 2 {
                // Two lines at most: the rest is cut where it would run off.
                lines = [lines[0], font.fitted(lines[1...].joined(separator: " "), width: room, height: size, minimum: size).text]
            }
        }
        for (k, line) in lines.reversed().enumerated() {
            font.layoutCentered(line, at: Point(x: window.width / 2, y: window.height - fromBottom - Double(k) * (size + 3)),
                                height: size, color: Palette.hudDim, into: &text)
        }
    }

    /// The last notice (a file that did not open, a save), above the hint's two lines.
    static func notice(_ line: String?, window: Size, font: FontAtlas, into text: inout GeometryBatch) {
        guard let line else { return }
        let (shown, size) = font.fitted(line, width: window.width - 24, height: 14, minimum: hintMinimum)
        font.layoutCentered(shown, at: Point(x: window.width / 2, y: window.height - 50), height: size, color: Palette.hudText, into: &text)
    }

    /// Esc (not repeated), a right click, a click on the page's Back button (when `window`
    /// is given: the page draws one), a controller's B or Back: leave the page.
    /// `rightClick: false` for the title menu, where going back quits.
    static func isBack(_ event: WindowEvent, window: Size? = nil, rightClick: Bool = true) -> Bool {
        switch event {
        case let .pointer(p) where p.isPress && p.button == .left:
            guard let window else { return false }
            return backButton(window: window).contains(p.position)
        case let .pointer(p) where p.isPress:
            return rightClick && p.button == .right && p.source == .mouse
        case let .key(press) where press.isDown:
            return press.key == .escape && !press.isRepeat
        case let .padButton(press) where press.isDown:
            return press.button == .b || press.button == .back
        default:
            return false
        }
    }

    /// A level's bricks drawn small into `r` (a thumbnail), cells kept square-ish.
    static func thumbnail(_ level: Level, in r: Rect, into shapes: inout GeometryBatch) {
        shapes.rect(r, color: Palette.background)
        let cell = min(r.width / Double(level.columns), r.height / Double(level.rows) * 2)
        let w = cell, h = cell / 2
        let left = r.minX + (r.width - w * Double(level.columns)) / 2
        for placement in level.bricks {
            let brick = Brick(id: 0, placement: placement)
            shapes.rect(Rect(x: left + Double(placement.column) * w, y: r.minY + Double(placement.row) * h,
                             width: max(1, w - 1), height: max(1, h - 1)), color: Palette.brick(brick))
        }
    }
}
