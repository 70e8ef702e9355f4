import Testing
import Dynamics

/// The collision delegate: began (with a contact point) and ended, for boundaries (nil
/// identifier for the reference bounds) and for item pairs; every began answered by exactly
/// one ended, however the contact goes away.
@Suite struct ContactCallbackTests {
    private struct Scene {
        let animator: DynamicAnimator
        let collision: CollisionBehavior
        let props: DynamicItemBehavior
        let recorder: ContactRecorder
    }

    private func scene(_ items: [BasicItem], gravity: Bool, elasticity: Double = 0,
                       bounds: Rect = Rect(x: 0, y: 0, width: 400, height: 400)) -> Scene {
        let animator = DynamicAnimator(referenceBounds: bounds)
        let collision = CollisionBehavior(items: items)
        let props = DynamicItemBehavior(items: items)
        props.elasticity = elasticity
        let recorder = ContactRecorder()
        recorder.animator = animator
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        animator.addBehavior(props)
        if gravity { animator.addBehavior(GravityBehavior(items: items)) }
        return Scene(animator: animator, collision: collision, props: props, recorder: recorder)
    }

    @Test func boundaryContactBeginsAtTheTouchAndEndsAfterTheBounce() throws {
        let ball = makeBall(200, 40, radius: 10)
        let s = scene([ball], gravity: true, elasticity: 1)
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        // Falls 250 points: touches after sqrt(0.5) s, during step 85.
        s.animator.run(steps: 84)
        #expect(s.recorder.began.isEmpty)
        s.animator.run(steps: 2)
        let began = try #require(s.recorder.began.first)
        #expect(s.recorder.began.count == 1)
        #expect(began.identifier == AnyHashable("floor"))
        #expect(began.item === ball)
        #expect(began.other == nil)
        #expect(began.step == 85)
        #expect(began.point.distance(to: Point(x: 200, y: 300)) < 0.01, "contact point \(began.point)")
        #expect(s.recorder.ended.isEmpty || s.recorder.ended[0].step > 85)
        s.animator.run(steps: 10)
        #expect(s.recorder.ended.count == 1, "ended once the ball left the floor")
        #expect(s.recorder.violations.isEmpty, "\(s.recorder.violations)")
        #expect(s.recorder.unbalanced.isEmpty)
    }

    @Test func referenceBoundsContactHasNilIdentifier() throws {
        let ball = makeBall(200, 123, radius: 10)
        let s = scene([ball], gravity: false, elasticity: 1)
        s.collision.translatesReferenceBoundsIntoBoundary = true
        s.props.addLinearVelocity(Vector(dx: 600, dy: 0), for: ball)
        s.animator.run(steps: 60)
        let began = try #require(s.recorder.began.first)
        #expect(began.identifier == nil)
        #expect(began.key == .boundary(behavior: ObjectIdentifier(s.collision), item: ObjectIdentifier(ball), identifier: nil))
        #expect(began.point.distance(to: Point(x: 400, y: 123)) < 0.01, "contact point \(began.point)")
        #expect(s.recorder.ended.count == 1)
        #expect(s.recorder.unbalanced.isEmpty)
    }

    @Test func itemContactReportsBothItemsAndTheMeetingPoint() throws {
        let a = makeBall(100, 200, radius: 10), b = makeBall(300, 200, radius: 10)
        let s = scene([a, b], gravity: false, elasticity: 1)
        s.props.addLinearVelocity(Vector(dx: 300, dy: 0), for: a)
        s.props.addLinearVelocity(Vector(dx: -300, dy: 0), for: b)
        s.animator.run(steps: 60)
        let began = try #require(s.recorder.began.first)
        #expect(s.recorder.began.count == 1)
        let pair = [ObjectIdentifier(began.item), ObjectIdentifier(try #require(began.other))]
        #expect(Set(pair) == Set([ObjectIdentifier(a), ObjectIdentifier(b)]))
        // They meet half way, at x = 200.
        #expect(began.point.distance(to: Point(x: 200, y: 200)) < 0.01, "contact point \(began.point)")
        #expect(s.recorder.ended.count == 1)
        #expect(s.recorder.violations.isEmpty, "\(s.recorder.violations)")
    }

    @Test func rectangleLandingFlatTouchesAtItsMiddle() throws {
        let box = BasicItem(center: Point(x: 150, y: 100), size: Size(width: 60, height: 20))
        let s = scene([box], gravity: true)
        s.collision.addBoundary(withIdentifier: "floor", for: Path(rect: Rect(x: 0, y: 300, width: 400, height: 20)))
        s.animator.run(steps: 120)
        let began = try #require(s.recorder.began(for: "floor").first)
        #expect(abs(began.point.y - 300) < 0.05, "\(began.point)")
        #expect(abs(began.point.x - 150) < 1, "a flat landing touches along the whole edge: \(began.point)")
    }

    @Test func restingContactStaysOpenUntilTheBoundaryGoes() {
        let ball = makeBall(200, 280, radius: 10)
        let s = scene([ball], gravity: true)
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        s.animator.run(steps: 240)
        #expect(s.recorder.began.count == 1)
        #expect(s.recorder.ended.isEmpty, "resting is one long contact")
        s.collision.removeBoundary(withIdentifier: "floor")
        // Outside a step the ended comes at once.
        #expect(s.recorder.ended.count == 1)
        #expect(s.recorder.unbalanced.isEmpty)
        s.animator.run(steps: 10)
        #expect(s.recorder.ended.count == 1)
    }

    @Test func replacingABoundaryEndsItsContacts() {
        let ball = makeBall(200, 280, radius: 10)
        let s = scene([ball], gravity: true)
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        s.animator.run(steps: 60)
        #expect(s.recorder.began.count == 1)
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 350), to: Point(x: 400, y: 350))
        #expect(s.recorder.ended.count == 1)
        s.animator.run(steps: 60)
        #expect(s.recorder.began.count == 2, "lands again on the new floor")
        #expect(s.recorder.violations.isEmpty, "\(s.recorder.violations)")
    }

    @Test func removingTheItemFromTheBehaviorEndsItsContacts() {
        let ball = makeBall(200, 280, radius: 10), other = makeBall(100, 280, radius: 10)
        let s = scene([ball, other], gravity: true)
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        s.animator.run(steps: 60)
        #expect(s.recorder.began.count == 2)
        s.collision.removeItem(ball)
        s.animator.step()
        #expect(s.recorder.ended.count == 1)
        #expect(s.recorder.ended.first?.key == .boundary(behavior: ObjectIdentifier(s.collision), item: ObjectIdentifier(ball), identifier: "floor"))
        s.animator.run(steps: 30)
        #expect(s.recorder.ended.count == 1, "the other ball still rests")
        #expect(ball.center.y > 300)
    }

    @Test func removingTheBehaviorEndsEveryContactAtOnce() {
        let a = makeBall(190, 380, radius: 10), b = makeBall(210, 380, radius: 10)
        let s = scene([a, b], gravity: true)
        s.collision.translatesReferenceBoundsIntoBoundary = true
        s.animator.run(steps: 60)
        #expect(s.recorder.began.count >= 2)
        #expect(!s.recorder.open.isEmpty)
        s.animator.removeBehavior(s.collision)
        #expect(s.recorder.open.isEmpty, "still open: \(s.recorder.open)")
        #expect(s.recorder.unbalanced.isEmpty)
        #expect(s.recorder.violations.isEmpty, "\(s.recorder.violations)")
    }

    @Test func boundaryRemovedInBeganEndsInTheSameStep() {
        let ball = makeBall(200, 250, radius: 10)
        let s = scene([ball], gravity: true)
        s.collision.addBoundary(withIdentifier: "brick", for: Path(rect: Rect(x: 150, y: 300, width: 100, height: 14)))
        s.recorder.onBeganBoundary = { behavior, _, id, _ in if let id { behavior.removeBoundary(withIdentifier: id) } }
        s.animator.run(steps: 60)
        #expect(s.recorder.began.count == 1)
        #expect(s.recorder.ended.count == 1)
        #expect(s.recorder.ended.first?.step == s.recorder.began.first?.step)
        #expect(s.recorder.violations.isEmpty, "\(s.recorder.violations)")
    }

    @Test func boundaryRemovedFromAnActionEndsItsContact() {
        let ball = makeBall(200, 280, radius: 10)
        let s = scene([ball], gravity: true)
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        let remover = DynamicBehavior()
        remover.action = { [unowned animator = s.animator, collision = s.collision] in
            if animator.stepCount == 30 { collision.removeBoundary(withIdentifier: "floor") }
        }
        s.animator.addBehavior(remover)
        s.animator.run(steps: 29)
        #expect(s.recorder.began.count == 1 && s.recorder.ended.isEmpty)
        s.animator.step()
        #expect(s.recorder.ended.count == 1)
        #expect(s.recorder.ended.first?.step == 30)
    }

    @Test func noDelegateNoCallbacksAndALateDelegateStillBalances() {
        let ball = makeBall(200, 280, radius: 10)
        let s = scene([ball], gravity: true)
        s.collision.collisionDelegate = nil
        s.collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        s.animator.run(steps: 60)
        #expect(s.recorder.began.isEmpty)
        s.collision.collisionDelegate = s.recorder
        s.animator.run(steps: 10)
        #expect(s.recorder.began.count == 1, "the resting contact is reported once a delegate listens")
        s.animator.removeAllBehaviors()
        #expect(s.recorder.unbalanced.isEmpty)
    }

    @Test func reorderingItemsDoesNotRestartAnItemContact() {
        // Two balls resting side by side: their contact is one contact, whatever order the
        // behaviors list them in.
        // Gravity down and to the right presses a against b against the right wall, so the
        // pair touches (and reports a hit) on every step.
        let a = makeBall(370, 390, radius: 10), b = makeBall(390, 390, radius: 10)
        let s = scene([a, b], gravity: true)
        s.collision.translatesReferenceBoundsIntoBoundary = true
        let sideways = GravityBehavior(items: [a, b])
        sideways.angle = 0
        s.animator.addBehavior(sideways)
        s.animator.run(steps: 60)
        let itemBegans = s.recorder.began.filter { $0.other != nil }.count
        #expect(itemBegans == 1)
        // Take a out and put it back (a is now listed after b), between two steps.
        s.collision.removeItem(a); s.collision.addItem(a)
        s.props.removeItem(a); s.props.addItem(a)
        s.animator.run(steps: 10)
        #expect(s.recorder.violations.isEmpty, "\(s.recorder.violations)")
        s.animator.removeAllBehaviors()
        #expect(s.recorder.unbalanced.isEmpty, "\(s.recorder.unbalanced)")
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4, 5, 6])
    func everyBeganIsMatchedUnderRandomRemovals(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let field = Rect(x: 0, y: 0, width: 400, height: 400)
        let animator = DynamicAnimator(referenceBounds: field)
        let recorder = ContactRecorder()
        recorder.animator = animator
        let balls = (0..<14).map { k in makeBall(30 + Double(k % 7) * 50, 250 + Double(k / 7) * 60, radius: 6) }
        let main = CollisionBehavior(items: Array(balls[0..<10]))
        main.translatesReferenceBoundsIntoBoundary = true
        main.collisionDelegate = recorder
        let side = CollisionBehavior(items: Array(balls[6...]))
        side.collisionMode = .everything
        side.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 380), to: Point(x: 400, y: 380))
        side.translatesReferenceBoundsIntoBoundary = true
        side.collisionDelegate = recorder
        // An array, not a dictionary: its order (and so the run) must not depend on the
        // process's hash seed.
        var bricks: [(String, Rect)] = []
        for row in 0..<3 {
            for col in 0..<6 {
                bricks.append(("brick-\(row)-\(col)", Rect(x: 20 + Double(col) * 62, y: 120 + Double(row) * 30, width: 50, height: 14)))
            }
        }
        for (id, r) in bricks { main.addBoundary(withIdentifier: id, for: Path(rect: r)) }
        let props = DynamicItemBehavior(items: balls)
        props.elasticity = rng.double(0.3...1)
        props.friction = rng.double(0...0.3)
        let gravity = GravityBehavior(items: balls)
        gravity.magnitude = 0.3
        animator.addBehavior(main)
        animator.addBehavior(side)
        animator.addBehavior(props)
        animator.addBehavior(gravity)
        for b in balls { props.addLinearVelocity(Vector(angle: rng.double(0...(2 * .pi)), length: rng.double(100...500)), for: b) }

        var counts: [String: Int] = [:]
        recorder.onBeganBoundary = { behavior, _, id, _ in
            guard let id, id != AnyHashable("shelf"), rng.chance(0.5) else { return }
            behavior.removeBoundary(withIdentifier: id)
            counts["removed in began", default: 0] += 1
        }
        var removedItems: [BasicItem] = []
        let chaos = DynamicBehavior()
        chaos.action = {
            if rng.chance(0.01), let id = main.boundaryIdentifiers.randomElement(using: &rng) {
                main.removeBoundary(withIdentifier: id)
                counts["removed in action", default: 0] += 1
            }
            if rng.chance(0.05), let (id, r) = bricks.randomElement(using: &rng) {
                main.addBoundary(withIdentifier: id, for: Path(rect: r))
                counts["re-added", default: 0] += 1
            }
            if rng.chance(0.04), let b = main.items.randomElement(using: &rng) as? BasicItem {
                main.removeItem(b)
                removedItems.append(b)
                counts["item removed", default: 0] += 1
            }
            if rng.chance(0.04), !removedItems.isEmpty {
                main.addItem(removedItems.removeLast())
                counts["item re-added", default: 0] += 1
            }
            if rng.chance(0.02) {
                side.removeBoundary(withIdentifier: "shelf")
                counts["shelf removed", default: 0] += 1
            } else if rng.chance(0.05) {
                side.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 380 - rng.double(0...20)), to: Point(x: 400, y: 380))
            }
        }
        animator.addBehavior(chaos)
        for s in 0..<600 {
            animator.step()
            if s == 200 || s == 400 {
                // The whole behavior goes (contacts end now) and comes back.
                animator.removeBehavior(side)
                #expect(!recorder.open.contains { if case let .boundary(b, _, _) = $0 { return b == ObjectIdentifier(side) }; if case let .items(b, _, _) = $0 { return b == ObjectIdentifier(side) }; return false })
                animator.addBehavior(side)
                counts["behavior removed", default: 0] += 1
            }
            if s == 300 {
                // Removed from inside an action: the contacts end by the next step.
                let once = DynamicBehavior()
                once.action = { [unowned animator] in animator.removeBehavior(main); counts["behavior removed in action", default: 0] += 1 }
                animator.addBehavior(once)
                animator.step()
                animator.removeBehavior(once)
                animator.addBehavior(main)
            }
        }
        animator.removeAllBehaviors()
        #expect(recorder.violations.isEmpty, "\(recorder.violations.prefix(5))")
        #expect(recorder.unbalanced.isEmpty, "\(recorder.unbalanced.count) unbalanced: \(recorder.unbalanced.prefix(5))")
        #expect(recorder.open.isEmpty)
        #expect(recorder.began.count > 50, "only \(recorder.began.count) contacts")
        #expect(recorder.began.contains { $0.other != nil }, "some item-item contacts")
        #expect(recorder.began.contains { $0.other == nil && $0.identifier == nil }, "some reference-bounds contacts")
        #expect(counts["removed in began", default: 0] > 0, "\(counts)")
        #expect(counts["item removed", default: 0] > 0, "\(counts)")
    }
}
