import Foundation
import Dynamics

/// Regions: a radial gravity field that acts only inside a ring (a disc less a smaller disc),
/// drawn as its arrows. Balls outside the ring drift untouched; inside it they are pulled in.
final class RegionScene: CatalogScene {
    static let title = "Regions"

    required init(size: Size) {
        super.init(size: size)
        let centre = Point(x: size.width / 2, y: size.height / 2)
        let well = FieldBehavior.radialGravityField(position: centre)
        well.region = Region(radius: 220).difference(from: Region(radius: 60))
        well.strength = 0.5
        var balls: [BasicItem] = []
        for k in 0..<16 {
            let angle = Double(k) * .pi / 8, r = k % 2 == 0 ? 150.0 : 270.0
            balls.append(ball(centre.x + r * cos(angle), centre.y + r * sin(angle), radius: 8, k % 2 == 0 ? .accent : .ball))
        }
        for b in balls { well.addItem(b) }
        let collision = CollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(well)
        arrows = well
    }
}
