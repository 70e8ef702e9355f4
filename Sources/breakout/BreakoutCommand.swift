import ArgumentParser
import Breakout
import Dynamics
#if canImport(Glibc)
import Glibc
#endif

/// `breakout`: plays in a window by default; `simulate` and `replay` run headless; `demo` is the
/// engine's text-mode demo.
@main
struct BreakoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breakout",
        abstract: "Breakout on the Dynamics engine.",
        version: GameVersion.string,
        subcommands: [PlayCommand.self, EditCommand.self, SimulateCommand.self, HostCommand.self, JoinCommand.self, ReplayCommand.self, SubmitCommand.self, PlaythroughCommand.self, StressWriteCommand.self, IconCommand.self, Demo.self],
        defaultSubcommand: PlayCommand.self)

    /// Unblocks the signals that end a program before anything runs: a parent that spawned
    /// it from a thread blocking them (some test runners and process launchers do) would
    /// otherwise leave `kill` with no effect, and a headless host would run on for its whole
    /// game. Their default action, ending the program, is what a player and a script expect.
    static func main() {
        var endings = sigset_t()
        sigemptyset(&endings)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&endings, signal) }
        pthread_sigmask(SIG_UNBLOCK, &endings, nil)
        main(nil)
    }
}

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-demo",
        abstract: "Balls break a wall of bricks, drawn as text in the terminal (the engine's demo).")

    @Option(help: "Simulated seconds to run.")
    var seconds: Double = 8

    @Option(help: "Number of balls (1-20).")
    var balls: Int = 5

    @Option(help: "Ball speed in points/s.")
    var speed: Double = 500

    @Flag(help: "Print only the summary, not the animation.")
    var quiet = false

    func validate() throws {
        guard seconds.isFinite && seconds > 0 && seconds <= 3600 else { throw ValidationError("--seconds must be in 0...3600, got \(seconds)") }
        guard (1...20).contains(balls) else { throw ValidationError("--balls must be in 1...20, got \(balls)") }
        guard speed.isFinite && speed > 0 && speed <= 100_000 else { throw ValidationError("--speed must be in 0...100000, got \(speed)") }
    }

    func run() throws {
        let scene = DemoScene(ballCount: balls, speed: speed)
        let frame = 1.0 / 30
        let animate = !quiet && isatty(1) != 0
        var t = 0.0
        while t < seconds {
            scene.animator.advance(by: frame)
            t += frame
            if animate {
                let lines = scene.render(columns: 64, rows: 20)
                print("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
                print("t=\(Int(t * 10) / 10)s  bricks broken: \(scene.bricksBroken)/80  contacts: \(scene.contacts)")
                usleep(33_000)
            }
        }
        print("demo: \(scene.animator.stepCount) steps, \(scene.bricksBroken) of 80 bricks broken, "
              + "\(scene.contacts) contacts, state hash \(String(scene.animator.stateHash(), radix: 16))")
    }
}
