/// A capsule falls past the paddle and is gone.
public final class CapsuleMissedAction: GameAction {
    public let capsule: Int
    private var removal: CapsuleRemoval?

    public init(capsule: Int) { self.capsule = capsule }

    override public func apply(to game: Game) { removal = CapsuleRemoval(capsule, from: game) }
    override public func revert(on game: Game) { removal?.restore(on: game) }
}
