import Breakout
import BreakoutNet
import Dynamics
import Translations

/// A network duel: the match steps the game in lockstep with the other machine's, on the
/// match's own clock, whenever both sides' inputs are there. This side's part is its paddle
/// and its serve; the host plays the bottom paddle, the joiner the top one. The last step
/// is drawn (the match's steps do not follow the frame's).
///
/// ```swift
/// let driver = NetworkDriver(match, role: .join(host: "127.0.0.1", port: 8000))
/// ```
final class NetworkDriver: GameDriver {
    let match: NetworkMatch
    /// Where the other side is: the host listens again on its port, the joiner connects again.
    let role: PlayOptions.NetworkRole
    /// The match's notices already shown.
    private var noticesShown = 0
    private var endShown = false

    init(_ match: NetworkMatch, role: PlayOptions.NetworkRole) {
        self.match = match
        self.role = role
    }

    var game: Game { match.session.game }
    var policy: PlayPolicy { .network }
    var alpha: Double { 1 }
    var title: String? { tr("Network duel") }
    var networkMatch: NetworkMatch? { match }
    /// A finished duel, another: the lobby again, on the same port or to the same host, for a
    /// new game (a new seed) once both sides chose it.
    var rematchRoute: Route? { match.state == .ended ? .networkLobby(role) : nil }

    /// The match runs its frame: what came in, the steps both inputs allow (each with this
    /// side's paddle target and a serve that no step took yet), what goes out.
    func play(for dt: Double, controls: inout PlayerControls, listener: StepListener) {
        var launch = controls.pendingTap
        let target = controls.paddleTarget
        match.runFrame(now: ProcessClock.secondsSinceStart()) { _ in
            defer { launch = false }
            return GameInput.PlayerPart(paddleX: target, launch: launch)
        }
        // A serve no step took yet waits for the next frame.
        controls.pendingTap = launch
        listener.didStep(nil)
    }

    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? { nil }
    func adopt(_ rules: GameRules) {}
    func resetClock() {}

    /// The match's news, and once it ended other than by the game's own end, why (with the
    /// replays it kept).
    func takeNotices() -> [String] {
        var lines = Array(match.notices.dropFirst(noticesShown))
        noticesShown = match.notices.count
        if match.state == .ended, let outcome = match.outcome, !endShown {
            endShown = true
            if outcome != .finished {
                var line = tr("network game over: %s", "\(outcome)")
                if !match.savedReplays.isEmpty { line += " " + tr("(replay kept in %s)", match.savedReplays.joined(separator: ", ")) }
                lines.append(line)
            }
        }
        return lines
    }

    /// The connection to come back (with the seconds left), or the other side's input for
    /// over half a second (the link is slow, or the other side stalled), with the seconds
    /// before the game ends without it (Esc opens the menu, whose Quit leaves at once).
    func waitingLine(idle: Bool) -> String? {
        let now = ProcessClock.secondsSinceStart()
        switch match.state {
        case let .waitingForPeer(since):
            let left = max(0, Int((match.options.reconnectWait - (now - since)).rounded(.up)))
            return tr("CONNECTION LOST: waiting %d s for the other side", left)
        case .playing where !idle:
            guard let last = match.lastStepTime, now - last > 0.5, let left = match.stallSecondsLeft(now: now) else { return nil }
            return tr("WAITING FOR THE OTHER SIDE: the game ends in %d s without it", Int(left.rounded(.up)))
        default:
            return nil
        }
    }
}
