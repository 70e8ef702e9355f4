import Testing
import Dynamics

/// Invalid values given to the engine stop the process (preconditions), checked with exit
/// tests. (Invalid paths throw a `GeometryError`: Tests/GeometryTests/PathValidationTests.)
@Suite struct BadInputTests {
    // MARK: Preconditions (exit tests)

    @Test func validSceneDoesNotStop() async {
        // The control for the exit tests below: a valid scene runs to a normal exit.
        await #expect(processExitsWith: .success) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let ball = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10), shape: .ellipse)
            let props = DynamicItemBehavior(items: [ball])
            props.elasticity = 1
            animator.addBehavior(props)
            animator.addBehavior(GravityBehavior(items: [ball]))
            animator.step()
        }
    }

    @Test func anItemInAGroupAndInABehaviorOfItsOwnStops() async {
        // UIKit raises for this: the item would be a second body, moved twice.
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let a = BasicItem(center: Point(x: 40, y: 50), size: Size(width: 10, height: 10))
            let b = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
            animator.addBehavior(GravityBehavior(items: [DynamicItemGroup(items: [a, b])]))
            animator.addBehavior(GravityBehavior(items: [a]))
            animator.step()
        }
    }

    @Test func elasticityAboveOneStops() async {
        await #expect(processExitsWith: .failure) {
            DynamicItemBehavior().elasticity = 1.5
        }
    }

    @Test func negativeElasticityStops() async {
        await #expect(processExitsWith: .failure) {
            DynamicItemBehavior().elasticity = -0.1
        }
    }

    @Test func negativeFrictionStops() async {
        await #expect(processExitsWith: .failure) {
            DynamicItemBehavior().friction = -1
        }
    }

    @Test func zeroDensityStops() async {
        await #expect(processExitsWith: .failure) {
            DynamicItemBehavior().density = 0
        }
    }

    @Test func nanCenterStops() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let ball = BasicItem(center: Point(x: Double.nan, y: 50), size: Size(width: 10, height: 10), shape: .ellipse)
            animator.addBehavior(GravityBehavior(items: [ball]))
            animator.step()
        }
    }

    @Test func nanCenterThroughUpdateItemStops() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let ball = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10), shape: .ellipse)
            animator.addBehavior(GravityBehavior(items: [ball]))
            animator.step()
            ball.center = Point(x: 50, y: Double.nan)
            animator.updateItem(usingCurrentState: ball)
        }
    }

    @Test func negativeSizeStops() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let item = BasicItem(center: Point(x: 50, y: 50), size: Size(width: -10, height: 10))
            animator.addBehavior(GravityBehavior(items: [item]))
            animator.step()
        }
    }

    @Test func zeroSizeStops() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let item = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 0, height: 0), shape: .ellipse)
            animator.addBehavior(GravityBehavior(items: [item]))
            animator.step()
        }
    }

    @Test func nonConvexItemPathStops() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let arrow = [Point(x: -5, y: -5), Point(x: 5, y: 0), Point(x: -5, y: 5), Point(x: -1, y: 0)]
            let item = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10), shape: .polygon(arrow))
            animator.addBehavior(GravityBehavior(items: [item]))
            animator.step()
        }
    }

    @Test func flatPolygonInitializerStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Path(polygon: [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 20, y: 20)])
        }
    }

    @Test func degenerateSegmentStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Path.segment(from: Point(x: 3, y: 3), to: Point(x: 3, y: 3))
        }
    }

    @Test func negativeRectBoundaryStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Path(rect: Rect(x: 0, y: 0, width: -5, height: 5))
        }
    }

    @Test func zeroStepDurationStops() async {
        await #expect(processExitsWith: .failure) {
            DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100)).stepDuration = 0
        }
    }

    @Test func negativeAdvanceStops() async {
        await #expect(processExitsWith: .failure) {
            DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100)).advance(by: -1)
        }
    }

    @Test func nanReferenceBoundsStop() async {
        await #expect(processExitsWith: .failure) {
            _ = DynamicAnimator(referenceBounds: Rect(x: 0, y: Double.nan, width: 100, height: 100))
        }
    }

    @Test func nanVelocityStops() async {
        await #expect(processExitsWith: .failure) {
            let ball = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10), shape: .ellipse)
            DynamicItemBehavior(items: [ball]).addLinearVelocity(Vector(dx: Double.nan, dy: 0), for: ball)
        }
    }

    @Test func infiniteGravityStops() async {
        await #expect(processExitsWith: .failure) {
            GravityBehavior().setAngle(0, magnitude: Double.infinity)
        }
    }

    @Test func nanPushStops() async {
        await #expect(processExitsWith: .failure) {
            PushBehavior(mode: .continuous).pushDirection = Vector(dx: 0, dy: Double.nan)
        }
    }

    @Test func insetsLeavingNoRoomStop() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let collision = CollisionBehavior()
            animator.addBehavior(collision)
            collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 60, left: 0, bottom: 60, right: 0))
            animator.step()
        }
    }

    @Test func behaviorInTwoAnimatorsStops() async {
        await #expect(processExitsWith: .failure) {
            let a = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let b = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let gravity = GravityBehavior()
            a.addBehavior(gravity)
            b.addBehavior(gravity)
        }
    }
}
