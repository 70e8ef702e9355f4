import Breakout
import Dynamics
import HighScores
import Translations
import WindowKit

/// The game's status: score, high score, level, balls in play, lives, the push cooldown,
/// the warp, an optional FPS counter, and the timed extras in effect. In a band above the
/// field (one row, or two in a narrow window: nothing is cut off), or in the side panel of
/// a wide window (`WindowLayout`), which also has the levelset, the level's title, the high
/// scores and a bar of time left for each extra.
final class HUD {
    /// The band's height in a window of ordinary width (narrow windows: twice it).
    static let height = WindowLayout.rowHeight
    var shapes = GeometryBatch()
    var text = GeometryBatch()
    /// The theme's life and warp icons, when it has them (else circles and a word).
    var theme: ThemeSprites?
    var lives = GeometryBatch()
    var warpIcon = GeometryBatch()
    /// The theme's extra icons in an LBreakoutHD frame's third box.
    var extraIcons = GeometryBatch()
    /// The theme's frame around the field (wide windows), one batch per texture.
    var frame: [GeometryBatch] = []
    /// What the last frame laid out, by name, where (the layout test checks that each lies
    /// inside the window and overlaps no other).
    private(set) var elements: [(name: StaticString, rect: Rect)] = []

    func note(_ name: StaticString, _ rect: Rect) { elements.append((name, rect)) }

    /// Text colours: the theme's (LBreakoutHD's fontColorNormal and fontColorHighlight), else ours.
    var textColor: Color { theme?.textColour ?? Palette.hudText }
    var accentColor: Color { theme?.highlightColour ?? Palette.accent }

    /// The rectangle a line of text at `origin` takes.
    static func textRect(_ s: String, at origin: Point, height: Double, font: FontAtlas) -> Rect {
        Rect(x: origin.x, y: origin.y, width: font.width(of: s, height: height), height: height)
    }

    struct Status {
        var highScore: Int
        var fps: Double?
        var paused: Bool
        var rewinding: Bool
        /// A network duel waiting for the other side: why, and for how long.
        var networkWait: String?
        /// The levels' name, for the side panel.
        var levelset = ""
        /// Who plays, for an LBreakoutHD frame's second box.
        var player = ""
        /// The high scores, for the side panel.
        var table = HighScoreTable()
        /// What a duel's sides are called.
        var sides = DuelSides()
        /// `display.reduce_flashing`: a running-out extra's chip does not blink.
        var reducesFlashing = false
        /// Under PAUSED: how to play on ("P or a click: play on").
        var pauseHint: String?
    }

    func draw(_ game: Game, status: Status, layout: WindowLayout, font: FontAtlas, on renderer: Renderer) {
        shapes.removeAll()
        text.removeAll()
        lives.removeAll()
        warpIcon.removeAll()
        extraIcons.removeAll()
        elements.removeAll(keepingCapacity: true)
        let themeFrame = layout.style == .side ? theme?.frame : nil
        let window = Size(width: layout.panel.maxX, height: layout.panel.maxY)
        if let themeFrame {
            // LBreakout2's strips show the background through their black: a dark one.
            for r in themeFrame.stripPlaces(around: layout.field, window: window) { shapes.rect(r, color: Palette.background) }
            shapes.draw(on: renderer)
            shapes.removeAll()
            themeFrame.draw(around: layout.field, window: window, into: &frame)
            for (batch, sheet) in zip(frame, themeFrame.sheets) { batch.draw(on: renderer, texture: sheet.texture) }
        }
        switch layout.style {
        case .top: drawBand(game, status: status, layout: layout, font: font)
        case .side:
            if let themeFrame, themeFrame.coversPanel, let content = themeFrame.panelContent(around: layout.field, window: window) {
                drawFramedPanel(game, status: status, layout: layout, font: font, content: content)
            } else {
                drawPanel(game, status: status, layout: layout, font: font)
            }
        }
        // Over the field's top: a mini-game's state, and PAUSED or REWIND.
        let field = layout.field
        var y = field.minY + 14 + (layout.style == .top && !game.state.extras.isEmpty ? 20 : 0)
        if let line = game.miniGameStatus {
            // Smaller where the field is narrower than the line (a small window, longer words).
            let size = min(16, 16 * (field.width - 12) / max(1, font.width(of: line, height: 16)))
            font.layoutCentered(line, at: Point(x: field.midX, y: y), height: size, color: accentColor, into: &text)
            let w = font.width(of: line, height: size)
            note("mini-game", Rect(x: field.midX - w / 2, y: y - size / 2, width: w, height: size))
            y += 18
        }
        if status.paused || status.rewinding {
            let word = status.rewinding ? tr("REWIND") : tr("PAUSED")
            font.layoutCentered(word, at: Point(x: field.midX, y: y + 12), height: 22, color: accentColor, into: &text)
            let w = font.width(of: word, height: 22)
            note("paused", Rect(x: field.midX - w / 2, y: y + 1, width: w, height: 22))
            if status.paused, !status.rewinding, let hint = status.pauseHint {
                let line = font.fitted(hint, width: field.width - 16, height: 14, minimum: 10)
                font.layoutCentered(line.text, at: Point(x: field.midX, y: y + 35), height: line.height, color: textColor, into: &text)
                let hw = font.width(of: line.text, height: line.height)
                note("pause hint", Rect(x: field.midX - hw / 2, y: y + 35 - line.height / 2, width: hw, height: line.height))
            }
        }
        if let line = status.networkWait {
            // Mid-field, on a dark band: the game under it stands still.
            let size = min(20, 20 * (field.width - 24) / max(1, font.width(of: line, height: 20)))
            let w = font.width(of: line, height: size)
            let band = Rect(x: field.midX - w / 2 - 12, y: field.midY - size, width: w + 24, height: 2 * size)
            shapes.rect(band, color: Palette.hudBand.withAlpha(0.85))
            font.layoutCentered(line, at: Point(x: field.midX, y: field.midY), height: size, color: accentColor, into: &text)
            note("network", band)
        }
        shapes.draw(on: renderer)
        if let sheet = theme?.life { lives.draw(on: renderer, texture: sheet.texture) }
        if let sheet = theme?.warp { warpIcon.draw(on: renderer, texture: sheet.texture) }
        if let sheet = theme?.extras { extraIcons.draw(on: renderer, texture: sheet.texture) }
        text.draw(on: renderer, texture: font.texture)
    }

    /// A life: the theme's icon (a brick-sized tile, 2:1) or a ball.
    func drawLife(at center: Point, height: Double) {
        if let sheet = theme?.life {
            lives.textured(Rect(center: center, size: Size(width: 2 * height, height: height)), uv: sheet.uv(column: 0, row: 1))
        } else {
            shapes.circle(center: center, radius: height / 2, color: Palette.ball)
        }
    }

    /// How far apart lives are drawn: icons are twice as wide as they are high.
    func lifeSpacing(height: Double) -> Double { theme?.life != nil ? 2 * height + 4 : height + 4 }

    /// Fraction of the push cooldown gone by (1: ready).
    static func pushFill(_ game: Game) -> Double {
        if game.pushReady { return 1 }
        let cooldown = max(game.rules.pushCooldown, 1e-9)
        let since = Double(game.stepIndex - game.state.lastPushStep) / Double(Game.stepsPerSecond)
        return min(1, since / cooldown)
    }

    /// The band: items left to right; in a narrow window, lives, push and warp on a second row.
    private func drawBand(_ game: Game, status: Status, layout: WindowLayout, font: FontAtlas) {
        let band = layout.panel, width = band.width
        shapes.rect(band, color: Palette.hudBand)
        let label = 11.0, value = 18.0
        var x = 12.0, top = 0.0
        func item(_ name: StaticString, _ title: String, _ v: String, minWidth: Double) {
            font.layout(title, at: Point(x: x, y: top + 4), height: label, color: Palette.hudDim, into: &text)
            font.layout(v, at: Point(x: x, y: top + 17), height: value, color: textColor, into: &text)
            note(name, Rect(x: x, y: top + 4, width: max(font.width(of: title, height: label), font.width(of: v, height: value)),
                            height: 13 + value))
            // A language's longer title (Russian "УРОВЕНЬ") widens its item as a long value does.
            x += max(minWidth, font.width(of: v, height: value) + 18, font.width(of: title, height: label) + 12)
        }
        let narrow = layout.twoRows
        // A duel: the frags, player one's (bottom) against player two's (top), and the level.
        if let duel = game.state.duel {
            item("frags", tr("FRAGS"), "\(duel.frags[0]) : \(duel.frags[1])  (\(duel.fragLimit))", minWidth: 140)
            item("level", tr("LEVEL"), "\(game.state.levelNumber)", minWidth: 60)
            return
        }
        item("score", tr("SCORE"), "\(game.state.score)", minWidth: narrow ? 90 : 110)
        item("high score", tr("HIGH"), "\(max(status.highScore, game.state.score))", minWidth: narrow ? 90 : 100)
        // "3/33": where the level is in its set (a number alone for endless sources).
        let level = game.levelInSet.map { "\($0.number)/\($0.count)" } ?? "\(game.state.levelNumber)"
        item("level", tr("LEVEL"), level, minWidth: narrow ? 50 : 60)
        item("balls", tr("BALLS"), "\(game.ballsInPlay)", minWidth: narrow ? 50 : 60)
        if narrow {
            x = 12
            top = WindowLayout.rowHeight
        }
        // Lives as small balls, nine at most: beyond that (Kids gathers up to 12) the title counts them.
        let livesTitle = game.state.lives > 9 ? tr("LIVES") + " \(game.state.lives)" : tr("LIVES")
        font.layout(livesTitle, at: Point(x: x, y: top + 4), height: label, color: Palette.hudDim, into: &text)
        let step = lifeSpacing(height: 10)
        for k in 0..<min(game.state.lives, 9) {
            drawLife(at: Point(x: x + step / 2 + Double(k) * step, y: top + 26), height: 10)
        }
        note("lives", Rect(x: x, y: top + 4, width: max(font.width(of: livesTitle, height: label), step * Double(max(min(game.state.lives, 9), 1))),
                           height: 27))
        x += max(step * Double(max(min(game.state.lives, 9), 3)), font.width(of: livesTitle, height: label)) + 14
        // Push cooldown: a bar that fills until the next push is ready.
        let fill = HUD.pushFill(game)
        let barX = width - 150
        if barX > x {
            font.layout(tr("PUSH"), at: Point(x: barX, y: top + 4), height: label, color: Palette.hudDim, into: &text)
            shapes.rect(Rect(x: barX, y: top + 21, width: 80, height: 8), color: Color.white.withAlpha(0.15))
            shapes.rect(Rect(x: barX, y: top + 21, width: 80 * fill, height: 8), color: game.pushReady ? Palette.paddle : Palette.hudDim)
            note("push", Rect(x: barX, y: top + 4, width: 80, height: 25))
        }
        if game.canWarp && barX - 70 > x {
            // Warping is allowed: W goes on to the next level.
            let on = (game.stepIndex / 30) % 2 == 0
            if let sheet = theme?.warp {
                let icon = Rect(x: barX - 70, y: top + 8, width: 44, height: 22)
                warpIcon.textured(icon, uv: sheet.uv(column: 0), color: Color.white.withAlpha(on ? 1 : 0.4))
                note("warp", icon)
            } else {
                let warp = tr("WARP (W)")
                font.layout(warp, at: Point(x: barX - 80, y: top + 17), height: 12, color: on ? accentColor : Palette.hudDim, into: &text)
                note("warp", HUD.textRect(warp, at: Point(x: barX - 80, y: top + 17), height: 12, font: font))
            }
        }
        if let fps = status.fps {
            let s = tr("%d FPS", Int(fps.rounded()))
            font.layout(s, at: Point(x: width - 62, y: top + 17), height: 12, color: Palette.hudDim, into: &text)
            note("fps", HUD.textRect(s, at: Point(x: width - 62, y: top + 17), height: 12, font: font))
        }
        drawActiveExtras(game, font: font, at: Point(x: 8, y: layout.field.minY + 4))
    }

    /// The timed extras in effect, in a row from `origin`: each one's icon and seconds left;
    /// one about to run out blinks through its last three seconds.
    private func drawActiveExtras(_ game: Game, font: FontAtlas, at origin: Point) {
        let extras = game.state.extras, now = game.stepIndex
        guard !extras.isEmpty else { return }
        var x = origin.x
        for extra in extras.active(at: now) {
            let left = extras.secondsLeft(extra, at: now)
            let alpha = left <= 3 && (now / 10) % 2 == 1 ? 0.25 : 1
            let chip = Rect(x: x, y: origin.y, width: 58, height: 16)
            shapes.roundedRect(chip, radius: 8, color: Palette.extra(extra).withAlpha(0.85 * alpha))
            note("extra", chip)
            font.layout(Palette.label(extra), at: Point(x: x + 6, y: origin.y + 2), height: 12, color: Palette.hudBand.withAlpha(alpha), into: &text)
            font.layout("\(Int(left.rounded(.up)))s", at: Point(x: x + 32, y: origin.y + 2), height: 12,
                        color: Palette.hudBand.withAlpha(alpha), into: &text)
            x += 62
        }
    }
}
