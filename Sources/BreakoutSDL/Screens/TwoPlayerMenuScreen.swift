import Breakout
import CSDL2
import Dynamics
import WindowKit

/// Games for two at one machine: the duel (two paddles, frags). Back or Esc returns to the
/// title menu.
final class TwoPlayerMenuScreen: AppScreen {
    enum Choice: CaseIterable, Sendable {
        case duel, back

        var title: String {
            switch self {
            case .duel: return trLater("Duel")
            case .back: return trLater("Back")
            }
        }

        /// The line under the buttons for the focused entry.
        var hint: String {
            switch self {
            case .duel: return trLater("Player 1: mouse or arrows, Space serves.  Player 2: A and D, S serves.")
            case .back: return trLater("back to the title menu")
            }
        }
    }

    private(set) var list = MenuList(heading: trLater("TWO PLAYERS"), subheading: trLater("on one screen"),
                                     titles: Choice.allCases.map(\.title))

    func handle(_ event: SDL_Event, context host: ScreenHost) -> Bool {
        if PageStyle.isBack(event) {
            host.close(self)
        } else if let k = list.handle(event, window: host.window.size, font: host.font) {
            choose(Choice.allCases[k], host: host)
        }
        return true
    }

    /// What each entry does (tests call it as a click would).
    func choose(_ choice: Choice, host: ScreenHost) {
        switch choice {
        case .duel: host.playGame(LevelSequence.standardDuel(), name: tr("Duel"))
        case .back: host.close(self)
        }
    }

    func update(_ dt: Double, context host: ScreenHost) {}

    func draw(context host: ScreenHost) {
        list.backdrop = host.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        list.draw(window: host.window.size, font: host.font, renderer: host.window.renderer,
                  hint: tr(Choice.allCases[list.focus].hint), notice: nil)
    }
}
