import Foundation
import SettingsKit

/// What every reader of outside input must hold to, checked on one input: the fuzz targets
/// (`Fuzz/`, libFuzzer) call these on millions of generated inputs and stop at the first
/// problem; the test suite calls them on every seed and every input that once broke one.
/// Each returns nil when the input was handled as it should be, else what went wrong.
///
/// Beyond "no crash, no hang": a reader either accepts the input or says clearly where it
/// is wrong, and what it accepts survives the way back (write, then read, gives the same).
///
/// ```swift
/// ParserChecks.levelFile(Data("##..##\n".utf8))   // nil
/// ```
@_spi(Fuzzing) public enum ParserChecks {
    /// Our level format: read; what reads writes back and reads the same.
    @_spi(Fuzzing) public static func levelFile(_ data: Data) -> String? {
        let text = LevelLoader.decode(data)
        let levels: [Level]
        do { levels = try LevelFile.parse(text, fileName: "fuzz.level") } catch {
            return problemOfError(error.description, file: "fuzz.level", line: error.line, lineCount: lineCount(text))
        }
        let written = LevelFile.write(levels)
        do {
            let again = try LevelFile.parse(written, fileName: "written.level")
            return again == levels ? nil : "level file: written and read back differs"
        } catch {
            return "level file: what it wrote does not read back: \(error)"
        }
    }

    /// LBreakout2 levelsets: read, or an error naming a line of the file; what reads writes
    /// back (`LBreakoutLevelset.write`) and reads the same.
    @_spi(Fuzzing) public static func lbreakoutLevelset(_ data: Data) -> String? {
        let text = LevelLoader.decode(data)
        let set: LBreakoutLevelset
        do { set = try LBreakoutLevelset(parsing: text, fileName: "fuzz.lvl") } catch {
            return problemOfError(error.description, file: "fuzz.lvl", line: error.line, lineCount: lineCount(text))
        }
        guard set.levels.allSatisfy({ $0.columns == 14 && $0.rows == 18 && $0.bricks.count <= 14 * 18 }) else {
            return "levelset: a level that is not 14 x 18"
        }
        do {
            let again = try LBreakoutLevelset(parsing: LBreakoutLevelset.write(set.levels), fileName: "written.lvl")
            return again.levels == set.levels ? nil : "levelset: written and read back differs"
        } catch {
            return "levelset: what it wrote does not read back: \(error)"
        }
    }

    /// A settings file of `Root`'s keys: every problem names the file and a line of it; a
    /// valid file takes any key written back (as the settings panel does) and reads back with
    /// that value. `lastGood` (other than the defaults) is what a key with a problem keeps.
    @_spi(Fuzzing) public static func settings<Root: SettingsRoot>(_ data: Data, lastGood: Root) -> String? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }   // refused before parsing
        let result = SettingsFile.parse(text: text, path: "fuzz.toml", lastGood: Root())
        guard result.isValid else {
            for problem in result.problems {
                let line = problem.description
                guard line.hasPrefix("fuzz.toml") else { return "settings: a problem that does not name the file: \(line)" }
                if let number = problem.line, number < 1 || number > lineCount(text) + 1 {
                    return "settings: a problem on line \(number) of a \(lineCount(text))-line file: \(line)"
                }
            }
            // Each key with a problem keeps its last good value, and what is read passes every rule.
            let forgiven = SettingsFile.parse(text: text, path: "fuzz.toml", lastGood: lastGood).settings
            for rule in Root.schema.rules where rule.check(forgiven, Set(rule.keys)) != nil {
                return "settings: a forgiven file breaks a rule across keys: \(rule.keys)"
            }
            for problem in result.problems {
                guard let key = problem.key, let descriptor = Root.schema.descriptor(for: key),
                      descriptor.value(in: forgiven) != descriptor.value(in: lastGood) else { continue }
                // A rule may take back the file's other key instead (both are named in its problem).
                if Root.schema.rules.contains(where: { $0.keys.contains(key) }) { continue }
                return "settings: \(key) has a problem but did not keep its last good value"
            }
            return nil
        }
        // Write one key back, chosen by the input, with a value other than the current one.
        let descriptors = Root.schema.descriptors
        let descriptor = descriptors[Int(data.reduce(UInt32(0)) { $0 &* 31 &+ UInt32($1) } % UInt32(descriptors.count))]
        let value = otherValue(for: descriptor, than: descriptor.value(in: result.settings))
        let updated: String
        do { updated = try SettingsFile.updating(Root.self, text: text, key: descriptor.key, value: value) } catch {
            return "settings: writing \(descriptor.key) back failed: \(error)"
        }
        let again = SettingsFile.parse(text: updated, path: "fuzz.toml", lastGood: Root())
        // A cross-key rule may reject the new value (min_speed above max_speed): that is a clear problem, not a loss.
        if !again.isValid {
            return again.problems.allSatisfy({ $0.key != nil }) ? nil : "settings: writing \(descriptor.key) back broke the file: \(again.problems)"
        }
        return descriptor.value(in: again.settings) == value ? nil : "settings: \(descriptor.key) written back reads as \(descriptor.value(in: again.settings)), not \(value)"
    }

    /// Replays: decoded, or a clear error; a decoded one starts to play without trouble.
    @_spi(Fuzzing) public static func replay(_ data: Data) -> String? {
        let replay: Replay
        do { replay = try Replay.decode(data, file: "fuzz.replay") } catch {
            return error.description.hasPrefix("fuzz.replay: ") ? nil : "replay: an error that does not name the file: \(error)"
        }
        // Playing it all could take as long as the game it records; the first seconds tell.
        let game = replay.makeGame()
        var player = ReplayPlayer(replay)
        while !player.isFinished && player.tick < 240 { player.step(game) }
        return game.stateHash() == game.stateHash() ? nil : "replay: unstable hash"
    }

    // MARK: Helpers

    private static func lineCount(_ text: String) -> Int { TextLines(text).lines.count }

    private static func problemOfError(_ description: String, file: String, line: Int?, lineCount: Int) -> String? {
        guard description.hasPrefix(file) else { return "an error that does not name the file: \(description)" }
        if let line, line < 1 || line > lineCount + 1 { return "an error on line \(line) of a \(lineCount)-line file: \(description)" }
        return nil
    }

    private static func otherValue<Root>(for descriptor: SettingDescriptor<Root>, than current: SettingValue) -> SettingValue {
        switch descriptor.kind {
        case let .integer(range): return current == .integer(range.lowerBound) ? .integer(range.upperBound) : .integer(range.lowerBound)
        case let .number(range): return current == .number(range.lowerBound) ? .number(range.upperBound) : .number(range.lowerBound)
        case .boolean: return current == .boolean(true) ? .boolean(false) : .boolean(true)
        case let .choice(values): return .text(values.first { .text($0) != current } ?? values[0])
        case .path: return .text(current == .text("") ? "levels/fuzz.level" : "")
        case .name: return .text(current == .text("default") ? "Standard" : "default")
        case .key: return .text(current == .text("Q") ? "Z" : "Q")
        case .padButton: return .text(current == .text("leftshoulder") ? "rightshoulder" : "leftshoulder")
        case .httpAddress: return .text(current == .text("") ? "http://127.0.0.1:8080" : "")
        }
    }
}
