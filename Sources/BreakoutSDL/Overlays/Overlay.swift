import WindowKit

/// A layer over the field that sees input first: the settings panel, alerts, the menu,
/// banners. A window-layer `Layer` whose context is the game's (`OverlayContext`); the app
/// keeps them in a `LayerStack`, which asks the visible ones top first.
protocol Overlay: Layer where Context == OverlayContext {}
