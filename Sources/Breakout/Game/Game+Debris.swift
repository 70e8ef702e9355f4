import Dynamics

/// A broken brick falling as debris (`display.debris`): a box that tumbles, piles up on the
/// floor with the others (resting contact) and fades. It is only for the eye: no ball touches
/// it and the game state does not hold it.
public struct Debris {
    public let item: BasicItem
    /// The brick it was, for its colour.
    public let brick: Brick
    let bornStep: Int
    public let size: Size
    /// The step it came down to the paddle's height: from there it fades within
    /// `Game.debrisLandedSteps`, so that no pile lies along the paddle's line where the
    /// player looks for the ball.
    var landedStep: Int?

    /// 1 when new, falling to 0 as it fades out at the end of its life, or soon after it
    /// came down to the paddle.
    public func opacity(at step: Int) -> Double {
        let age = Double(step - bornStep) / Double(Game.debrisLifetime)
        let old = age < 0.75 ? 1 : max(0, (1 - age) * 4)
        guard let landedStep else { return old }
        return min(old, max(0, 1 - Double(step - landedStep) / Double(Game.debrisLandedSteps)))
    }
}

extension Game {
    /// Steps a piece of debris lasts (4 s).
    static let debrisLifetime = 4 * stepsPerSecond
    /// Pieces at most; the oldest goes first (a chain of explosions breaks many at once).
    static let maxDebris = 48

    /// A broken brick starts falling as debris, when the setting is on.
    func spawnDebris(of brick: Brick, rect: Rect) {
        guard rules.debris else { return }
        if debris.count >= Game.maxDebris { removeDebris(at: 0) }
        let size = Size(width: rect.width * 0.9, height: rect.height * 0.9)
        let item = BasicItem(center: rect.center, size: size)
        physics.addDebris(item)
        // A little spin and sideways drift from the brick's place in the row, no randomness.
        let drift = Double((brick.placement.column * 7 + brick.placement.row * 3) % 9 - 4) * 12
        animator.setState(DynamicItemState(center: rect.center, velocity: Vector(dx: drift, dy: -60),
                                           angularVelocity: drift / 40), of: item)
        debris.append(Debris(item: item, brick: brick, bornStep: stepIndex, size: size))
    }

    /// The debris of `brick` goes (its break was undone).
    func removeDebris(of brick: Int) {
        while let k = debris.firstIndex(where: { $0.brick.id == brick }) { removeDebris(at: k) }
    }

    /// Steps a piece lasts once it is down at the paddle's height (half a second).
    static let debrisLandedSteps = stepsPerSecond / 2

    /// Debris past its life goes, and so does debris down at the paddle's height for half
    /// a second.
    func expireDebris() {
        while let first = debris.first, stepIndex - first.bornStep >= Game.debrisLifetime { removeDebris(at: 0) }
        let line = paddleRect.minY
        var k = 0
        while k < debris.count {
            if debris[k].landedStep == nil, debris[k].item.center.y + debris[k].size.height / 2 >= line {
                debris[k].landedStep = stepIndex
            }
            if let landed = debris[k].landedStep, stepIndex - landed >= Game.debrisLandedSteps {
                removeDebris(at: k)
            } else {
                k += 1
            }
        }
    }

    func removeAllDebris() {
        while !debris.isEmpty { removeDebris(at: 0) }
    }

    private func removeDebris(at k: Int) {
        physics.removeDebris(debris[k].item)
        debris.remove(at: k)
    }
}
