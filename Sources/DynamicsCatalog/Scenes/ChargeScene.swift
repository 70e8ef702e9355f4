import Foundation
import Dynamics

/// Charge: in an electric field, positive items (orange) are pushed from its centre and
/// negative ones (green) pulled to it; a magnetic field curls moving charges the opposite ways.
final class ChargeScene: CatalogScene {
    static let title = "Charge"
    override var hint: String { "tap: move the fields" }
    private let electric = FieldBehavior.electricField()
    private let magnetic = FieldBehavior.magneticField()

    required init(size: Size) {
        super.init(size: size)
        let centre = Point(x: size.width / 2, y: size.height / 2)
        electric.position = centre
        electric.strength = 0.3
        electric.falloff = 1
        electric.minimumRadius = 30
        magnetic.position = centre
        magnetic.strength = 0.05
        var positive: [BasicItem] = [], negative: [BasicItem] = []
        for k in 0..<12 {
            let angle = Double(k) * .pi / 6
            let b = ball(centre.x + 120 * cos(angle), centre.y + 120 * sin(angle), radius: 10, k % 2 == 0 ? .ball : .accent)
            if k % 2 == 0 { positive.append(b) } else { negative.append(b) }
        }
        let all = positive + negative
        let plus = DynamicItemBehavior(items: positive)
        plus.charge = 1
        let minus = DynamicItemBehavior(items: negative)
        minus.charge = -1
        // A little resistance, so the attracted ones settle at the centre instead of swinging through.
        for material in [plus, minus] { material.resistance = 0.05 }
        let collision = CollisionBehavior(items: all)
        collision.translatesReferenceBoundsIntoBoundary = true
        for b in all { electric.addItem(b); magnetic.addItem(b) }
        for behavior in [plus, minus, collision, electric, magnetic] as [DynamicBehavior] { animator.addBehavior(behavior) }
        arrows = electric
    }

    override func tap(at point: Point) {
        electric.position = point
        magnetic.position = point
    }
}
