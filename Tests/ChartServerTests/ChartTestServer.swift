import Breakout
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing
@testable import ChartServer

/// A chart server on 127.0.0.1 and a free port, on a database in a temporary folder, run in
/// this process for one test; `stop()` cancels it. Requests are plain HTTP (URLSession).
///
/// ```swift
/// let server = try await ChartTestServer.start()
/// let (status, _, body) = try await server.get("/api/charts")
/// ```
final class ChartTestServer: Sendable {
    let folder: TemporaryFolder
    let base: URL
    let task: Task<Void, any Error>
    let server: ChartServer

    private init(folder: TemporaryFolder, base: URL, task: Task<Void, any Error>, server: ChartServer) {
        self.folder = folder
        self.base = base
        self.task = task
        self.server = server
    }

    var databasePath: String { folder.file("charts.sqlite") }

    static func start(limits: ChartLimits = ChartLimits(), folder: TemporaryFolder? = nil) async throws -> ChartTestServer {
        let folder = try folder ?? TemporaryFolder("charts")
        let server = try ChartServer(options: .init(port: 0, databasePath: folder.file("charts.sqlite"), limits: limits))
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { try await server.run { port in _ = continuation.yield(port) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return ChartTestServer(folder: folder, base: URL(string: "http://127.0.0.1:\(port)")!, task: task, server: server)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    var client: ChartClient { ChartClient(base: base) }
    func get(_ path: String) async throws -> ChartClient.Answer { try await client.get(path) }
    func submit(_ replay: Data, name: String) async throws -> ChartClient.Answer { try await client.submit(replay, name: name) }
    func submitAccepted(_ replay: Data, name: String) async throws -> Int { try await client.submitAccepted(replay, name: name) }
    func verdict(_ id: Int, seconds: Double = 120) async throws -> [String: Any] { try await client.verdict(id, seconds: seconds) }
}

/// Plain HTTP to a chart server at `base`: what a test sends and reads back.
struct ChartClient: Sendable {
    let base: URL

    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any], "not a JSON object: \(text)")
        }
    }

    func get(_ path: String) async throws -> Answer {
        try await send(URLRequest(url: URL(string: path, relativeTo: base)!))
    }

    /// Uploads `replay` under `name` (percent-encoded into the query).
    func submit(_ replay: Data, name: String) async throws -> Answer {
        var components = URLComponents(url: URL(string: "/api/submissions", relativeTo: base)!, resolvingAgainstBaseURL: true)!
        components.percentEncodedQuery = "name=" + name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        var request = URLRequest(url: components.url!)
        request.httpMethod = "POST"
        request.httpBody = replay
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return try await send(request)
    }

    /// Submits and returns the id of a 202.
    func submitAccepted(_ replay: Data, name: String) async throws -> Int {
        let answer = try await submit(replay, name: name)
        guard answer.status == 202 else { throw Failure("upload answered \(answer.status): \(answer.text)") }
        return try #require(try answer.json()["id"] as? Int)
    }

    /// Polls an upload until it is no longer pending (at most `seconds`); returns its status.
    func verdict(_ id: Int, seconds: Double = 120) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let status = try await get("/api/submissions/\(id)").json()
            if status["status"] as? String != "pending" || Date() > deadline { return status }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    private func send(_ request: URLRequest) async throws -> Answer {
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers[String(describing: key).lowercased()] = String(describing: value) }
        return Answer(status: http.statusCode, headers: headers, body: data)
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
