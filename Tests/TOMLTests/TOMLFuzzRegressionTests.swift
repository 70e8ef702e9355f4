import Foundation
import Testing
import TestSupport
import TOML

/// Every seed of the TOML fuzz target (`Fuzz/Corpus/toml`) and every input a fuzzer once
/// found a problem with (`Fuzz/Regressions/toml`) passes `TOMLChecks.parse`, so a fixed
/// problem stays fixed. `scripts/fuzz toml` runs the fuzzer itself.
@Suite struct TOMLFuzzRegressionTests {
    @Test func seedsAndFoundInputsPassTheCheck() throws {
        let inputs = try FuzzInputs.all(of: "toml")
        for input in inputs {
            #expect(TOMLChecks.parse([UInt8](input.data)) == nil, "\(input.label)")
        }
        #expect(!inputs.isEmpty, "no seeds for toml")
    }

    /// The check passes good text, text with a syntax error, and bytes that are not UTF-8.
    @Test func theCheckAcceptsGoodAndBadTextAlike() {
        #expect(TOMLChecks.parse(Array("[ball]\nspeed = 450.0\nlist = [1, [2, 3]]\n".utf8)) == nil)
        // NaN is never == to itself, but two parses of `nan` are the same document.
        #expect(TOMLChecks.parse(Array("a = nan\nb = [+nan, [-nan]]\nc = { d = -0.0, e = nan }\n".utf8)) == nil)
        #expect(TOMLChecks.parse(Array("a = \n".utf8)) == nil)
        #expect(TOMLChecks.parse([0xFF, 0x3D, 0x0A]) == nil)
    }
}
