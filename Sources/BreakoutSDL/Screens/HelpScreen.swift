import CSDL2
import Dynamics
import WindowKit

/// The help page as a screen of its own (the title menu's Help): every extra, brick kind,
/// mini-game and key. Any key, click or button goes back.
final class HelpScreen: AppScreen {
    private let page = HelpPage()

    func handle(_ event: SDL_Event, context host: ScreenHost) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN where event.key.`repeat` == 0, SDL_MOUSEBUTTONUP, SDL_CONTROLLERBUTTONDOWN, SDL_FINGERUP:
            host.close(self)
        default:
            break
        }
        return true
    }

    func update(_ dt: Double, context host: ScreenHost) {}

    func draw(context host: ScreenHost) {
        page.drawPage(window: host.window.size, font: host.font, renderer: host.window.renderer)
    }
}
