@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import TestSupport
import Testing

@Suite struct SettingsLocationTests {
    @Test func firstRunCreatesTheFileUnderXDGConfigHomeFromTheShippedDefault() throws {
        let folder = try TemporaryFolder.newFolderURL("settings-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_CONFIG_HOME": folder.path, "HOME": "/nonexistent-home"]

        let first = try SettingsLocation.resolve(explicitPath: nil, environment: environment)
        #expect(first.path == folder.path + "/breakout/breakout.toml")
        #expect(first.createdDefault)
        #expect(!first.isExplicit)
        let shipped = try String(contentsOfFile: SettingsTestSupport.shippedConfigPath, encoding: .utf8)
        #expect(try String(contentsOfFile: first.path, encoding: .utf8) == shipped)

        // The player's edits survive the next start.
        try "[rules]\nlives = 9\n".write(toFile: first.path, atomically: true, encoding: .utf8)
        let second = try SettingsLocation.resolve(explicitPath: nil, environment: environment)
        #expect(second.path == first.path)
        #expect(!second.createdDefault)
        #expect(try String(contentsOfFile: second.path, encoding: .utf8) == "[rules]\nlives = 9\n")
    }

    @Test func withoutXDGConfigHomeTheFileGoesUnderHomeDotConfig() throws {
        let home = try TemporaryFolder.newFolderURL("settings-tests")
        defer { try? FileManager.default.removeItem(at: home) }
        for environment in [["HOME": home.path], ["HOME": home.path, "XDG_CONFIG_HOME": ""],
                            ["HOME": home.path, "XDG_CONFIG_HOME": "relative/dir"]] {
            let location = try SettingsLocation.resolve(explicitPath: nil, environment: environment)
            #expect(location.path == home.path + "/.config/breakout/breakout.toml")
            #expect(FileManager.default.fileExists(atPath: location.path))
        }
    }

    @Test func noHomeAndNoXDGIsAClearError() {
        #expect(throws: SettingsProblem(message: "cannot find the settings folder: neither XDG_CONFIG_HOME nor HOME is set",
                                        allowed: "--config PATH")) {
            try SettingsLocation.resolve(explicitPath: nil, environment: [:])
        }
    }

    @Test func explicitPathIsUsedAsItIsAndNeverCreated() throws {
        let folder = try TemporaryFolder.newFolderURL("settings-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mine.toml").path
        let environment = ["XDG_CONFIG_HOME": folder.path]

        #expect(throws: SettingsProblem(file: path, message: "no such settings file (given with --config)")) {
            try SettingsLocation.resolve(explicitPath: path, environment: environment)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/breakout"))
        #expect(throws: SettingsProblem(file: folder.path, message: "is a folder, not a settings file (given with --config)")) {
            try SettingsLocation.resolve(explicitPath: folder.path, environment: environment)
        }

        try "[ball]\ncount = 2\n".write(toFile: path, atomically: true, encoding: .utf8)
        let location = try SettingsLocation.resolve(explicitPath: path, environment: environment)
        #expect(location == SettingsLocation(path: path, isExplicit: true, createdDefault: false))
        #expect(SettingsFile.load(from: location.path, lastGood: Settings()).settings.rules.ballCount == 2)
    }

    @Test func problemTextForAMissingExplicitFile() {
        let problem = SettingsProblem(file: "/tmp/x.toml", message: "no such settings file (given with --config)")
        #expect(problem.description == "/tmp/x.toml: no such settings file (given with --config)")
    }
}
