import Breakout
import Dynamics
import Translations
import WindowKit

/// The side panel of a wide window, top to bottom: the levelset and the level, the score,
/// the high scores, lives and balls, the push meter (and the warp), the extras in effect
/// each with a bar of its time left, and the FPS counter. Sized to the panel's height:
/// sections that do not fit are left out from the bottom, never drawn over each other.
extension HUD {
    /// The game's own panel (an LBreakoutHD frame's boxes get `drawFramedPanel`).
    func drawPanel(_ game: Game, status: Status, layout: WindowLayout, font: FontAtlas) {
        let panel = layout.panel
        shapes.rect(panel, color: Palette.hudBand)
        shapes.rect(Rect(x: panel.minX, y: 0, width: 2, height: panel.height), color: Palette.paddle.withAlpha(0.5))
        let left = panel.minX + 18, width = panel.width - 36
        let scale = min(1, panel.height / 720)
        var y = 16.0 * scale
        func fits(_ h: Double) -> Bool { y + h <= panel.maxY - 8 }
        func line(_ name: StaticString, _ s: String, size: Double, color: Color) {
            let size = size * scale
            // Smaller to fit the panel, but not past reading: a long title is cut instead.
            let (s, h) = font.fitted(s, width: width, height: size, minimum: min(size, 10))
            font.layout(s, at: Point(x: left, y: y), height: h, color: color, into: &text)
            note(name, HUD.textRect(s, at: Point(x: left, y: y), height: h, font: font))
            y += size + 4 * scale
        }
        func heading(_ name: StaticString, _ s: String) {
            y += 8 * scale
            line(name, s, size: 11, color: Palette.hudDim)
        }
        let state = game.state
        line("levelset", status.levelset.uppercased(), size: 16, color: accentColor)
        let levelLine: String
        if let place = game.levelInSet {
            levelLine = state.level.title.isEmpty ? tr("Level %1$d of %2$d", place.number, place.count)
                : tr("Level %1$d of %2$d: %3$s", place.number, place.count, state.level.title)
        } else {
            levelLine = state.level.title.isEmpty ? tr("Level %d", state.levelNumber) : tr("Level %d: %s", state.levelNumber, state.level.title)
        }
        line("level", levelLine, size: 13, color: textColor)
        // A duel is scored in frags: no points, high scores or push.
        let duel = state.duel != nil
        if !duel {
            heading("score heading", tr("SCORE"))
            line("score", "\(state.score)", size: 30, color: textColor)
        }
        let entries = status.table.entries.prefix(5)
        if !duel && fits(Double(entries.count + 2) * 18 * scale) {
            heading("high scores heading", tr("HIGH SCORES"))
            if entries.isEmpty { line("high scores", tr("none yet"), size: 13, color: Palette.hudDim) }
            for (k, entry) in entries.enumerated() {
                line("high score", tr("%1$d.  %2$d   level %3$d", k + 1, entry.score, entry.level), size: 13, color: k == 0 ? accentColor : textColor)
            }
        }
        if let duel = state.duel {
            heading("frags heading", tr("FRAGS (FIRST TO %d)", duel.fragLimit))
            line("frags", status.sides.frags(duel.frags), size: 16, color: textColor)
        } else if fits(40 * scale) {
            heading("lives heading", tr("LIVES   BALLS %d", game.ballsInPlay))
            let step = lifeSpacing(height: 12 * scale)
            for k in 0..<min(state.lives, 9) where left + Double(k + 1) * step <= left + width {
                drawLife(at: Point(x: left + step / 2 + Double(k) * step, y: y + 6 * scale), height: 12 * scale)
            }
            note("lives", Rect(x: left, y: y, width: min(width, step * Double(max(1, min(state.lives, 9)))), height: 12 * scale))
            y += 18 * scale
        }
        if !duel && fits(36 * scale) {
            heading("push heading", game.canWarp && (game.stepIndex / 30) % 2 == 0 ? tr("PUSH      WARP (W)") : tr("PUSH"))
            let bar = Rect(x: left, y: y, width: width, height: 8 * scale)
            note("push", bar)
            shapes.rect(bar, color: Color.white.withAlpha(0.15))
            shapes.rect(Rect(x: bar.minX, y: bar.minY, width: bar.width * HUD.pushFill(game), height: bar.height),
                        color: game.pushReady ? Palette.paddle : Palette.hudDim)
            y += 14 * scale
        }
        let now = game.stepIndex, extras = state.extras.active(at: now)
        if !extras.isEmpty && fits(40 * scale) {
            heading("extras heading", tr("EXTRAS"))
            for extra in extras where fits(22 * scale) {
                let secondsLeft = state.extras.secondsLeft(extra, at: now)
                let blink = secondsLeft <= 3 && (now / 10) % 2 == 1 && !status.reducesFlashing
                let chip = Rect(x: left, y: y, width: 44 * scale, height: 16 * scale)
                shapes.roundedRect(chip, radius: chip.height / 2, color: Palette.extra(extra).withAlpha(blink ? 0.3 : 1))
                font.layoutCentered(Palette.label(extra), at: chip.center, height: 11 * scale, color: Palette.hudBand, into: &text)
                // The bar of time left, against the extra's whole time.
                let whole = max((extra.duration ?? 0) * game.rules.difficulty.timeFactor, secondsLeft, 1e-9)
                let bar = Rect(x: chip.maxX + 8, y: y + 5 * scale, width: width - chip.width - 8, height: 6 * scale)
                shapes.rect(bar, color: Color.white.withAlpha(0.12))
                note("extra", chip)
                note("extra's time", bar)
                shapes.rect(Rect(x: bar.minX, y: bar.minY, width: bar.width * min(1, secondsLeft / whole), height: bar.height),
                            color: Palette.extra(extra))
                y += 22 * scale
            }
        }
        if let fps = status.fps {
            let s = tr("%d FPS", Int(fps.rounded()))
            font.layout(s, at: Point(x: left, y: panel.maxY - 20), height: 12, color: Palette.hudDim, into: &text)
            note("fps", HUD.textRect(s, at: Point(x: left, y: panel.maxY - 20), height: 12, font: font))
        }
    }
}
