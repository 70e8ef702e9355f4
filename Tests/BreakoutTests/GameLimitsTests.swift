@testable import Breakout
import Dynamics
import Foundation
@testable import SettingsKit
import TestSupport
import Testing

/// Hard limits: balls in play, falling capsules, level sizes. No level, setting or chain of
/// bonuses can grow the game without end.
@Suite struct GameLimitsTests {
    @Test func multiballStopsAtMaxBalls() {
        var rules = GameRules()
        rules.ballCount = 3
        rules.maxBalls = 5
        let game = makeGame(testLevel(), rules: rules)
        game.step(GameInput(launch: true))
        #expect(game.state.balls.count == 3)
        game.perform(SpawnCapsuleAndCatch(.multiball))
        // Three balls would become nine; the cap keeps five, the oldest split first.
        #expect(game.state.balls.count == 5)
        game.perform(SpawnCapsuleAndCatch(.multiball))
        #expect(game.state.balls.count == 5)
    }

    /// A joker uses each good extra twice before the balls spawn: the cap still holds.
    @Test func jokerMultiballAndExtraBallsStopAtMaxBalls() {
        var rules = GameRules()
        rules.maxBalls = 5
        let game = makeGame(rules: rules)
        _ = game.launch()
        for extra in [Extra.multiball, .extraBall, .multiball, .extraBall] {
            game.perform(CapsuleDropAction(extra: extra, at: Point(x: 100, y: 100)))
        }
        game.perform(SpawnCapsuleAndCatch(.joker))
        #expect(game.state.balls.count == 5)
    }

    @Test func multiballUndoesExactlyAtTheCap() {
        var rules = GameRules()
        rules.maxBalls = 2
        let game = makeGame(testLevel(), rules: rules)
        game.step(GameInput(launch: true))
        let before = game.stateHash()
        let action = SpawnCapsuleAndCatch(.multiball)
        game.perform(action)
        #expect(game.state.balls.count == 2)
        action.undo(on: game)
        #expect(game.stateHash() == before)
    }

    @Test func extraBallBrickAtTheCapScoresButSpawnsNothing() {
        var rules = GameRules()
        rules.maxBalls = 1
        let game = makeGame(testLevel(columns: 2, rows: 1, special: [(0, 0, .extraBall)]), rules: rules)
        _ = game.launch()
        let score = game.state.score
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(game.state.balls.count == 1)
        #expect(game.state.score > score)
        #expect(!game.state.bricks[0].isAlive)
    }

    @Test func powerUpBricksDropNoMoreThanMaxCapsules() {
        var rules = GameRules()
        rules.maxCapsules = 3
        let game = makeGame(testLevel(columns: 8, rows: 1, extra: .extraLife), rules: rules)
        _ = game.launch()
        for brick in 0..<8 { game.perform(BrickHitAction(ball: nil, brick: brick, at: nil)) }
        #expect(game.state.capsules.count == 3)
        #expect(game.state.bricks.allSatisfy { !$0.isAlive })
    }

    @Test func aLevelOfExtraBallsNeverExceedsTheCap() {
        // Every brick releases a ball: the autoplayer breaks them for a minute.
        var rules = GameRules()
        rules.maxBalls = 12
        let game = makeGame(testLevel(columns: 14, rows: 6, kind: .extraBall), rules: rules)
        var most = 0
        autoplay(game, maxSteps: 120 * 60) { game in
            most = max(most, game.state.balls.count)
            return game.state.phase == .levelCleared
        }
        #expect(most == 12)
    }

    @Test func servedBallsMayNotExceedTheCap() {
        let result = SettingsFile.parse(text: "[ball]\ncount = 5\n[rules]\nmax_balls = 4\n", path: "s.toml", lastGood: GameRules())
        #expect(result.problems.map(\.description) == ["s.toml:4: rules.max_balls: 4 is below ball.count = 5 (allowed: at least ball.count)"])
    }

    @Test func rulesRoundTripThroughJSONKeyByKey() throws {
        var rules = GameRules()
        rules.maxBalls = 40
        rules.paddleShape = .oval
        let data = try JSONEncoder().encode(rules)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"rules.max_balls\":40"))
        #expect(try JSONDecoder().decode(GameRules.self, from: data) == rules)
        // A key written by an older game is missing: it takes its default (bonus levels, which
        // came later, are off in rules that do not name them: BonusLevelsTests).
        let old = try JSONDecoder().decode(GameRules.self, from: Data(#"{"ball.speed": 500}"#.utf8))
        var expected = GameRules()
        expected.ballSpeed = 500
        expected.bonusLevels = false
        #expect(old == expected)
        // Values are checked as the settings file checks them.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameRules.self, from: Data(#"{"ball.count": 1000000}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameRules.self, from: Data(#"{"ball.min_speed": 2000}"#.utf8)) }
    }

    @Test func levelFilesAreLimitedInSize() throws {
        let wide = String(repeating: "#", count: LevelLimits.maxColumns + 1)
        #expect(throws: LevelLoadError.self) { try LevelFile.parse(wide, fileName: "wide.level") }
        do { _ = try LevelFile.parse(wide, fileName: "wide.level") } catch {
            #expect(error.description == "wide.level:1: row 1 has 65 bricks; a level may be at most 64 wide")
        }
        let tall = Array(repeating: "##", count: LevelLimits.maxRows + 1).joined(separator: "\n")
        do { _ = try LevelFile.parse(tall, fileName: "tall.level"); Issue.record("65 rows accepted") } catch {
            #expect(error.description == "tall.level:65: row 65: a level may have at most 64 rows (separate levels with \"---\")")
        }
        let many = Array(repeating: "#", count: LevelLimits.maxLevels + 1).joined(separator: "\n---\n")
        do { _ = try LevelFile.parse(many, fileName: "many.level"); Issue.record("1001 levels accepted") } catch {
            #expect(error.description.hasPrefix("many.level:2001: a file may hold at most 1000 levels"))
        }
        let url = URL(fileURLWithPath: TemporaryFolder.uniquePath("huge") + ".level")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(repeating: UInt8(ascii: "#"), count: LevelLimits.maxFileBytes + 1).write(to: url)
        do { _ = try LevelLoader.load(path: url.path); Issue.record("a 4 MiB + 1 file accepted") } catch {
            #expect(error.description == "\(url.path): the file has \(LevelLimits.maxFileBytes + 1) bytes; level files may have at most \(LevelLimits.maxFileBytes)")
        }
    }
}

/// Drops a capsule of `extra` at the paddle and catches it at once.
final class SpawnCapsuleAndCatch: GameAction {
    let extra: Extra
    init(_ extra: Extra) { self.extra = extra }
    override func apply(to game: Game) {
        let drop = CapsuleDropAction(extra: extra, at: Point(x: game.paddleX, y: game.paddleRect.minY))
        cause(drop)
        cause(CatchNewestCapsule())
    }
}

/// Catches the newest falling capsule.
final class CatchNewestCapsule: GameAction {
    override func apply(to game: Game) {
        guard let capsule = game.state.capsules.last else { return }
        cause(ExtraCaughtAction(capsule: capsule.id))
    }
}

/// The history of a long game stays bounded and still rewinds.
@Suite struct HistoryLimitTests {
    final class Marker: GameAction {}

    @Test func aLongGameKeepsABoundedHistoryThatStillRewinds() {
        let game = makeGame()
        var autoplayer = Autoplayer()
        var hashes: [Int: UInt64] = [:]
        for _ in 0..<3000 {
            game.step(autoplayer.input(for: game))
            for _ in 0..<4 { game.perform(Marker()) }
            hashes[game.stepIndex] = game.stateHash()
        }
        #expect(game.history.performedCount >= 12_000)
        #expect(game.history.actions.count <= 2 * GameHistory.actionLimit)
        // What the rewind can reach is all still there.
        game.rewind(steps: 300)
        #expect(game.stepIndex == 2700)
        #expect(game.stateHash() == hashes[2700])
        #expect(game.history.earliestStep > 0)
    }
}
