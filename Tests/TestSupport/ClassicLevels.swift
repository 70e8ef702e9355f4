import Foundation

/// LBreakout-format levelsets the tests write for themselves (LBreakout2's and LBreakoutHD's
/// text, so they need neither package installed).
public enum ClassicLevels {
    /// One level, "Wall": rows 2 to 13 of columns 1 to 12 filled, as LBreakoutHD's first;
    /// the path of the file written.
    public static func wall() throws -> String {
        let empty = String(repeating: ".", count: 14)
        let full = "." + String(repeating: "a", count: 12) + "."
        let bricks = (0..<18).map { $0 >= 2 && $0 < 14 ? full : empty }
        let text = (["Version: 1.00", "Level:", "Michael Speck", "Wall", "Bricks:"] + bricks + ["Bonus:"]
                    + Array(repeating: empty, count: 18)).joined(separator: "\n") + "\n"
        let path = try TemporaryFolder.newFolderPath("classic") + "/Wall"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
