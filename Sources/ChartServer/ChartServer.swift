import Files
import Foundation
import Hummingbird
import ServiceLifecycle

/// The online charts' server: a Hummingbird web server on one SQLite file, and a pool of
/// threads that play every uploaded replay with the game's own engine before ranking it.
/// `breakout-charts` runs one; tests run one in-process on an ephemeral port.
///
/// ```swift
/// let server = try ChartServer(options: .init(port: 0, databasePath: "/tmp/charts.sqlite"))
/// try await server.run { port in print("listening on \(port)") }
/// ```
public struct ChartServer: Sendable {
    public struct Options: Sendable {
        /// The address to listen on: loopback unless told otherwise.
        public var host = "127.0.0.1"
        /// 0 takes a free port (the one taken is passed to `run`'s `onListening`).
        public var port = 8080
        public var databasePath: String
        public var limits = ChartLimits()

        public init(host: String = "127.0.0.1", port: Int = 8080, databasePath: String, limits: ChartLimits = ChartLimits()) {
            self.host = host
            self.port = port
            self.databasePath = databasePath
            self.limits = limits
        }
    }

    /// The database's path when none is given: `charts.sqlite` in the game's XDG data folder.
    public static func defaultDatabasePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        XDGDirectories.data(environment: environment).map { ($0 as NSString).appendingPathComponent("charts.sqlite") }
    }

    let options: Options
    let store: ChartStore
    let pool: VerificationPool

    /// Opens (creates, migrates) the database and starts the verification threads, which
    /// take up the uploads a previous run left pending.
    public init(options: Options) throws {
        self.options = options
        let folder = (options.databasePath as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        store = try ChartStore(path: options.databasePath)
        pool = VerificationPool(workers: options.limits.workers, capacity: options.limits.maxPending,
                                verifier: Verifier(limits: options.limits), store: store)
        pool.requeue(try store.pending())
    }

    /// Serves until the task is cancelled or the process gets SIGINT or SIGTERM; either stops
    /// it gracefully (requests under way are answered), then the verifications under way
    /// finish (queued ones stay pending for the next start).
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let router = Router(context: ChartRequestContext.self)
        ChartRoutes(store: store, pool: pool, limiter: RateLimiter(perMinute: options.limits.uploadsPerMinute),
                    pages: try ChartPages(), limits: options.limits).add(to: router)
        let maxBodyBytes = options.limits.maxBodyBytes
        let app = Application(
            router: router,
            server: .http1(configuration: .init(additionalChannelHandlers: [ContinueHandler(maxBodyBytes: maxBodyBytes)])),
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: "breakout-charts"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) })
        defer { pool.shutdown() }
        let group = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger))
        // Its own task, so that a cancellation reaches it only as the graceful stop below.
        let serving = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}
