import Foundation
import Testing
import TOML

/// Every seed of the TOML fuzz target (`Fuzz/Corpus/toml`) and every input a fuzzer once
/// found a problem with (`Fuzz/Regressions/toml`) passes `TOMLChecks.parse`, so a fixed
/// problem stays fixed. `scripts/fuzz toml` runs the fuzzer itself.
@Suite struct TOMLFuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    @Test func seedsAndFoundInputsPassTheCheck() throws {
        var count = 0
        for kind in ["Corpus", "Regressions"] {
            let folder = Self.fuzzFolder.appendingPathComponent(kind).appendingPathComponent("toml")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                #expect(TOMLChecks.parse([UInt8](data)) == nil, "\(kind)/toml/\(name)")
                count += 1
            }
        }
        #expect(count > 0, "no seeds for toml")
    }

    /// The check passes good text, text with a syntax error, and bytes that are not UTF-8.
    @Test func theCheckAcceptsGoodAndBadTextAlike() {
        #expect(TOMLChecks.parse(Array("[ball]\nspeed = 450.0\nlist = [1, [2, 3]]\n".utf8)) == nil)
        #expect(TOMLChecks.parse(Array("a = \n".utf8)) == nil)
        #expect(TOMLChecks.parse([0xFF, 0x3D, 0x0A]) == nil)
    }
}
