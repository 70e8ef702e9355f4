import CSDL2

/// The modifier keys held with a key press (either side's Shift, Ctrl, Alt, or the system key).
///
/// ```swift
/// if press.key == .letter("s") && press.modifiers.contains(.control) { save() }
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Windows, Command or Super key.
    public static let system = KeyModifiers(rawValue: 1 << 3)

    /// From SDL's modifier state.
    init(sdl mod: UInt32) {
        var m: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { m.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { m.insert(.system) }
        self = m
    }

    /// SDL's modifier state for these keys (the left one of each pair).
    var sdl: UInt32 {
        var mod: UInt32 = 0
        if contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
        if contains(.control) { mod |= KMOD_LCTRL.rawValue }
        if contains(.alt) { mod |= KMOD_LALT.rawValue }
        if contains(.system) { mod |= KMOD_LGUI.rawValue }
        return mod
    }

    /// The modifiers held now (for a click with Shift held, which a pointer event does not carry).
    public static var held: KeyModifiers { KeyModifiers(sdl: UInt32(SDL_GetModState().rawValue)) }
}
