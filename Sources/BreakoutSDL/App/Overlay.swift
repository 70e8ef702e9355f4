import CSDL2

/// A layer over the field that sees input first: the settings panel, alerts, the menu,
/// banners. The app asks the visible overlays, top first.
protocol Overlay: AnyObject {
    var isVisible: Bool { get }
    /// Whether the game waits while this overlay shows.
    var pausesGame: Bool { get }
    /// Returns true when the overlay used the event (the game then does not see it).
    func handle(_ event: SDL_Event, context: OverlayContext) -> Bool
    func update(_ dt: Double, context: OverlayContext)
    func draw(context: OverlayContext)
}
