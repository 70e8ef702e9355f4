/// Which level comes next.
public enum LevelSequence: Hashable, Codable, Sendable {
    /// These levels in order, starting over after the last.
    case list([Level])

    /// Level `number` (from 1).
    public func level(_ number: Int, settings: Settings, seed: UInt64) -> Level {
        switch self {
        case let .list(levels):
            precondition(!levels.isEmpty, "LevelSequence.list needs at least one level")
            return levels[(number - 1) % levels.count]
        }
    }
}
