/// The host of a window's screens, bottom to top: events go to the visible screens top
/// first until one uses them; updates and drawing go to the visible ones bottom first.
///
/// ```swift
/// let screens = ScreenStack<MyContext>()
/// screens.push(menu)
/// screens.push(banner)                        // above the menu
/// if !screens.handle(event, context: self) { /* the field's own input */ }
/// screens.update(dt, context: self)
/// screens.draw(context: self)
/// ```
public final class ScreenStack<Context> {
    public private(set) var screens: [any Screen<Context>] = []

    public init() {}

    /// Adds `screen` on top.
    public func push(_ screen: any Screen<Context>) {
        screens.append(screen)
    }

    /// Offers `event` to the visible screens, top first; true when one used it.
    public func handle(_ event: WindowEvent, context: Context) -> Bool {
        for screen in screens.reversed() where screen.isVisible {
            if screen.handle(event, context: context) { return true }
        }
        return false
    }

    public func update(_ dt: Double, context: Context) {
        for screen in screens where screen.isVisible { screen.update(dt, context: context) }
    }

    public func draw(context: Context) {
        for screen in screens where screen.isVisible { screen.draw(context: context) }
    }

    /// Whether a visible screen makes what lies below wait.
    public var pausesBelow: Bool { screens.contains { $0.isVisible && $0.pausesBelow } }
}
