/// A type the settings file fills in: `Settings` (the whole file), or one part of it,
/// `GameRules` (what the game reads) or `DisplaySettings` (what the window reads). The
/// reader, the checks, the write-back, the store and the panel work on any of them through
/// its `schema`.
public protocol SettingsRoot: Hashable, Sendable {
    /// The shipped defaults.
    init()
    /// Its keys in the settings file.
    static var schema: SettingsSchema<Self> { get }
}
