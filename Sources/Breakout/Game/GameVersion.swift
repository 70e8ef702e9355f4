/// The game's version: `breakout --version`, the installed package's version, and what
/// replays and network peers compare.
public enum GameVersion {
    public static let string = "0.16.0"
}
