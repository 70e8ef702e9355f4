import Dynamics
import WindowKit

/// The help page as a screen of its own (the title menu's Help): every extra, brick kind,
/// mini-game and key. The wheel and the arrows scroll; any other key, a click, Esc or the
/// Back button goes back.
final class HelpScreen: AppScreen {
    let page: HelpPage = {
        let page = HelpPage()
        page.open()
        return page
    }()

    func handle(_ event: WindowEvent, context host: ScreenHost) -> Bool {
        if page.react(to: event, window: host.window.size, font: host.font, settings: host.settingsStore.settings) == .close {
            host.close(self)
        }
        return true
    }

    func update(_ dt: Double, context host: ScreenHost) {}

    func draw(context host: ScreenHost) {
        page.drawPage(window: host.window.size, font: host.font, settings: host.settingsStore.settings, renderer: host.window.renderer)
    }
}
