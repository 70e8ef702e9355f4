import ArgumentParser

/// `peer-bench`: the storm scenes and the pyramid on Dynamics, Chipmunk2D (two builds) and Box2D (2.4 and
/// 3.1), and heap allocations per step.
@main
struct PeerBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peer-bench",
        abstract: "Compares Dynamics with Chipmunk2D 7 (Debian's and a -O2 -DNDEBUG build), Box2D 2.4.1 and Box2D 3.1.1 on the storm scenes of storm.md and a pyramid of boxes.",
        subcommands: [TableCommand.self, AllocationsCommand.self],
        defaultSubcommand: TableCommand.self)
}
