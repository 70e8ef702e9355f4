/// What `peer-bench table --json FILE` writes and `bench-plot` reads: one run of the tables,
/// every scene's time per step on every engine, with the machine, the date and the commit it
/// was measured on. Plain Codable values; `BenchResultsFile` reads and writes them.
public struct BenchResults: Codable, Equatable, Sendable {
    /// The layout's version: a reader refuses another one rather than guess.
    public static let currentFormat = 1

    public var format: Int
    /// When the run ended, ISO 8601 in UTC (such as "2026-12-06T17:40:00Z").
    public var date: String
    /// `git rev-parse --short=12 HEAD` where the run was made, "-dirty" added when tracked
    /// files outside docs/benchmarks were changed; "unknown" outside a checkout.
    public var commit: String
    public var machine: Machine
    /// Interleaved rounds per scene: each round ran every engine once.
    public var rounds: Int
    /// The command line that measured it, without `--json` and its file.
    public var command: String
    /// The unit of every `timePerStep` and `firstStretch`: "ms".
    public var unit: String
    public var families: [SceneFamily]

    public init(date: String, commit: String, machine: Machine, rounds: Int, command: String,
                unit: String = "ms", families: [SceneFamily]) {
        self.format = Self.currentFormat
        self.date = date
        self.commit = commit
        self.machine = machine
        self.rounds = rounds
        self.command = command
        self.unit = unit
        self.families = families
    }

    /// The family named `name`, if the run had it.
    public func family(_ name: String) -> SceneFamily? { families.first { $0.name == name } }
}

/// The computer a run was made on.
public struct Machine: Codable, Equatable, Sendable {
    /// The first "model name" of /proc/cpuinfo.
    public var cpu: String
    public var cores: Int

    public init(cpu: String, cores: Int) {
        self.cpu = cpu
        self.cores = cores
    }
}

/// The scenes one picture shows: "storm", "gas", "pyramid", "box2d-pyramids",
/// "box2d-joint-grid".
public struct SceneFamily: Codable, Equatable, Sendable {
    public var name: String
    /// What the family is, for a picture's title ("Storm: balls among bricks").
    public var title: String
    public var scenes: [SceneResult]

    public init(name: String, title: String, scenes: [SceneResult]) {
        self.name = name
        self.title = title
        self.scenes = scenes
    }
}

/// One scene and every engine's times on it.
public struct SceneResult: Codable, Equatable, Sendable {
    /// The scene's name in the tables ("storm N=1000 S=600", "joint_grid 100x100").
    public var name: String
    /// What sets its size: storm and gas "N" (balls), "S" (speed, points/s) and "fields"
    /// (storm.md's field repeated); "rows"; "base", "pyramids"; "size" (the joint grid's side).
    public var parameters: [String: Double]
    /// The steps each run was asked for.
    public var steps: Int
    public var results: [EngineResult]

    public init(name: String, parameters: [String: Double], steps: Int, results: [EngineResult]) {
        self.name = name
        self.parameters = parameters
        self.steps = steps
        self.results = results
    }
}

/// One engine's runs of one scene.
public struct EngineResult: Codable, Equatable, Sendable {
    /// peer-bench's name for it ("dynamics", "chipmunk-o2", "box2d3", "kernel"): the
    /// plots' colours follow it.
    public var engine: String
    /// Its name in the tables ("Box2D 3.1.1").
    public var engineName: String
    /// Time per step over the steps each run took, in `BenchResults.unit`.
    public var timePerStep: Spread
    /// Time per step over the same first steps on every engine (Box2D's scenes: the first
    /// 0.5 s, which every run takes whatever its budget; the pyramid: the first 2 s, while it
    /// settles); nil for the storm.
    public var firstStretch: Spread?
    /// The steps each run took, round by round: fewer than the scene's for a run that used
    /// its time budget.
    public var stepsTaken: [Int]
    /// The storm and the gas: balls that ended outside the field, round by round (a fast
    /// engine that lets balls through is not doing the scene's work); nil for other scenes.
    public var escaped: [Int]?

    public init(engine: String, engineName: String, timePerStep: Spread, firstStretch: Spread? = nil, stepsTaken: [Int],
                escaped: [Int]? = nil) {
        self.engine = engine
        self.engineName = engineName
        self.timePerStep = timePerStep
        self.firstStretch = firstStretch
        self.stepsTaken = stepsTaken
        self.escaped = escaped
    }

    /// Whether balls escaped the field in any round.
    public var lostBalls: Bool { (escaped ?? []).contains { $0 > 0 } }
}

/// A measurement over rounds: each round's value, and their median, least and most.
public struct Spread: Codable, Equatable, Sendable {
    public var median: Double
    public var min: Double
    public var max: Double
    /// Round by round, in the order they ran.
    public var values: [Double]

    public init(median: Double, min: Double, max: Double, values: [Double]) {
        self.median = median
        self.min = min
        self.max = max
        self.values = values
    }

    /// The spread of `values` (at least one).
    public init(_ values: [Double]) {
        precondition(!values.isEmpty, "a spread needs at least one value")
        let sorted = values.sorted()
        let mid = sorted.count / 2
        self.init(median: sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
                  min: sorted[0], max: sorted[sorted.count - 1], values: values)
    }
}
