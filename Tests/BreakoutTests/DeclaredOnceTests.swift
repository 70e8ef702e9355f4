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

    /// A test file that imports CSDL2 calls SDL (an import left behind hides which tests
    /// reach below the window layer).
    @Test func testFilesImportCSDL2OnlyToUseIt() throws {
        let sdl = try NSRegularExpression(pattern: #"\b(SDL[A-Za-z_]|SDLK_|KMOD_|SHIM_|IMG_|TTF_|Mix_|AUDIO_|[US]int(8|16|32|64)\b)"#)
        for (name, text) in try testFiles() where text.contains("\nimport CSDL2\n") || text.hasPrefix("import CSDL2\n") {
            let body = text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            #expect(sdl.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)) != nil,
                    "\(name) imports CSDL2 but calls no SDL function")
        }
    }

    /// A source file outside the engine that imports Dynamics uses one of its types; one that
    /// needs only points, sizes and rects imports Geometry.
    @Test func sourcesImportDynamicsOnlyForTheEngine() throws {
        let sources = Self.tests.deletingLastPathComponent().appendingPathComponent("Sources")
        func swiftFiles(under folder: URL) -> [URL] {
            var urls: [URL] = []
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "swift" { urls.append(url) }
            }
            return urls
        }
        let declaration = try NSRegularExpression(pattern: #"(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)"#)
        var engineTypes = Set<String>()
        for url in swiftFiles(under: sources.appendingPathComponent("Dynamics")) {
            let text = try String(contentsOf: url, encoding: .utf8)
            for m in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                engineTypes.insert(String(text[Range(m.range(at: 1), in: text)!]))
            }
        }
        #expect(engineTypes.contains("DynamicAnimator") && engineTypes.contains("BasicItem"), "read the engine's types: \(engineTypes.count)")
        var checked = 0
        for url in swiftFiles(under: sources) where !url.path.contains("/Sources/Dynamics/") && !url.path.contains("/Sources/Geometry/") {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.hasPrefix("import Dynamics\n") || text.contains("\nimport Dynamics\n") else { continue }
            checked += 1
            let words = Set(text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            #expect(!words.isDisjoint(with: engineTypes), "\(url.lastPathComponent) imports Dynamics but uses none of its types: import Geometry")
        }
        #expect(checked > 20, "found only \(checked) sources importing Dynamics")
    }
}
