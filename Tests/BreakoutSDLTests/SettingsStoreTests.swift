@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import TestSupport
import Testing

/// The settings' one owner, without a window: changes reach every listener, only the keys
/// asked for are written, its own writes are not edits, a player's edits reload, a bad file
/// keeps the last good settings until it is fixed.
@Suite struct SettingsStoreTests {
    /// A store on a fresh copy of the default settings file, and the file's path.
    static func store() throws -> (SettingsStore<Settings>, String) {
        let folder = try TemporaryFolder.newFolderPath("atomic")
        let path = folder + "/breakout.toml"
        try SettingsFile.write(DefaultSettingsText.text, to: path)
        let loaded = SettingsFile.load(from: path, lastGood: Settings())
        #expect(loaded.problems.isEmpty)
        return (SettingsStore(settings: loaded.settings, path: path), path)
    }

    /// A player's editor: writes the file in place (same file number), as many editors do.
    static func edit(_ path: String, key: String, to value: SettingValue) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try SettingsFile.updating(text: text, key: key, value: value).write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func aChangeReachesEveryListenerOnceAndWritesOnlyTheKeysSaved() throws {
        let (store, path) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var seen: [[Double]] = [[], []]
        store.onChange { seen[0].append($0.rules.ballSpeed) }
        store.onChange { seen[1].append($0.rules.ballSpeed) }
        var settings = store.settings
        settings.rules.ballSpeed = 600
        settings.rules.lives = 5
        #expect(store.change(settings, saving: ["ball.speed"]) == nil)
        #expect(seen == [[600], [600]])
        let onDisk = SettingsFile.load(from: path, lastGood: Settings()).settings
        #expect(onDisk.rules.ballSpeed == 600)
        #expect(onDisk.rules.lives == GameRules().lives)   // not asked to save
        // The same settings again: nobody is told.
        store.change(settings)
        #expect(seen[0].count == 1)
        // Saved later (a slider let go), and the store's own write is not an edit.
        #expect(store.save(keys: ["rules.lives"]) == nil)
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.rules.lives == 5)
        store.checkNow()
        #expect(store.externalEdits == 0)
        #expect(store.problems.isEmpty)
    }

    @Test func aPlayersEditReloadsOnTheFrameClockAndATouchDoesNot() throws {
        let (store, path) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var applied: [Settings] = []
        store.onChange { applied.append($0) }
        try Self.edit(path, key: "paddle.width", to: .number(180))
        store.tick(0.1)
        #expect(applied.isEmpty)   // not looked yet: 0.3 s between looks
        store.tick(0.25)
        #expect(applied.map(\.rules.paddleWidth) == [180])
        #expect(store.settings.rules.paddleWidth == 180)
        #expect(store.externalEdits == 1 && store.externalReloads == 1)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: path)
        store.checkNow()
        #expect(store.externalEdits == 1)
        #expect(applied.count == 1)
    }

    @Test func aBadFileKeepsTheLastGoodSettingsUntilItIsFixed() throws {
        let (store, path) = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        var reports: [[SettingsProblem]] = []
        store.onProblems { reports.append($0) }
        #expect(reports == [[]])   // told the state at once
        let good = store.settings
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\nspeed = 450.0\n", with: "\nspeed = 5000.0\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        store.checkNow()
        #expect(store.settings == good)
        #expect(store.problems.count == 1)
        #expect(store.problems.first?.description.contains("ball.speed: 5000") == true)
        #expect(reports.count == 2)
        // Saving a key writes a whole valid file over the bad value: the problems go.
        var settings = good
        settings.rules.ballSpeed = 550
        store.change(settings, saving: ["ball.speed"])
        #expect(store.problems.isEmpty)
        #expect(reports.last == [])
        #expect(store.externalReloads == 0)
        // A file over the size limit is not even read: one problem, the settings stay.
        try (String(repeating: "# padding\n", count: 110_000)).write(toFile: path, atomically: false, encoding: .utf8)
        store.checkNow()
        #expect(store.problems.first?.description.contains("a settings file may have at most \(SettingsFile.maxFileBytes)") == true)
        #expect(store.settings.rules.ballSpeed == 550)
        // A missing file is a problem too, and the settings stay.
        try FileManager.default.removeItem(atPath: path)
        store.checkNow()
        #expect(store.problems.first?.description.contains("no such file") == true)
        #expect(store.settings.rules.ballSpeed == 550)
    }

    @Test func withoutAFileSettingsLiveInMemory() {
        let store = SettingsStore(settings: Settings(), path: nil)
        var count = 0
        store.onChange { _ in count += 1 }
        var settings = store.settings
        settings.rules.lives = 2
        #expect(store.change(settings, saving: ["rules.lives"]) == nil)
        store.tick(10)
        #expect(count == 1)
        #expect(store.settings.rules.lives == 2)
        #expect(store.problems.isEmpty)
    }
}
