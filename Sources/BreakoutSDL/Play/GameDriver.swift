import Breakout
import BreakoutNet
import Dynamics

/// How a game on the screen moves on: one driver for each way of playing (solo, a duel at
/// one keyboard, the demo, a replay, hot-seat, a network duel), each owning how it steps.
/// The game screen conducts: it hands the driver the frame's time and the players'
/// controls, and draws what the driver's game became.
///
/// ```swift
/// let driver: any GameDriver = SoloDriver(game: game)
/// driver.play(for: dt, controls: &controls, listener: screen)   // the steps due, each heard
/// field.draw(driver.game, ..., alpha: driver.alpha)
/// ```
protocol GameDriver: AnyObject {
    /// The game on the field (a hot-seat's turn hands over another player's).
    var game: Game { get }
    /// What this way of playing allows (rewind, the settings' rules, a kept replay, a
    /// restart, a pause): one preset per mode.
    var policy: PlayPolicy { get }
    /// How far to draw between the last two steps, 0 ... 1.
    var alpha: Double { get }
    /// The rules the game plays by when they are not the settings' (a replay's recorded
    /// ones), or nil.
    var ownRules: GameRules? { get }
    /// Where a finished game goes for another (a network duel's lobby), or nil.
    var rematchRoute: Route? { get }
    /// What the side panel calls the game ahead of its levels' name (a network duel, a
    /// hot-seat's turn), or nil.
    var title: String? { get }
    /// A hot-seat's players, each with their own game, or nil.
    var hotSeat: HotSeat? { get }
    /// A replay that has played all its steps.
    var replayHasEnded: Bool { get }
    /// A network duel's match (it cannot be played again from one side), or nil.
    var networkMatch: NetworkMatch? { get }

    /// Plays `dt` seconds of the game: the steps due, each with the controls' input, each
    /// heard by `listener` (which may stop the frame between steps).
    func play(for dt: Double, controls: inout PlayerControls, listener: StepListener)
    /// Starts the game over (only asked when `policy.restartRefusal` is nil): the same game
    /// object again (nil), or a new game and the player whose turn it is.
    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)?
    /// Takes changed rules (only asked when `policy.followsRules`).
    func adopt(_ rules: GameRules)
    /// The time banked and not yet stepped is dropped (a rewind, a restart).
    func resetClock()
    /// Lines for the banner since the last call (a network duel's connection news).
    func takeNotices() -> [String]
    /// What the game waits for, for the line across the field (a network duel's other
    /// side); `idle`: this side is paused or under a menu.
    func waitingLine(idle: Bool) -> String?
}

extension GameDriver {
    var ownRules: GameRules? { nil }
    var rematchRoute: Route? { nil }
    var title: String? { nil }
    var hotSeat: HotSeat? { nil }
    var replayHasEnded: Bool { false }
    var networkMatch: NetworkMatch? { nil }
    func takeNotices() -> [String] { [] }
    func waitingLine(idle: Bool) -> String? { nil }
}

/// What a step brought that the screen answers.
enum DriverEvent {
    /// A hot-seat turn passed: `finished`'s player handed over (their game may be over), and
    /// `next` is the game of `player`, whose turn it is.
    case turnPassed(finished: Game, next: Game, player: String)
    /// The replay has played all its steps (this step ran none).
    case replayEnded(Replay)
}

/// Who hears a driver's steps: the game screen.
protocol StepListener: AnyObject {
    /// Whether the next step may run (false: an overlay opened, the game paused).
    func mayStep() -> Bool
    /// A step ran (or, with `.replayEnded`, the replay could not run one).
    func didStep(_ event: DriverEvent?)
}

/// A driver that runs its own steps on the window's fixed-step clock: 120 steps a second, at
/// most 8 a frame (a stall is dropped, not caught up).
protocol ClockedDriver: GameDriver {
    var clock: FixedStepClock { get set }
    /// One step with the controls' input.
    func step(_ controls: inout PlayerControls) -> DriverEvent?
}

extension ClockedDriver {
    static func windowClock() -> FixedStepClock { FixedStepClock(stepDuration: Game.stepDuration, maximumSteps: 8) }

    var alpha: Double { clock.fraction }

    /// The game's speed (`rules.game_speed`) scales the time banked, not the steps, so a
    /// slowed game is the same game, step for step.
    func play(for dt: Double, controls: inout PlayerControls, listener: StepListener) {
        clock.add(dt * game.rules.timeScale)
        while clock.isStepDue && listener.mayStep() {
            _ = clock.takeStep()
            let event = step(&controls)
            listener.didStep(event)
            if case .replayEnded = event { break }
        }
    }

    func resetClock() { clock.reset() }
}
