import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// Turns each performed action's animation plan into operations on the queue: a hit brick
/// flashes, flips, fades or shatters (the style is a setting), a multi-hit brick flashes its
/// damage, an explosion ripples outward ring by ring (BFS order), a cleared level's remaining
/// bricks vanish in a BFS cascade from the centre, a caught power-up pulses the paddle.
/// Serial and parallel parts of the plan become serial and parallel groups.
@_spi(Benchmarks) public final class AnimationPlayer {
    @_spi(Benchmarks) public let queue = AnimationQueue()
    unowned let game: Game
    var style: AnimationStyle
    /// What a duel's winner banner calls the sides.
    var sides = DuelSides()
    /// `display.reduce_flashing`: no white flash or shake on a hit brick, softer explosions.
    var reducesFlashing = false
    /// Bricks the level-cleared cascade has taken away (until the next level starts).
    private var hidden: Set<Int> = []
    private var glowUntil = 0.0
    private var clock = 0.0
    /// Draws the bricks the animations show: the screen's own field renderer, so they take
    /// its theme.
    @_spi(Benchmarks) public var renderer = FieldRenderer()

    @_spi(Benchmarks) public init(game: Game, style: AnimationStyle) {
        self.game = game
        self.style = style
    }

    /// The paddle glows for `seconds` from now (or longer, if it already does).
    func glow(for seconds: Double) { glowUntil = max(glowUntil, clock + seconds) }

    /// The level-cleared cascade took these bricks away; they stay hidden until `showAll`.
    func hide(_ bricks: [Int]) { hidden.formUnion(bricks) }
    func showAll() { hidden = [] }

    /// The paddle's extra brightness, 0...1.
    var paddleGlow: Double { max(0, min(1, (glowUntil - clock) / 0.4)) }

    private var marks: [Bool] = []

    /// For each of `count` bricks, whether an animation draws it (or the level-cleared cascade
    /// took it): computed once a frame, not asked brick by brick.
    func bricksDrawnByAnimations(count: Int) -> [Bool] {
        if marks.count != count { marks = [Bool](repeating: false, count: count) } else {
            for k in marks.indices { marks[k] = false }
        }
        for id in hidden where id < count { marks[id] = true }
        queue.markBricks(&marks)
        return marks
    }

    @_spi(Benchmarks) public func tick(_ dt: Double) {
        clock += dt
        queue.tick(dt)
    }

    /// A restart or a rewind: everything stops at once.
    func cancelAll() {
        queue.cancelAll()
        hidden = []
        glowUntil = 0
    }

    /// A line across the field (a hot-seat's next player), as the game's own banners.
    func announce(_ text: String, color: Color) { queue.add(banner(text, color: color)) }

    /// The game's current level, as it starts: its number, title and author.
    func announceLevel() {
        let state = game.state
        if game.playsBonusLevel, let miniGame = state.miniGame?.game {
            queue.add(bonusLevelStarted(state.levelNumber, game: miniGame))
        } else {
            queue.add(levelStarted(state.levelNumber, title: state.level.title, author: state.level.author))
        }
    }

    /// Plays what `action` did.
    @_spi(Benchmarks) public func play(_ action: GameAction) {
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

    /// `scale`: window points per field point, so that text stays readable in a small window.
    func drawField(into shapes: inout GeometryBatch, text: inout GeometryBatch, font: FontAtlas, origin: Point, scale: Double = 1) {
        // Move the batches in and out (no copy of their vertices).
        var canvas = AnimationCanvas(shapes: GeometryBatch(), text: GeometryBatch(), font: font, origin: origin, scale: scale)
        swap(&canvas.shapes, &shapes)
        swap(&canvas.text, &text)
        queue.draw(&canvas)
        swap(&canvas.shapes, &shapes)
        swap(&canvas.text, &text)
    }

    // MARK: Effects

    /// One function per effect (AnimationPlayer+Effects.swift); nil: the effect only sounds.
    private func operation(for effect: ActionEffect) -> AnimationOperation? {
        switch effect {
        case let .brickBroken(id, rect, _, _): return brickBreaking(game.state.bricks[id], rect: rect)
        case let .brickDamaged(id, rect, _): return brickDamaged(id, rect: rect)
        case let .explosion(_, center, waves): return explosion(at: center, waves: waves)
        case let .levelCleared(_, remaining): return levelCleared(remaining: remaining)
        case let .extraCaught(p): return extraCaught(p)
        case .warped: return banner(tr("WARP"), color: Palette.accent)
        case let .miniGameScored(points): return points > 0 ? banner("+\(points)", color: Palette.accent) : nil
        case let .paddleHit(at, combo): return paddleHit(at: at, combo: combo)
        case let .ballLost(at): return ballLost(at: at)
        case let .ballSpawned(at): return ballSpawned(at: at)
        case let .lifeLost(left): return banner(left == 1 ? tr("LAST LIFE") : trPlural("%d LIFE LEFT", "%d LIVES LEFT", left), color: Palette.explosive)
        case .gameOver: return banner(tr("GAME OVER"), color: Palette.explosive)
        case let .fragged(_, frags): return banner(tr("FRAG!  %1$d : %2$d", frags[0], frags[1]), color: Palette.explosive)
        case let .duelWon(side, _):
            return banner(sides.winner(side), color: Palette.accent)
        case .rallyCalled: return banner(tr("RALLY CALLED OFF"), color: Palette.accent)
        case let .levelStarted(number, title, author): return levelStarted(number, title: title, author: author)
        case let .bonusLevelStarted(number, miniGame): return bonusLevelStarted(number, game: miniGame)
        case .ballsPushed: return ballsPushed()
        case .ballNudged, .wallHit, .ballServed, .capsuleDropped, .extraExpired, .ballHeld, .ballsReleased, .shotFired, .brickHealed, .bricksGrown,
             .brickTouched, .brickBrokenByExtra:
            return nil
        }
    }
}
