import Foundation
import Testing

/// The ported scenes are the UIKit originals with three renames and nothing else: `import
/// UIKit` to `import Dynamics`, `UIView` to `BasicItem`, and the `UI` prefix dropped. This
/// compares the files, so a port that needed another change fails here (`scripts/port-uikit`
/// writes the ports).
@Suite struct PortingRuleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func port(_ text: String) -> String {
        var s = text.replacingOccurrences(of: #"(?m)^import UIKit$"#, with: "import Dynamics", options: .regularExpression)
        s = s.replacingOccurrences(of: #"\bUIView\b"#, with: "BasicItem", options: .regularExpression)
        return s.replacingOccurrences(of: #"\bUI(?=[A-Z][a-z])"#, with: "", options: .regularExpression)
    }

    static var originals: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Originals").path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func everyOriginalHasItsPort() {
        #expect(Self.originals.count >= 10, "the originals: \(Self.originals)")
    }

    @Test(arguments: PortingRuleTests.originals)
    func thePortIsTheOriginalRenamed(_ name: String) throws {
        let original = try String(contentsOf: Self.folder.appendingPathComponent("Originals/\(name)"), encoding: .utf8)
        let ported = try String(contentsOf: Self.folder.appendingPathComponent("Ported/\(name)"), encoding: .utf8)
        #expect(original.contains("import UIKit"))
        #expect(Self.port(original) == ported, "Ported/\(name) differs from Originals/\(name) renamed")
    }
}
