import Breakout
import Foundation
import Hummingbird
import NIOCore

/// The server's routes: the JSON API under `/api` and the HTML page. Handlers only read and
/// write rows and hand uploads to the verification pool; none plays a replay.
///
/// | route | answer |
/// | --- | --- |
/// | `POST /api/submissions?name=NAME` (body: a replay file) | 202 `{id, status, url}` |
/// | `GET /api/submissions/{id}` | pending, ranked (place N) or refused (reason) |
/// | `GET /api/submissions/{id}/replay` | a ranked game's replay file |
/// | `GET /api/charts`, `GET /api/charts/{key}` | the charts, a chart's top 100 |
/// | `GET /`, `GET /charts/{key}`, `GET /submissions/{id}` | the same as HTML |
struct ChartRoutes: Sendable {
    let store: ChartStore
    let pool: VerificationPool
    let limiter: RateLimiter
    let pages: ChartPages
    let limits: ChartLimits

    func add(to router: Router<ChartRequestContext>) {
        router.post("/api/submissions") { request, context in try await submit(request, context) }
        router.get("/api/submissions/:id") { _, context in try await status(context) }
        router.get("/api/submissions/:id/replay") { _, context in try await replay(context) }
        router.get("/api/charts") { _, _ in try await chartList() }
        router.get("/api/charts/:key") { _, context in try await chart(context) }
        router.get("/") { _, _ in try await indexPage() }
        router.get("/charts/:key") { _, context in try await chartPage(context) }
        router.get("/submissions/:id") { _, context in try await submissionPage(context) }
    }

    // MARK: Uploads

    private func submit(_ request: Request, _ context: ChartRequestContext) async throws -> Response {
        guard let raw = request.uri.queryParameters.get("name"),
              let name = PlayerName.clean(raw, maxLength: limits.maxNameLength) else {
            throw HTTPError(.badRequest, message: "A player's name is needed: POST /api/submissions?name=NAME (percent-encoded).")
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limits.maxBodyBytes {
            throw tooLarge()
        }
        if let wait = limiter.admit(context.client, at: .now) {
            throw HTTPError(.tooManyRequests, headers: [.retryAfter: String(wait)],
                            message: "Too many uploads from your address: at most \(limits.uploadsPerMinute) a minute. Try again in \(wait) s.")
        }
        guard pool.reserve() else {
            throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "30"],
                            message: "The verification queue is full. Try again in 30 s.")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limits.maxBodyBytes)
        } catch {
            pool.release()
            if error is NIOTooManyBytesError { throw tooLarge() }
            throw error
        }
        let replay = Data(body.readableBytesView)
        let id: Int64
        do {
            id = try await store.insertPending(name: name, client: context.client, replay: replay, at: Date())
        } catch {
            pool.release()
            throw error
        }
        pool.enqueue(id: id, replay: replay)
        struct Accepted: Encodable { var id: Int64; var status = "pending"; var url: String; var page: String }
        return try json(Accepted(id: id, url: "/api/submissions/\(id)", page: "/submissions/\(id)"), status: .accepted)
    }

    private func tooLarge() -> HTTPError {
        HTTPError(.contentTooLarge, message: "The upload is larger than the \(limits.maxBodyBytes) bytes this server takes.")
    }

    private func status(_ context: ChartRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: Int64.self)
        guard let status = try await store.status(of: id) else {
            throw HTTPError(.notFound, message: "No upload #\(id).")
        }
        return try json(status)
    }

    private func replay(_ context: ChartRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: Int64.self)
        guard let data = try await store.replay(of: id) else {
            throw HTTPError(.notFound, message: "No ranked game #\(id).")
        }
        return Response(status: .ok,
                        headers: [.contentType: "application/json", .contentDisposition: "attachment; filename=\"breakout-\(id).replay.json\""],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    // MARK: Charts

    private func chartList() async throws -> Response {
        let charts = try await store.charts()
        struct Item: Encodable { var key: String; var title: String; var difficulty: String; var entries: Int; var best: Int; var url: String }
        return try json(charts.map {
            Item(key: $0.key.text, title: $0.title, difficulty: $0.key.difficulty.rawValue, entries: $0.entries, best: $0.best, url: "/api/charts/\($0.key.text)")
        })
    }

    private func chartEntries(_ context: ChartRequestContext) async throws -> (ChartKey, String, [ChartEntry]) {
        let text = try context.parameters.require("key")
        guard let key = ChartKey(text: text) else { throw HTTPError(.notFound, message: "No chart \"\(text)\".") }
        let entries = try await store.chart(key, limit: limits.chartSize)
        let charts = try await store.charts()
        let title = charts.first { $0.key == key }?.title ?? key.defaultTitle
        return (key, title, entries)
    }

    private func chart(_ context: ChartRequestContext) async throws -> Response {
        let (key, title, entries) = try await chartEntries(context)
        struct Item: Encodable { var place: Int; var id: Int64; var name: String; var score: Int; var level: Int; var date: Date; var replay: String }
        struct Chart: Encodable { var key: String; var title: String; var difficulty: String; var entries: [Item] }
        return try json(Chart(key: key.text, title: title, difficulty: key.difficulty.rawValue, entries: entries.map {
            Item(place: $0.place, id: $0.id, name: $0.name, score: $0.score, level: $0.level, date: $0.date, replay: "/api/submissions/\($0.id)/replay")
        }))
    }

    private func indexPage() async throws -> Response {
        let charts = try await store.charts()
        return html(pages.index(charts: charts))
    }

    private func chartPage(_ context: ChartRequestContext) async throws -> Response {
        do {
            let (key, title, entries) = try await chartEntries(context)
            return html(pages.chart(title: title, key: key, entries: entries))
        } catch let error as HTTPError where error.status == .notFound {
            return html(pages.notFound("There is no such chart."), status: .notFound)
        }
    }

    private func submissionPage(_ context: ChartRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self), let status = try await store.status(of: id) else {
            return html(pages.notFound("There is no such upload."), status: .notFound)
        }
        var title: String?
        if let key = status.chart.flatMap(ChartKey.init(text:)) {
            title = try await store.charts().first { $0.key == key }?.title
        }
        return html(pages.submission(status, chartTitle: title))
    }

    // MARK: Answers

    private func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    private func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
