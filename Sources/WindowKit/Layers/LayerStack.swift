/// A window's layers, bottom to top: events go to the visible layers top first until one
/// uses them; updates and drawing go to the visible ones bottom first.
///
/// ```swift
/// let layers = LayerStack<MyContext>()
/// layers.push(menu)
/// layers.push(banner)                         // above the menu
/// if !layers.handle(event, context: self) { /* the field's own input */ }
/// layers.update(dt, context: self)
/// layers.draw(context: self)
/// ```
public final class LayerStack<Context> {
    public private(set) var layers: [any Layer<Context>] = []

    public init() {}

    /// Adds `layer` on top.
    public func push(_ layer: any Layer<Context>) {
        layers.append(layer)
    }

    /// Offers `event` to the visible layers, top first; true when one used it.
    public func handle(_ event: WindowEvent, context: Context) -> Bool {
        for layer in layers.reversed() where layer.isVisible {
            if layer.handle(event, context: context) { return true }
        }
        return false
    }

    public func update(_ dt: Double, context: Context) {
        for layer in layers where layer.isVisible { layer.update(dt, context: context) }
    }

    public func draw(context: Context) {
        for layer in layers where layer.isVisible { layer.draw(context: context) }
    }

    /// Whether a visible layer makes what lies below wait.
    public var pausesBelow: Bool { layers.contains { $0.isVisible && $0.pausesBelow } }
}
