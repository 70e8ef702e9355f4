import Geometry

/// The mouse or a finger going down, moving or coming up, in window points.
///
/// ```swift
/// if case let .pointer(p) = event, p.phase == .down, p.button == .left, button.contains(p.position) { press() }
/// ```
public struct PointerEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable { case down, moved, up }

    public enum Button: Hashable, Sendable { case left, middle, right, other }

    /// The buttons held during a move (a finger counts as the left button).
    public struct Buttons: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let left = Buttons(rawValue: 1 << 0)
        public static let middle = Buttons(rawValue: 1 << 1)
        public static let right = Buttons(rawValue: 1 << 2)
    }

    /// Where the event came from. SDL also sends a mouse event for each touch
    /// (`mouseFromTouch`): menus may take those as clicks; the paddle, which follows touches
    /// as touches, leaves them alone.
    public enum Source: Hashable, Sendable { case mouse, touch, mouseFromTouch }

    public var phase: Phase
    public var position: Point
    /// How far it moved since the last event (a move), in window points.
    public var movement: Vector
    /// The button that went down or up (nil for a move).
    public var button: Button?
    /// The buttons held during a move (a drag holds one).
    public var held: Buttons
    public var source: Source

    public init(phase: Phase, position: Point, movement: Vector = .zero, button: Button? = nil, held: Buttons = [],
                source: Source = .mouse) {
        self.phase = phase
        self.position = position
        self.movement = movement
        self.button = button
        self.held = held
        self.source = source
    }

    /// The mouse's (or a finger's mouse event): what menus and dialogs take as clicks.
    public var isMouse: Bool { source != .touch }

    /// A mouse button (or a finger's mouse event) pressing at `position`, for clicks in menus.
    public var isPress: Bool { phase == .down && isMouse }
}
