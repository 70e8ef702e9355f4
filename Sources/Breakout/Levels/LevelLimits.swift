/// The largest levels and level files the game reads. Level files come from anywhere, and
/// everything after loading (layout, bricks, boundaries, chain reactions, the autoplayer)
/// grows with their size, so the loaders refuse more with a message naming the limit.
/// LBreakout2's levels are 14 x 18; the largest levelset Debian ships holds 100 levels.
enum LevelLimits {
    /// Columns and rows of one level.
    static let maxColumns = 64
    static let maxRows = 64
    /// Levels in one file.
    static let maxLevels = 1000
    /// Bytes in one file (4 MiB: over 50 times the largest shipped levelset).
    static let maxFileBytes = 4 << 20
}
