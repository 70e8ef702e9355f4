/// A capsule falls past the paddle and is gone.
final class CapsuleMissedAction: GameAction {
    let capsule: Int
    private var removal: CapsuleRemoval?

    init(capsule: Int) { self.capsule = capsule }

    override func apply(to game: Game) { removal = CapsuleRemoval(capsule, from: game) }
    override func revert(on game: Game) { removal?.restore(on: game) }
}
