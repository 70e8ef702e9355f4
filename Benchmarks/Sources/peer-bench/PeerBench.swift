import ArgumentParser

/// `peer-bench`: the storm scenes on Dynamics, Chipmunk2D and Box2D, and our engine's heap
/// allocations per step.
@main
struct PeerBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peer-bench",
        abstract: "Compares Dynamics with Chipmunk2D 7 and Box2D 2.4.1 on the storm scenes of storm.md.",
        subcommands: [TableCommand.self, AllocationsCommand.self],
        defaultSubcommand: TableCommand.self)
}
