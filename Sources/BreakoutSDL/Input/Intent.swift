import Geometry

/// What the player means, from whatever device: the app turns window events into intents and
/// intents into game input.
enum Intent: Equatable, Sendable {
    /// Move the paddle's centre to this field x (the absolute mouse, a touch's drag).
    case paddleTo(Double)
    /// Move the paddle's centre by this many field points (the relative mouse).
    case paddleBy(Double)
    /// A touch's tap without a drag: push the balls (or launch them, or go on).
    case tap
    /// Space: push (or launch, or go on).
    case push
    /// Space or the controller's A held (true) or let go (false): the laser fires while held.
    case fire(Bool)
    /// The steer key (Down), the right mouse button where steering is on, or the
    /// controller's right shoulder or right trigger held (true) or let go: the balls are drawn to the paddle.
    case steer(Bool)
    /// W or the controller's X: warp to the next level when few bricks are left.
    case warp
    case togglePause
    case rewind(Bool)
    case toggleSettings
    /// The Controls page: the mouse, and every key and pad button.
    case toggleControls
    /// F1: the help page.
    case toggleHelp
    case menu
    case quit
    /// The paddle's keys (or the pad's D-pad): -1, 0 or 1.
    case paddleKeys(Int)
    /// A duel's second player: A and D move the top paddle (-1, 0 or 1), S (or their pad's A) serves.
    case topPaddleKeys(Int)
    case topLaunch
    /// A controller stick, -1 ... 1.
    case paddleStick(Double)
    /// A duel's second pad's stick, -1 ... 1: the top paddle.
    case topPaddleStick(Double)
    /// A controller's accelerometer: gravity direction in the screen plane.
    case tilt(Vector)
    case confirm
    case focusLost
    case resized
}
