import ArgumentParser
import Dispatch
import Dynamics

/// `breakout-bench pyramid`: the cost of resting contact. A pyramid of boxes (20 rows, 210
/// boxes, 40 points, friction 0.6, gravity 1) settles; the bench reports the steps until the
/// animator pauses, the median and worst step while it is awake, and a step once it sleeps.
struct PyramidBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pyramid",
        abstract: "Resting contact: a pyramid of boxes settles and sleeps; time per step awake and asleep.")

    @Option(help: "Rows (the bottom row has this many boxes).")
    var rows = 20

    @Option(help: "Steps to run at most.")
    var steps = 1200

    @Option(help: "The boxes' side in points (Box2D's large_pyramid: 100).")
    var side = 40.0

    @Option(help: "Steps a second (Box2D's benchmarks: 60).")
    var rate = 120.0

    @Option(help: "Every this many steps, print the farthest box from its start and the fastest box (0: never).")
    var trace = 0

    @Flag(help: "Print the median time of each stage of the step (DynamicAnimator.stepProfile) while awake.")
    var profile = false

    func validate() throws {
        guard (10...200).contains(side) else { throw ValidationError("--side must be 10...200 points, got \(side)") }
        guard (30...480).contains(rate) else { throw ValidationError("--rate must be 30...480 steps a second, got \(rate)") }
        guard (1...100).contains(rows) else { throw ValidationError("--rows must be 1...100, got \(rows)") }
        guard (1...100_000).contains(steps) else { throw ValidationError("--steps must be 1...100000, got \(steps)") }
    }

    func run() {
        let width = max(2000, side * Double(rows + 4))
        let floor = side * Double(rows + 2)
        var boxes: [BasicItem] = []
        for row in 0..<rows {
            let count = rows - row
            let x0 = width / 2 - Double(count - 1) * side / 2
            for k in 0..<count {
                boxes.append(BasicItem(center: Point(x: x0 + side * Double(k), y: floor - side / 2 - side * Double(row)),
                                       size: Size(width: side, height: side)))
            }
        }
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: width, height: floor))
        animator.stepDuration = 1 / rate
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        let start = boxes.map(\.center)
        var awake: [Double] = []
        var stages: [[Double]] = Array(repeating: [], count: StepStage.allCases.count)
        animator.profilesSteps = profile
        var pausedAt: Int?
        for k in 0..<steps {
            let t0 = DispatchTime.now().uptimeNanoseconds
            animator.step()
            let t1 = DispatchTime.now().uptimeNanoseconds
            if trace > 0 && (k + 1) % trace == 0 {
                let far = boxes.indices.max { boxes[$0].center.distance(to: start[$0]) < boxes[$1].center.distance(to: start[$1]) } ?? 0
                let fast = boxes.indices.max { material.linearVelocity(for: boxes[$0]).distance(to: .zero) < material.linearVelocity(for: boxes[$1]).distance(to: .zero) } ?? 0
                let d = boxes[far].center - start[far]
                print("step \(k + 1): farthest box \(far) moved (\(fmt(d.dx)), \(fmt(d.dy))) pt turned \(fmt(boxes[far].rotation)), fastest box \(fast) at \(fmt(material.linearVelocity(for: boxes[fast]).distance(to: .zero))) pt/s")
            }
            if animator.isRunning {
                awake.append(Double(t1 - t0) / 1e6)
                if profile { for stage in StepStage.allCases { stages[stage.rawValue].append(animator.stepProfile[stage] * 1e6) } }
            } else if pausedAt == nil { pausedAt = k + 1; break }
        }
        // Asleep: what a step costs the animator once everything rests (step() runs it anyway).
        let t0 = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<100 { animator.step() }
        let asleep = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / 100
        awake.sort()
        let drift = zip(boxes, start).map { $0.center.distance(to: $1) }.max() ?? 0
        // A stack that holds sinks a little, straight down; one that comes apart moves sideways.
        let sideways = zip(boxes, start).map { abs($0.center.x - $1.x) }.max() ?? 0
        let drop = zip(boxes, start).map { $0.center.y - $1.y }.max() ?? 0
        let median = awake.isEmpty ? 0 : awake[awake.count / 2]
        print("pyramid rows=\(rows) boxes=\(boxes.count) paused-after-steps=\(pausedAt.map(String.init) ?? "never")"
              + " awake-ms/step median=\(fmt(median)) max=\(fmt(awake.last ?? 0))"
              + " asleep-ms/step=\(fmt(asleep)) worst-drift-points=\(fmt(drift))"
              + " sideways=\(fmt(sideways)) drop=\(fmt(drop))"
              // The bodies' exact state: a change meant to keep the engine's bits keeps this.
              + " state-hash=\(String(animator.stateHash(), radix: 16))")
        if profile {
            for stage in StepStage.allCases {
                let times = stages[stage.rawValue].sorted()
                print("  \(stage): median \(fmt(times.isEmpty ? 0 : times[times.count / 2])) µs")
            }
        }
    }

    private func fmt(_ x: Double) -> String { String((x * 1000).rounded() / 1000) }
}
