import Dynamics
import WindowKit

/// The help page as a screen of its own (the title menu's Help): every extra, brick kind,
/// mini-game and key. The wheel and the arrows scroll; any other key, a click, Esc or the
/// Back button goes back.
final class HelpScreen: Screen {
    let page: HelpOverlay = {
        let page = HelpOverlay()
        page.open()
        return page
    }()

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if page.react(to: event, window: app.window.size, font: app.font, settings: app.settingsStore.settings) == .close {
            app.close(self)
        }
        return true
    }

    func update(_ dt: Double, context app: AppWindow) {}

    func draw(context app: AppWindow) {
        page.drawPage(window: app.window.size, font: app.font, settings: app.settingsStore.settings, renderer: app.window.renderer)
    }
}
