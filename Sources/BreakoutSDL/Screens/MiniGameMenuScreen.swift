import Breakout
import Dynamics
import Translations
import WindowKit

/// LBreakoutHD's mini-games to choose from, each with its rules under the buttons; Back or
/// Esc returns to the title menu.
final class MiniGameMenuScreen: Screen {
    private(set) var list = MenuList(heading: trLater("MINI-GAMES"), subheading: trLater("one ball; each keeps its own high scores"),
                                     titles: MiniGame.allCases.map(\.title) + [trLater("Back")])

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event) {
            app.close(self)
        } else if let k = list.handle(event, window: app.window.size, font: app.font) {
            choose(k, app: app)
        }
        return true
    }

    /// Plays mini-game `k`, or goes back (the last entry).
    func choose(_ k: Int, app: AppWindow) {
        guard k < MiniGame.allCases.count else { return app.close(self) }
        app.start(.game(.miniGame(MiniGame.allCases[k])))
    }

    func update(_ dt: Double, context app: AppWindow) {}

    func draw(context app: AppWindow) {
        list.backdrop = app.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        let focused = list.focus < MiniGame.allCases.count ? tr(MiniGame.allCases[list.focus].rules) : tr("back to the title menu")
        list.draw(window: app.window.size, font: app.font, renderer: app.window.renderer,
                  hint: focused, notice: nil)
    }
}
