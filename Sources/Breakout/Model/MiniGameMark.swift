/// What a brick is to the mini-game being played, for the window to mark it so a player sees
/// what to hit.
///
/// ```swift
/// for (brick, mark) in game.miniGameMarks where mark == .target { highlight(brick) }
/// ```
public enum MiniGameMark: Hashable, Sendable {
    /// The brick to hit (Sitting Ducks' marked duck) or to catch (Hunter's prey).
    case target
    /// Hunter's hunter.
    case hunter
    /// A Hunter control: a hit moves the hunter `dx`, `dy` cells.
    case control(dx: Int, dy: Int)
    /// A brick that reaches out to the side wall beside it (Hunter's floor shuts the gap
    /// between the grid and the wall).
    case sealsGap
}
