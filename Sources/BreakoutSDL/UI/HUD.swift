import Breakout
import CSDL2
import Dynamics
import WindowKit

/// The band above the field: score, lives, level, balls in play, high score, the push
/// cooldown, and an optional FPS counter; under it, the timed extras in effect.
final class HUD {
    static let height = 40.0
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    struct Status {
        var highScore: Int
        var fps: Double?
        var paused: Bool
        var rewinding: Bool
    }

    func draw(_ game: Game, status: Status, width: Double, font: FontAtlas, on renderer: OpaquePointer) {
        shapes.removeAll()
        text.removeAll()
        let h = HUD.height
        shapes.rect(Rect(x: 0, y: 0, width: width, height: h), color: Palette.hudBand)
        let label = 11.0, value = 18.0
        var x = 12.0
        func item(_ name: String, _ v: String, minWidth: Double) {
            font.layout(name, at: Point(x: x, y: 4), height: label, color: Palette.hudDim, into: &text)
            font.layout(v, at: Point(x: x, y: 17), height: value, color: Palette.hudText, into: &text)
            x += max(minWidth, font.width(of: v, height: value) + 18)
        }
        item("SCORE", "\(game.state.score)", minWidth: 110)
        item("HIGH", "\(max(status.highScore, game.state.score))", minWidth: 100)
        item("LEVEL", "\(game.state.levelNumber)", minWidth: 60)
        item("BALLS", "\(game.state.balls.count)", minWidth: 60)
        // Lives as small balls.
        font.layout("LIVES", at: Point(x: x, y: 4), height: label, color: Palette.hudDim, into: &text)
        for k in 0..<min(game.state.lives, 9) {
            shapes.circle(center: Point(x: x + 6 + Double(k) * 14, y: 26), radius: 5, color: Palette.ball)
        }
        x += 14 * Double(max(min(game.state.lives, 9), 3)) + 14
        // Push cooldown: a bar that fills until the next push is ready.
        let ready = game.pushReady
        let cooldown = max(game.settings.pushCooldown, 1e-9)
        let since = Double(game.stepIndex - game.state.lastPushStep) / Double(Game.stepsPerSecond)
        let fill = ready ? 1 : min(1, since / cooldown)
        let barX = width - 150
        if barX > x {
            font.layout("PUSH", at: Point(x: barX, y: 4), height: label, color: Palette.hudDim, into: &text)
            shapes.rect(Rect(x: barX, y: 21, width: 80, height: 8), color: Color.white.withAlpha(0.15))
            shapes.rect(Rect(x: barX, y: 21, width: 80 * fill, height: 8), color: ready ? Palette.paddle : Palette.hudDim)
        }
        if game.canWarp && barX - 70 > x {
            // Warping is allowed: W goes on to the next level.
            let on = (game.stepIndex / 30) % 2 == 0
            font.layout("WARP (W)", at: Point(x: barX - 80, y: 17), height: 12, color: on ? Palette.accent : Palette.hudDim, into: &text)
        }
        if let fps = status.fps {
            font.layout("\(Int(fps.rounded())) FPS", at: Point(x: width - 62, y: 17), height: 12, color: Palette.hudDim, into: &text)
        }
        drawActiveExtras(game, font: font)
        if let line = game.miniGameStatus {
            font.layoutCentered(line, at: Point(x: width / 2, y: h + 14), height: 16, color: Palette.accent, into: &text)
        }
        if status.paused || status.rewinding {
            let word = status.rewinding ? "REWIND" : "PAUSED"
            font.layoutCentered(word, at: Point(x: width / 2, y: h + 30), height: 22, color: Palette.accent, into: &text)
        }
        shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
    }

    /// The timed extras in effect, under the band: each one's icon and seconds left; one
    /// about to run out blinks through its last three seconds.
    private func drawActiveExtras(_ game: Game, font: FontAtlas) {
        let extras = game.state.extras, now = game.stepIndex
        guard !extras.isEmpty else { return }
        var x = 8.0
        let y = HUD.height + 4
        for extra in extras.active(at: now) {
            let left = extras.secondsLeft(extra, at: now)
            let alpha = left <= 3 && (now / 10) % 2 == 1 ? 0.25 : 1
            let chip = Rect(x: x, y: y, width: 58, height: 16)
            shapes.roundedRect(chip, radius: 8, color: Palette.extra(extra).withAlpha(0.85 * alpha))
            font.layout(Palette.label(extra), at: Point(x: x + 6, y: y + 2), height: 12, color: Palette.hudBand.withAlpha(alpha), into: &text)
            font.layout("\(Int(left.rounded(.up)))s", at: Point(x: x + 32, y: y + 2), height: 12,
                        color: Palette.hudBand.withAlpha(alpha), into: &text)
            x += 62
        }
    }
}
