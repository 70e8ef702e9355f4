import CSDL2
import Geometry

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

    /// Waits until an event is in the queue or `seconds` pass (a still window sleeps here
    /// instead of drawing frames); the event stays for `next()`.
    public func wait(seconds: Double) {
        _ = SDL_WaitEventTimeout(nil, Int32(max(0, min(seconds, 10)) * 1000))
    }

    /// Whether the window system asked for the picture again since the last look (the
    /// window was uncovered, shown, restored or resized): a still window must draw it, not
    /// only a changed one.
    public func takeRedrawRequest() -> Bool {
        defer { redrawRequested = false }
        return redrawRequested
    }
    private var redrawRequested = false

    /// The next event a screen takes, or nil when the queue is empty.
    public func next() -> WindowEvent? {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            controllers.handle(event)
            if event.type == SDL_WINDOWEVENT.rawValue && Self.asksForThePicture(event.window.event) { redrawRequested = true }
            var translated = WindowEvent(event, windowSize: window.size)
            let scale = window.effectiveInterfaceScale
            if scale != 1 { translated = translated?.inInterfacePoints(scale: scale) }
            if event.type == SDL_DROPFILE.rawValue || event.type == SDL_DROPTEXT.rawValue { SDL_free(event.drop.file) }
            if let translated { return translated }
        }
        return nil
    }
}

extension EventPump {
    static func asksForThePicture(_ event: UInt8) -> Bool {
        [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED,
         SDL_WINDOWEVENT_SIZE_CHANGED].contains { UInt8($0.rawValue) == event }
    }
}

extension WindowEvent {
    /// The event in the window's points at an interface scale of `scale`: the mouse's
    /// position and motion and a new window size come in the desktop's points. (A touch is
    /// placed in the window's points already: SDL gives it as a share of the window.)
    func inInterfacePoints(scale: Double) -> WindowEvent {
        switch self {
        case var .pointer(p) where p.source == .mouse:
            p.position = Point(x: p.position.x / scale, y: p.position.y / scale)
            p.movement = Vector(dx: p.movement.dx / scale, dy: p.movement.dy / scale)
            return .pointer(p)
        case let .resized(size):
            return .resized(Size(width: size.width / scale, height: size.height / scale))
        default:
            return self
        }
    }
}
