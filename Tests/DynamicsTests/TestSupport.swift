import Testing
import Dynamics

// Shared helpers for the engine's tests: a seeded generator, scene builders, energy and
// a collision delegate that counts began/ended per contact.

/// A 64-bit LCG with an output mix (so low bits are usable); the same seed gives the same
/// numbers on every run and platform.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var z = state
        z = (z ^ (z >> 33)) &* 0xff51_afd7_ed55_8ccd
        z = (z ^ (z >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return z ^ (z >> 33)
    }
    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
}

/// A circular item of `radius` centred at `center`.
func makeBall(_ x: Double, _ y: Double, radius: Double = 5) -> BasicItem {
    BasicItem(center: Point(x: x, y: y), size: Size(width: 2 * radius, height: 2 * radius), shape: .ellipse)
}

/// |a - b| / |b|.
func relativeError(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }


/// An item behavior for perfectly elastic, frictionless, non-rotating items.
func elasticBehavior(_ items: [DynamicItem]) -> DynamicItemBehavior {
    let b = DynamicItemBehavior(items: items)
    b.elasticity = 1
    b.friction = 0
    b.resistance = 0
    b.allowsRotation = false
    return b
}

/// Sum of m v^2 / 2 over `items`, with m = area x density (all items given share `density`).
func kineticEnergy(_ items: [BasicItem], _ behavior: DynamicItemBehavior, density: Double = 1) -> Double {
    var e = 0.0
    for item in items {
        let v = behavior.velocity(for: item)
        let w = item.bounds.width, h = item.bounds.height
        let area = item.collisionBoundsType == .ellipse ? Double.pi * w * h / 4 : w * h
        e += 0.5 * area * density * v.lengthSquared
    }
    return e
}

/// True when the point is finite.
func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

/// Identifies a contact as the delegate sees it.
enum ContactKey: Hashable, CustomStringConvertible {
    case boundary(behavior: ObjectIdentifier, item: ObjectIdentifier, identifier: AnyHashable?)
    /// The pair is stored in a fixed order, so (a, b) and (b, a) are the same contact.
    case items(behavior: ObjectIdentifier, ObjectIdentifier, ObjectIdentifier)

    static func pair(_ b: CollisionBehavior, _ i: DynamicItem, _ j: DynamicItem) -> ContactKey {
        let a = ObjectIdentifier(i), c = ObjectIdentifier(j)
        return a < c ? .items(behavior: ObjectIdentifier(b), a, c) : .items(behavior: ObjectIdentifier(b), c, a)
    }

    var description: String {
        switch self {
        case let .boundary(_, item, id): return "item \(item) / boundary \(id.map { "\($0)" } ?? "nil")"
        case let .items(_, a, b): return "items \(a) / \(b)"
        }
    }
}

/// Records every delegate call, counts began/ended per contact and notes protocol
/// violations (a began for an open contact, an ended for a closed one).
final class ContactRecorder: CollisionBehaviorDelegate {
    struct Began {
        var key: ContactKey
        var item: DynamicItem
        var other: DynamicItem?
        var identifier: AnyHashable?
        var point: Point
        var step: Int
    }

    var began: [Began] = []
    var ended: [(key: ContactKey, step: Int)] = []
    var beganCount: [ContactKey: Int] = [:]
    var endedCount: [ContactKey: Int] = [:]
    var open: Set<ContactKey> = []
    var violations: [String] = []
    /// Set by the test to stamp events with the animator's step count.
    weak var animator: DynamicAnimator?

    var onBeganBoundary: ((CollisionBehavior, DynamicItem, AnyHashable?, Point) -> Void)?
    var onBeganItems: ((CollisionBehavior, DynamicItem, DynamicItem, Point) -> Void)?

    private var step: Int { animator?.stepCount ?? -1 }

    private func noteBegan(_ key: ContactKey) {
        beganCount[key, default: 0] += 1
        if !open.insert(key).inserted { violations.append("began twice without ended: \(key) at step \(step)") }
    }

    private func noteEnded(_ key: ContactKey) {
        endedCount[key, default: 0] += 1
        ended.append((key, step))
        if open.remove(key) == nil { violations.append("ended without began: \(key) at step \(step)") }
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point) {
        let key = ContactKey.pair(behavior, item1, item2)
        began.append(Began(key: key, item: item1, other: item2, identifier: nil, point: point, step: step))
        noteBegan(key)
        onBeganItems?(behavior, item1, item2, point)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {
        noteEnded(ContactKey.pair(behavior, item1, item2))
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {
        let key = ContactKey.boundary(behavior: ObjectIdentifier(behavior), item: ObjectIdentifier(item), identifier: identifier)
        began.append(Began(key: key, item: item, other: nil, identifier: identifier, point: point, step: step))
        noteBegan(key)
        onBeganBoundary?(behavior, item, identifier, point)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?) {
        noteEnded(.boundary(behavior: ObjectIdentifier(behavior), item: ObjectIdentifier(item), identifier: identifier))
    }

    /// Contacts whose began and ended counts differ.
    var unbalanced: [ContactKey] {
        Set(beganCount.keys).union(endedCount.keys).filter { beganCount[$0, default: 0] != endedCount[$0, default: 0] }.sorted { "\($0)" < "\($1)" }
    }

    func began(for identifier: AnyHashable?) -> [Began] { began.filter { $0.other == nil && $0.identifier == identifier } }
}

/// Counts the animator delegate's calls.
final class AnimatorObserver: DynamicAnimatorDelegate {
    var pauses = 0
    var resumes = 0
    var log: [String] = []
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses += 1; log.append("pause@\(animator.stepCount)") }
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1; log.append("resume@\(animator.stepCount)") }
}

extension DynamicAnimator {
    func run(steps: Int) { for _ in 0..<steps { step() } }
}
