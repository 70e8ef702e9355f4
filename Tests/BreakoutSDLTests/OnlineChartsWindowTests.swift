@testable import Breakout
import BreakoutNet
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
@testable import HighScores
import Synchronization
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// The window's side of the online charts, with a stand-in server (`FakeCharts`): game over
/// offers "Submit to the online charts" only when a server is set; the replay goes in the
/// background while the window runs on, the answer shows in the alert, and neither a stray
/// click nor the submission costs the local high-score entry. The high-score page's Online
/// tab loads the server's chart, shows it, and says so politely when it cannot.
extension SDLTests {
    /// A game of three bricks and one life with a chart server set (or not).
    static func onlineGame(server: Bool = true, data: String) throws -> TestApp {
        let app = try TestSDL.app(TestSDL.options(size: Size(width: 800, height: 640)) {
            $0.settings.rules.lives = 1
            if server { $0.settings.online.charts = "http://127.0.0.1:9" }
            $0.levels = .list([AlertTestSupport.level(bricks: 3)])
            $0.levelsetName = AlertTestSupport.chart.name
            $0.dataDirectory = data
        })
        app.runFrame(elapsed: 0)
        return app
    }

    /// Runs frames, a little real time apart (the answer comes on another thread), until
    /// `done` or 10 s.
    static func frames(_ app: TestApp, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !done() && Date() < deadline {
            app.runFrame(elapsed: 1.0 / 60)
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// The texts one frame draws.
    static func drawnTexts(_ draw: () -> Void) -> [String] {
        let probe = LayoutProbe.start()
        draw()
        LayoutProbe.stop()
        return probe.texts.map(\.text)
    }

    static func click(_ r: Rect) {
        SyntheticEvent.mouseMotion(to: r.center, pressed: false)
        SyntheticEvent.mouseButton(true, at: r.center)
        SyntheticEvent.mouseButton(false, at: r.center)
    }

    @Test func gameOverSendsTheReplayByKeyboardAndShowsThePlaceKeepingTheLocalEntry() throws {
        let data = TemporaryFolder.uniquePath("online-submit")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try Self.onlineGame(data: data)
        let fake = FakeCharts(verdict: .success(.ranked(place: 3, chart: "set-x-medium", score: 10, level: 1)), released: false)
        app.appWindow.makeChartService = { _ in fake }
        let store = HighScoreStore(directory: data, chart: AlertTestSupport.chart)
        let alert = app.resultAlert

        AlertTestSupport.loseWithScore(app)
        #expect(alert.kind == .gameOver)
        #expect(alert.buttons.titles.last == "Quit")
        let submit = try #require(alert.buttons.titles.firstIndex(of: "Submit to the online charts"))
        #expect(store.load().table.entries.map(\.score) == [10], "the local entry is made at game over, before anything is sent")
        #expect(app.nameEntry.prompt != nil, "the name is asked for first")

        // A stray click where the Submit button is, while the name is asked: nothing is sent
        // and nothing lost.
        AlertTestSupport.run(app, seconds: 0.5)
        let buttons = alert.layout(in: app.window.size, font: app.font, area: app.fieldArea).buttons
        let prompt = try #require(app.nameEntry.prompt).layout(window: app.window.size, font: app.font).buttons
        let r = buttons[submit]
        let stray = try #require([r.center, Point(x: r.minX + 4, y: r.minY + 4), Point(x: r.maxX - 4, y: r.maxY - 4)]
            .first { p in !prompt.contains { $0.contains(p) } }, "a point of the Submit button off the name prompt's buttons")
        Self.click(Rect(x: stray.x - 1, y: stray.y - 1, width: 2, height: 2))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.nameEntry.prompt != nil && app.onlineSubmission.state == nil)
        #expect(store.load().table.entries.count == 1)

        for _ in 0..<8 { SyntheticEvent.keyPress(.backspace) }
        SyntheticEvent.text("Ann")
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.nameEntry.prompt == nil && store.load().table.entries.first?.name == "Ann")

        // The keyboard: Right to "Submit", Enter.
        for _ in 0..<alert.buttons.titles.count where alert.buttons.focus != submit {
            SyntheticEvent.keyPress(.right)
            app.runFrame(elapsed: 1.0 / 60)
        }
        #expect(alert.buttons.focus == submit)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.onlineSubmission.state == .sending)
        Self.frames(app) { !fake.submissions.isEmpty }
        let sent = try #require(fake.submissions.first)
        #expect(fake.submissions.count == 1 && sent.name == "Ann", "sent under the name just typed")
        // What was sent is this game's replay, as it ended (the test's brick and ball were
        // taken by hand, so it is not played through here; the server's tests do that).
        let replay = try Replay.read(data: sent.replay, name: "sent")
        #expect(replay.finalHash == String(app.game.stateHash(), radix: 16))
        #expect(replay.steps == app.game.replayLog?.ticks && replay.steps > 0)
        #expect(replay.rules.lives == 1)

        // The server has not answered: the window runs on, the alert says it is sending, and
        // the Submit button is dimmed with the focus back on the first.
        let before = app.frameCount
        AlertTestSupport.run(app, seconds: 0.5)
        #expect(app.frameCount == before + 30)
        #expect(alert.kind == .gameOver && alert.onlineLine == "SENDING TO THE ONLINE CHARTS...")
        #expect(!alert.buttons.isEnabled(submit) && alert.buttons.focus == 0)

        fake.release()
        Self.frames(app) { alert.onlineLine != "SENDING TO THE ONLINE CHARTS..." }
        #expect(alert.onlineLine == "PLACE 3 ON THE ONLINE CHART")
        let texts = Self.drawnTexts { app.runFrame(elapsed: 1.0 / 60) }
        #expect(texts.contains("PLACE 3 ON THE ONLINE CHART"), "\(texts)")
        // Drawn in the accent colour in the line kept for it, under the result.
        let layout = alert.layout(in: app.window.size, font: app.font, area: app.fieldArea)
        let pixels = try Pixels(app.window)
        #expect(pixels.count(in: layout.blocks[3], near: AlertTestSupport.rgb(Palette.accent)) > 20)

        // The local entry is where it was, and shown.
        #expect(store.load().table.entries.map(\.name) == ["Ann"])
        #expect(alert.kind == .gameOver && alert.table.entries.first?.name == "Ann")
        #expect(fake.submissions.count == 1, "not sent twice")

        // Enter now plays again (the focus went back to the first button), and the next
        // game's alert starts unsent.
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == nil && app.game.state.phase == .serving)
        #expect(app.onlineSubmission.state == nil)
    }

    @Test func aRefusalAndAConnectionErrorShowByMouseAndTheLatterMayBeRetried() throws {
        let data = TemporaryFolder.uniquePath("online-refused")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try Self.onlineGame(data: data)
        let reason = "it was played on changed settings (lives); the charts rank games on each difficulty's standard settings"
        let fake = FakeCharts(verdict: .success(.refused(code: "off-chart", reason: reason)), released: true)
        app.appWindow.makeChartService = { _ in fake }
        let alert = app.resultAlert
        AlertTestSupport.loseWithScore(app)
        SyntheticEvent.keyPress(.escape)   // the name stays as it was
        AlertTestSupport.run(app, seconds: 0.5)
        #expect(app.nameEntry.prompt == nil)
        let submit = try #require(alert.buttons.titles.firstIndex(of: "Submit to the online charts"))
        Self.click(alert.layout(in: app.window.size, font: app.font, area: app.fieldArea).buttons[submit])
        Self.frames(app) { alert.onlineLine?.hasPrefix("THE ONLINE CHARTS REFUSED IT") == true }
        #expect(alert.onlineLine == "THE ONLINE CHARTS REFUSED IT: " + reason)
        #expect(fake.submissions.first?.name == "Player 1")
        #expect(!alert.buttons.isEnabled(submit), "a verdict is final")
        // The long reason is wrapped into the alert, readable, inside the window.
        let probe = LayoutProbe.start()
        app.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe.problems(window: app.window.size) == [])
        #expect(probe.texts.map(\.text).joined(separator: " ").contains("standard settings"))
        // Both of its lines at one size, not the second shrunk to hold the rest: the refusal
        // starts at "THE ONLINE CHARTS" and runs to the end of the reason (or its "…").
        let texts = probe.texts.map(\.text)
        let first = try #require(texts.firstIndex { $0.hasPrefix("THE ONLINE CHARTS REFUSED IT") })
        let refusal = Array(probe.texts[first...].prefix(ResultAlert.onlineRows))
        #expect(refusal.count == 2 && Set(refusal.map(\.height)).count == 1, "\(refusal)")
        let scale = alert.layout(in: app.window.size, font: app.font, area: app.fieldArea).scale
        #expect(refusal.allSatisfy { $0.height >= ResultAlert.onlineHeight * ResultAlert.onlineLeast * scale - 0.01 }, "\(refusal)")
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/online-refused-alert.bmp")
        }
        #expect(HighScoreStore(directory: data, chart: AlertTestSupport.chart).load().table.entries.count == 1)

        // A server that cannot be reached: the line says so and the button takes a retry.
        app.restart()
        let down = FakeCharts(verdict: .failure(.unreachable(server: "127.0.0.1:9", why: "connection refused")), released: true)
        app.appWindow.makeChartService = { _ in down }
        AlertTestSupport.loseWithScore(app)
        SyntheticEvent.keyPress(.escape)
        AlertTestSupport.run(app, seconds: 0.5)
        let again = try #require(alert.buttons.titles.firstIndex(of: "Submit to the online charts"))
        let button = alert.layout(in: app.window.size, font: app.font, area: app.fieldArea).buttons[again]
        Self.click(button)
        Self.frames(app) { alert.onlineLine?.hasPrefix("NOT SENT") == true }
        #expect(alert.onlineLine == "NOT SENT: cannot reach 127.0.0.1:9: connection refused")
        Self.frames(app) { alert.buttons.isEnabled(again) }
        #expect(alert.buttons.isEnabled(again), "another try is offered")
        Self.click(button)
        Self.frames(app) { down.submissions.count == 2 }
        #expect(down.submissions.count == 2)
    }

    @Test func theChoiceShowsOnlyWithAServerAndASettingChangeAppliesAtOnce() throws {
        let data = TemporaryFolder.uniquePath("online-none")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try Self.onlineGame(server: false, data: data)
        let fake = FakeCharts(verdict: .success(.pending), released: true)
        app.appWindow.makeChartService = { _ in fake }
        AlertTestSupport.loseWithScore(app)
        #expect(app.resultAlert.kind == .gameOver)
        #expect(!app.resultAlert.buttons.titles.contains("Submit to the online charts"))
        #expect(app.resultAlert.onlineLine == nil)
        SyntheticEvent.keyPress(.escape)   // the name prompt
        app.runFrame(elapsed: 1.0 / 60)

        var settings = app.appWindow.settingsStore.settings
        settings.online.charts = "http://127.0.0.1:9"
        app.appWindow.settingsStore.change(settings)
        app.restart()
        AlertTestSupport.loseWithScore(app)
        #expect(app.resultAlert.buttons.titles.contains("Submit to the online charts"))
        #expect(app.resultAlert.onlineLine == "")
    }

    @Test func theOnlineTabLoadsTheServersChartAndSaysWhyWhenItCannot() throws {
        let data = TemporaryFolder.uniquePath("online-tab")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let host = try TestSDL.window(TestSDL.options(size: Size(width: 960, height: 720)) {
            $0.start = .titleMenu
            $0.dataDirectory = data
            $0.settings.online.charts = "http://127.0.0.1:9"
        })
        let fake = FakeCharts(verdict: .success(.pending), released: false)
        host.makeChartService = { _ in fake }
        host.push(HighScoresScreen(app: host))
        Self.frames(host)
        let page = try #require(host.top as? HighScoresScreen)
        #expect(page.showsTabs && page.tab == .local)
        #expect(fake.chartsAsked.isEmpty, "nothing is asked before the tab is chosen")

        SyntheticEvent.keyPress(.tab)
        Self.frames(host)
        #expect(page.tab == .online)
        let key = try #require(ChartKey(levels: host.levels, difficulty: host.settingsStore.settings.rules.difficulty)).text
        #expect(fake.chartsAsked == [key])
        #expect(Self.drawnTexts { host.runFrame(elapsed: 1.0 / 60) }.contains("Loading the online chart..."))
        // The Online tab is lit.
        let tabs = page.tabs(window: host.window.size)
        #expect(try Pixels(host.window).count(in: tabs[1], near: AlertTestSupport.rgb(Palette.accent)) > Int(tabs[1].width * tabs[1].height / 3))

        fake.release()
        let deadline = Date().addingTimeInterval(10)
        var texts: [String] = []
        while !texts.contains("Zed") && Date() < deadline {
            texts = Self.drawnTexts { host.runFrame(elapsed: 1.0 / 60) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(texts.contains("Zed") && texts.contains("4321") && texts.contains("Amy"), "\(texts)")
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try host.window.saveScreenshot(to: folder + "/online-tab.bmp")
        }

        // Another difficulty: another chart, which this server cannot give.
        SyntheticEvent.keyPress(.right)
        Self.frames(host)
        #expect(fake.chartsAsked.count == 2 && fake.chartsAsked[1] != key)
        let failed = Date().addingTimeInterval(10)
        while !texts.contains(where: { $0.hasPrefix("The online chart cannot be read") }) && Date() < failed {
            texts = Self.drawnTexts { host.runFrame(elapsed: 1.0 / 60) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(texts.joined(separator: " ").contains("The online chart cannot be read: no answer from 127.0.0.1:9 within 15 s"), "\(texts)")
        // Tabs, arrows, heading and the error's lines all readable and in place, in a small window too.
        for size in [Size(width: 640, height: 480), Size(width: 960, height: 720)] {
            host.window.resize(to: size)
            let probe = LayoutProbe.start()
            host.runFrame(elapsed: 1.0 / 60)
            LayoutProbe.stop()
            #expect(probe.problems(window: host.window.size) == [], "\(size)")
        }

        // Back to the first difficulty: shown from what came, not asked again.
        SyntheticEvent.keyPress(.left)
        Self.frames(host)
        #expect(fake.chartsAsked.count == 2 && Self.drawnTexts { host.runFrame(elapsed: 1.0 / 60) }.contains("Zed"))

        // A click on the Local tab goes back to the charts of this machine.
        Self.click(tabs[0])
        Self.frames(host)
        #expect(page.tab == .local && host.top === page)
    }

    @Test func withoutAServerThereAreNoTabsAndTabStillTurnsTheChart() throws {
        let host = try TestSDL.window(TestSDL.options(size: Size(width: 960, height: 720)) {
            $0.start = .titleMenu
            $0.dataDirectory = TemporaryFolder.uniquePath("online-no-tab")
        })
        let fake = FakeCharts(verdict: .success(.pending), released: true)
        host.makeChartService = { _ in fake }
        host.push(HighScoresScreen(app: host))
        Self.frames(host)
        let page = try #require(host.top as? HighScoresScreen)
        #expect(!page.showsTabs)
        SyntheticEvent.keyPress(.tab)
        Self.frames(host)
        #expect(page.tab == .local && page.shown == 1 && fake.chartsAsked.isEmpty)
        #expect(!Self.drawnTexts { host.runFrame(elapsed: 1.0 / 60) }.contains("Online"))
    }
}

/// A chart server in memory: it records what it is sent and asked, and answers as the test
/// says, once the test releases it.
final class FakeCharts: ChartService {
    struct Sent: Sendable {
        var replay: Data
        var name: String
    }

    private struct State {
        var verdict: Result<SubmissionStatus, ChartClientError>
        var released: Bool
        var submissions: [Sent] = []
        var chartsAsked: [String] = []
    }

    private let state: Mutex<State>

    init(verdict: Result<SubmissionStatus, ChartClientError>, released: Bool) {
        state = Mutex(State(verdict: verdict, released: released))
    }

    var submissions: [Sent] { state.withLock { $0.submissions } }
    var chartsAsked: [String] { state.withLock { $0.chartsAsked } }
    func release() { state.withLock { $0.released = true } }

    func submit(_ replay: Data, name: String, timeout: Double) async throws(ChartClientError) -> Int {
        let verdict = state.withLock { state in
            state.submissions.append(Sent(replay: replay, name: name))
            return state.verdict
        }
        if case .failure(let error) = verdict { throw error }
        return 7
    }

    func submission(_ id: Int, timeout: Double) async throws(ChartClientError) -> SubmissionStatus {
        let (released, verdict) = state.withLock { ($0.released, $0.verdict) }
        guard released else { return .pending }
        return try verdict.get()
    }

    /// The first chart asked has two games; any other does not come (a silent server).
    func chart(_ key: String, timeout: Double) async throws(ChartClientError) -> OnlineChart {
        let first = state.withLock { state in
            state.chartsAsked.append(key)
            return state.chartsAsked.count == 1
        }
        guard first else { throw .timedOut(server: "127.0.0.1:9", seconds: Int(timeout)) }
        while !state.withLock({ $0.released }) {
            do { try await Task.sleep(for: .milliseconds(10)) } catch { throw .timedOut(server: "127.0.0.1:9", seconds: Int(timeout)) }
        }
        return OnlineChart(key: key, title: "Generated levels", entries: [
            OnlineChart.Entry(place: 1, name: "Zed", score: 4321, level: 3, date: Date(timeIntervalSince1970: 1_780_000_000)),
            OnlineChart.Entry(place: 2, name: "Amy", score: 1200, level: 2),
        ])
    }

    func statusURL(_ id: Int) -> String { "http://127.0.0.1:9/api/submissions/\(id)" }
}
