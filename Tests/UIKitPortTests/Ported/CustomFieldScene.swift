import Dynamics

/// Fields of one's own: a subclass of FieldBehavior with a stored property, made by the
/// class's custom-field factory, whose block reads the property; and a spring field subclass
/// that knows which corner it holds.
final class MagnetField: FieldBehavior {
    var pull: CGFloat = 0.5
    var evaluations = 0
}

final class CornerField: FieldBehavior {
    var corner = "top left"
}

final class CustomFieldScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    let chip = BasicItem(frame: CGRect(x: 350, y: 350, width: 100, height: 100))
    var animator: DynamicAnimator!
    var magnet: MagnetField!
    var corner: CornerField!

    func viewDidLoad() {
        view.addSubview(chip)
        animator = DynamicAnimator(referenceView: view)
        magnet = MagnetField.field { field, position, velocity, mass, charge, deltaTime in
            guard let magnet = field as? MagnetField else { return .zero }
            magnet.evaluations += 1
            // A steady pull to the right, in push units.
            return CGVector(dx: magnet.pull, dy: 0)
        }
        magnet.addItem(chip)
        animator.addBehavior(magnet)
        corner = CornerField.springField()
        corner.corner = "bottom right"
        corner.position = CGPoint(x: 700, y: 700)
        corner.region = Region(radius: 50)
        corner.addItem(chip)
        animator.addBehavior(corner)
    }
}
