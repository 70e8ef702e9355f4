import Foundation
import Testing
import TestSupport
import Breakout
@_spi(Fuzzing) @testable import ChartServer

/// Every seed of the upload fuzz target (`Fuzz/Corpus/upload`) and every upload a fuzzer
/// once found a problem with (`Fuzz/Regressions/upload`) passes `UploadChecks`, so a fixed
/// problem stays fixed. `scripts/fuzz-uploads` runs the fuzzer itself.
@Suite struct UploadFuzzRegressionTests {
    @Test func seedsAndFoundUploadsPassTheirCheck() throws {
        let inputs = try FuzzInputs.all(of: "upload")
        #expect(inputs.count >= 4, "no seeds for upload")
        for input in inputs {
            #expect(UploadChecks.upload(input.data) == nil, "\(input.label)")
        }
    }

    /// "<", "&", "\"" and "'" followed by a combining mark are one Swift Character each, not
    /// "<" or "&": escaping by Characters (as mustache's own HTML escaping does) left them raw
    /// on the page. A quote so hidden would end an attribute; the page escapes by scalars.
    @Test func markupBehindACombiningMarkIsEscapedToo() throws {
        for name in ["<\u{338}b>Ann", "Bo &\u{301}amp;", "\"\u{301} onfocus=x", "'\u{301}x", "<\u{20DD}"] {
            #expect(UploadChecks.name(name) == nil, "\(name.debugDescription)")
        }
        let pages = try ChartPages()
        let entry = ChartEntry(place: 1, id: 1, name: "<\u{338}b>", score: 5, level: 1, date: Date())
        let html = pages.chart(title: "\"\u{301}", key: try #require(ChartKey(text: "generated-medium")), entries: [entry])
        #expect(html.contains("&lt;\u{338}b&gt;"))
        #expect(!html.unicodeScalars.split(separator: "\u{338}").dropLast().contains { $0.last == "<" })
        #expect(html.contains("<title>&quot;\u{301} (medium)</title>"))
    }
}
