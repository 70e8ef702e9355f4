import Foundation
import Testing
import TestSupport
@testable import Breakout

/// LBreakoutHD's pseudo-sets: !FREAKOUT! (every level of every set, in a seeded order), a set
/// per mini-game, and !RANDOM! (ten levels with random extras), by name from `--level` and
/// first in the chooser.
@Suite struct PseudoLevelsetTests {
    private func folderWithTwoSets() throws -> String {
        let folder = try TemporaryFolder.newFolderPath("pseudo")
        try LBreakoutLevelsetText.sample.write(toFile: folder + "/One", atomically: true, encoding: .utf8)
        try LBreakoutLevelsetText.sample.write(toFile: folder + "/Two", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theNamesAreLBreakoutHDsAndReadBack() throws {
        #expect(PseudoLevelset.all.map(\.name).prefix(4) == ["!FREAKOUT!", "!RANDOM!", "!INVADERS!", "!BARRIER!"])
        #expect(PseudoLevelset(name: "!JUMPING_JACK!") == .miniGame(.jumpingJack))
        #expect(Set(PseudoLevelset.all.map(\.name)).count == PseudoLevelset.all.count)
        for set in PseudoLevelset.all { #expect(PseudoLevelset(name: set.name) == set) }
        #expect(PseudoLevelset(name: "FREAKOUT") == nil)
        #expect(try LevelSequence.named("!OUTBREAK!", seed: 1) == .miniGame(.outbreak))
        #expect(throws: LevelLoadError.self) { try LevelSequence.named("/nonexistent/set", seed: 1) }
        let names = LevelsetCatalog.entries(bundled: nil, player: nil, lbreakout: nil, lbreakoutHD: nil).map(\.name)
        #expect(names == ["Generated", "Procedural"] + PseudoLevelset.all.map(\.name))
    }

    @Test func freakoutPlaysEveryLevelInTheSeedsOrder() throws {
        let folder = try folderWithTwoSets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = try LevelLoader.load(path: folder + "/One").filter { $0.breakableCount > 0 }
        guard case let .list(a) = try PseudoLevelset.freakout.sequence(seed: 7, folders: [folder]),
              case let .list(b) = try PseudoLevelset.freakout.sequence(seed: 7, folders: [folder]) else {
            Issue.record("a freakout is a list of levels"); return
        }
        #expect(a.count == one.count * 2)
        #expect(a == b, "the same seed, the same order")
        let orders = (1...8).compactMap { seed -> [Level]? in
            if case let .list(levels) = try? PseudoLevelset.freakout.sequence(seed: UInt64(seed), folders: [folder]) { return levels }
            return nil
        }
        #expect(Set(orders.map { $0.map(\.title) }).count > 1, "other seeds, other orders")
        #expect(throws: LevelLoadError.self) { try PseudoLevelset.freakout.sequence(seed: 1, folders: ["/nonexistent"]) }
    }

    @Test func randomHidesExtrasInItsLevels() throws {
        let folder = try folderWithTwoSets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard case let .list(levels) = try PseudoLevelset.random.sequence(seed: 3, folders: [folder]) else {
            Issue.record("a random set is a list of levels"); return
        }
        #expect(levels.count == min(10, 4))
        for level in levels {
            let breakable = level.bricks.filter { $0.kind.isBreakable }
            #expect(breakable.filter { $0.extra != nil }.count >= min(8, breakable.count), "\(level.title)")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: LevelsetCatalog.lbreakoutFolder)))
    func freakoutOfTheInstalledSetsHoldsThousandsOfLevels() throws {
        guard case let .list(levels) = try LevelSequence.named("!FREAKOUT!", seed: 1) else {
            Issue.record("a freakout is a list of levels"); return
        }
        #expect(levels.count > 2_000, "\(levels.count)")
    }
}
