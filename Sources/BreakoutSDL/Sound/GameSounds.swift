import Breakout

/// The game's sound effects: what each performed action sounds like, sent to a
/// `SoundClient`. One request per sound kind and action (an explosion breaking ten bricks is
/// one brick sound, at the combo's pitch). Brick and paddle sounds rise a semitone per brick
/// of the running combo.
///
/// ```swift
/// let sounds = GameSounds(client: SoundRecorder())
/// sounds.play(action, combo: game.state.combo, enabled: settings.sound)
/// ```
final class GameSounds {
    var client: SoundClient

    init(client: SoundClient) {
        self.client = client
    }

    /// Asks the client for the sounds of `action` (with its subactions); nothing when
    /// `enabled` is false. `combo` is the game's combo after the action.
    func play(_ action: GameAction, combo: Int, enabled: Bool) {
        guard enabled, let plan = action.animation() else { return }
        for request in GameSounds.requests(for: plan.effects, combo: combo) { client.play(request) }
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
        for effect in effects {
            switch effect {
            case .wallHit: add(SoundRequest(.wall))
            // The combo that ended at this touch: a long run ends on a high note.
            case let .paddleHit(_, bricks): add(SoundRequest(.paddle, pitchStep: bricks))
            // The first brick of a combo (combo 1) plays at the base pitch.
            case .brickBroken, .brickDamaged: add(SoundRequest(.brick, pitchStep: combo - 1))
            case let .extraCaught(extra):
                switch extra {
                case .bonusMagnet, .malusMagnet: add(SoundRequest(.magnet))
                case .extraFloor: add(SoundRequest(.floor))
                default: add(SoundRequest(.powerUp))
                }
            case .shotFired: add(SoundRequest(.shot))
            case let .extraExpired(extra): if extra == .extraFloor { add(SoundRequest(.floor)) }
            case .ballHeld: add(SoundRequest(.wall))
            case .lifeLost, .gameOver, .fragged: add(SoundRequest(.lifeLost))
            case .levelCleared, .warped, .miniGameScored, .duelWon: add(SoundRequest(.levelCleared))
            case .explosion, .ballServed, .ballsPushed, .ballSpawned, .ballLost, .capsuleDropped,
                 .levelStarted, .ballNudged, .ballsReleased, .brickHealed, .bricksGrown:
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
