import Breakout
import Foundation
import Mustache

/// The web page of the charts: server-rendered HTML from mustache templates, with no script,
/// readable on a phone (viewport, one narrow column, a table that scrolls sideways). Every
/// `{{value}}` is HTML-escaped by mustache, so a player's name shows as written and never
/// as markup. The templates are here rather than in resource files so the one executable
/// is all a server needs.
///
/// ```swift
/// let pages = try ChartPages()
/// let html = pages.index(charts: try store.charts())
/// ```
struct ChartPages: Sendable {
    private let library: MustacheLibrary

    init() throws {
        library = MustacheLibrary(templates: [
            "layout": try MustacheTemplate(string: Self.layout),
            "index": try MustacheTemplate(string: Self.index),
            "chart": try MustacheTemplate(string: Self.chart),
        ])
    }

    func index(charts: [ChartSummary]) -> String {
        let rows: [[String: Any]] = charts.map {
            ["href": "/charts/\($0.key.text)", "title": $0.title, "difficulty": $0.key.difficulty.rawValue.replacingOccurrences(of: "_", with: " "),
             "entries": $0.entries, "best": $0.best]
        }
        return render("index", ["pageTitle": "Breakout online charts", "charts": rows, "hasCharts": !rows.isEmpty, "empty": rows.isEmpty])
    }

    func chart(title: String, key: ChartKey, entries: [ChartEntry]) -> String {
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd"
        let rows: [[String: Any]] = entries.map {
            ["place": $0.place, "name": $0.name, "score": $0.score, "level": $0.level, "date": day.string(from: $0.date),
             "replay": "/api/submissions/\($0.id)/replay"]
        }
        return render("chart", ["pageTitle": "\(title) (\(key.difficulty.rawValue.replacingOccurrences(of: "_", with: " ")))",
                                "entries": rows, "empty": rows.isEmpty, "json": "/api/charts/\(key.text)"])
    }

    func notFound(_ what: String) -> String {
        render("index", ["pageTitle": "Not found", "message": what, "hasMessage": true, "charts": [[String: Any]](), "hasCharts": false, "empty": false])
    }

    private func render(_ template: String, _ context: [String: Any]) -> String {
        let body = library.render(context, withTemplate: template) ?? ""
        var page = context
        page["body"] = body
        return library.render(page, withTemplate: "layout") ?? body
    }

    static let layout = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{pageTitle}}</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1em; max-width: 46em; line-height: 1.4; color: #222; background: #fafafa; }
        h1 { font-size: 1.4em; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .35em .5em; border-bottom: 1px solid #ddd; white-space: nowrap; }
        td.num, th.num { text-align: right; }
        td.name { white-space: normal; word-break: break-word; }
        a { color: #0645ad; }
        footer { margin-top: 2em; font-size: .85em; color: #666; }
        </style>
        </head>
        <body>
        {{{body}}}
        <footer>Every game here was played again by the server before it was ranked.</footer>
        </body>
        </html>

        """

    static let index = """
        <h1>{{pageTitle}}</h1>
        {{#hasMessage}}<p>{{message}}</p>{{/hasMessage}}
        {{#empty}}<p>No game has been ranked yet.</p>{{/empty}}
        {{#hasCharts}}
        <div class="scroll"><table>
        <thead><tr><th>Chart</th><th>Difficulty</th><th class="num">Games</th><th class="num">Best</th></tr></thead>
        <tbody>
        {{/hasCharts}}
        {{#charts}}
        <tr><td><a href="{{href}}">{{title}}</a></td><td>{{difficulty}}</td><td class="num">{{entries}}</td><td class="num">{{best}}</td></tr>
        {{/charts}}
        {{#hasCharts}}
        </tbody></table></div>
        {{/hasCharts}}
        """

    static let chart = """
        <p><a href="/">All charts</a></p>
        <h1>{{pageTitle}}</h1>
        {{#empty}}<p>No game has been ranked on this chart yet.</p>{{/empty}}
        {{^empty}}
        <div class="scroll"><table>
        <thead><tr><th class="num">#</th><th>Name</th><th class="num">Score</th><th class="num">Level</th><th>Date</th><th>Replay</th></tr></thead>
        <tbody>
        {{#entries}}
        <tr><td class="num">{{place}}</td><td class="name">{{name}}</td><td class="num">{{score}}</td><td class="num">{{level}}</td><td>{{date}}</td><td><a href="{{replay}}">replay</a></td></tr>
        {{/entries}}
        </tbody></table></div>
        {{/empty}}
        <p>A replay plays in the game with <code>breakout replay FILE</code>. <a href="{{json}}">This chart as JSON</a>.</p>
        """
}
