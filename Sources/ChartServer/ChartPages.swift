import Breakout
import Foundation
import Mustache

/// The web page of the charts: server-rendered HTML from mustache templates, with no script,
/// readable on a phone (viewport, one narrow column; on a narrow screen a game's date goes
/// under its name, and a table too wide still scrolls sideways). Every
/// `{{value}}` is HTML-escaped, by scalars (`HTMLByScalars`), so a player's name shows as
/// written and never as markup. The templates are here rather than in resource files so the one executable
/// is all a server needs.
///
/// ```swift
/// let pages = try ChartPages()
/// let html = pages.index(charts: try store.charts())
/// ```
struct ChartPages: Sendable {
    private let library: MustacheLibrary

    init() throws {
        _ = HTMLByScalars.registered
        library = MustacheLibrary(templates: [
            "layout": try MustacheTemplate(string: Self.layout),
            "index": try MustacheTemplate(string: Self.index),
            "chart": try MustacheTemplate(string: Self.chart),
            "submission": try MustacheTemplate(string: Self.submission),
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

    /// One upload's page: waiting (the page reloads itself every 5 s, no script), ranked at
    /// its place on its chart, or refused with the reason the player reads.
    func submission(_ status: SubmissionRecord, chartTitle: String?) -> String {
        var context: [String: Any] = ["pageTitle": "Upload #\(status.id)", "name": status.name]
        switch status.status {
        case "ranked":
            context["ranked"] = true
            context["place"] = status.place ?? 0
            context["score"] = status.score ?? 0
            context["level"] = status.level ?? 0
            if let chart = status.chart, let key = ChartKey(text: chart) {
                context["hasChart"] = true
                context["chart"] = "/charts/\(chart)"
                context["chartTitle"] = "\(chartTitle ?? key.defaultTitle) (\(key.difficulty.rawValue.replacingOccurrences(of: "_", with: " ")))"
            }
            context["replay"] = "/api/submissions/\(status.id)/replay"
        case "refused":
            context["refused"] = true
            context["reason"] = status.reason ?? ""
            context["code"] = status.refusal ?? ""
        default:
            context["pending"] = true
            context["refresh"] = true
        }
        context["json"] = "/api/submissions/\(status.id)"
        return render("submission", context)
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
        {{% CONTENT_TYPE: HTML_SCALARS}}
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        {{#refresh}}<meta http-equiv="refresh" content="5">{{/refresh}}
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
        .refused { color: #a00; }
        .narrow-date { display: none; }
        @media (max-width: 32em) {
          th, td { padding: .35em .3em; }
          th.date, td.date { display: none; }
          .narrow-date { display: block; font-size: .8em; color: #666; }
        }
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
        {{% CONTENT_TYPE: HTML_SCALARS}}
        <h1>{{pageTitle}}</h1>
        {{#hasMessage}}<p>{{message}}</p>{{/hasMessage}}
        {{#empty}}<p>No game has been ranked yet.</p>{{/empty}}
        {{#hasCharts}}
        <div class="scroll"><table>
        <thead><tr><th>Chart</th><th>Difficulty</th><th class="num">Games</th><th class="num">Best</th></tr></thead>
        <tbody>
        {{/hasCharts}}
        {{#charts}}
        <tr><td class="name"><a href="{{href}}">{{title}}</a></td><td>{{difficulty}}</td><td class="num">{{entries}}</td><td class="num">{{best}}</td></tr>
        {{/charts}}
        {{#hasCharts}}
        </tbody></table></div>
        {{/hasCharts}}
        """

    static let chart = """
        {{% CONTENT_TYPE: HTML_SCALARS}}
        <p><a href="/">All charts</a></p>
        <h1>{{pageTitle}}</h1>
        {{#empty}}<p>No game has been ranked on this chart yet.</p>{{/empty}}
        {{^empty}}
        <div class="scroll"><table>
        <thead><tr><th class="num">#</th><th>Name</th><th class="num">Score</th><th class="num">Level</th><th class="date">Date</th><th>Replay</th></tr></thead>
        <tbody>
        {{#entries}}
        <tr><td class="num">{{place}}</td><td class="name">{{name}}<span class="narrow-date">{{date}}</span></td><td class="num">{{score}}</td><td class="num">{{level}}</td><td class="date">{{date}}</td><td><a href="{{replay}}">replay</a></td></tr>
        {{/entries}}
        </tbody></table></div>
        {{/empty}}
        <p>A replay plays in the game with <code>breakout replay FILE</code>. <a href="{{json}}">This chart as JSON</a>.</p>
        """

    static let submission = """
        {{% CONTENT_TYPE: HTML_SCALARS}}
        <p><a href="/">All charts</a></p>
        <h1>{{pageTitle}}</h1>
        <p>Player: <strong class="name">{{name}}</strong></p>
        {{#pending}}<p class="pending">Waiting: the server has not finished playing this game again yet. This page reloads itself.</p>{{/pending}}
        {{#ranked}}<p class="ranked">Ranked at place <strong>{{place}}</strong>{{#hasChart}} on <a href="{{chart}}">{{chartTitle}}</a>{{/hasChart}}: score <strong>{{score}}</strong>, level {{level}}. <a href="{{replay}}">The replay</a>.</p>{{/ranked}}
        {{#refused}}<p class="refused">Refused, {{reason}}</p>{{/refused}}
        <p><a href="{{json}}">This upload as JSON</a>.</p>
        """
}
