import Foundation
import Testing

/// The README is the front door: short, with play, test, install, the controls and the
/// settings file's path on its first screen, and every link in it and in docs/ leads to a
/// file that exists (the manuals moved out of it once; a link left behind fails here).
@Suite struct DocumentationTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeIsShortAndAnswersANewcomerFirst() throws {
        let readme = try text("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 200, "README.md has \(lines.count) lines")
        // What a newcomer looks for, within its first 80 lines (two screens at most).
        let first = lines.prefix(80).joined(separator: "\n")
        for needed in ["scripts/play", "scripts/test", "scripts/install", "breakout.toml", "**Keys**", "**The mouse**", "docs/PLAYING.md"] {
            #expect(first.contains(needed), "README.md's first 80 lines do not mention \(needed)")
        }
    }

    @Test func everyLinkInTheDocumentationLeadsToAFile() throws {
        var files = ["README.md", "CHANGELOG.md"]
        let docs = Self.root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "md" { files.append(String(url.standardizedFileURL.path.dropFirst(Self.root.standardizedFileURL.path.count + 1))) }
        }
        #expect(files.contains("docs/PLAYING.md") && files.contains("docs/ENGINE.md"))
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var checked = 0
        for file in files {
            let folder = Self.root.appendingPathComponent(file).deletingLastPathComponent()
            for match in try text(file).matches(of: link) {
                guard let target = match.output[1].substring.map(String.init),
                      !target.hasPrefix("http"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: resolved), "\(file): the link to \(target) leads nowhere")
                checked += 1
            }
        }
        #expect(checked > 20, "only \(checked) links found: the search is broken")
    }
}
