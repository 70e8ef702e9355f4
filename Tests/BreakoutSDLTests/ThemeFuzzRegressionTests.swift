@_spi(Fuzzing) @testable import BreakoutSDL
import Foundation
import Testing
import WindowKit

/// Every theme fuzz seed (`Fuzz/Corpus/theme-*`) and every input a fuzzer once found a
/// problem with (`Fuzz/Regressions/theme-*`) loads as a player's theme and passes its check
/// (`ThemeChecks`), on the tests' window's renderer.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct ThemeFuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    @Test(arguments: ["theme-ini", "theme-sheet"])
    func seedsAndFoundInputsPassTheirCheck(target: String) throws {
        let app = try TestSDL.app()
        let renderer = app.window.renderer
        var count = 0
        for kind in ["Corpus", "Regressions"] {
            let folder = Self.fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                let problem = target == "theme-ini" ? ThemeChecks.themeIni(data, renderer: renderer) : ThemeChecks.themeSheet(data, renderer: renderer)
                #expect(problem == nil, "\(kind)/\(target)/\(name)")
                count += 1
            }
        }
        #expect(count > 0, "no seeds for \(target)")
    }
}
