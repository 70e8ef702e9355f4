import Breakout
import Dynamics
import WindowKit

/// LBreakoutHD's mini-games to choose from, each with its rules under the buttons; Back or
/// Esc returns to the title menu.
final class MiniGameMenuScreen: AppScreen {
    private(set) var list = MenuList(heading: trLater("MINI-GAMES"), subheading: trLater("one ball; each keeps its own high scores"),
                                     titles: MiniGame.allCases.map(\.title) + [trLater("Back")])

    func handle(_ event: WindowEvent, context host: ScreenHost) -> Bool {
        if PageStyle.isBack(event) {
            host.close(self)
        } else if let k = list.handle(event, window: host.window.size, font: host.font) {
            choose(k, host: host)
        }
        return true
    }

    /// Plays mini-game `k`, or goes back (the last entry).
    func choose(_ k: Int, host: ScreenHost) {
        guard k < MiniGame.allCases.count else { return host.close(self) }
        host.go(to: .game(.miniGame(MiniGame.allCases[k])))
    }

    func update(_ dt: Double, context host: ScreenHost) {}

    func draw(context host: ScreenHost) {
        list.backdrop = host.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        let focused = list.focus < MiniGame.allCases.count ? tr(MiniGame.allCases[list.focus].rules) : tr("back to the title menu")
        list.draw(window: host.window.size, font: host.font, renderer: host.window.renderer,
                  hint: focused, notice: nil)
    }
}
