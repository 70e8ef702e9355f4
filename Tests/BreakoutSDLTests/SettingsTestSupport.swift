@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import TestSupport

/// Helpers shared by the settings tests.
enum SettingsTestSupport {
    /// The repository's top folder, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let shippedConfigPath = repositoryRoot.appendingPathComponent("Config/breakout.toml").path


    /// A value the descriptor allows that differs from its default.
    static func otherValue(for descriptor: SettingDescriptor<Settings>) -> SettingValue {
        let current = descriptor.defaultValue
        switch descriptor.kind {
        case .integer(let range):
            return current == .integer(range.lowerBound) ? .integer(range.upperBound) : .integer(range.lowerBound)
        case .number(let range):
            return current == .number(range.lowerBound) ? .number(range.upperBound) : .number(range.lowerBound)
        case .boolean:
            return current == .boolean(true) ? .boolean(false) : .boolean(true)
        case .choice(let values):
            return .text(values.first { .text($0) != current }!)
        case .path:
            return .text("levels/odd \"name\".txt")
        case .name:
            return .text(current == .text("Standard") ? "Oz" : "Standard")
        case .key:
            // A different unused key for each action, so that all of them may change at once.
            let k = ControlAction.allCases.firstIndex { $0.keySetting == descriptor.key }!
            return .text(String(Array("BCEFGHIJKLMNO")[k]))
        case .padButton:
            let k = ControlAction.allCases.filter { $0.button != nil }.firstIndex { $0.buttonSetting == descriptor.key }!
            return .text(["b", "guide", "leftstick", "rightstick", "leftshoulder", "rightshoulder", "dpup", "dpdown"][k])
        case .httpAddress:
            return .text(current == .text("") ? "http://10.0.0.5:8080/charts" : "")
        }
    }

    /// Problems as the player sees them, without the file name.
    static func lines(_ result: SettingsLoadResult<Settings>) -> [String] {
        result.problems.map(\.description)
    }
}
