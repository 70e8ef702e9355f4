import Breakout
import Translations

/// What the window calls a duel's two sides: Player 1 and Player 2, or, against the
/// computer, you and the computer. The banner, the result alert and the side panel all say
/// it the same way.
///
/// ```swift
/// DuelSides(versusComputer: true).winner(.top)      // "THE COMPUTER WINS THE DUEL"
/// ```
struct DuelSides {
    var versusComputer = false

    /// The line for `side` winning.
    func winner(_ side: PaddleSide) -> String {
        switch (side, versusComputer) {
        case (.bottom, false): return tr("PLAYER 1 WINS THE DUEL")
        case (.top, false): return tr("PLAYER 2 WINS THE DUEL")
        case (.bottom, true): return tr("YOU WIN THE DUEL")
        case (.top, true): return tr("THE COMPUTER WINS THE DUEL")
        }
    }

    /// The frags, bottom's then top's, for the side panel.
    func frags(_ frags: [Int]) -> String {
        versusComputer ? tr("You: %1$d   Computer: %2$d", frags[0], frags[1])
                       : tr("Player 1: %1$d   Player 2: %2$d", frags[0], frags[1])
    }
}
