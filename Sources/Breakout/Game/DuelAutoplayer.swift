import Dynamics
import Foundation

/// Plays one side of a duel by itself (tests, the demo, a network game's `--autoplay`): it
/// moves its paddle toward where the ball will cross its line, no faster than a quick
/// hand (`maxSpeed`), so balls do get past and frags happen; it hits off-centre by an amount
/// that changes with the score, so rallies differ. It reads the game only and uses no
/// randomness, so both ends of a network game compute the same input from the same state.
///
/// ```swift
/// var bottom = DuelAutoplayer(side: .bottom), top = DuelAutoplayer(side: .top)
/// game.step(GameInput(bottom: bottom.input(for: game), top: top.input(for: game)))
/// ```
public struct DuelAutoplayer: Sendable {
    let side: PaddleSide
    /// Points per second the paddle follows at most.
    public var maxSpeed = 400.0
    /// How long before a ball reaches its line it starts after it (seconds): a slow reader
    /// of the game moves late. Infinite: from the moment the ball turns toward it.
    var reach = Double.infinity
    /// Plays each return cross-court (from the right half to the left, and back) instead of
    /// off-centre by the score.
    var crossCourt = false

    /// A side played as well as `skill` says: the computer opponent at LBreakoutHD's five
    /// difficulties. Medium is the autoplayer as tests, the demo and a network game's
    /// `--autoplay` use it; below it the paddle is slower and starts later, above it faster.
    public init(side: PaddleSide, skill: Difficulty = .medium) {
        self.side = side
        switch skill {
        case .kids: (maxSpeed, reach) = (170, 0.6)
        case .veryEasy: (maxSpeed, reach) = (230, 0.8)
        case .easy: (maxSpeed, reach) = (300, 1.1)
        case .medium: (maxSpeed, reach) = (400, .infinity)
        case .hard: (maxSpeed, reach, crossCourt) = (560, .infinity, true)
        }
    }

    public func input(for game: Game) -> GameInput.PlayerPart {
        guard let duel = game.state.duel else { return GameInput.PlayerPart(paddleX: nil, launch: false) }
        let current = side == .bottom ? game.paddleX : game.topPaddleX
        let serving = game.state.phase == .serving && duel.server == side
        // Serve after a short wait, so the other side sees the frag.
        let launch = serving && (game.stepIndex % Game.stepsPerSecond) == Game.stepsPerSecond / 2
        let target = serving ? game.layout.size.width / 2 + offset(game) : landing(game) ?? current
        let step = maxSpeed / Double(Game.stepsPerSecond)
        let x = current + min(max(target - current, -step), step)
        return GameInput.PlayerPart(paddleX: x, launch: launch)
    }

    /// Where the most urgent ball coming toward this side crosses its paddle's line.
    private func landing(_ game: Game) -> Double? {
        let r = game.rules.ballRadius
        let line = side == .bottom ? game.paddleRect.minY - r : game.topPaddleRect.maxY + r
        var best: (time: Double, x: Double)?
        for ball in game.state.balls {
            guard let s = game.ballState(ball.id) else { continue }
            let towards = side == .bottom ? s.velocity.dy > 1 : s.velocity.dy < -1
            guard towards else { continue }
            let time = (line - s.center.y) / s.velocity.dy
            guard time >= 0, time <= reach else { continue }
            let x = Autoplayer.fold(s.center.x + s.velocity.dx * time, lower: r, upper: game.layout.size.width - r)
            if best == nil || time < best!.time { best = (time, x) }
        }
        return best.map { $0.x + offset(game, landing: $0.x) }
    }

    /// An off-centre hit that changes with the frags: -0.4 to 0.4 of the paddle's half width.
    private func offset(_ game: Game, landing: Double? = nil) -> Double {
        if crossCourt, let x = landing {
            // A hit left of the paddle's centre sends the ball left. Decided by where the ball
            // lands, which holds still as it comes, so the paddle never jumps at the last moment.
            return (x > game.layout.size.width / 2 ? 0.6 : -0.6) * game.paddleWidth / 2
        }
        let frags = game.state.duel.map { $0.frags[0] * 7 + $0.frags[1] * 3 } ?? 0
        let k = Double((frags + (side == .bottom ? 0 : 5)) % 9) / 8 - 0.5
        return k * 0.8 * game.paddleWidth / 2
    }
}
