/// The game's sounds. Each one is synthesized at load time (see `SoundVoice`); the ones that
/// follow a combo come in several pitches.
enum SoundKind: String, CaseIterable, Hashable, Sendable {
    /// A ball bounces off a wall.
    case wall
    /// A ball touches the paddle (higher after a bigger combo).
    case paddle
    /// A ball hits or breaks a brick (higher the longer the combo runs).
    case brick
    case powerUp
    /// The laser fires.
    case shot
    /// A magnet starts pulling capsules.
    case magnet
    /// The extra floor rises or sinks.
    case floor
    case lifeLost
    case levelCleared

    /// How many semitone steps above the base pitch are prepared (step 0 is the base).
    var pitchSteps: Int {
        switch self {
        case .paddle, .brick: return SoundRequest.maxPitchStep + 1
        case .wall, .powerUp, .shot, .magnet, .floor, .lifeLost, .levelCleared: return 1
        }
    }
}
