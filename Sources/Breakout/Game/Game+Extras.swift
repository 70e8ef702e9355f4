import Dynamics

/// The physics of the extras, kept in step with the game state: the floor, the ghost
/// paddle, the magnets, the sticky paddle's holds, and energy balls going through bricks.
/// State changes only through actions; this follows it, so undo and rewind need nothing else.
extension Game {
    /// Makes the extras' behaviors match the state (called before every step and after a rewind).
    func syncExtras() {
        let extras = state.extras
        physics.setFloor(extras.isActive(.extraFloor, at: stepIndex))
        syncMagnet()
        syncHolds()
        if extras.isActive(.energyBalls, at: stepIndex) {
            energyBefore.removeAll(keepingCapacity: true)
            for ball in state.balls {
                if let s = ballState(ball.id) { energyBefore.append((ball.id, s.center, s.velocity)) }
            }
        }
    }

    /// A magnet pulls the capsules of its kind toward the paddle's centre.
    private func syncMagnet() {
        let bonus = state.extras.isActive(.bonusMagnet, at: stepIndex)
        let malus = state.extras.isActive(.malusMagnet, at: stepIndex)
        guard bonus || malus || !physics.magnet.items.isEmpty else { return }
        var pulled: [DynamicItem] = []
        if bonus || malus {
            for capsule in state.capsules where capsule.extra.isMalus == malus {
                if let item = capsuleItems[capsule.id] { pulled.append(item) }
            }
        }
        physics.setMagnet(at: Point(x: paddleX, y: paddleRect.midY), capsules: pulled)
    }

    /// Where the sticky paddle holds a ball `offset` points from its centre.
    func holdPoint(offset: Double) -> Point {
        let half = paddleWidth / 2 - rules.ballRadius
        return Point(x: paddleX + min(max(offset, -half), half), y: paddleRect.minY - rules.ballRadius - 1)
    }

    /// Where Sitting Ducks holds the ball: the middle of the field, its top touching the
    /// top of the brick grid (LBreakoutHD's ball waits just under the top wall, where its
    /// grid starts).
    var ceilingPoint: Point {
        Point(x: layout.size.width / 2, y: layout.brickRect(column: 0, row: 0).minY + rules.ballRadius + 1)
    }

    /// Where `held` is held: on the paddle or at its anchor, `offset` points from the middle.
    func holdPoint(of held: HeldBall) -> Point {
        switch held.anchor {
        case nil: return holdPoint(offset: held.offset)
        case .ceiling: return Point(x: ceilingPoint.x + held.offset, y: ceilingPoint.y)
        }
    }

    private func syncHolds() {
        guard !state.heldBalls.isEmpty || physics.isHolding else { return }
        for item in physics.heldItems where !state.heldBalls.contains(where: { ballItems[$0.ball] === item }) {
            physics.release(item)
        }
        for held in state.heldBalls {
            guard let item = ballItems[held.ball] else { continue }
            // The paddle is no body the joint could read a velocity from: the ball is put
            // at its hold point, and the attachment keeps it there through the step.
            let point = holdPoint(of: held)
            physics.hold(item, at: point)
            if var s = animator.state(of: item), s.center != point || s.velocity != .zero {
                s.center = point
                s.velocity = .zero
                animator.setState(s, of: item)
            }
        }
    }

    /// Whether `ball` goes through `brick` (energy balls go through every brick but the indestructible).
    func goesThrough(ball: Int, brick: Int) -> Bool {
        state.extras.isActive(.energyBalls, at: stepIndex) && state.bricks[brick].kind.breaksUnderEnergy
    }

    /// Energy balls that met bricks they go through take the straight path instead of the
    /// bounce, breaking every breakable brick on it; a path that would cross a brick they
    /// cannot break keeps the bounce.
    func passEnergyBalls() {
        defer { energyPassed.removeAll(keepingCapacity: true) }
        let h = Game.stepDuration
        for id in energyPassed {
            guard let before = energyBefore.first(where: { $0.ball == id }), state.ballIndex(id) != nil,
                  var s = ballState(id) else { continue }
            let end = Point(x: before.center.x + before.velocity.dx * h, y: before.center.y + before.velocity.dy * h)
            let crossed = bricksCrossed(from: before.center, to: end, radius: rules.ballRadius)
            guard crossed.allSatisfy({ state.bricks[$0].kind.breaksUnderEnergy }) else { continue }
            for brick in crossed where state.bricks[brick].isAlive {
                perform(BrickHitAction(ball: id, brick: brick, at: end, energy: true))
            }
            s.center = end
            s.velocity = before.velocity
            if let item = ballItems[id] { animator.setState(s, of: item) }
        }
    }

    /// Live bricks a circle of `radius` touches moving from `a` to `b`, in id order.
    func bricksCrossed(from a: Point, to b: Point, radius r: Double) -> [Int] {
        let box = Rect(x: min(a.x, b.x) - r, y: min(a.y, b.y) - r,
                       width: abs(b.x - a.x) + 2 * r, height: abs(b.y - a.y) + 2 * r)
        var found: [Int] = []
        for cell in layout.cells(overlapping: box) {
            guard let id = brickID(at: cell), state.bricks[id].isAlive else { continue }
            let rect = brickRect(id).insetBy(dx: -r, dy: -r)
            if Game.segment(from: a, to: b, crosses: rect) { found.append(id) }
        }
        return found.sorted()
    }

    /// The balls held by the sticky paddle go, each with the velocity it stuck with (a ball
    /// held at the ceiling stays: its mini-game lets it go).
    func releaseAllHeld() -> [HeldBall] {
        let held = state.heldBalls.filter(\.isOnPaddle)
        state.heldBalls.removeAll { $0.isOnPaddle }
        for h in held {
            guard let item = ballItems[h.ball] else { continue }
            physics.release(item)
            if var s = animator.state(of: item) {
                s.center = holdPoint(offset: h.offset)
                s.velocity = h.velocity
                animator.setState(s, of: item)
            }
        }
        return held
    }

    /// Whether the segment a-b meets `rect` (slab test).
    static func segment(from a: Point, to b: Point, crosses rect: Rect) -> Bool {
        var t0 = 0.0, t1 = 1.0
        for (p, d, lo, hi) in [(a.x, b.x - a.x, rect.minX, rect.maxX), (a.y, b.y - a.y, rect.minY, rect.maxY)] {
            if d == 0 {
                if p < lo || p > hi { return false }
                continue
            }
            var u = (lo - p) / d, v = (hi - p) / d
            if u > v { swap(&u, &v) }
            t0 = max(t0, u); t1 = min(t1, v)
            if t0 > t1 { return false }
        }
        return true
    }
}
