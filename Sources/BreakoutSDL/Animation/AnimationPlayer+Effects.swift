import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// The animation of each effect an action has (`ActionEffect`), one function each.
extension AnimationPlayer {
    /// A multi-hit brick shakes and flashes its damage (with reduced flashing it only
    /// lightens a little, and stays still); a physical brick flashes where it swings.
    func brickDamaged(_ id: Int, rect: Rect) -> AnimationOperation {
        let brick = game.state.bricks[id]
        let renderer = self.renderer
        let (shaking, light) = reducesFlashing ? (0.0, 0.25) : (2.0, 0.7)
        if brick.placement.mount != nil {
            // A physical brick is drawn where its body is, turned: the flash follows it there.
            let game = self.game, size = rect.size
            return TimedAnimation(duration: 0.18) { t, canvas in
                guard let pose = game.brickPose(id) else { return }
                let corners = FieldRenderer.corners(center: canvas.place(pose.center), size: size, rotation: pose.rotation)
                canvas.shapes.polygon4(corners, color: Color.white.withAlpha(light * (1 - t)))
            }
        }
        return TimedAnimation(duration: 0.18, bricks: [id]) { t, canvas in
            let shake = sin(t * Double.pi * 6) * shaking * (1 - t)
            renderer.drawBrick(brick, rect: canvas.place(rect).offsetBy(dx: shake, dy: 0),
                               color: Palette.brick(brick).mixed(with: .white, light * (1 - t)),
                               into: &canvas.shapes, text: &canvas.text, font: canvas.font)
        }
    }

    /// A shock ring, and each ring of the chain lighting up after the previous one; with a
    /// theme's explosions, each brick of a ring bursts in its frames instead of lighting up.
    func explosion(at center: Point, waves: [[Int]]) -> AnimationOperation {
        if let sheet = renderer.sprites?.explosions {
            let renderer = self.renderer
            let frames = sheet.columns, seconds = Double(frames) * Double(renderer.sprites?.explosionFrameMilliseconds ?? 50) / 1000
            let length = max(0.2, seconds)
            // Each ring of the chain starts a little after the one before.
            let bursts = waves.enumerated().flatMap { k, wave in
                wave.map { id -> AnimationOperation in
                    let rect = game.brickRect(id), delay = Double(k) * 0.08
                    return TimedAnimation(duration: delay + length) { t, canvas in
                        let local = t * (delay + length) - delay
                        guard local >= 0 else { return }
                        renderer.drawThemedExplosion(at: canvas.place(rect).center, size: rect.width * 1.3,
                                                     frame: Int(local / length * Double(frames)), row: id, sheet: sheet)
                    }
                }
            }
            return ParallelAnimation(bursts)
        }
        let glow = reducesFlashing ? 0.3 : 0.8
        let rings = waves.map { wave in
            ParallelAnimation(wave.map { id in
                let rect = game.brickRect(id)
                return TimedAnimation(duration: 0.12) { t, canvas in
                    canvas.shapes.rect(canvas.place(rect).insetBy(dx: -3 * t, dy: -3 * t), color: Palette.accent.withAlpha(glow * (1 - t)))
                } as AnimationOperation
            })
        }
        let shock = TimedAnimation(duration: 0.35) { t, canvas in
            let r = 10 + 90 * t
            canvas.shapes.circle(center: canvas.place(center), radius: r, color: Palette.explosive.withAlpha(0.45 * (1 - t)))
        }
        return ParallelAnimation([shock, SerialAnimation(rings)])
    }

    /// "LEVEL CLEAR", and the bricks left vanish wave by wave from the centre.
    func levelCleared(remaining: [[Int]]) -> AnimationOperation {
        let renderer = self.renderer
        let cascade = remaining.map { wave -> AnimationOperation in
            let bricks = wave.map { self.game.state.bricks[$0] }
            let rects = wave.map { self.game.brickRect($0) }
            let op = TimedAnimation(duration: 0.09, bricks: wave) { t, canvas in
                for (b, r) in zip(bricks, rects) {
                    renderer.drawBrick(b, rect: canvas.place(r).insetBy(dx: r.width * t * 0.5, dy: r.height * t * 0.5),
                                       alpha: 1 - t, into: &canvas.shapes, text: &canvas.text, font: canvas.font)
                }
            }
            op.completion = { [weak self] in self?.hide(wave) }
            return op
        }
        return ParallelAnimation([banner(tr("LEVEL CLEAR"), color: Palette.accent), SerialAnimation(cascade)])
    }

    /// The paddle glows and the extra's name rises from it.
    func extraCaught(_ p: Extra) -> AnimationOperation {
        glow(for: 0.4)
        let paddle = game.paddleRect
        let name = tr(p.title).uppercased()
        return TimedAnimation(duration: 0.6) { t, canvas in
            canvas.font.layoutCentered(name, at: canvas.place(Point(x: paddle.midX, y: paddle.minY - 20 - 30 * t)),
                                       height: canvas.readable(16), color: Palette.extra(p).withAlpha(1 - t), into: &canvas.text)
        }
    }

    /// The paddle glows briefly; from a combo of 3 on, "COMBO xN" rises from the hit.
    func paddleHit(at: Point, combo: Int) -> AnimationOperation? {
        glow(for: 0.15)
        guard combo >= 3 else { return nil }
        return TimedAnimation(duration: 0.7) { t, canvas in
            canvas.font.layoutCentered(tr("COMBO x%d", combo), at: canvas.place(Point(x: at.x, y: at.y - 24 - 20 * t)),
                                       height: canvas.readable(14), color: Palette.accent.withAlpha(1 - t), into: &canvas.text)
        }
    }

    /// A red ring where the ball left through the bottom.
    func ballLost(at: Point) -> AnimationOperation {
        let bottom = game.layout.size.height
        return TimedAnimation(duration: 0.5) { t, canvas in
            canvas.shapes.circle(center: canvas.place(Point(x: at.x, y: bottom)),
                                 radius: 10 + 50 * t, color: Palette.explosive.withAlpha(0.5 * (1 - t)))
        }
    }

    /// A white ring where a new ball appears.
    func ballSpawned(at: Point) -> AnimationOperation {
        TimedAnimation(duration: 0.3) { t, canvas in
            canvas.shapes.circle(center: canvas.place(at), radius: 4 + 16 * t, color: Color.white.withAlpha(0.5 * (1 - t)))
        }
    }

    /// "LEVEL N: TITLE"; the bricks the last cascade hid show again.
    /// The level's number and title across the field, its author under them, as a level
    /// starts (LBreakoutHD shows both).
    /// A bonus level's mini-game and its rules, a line each (the rules may be long: they
    /// shrink further than a title's author).
    func bonusLevelStarted(_ number: Int, game miniGame: MiniGame) -> AnimationOperation {
        showAll()
        return banner(tr("LEVEL %1$d: BONUS LEVEL, %2$s", number, tr(miniGame.title).uppercased()), color: Palette.accent,
                      subtitle: tr(miniGame.rules), subtitleMinimum: 11, duration: 3)
    }

    func levelStarted(_ number: Int, title: String, author: String) -> AnimationOperation {
        showAll()
        return banner(title.isEmpty ? tr("LEVEL %d", number) : tr("LEVEL %d: %s", number, title.uppercased()), color: Palette.hudText,
                      subtitle: author.isEmpty ? nil : tr("by %s", author), duration: 2.2)
    }

    /// A ring around every ball in play (they follow the balls as they move).
    func ballsPushed() -> AnimationOperation {
        // Unowned: the player owns its queue, and a strong self would keep both alive.
        TimedAnimation(duration: 0.25) { [unowned self] t, canvas in
            for ball in self.game.state.balls {
                guard let c = self.game.ballState(ball.id)?.center else { continue }
                canvas.shapes.circle(center: canvas.place(c), radius: 6 + 14 * t, color: Palette.paddle.withAlpha(0.4 * (1 - t)))
            }
        }
    }

    /// A broken brick leaves in the chosen style.
    func brickBreaking(_ brick: Brick, rect: Rect) -> AnimationOperation {
        ParallelAnimation([brickVanishing(brick, rect: rect), sparks(brick, rect: rect)])
    }

    /// Sparks burst from a broken brick in its colour, fall and fade: twelve small squares
    /// (two triangles each), their directions fixed by the brick's number.
    func sparks(_ brick: Brick, rect: Rect) -> AnimationOperation {
        let colour = Palette.brick(brick).mixed(with: .white, 0.35)
        var random = GameRandom(seed: UInt64(brick.id) &* 0x9E37_79B9_7F4A_7C15 &+ 17)
        let sparks = (0..<12).map { _ in
            (angle: random.nextDouble(in: 0...(2 * Double.pi)), speed: random.nextDouble(in: 40...140),
             size: random.nextDouble(in: 1.5...3.5))
        }
        return TimedAnimation(duration: 0.5) { t, canvas in
            let c = canvas.place(rect).center
            for spark in sparks {
                let x = c.x + cos(spark.angle) * spark.speed * t * 0.5
                let y = c.y + sin(spark.angle) * spark.speed * t * 0.5 + 160 * t * t
                let s = spark.size * (1 - 0.5 * t)
                canvas.shapes.rect(Rect(x: x - s / 2, y: y - s / 2, width: s, height: s), color: colour.withAlpha(1 - t))
            }
        }
    }

    /// How the broken brick itself goes, by the animation style.
    private func brickVanishing(_ brick: Brick, rect: Rect) -> AnimationOperation {
        let renderer = self.renderer
        // Reduced flashing: "flash" plays as "fade".
        switch reducesFlashing && style == .flash ? .fade : style {
        case .fade:
            return TimedAnimation(duration: 0.3, bricks: [brick.id]) { t, canvas in
                renderer.drawBrick(brick, rect: canvas.place(rect), alpha: 1 - t, into: &canvas.shapes, text: &canvas.text, font: canvas.font)
            }
        case .flash:
            return TimedAnimation(duration: 0.25, bricks: [brick.id]) { t, canvas in
                let color = t < 0.5 ? Color.white : Palette.brick(brick)
                renderer.drawBrick(brick, rect: canvas.place(rect), color: color, alpha: t < 0.5 ? 1 : 2 * (1 - t),
                                   into: &canvas.shapes, text: &canvas.text, font: canvas.font)
            }
        case .flip:
            // Turns over about its horizontal axis, darker on the way, then gone.
            return TimedAnimation(duration: 0.35, bricks: [brick.id]) { t, canvas in
                let r = canvas.place(rect)
                let h = r.height * abs(cos(t * Double.pi))
                let color = Palette.brick(brick).mixed(with: .black, t * 0.6)
                canvas.shapes.rect(Rect(x: r.minX, y: r.midY - h / 2, width: r.width, height: h), color: color.withAlpha(1 - t * 0.7))
            }
        case .shatter:
            // Four shards fly apart and fall.
            return TimedAnimation(duration: 0.45, bricks: [brick.id]) { t, canvas in
                let r = canvas.place(rect)
                let color = Palette.brick(brick).withAlpha(1 - t)
                for (k, (dx, dy)) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)].enumerated() {
                    let w = r.width / 2, h = r.height / 2
                    let ox = r.minX + (dx > 0 ? w : 0) + dx * 40 * t
                    let oy = r.minY + (dy > 0 ? h : 0) + dy * 10 * t + 120 * t * t
                    let shrink = 1 - 0.4 * t - Double(k) * 0.02
                    canvas.shapes.rect(Rect(x: ox, y: oy, width: w * shrink, height: h * shrink), color: color)
                }
            }
        }
    }

    /// A line across the field's middle (and a smaller one under it) that fades in and out;
    /// a long line gets smaller to fit the field.
    func banner(_ text: String, color: Color, subtitle: String? = nil, subtitleMinimum: Double = 18,
                duration: Double = 1.4) -> AnimationOperation {
        let size = game.layout.size
        return TimedAnimation(duration: duration) { t, canvas in
            let alpha = t < 0.15 ? t / 0.15 : (t > 0.75 ? (1 - t) / 0.25 : 1)
            let line = canvas.font.fitted(text, width: size.width - 40, height: 30, minimum: 18)
            canvas.font.layoutCentered(line.text, at: canvas.place(Point(x: size.width / 2, y: size.height * 0.62)),
                                       height: line.height, color: color.withAlpha(alpha), into: &canvas.text)
            if let subtitle {
                let under = canvas.font.fitted(subtitle, width: size.width - 40, height: 20, minimum: subtitleMinimum)
                canvas.font.layoutCentered(under.text, at: canvas.place(Point(x: size.width / 2, y: size.height * 0.62 + 34)),
                                           height: under.height, color: Palette.hudDim.withAlpha(alpha), into: &canvas.text)
            }
        }
    }
}
