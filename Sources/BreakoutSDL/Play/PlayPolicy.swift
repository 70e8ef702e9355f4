import Translations

/// What a way of playing allows, declared once per mode: each `GameDriver` returns one of
/// these presets and the game screen reads it, instead of a flag per question. What changes
/// while playing (the game, a hot-seat's turn, a replay's end) stays with the driver.
///
/// ```swift
/// driver.policy.canRewind        // R rewinds a solo game, not a replay
/// PlayPolicy.network.pauseRefusal // "A network duel does not pause: ..."
/// ```
struct PlayPolicy: Equatable {
    /// A player steers this game from the window (not the demo's autoplayer, not a replay).
    var isPlayed = false
    /// Whether R may rewind it (a game of several players or machines cannot go back on one).
    var canRewind = false
    /// Whether the game takes the settings' rules as they change; a replay keeps its
    /// recorded ones, a network game those both sides agreed on.
    var followsRules = false
    /// Whether the window keeps this game's replay (`PlayOptions.lastReplayPath`): a replay,
    /// a hot-seat's several games and a network duel (whose match keeps its own) are not kept.
    var keepsReplay = false
    /// One player's own game (no demo, replay, duel, hot-seat or network game): it is saved as
    /// it goes, to resume when left unfinished, and may continue after it is over.
    var isSolo = false
    /// A duel against the computer (which plays the top paddle).
    var playsComputer = false
    /// Two players at one window: a second pad steers the top paddle.
    var secondPadPlaysTop = false
    /// Why the game cannot start over, or nil when it can.
    var restartRefusal: String?
    /// Why the game cannot pause (a network duel goes on under the menu), or nil.
    var pauseRefusal: String?
    /// What the side panel calls the game when no name came with its levels (a replay), or nil.
    var untitledName: String?

    // The presets are computed, so that their words are in the language of the moment.

    /// One player (a test play from the editor too).
    static var solo: PlayPolicy { PlayPolicy(isPlayed: true, canRewind: true, followsRules: true, keepsReplay: true, isSolo: true) }
    /// The autoplayer plays; its game is kept as the last replay like any other.
    static var demo: PlayPolicy { PlayPolicy(followsRules: true, keepsReplay: true) }
    /// Two players at one window.
    static var duel: PlayPolicy { PlayPolicy(isPlayed: true, canRewind: true, followsRules: true, keepsReplay: true, secondPadPlaysTop: true) }
    /// A duel against the computer at one window.
    static var versusComputer: PlayPolicy {
        var policy = duel
        policy.playsComputer = true
        return policy
    }
    /// Players taking turns, each with a game of their own: no going back on another's turn.
    static var hotSeat: PlayPolicy { PlayPolicy(isPlayed: true, followsRules: true) }
    /// A recording played back by its own rules.
    static var replay: PlayPolicy { PlayPolicy(untitledName: tr("Replay")) }
    /// A duel with another machine: both sides play it, so neither pauses, rewinds nor starts over.
    static var network: PlayPolicy {
        PlayPolicy(isPlayed: true,
                   restartRefusal: tr("a network game cannot start over: both sides play it"),
                   pauseRefusal: tr("A network duel does not pause: the other side plays on (Esc opens the menu over the game)"))
    }
}
