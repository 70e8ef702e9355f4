import Dynamics

/// One measured run of the storm scene, and its report line.
struct StormRun {
    let count: Int
    let speed: Double
    let gas: Bool
    var steps = StormScene.defaultSteps
    /// Balls replaced per second (0: the plain storm scene).
    var churnPerSecond = 0
    /// What the balls are.
    var items = StormItemKind.basic
    var milliseconds = 0.0
    var escaped = 0
    var insideBricks = 0
    var energyRatio = 1.0
    var stateHash: UInt64 = 0

    init(count: Int, speed: Double, gas: Bool) {
        self.count = count
        self.speed = speed
        self.gas = gas
    }

    mutating func run() {
        var scene = StormScene(count: count, speed: speed, gas: gas, items: items)
        _ = scene.animator.stateHash()   // builds the bodies outside the timing
        let startEnergy = scene.kineticEnergy()
        let clock = ContinuousClock()
        var rng = StormGenerator(state: 7)
        let perStep = Double(churnPerSecond) / 120
        var owed = 0.0
        let elapsed = clock.measure {
            for _ in 0..<steps {
                if churnPerSecond > 0 {
                    owed += perStep
                    let k = Int(owed)
                    owed -= Double(k)
                    scene.replace(k, using: &rng)
                }
                scene.animator.step()
            }
        }
        milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        escaped = scene.escapedCount()
        insideBricks = scene.insideBrickCount()
        // New balls bring the same speed, so the energy stays comparable under churn.
        energyRatio = scene.kineticEnergy() / startEnergy
        stateHash = scene.animator.stateHash()
    }

    var nanosecondsPerBallStep: Double { milliseconds * 1e6 / Double(steps * count) }

    var reportLine: String {
        let name = gas ? "storm-gas" : "storm"
        let churn = (churnPerSecond > 0 ? " churn=\(churnPerSecond)/s" : "") + (items == .basic ? "" : " items=\(items.rawValue)")
        return "\(name) N=\(count) S=\(Int(speed))\(churn) steps=\(steps) "
            + "ms/step=\(format(milliseconds / Double(steps), 4)) "
            + "ns/ball-step=\(format(nanosecondsPerBallStep, 1)) "
            + "escaped=\(escaped) inside-brick=\(insideBricks) "
            + "energy-ratio=\(format(energyRatio, 12)) "
            // Every body's final state: equal hashes are bit-identical runs (before and after a change).
            + "state=\(String(stateHash, radix: 16))"
    }
}

func format(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: "."), !text.contains("e") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if have < decimals { text += String(repeating: "0", count: decimals - have) }
    }
    return text
}
