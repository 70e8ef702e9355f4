import Dynamics
import Foundation

/// Plays one side of a duel by itself (tests, the demo, a network game's `--autoplay`, the
/// computer opponent): it moves its paddle toward where the ball will cross its line, no
/// faster than a quick hand (`maxSpeed`), so balls do get past and frags happen. From Easy
/// up it aims: of the hits its paddle can make, it takes the one that sends the ball
/// farthest from the other paddle (`aim` says how far off-centre it dares to hit), so a
/// paddle left standing is beaten rather than fed the same return for ever. Below Easy it
/// hits off-centre by an amount that changes with the score. It reads the game only and
/// uses no randomness, so both ends of a network game compute the same input from the same
/// state.
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
    /// How far off the paddle's centre it hits to aim (a fraction of the half width); 0
    /// does not aim.
    var aim = 0.0

    /// A side played as well as `skill` says: the computer opponent at LBreakoutHD's five
    /// difficulties. Medium is the autoplayer as tests, the demo and a network game's
    /// `--autoplay` use it; below it the paddle is slower and starts later, above it faster.
    public init(side: PaddleSide, skill: Difficulty = .medium) {
        self.side = side
        switch skill {
        case .kids: (maxSpeed, reach) = (170, 0.6)
        case .veryEasy: (maxSpeed, reach) = (230, 0.8)
        case .easy: (maxSpeed, reach, aim) = (300, 1.1, 0.3)
        case .medium: (maxSpeed, reach, aim) = (400, .infinity, 0.5)
        case .hard: (maxSpeed, reach, aim) = (560, .infinity, 0.6)
        }
    }

    public func input(for game: Game) -> GameInput.PlayerPart {
        guard let duel = game.state.duel else { return GameInput.PlayerPart(paddleX: nil, launch: false) }
        let current = side == .bottom ? game.paddleX : game.topPaddleX
        let serving = game.state.phase == .serving && duel.server == side
        // Serve after a short wait, so the other side sees the frag.
        let launch = serving && (game.stepIndex % Game.stepsPerSecond) == Game.stepsPerSecond / 2
        let target = serving ? game.layout.size.width / 2 + offset(game, landing: nil) : landing(game) ?? current
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
        return best.map { $0.x + offset(game, landing: $0.x, in: $0.time) }
    }

    /// Where the paddle's centre goes relative to where the ball lands: an off-centre hit.
    private func offset(_ game: Game, landing: Double? = nil, in time: Double = 0) -> Double {
        if aim > 0, let x = landing { return aimedOffset(game, landing: x, in: time) }
        // -0.4 to 0.4 of the paddle's half width, changing with the frags.
        let frags = game.state.duel.map { $0.frags[0] * 7 + $0.frags[1] * 3 } ?? 0
        let k = Double((frags + (side == .bottom ? 0 : 5)) % 9) / 8 - 0.5
        return k * 0.8 * game.paddleWidth / 2
    }

    /// The hit that sends a ball landing at `x` in `time` seconds farthest from the other
    /// paddle, as the rules will send it: the angle the hit gives, no steeper than the rally
    /// allows, folded off the side walls (bricks on the way are not foreseen). Only hits the
    /// paddle can get to in time count; when none can, the one nearest.
    private func aimedOffset(_ game: Game, landing x: Double, in time: Double) -> Double {
        let current = side == .bottom ? game.paddleX : game.topPaddleX
        let reachable = maxSpeed * max(0, time - 0.1)
        let rules = game.rules, half = game.paddleWidth / 2, r = rules.ballRadius
        let width = game.layout.size.width
        let other = side == .bottom ? game.topPaddleX : game.paddleX
        let distance = abs(game.layout.paddleY - game.layout.topPaddleY)
        let least = DuelRally.leastAngle(rules, seconds: DuelRally.seconds(of: game))
        var best = (offset: 0.0, gap: -1.0)
        var nearest = (offset: 0.0, travel: Double.infinity)
        for k in -4...4 {
            let hit = Double(k) / 4 * aim
            let travel = abs(x - hit * half - current)
            if travel < nearest.travel { nearest = (-hit * half, travel) }
            guard travel <= reachable else { continue }
            var angle = hit * rules.paddleBounceAngle
            // A hit at the centre leaves as the rules turn a straight ball: to the right.
            if abs(angle) < least { angle = angle < 0 ? -least : least }
            let arrives = Autoplayer.fold(x + tan(angle * Double.pi / 180) * distance, lower: r, upper: width - r)
            let gap = abs(arrives - other)
            if gap > best.gap + 1e-9 { best = (-hit * half, gap) }
        }
        return best.gap >= 0 ? best.offset : nearest.offset
    }
}
