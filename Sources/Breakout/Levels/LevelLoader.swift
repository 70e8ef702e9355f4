import Files
import Foundation

/// Loads levels from a file in either format: an LBreakout2 levelset when the text has a
/// line starting with `Level:` or `Bricks:`, else our own `LevelFile` format.
///
/// ```swift
/// do {
///     let levels = try LevelLoader.load(path: "Config/levels/castle.level")
/// } catch {
///     print(error) // Config/levels/castle.level:4: row 2: expected 8 characters like ...
/// }
/// ```
public enum LevelLoader {
    /// The level file formats we read.
    enum Format: String, CaseIterable, Sendable {
        /// Ours: `LevelFile`.
        case breakout
        /// `LBreakoutLevelset`.
        case lbreakout2
    }

    /// The format of a file's text.
    ///
    /// ```swift
    /// LevelLoader.format(of: "Level:\nme\nOne\nBricks:\n") // .lbreakout2
    /// ```
    static func format(of text: String) -> Format {
        let isLBreakout = TextLines(text).lines.contains { line in
            line.hasPrefix("Level:") || line.hasPrefix("Bricks:")
        }
        return isLBreakout ? .lbreakout2 : .breakout
    }

    /// The levels in the file at `path`. Errors carry `path` as given and the line.
    public static func load(path: String) throws(LevelLoadError) -> [Level] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LevelLoadError(file: path, line: nil, message: "no such file")
        }
        if isFolder.boolValue {
            throw LevelLoadError(file: path, line: nil, message: "is a folder, not a level file (name one of the files in it)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw LevelLoadError(file: path, line: nil, message: "cannot be read (permission denied)")
        }
        let data: Data
        do {
            data = try BoundedFile.contents(of: path, limit: LevelLimits.maxFileBytes)
        } catch let .tooLarge(size, _) {
            throw LevelLoadError(file: path, line: nil,
                                 message: "the file has \(size) bytes; level files may have at most \(LevelLimits.maxFileBytes)")
        } catch let .notAFile(what) {
            throw LevelLoadError(file: path, line: nil, message: "is \(what), not a level file")
        } catch {
            throw LevelLoadError(file: path, line: nil, message: "cannot be read")
        }
        guard data.count <= LevelLimits.maxFileBytes else {
            throw LevelLoadError(file: path, line: nil,
                                 message: "the file has \(data.count) bytes; level files may have at most \(LevelLimits.maxFileBytes)")
        }
        // A level file is text. A NUL byte, or control bytes among the first ones read, say it
        // is something else (an image, a program). A stray one in a title is a typo that real
        // levelsets have (LBreakout2's GreenWall4), and is not refused.
        let head = data.prefix(64)
        let isControl = { (b: UInt8) in b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D || b == 0x7F }
        if let k = data.firstIndex(of: 0) ?? (head.filter(isControl).count > 2 ? head.firstIndex(where: isControl) : nil) {
            let line = data[..<k].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw LevelLoadError(file: path, line: line, message: "is not a text file (byte \(k + 1) is the control byte \(LevelLoadError.shown(data[k]))); level files are text")
        }
        return try levels(from: decode(data), fileName: path)
    }

    /// The levels in `text`, in whichever format it is; `fileName` goes into errors.
    static func levels(from text: String, fileName: String) throws(LevelLoadError) -> [Level] {
        switch format(of: text) {
        case .lbreakout2: return try LBreakoutLevelset(parsing: text, fileName: fileName).levels
        case .breakout: return try LevelFile.parse(text, fileName: fileName)
        }
    }

    /// UTF-8 when valid, else Latin-1: older levelsets carry ISO-8859-1 titles.
    static func decode(_ data: Data) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        // Every byte is a Latin-1 character, so this cannot fail.
        return String(data.map { Character(Unicode.Scalar($0)) })
    }
}
