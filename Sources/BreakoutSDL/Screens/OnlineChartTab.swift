import Breakout
import BreakoutNet
import Translations

/// What the high-score page's Online tab shows: the chart server's chart for the levels
/// last played in this window (else the window's own) at a difficulty, the settings' at
/// first, Left/Right stepping through the others. Each chart is fetched once, in the
/// background (`BackgroundRequest`), and looked at as the page draws: the page shows
/// "loading" until it comes, and the reason when it cannot.
///
/// ```swift
/// let tab = OnlineChartTab(levels: .generated, title: "Generated", difficulty: .medium)
/// switch tab.content(from: service, server: "http://10.0.0.5:8080") { case .chart(let chart): draw(chart.entries) ... }
/// ```
final class OnlineChartTab {
    enum Content: Equatable {
        case loading
        case chart(OnlineChart)
        case failed(String)
        /// Levels no online chart keeps (a duel's).
        case notCharted
    }

    let levels: LevelSequence
    /// What the levels are called, for the tab's heading.
    let title: String
    private(set) var difficulty: Difficulty
    /// The charts asked for, by server and key: stepping back to one does not ask again.
    private var requests: [String: BackgroundRequest<OnlineChart>] = [:]

    /// How long a chart may take to come (seconds).
    static let timeout = 15.0

    init(levels: LevelSequence, title: String, difficulty: Difficulty) {
        self.levels = levels
        self.title = title
        self.difficulty = difficulty
    }

    /// The chart's key on the server, at the difficulty shown.
    var key: ChartKey? { ChartKey(levels: levels, difficulty: difficulty) }

    /// The difficulty `step` places on, round the five.
    func step(_ step: Int) {
        let all = Difficulty.allCases
        let k = all.firstIndex(of: difficulty) ?? 0
        difficulty = all[((k + step) % all.count + all.count) % all.count]
    }

    /// The heading: the levels' name and the difficulty.
    var heading: String { title + " - " + ChoiceLabel.text(for: difficulty.rawValue) }

    /// What there is to show of the chart from `service` (asked for the first time here).
    func content(from service: any ChartService, server: String) -> Content {
        guard let key else { return .notCharted }
        let id = server + " " + key.text
        let request = requests[id] ?? {
            let text = key.text
            let made = BackgroundRequest { () async throws(ChartClientError) -> OnlineChart in
                try await service.chart(text, timeout: OnlineChartTab.timeout)
            }
            requests[id] = made
            return made
        }()
        switch request.poll() {
        case nil: return .loading
        case .success(let chart)?: return .chart(chart)
        case .failure(let error)?: return .failed(error.description)
        }
    }

    /// The page closed: requests still on their way are no longer wanted.
    func cancel() {
        for request in requests.values { request.cancel() }
    }
}
