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

    static func powerUp(_ p: PowerUp) -> Color {
        switch p {
        case .widePaddle: return Color(hex: 0x3DDC97)
        case .slowBalls: return Color(hex: 0x5AA9FF)
        case .extraLife: return Color(hex: 0xFF5C8A)
        case .multiball: return Color(hex: 0xFFC145)
        }
    }

    static func letter(_ p: PowerUp) -> String {
        switch p {
        case .widePaddle: return "W"
        case .slowBalls: return "S"
        case .extraLife: return "L"
        case .multiball: return "M"
        }
    }

    /// A brick's face colour: by kind, and for multi-hit bricks darker the more hits are left.
    static func brick(_ brick: Brick) -> Color {
        switch brick.kind {
        case .normal:
            let index = brick.placement.tint > 0 ? brick.placement.tint : brick.placement.row
            return tints[index % tints.count]
        case .multiHit:
            // 1 hit left: light steel; 4 left: deep steel.
            let t = Double(max(0, brick.hitsLeft - 1)) / 3
            return Color(hex: 0xC9D6EA).mixed(with: Color(hex: 0x3E5C8A), t)
        case .indestructible: return indestructible
        case .explosive: return explosive
        case .extraBall: return extraBall
        case let .powerUp(p): return powerUp(p)
        }
    }
}
