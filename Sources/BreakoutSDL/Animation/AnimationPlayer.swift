import Breakout
import Dynamics
import Foundation

/// Turns each performed action's animation plan into operations on the queue: a hit brick
/// flashes, flips, fades or shatters (the style is a setting), a multi-hit brick flashes its
/// damage, an explosion ripples outward ring by ring (BFS order), a cleared level's remaining
/// bricks vanish in a BFS cascade from the centre, a caught power-up pulses the paddle.
/// Serial and parallel parts of the plan become serial and parallel groups.
public final class AnimationPlayer {
    public let queue = AnimationQueue()
    private unowned let game: Game
    public var style: AnimationStyle
    /// Bricks the level-cleared cascade has taken away (until the next level starts).
    private var hidden: Set<Int> = []
    private var glowUntil = 0.0
    private var clock = 0.0
    private let renderer = FieldRenderer()

    public init(game: Game, style: AnimationStyle) {
        self.game = game
        self.style = style
    }

    /// The paddle's extra brightness, 0...1.
    public var paddleGlow: Double { max(0, min(1, (glowUntil - clock) / 0.4)) }

    private var marks: [Bool] = []

    /// For each of `count` bricks, whether an animation draws it (or the level-cleared cascade
    /// took it): computed once a frame, not asked brick by brick.
    public func bricksDrawnByAnimations(count: Int) -> [Bool] {
        if marks.count != count { marks = [Bool](repeating: false, count: count) } else {
            for k in marks.indices { marks[k] = false }
        }
        for id in hidden where id < count { marks[id] = true }
        queue.markBricks(&marks)
        return marks
    }

    public func tick(_ dt: Double) {
        clock += dt
        queue.tick(dt)
    }

    /// A restart or a rewind: everything stops at once.
    public func cancelAll() {
        queue.cancelAll()
        hidden = []
        glowUntil = 0
    }

    /// Plays what `action` did.
    public func play(_ action: GameAction) {
        guard let plan = action.animation(), let op = operation(for: plan) else { return }
        queue.add(op)
    }

    func operation(for plan: AnimationPlan) -> AnimationOperation? {
        switch plan {
        case let .effect(e): return operation(for: e)
        case let .serial(parts):
            let ops = parts.compactMap { operation(for: $0) }
            return ops.isEmpty ? nil : SerialAnimation(ops)
        case let .parallel(parts):
            let ops = parts.compactMap { operation(for: $0) }
            return ops.isEmpty ? nil : (ops.count == 1 ? ops[0] : ParallelAnimation(ops))
        }
    }

    func drawField(into shapes: inout GeometryBatch, text: inout GeometryBatch, font: FontAtlas, origin: Point) {
        // Move the batches in and out (no copy of their vertices).
        var canvas = AnimationCanvas(shapes: GeometryBatch(), text: GeometryBatch(), font: font, origin: origin)
        swap(&canvas.shapes, &shapes)
        swap(&canvas.text, &text)
        queue.draw(&canvas)
        swap(&canvas.shapes, &shapes)
        swap(&canvas.text, &text)
    }

    // MARK: Effects

    private func operation(for effect: ActionEffect) -> AnimationOperation? {
        switch effect {
        case let .brickBroken(id, rect, _, _):
            return brickBreaking(game.state.bricks[id], rect: rect)
        case let .brickDamaged(id, rect, _):
            let brick = game.state.bricks[id]
            return TimedAnimation(duration: 0.18, bricks: [id]) { [renderer] t, canvas in
                let shake = sin(t * Double.pi * 6) * 2 * (1 - t)
                renderer.drawBrick(brick, rect: canvas.place(rect).offsetBy(dx: shake, dy: 0),
                                   color: Palette.brick(brick).mixed(with: .white, 0.7 * (1 - t)),
                                   into: &canvas.shapes, text: &canvas.text, font: canvas.font)
            }
        case let .explosion(_, center, waves):
            // A shock ring, and each ring of the chain lighting up after the previous one.
            let rings = waves.map { wave in
                ParallelAnimation(wave.map { id in
                    let rect = game.brickRect(id)
                    return TimedAnimation(duration: 0.12) { t, canvas in
                        canvas.shapes.rect(canvas.place(rect).insetBy(dx: -3 * t, dy: -3 * t), color: Palette.accent.withAlpha(0.8 * (1 - t)))
                    } as AnimationOperation
                })
            }
            let shock = TimedAnimation(duration: 0.35) { t, canvas in
                let r = 10 + 90 * t
                canvas.shapes.circle(center: canvas.place(center), radius: r, color: Palette.explosive.withAlpha(0.45 * (1 - t)))
            }
            return ParallelAnimation([shock, SerialAnimation(rings)])
        case let .levelCleared(_, remaining):
            let cascade = remaining.map { wave -> AnimationOperation in
                let bricks = wave.map { self.game.state.bricks[$0] }
                let rects = wave.map { self.game.brickRect($0) }
                let op = TimedAnimation(duration: 0.09, bricks: wave) { [renderer] t, canvas in
                    for (b, r) in zip(bricks, rects) {
                        renderer.drawBrick(b, rect: canvas.place(r).insetBy(dx: r.width * t * 0.5, dy: r.height * t * 0.5),
                                           alpha: 1 - t, into: &canvas.shapes, text: &canvas.text, font: canvas.font)
                    }
                }
                op.completion = { [weak self] in self?.hidden.formUnion(wave) }
                return op
            }
            return ParallelAnimation([banner("LEVEL CLEAR", color: Palette.accent), SerialAnimation(cascade)])
        case let .powerUpCaught(p):
            glowUntil = clock + 0.4
            let paddle = game.paddleRect
            return TimedAnimation(duration: 0.6) { t, canvas in
                canvas.font.layoutCentered(self.name(of: p), at: canvas.place(Point(x: paddle.midX, y: paddle.minY - 20 - 30 * t)),
                                           height: 16, color: Palette.powerUp(p).withAlpha(1 - t), into: &canvas.text)
            }
        case let .paddleHit(at, combo):
            glowUntil = max(glowUntil, clock + 0.15)
            guard combo >= 3 else { return nil }
            return TimedAnimation(duration: 0.7) { t, canvas in
                canvas.font.layoutCentered("COMBO x\(combo)", at: canvas.place(Point(x: at.x, y: at.y - 24 - 20 * t)),
                                           height: 14, color: Palette.accent.withAlpha(1 - t), into: &canvas.text)
            }
        case let .ballLost(at):
            return TimedAnimation(duration: 0.5) { t, canvas in
                canvas.shapes.circle(center: canvas.place(Point(x: at.x, y: self.game.layout.size.height)),
                                     radius: 10 + 50 * t, color: Palette.explosive.withAlpha(0.5 * (1 - t)))
            }
        case let .ballSpawned(at):
            return TimedAnimation(duration: 0.3) { t, canvas in
                canvas.shapes.circle(center: canvas.place(at), radius: 4 + 16 * t, color: Color.white.withAlpha(0.5 * (1 - t)))
            }
        case let .lifeLost(left):
            return banner(left == 1 ? "LAST LIFE" : "\(left) LIVES LEFT", color: Palette.explosive)
        case .gameOver:
            return banner("GAME OVER", color: Palette.explosive)
        case let .levelStarted(number, title):
            hidden = []
            return banner("LEVEL \(number)" + (title.isEmpty ? "" : ": \(title.uppercased())"), color: Palette.hudText)
        case .ballsPushed:
            return TimedAnimation(duration: 0.25) { t, canvas in
                for ball in self.game.state.balls {
                    guard let c = self.game.ballState(ball.id)?.center else { continue }
                    canvas.shapes.circle(center: canvas.place(c), radius: 6 + 14 * t, color: Palette.paddle.withAlpha(0.4 * (1 - t)))
                }
            }
        case .ballNudged, .wallHit, .ballServed, .capsuleDropped, .powerUpExpired:
            return nil
        }
    }

    /// A broken brick leaves in the chosen style.
    private func brickBreaking(_ brick: Brick, rect: Rect) -> AnimationOperation {
        let renderer = self.renderer
        switch style {
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

    private func banner(_ text: String, color: Color) -> AnimationOperation {
        let size = game.layout.size
        return TimedAnimation(duration: 1.4) { t, canvas in
            let alpha = t < 0.15 ? t / 0.15 : (t > 0.75 ? (1 - t) / 0.25 : 1)
            canvas.font.layoutCentered(text, at: canvas.place(Point(x: size.width / 2, y: size.height * 0.62)),
                                       height: 30, color: color.withAlpha(alpha), into: &canvas.text)
        }
    }

    private func name(of p: PowerUp) -> String {
        switch p {
        case .widePaddle: return "WIDE PADDLE"
        case .slowBalls: return "SLOW BALLS"
        case .extraLife: return "EXTRA LIFE"
        case .multiball: return "MULTIBALL"
        }
    }
}
