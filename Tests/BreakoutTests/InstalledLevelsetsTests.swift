import Foundation
import Testing
@testable import Breakout

/// Every LBreakout2 levelset installed on this machine must load. The files come from the
/// Debian package `lbreakout2-data` (`apt-get install lbreakout2-data`); where it is not
/// installed (CI, by default) the test is skipped. None of those files is in this repository.
@Suite struct InstalledLevelsetsTests {
    static let folder = "/usr/share/games/lbreakout2/levels"
    static let isInstalled = FileManager.default.fileExists(atPath: folder)

    @Test(.enabled(if: isInstalled, "LBreakout2 levelsets are not installed (apt-get install lbreakout2-data)"))
    func everyInstalledLevelsetLoads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        #expect(!names.isEmpty)
        var levelCount = 0
        var emptyLevels = 0
        for name in names {
            let path = "\(Self.folder)/\(name)"
            do {
                let levels = try LevelLoader.load(path: path)
                // LBreakout2 starts a level at each line that begins with "Level:".
                let text = LevelLoader.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
                let markers = TextLines(text).lines.filter { $0.hasPrefix("Level:") }.count
                #expect(levels.count == markers, "\(name)")
                #expect(levels.allSatisfy { $0.columns == 14 && $0.rows == 18 })
                levelCount += levels.count
                emptyLevels += levels.filter { $0.breakableCount == 0 }.count
            } catch {
                Issue.record("\(error)")
            }
        }
        print("Installed LBreakout2 levelsets: \(names.count) files, \(levelCount) levels (\(emptyLevels) without breakable bricks)")
    }

    /// LBreakout2's own levelset, autoplayed for five minutes: its bricks drop their extras,
    /// each its own kind, and the autoplayer catches at least 15 different ones.
    @Test(.enabled(if: isInstalled, "LBreakout2 levelsets are not installed (apt-get install lbreakout2-data)"))
    func aLongGameOnLBreakout2sOwnSetCatchesManyExtras() throws {
        let game = Game(rules: GameRules(), levels: try LevelSequence.file("\(Self.folder)/LBreakout2"), seed: 1)
        autoplay(game, maxSteps: 300 * Game.stepsPerSecond) { $0.state.phase == .gameOver }
        let caught = game.state.extrasCaughtByName
        print("LBreakout2, 300 s autoplayed: \(caught.count) different extras caught: \(caught.keys.sorted())")
        #expect(caught.count >= 15)
        #expect(game.state.levelNumber >= 2)
    }
}
