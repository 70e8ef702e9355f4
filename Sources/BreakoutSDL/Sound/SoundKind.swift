import Breakout

/// The game's sounds: LBreakoutHD's, one kind for each place it plays one (a theme plays its
/// recording, `ThemeSounds`), and a few of ours. Each one is synthesized at load time too
/// (see `SoundVoice`); the ones that follow a combo come in several pitches.
///
/// ```swift
/// SoundKind.caught(.lengthenPaddle)   // .expand: LBreakoutHD's expand.wav
/// ```
enum SoundKind: String, CaseIterable, Hashable, Sendable {
    // The balls
    /// A ball bounces off a wall (ours: LBreakoutHD is silent there).
    case wall
    /// A ball touches the paddle (higher after a bigger combo).
    case paddle
    /// A hit leaves the brick standing: it lost a hit, or cannot be broken (LBreakoutHD's reflectbrick).
    case reflectBrick
    /// A brick breaks (higher the longer the combo runs).
    case brick
    /// An energy ball breaks a brick (instead of `brick`).
    case energyHit
    /// An explosive brick goes off, or an explosive ball blows a brick up with its neighbours.
    case explosion
    /// The sticky paddle holds a ball (and the sticky paddle is caught).
    case attach
    /// The laser fires.
    case shot
    case lifeLost
    /// Ours: LBreakoutHD says only its speech, so a theme leaves it silent (`ThemeSounds.silenced`).
    case levelCleared

    // The extras caught, LBreakoutHD's sound for each (`caught(_:)`)
    case score, goldShower, expand, shrink, gainLife, energyBalls, extraBall
    /// The extra floor rises (and, ours, sinks).
    case floor
    case freeze
    /// LBreakoutHD's standard.wav: the laser (and random's, though a random capsule here
    /// sounds as the extra it becomes).
    case powerUp
    case speedUp, speedDown, joker, darkness, chaos, ghost, disable, timeAdd, explosiveBalls, bonusMagnet, malusMagnet, weakBalls

    // Menus
    /// The focus moves to another entry.
    case menuMotion
    /// An entry is chosen, or a setting changed.
    case menuClick
    /// A dialog opens that waits for the player: the pause menu, a question (LBreakout2's
    /// click.wav; LBreakoutHD loads it and never plays it).
    case click

    // Speech (`display.speech`): no synthesized voice, so only a theme's recordings speak
    /// One or the other, half the times a level is cleared without a life lost in it.
    case veryGood, excellent
    /// One or the other, half the times a life is lost, with `display.bad_speech` on.
    case damn, dammit

    /// How many semitone steps above the base pitch are prepared (step 0 is the base).
    var pitchSteps: Int {
        switch self {
        case .paddle, .brick: return SoundRequest.maxPitchStep + 1
        default: return 1
        }
    }

    /// Speech: silent unless a theme has the recording.
    var isSpeech: Bool { [.veryGood, .excellent, .damn, .dammit].contains(self) }

    /// What catching `extra` sounds like: LBreakoutHD's sound for it (theme.cpp gives every
    /// extra one); our multiball sounds like the extra ball.
    static func caught(_ extra: Extra) -> SoundKind {
        switch extra {
        case .score200, .score500, .score1000, .score2000, .score5000, .score10000: return .score
        // LBreakoutHD plays score.wav here and never its Standard's goldshower.wav; LBreakout2 plays that.
        case .goldShower: return .goldShower
        case .lengthenPaddle: return .expand
        case .shortenPaddle: return .shrink
        case .extraLife: return .gainLife
        case .stickyPaddle: return .attach
        case .energyBalls: return .energyBalls
        case .extraBall, .multiball: return .extraBall
        case .extraFloor: return .floor
        case .frozenPaddle: return .freeze
        case .laser, .random: return .powerUp
        case .fastBalls: return .speedUp
        case .slowBalls: return .speedDown
        case .joker: return .joker
        case .darkness: return .darkness
        case .chaoticBalls: return .chaos
        case .ghostPaddle: return .ghost
        case .reset: return .disable
        case .extraTime: return .timeAdd
        case .explosiveBalls: return .explosiveBalls
        case .bonusMagnet: return .bonusMagnet
        case .malusMagnet: return .malusMagnet
        case .weakBalls: return .weakBalls
        }
    }
}
