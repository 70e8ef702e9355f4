import ArgumentParser

/// The engines the benchmark knows, in the order they run within a round.
enum Engine: String, CaseIterable, Sendable {
    case dynamics, chipmunk, box2d

    var displayName: String {
        switch self {
        case .dynamics: "Dynamics"
        case .chipmunk: "Chipmunk2D 7"
        case .box2d: "Box2D 2.4.1"
        }
    }

    func makeWorld(_ spec: StormSpec, _ settings: PeerSettings) -> any StormWorld {
        switch self {
        case .dynamics: DynamicsStorm(spec: spec, settings: settings)
        case .chipmunk: ChipmunkStorm(spec: spec, settings: settings)
        case .box2d: Box2DStorm(spec: spec, settings: settings)
        }
    }

    /// Engines from a comma-separated list such as "dynamics,box2d".
    static func list(_ text: String) throws -> [Engine] {
        try text.split(separator: ",").map { name in
            let trimmed = name.filter { !$0.isWhitespace }
            guard let engine = Engine(rawValue: trimmed) else {
                throw ValidationError("unknown engine '\(trimmed)'; choose from dynamics, chipmunk, box2d")
            }
            return engine
        }
    }
}
