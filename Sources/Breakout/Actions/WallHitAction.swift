import Dynamics

/// A ball bounces off a wall: nothing changes but the sound.
public final class WallHitAction: GameAction {
    public let ball: Int
    public let point: Point

    public init(ball: Int, at point: Point) {
        self.ball = ball
        self.point = point
    }

    override public var effect: ActionEffect? { .wallHit(at: point) }
}
