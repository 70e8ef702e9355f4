import Foundation
import Testing
import Dynamics

/// The step is one pipeline of named stages (`StepStage`), listed once in `World+Step.swift`,
/// and `DynamicAnimator.stepProfile` says where a step's time went.
@Suite struct StepPipelineTests {
    /// `World+Step.swift`, read as text: the pipeline is what a reader sees there.
    private static let stepSource = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Dynamics/World/World+Step.swift")

    @Test func theStepRunsEveryStageOnceInItsOrder() throws {
        let text = try String(contentsOf: Self.stepSource, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"stage\(\.([A-Za-z]+)\)"#)
        let names = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
        #expect(names == StepStage.allCases.map { "\($0)" },
                "World+Step.swift runs \(names); StepStage lists \(StepStage.allCases)")
    }

    /// A settling stack spends its time solving contacts; a field of free, perfectly elastic
    /// balls (Breakout's) has no constraints, and its drift takes each ball's whole step. Each stage's least time over
    /// ten steps is compared, so a step the machine interrupted does not decide.
    @Test func theProfileSaysWhereTheTimeWent() {
        let (stack, _) = Self.stack()
        stack.profilesSteps = true
        let settling = Self.leastTimes(stack)
        #expect(settling[.solveConstraints]! > 0)
        #expect(settling[.solveConstraints]! > settling[.writeBack]!)
        #expect(settling[.solveConstraints]! > settling[.integrateVelocities]!)
        #expect(abs(stack.stepProfile.total - stack.stepProfile.seconds.reduce(0, +)) < 1e-12)

        let balls = (0..<200).map { makeBall(20 + 1.8 * Double($0), 100 + Double($0 % 7) * 30) }
        let free = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let collision = CollisionBehavior(items: balls)
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        free.addBehavior(collision)
        free.addBehavior(GravityBehavior(items: balls))
        free.addBehavior(elasticBehavior(balls))
        free.profilesSteps = true
        let flying = Self.leastTimes(free)
        #expect(flying[.drift]! > flying[.solveConstraints]!)
        #expect(flying[.drift]! > flying[.finishVelocities]!)
    }

    /// Each stage's least time over ten steps.
    private static func leastTimes(_ animator: DynamicAnimator) -> [StepStage: Double] {
        var least: [StepStage: Double] = [:]
        for _ in 0..<10 {
            animator.step()
            for stage in StepStage.allCases { least[stage] = min(least[stage] ?? .infinity, animator.stepProfile[stage]) }
        }
        return least
    }

    @Test func noProfileIsKeptUnlessAskedFor() {
        let (stack, _) = Self.stack()
        for _ in 0..<10 { stack.step() }
        #expect(stack.stepProfile == StepProfile())
    }

    /// Profiling reads the clock and nothing else: the same scene steps to the same bits.
    @Test func profilingChangesNoBit() {
        let (a, _) = Self.stack(), (b, _) = Self.stack()
        b.profilesSteps = true
        for _ in 0..<120 { a.step(); b.step() }
        #expect(a.stateHash() == b.stateHash())
    }

    /// Five rows of boxes on a floor, under gravity.
    private static func stack() -> (DynamicAnimator, [BasicItem]) {
        var boxes: [BasicItem] = []
        for row in 0..<5 {
            for k in 0..<(5 - row) {
                boxes.append(BasicItem(center: Point(x: 100 + 20 * Double(row) + 40 * Double(k), y: 380 - 40 * Double(row)),
                                       size: Size(width: 40, height: 40)))
            }
        }
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: boxes))
        return (animator, boxes)
    }
}
