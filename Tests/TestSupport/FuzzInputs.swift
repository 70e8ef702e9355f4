import Foundation

/// The inputs a fuzz target's regression test replays: its seeds (`Fuzz/Corpus/TARGET`) and
/// every input a fuzzer once found a problem with (`Fuzz/Regressions/TARGET`), in name order.
///
/// ```swift
/// for input in try FuzzInputs.all(of: "toml") {
///     #expect(TOMLChecks.parse([UInt8](input.data)) == nil, "\(input.label)")
/// }
/// ```
public enum FuzzInputs {
    /// The repository's `Fuzz` folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// Every seed and found input of `target`, labelled "Corpus/TARGET/NAME".
    public static func all(of target: String) throws -> [(label: String, data: Data)] {
        var inputs: [(label: String, data: Data)] = []
        for kind in ["Corpus", "Regressions"] {
            let directory = folder.appendingPathComponent(kind).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                inputs.append(("\(kind)/\(target)/\(name)", try Data(contentsOf: directory.appendingPathComponent(name))))
            }
        }
        return inputs
    }
}
