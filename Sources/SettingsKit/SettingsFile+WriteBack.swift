import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Files
import Translations

/// Writing one setting back into the player's file, as the settings panel does: only that
/// value's text changes; comments, order and spacing stay.
///
/// ```swift
/// try SettingsFile.update(key: "paddle.shape", value: .text("oval"), at: location.path)
/// ```
extension SettingsFile {
    /// The text with `key` set to `value`. An existing value is replaced in place (its
    /// comment kept); a missing key goes after the last key of its section, a missing
    /// section at the end. Throws for an unknown key, a value the key does not allow, or a
    /// key inside an inline table (`ball = { speed = 450.0 }`).
    public static func updating<Root: SettingsRoot>(_ root: Root.Type, text: String, key: String,
                                             value: SettingValue) throws(SettingsProblem) -> String {
        guard let descriptor = Root.schema.descriptor(for: key) else {
            let message = Root.schema.closestKey(to: key).map { tr("unknown key (did you mean %s?)", $0) } ?? tr("unknown key")
            throw SettingsProblem(key: key, message: message)
        }
        var scratch = Root()
        try descriptor.set(value, in: &scratch)
        // The value as the setting stores it: an integer for a number setting is written 600.0.
        let literal = descriptor.value(in: scratch).tomlLiteral

        let index = SettingsTextIndex(text: text)
        let path = [descriptor.section, descriptor.name]
        var bytes = index.bytes
        let newline = index.lineBreak
        if let entry = index.entry(for: path) {
            bytes.replaceSubrange(entry.value, with: Array(literal.utf8))
        } else if let inline = index.entries.first(where: { path.starts(with: $0.key) }) {
            throw SettingsProblem(line: inline.line, key: key,
                                  message: tr("is inside an inline table; change it in the file by hand"))
        } else if let last = index.entries.last(where: { $0.key.count == 2 && $0.key[0] == descriptor.section }) {
            // Written like its neighbour: `speed = ...` under [ball], or `ball.speed = ...` at the top.
            let localKey = (last.localKey.dropLast() + [descriptor.name]).joined(separator: ".")
            insert(last.indent + localKey + " = " + literal + newline, at: last.end, into: &bytes, newline: newline)
        } else if let header = index.header(for: [descriptor.section]) {
            insert(descriptor.name + " = " + literal + newline, at: header.end, into: &bytes, newline: newline)
        } else {
            let gap = bytes.isEmpty ? "" : newline
            insert(gap + "[\(descriptor.section)]" + newline + descriptor.name + " = " + literal + newline,
                   at: bytes.count, into: &bytes, newline: newline)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads the file, sets one key and writes it back atomically.
    public static func update<Root: SettingsRoot>(_ root: Root.Type, key: String, value: SettingValue,
                                                  at path: String) throws(SettingsProblem) {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw SettingsProblem(file: path, message: tr("cannot read the file"))
        }
        do {
            try write(updating(root, text: text, key: key, value: value), to: path)
        } catch {
            var problem = error
            problem.file = path
            throw problem
        }
    }

    /// Writes `text` to `path` atomically (`AtomicFile`), so a reader (the game watching the
    /// file) never sees half a file and a crash never leaves one.
    public static func write(_ text: String, to path: String) throws(SettingsProblem) {
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw SettingsProblem(file: path, message: error.reason)
        }
    }

    private static func insert(_ line: String, at offset: Int, into bytes: inout [UInt8], newline: String) {
        var text = line
        // The last line of a file may lack its line break.
        if offset == bytes.count, let lastByte = bytes.last, lastByte != UInt8(ascii: "\n") { text = newline + text }
        bytes.insert(contentsOf: Array(text.utf8), at: offset)
    }
}
