import Breakout
import Foundation
import GRDB

/// The charts' database: one SQLite file (GRDB, WAL), created and migrated on open. Every
/// upload is a row from the moment it is accepted (pending), and its verdict is written in
/// the same transaction that checks it is no copy of a ranked one, so a kill -9 at any moment
/// loses no accepted entry: a pending row is verified again on the next start.
///
/// ```swift
/// let store = try ChartStore(path: "/tmp/charts.sqlite")
/// let id = try store.insertPending(name: "Ann", client: "127.0.0.1", replay: body, at: Date())
/// ```
final class ChartStore: Sendable {
    let pool: DatabasePool

    init(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Each commit reaches the disk before it returns: an entry the server has answered
            // for survives a power cut too, not only a killed process.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(pool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: submissions") { db in
            try db.create(table: "submission") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("client", .text).notNull()
                t.column("submittedAt", .double).notNull()
                // pending, ranked or refused
                t.column("status", .text).notNull()
                t.column("refusalCode", .text)
                t.column("reason", .text)
                t.column("chart", .text)
                t.column("title", .text)
                t.column("score", .integer)
                t.column("level", .integer)
                t.column("steps", .integer)
                // SHA-256 of the upload, to refuse a ranked replay sent again.
                t.column("digest", .text).notNull().indexed()
                t.column("replay", .blob).notNull()
            }
            try db.execute(sql: "CREATE INDEX submission_chart ON submission(chart, score DESC, id) WHERE status = 'ranked'")
            try db.execute(sql: "CREATE INDEX submission_pending ON submission(id) WHERE status = 'pending'")
        }
        return migrator
    }

    /// Records an accepted upload as pending, in a transaction of its own; returns its id.
    func insertPending(name: String, client: String, replay: Data, at date: Date) async throws -> Int64 {
        let digest = SHA256.hex(replay)
        return try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO submission (name, client, submittedAt, status, digest, replay)
                VALUES (?, ?, ?, 'pending', ?, ?)
                """, arguments: [name, client, date.timeIntervalSince1970, digest, replay])
            return db.lastInsertedRowID
        }
    }

    /// The uploads still waiting for a verdict (after a restart), oldest first.
    func pending() throws -> [(id: Int64, replay: Data)] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, replay FROM submission WHERE status = 'pending' ORDER BY id")
                .map { (id: $0["id"], replay: $0["replay"]) }
        }
    }

    /// Writes a verdict in one transaction. A ranked game whose exact upload is already
    /// ranked is refused as a copy instead.
    func record(_ verdict: Verdict, for id: Int64) throws {
        try pool.write { db in
            switch verdict {
            case let .refused(refusal):
                try refuse(id, refusal, db)
            case let .ranked(game):
                let copy = try Int64.fetchOne(db, sql: """
                    SELECT id FROM submission WHERE status = 'ranked' AND id != ?
                    AND digest = (SELECT digest FROM submission WHERE id = ?)
                    """, arguments: [id, id])
                if let copy {
                    try refuse(id, Refusal(code: .duplicate, reason: "already ranked: this replay was submitted before as #\(copy)"), db)
                    return
                }
                try db.execute(sql: """
                    UPDATE submission SET status = 'ranked', chart = ?, title = ?, score = ?, level = ?, steps = ?
                    WHERE id = ?
                    """, arguments: [game.chart.text, game.title.flatMap { PlayerName.clean($0, maxLength: 60) },
                                     game.score, game.level, game.steps, id])
            }
        }
    }

    private func refuse(_ id: Int64, _ refusal: Refusal, _ db: Database) throws {
        try db.execute(sql: "UPDATE submission SET status = 'refused', refusalCode = ?, reason = ? WHERE id = ?",
                       arguments: [refusal.code.rawValue, refusal.reason, id])
    }

    /// An upload's state, with its place when ranked; nil for an unknown id.
    func status(of id: Int64) async throws -> SubmissionRecord? {
        try await pool.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT id, name, status, refusalCode, reason, chart, score, level, submittedAt FROM submission WHERE id = ?
                """, arguments: [id]) else { return nil }
            var status = SubmissionRecord(id: row["id"], name: row["name"], status: row["status"],
                                          submittedAt: Date(timeIntervalSince1970: row["submittedAt"]))
            status.refusal = row["refusalCode"]
            status.reason = row["reason"]
            status.chart = row["chart"]
            status.score = row["score"]
            status.level = row["level"]
            if status.status == "ranked", let chart = status.chart, let score = status.score {
                status.place = try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) + 1 FROM submission WHERE status = 'ranked' AND chart = ?
                    AND (score > ? OR (score = ? AND id < ?))
                    """, arguments: [chart, score, score, id])
            }
            return status
        }
    }

    /// The replay of a ranked upload.
    func replay(of id: Int64) async throws -> Data? {
        try await pool.read { db in
            try Data.fetchOne(db, sql: "SELECT replay FROM submission WHERE id = ? AND status = 'ranked'", arguments: [id])
        }
    }

    /// Every chart with at least one ranked game, the busiest first.
    func charts() async throws -> [ChartSummary] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT chart, COUNT(*) AS entries, MAX(score) AS best,
                  (SELECT title FROM submission t WHERE t.status = 'ranked' AND t.chart = s.chart AND t.title IS NOT NULL
                   GROUP BY title ORDER BY COUNT(*) DESC, MIN(id) LIMIT 1) AS title
                FROM submission s WHERE status = 'ranked' GROUP BY chart ORDER BY entries DESC, chart
                """).compactMap { row in
                    guard let key = ChartKey(text: row["chart"]) else { return nil }
                    return ChartSummary(key: key, title: row["title"] ?? key.defaultTitle, entries: row["entries"], best: row["best"])
                }
        }
    }

    /// A chart's top `limit`, best first (an equal score: the earlier upload first).
    func chart(_ key: ChartKey, limit: Int) async throws -> [ChartEntry] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, name, score, level, submittedAt FROM submission
                WHERE status = 'ranked' AND chart = ? ORDER BY score DESC, id LIMIT ?
                """, arguments: [key.text, limit]).enumerated().map { place, row in
                    ChartEntry(place: place + 1, id: row["id"], name: row["name"], score: row["score"], level: row["level"],
                               date: Date(timeIntervalSince1970: row["submittedAt"]))
                }
        }
    }
}

struct ChartSummary: Sendable {
    var key: ChartKey
    var title: String
    var entries: Int
    var best: Int
}

struct ChartEntry: Sendable {
    var place: Int
    var id: Int64
    var name: String
    var score: Int
    var level: Int
    var date: Date
}
