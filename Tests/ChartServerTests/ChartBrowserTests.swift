import Foundation
import Testing
import TestSupport

/// The charts as a player sees them, in a real browser: the built `breakout-charts` on
/// loopback, games made by the built `breakout simulate --record` ranked, a tampered copy
/// and garbage refused, checked through the API and then through the pages in Debian's
/// headless Chromium (the DOM it built, and screenshots at a phone's and a desktop's width,
/// left in `.build-tests/release/test-output/charts/` for people to look at). The server
/// is stopped with SIGTERM at the end and must exit cleanly; on a failure it is stopped too.
@Suite(.serialized) struct ChartBrowserTests {
    static let phone = (width: 390, height: 844)
    static let desktop = (width: 1280, height: 800)

    @Test(.enabled(if: HeadlessChromium.isInstalled || HeadlessChromium.isRequired,
                   "chromium is not installed (apt-get install chromium); CI installs it"),
          .timeLimit(.minutes(10)))
    func theChartsInHeadlessChromiumShowTheRankedGamesAndNotTheRefused() async throws {
        try #require(HeadlessChromium.isInstalled, "CI requires chromium (BREAKOUT_REQUIRE_CHROMIUM=1) and it is not installed")
        let folder = try TemporaryFolder("charts-browser")
        let replay = try ChartReplays.simulated(["--seconds", "20", "--autoplay", "--seed", "11"], in: folder)
        let second = try ChartReplays.simulated(["--seconds", "40", "--autoplay", "--seed", "12"], in: folder, name: "second.replay")
        let garbage = Data((0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })

        let server = try ChartServerProcess.launch(database: folder.file("charts.sqlite"))
        defer { server.stop() }
        let client = server.client
        let marked = "Ann <b>bold</b> & Co"
        let ids = (ranked: try await client.submitAccepted(replay, name: marked),
                   tampered: try await client.submitAccepted(try ChartReplays.tampered(replay), name: "Cheater Tampered"),
                   garbage: try await client.submitAccepted(garbage, name: "Noisy Garbage"),
                   second: try await client.submitAccepted(second, name: "Bo Ek"))

        // Through the API.
        #expect(try await client.verdict(ids.second)["status"] as? String == "ranked")
        let first = try await client.verdict(ids.ranked)
        #expect(first["status"] as? String == "ranked", "\(first)")
        // Read again once both are ranked: a place is counted when it is asked for.
        let other = try await client.verdict(ids.second)
        let tampered = try await client.verdict(ids.tampered)
        #expect(tampered["refusal"] as? String == "tampered", "\(tampered)")
        let noise = try await client.verdict(ids.garbage)
        #expect(noise["refusal"] as? String == "not-a-replay", "\(noise)")
        let chart = try #require(first["chart"] as? String)
        #expect(other["chart"] as? String == chart)
        let score = try #require(first["score"] as? Int), otherScore = try #require(other["score"] as? Int)
        let place = try #require(first["place"] as? Int)
        #expect(place == (score >= otherScore ? 1 : 2))
        #expect(other["place"] as? Int == 3 - place)

        // Through the pages, in the browser.
        let chromium = try HeadlessChromium()
        let output = try TestOutput.folder("charts")
        print("ChartBrowserTests: screenshots in \(output)")
        let chartURL = URL(string: "/charts/\(chart)", relativeTo: server.base)!.absoluteURL

        let dom = try chromium.dumpDOM(chartURL)
        let rows = tableRows(dom)
        #expect(rows.count == 2, "\(dom)")
        // The name shows as written: its markup is text, never an element.
        let escaped = "Ann &lt;b&gt;bold&lt;/b&gt; &amp; Co"
        let annRow = try #require(rows.first { $0.contains(escaped) }, "\(dom)")
        #expect(annRow.contains(">\(score)<") && annRow.contains(">\(place)<"), "\(annRow)")
        let boRow = try #require(rows.first { $0.contains(">Bo Ek<") }, "\(dom)")
        #expect(boRow.contains(">\(otherScore)<") && boRow.contains(">\(3 - place)<"), "\(boRow)")
        #expect(rows.first?.contains(score >= otherScore ? escaped : ">Bo Ek<") == true)
        #expect(!dom.contains("<b>"), "the name became markup: \(dom)")
        #expect(annRow.contains("href=\"/api/submissions/\(ids.ranked)/replay\""))
        for refused in ["Cheater", "Tampered", "Noisy", "Garbage"] { #expect(!dom.contains(refused)) }

        let index = try chromium.dumpDOM(URL(string: "/", relativeTo: server.base)!.absoluteURL)
        #expect(index.contains("href=\"/charts/\(chart)\""), "\(index)")
        #expect(!index.contains("<script"))

        // Each upload's own page: the place, or the reason it was refused.
        let rankedPage = try chromium.dumpDOM(URL(string: "/submissions/\(ids.ranked)", relativeTo: server.base)!.absoluteURL)
        #expect(rankedPage.contains("Ranked at place <strong>\(place)</strong>") && rankedPage.contains(escaped), "\(rankedPage)")
        let tamperedPage = try chromium.dumpDOM(URL(string: "/submissions/\(ids.tampered)", relativeTo: server.base)!.absoluteURL)
        #expect(tamperedPage.contains("Refused, tampered: the replay does not play to its recorded end state"), "\(tamperedPage)")
        let garbagePage = try chromium.dumpDOM(URL(string: "/submissions/\(ids.garbage)", relativeTo: server.base)!.absoluteURL)
        #expect(garbagePage.contains("Refused, not a replay"), "\(garbagePage)")

        // Pictures at a phone's and a desktop's width: whole PNGs of the window's size.
        let shots = [("chart-phone.png", chartURL, Self.phone), ("chart-desktop.png", chartURL, Self.desktop),
                     ("refused-phone.png", URL(string: "/submissions/\(ids.tampered)", relativeTo: server.base)!.absoluteURL, Self.phone),
                     ("index-phone.png", URL(string: "/", relativeTo: server.base)!.absoluteURL, Self.phone)]
        for (name, url, size) in shots {
            let file = (output as NSString).appendingPathComponent(name)
            try chromium.screenshot(url, to: file, width: size.width, height: size.height)
            let png = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: file))), "\(file) is not a PNG")
            #expect(png.width == size.width && png.height == size.height, "\(name): \(png)")
        }

        // The server stops when told (SIGTERM), at once and cleanly.
        #expect(server.stop(), "the server did not stop within 30 s of SIGTERM")
        #expect(server.process.terminationStatus == 0)
    }

    /// The rows of the page's table body, each as the browser serialized it.
    private func tableRows(_ dom: String) -> [String] {
        guard let body = dom.firstRange(of: "<tbody>"), let end = dom.firstRange(of: "</tbody>") else { return [] }
        return dom[body.upperBound..<end.lowerBound].split(separator: "<tr>").map(String.init)
            .filter { $0.contains("<td") }
    }
}
