/// A type a settings file fills in: `GameRules` (what the game reads), and in the window's
/// module `DisplaySettings` (what the window reads) and `Settings` (the whole file, both).
/// The reader, the checks, the write-back, the store and the panel work on any of them
/// through its `schema`.
public protocol SettingsRoot: Hashable, Sendable {
    /// The shipped defaults.
    init()
    /// Its keys in the settings file.
    static var schema: SettingsSchema<Self> { get }
}
