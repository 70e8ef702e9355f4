import ArgumentParser

/// The engines the benchmark knows, in the order they run within a round.
enum Engine: String, CaseIterable, Sendable {
    case dynamics
    /// Debian's libchipmunk (debug checks on).
    case chipmunk
    /// The same Chipmunk version built with -O2 -DNDEBUG (`OptimizedChipmunk`).
    case chipmunkO2 = "chipmunk-o2"
    case box2d, box2d3
    /// The floor (`KernelFloor`): storm and gas scenes, run as its own program.
    case kernel

    var displayName: String {
        switch self {
        case .dynamics: "Dynamics"
        case .chipmunk: "Chipmunk2D 7 (Debian)"
        case .chipmunkO2: "Chipmunk2D 7 (-O2 -DNDEBUG)"
        case .box2d: "Box2D 2.4.1"
        case .box2d3: "Box2D 3.1.1"
        case .kernel: "C kernel (floor)"
        }
    }

    func makeWorld(_ spec: StormSpec, _ settings: PeerSettings) -> any StormWorld {
        switch self {
        case .dynamics: DynamicsStorm(spec: spec, settings: settings)
        case .chipmunk: ChipmunkStorm<DebianChipmunk>(spec: spec, settings: settings)
        case .chipmunkO2: ChipmunkStorm<OptimizedChipmunk>(spec: spec, settings: settings)
        case .box2d: Box2DStorm(spec: spec, settings: settings)
        case .box2d3: Box2D3Storm(spec: spec, settings: settings)
        case .kernel: preconditionFailure("the C kernel runs as its own program (KernelFloor), not as a world")
        }
    }

    func makePyramid(_ spec: PyramidSpec, _ settings: PeerSettings) -> any PyramidWorld {
        switch self {
        case .dynamics: DynamicsPyramid(spec: spec, settings: settings)
        case .chipmunk: ChipmunkPyramid<DebianChipmunk>(spec: spec, settings: settings)
        case .chipmunkO2: ChipmunkPyramid<OptimizedChipmunk>(spec: spec, settings: settings)
        case .box2d: Box2DPyramid(spec: spec, settings: settings)
        case .box2d3: Box2D3Pyramid(spec: spec, settings: settings)
        case .kernel: preconditionFailure("the C kernel has no pyramid")
        }
    }

    func makeBoxStack(_ scene: BoxStackScene, _ settings: PeerSettings) -> any BoxStackWorld {
        switch self {
        case .dynamics: DynamicsBoxStack(scene: scene, settings: settings)
        case .chipmunk: ChipmunkBoxStack<DebianChipmunk>(scene: scene, settings: settings)
        case .chipmunkO2: ChipmunkBoxStack<OptimizedChipmunk>(scene: scene, settings: settings)
        case .box2d: Box2DBoxStack(scene: scene, settings: settings)
        case .box2d3: Box2D3BoxStack(scene: scene, settings: settings)
        case .kernel: preconditionFailure("the C kernel has no boxes")
        }
    }

    func makeJointGrid(_ spec: JointGridSpec, _ settings: PeerSettings) -> any JointGridWorld {
        switch self {
        case .dynamics: DynamicsJointGrid(spec: spec, settings: settings)
        case .chipmunk: ChipmunkJointGrid<DebianChipmunk>(spec: spec, settings: settings)
        case .chipmunkO2: ChipmunkJointGrid<OptimizedChipmunk>(spec: spec, settings: settings)
        case .box2d: Box2DJointGrid(spec: spec, settings: settings)
        case .box2d3: Box2D3JointGrid(spec: spec, settings: settings)
        case .kernel: preconditionFailure("the C kernel has no joints")
        }
    }

    /// The Chipmunk build this engine runs, if it is one.
    var chipmunkBuild: (any ChipmunkBuild.Type)? {
        switch self {
        case .chipmunk: DebianChipmunk.self
        case .chipmunkO2: OptimizedChipmunk.self
        default: nil
        }
    }

    /// Whether this engine runs `spec` (the floor runs the storm and gas scenes when built,
    /// tiled ones only for the gas: `KernelFloor.supports`).
    func runs(_ spec: StormSpec) -> Bool { self != .kernel || KernelFloor.supports(spec) }

    /// Every engine's name, for help texts and errors.
    static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// Engines from a comma-separated list such as "dynamics,box2d".
    static func list(_ text: String) throws -> [Engine] {
        try text.split(separator: ",").map { name in
            let trimmed = name.filter { !$0.isWhitespace }
            guard let engine = Engine(rawValue: trimmed) else {
                throw ValidationError("unknown engine '\(trimmed)'; choose from \(names)")
            }
            return engine
        }
    }
}
