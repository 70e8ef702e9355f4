import ArgumentParser
import ChartServer
import Foundation

/// `breakout-charts`: the online charts' server. Every uploaded game is played again by the
/// server before it is ranked (docs/CHARTS.md).
@main
struct BreakoutCharts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breakout-charts",
        abstract: "Serve online charts that rank only games the server has played again itself.",
        discussion: "The API and the limits are described in docs/CHARTS.md.")

    @Option(help: "The port to listen on (0: any free one; the line printed at start names it).")
    var port = 8080

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The SQLite database (default: charts.sqlite in the XDG data folder, ~/.local/share/breakout).")
    var database: String?

    @Option(help: "Threads that verify uploads.")
    var workers = 1

    @Option(help: "Uploads one address may send per minute.")
    var uploadsPerMinute = 10

    @Option(help: "Uploads waiting for verification at most; past it the server answers 503.")
    var maxPending = 64

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535, got \(port)") }
        guard (1...64).contains(workers) else { throw ValidationError("--workers must be 1...64, got \(workers)") }
        guard uploadsPerMinute >= 1 else { throw ValidationError("--uploads-per-minute must be 1 or more") }
        guard maxPending >= 1 else { throw ValidationError("--max-pending must be 1 or more") }
    }

    func run() async throws {
        guard let path = database ?? ChartServer.defaultDatabasePath() else {
            throw ValidationError("no data folder: set HOME or XDG_DATA_HOME, or give --database FILE")
        }
        var limits = ChartLimits()
        limits.workers = workers
        limits.uploadsPerMinute = uploadsPerMinute
        limits.maxPending = maxPending
        let server = try ChartServer(options: .init(host: host, port: port, databasePath: path, limits: limits))
        let host = self.host
        try await server.run { port in
            // Written at once, not buffered: a script waits for this line to learn the port.
            FileHandle.standardOutput.write(Data("breakout-charts: listening on http://\(host):\(port) (database \(path))\n".utf8))
        }
    }
}
