@_spi(Fuzzing) @testable import BreakoutSDL
import Foundation
import Testing
import TestSupport
import WindowKit

/// Every theme fuzz seed (`Fuzz/Corpus/theme-*`) and every input a fuzzer once found a
/// problem with (`Fuzz/Regressions/theme-*`) loads as a player's theme and passes its check
/// (`ThemeChecks`), on the tests' window's renderer.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct ThemeFuzzRegressionTests {
    @Test(arguments: ["theme-ini", "theme-sheet", "theme-sounds"])
    func seedsAndFoundInputsPassTheirCheck(target: String) throws {
        let app = try TestSDL.app()
        let renderer = app.window.renderer
        let inputs = try FuzzInputs.all(of: target)
        for input in inputs {
            let problem = switch target {
            case "theme-ini": ThemeChecks.themeIni(input.data, renderer: renderer)
            case "theme-sheet": ThemeChecks.themeSheet(input.data, renderer: renderer)
            default: ThemeChecks.themeSounds(input.data, renderer: renderer)
            }
            #expect(problem == nil, "\(input.label)")
        }
        #expect(!inputs.isEmpty, "no seeds for \(target)")
    }
}
