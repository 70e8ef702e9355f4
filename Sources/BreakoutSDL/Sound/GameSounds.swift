import Breakout
import Translations

/// The game's sounds, sent to a `SoundClient`: what each performed action sounds like (as
/// LBreakoutHD plays them), what is said (`GameSpeech`) and the menus' sounds
/// (`MenuFeedback`), at `display.volume`. One request per sound kind and action (an
/// explosion breaking ten bricks is one brick sound, at the combo's pitch). Brick and paddle
/// sounds rise a semitone per brick of the running combo.
///
/// ```swift
/// let sounds = GameSounds(client: SoundRecorder())
/// sounds.apply(settings.display)                        // the volume
/// sounds.play(action, in: game, settings: settings.display)
/// ```
final class GameSounds {
    var client: SoundClient {
        didSet { client.setVolume(volume) }
    }
    /// `display.volume`, 0...100, given to every client.
    private(set) var volume = 100
    /// The speech's own random draws and the levels where a life was lost.
    var speech = GameSpeech()

    init(client: SoundClient) {
        self.client = client
    }

    /// Takes the settings' volume (at once: the next sound plays at it).
    func apply(_ display: DisplaySettings) {
        guard display.volume != volume else { return }
        volume = display.volume
        client.setVolume(volume)
    }

    /// Asks the client for the sounds of `action` (with its subactions) and maybe a line of
    /// speech; nothing when `display.sound` is off. `game` is the game after the action.
    func play(_ action: GameAction, in game: Game, settings display: DisplaySettings) {
        guard let plan = action.animation() else { return }
        let effects = plan.effects
        // Lives lost are noted for the speech even while the sound is off.
        let line = speech.line(for: effects, in: game, speech: display.speech, badSpeech: display.badSpeech)
        guard display.sound else { return }
        for request in GameSounds.requests(for: effects, combo: game.state.combo) { client.play(request) }
        if let line { client.play(SoundRequest(line)) }
    }

    /// The menu sound for what menus reported during one event, if any and the sound is on.
    func playMenu(_ reported: [SoundKind], settings display: DisplaySettings) {
        guard display.sound, let kind = MenuFeedback.sound(for: reported) else { return }
        client.play(SoundRequest(kind))
    }

    /// The sounds for these effects, one per kind, in the order the kinds first appear.
    static func requests(for effects: [ActionEffect], combo: Int) -> [SoundRequest] {
        var requests: [SoundRequest] = []
        func add(_ request: SoundRequest) {
            if let i = requests.firstIndex(where: { $0.kind == request.kind }) {
                if request.pitchStep > requests[i].pitchStep { requests[i] = request }
            } else {
                requests.append(request)
            }
        }
        // A brick an energy ball broke sounds as the energy hit alone, as in LBreakoutHD.
        let energyBroken = Set(effects.compactMap { effect -> Int? in
            if case let .brickBrokenByExtra(brick, .energyBalls) = effect { return brick }
            return nil
        })
        for effect in effects {
            switch effect {
            case .wallHit: add(SoundRequest(.wall))
            // The combo that ended at this touch: a long run ends on a high note.
            case let .paddleHit(_, bricks): add(SoundRequest(.paddle, pitchStep: bricks))
            // A hit that leaves the brick standing: the ball bounces off.
            case .brickDamaged, .brickTouched: add(SoundRequest(.reflectBrick))
            // The first brick of a combo (combo 1) plays at the base pitch.
            case let .brickBroken(brick, _, _, _):
                if !energyBroken.contains(brick) { add(SoundRequest(.brick, pitchStep: combo - 1)) }
            case let .brickBrokenByExtra(_, extra): add(SoundRequest(extra == .energyBalls ? .energyHit : .explosion))
            case .explosion: add(SoundRequest(.explosion))
            case let .extraCaught(extra): add(SoundRequest(.caught(extra)))
            case .shotFired: add(SoundRequest(.shot))
            case let .extraExpired(extra): if extra == .extraFloor { add(SoundRequest(.floor)) }
            case .ballHeld: add(SoundRequest(.attach))
            case .lifeLost, .gameOver, .fragged: add(SoundRequest(.lifeLost))
            case .levelCleared, .warped: add(SoundRequest(.levelCleared))
            case .miniGameScored: add(SoundRequest(.score))
            // The winning frag is a frag too.
            case .duelWon:
                add(SoundRequest(.lifeLost))
                add(SoundRequest(.levelCleared))
            case .ballServed, .ballsPushed, .ballSpawned, .ballLost, .capsuleDropped,
                 .levelStarted, .bonusLevelStarted, .ballNudged, .ballsReleased, .brickHealed, .bricksGrown, .rallyCalled:
                break
            }
        }
        return requests
    }

    /// The live device when there is one; otherwise silence and one line saying why.
    static func open(bank: SoundBank, audioAvailable: Bool) -> (GameSounds, notice: String?) {
        guard audioAvailable else {
            return (GameSounds(client: SilentSoundClient()), tr("sound: no audio driver; the game plays silent"))
        }
        do {
            return (GameSounds(client: try AudioDeviceClient.open(bank: bank)), nil)
        } catch {
            return (GameSounds(client: SilentSoundClient()), tr("sound: %s; the game plays silent", "\(error)"))
        }
    }
}
