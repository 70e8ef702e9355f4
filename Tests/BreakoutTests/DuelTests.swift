import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

/// The duel: two paddles, a frag for each ball past the other's paddle, the fragged player
/// serves, the first to the frag limit wins; walls-only levels play; it replays exactly.
@Suite struct DuelTests {
    /// A duel on an empty 14 x 18 grid (no bricks in the way) with `fragLimit`.
    func duel(fragLimit: Int = 10, level: Level? = nil, seed: UInt64 = 3) -> Game {
        var rules = GameRules()
        rules.fragLimit = fragLimit
        let empty = Level(title: "empty", columns: 14, rows: 18, bricks: [BrickPlacement(column: 0, row: 8, kind: .wall)])
        return Game(rules: rules, levels: .duel([level ?? empty]), seed: seed)
    }

    /// Moves ball `id` to `center` with `velocity`.
    func place(_ game: Game, ball id: Int, at center: Point, velocity: Vector) {
        guard var s = game.ballState(id) else { return }
        s.center = center
        s.velocity = velocity
        game.animator.setState(s, of: game.ballItems[id]!)
    }

    @Test func aBallPastTheTopPaddleIsAFragForTheBottomAndTheTopServesNext() throws {
        let game = duel()
        #expect(game.state.duel?.frags == [0, 0])
        #expect(game.state.duel?.server == .bottom)
        #expect(game.layout.isDuel && game.topPaddleRect.midY < game.layout.size.height * 0.1)
        // Only the server launches.
        game.step(GameInput(topLaunch: true))
        #expect(game.state.phase == .serving)
        game.step(GameInput(launch: true))
        #expect(game.state.phase == .playing)
        let ball = try #require(game.state.balls.first?.id)
        #expect((game.ballState(ball)?.velocity.dy ?? 0) < 0, "served upward")
        // Up past the top paddle, which stands at the far left.
        place(game, ball: ball, at: Point(x: game.layout.size.width - 60, y: 120), velocity: Vector(dx: 0, dy: -900))
        for _ in 0..<120 where game.state.phase == .playing { game.step(GameInput(topPaddleX: 0)) }
        #expect(game.state.duel?.frags == [1, 0])
        #expect(game.state.phase == .serving)
        #expect(game.state.duel?.server == .top)
        #expect(game.state.lives == GameRules().startingLives, "a duel costs no lives")
        // The top player serves downward from under their paddle.
        let waiting = try #require(game.servingBallCenters.first)
        #expect(waiting.y > game.topPaddleRect.maxY)
        game.step(GameInput(launch: true))
        #expect(game.state.phase == .serving, "the bottom player cannot serve for the top")
        game.step(GameInput(topLaunch: true))
        let served = try #require(game.state.balls.first?.id)
        #expect((game.ballState(served)?.velocity.dy ?? 0) > 0, "served downward")
    }

    @Test func theTopPaddleSendsTheBallBackDown() throws {
        let game = duel()
        game.step(GameInput(launch: true))
        let ball = try #require(game.state.balls.first?.id)
        let x = game.layout.size.width / 2
        place(game, ball: ball, at: Point(x: x + 10, y: game.layout.size.height * 0.3), velocity: Vector(dx: 0, dy: -600))
        var hit = false
        game.actionObserver = { action, _ in if action is PaddleHitAction { hit = true } }
        for _ in 0..<120 where !hit { game.step(GameInput(topPaddleX: x)) }
        #expect(hit)
        game.step(GameInput(topPaddleX: x))
        let v = try #require(game.ballState(ball)?.velocity)
        #expect(v.dy > 0, "down again")
        #expect(v.dx > 0, "right of the centre leaves to the right")
        #expect(game.state.duel?.frags == [0, 0])
    }

    @Test func theFirstToTheLimitWinsAndARewindTakesTheFragBack() throws {
        let game = duel(fragLimit: 2)
        for round in 0..<2 {
            let server = game.state.duel!.server
            game.step(server == .top ? GameInput(topLaunch: true) : GameInput(launch: true))
            let ball = try #require(game.state.balls.first?.id)
            // Down past the bottom paddle, kept at the far left: the top player scores.
            place(game, ball: ball, at: Point(x: game.layout.size.width - 40, y: game.layout.size.height * 0.8),
                  velocity: Vector(dx: 0, dy: 900))
            for _ in 0..<120 where game.state.phase == .playing { game.step(GameInput(paddleX: 0)) }
            #expect(game.state.duel?.frags == [0, round + 1])
        }
        #expect(game.state.phase == .gameOver)
        #expect(game.state.duel?.winner == .top)
        game.rewind(steps: 3)
        #expect(game.state.duel?.frags == [0, 1], "the winning frag is undone")
        #expect(game.state.duel?.winner == nil)
        #expect(game.state.phase == .playing)
    }

    @Test func lbreakout2sDuelLevelsPlayThoughTheyHaveNoBreakableBrick() throws {
        let path = "/usr/share/games/lbreakout2/levels/N_Arenas"
        guard FileManager.default.fileExists(atPath: path) else { return }
        #expect(throws: LevelLoadError.self) { try LevelSequence.file(path) }
        let levels = try LevelSequence.duelFile(path)
        guard case let .duel(list) = levels else { Issue.record("not a duel"); return }
        #expect(list.count == 6)
        let game = Game(rules: GameRules(), levels: levels, seed: 1)
        var autoplayer = Autoplayer()
        for _ in 0..<(60 * Game.stepsPerSecond) { game.step(autoplayer.input(for: game)) }
        #expect(game.state.phase != .levelCleared, "a duel's level does not run out")
        #expect(game.state.levelNumber == 1)
    }

    @Test func aDuelPlaysTheSameTwiceAndItsReplayReachesTheSameState() throws {
        func play() throws -> (UInt64, Replay, [Int]) {
            let game = duel(fragLimit: 99, level: LevelSequence.duelArena, seed: 11)
            var recorder = ReplayRecorder(game: game)
            var bottom = DuelAutoplayer(side: .bottom), top = DuelAutoplayer(side: .top)
            bottom.maxSpeed = 250
            top.maxSpeed = 250
            for _ in 0..<(90 * Game.stepsPerSecond) {
                recorder.step(game, GameInput(bottom: bottom.input(for: game), top: top.input(for: game)))
            }
            return (game.stateHash(), recorder.replay(finishedWith: game), game.state.duel!.frags)
        }
        let (first, replay, frags) = try play()
        let (second, _, _) = try play()
        #expect(first == second)
        #expect(frags.reduce(0, +) > 0, "slow hands let balls past: \(frags)")
        let data = try JSONEncoder().encode(replay)
        let back = try JSONDecoder().decode(Replay.self, from: data)
        #expect(back.play().matches, "the duel's replay reaches its recorded state")
        #expect(back.finalHash == String(first, radix: 16))
    }

    /// The computer opponent at LBreakoutHD's five difficulties, against the medium
    /// autoplayer on the duel arena: Kids lets the most balls past, Hard scores the most;
    /// its input is part of the game's, so its games replay exactly.
    @Test func theComputerOpponentPlaysAsItsDifficultySays() throws {
        func play(_ skill: Difficulty, seed: UInt64) -> (frags: [Int], replay: Replay, hash: UInt64) {
            let game = duel(fragLimit: 99, level: LevelSequence.duelArena, seed: seed)
            var recorder = ReplayRecorder(game: game)
            let player = DuelAutoplayer(side: .bottom), computer = DuelAutoplayer(side: .top, skill: skill)
            for _ in 0..<(120 * Game.stepsPerSecond) {
                let mine = GameInput(paddleX: player.input(for: game).paddleX, launch: player.input(for: game).launch)
                recorder.step(game, mine.withTop(computer.input(for: game)))
            }
            return (game.state.duel!.frags, recorder.replay(finishedWith: game), game.stateHash())
        }
        var conceded: [Difficulty: Int] = [:], scored: [Difficulty: Int] = [:]
        for skill in Difficulty.allCases {
            for seed: UInt64 in [1, 2] {
                let result = play(skill, seed: seed)
                conceded[skill, default: 0] += result.frags[0]
                scored[skill, default: 0] += result.frags[1]
                if seed == 1 {
                    #expect(result.replay.play().matches, "\(skill)")
                    #expect(play(skill, seed: 1).hash == result.hash, "\(skill): the same game twice")
                }
            }
        }
        #expect(conceded[.kids]! > conceded[.easy]! && conceded[.easy]! >= conceded[.medium]!, "\(conceded)")
        #expect(conceded[.kids]! > conceded[.medium]! + 4, "\(conceded)")
        #expect(scored[.hard]! > scored[.medium]!, "\(scored)")
        // Medium is the autoplayer as the demo and network games use it.
        #expect(DuelAutoplayer(side: .top, skill: .medium).maxSpeed == DuelAutoplayer(side: .top).maxSpeed)
    }

    @Test func aPeerSendsOnlyItsOwnPaddlesPart() {
        let input = GameInput(paddleX: 10, launch: true, push: true, topPaddleX: 30, topLaunch: false)
        #expect(input.part(for: .bottom) == GameInput.PlayerPart(paddleX: 10, launch: true))
        #expect(input.part(for: .top) == GameInput.PlayerPart(paddleX: 30, launch: false))
        let joined = GameInput(bottom: input.part(for: .bottom), top: input.part(for: .top))
        #expect(joined.paddleX == 10 && joined.topPaddleX == 30 && joined.launch && !joined.push)
        // Old replays, without the top player's keys, still read.
        let old = Data(#"{"paddleX":5,"launch":true,"push":false,"fire":false,"warp":false}"#.utf8)
        #expect((try? JSONDecoder().decode(GameInput.self, from: old)) == GameInput(paddleX: 5, launch: true))
    }
}
