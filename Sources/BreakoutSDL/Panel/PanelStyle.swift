import WindowKit
/// The settings panel's colours, beside the game's `Palette`.
enum PanelStyle {
    static let backdrop = Color(r: 4, g: 6, b: 16, a: 170)
    static let card = Color(hex: 0x161B36)
    static let cardEdge = Color(hex: 0x343C6E)
    // Opaque: a translucent rounded rect blends twice where its parts overlap (the corners).
    static let shadow = Color(hex: 0x05060E)
    static let focusRow = Color(hex: 0x222850)
    static let well = Color(hex: 0x2A3159)
    static let button = Color(hex: 0x3A4478)
    static let divider = Color(hex: 0x4A5388)
    static let active = Palette.paddle
    static let activeText = Color(hex: 0x0A0D1E)
    static let knobOff = Color(hex: 0xB7BDD6)
    static let knobRim = Color(hex: 0x2E7FA8)
    static let error = Color(hex: 0xFF8A9A)
}
