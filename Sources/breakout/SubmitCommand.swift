import ArgumentParser
import Breakout
import BreakoutNet
import Foundation
import SettingsKit

/// `breakout submit REPLAY --to URL --name NAME`: sends a replay to an online chart server
/// (`breakout-charts`), waits for its verdict and prints the place, or why it was refused.
/// Exit status 0 when ranked, 2 when refused, 1 when the server could not be asked.
struct SubmitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "submit",
        abstract: "Send a replay to an online chart server and print its place, or why it was refused.",
        discussion: """
            The server plays the game again before it ranks it (docs/CHARTS.md). Exit status: 0 \
            ranked, 2 refused, 1 when the server could not be asked (a bad address, no answer).
            """)

    @Argument(help: "The replay file (`breakout simulate --record FILE`, or the window's last game).")
    var replay: String

    @Option(help: "The chart server, an http:// address such as \(HTTPAddress.example) (default: the settings file's online.charts).")
    var to: String?

    @Option(help: "The player's name on the chart (at most 24 characters).")
    var name: String

    @Option(help: "Seconds to wait in all for the upload and its verdict.")
    var timeout: Double = 120

    @Option(help: "The settings file, for online.charts when --to is not given (default: the player's file).")
    var config: String?

    func validate() throws {
        guard timeout.isFinite && timeout >= 1 && timeout <= 3600 else {
            throw ValidationError("--timeout must be in 1...3600 seconds, got \(timeout)")
        }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--name must not be empty") }
        if let to {
            do { _ = try HTTPAddress.parse(to) } catch { throw ValidationError("--to: \(error)") }
        }
    }

    func run() throws {
        let address = try server()
        guard FileManager.default.fileExists(atPath: replay) else { throw failure("\(replay): no such file") }
        // Only a replay leaves the machine: any other file is stopped here, whatever its name.
        let bytes: Data
        do {
            _ = try Replay.read(from: URL(fileURLWithPath: replay))
            bytes = try Data(contentsOf: URL(fileURLWithPath: replay))
        } catch let error as ReplayError {
            throw failure("\(error)")
        } catch {
            throw failure("\(replay): cannot read the file (\(error.localizedDescription))")
        }
        SettingsLoading.warn("sending \(replay) to \(address) and waiting for its verdict (at most \(Int(timeout)) s)")
        let client = ChartClient(address: address)
        let name = self.name, timeout = self.timeout
        let request = BackgroundRequest { () async throws(ChartClientError) -> SubmissionStatus in
            try await client.submitAndWait(bytes, name: name, timeout: timeout)
        }
        while true {
            switch request.poll() {
            case nil:
                Thread.sleep(forTimeInterval: 0.02)
            case .failure(let error)?:
                throw failure("\(error)")
            case .success(let .ranked(place, chart, score, level))?:
                print("ranked: place \(place) on the chart \(chart), score \(score), level \(level)")
                print("\(address)/charts/\(chart)")
                return
            case .success(let .refused(_, reason))?:
                SettingsLoading.warn("refused, \(reason)")
                throw ExitCode(2)
            case .success(.pending)?:
                throw failure("the server gave no verdict")   // submitAndWait never ends pending
            }
        }
    }

    /// `--to`, or the settings file's `online.charts`.
    private func server() throws -> HTTPAddress {
        if let to { return try HTTPAddress.parse(to) }
        guard let address = SettingsLoading.load(explicitPath: config).online.address else {
            throw ValidationError("no chart server: give --to URL, or set online.charts in the settings file")
        }
        return address
    }
}
