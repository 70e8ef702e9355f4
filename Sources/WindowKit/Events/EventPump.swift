import CSDL2

/// Where a window's events come from: SDL's queue, each event translated once into a
/// `WindowEvent`. Controllers connecting and going are the pump's to handle
/// (`Controllers`), and a dropped file's string is freed here, whoever reads the event.
///
/// ```swift
/// let pump = EventPump(window: window, controllers: controllers)
/// while let event = pump.next() { screens.handle(event, context: self) }
/// ```
public final class EventPump {
    private let window: GameWindow
    private let controllers: Controllers

    public init(window: GameWindow, controllers: Controllers) {
        self.window = window
        self.controllers = controllers
    }

    /// The next event a screen takes, or nil when the queue is empty.
    public func next() -> WindowEvent? {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            controllers.handle(event)
            let translated = WindowEvent(event, windowSize: window.size)
            if event.type == SDL_DROPFILE.rawValue || event.type == SDL_DROPTEXT.rawValue { SDL_free(event.drop.file) }
            if let translated { return translated }
        }
        return nil
    }
}
