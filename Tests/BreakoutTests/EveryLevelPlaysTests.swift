import Foundation
import Testing
@testable import Breakout

/// Every level of every installed LBreakout2 levelset, and of the 24 sets only LBreakoutHD
/// ships (1,020 levels more), played for a minute by the
/// autoplayer with many extra-ball and multiball bricks (`LevelPlaythrough`): every one
/// must finish, within the caps, with a valid state. Two levelsets once never finished:
/// multiball split every ball into three without a cap.
///
/// The levelsets are Debian's `lbreakout2-data` (2,416 levels); `.ci/run` installs it.
/// The levelsets run in parallel, one test case each. Unoptimized, the 17 million steps
/// take over half an hour, so the test runs where the tests are built optimized, as
/// `scripts/test` builds them (about 3 minutes on 2 cores).
@Suite struct EveryLevelPlaysTests {
    static let folder = InstalledLevelsetsTests.folder
    /// The sets' paths: LBreakout2's, then LBreakoutHD's that LBreakout2 lacks (the others
    /// are the same files).
    static let levelsets: [String] = {
        let ours = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        let hdFolder = LevelsetCatalog.lbreakoutHDFolder
        let hd = (try? FileManager.default.contentsOfDirectory(atPath: hdFolder).sorted()) ?? []
        return ours.map { "\(folder)/\($0)" } + hd.filter { !ours.contains($0) }.map { "\(hdFolder)/\($0)" }
    }()
    #if DEBUG
    static let optimized = false
    #else
    static let optimized = true
    #endif

    @Test(.enabled(if: !levelsets.isEmpty, "LBreakout2 levelsets are not installed (apt-get install lbreakout2-data)"),
          .enabled(if: optimized, "2,416 levels take over half an hour unoptimized; scripts/test builds the tests optimized"),
          .timeLimit(.minutes(20)),
          arguments: levelsets)
    func everyLevelOfTheSetPlaysForAMinute(path: String) throws {
        let name = (path as NSString).lastPathComponent
        let levels = try LevelLoader.load(path: path)
        guard levels.contains(where: { $0.breakableCount > 0 }) else {
            // A set with no breakable brick (LBreakout2's two-player sets) is refused, clearly.
            do { _ = try LevelSequence.file(path); Issue.record("\(name) has no breakable brick but was accepted") } catch {
                #expect(error.description == "\(path): no level with a breakable brick")
            }
            return
        }
        let report = LevelPlaythrough(seconds: 60, manyExtraBalls: true).play(levels)
        #expect(report.levels.count == levels.filter { $0.breakableCount > 0 }.count)
        for result in report.levels {
            #expect(result.isValid, "\(name) level \(result.level): \(result)")
            #expect(result.steps == 60 * 120 || result.phase == .gameOver, "\(name) level \(result.level) stopped early: \(result)")
        }
    }
}
