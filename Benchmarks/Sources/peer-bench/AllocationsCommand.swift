import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// Counts heap allocations per step: each scene (the storm scenes, then the pyramid) is built,
/// stepped for a warm-up (scratch buffers grow to size there), then stepped again with every
/// allocation counted. The design's target for Dynamics is zero once a scene runs.
struct AllocationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "allocations",
        abstract: "Counts heap allocations per step (after a warm-up) with a preloaded malloc interposer.")

    @Option(help: "Comma-separated engines: \(Engine.names).")
    var engines = Engine.dynamics.rawValue

    @Option(help: "Steps run before counting (counted separately).")
    var warmup = 120

    @Option(help: "Steps counted after the warm-up.")
    var steps = 600

    @Flag(help: "Only the three small storm scenes of the quick table, and the pyramid.")
    var quick = false

    @Option(help: "Window frames run before counting: longer than the rewind history (5 s, 300 frames) takes to fill.")
    var frameWarmup = 400

    @Option(help: "Window frames counted after the warm-up.")
    var frames = 300

    func validate() throws {
        if warmup < 0 { throw ValidationError("--warmup must be 0 or more, got \(warmup)") }
        if steps < 1 { throw ValidationError("--steps must be at least 1, got \(steps)") }
        if frameWarmup < 0 { throw ValidationError("--frame-warmup must be 0 or more, got \(frameWarmup)") }
        if frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        _ = try Engine.list(engines)
    }

    func run() throws {
        guard let counter = AllocationCounter() else {
            try Self.restartWithInterposer()
        }
        // Proves the counter sees this process's allocations before trusting a zero.
        let probe = counter.count {
            // Kept in a global so the optimizer cannot drop the malloc/free pair.
            probeAllocation = malloc(100)
            free(probeAllocation)
        }
        guard probe.allocations >= 1 else {
            throw ValidationError("the malloc interposer is loaded but counted no allocation for malloc(100)")
        }
        let settings = PeerSettings()
        // Chipmunk's banner (on a build's first space) must not land among the rows.
        for engine in try Engine.list(engines) { _ = engine.chipmunkBuild?.banner }
        print("scene".padding(20) + "  engine        warm-up allocs  allocs/step  bytes/step   (\(warmup) warm-up, \(steps) counted steps)")
        for spec in quick ? StormSpec.quick : StormSpec.all {
            for engine in try Engine.list(engines) where engine != .kernel {
                let world = engine.makeWorld(spec, settings)
                report(spec.name, engine, counter, step: world.step)
            }
        }
        let pyramid = PyramidSpec()
        for engine in try Engine.list(engines) where engine != .kernel {
            let world = engine.makePyramid(pyramid, settings)
            report(pyramid.name, engine, counter, step: world.step)
        }
        if try Engine.list(engines).contains(.dynamics) {
            print()
            try FrameAllocations(warmup: frameWarmup, frames: frames).report(counter)
        }
    }

    /// Steps one built scene through the warm-up and the counted steps; prints its row.
    private func report(_ scene: String, _ engine: Engine, _ counter: AllocationCounter, step: () -> Void) {
        let warm = counter.count { for _ in 0..<warmup { step() } }
        let counted = counter.count { for _ in 0..<steps { step() } }
        let perStep = Double(counted.allocations) / Double(steps)
        let bytesPerStep = Double(counted.bytes) / Double(steps)
        print(scene.padding(20) + "  " + engine.rawValue.padding(12)
            + padLeft("\(warm.allocations)", 16) + padLeft(fixed(perStep, 3), 13)
            + padLeft(fixed(bytesPerStep, 1), 12))
    }

    /// Runs this same command again with the interposer preloaded; never returns.
    static func restartWithInterposer() throws -> Never {
        if getenv("PEER_BENCH_INTERPOSER") != nil {
            throw ValidationError("the malloc interposer was preloaded but its functions are not visible")
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw ValidationError("cannot find peer-bench's own path") }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let library = directory + "/" + AllocationCounter.libraryName
        guard access(library, R_OK) == 0 else {
            throw ValidationError("\(library) is missing; build the Benchmarks package first")
        }
        setenv("LD_PRELOAD", library, 1)
        setenv("PEER_BENCH_INTERPOSER", "1", 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(executable, arguments)
        throw ValidationError("could not restart peer-bench with the interposer: errno \(errno)")
    }
}

nonisolated(unsafe) private var probeAllocation: UnsafeMutableRawPointer?
