import Dynamics
import Testing
@_spi(Engine) @testable import Breakout

/// LBreakoutHD's five difficulties: the lives each starts with and may gather, and each
/// harder one faster, with a narrower paddle and points worth more.
@Suite struct DifficultyTests {
    func game(_ difficulty: Difficulty, lives: Int = 0) -> Game {
        var rules = GameRules()
        rules.difficulty = difficulty
        rules.lives = lives
        return makeGame(testLevel(columns: 10, rows: 4), rules: rules)
    }

    @Test func livesFollowTheDifficultyUnlessChosen() {
        let lives = Difficulty.allCases.map { game($0).state.lives }
        #expect(Difficulty.allCases.map(\.rawValue) == ["kids", "very_easy", "easy", "medium", "hard"])
        #expect(lives == [9, 6, 6, 5, 4])
        // A number in the settings is the number, at any difficulty.
        #expect(Difficulty.allCases.map { game($0, lives: 3).state.lives } == [3, 3, 3, 3, 3])
        // A restart starts with them again.
        let kids = game(.kids)
        kids.state.lives = 1
        kids.restart()
        #expect(kids.state.lives == 9)
    }

    @Test func extraLivesStopAtTheDifficultysMost() {
        for (difficulty, most) in zip(Difficulty.allCases, [12, 9, 9, 7, 5]) {
            let played = game(difficulty)
            played.step(.none)
            for _ in 0..<15 { played.perform(SpawnCapsuleAndCatch(.extraLife)) }
            #expect(played.state.lives == most, "\(difficulty)")
        }
        // Started with more than the most: as many as it started with.
        let many = game(.hard, lives: 8)
        many.step(.none)
        many.perform(SpawnCapsuleAndCatch(.extraLife))
        #expect(many.state.lives == 8)
    }

    @Test func eachHarderDifficultyIsFasterNarrowerAndWorthMore() {
        let games = Difficulty.allCases.map { game($0) }
        for (easier, harder) in zip(games, games.dropFirst()) {
            let names = "\(easier.rules.difficulty) → \(harder.rules.difficulty)"
            #expect(easier.serveSpeed < harder.serveSpeed, "\(names)")
            #expect(easier.rules.difficulty.maxSpeedFactor < harder.rules.difficulty.maxSpeedFactor, "\(names)")
            #expect(easier.paddleWidth > harder.paddleWidth, "\(names)")
            #expect(easier.rules.difficulty.scorePercent <= harder.rules.difficulty.scorePercent, "\(names)")
        }
        // LBreakoutHD's score modifiers; Medium plays the settings as they are.
        #expect(Difficulty.allCases.map(\.scorePercent) == [50, 50, 80, 100, 130])
        #expect(games[3].serveSpeed == GameRules().ballSpeed)
        #expect(games[3].paddleWidth == GameRules().paddleWidth)
    }

    @Test func theSettingsFileNamesThemAndRefusesOthers() throws {
        var rules = GameRules()
        let descriptor = try #require(GameRules.schema.descriptor(for: "rules.difficulty"))
        try descriptor.set(.text("very_easy"), in: &rules)
        #expect(rules.difficulty == .veryEasy)
        #expect(throws: (any Error).self) { try descriptor.set(.text("excessive"), in: &rules) }
        let lives = try #require(GameRules.schema.descriptor(for: "rules.lives"))
        #expect(throws: (any Error).self) { try lives.set(.integer(13), in: &rules) }
        try lives.set(.integer(0), in: &rules)
        #expect(rules.startingLives == 6)
    }
}
