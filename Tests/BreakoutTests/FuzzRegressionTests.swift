import Foundation
import Testing
import TestSupport
@_spi(Fuzzing) @testable import Breakout
@_spi(Fuzzing) import HighScores

/// Every fuzz seed (`Fuzz/Corpus/TARGET`) and every input a fuzzer once found a problem
/// with (`Fuzz/Regressions/TARGET`) passes its target's check (`ParserChecks`, and
/// `HighScoreChecks` for the high-score file), so a fixed problem stays fixed. The settings file's are in BreakoutSDLTests (SettingsFuzzRegressionTests):
/// the whole file is the window's `Settings`. `scripts/fuzz` runs the fuzzers themselves.
@Suite struct FuzzRegressionTests {
    static let checks: [String: @Sendable (Data) -> String?] = [
        "level-file": ParserChecks.levelFile,
        "lbreakout-levelset": ParserChecks.lbreakoutLevelset,
        "replay": ParserChecks.replay,
        "high-scores": HighScoreChecks.file,
    ]

    @Test(arguments: ["level-file", "lbreakout-levelset", "replay", "high-scores"])
    func seedsAndFoundInputsPassTheirCheck(target: String) throws {
        let check = try #require(Self.checks[target])
        let inputs = try FuzzInputs.all(of: target)
        for input in inputs {
            #expect(check(input.data) == nil, "\(input.label)")
        }
        #expect(!inputs.isEmpty, "no seeds for \(target)")
    }
}
