/// A game controller's instance id: the same for as long as the pad stays connected
/// (`Controllers.seat(of:)` says which player it is).
public typealias PadID = Int32

/// A controller's button pressed or released.
public struct PadButtonEvent: Hashable, Sendable {
    public var pad: PadID
    public var button: PadButton
    public var isDown: Bool

    public init(pad: PadID = 0, button: PadButton, isDown: Bool) {
        self.pad = pad
        self.button = button
        self.isDown = isDown
    }
}

/// A controller's stick or trigger moved.
public struct PadAxisEvent: Hashable, Sendable {
    public enum Axis: Hashable, Sendable { case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger }

    public var pad: PadID
    public var axis: Axis
    /// SDL's reading over 32,767: -1 ... 1 for a stick (right and down positive; the far
    /// left reads a hair under -1), 0 ... 1 for a trigger.
    public var value: Double

    public init(pad: PadID = 0, axis: Axis, value: Double) {
        self.pad = pad
        self.axis = axis
        self.value = value
    }
}

/// A controller's accelerometer, in m/s² along the pad's own axes (x right, y up, z toward
/// the player): gravity when it is held still.
public struct PadMotionEvent: Hashable, Sendable {
    public var pad: PadID
    public var x: Double
    public var y: Double
    public var z: Double

    public init(pad: PadID = 0, x: Double, y: Double, z: Double = 0) {
        self.pad = pad
        self.x = x
        self.y = y
        self.z = z
    }
}
