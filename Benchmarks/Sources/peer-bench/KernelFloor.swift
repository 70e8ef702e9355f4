import Foundation

/// The floor: shared/bench/limit/storm_kernel.c for the storm scenes, the same algorithm as
/// Dynamics' storm with nothing in the way (balls in plain arrays, bricks in a fixed grid,
/// exact sweeps), and the project's own Benchmarks/GasKernel/gas_kernel.c for the gas scenes
/// (event-driven discs: predictions over a horizon of a few steps, one scheduled event per
/// disc, checked by collision counts, a grid of swept boxes, a cheap reject before each
/// pair's quadratic). They are yardsticks, not
/// engines: `scripts/bench-peers` compiles them with `gcc -O2` into the ignored cache, and
/// each run is one call of that program, timed by itself, in the same round as the engines.
///
/// Neither has boxes (the pyramid).
enum KernelFloor {
    /// The compiled kernel for `spec`, as `scripts/bench-peers` leaves it (or `STORM_KERNEL`,
    /// `GAS_KERNEL`).
    static func executable(for spec: StormSpec) -> String? {
        let (variable, name) = spec.gas ? ("GAS_KERNEL", "gas_kernel") : ("STORM_KERNEL", "storm_kernel")
        let path = ProcessInfo.processInfo.environment[variable]
            ?? FileManager.default.currentDirectoryPath + "/Benchmarks/.cache/" + name
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The storm kernel (shared/bench/limit) knows storm.md's one field only; the gas kernel
    /// takes tiles.
    static func supports(_ spec: StormSpec) -> Bool {
        (spec.gas || spec.tileCount == 1) && executable(for: spec) != nil
    }

    /// One run of the kernel on `spec`; nil (with the reason on stderr) if it cannot run.
    static func measure(_ spec: StormSpec) -> StormRun? {
        guard let executable = executable(for: spec) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--balls=\(spec.count)", "--speed=\(Int(spec.speed))", "--steps=\(spec.steps)"]
            + (spec.tileCount > 1 ? ["--tiles=\(spec.tileColumns)x\(spec.tileRows)"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            printError("storm kernel: cannot run \(executable): \(error)")
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let run = parse(output, spec) else {
            printError("storm kernel: unexpected output (status \(process.terminationStatus)): \(output)")
            return nil
        }
        return run
    }

    /// Reads the kernel's one line: `kernel-c balls=N speed=S steps=K ms_per_step=... ns_per_ball_step=...
    /// escaped=E in_bricks=B energy_ratio=R`.
    static func parse(_ line: String, _ spec: StormSpec) -> StormRun? {
        var fields: [String: String] = [:]
        for token in line.split(whereSeparator: \.isWhitespace) {
            let parts = token.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let steps = fields["steps"].flatMap(Int.init), steps > 0,
              let msPerStep = fields["ms_per_step"].flatMap(Double.init),
              let escaped = fields["escaped"].flatMap(Int.init),
              let inBricks = fields["in_bricks"].flatMap(Int.init),
              let energy = fields["energy_ratio"].flatMap(Double.init) else { return nil }
        var run = StormRun(engine: .kernel, spec: spec)
        run.steps = steps
        run.seconds = msPerStep * Double(steps) / 1000
        run.escaped = escaped
        run.insideBrick = inBricks
        run.energyRatio = energy
        return run
    }
}
