@_spi(Fuzzing) import BreakoutSDL
import Foundation
import Testing
import TestSupport

/// Every settings fuzz seed (`Fuzz/Corpus/settings`) and every input a fuzzer once found a
/// problem with (`Fuzz/Regressions/settings`) passes its check (`SettingsChecks`), so a
/// fixed problem stays fixed.
@Suite struct SettingsFuzzRegressionTests {
    @Test func seedsAndFoundInputsPassTheirCheck() throws {
        let inputs = try FuzzInputs.all(of: "settings")
        for input in inputs {
            #expect(SettingsChecks.settingsFile(input.data) == nil, "\(input.label)")
        }
        #expect(!inputs.isEmpty, "no seeds for settings")
    }
}
