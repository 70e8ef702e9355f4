import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

/// LBreakoutHD's bonus levels: a mini-game after every four levels, whose end goes on to the
/// next level with the lives and score kept.
@Suite struct BonusLevelsTests {
    /// `count` one-row levels, titled by their number.
    func levels(_ count: Int) -> [Level] {
        (1...count).map { k in
            Level(title: "L\(k)", columns: 3, rows: 1, bricks: (0..<3).map { BrickPlacement(column: $0, row: 0, kind: .normal) })
        }
    }

    func rules(bonus: Bool = true) -> GameRules {
        var rules = GameRules()
        rules.bonusLevels = bonus
        return rules
    }

    /// Clears the level in play by breaking its bricks, then starts the next one.
    func clearAndGoOn(_ game: Game) {
        if game.state.phase == .serving { game.step(GameInput(launch: true)) }
        for brick in game.state.bricks where brick.isAlive && brick.placement.kind.isBreakable {
            game.perform(BrickHitAction(ball: nil, brick: brick.id, at: nil))
        }
        game.step(.none)
        #expect(game.state.phase == .levelCleared)
        game.step(GameInput(launch: true))
    }

    /// A seed whose game meets `miniGame` as its first bonus level (level 5).
    func seed(meeting miniGame: MiniGame, in sequence: LevelSequence) -> UInt64 {
        (UInt64(1)...).first { sequence.bonusGame(at: 5, rules: rules(), seed: $0 &+ 5) == miniGame }!
    }

    @Test func aSetGetsABonusLevelAfterEveryFourLevels() {
        let eight = LevelSequence.list(levels(8)), r = rules()
        #expect(eight.count(rules: r) == 10)
        #expect((1...10).map { eight.slot($0, rules: r) }
                == [.level(1), .level(2), .level(3), .level(4), .bonus, .level(5), .level(6), .level(7), .level(8), .bonus])
        // The second round of the set starts again at its first level, bonus levels and all.
        #expect(eight.level(11, rules: r, seed: 1).title == "L1")
        #expect(eight.slot(15, rules: r) == .bonus)
        #expect(MiniGame.allCases.map(\.title).contains(eight.level(20, rules: r, seed: 1).title))
        // Nine levels: two bonus levels (LBreakoutHD: n / 4), the ninth level last.
        let nine = LevelSequence.list(levels(9))
        #expect(nine.count(rules: r) == 11)
        #expect(nine.level(11, rules: r, seed: 1).title == "L9")
        // Fewer than four levels: none; generated levels: every fifth; off: none anywhere.
        #expect(LevelSequence.list(levels(3)).count(rules: r) == 3)
        #expect(LevelSequence.list(levels(3)).slot(5, rules: r) == .level(5))
        #expect(LevelSequence.generated.slot(10, rules: r) == .bonus)
        #expect(LevelSequence.generated.slot(11, rules: r) == .level(9))
        #expect(eight.slot(5, rules: rules(bonus: false)) == .level(5))
        #expect(eight.count(rules: rules(bonus: false)) == 8)
        // Not in a duel or a mini-game.
        #expect(LevelSequence.duel(levels(8)).slot(5, rules: r) == .level(5))
        #expect(LevelSequence.miniGame(.invaders).slot(5, rules: r) == .level(5))
    }

    @Test func theSeedPicksEachMiniGame() {
        let sequence = LevelSequence.list(levels(8))
        let met = Set((UInt64(1)...200).compactMap { sequence.bonusGame(at: 5, rules: rules(), seed: $0) })
        #expect(met == Set(MiniGame.allCases))
        #expect(sequence.bonusGame(at: 4, rules: rules(), seed: 1) == nil)
    }

    /// Level 5 plays a mini-game with the lives as they were; losing its ball ends the bonus
    /// level, not a life, and level 6 is the set's fifth.
    @Test func aBonusLevelEndsWithItsBallAndTheGameGoesOn() throws {
        let sequence = LevelSequence.list(levels(8))
        let game = Game(rules: rules(), levels: sequence, seed: seed(meeting: .outbreak, in: sequence))
        for _ in 1...4 { clearAndGoOn(game) }
        #expect(game.state.levelNumber == 5)
        #expect(game.playsBonusLevel)
        let mg = try #require(game.state.miniGame)
        #expect(mg.game == .outbreak)
        #expect(game.state.phase == .serving)
        let lives = game.state.lives, score = game.state.score
        #expect(lives == game.rules.startingLives)
        #expect(game.levelInSet?.number == 5 && game.levelInSet?.count == 10)
        #expect(game.history.actions.last?.animation() == .effect(.bonusLevelStarted(number: 5, game: .outbreak)))
        let ball = game.launch()
        game.step(.none)
        game.perform(BallLostAction(ball: ball))
        #expect(game.state.phase == .levelCleared)
        #expect(game.state.lives == lives)
        #expect(game.state.score == score, "no bonus for lives after a bonus level")
        #expect(game.miniGameResult != nil, "the result alert says how far the mini-game got")
        game.step(GameInput(launch: true))
        #expect(game.state.levelNumber == 6)
        #expect(game.state.level.title == "L5")
        #expect(game.state.miniGame == nil)
        #expect(!game.playsBonusLevel)
        #expect(game.state.bricks.count == 3 && game.state.bricks.allSatisfy(\.isAlive))
    }

    /// The mini-game's own end (Jumping Jack's time running out) ends the bonus level too,
    /// keeping the points it earned.
    @Test func aMiniGamesEndIsTheBonusLevelsEnd() throws {
        let sequence = LevelSequence.list(levels(4))
        let game = Game(rules: rules(), levels: sequence, seed: seed(meeting: .jumpingJack, in: sequence))
        for _ in 1...4 { clearAndGoOn(game) }
        let jack = try #require(game.state.miniGame?.jack)
        let ball = game.launch()
        game.step(.none)   // the clock starts
        let before = game.state.score
        game.perform(BrickHitAction(ball: ball, brick: jack, at: nil))
        #expect(game.state.score > before)
        let earned = game.state.score
        for _ in 0..<(game.state.miniGame!.actionSteps + 2) where game.state.phase == .playing {
            game.animator.setState(DynamicItemState(center: Point(x: 20, y: game.layout.size.height * 0.95), velocity: Vector(dx: 0, dy: 0)),
                                   of: game.ballItems[ball]!)
            game.step(GameInput(paddleX: 20))
        }
        #expect(game.state.phase == .levelCleared)
        #expect(game.history.actions.contains { ($0 as? MiniGameOverAction)?.reason == "time ran out" })
        #expect(game.state.score == earned)
        // A set of four: its round is five levels, so level 6 is the set's first again.
        game.step(GameInput(launch: true))
        #expect(game.state.level.title == "L1")
    }

    /// Bonus levels undo and replay exactly: the autoplayer through a set of four and its
    /// bonus level, rewound across the bonus level's start, and played back from the replay.
    @Test func bonusLevelsUndoAndReplayExactly() throws {
        let sequence = LevelSequence.list(levels(4))
        let game = Game(rules: rules(), levels: sequence, seed: seed(meeting: .barrier, in: sequence))
        var recorder = ReplayRecorder(game: game)
        var player = Autoplayer()
        // The autoplayer plays the bonus level ten seconds, then lets its ball go.
        var inBonus = 0, barrierRows = 0
        for _ in 0..<(120 * 240) where game.state.levelNumber < 6 && game.state.phase != .gameOver {
            if game.playsBonusLevel { inBonus += 1 }
            barrierRows = max(barrierRows, game.state.miniGame?.barrierMoves ?? 0)
            recorder.step(game, inBonus > 120 * 10 ? GameInput(paddleX: 20, launch: true) : player.input(for: game))
        }
        #expect(game.state.levelNumber == 6, "the autoplayer got through the bonus level")
        #expect(inBonus > 120 * 10 && barrierRows > 0, "the barrier came down while the autoplayer played")
        let replay = recorder.replay(finishedWith: game)
        #expect(replay.play().matches)
        // Written and read back, the rules still have bonus levels.
        let data = try JSONEncoder().encode(replay)
        #expect(try Replay.decode(data, file: "bonus.replay").rules.bonusLevels)

        let start = Game(rules: rules(), levels: sequence, seed: seed(meeting: .barrier, in: sequence))
        for _ in 1...4 { clearAndGoOn(start) }
        start.step(.none)
        let atBonus = start.stateHash(), step = start.stepIndex
        var again = Autoplayer()
        for _ in 0..<(3 * Game.stepsPerSecond) { start.step(again.input(for: start)) }
        start.rewind(toStep: step)
        #expect(start.stateHash() == atBonus)
        start.rewind(toStep: step - 2)
        #expect(start.state.levelNumber == 4 && start.state.miniGame == nil)
    }

    /// Rules recorded before bonus levels came (a replay, a saved game) read without them,
    /// so those games play back as they were played.
    @Test func rulesRecordedBeforeBonusLevelsReadWithoutThem() throws {
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(GameRules())) as! [String: Any]
        #expect(json["rules.bonus_levels"] as? Bool == true)
        #expect(try JSONDecoder().decode(GameRules.self, from: JSONSerialization.data(withJSONObject: json)).bonusLevels)
        json["rules.bonus_levels"] = nil
        #expect(try !JSONDecoder().decode(GameRules.self, from: JSONSerialization.data(withJSONObject: json)).bonusLevels)
    }
}
