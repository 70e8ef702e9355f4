import Foundation
import Testing
@testable import Breakout

/// Every fuzz seed (`Fuzz/Corpus/TARGET`) and every input a fuzzer once found a problem
/// with (`Fuzz/Regressions/TARGET`) passes its target's check (`ParserChecks`), so a fixed
/// problem stays fixed. `scripts/fuzz` runs the fuzzers themselves.
@Suite struct FuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static let checks: [String: @Sendable (Data) -> String?] = [
        "settings": ParserChecks.settings,
        "level-file": ParserChecks.levelFile,
        "lbreakout-levelset": ParserChecks.lbreakoutLevelset,
        "replay": ParserChecks.replay,
        "high-scores": ParserChecks.highScores,
    ]

    @Test(arguments: ["settings", "level-file", "lbreakout-levelset", "replay", "high-scores"])
    func seedsAndFoundInputsPassTheirCheck(target: String) throws {
        let check = try #require(Self.checks[target])
        var count = 0
        for kind in ["Corpus", "Regressions"] {
            let folder = Self.fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                #expect(check(data) == nil, "\(kind)/\(target)/\(name)")
                count += 1
            }
        }
        #expect(count > 0, "no seeds for \(target)")
    }
}
