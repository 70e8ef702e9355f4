import CSDL2

/// An 8-bit RGBA colour.
public struct Color: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xff), g: UInt8((hex >> 8) & 0xff), b: UInt8(hex & 0xff), a: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color {
        Color(r: r, g: g, b: b, a: UInt8(max(0, min(255, Double(a) * alpha))))
    }

    /// Mixed toward `other` by t (0 = self, 1 = other).
    public func mixed(with other: Color, _ t: Double) -> Color {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(max(0, min(255, Double(x) + (Double(y) - Double(x)) * t))) }
        return Color(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
    }

    /// As 0xAARRGGBB, the format pixels are read back in.
    var argb: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }

    public static let white = Color(r: 255, g: 255, b: 255)
    public static let black = Color(r: 0, g: 0, b: 0)
}
