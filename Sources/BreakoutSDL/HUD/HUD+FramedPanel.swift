import Breakout
import Dynamics
import HighScores
import Translations
import WindowKit

/// The side panel over an LBreakoutHD theme's frame, whose picture holds three boxes: the
/// panel is laid out as LBreakoutHD lays it, in its units (the window's height in 24 rows,
/// the boxes rows 1-13, 14-17 and 18-23) and its type (30 and 40 of the theme's 45-pixel
/// bricks, white with a drop shadow). The first box holds the levelset, the level and the
/// high scores; the second the player's name, the score and the lives; the third the
/// extras in effect (the theme's icons, each with its seconds left) and the push meter.
extension HUD {
    /// The panel's units: one row of 24 and LBreakoutHD's two type sizes in it.
    struct FramedMetrics {
        let unit: Double
        var small: Double { unit * 30 / 45 }
        var normal: Double { unit * 40 / 45 }
        func y(_ rows: Double) -> Double { rows * unit }
    }

    func drawFramedPanel(_ game: Game, status: Status, layout: WindowLayout, font: FontAtlas, content: Rect) {
        let m = FramedMetrics(unit: layout.panel.height / 24)
        // Clear of the boxes' bevels, as LBreakoutHD's text keeps a quarter brick in.
        let content = content.insetBy(dx: min(m.unit * 0.5, content.width / 10), dy: 0)
        let state = game.state
        let centre = content.midX
        // Box 1: the levelset, the level, the high scores (a duel: its frags).
        let name = font.fitted(status.levelset, width: content.width, height: m.normal, minimum: m.small).text
        shadowed("levelset", name, centre: Point(x: centre, y: m.y(1.5)), size: m.normal, color: textColor, font: font)
        let level = game.levelInSet.map { tr("(Level %1$d/%2$d)", $0.number, $0.count) } ?? tr("(Level %d)", state.levelNumber)
        shadowed("level", level, centre: Point(x: centre, y: m.y(2.5)), size: m.small, color: textColor, font: font)
        if let duel = state.duel {
            shadowed("frags heading", tr("Frags (first to %d)", duel.fragLimit), centre: Point(x: centre, y: m.y(4.5)), size: m.normal,
                     color: textColor, font: font)
            shadowed("frags", status.sides.frags(duel.frags), centre: Point(x: centre, y: m.y(5.7)), size: m.normal, color: accentColor, font: font)
        } else {
            drawFramedChart(status.table, metrics: m, content: content, font: font)
        }
        // Box 2: who plays, the score, the lives and balls.
        shadowed("player", font.fitted(status.player, width: content.width, height: m.normal, minimum: m.small).text,
                 centre: Point(x: centre, y: m.y(14.65)), size: m.normal, color: textColor, font: font)
        if state.duel == nil {
            shadowed("score", "\(state.score)", centre: Point(x: centre, y: m.y(15.6)), size: m.normal, color: accentColor, font: font)
            let height = m.unit * 0.45, step = lifeSpacing(height: height)
            let shown = min(state.lives, 9)
            let balls = tr("Balls %d", game.ballsInPlay)
            let ballsWidth = font.width(of: balls, height: m.small * 0.8)
            let row = Double(shown) * step + 12 + ballsWidth
            var x = centre - row / 2
            for _ in 0..<shown {
                drawLife(at: Point(x: x + step / 2, y: m.y(16.45)), height: height)
                x += step
            }
            note("lives", Rect(x: centre - row / 2, y: m.y(16.45) - height / 2, width: max(1, Double(shown) * step), height: height))
            shadowed("balls", balls, centre: Point(x: x + 12 + ballsWidth / 2, y: m.y(16.45)), size: m.small * 0.8, color: textColor, font: font)
        }
        // Box 3: the extras in effect, three by three, and the push meter.
        drawFramedExtras(game, status: status, metrics: m, content: content, font: font)
        if let fps = status.fps {
            let s = tr("%d FPS", Int(fps.rounded()))
            shadowed("fps", s, centre: Point(x: centre, y: m.y(23.55)), size: m.small * 0.7, color: Palette.hudDim, font: font)
        }
    }

    /// "High scores" and ten rows in the first box's rows 3 to 13, centred there: place,
    /// name, score right-aligned; rows not yet taken show a dash.
    private func drawFramedChart(_ table: HighScoreTable, metrics m: FramedMetrics, content: Rect, font: FontAtlas) {
        let rows = 10, pitch = m.unit * 0.87
        let total = m.normal + 6 + Double(rows) * pitch
        var y = m.y(3) + (m.y(10) - total) / 2
        shadowed("high scores heading", tr("High scores"), centre: Point(x: content.midX, y: y + m.normal / 2), size: m.normal,
                 color: textColor, font: font)
        y += m.normal + 6
        note("high scores", Rect(x: content.minX, y: y, width: content.width, height: Double(rows) * pitch))
        let digits = font.width(of: "00.", height: m.small)
        for k in 0..<rows {
            let entry = k < table.entries.count ? table.entries[k] : nil
            let mid = y + pitch / 2
            shadowedLeft("\(k + 1).", x: content.minX, mid: mid, size: m.small, color: textColor, font: font)
            let score = entry.map { "\($0.score)" } ?? "-"
            let scoreWidth = font.width(of: score, height: m.small)
            let nameRoom = content.width - digits - 8 - scoreWidth - 10
            let name = entry.map { font.fitted($0.name, width: max(10, nameRoom), height: m.small, minimum: m.small * 0.7) }
            if let name { shadowedLeft(name.text, x: content.minX + digits + 8, mid: mid, size: name.height, color: textColor, font: font) }
            shadowedLeft(score, x: content.maxX - scoreWidth, mid: mid, size: m.small, color: textColor, font: font)
            y += pitch
        }
    }

    /// "Active extras", the icons in a grid of three by three under it with their seconds
    /// left (the last three blink), and the push meter at the foot of the box.
    private func drawFramedExtras(_ game: Game, status: Status, metrics m: FramedMetrics, content: Rect, font: FontAtlas) {
        let state = game.state
        shadowed("extras heading", tr("Active extras"), centre: Point(x: content.midX, y: m.y(18.5)), size: m.normal,
                 color: textColor, font: font)
        let now = game.stepIndex, extras = state.extras.active(at: now)
        let cell = Size(width: min(2 * m.unit, (content.width - 16) / 3), height: min(m.unit, (content.width - 16) / 6))
        let gapX = (content.width - 3 * cell.width) / 4
        for (k, extra) in extras.prefix(9).enumerated() {
            let r = Rect(x: content.minX + gapX + Double(k % 3) * (cell.width + gapX), y: m.y(19.2) + Double(k / 3) * (cell.height + m.unit * 0.2),
                         width: cell.width, height: cell.height)
            let secondsLeft = state.extras.secondsLeft(extra, at: now)
            let blink = secondsLeft <= 3 && (now / 10) % 2 == 1 && !status.reducesFlashing
            if let sheet = theme?.extras {
                extraIcons.textured(r, uv: sheet.uv(column: ThemeTiles.extra(extra)), color: Color.white.withAlpha(blink ? 0.3 : 0.75))
            } else {
                shapes.roundedRect(r, radius: r.height / 3, color: Palette.extra(extra).withAlpha(blink ? 0.3 : 1))
            }
            note("extra", r)
            shadowed(nil, "\(Int(secondsLeft.rounded(.up)))", centre: r.center, size: m.small, color: textColor, font: font)
        }
        guard state.duel == nil else { return }
        let bar = Rect(x: content.minX + gapX, y: m.y(22.75), width: content.width - 2 * gapX, height: max(3, m.unit * 0.14))
        note("push", bar)
        shapes.rect(bar, color: Color.black.withAlpha(0.4))
        shapes.rect(Rect(x: bar.minX, y: bar.minY, width: bar.width * HUD.pushFill(game), height: bar.height),
                    color: game.pushReady ? Palette.paddle : Palette.hudDim)
        if game.canWarp && (game.stepIndex / 30) % 2 == 0 {
            shadowedLeft(tr("WARP (W)"), x: bar.minX, mid: bar.minY - m.small * 0.45, size: m.small * 0.7, color: accentColor, font: font)
        }
    }

    /// Text centred at `centre` with LBreakoutHD's drop shadow (black, half opaque, a tenth
    /// of the size down and right).
    private func shadowed(_ name: StaticString?, _ s: String, centre: Point, size: Double, color: Color, font: FontAtlas) {
        let d = max(1, size / 10)
        font.layoutCentered(s, at: Point(x: centre.x + d, y: centre.y + d), height: size, color: Color.black.withAlpha(0.5), into: &text)
        font.layoutCentered(s, at: centre, height: size, color: color, into: &text)
        let w = font.width(of: s, height: size)
        if let name { note(name, Rect(x: centre.x - w / 2, y: centre.y - size / 2, width: w, height: size)) }
    }

    /// Text from `x`, its middle at `mid`, shadowed likewise.
    private func shadowedLeft(_ s: String, x: Double, mid: Double, size: Double, color: Color, font: FontAtlas) {
        let d = max(1, size / 10)
        font.layout(s, at: Point(x: x + d, y: mid - size / 2 + d), height: size, color: Color.black.withAlpha(0.5), into: &text)
        font.layout(s, at: Point(x: x, y: mid - size / 2), height: size, color: color, into: &text)
    }
}
