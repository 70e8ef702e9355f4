import Dynamics

/// What the player does in one step: where the paddle should be, the buttons, and how the
/// device is tilted. Replays record it, so everything in it plays back.
public struct GameInput: Hashable, Codable, Sendable {
    /// The paddle's wanted centre x (nil: stay).
    var paddleX: Double?
    /// Launch the waiting balls; after a cleared level, go on to the next.
    var launch: Bool
    /// Tap-push every ball in play.
    var push: Bool
    /// The fire button is held: the laser fires while it is.
    var fire: Bool
    /// Skip to the next level, when few enough bricks are left (`Game.canWarp`).
    var warp: Bool
    /// The device's tilt as the acceleration a sensor reads, in m/s^2 (a controller's or a
    /// phone's accelerometer). With `display.tilt_gravity` on, gravity leans the same way;
    /// nil: the last tilt holds.
    public var tilt: Vector?

    public init(paddleX: Double? = nil, launch: Bool = false, push: Bool = false, fire: Bool = false, warp: Bool = false,
                tilt: Vector? = nil) {
        self.paddleX = paddleX
        self.launch = launch
        self.push = push
        self.fire = fire
        self.warp = warp
        self.tilt = tilt
    }

    public static let none = GameInput()
}
