import Foundation
import Testing

/// What every test target needs is declared once, in TestSupport: a test file that finds the
/// built `breakout` by hand, or defines its own closeness, fails here (each was written in
/// several files once, and each copy drifted: one looked beside the test bundle only).
@Suite struct DeclaredOnceTests {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files of the test targets outside TestSupport, with their text.
    private func testFiles() throws -> [(String, String)] {
        var files: [(String, String)] = []
        let walker = FileManager.default.enumerator(at: Self.tests, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/TestSupport/") else { continue }
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    @Test func theSharedHelpersAreWrittenOnlyInTestSupport() throws {
        let files = try testFiles()
        #expect(files.count > 50, "found only \(files.count) test files under \(Self.tests.path)")
        // Split so that this file does not match itself.
        let copies = ["func " + "isClose(", "appendingPathComponent(\"" + "breakout\")"]
        for (name, text) in files {
            for copy in copies {
                #expect(!text.contains(copy), "\(name) writes \(copy) itself: use TestSupport's (isClose, BuiltProduct.path)")
            }
        }
    }
}
