import Breakout
import Foundation
import NIOHTTP1
import SettingsKit

/// The online charts' live client: `breakout-charts`' JSON API over plain HTTP
/// (`HTTPExchange`), each request on a connection of its own and bounded by its `timeout`.
/// What the server answers is checked as it is read: an answer that is not the API's gives
/// `ChartClientError.malformed`, never a crash.
///
/// ```swift
/// let client = ChartClient(address: try HTTPAddress.parse("http://127.0.0.1:8080"))
/// let id = try await client.submit(replayBytes, name: "Ann", timeout: 10)
/// let status = try await client.submission(id, timeout: 10)   // .pending, .ranked, .refused
/// ```
public struct ChartClient: ChartService {
    public let address: HTTPAddress

    public init(address: HTTPAddress) {
        self.address = address
    }

    public func submit(_ replay: Data, name: String, timeout: Double) async throws(ChartClientError) -> Int {
        // The query's value percent-encoded: unreserved characters stay, every other byte is %XX.
        let encoded = name.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
        let answer = try await HTTPExchange.run(.POST, address.path("/api/submissions?name=" + encoded), body: Array(replay),
                                                contentType: "application/json", at: address, timeout: timeout)
        struct Accepted: Decodable { var id: Int }
        return try decode(Accepted.self, from: answer, expecting: 202).id
    }

    public func submission(_ id: Int, timeout: Double) async throws(ChartClientError) -> SubmissionStatus {
        let answer = try await HTTPExchange.run(.GET, address.path("/api/submissions/\(id)"), at: address, timeout: timeout)
        let status = try decode(SubmissionRecord.self, from: answer, expecting: 200)
        switch status.status {
        case "pending":
            return .pending
        case "ranked":
            guard let place = status.place, let chart = status.chart, let score = status.score, let level = status.level else {
                throw malformed("a ranked upload without its place, chart, score and level")
            }
            return .ranked(place: place, chart: chart, score: score, level: level)
        case "refused":
            guard let reason = status.reason else { throw malformed("a refused upload without its reason") }
            return .refused(code: status.refusal ?? "refused", reason: reason)
        default:
            throw malformed("an upload's status \"\(status.status.prefix(40))\"")
        }
    }

    public func chart(_ key: String, timeout: Double) async throws(ChartClientError) -> OnlineChart {
        let encoded = key.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
        let answer = try await HTTPExchange.run(.GET, address.path("/api/charts/" + encoded), at: address, timeout: timeout)
        // A chart nobody is ranked on yet is empty, not an error.
        if answer.status == 404 { return OnlineChart(key: key, title: "", entries: []) }
        struct Item: Decodable { var place: Int; var name: String; var score: Int; var level: Int; var date: Date? }
        struct Chart: Decodable { var key: String; var title: String; var entries: [Item] }
        let chart = try decode(Chart.self, from: answer, expecting: 200)
        return OnlineChart(key: chart.key, title: chart.title, entries: chart.entries.map {
            OnlineChart.Entry(place: $0.place, name: $0.name, score: $0.score, level: $0.level, date: $0.date)
        })
    }

    public func statusURL(_ id: Int) -> String { "\(address)/api/submissions/\(id)" }

    /// RFC 3986's unreserved characters: what a query value keeps unencoded.
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The answer's JSON as `T`, when its status is `expected`; otherwise the server's own
    /// message (Hummingbird's `{"error": {"message": ...}}`) or what was wrong with it.
    private func decode<T: Decodable>(_ type: T.Type, from answer: HTTPExchange.Answer, expecting expected: Int) throws(ChartClientError) -> T {
        let data = Data(answer.body)
        guard answer.status == expected else {
            if let failure = try? JSONDecoder().decode(ServerFailure.self, from: data) {
                throw .turnedDown(status: answer.status, message: String(failure.error.message.prefix(300)))
            }
            throw .turnedDown(status: answer.status, message: Self.firstLine(of: data))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do { return try decoder.decode(T.self, from: data) } catch {
            throw malformed("not the JSON a chart server sends (\(Self.firstLine(of: data)))")
        }
    }

    /// Hummingbird's body for an HTTP error: `{"error": {"message": "..."}}`.
    private struct ServerFailure: Decodable {
        struct Inner: Decodable { var message: String }
        var error: Inner
    }

    private func malformed(_ why: String) -> ChartClientError { .malformed(server: address.hostAndPort, why: why) }

    /// The start of a text answer, for a message: one line of printable characters.
    static func firstLine(of data: Data) -> String {
        let text = String(decoding: data.prefix(200), as: UTF8.self)
        let line = text.prefix { $0 != "\n" && $0 != "\r" }.filter { !$0.isASCII || ($0.asciiValue! >= 32 && $0.asciiValue! < 127) }
        return line.isEmpty ? "an empty answer" : String(line.prefix(120))
    }
}
