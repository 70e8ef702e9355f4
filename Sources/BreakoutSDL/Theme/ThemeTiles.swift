import Breakout

/// Which tile of an LBreakout theme's sheets shows what: the bricks' order is LBreakout2's
/// brick ids (0 indestructible, 1 wall, 2 chaotic, 3-5 multi-hit by hits left, 7-9
/// regenerating by hits left, 10-17 the plain colours, 18 explosive, 19 growing), the
/// extras' its extra ids, the balls' normal, energy, explosive, weak, chaotic.
enum ThemeTiles {
    static func brick(_ brick: Brick) -> Int {
        switch brick.kind {
        case .indestructible: return 0
        case .wall: return 1
        case .chaotic: return 2
        case .multiHit, .invisible: return 2 + min(max(brick.hitsLeft, 1), 3)
        case .regenerating: return 6 + min(max(brick.hitsLeft, 1), 3)
        case .explosive: return 18
        case .growing: return 19
        case .normal, .extraBall:
            // A level from LBreakout2 keeps its colour (tints 10-17); ours take one by row.
            let tint = brick.placement.tint
            return (10...17).contains(tint) ? tint : 10 + (tint > 0 ? tint : brick.placement.row) % 8
        }
    }

    static func extra(_ extra: Extra) -> Int {
        switch extra {
        case .score200: return 0
        case .score500: return 1
        case .score1000: return 2
        case .score2000: return 3
        case .score5000: return 4
        case .score10000: return 5
        case .goldShower: return 6
        case .shortenPaddle: return 7
        case .lengthenPaddle: return 8
        case .extraLife: return 9
        case .stickyPaddle: return 10
        case .energyBalls: return 11
        case .extraBall, .multiball: return 12
        case .extraFloor: return 13
        case .frozenPaddle: return 14
        case .laser: return 15
        case .random: return 16
        case .fastBalls: return 17
        case .slowBalls: return 18
        case .joker: return 19
        case .darkness: return 20
        case .chaoticBalls: return 21
        case .ghostPaddle: return 22
        case .reset: return 23
        case .extraTime: return 24
        case .explosiveBalls: return 25
        case .bonusMagnet: return 26
        case .malusMagnet: return 27
        case .weakBalls: return 28
        }
    }

    /// The balls' tile for the ball extras now active (energy first, as LBreakoutHD).
    static func ball(_ extras: ActiveExtras, at step: Int) -> Int {
        if extras.isEmpty { return 0 }
        if extras.isActive(.energyBalls, at: step) { return 1 }
        if extras.isActive(.explosiveBalls, at: step) { return 2 }
        if extras.isActive(.weakBalls, at: step) { return 3 }
        if extras.isActive(.chaoticBalls, at: step) { return 4 }
        return 0
    }

    /// The paddle's row: frozen, else sticky, else normal.
    static func paddleRow(_ extras: ActiveExtras, at step: Int) -> Int {
        if extras.isEmpty { return 0 }
        if extras.isActive(.frozenPaddle, at: step) { return 2 }
        if extras.isActive(.stickyPaddle, at: step) { return 1 }
        return 0
    }
}
