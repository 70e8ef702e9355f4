import Breakout
import WindowKit

/// The game's colours.
enum Palette {
    static let background = Color(hex: 0x10142A)
    static let backgroundBottom = Color(hex: 0x1D1240)
    static let hudBand = Color(hex: 0x0A0D1E)
    static let hudText = Color(hex: 0xE8ECFF)
    static let hudDim = Color(hex: 0x8C93B8)
    static let paddle = Color(hex: 0x5AD1FF)
    /// A duel's second player (the top paddle, their frags).
    static let secondPlayer = Color(hex: 0xFF8A5A)
    static let paddleRim = Color(hex: 0xC8F1FF)
    static let ball = Color(hex: 0xFFFFFF)
    static let ballRim = Color(hex: 0xB9C7FF)
    static let indestructible = Color(hex: 0x7A8095)
    static let explosive = Color(hex: 0xFF5A36)
    static let extraBall = Color(hex: 0xF2F2F2)
    static let accent = Color(hex: 0xFFD25A)

    /// Bright colours for ordinary bricks, by row or by a levelset's tint.
    static let tints: [Color] = [
        Color(hex: 0xFF5D73), Color(hex: 0xFF9F43), Color(hex: 0xFFD93D), Color(hex: 0x6BCB77),
        Color(hex: 0x4D96FF), Color(hex: 0x9B5DE5), Color(hex: 0x00BBF9), Color(hex: 0xF15BB5),
    ]

    /// The balls' colour: what the ball extras make of them.
    static func ball(_ extras: ActiveExtras, at step: Int) -> Color {
        if extras.isEmpty { return ball }
        if extras.isActive(.energyBalls, at: step) { return Color(hex: 0x7DF9FF) }
        if extras.isActive(.explosiveBalls, at: step) { return Color(hex: 0xFF7A3D) }
        if extras.isActive(.weakBalls, at: step) { return Color(hex: 0x9A9AA8) }
        if extras.isActive(.chaoticBalls, at: step) { return Color(hex: 0xE070FF) }
        return ball
    }

    /// A capsule's colour: gold for points, green for good extras, red for bad ones, blue
    /// for the ones that may go either way.
    static func extra(_ e: Extra) -> Color {
        if e.points > 0 || e == .goldShower { return Color(hex: 0xFFC145) }
        if e.isMalus { return Color(hex: 0xFF5C5C) }
        switch e {
        case .random, .joker, .extraTime: return Color(hex: 0x5AA9FF)
        default: return Color(hex: 0x3DDC97)
        }
    }

    /// The capsule's icon: a short label.
    static func label(_ e: Extra) -> String {
        switch e {
        case .score200: return "200"
        case .score500: return "500"
        case .score1000: return "1K"
        case .score2000: return "2K"
        case .score5000: return "5K"
        case .score10000: return "10K"
        case .goldShower: return "$"
        case .lengthenPaddle: return "<->"
        case .shortenPaddle: return ">-<"
        case .stickyPaddle: return "S"
        case .frozenPaddle: return "FRZ"
        case .ghostPaddle: return "G"
        case .extraBall: return "+1"
        case .multiball: return "x3"
        case .fastBalls: return ">>"
        case .slowBalls: return "<<"
        case .energyBalls: return "E"
        case .explosiveBalls: return "X"
        case .weakBalls: return "W"
        case .chaoticBalls: return "C"
        case .extraFloor: return "FLR"
        case .laser: return "L"
        case .darkness: return "D"
        case .bonusMagnet: return "M+"
        case .malusMagnet: return "M-"
        case .extraLife: return "1UP"
        case .random: return "?"
        case .joker: return "J"
        case .reset: return "R"
        case .extraTime: return "+T"
        }
    }

    /// A brick's face colour: by kind, and for multi-hit bricks darker the more hits are left.
    @inline(__always)
    static func brick(_ brick: Brick) -> Color {
        if case .normal = brick.kind {
            let index = brick.placement.tint > 0 ? brick.placement.tint : brick.placement.row
            return tints[index % tints.count]
        }
        return special(brick)
    }

    /// The other kinds' colours, out of line (see `brick`).
    @inline(never)
    private static func special(_ brick: Brick) -> Color {
        switch brick.kind {
        case .normal:
            return Palette.brick(brick)
        case .multiHit:
            // 1 hit left: light steel; 4 left: deep steel.
            let t = Double(max(0, brick.hitsLeft - 1)) / 3
            return Color(hex: 0xC9D6EA).mixed(with: Color(hex: 0x3E5C8A), t)
        case .indestructible: return indestructible
        case .wall: return Color(hex: 0xA7AEC2)
        case .chaotic: return Color(hex: 0x8E5CC8)
        case .regenerating:
            // Teal, deeper the more hits are left.
            let t = Double(max(0, brick.hitsLeft - 1)) / 2
            return Color(hex: 0x8FF0DA).mixed(with: Color(hex: 0x1E8C7A), t)
        case .growing: return Color(hex: 0x66C26A)
        case .invisible: return Color(hex: 0xC9D6EA).mixed(with: Color(hex: 0x3E5C8A), Double(max(0, brick.hitsLeft - 1)) / 3)
        case .explosive: return explosive
        case .extraBall: return extraBall
        }
    }
}
