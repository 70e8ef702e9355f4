import Dynamics
import Testing
@_spi(Engine) @testable import Breakout

/// What the two mini-games share in these tests: serving, parking the ball, rewinding.
private enum Play {
    static func game(_ miniGame: MiniGame, seed: UInt64 = 3, rules: GameRules = GameRules()) -> Game {
        Game(rules: rules, levels: .miniGame(miniGame), seed: seed)
    }

    /// Puts the ball at `center` with `velocity` (no step is taken).
    static func place(_ game: Game, _ ball: Int, at center: Point, velocity: Vector = .zero) {
        game.animator.setState(DynamicItemState(center: center, velocity: velocity), of: game.ballItems[ball]!)
    }

    /// Every action performed so far, subactions included.
    static func actions(_ game: Game) -> [GameAction] { game.history.actions.flatMap { $0.flattened() } }

    /// Autoplays to `mark`, then `more` steps that must hold an action of each of `kinds`,
    /// rewinds to `mark` and checks the state is the one it left.
    static func rewindsExactly(_ miniGame: MiniGame, mark: Int, more: Int, through kinds: [GameAction.Type]) {
        let game = game(miniGame, seed: 1)
        var player = Autoplayer()
        while game.stepIndex < mark { game.step(player.input(for: game)) }
        let before = game.stateHash()
        for _ in 0..<more { game.step(player.input(for: game)) }
        let later = game.history.actions.filter { $0.step > mark }.flatMap { $0.flattened() }
        for kind in kinds {
            #expect(later.contains { type(of: $0) == kind }, "\(miniGame): no \(kind) to rewind through")
        }
        game.rewind(toStep: mark)
        #expect(game.stateHash() == before, "\(miniGame)")
    }
}

/// Sitting Ducks, headless: the ducks, the ball's wait at the ceiling, hits and misses.
@Suite struct SittingDucksTests {
    /// A served game whose ball has dropped from the ceiling: the marked duck and the ball.
    func dropped(seed: UInt64 = 3, rules: GameRules = GameRules()) throws -> (Game, Int, Int) {
        let game = Play.game(.sittingDucks, seed: seed, rules: rules)
        let ball = game.launch()
        for _ in 0..<(2 * Game.stepsPerSecond) where game.state.miniGame?.ducks?.target == nil { game.step(.none) }
        return (game, ball, try #require(game.state.miniGame?.ducks?.target))
    }

    /// Puts the ball just under `brick` (it met the bottom face: on its way up).
    func below(_ game: Game, _ ball: Int, _ brick: Int) {
        let rect = game.brickRect(brick)
        Play.place(game, ball, at: Point(x: rect.midX, y: rect.maxY + game.rules.ballRadius), velocity: Vector(dx: 0, dy: 300))
    }

    /// Puts the ball just over `brick` (it met the top face: on its way down).
    func above(_ game: Game, _ ball: Int, _ brick: Int) {
        let rect = game.brickRect(brick)
        Play.place(game, ball, at: Point(x: rect.midX, y: rect.minY - game.rules.ballRadius), velocity: Vector(dx: 0, dy: -300))
    }

    func waitsAtTheCeiling(_ game: Game, _ ball: Int) -> Bool {
        guard let s = game.ballState(ball) else { return false }
        return game.state.heldBalls.contains { $0.ball == ball && $0.anchor == .ceiling }
            && abs(s.center.x - game.ceilingPoint.x) < 0.5 && abs(s.center.y - game.ceilingPoint.y) < 0.5 && s.velocity == .zero
    }

    @Test func eightDucksWaitAndTheBallDropsFromTheCeilingAfterASecond() throws {
        let game = Play.game(.sittingDucks)
        #expect(game.state.bricks.map(\.placement.cell) == SittingDucksRules.places)
        #expect(game.state.bricks.allSatisfy { $0.isAlive && $0.kind == .normal && $0.placement.tint == 3 })
        let ball = game.launch()
        let mg = try #require(game.state.miniGame)
        #expect(mg.ducks?.ducks == Array(0..<8))
        #expect(mg.ducks?.target == nil)
        #expect(waitsAtTheCeiling(game, ball))
        // The player's launch does not let it go; it waits its second, still.
        for _ in 0..<(mg.actionSteps - 2) { game.step(GameInput(paddleX: 100, launch: true)) }
        #expect(waitsAtTheCeiling(game, ball))
        #expect(game.state.miniGame?.ducks?.target == nil)
        game.step(.none)
        game.step(.none)
        let target = try #require(game.state.miniGame?.ducks?.target)
        // The marked duck looks like LBreakout2's three-hit brick; the others stay plain.
        #expect(game.state.bricks[target].kind == .multiHit(3) && game.state.bricks[target].placement.tint == 5)
        #expect(game.state.bricks.filter { $0.kind == .normal }.count == 7)
        #expect(game.state.heldBalls.isEmpty)
        // Down, nearly straight.
        let v = try #require(game.ballState(ball)).velocity
        #expect(v.dy > 0)
        #expect(abs(v.dx) < 0.35 * v.dy)
        #expect(game.miniGameMarks.map(\.brick) == [target])
    }

    @Test func theMarkedDuckHitOnTheWayUpScoresItsPrizeAndTheNextIsWorthMore() throws {
        let (game, ball, target) = try dropped()
        below(game, ball, target)
        let before = game.stateHash()
        let hit = BrickHitAction(ball: ball, brick: target, at: nil)
        game.perform(hit)
        var mg = try #require(game.state.miniGame)
        #expect(game.state.score == 6000)
        #expect(mg.runs == 1 && mg.maxScore == 7000)
        #expect(mg.ducks?.target == nil && mg.ducks?.ducks.count == 8)
        // The duck stays, plain again; the ball goes back to the ceiling.
        #expect(game.state.bricks[target].isAlive && game.state.bricks[target].kind == .normal)
        #expect(waitsAtTheCeiling(game, ball))
        #expect(hit.animation()?.effects.contains(.miniGameScored(points: 6000)) == true)
        // Undone exactly, ball and all.
        hit.undo(on: game)
        #expect(game.stateHash() == before)
        game.perform(BrickHitAction(ball: ball, brick: target, at: nil))
        for _ in 0..<(game.state.miniGame!.actionSteps + 1) { game.step(.none) }
        let next = try #require(game.state.miniGame?.ducks?.target)
        below(game, ball, next)
        game.perform(BrickHitAction(ball: ball, brick: next, at: nil))
        mg = try #require(game.state.miniGame)
        #expect(game.state.score == 6000 + 7000)
        #expect(mg.runs == 2 && mg.maxScore == 8000)
        #expect(MiniGameRules.result(of: game) == "HITS 2")
    }

    @Test func pointsFollowTheDifficulty() throws {
        var rules = GameRules()
        rules.difficulty = .easy
        let (game, ball, target) = try dropped(rules: rules)
        below(game, ball, target)
        game.perform(BrickHitAction(ball: ball, brick: target, at: nil))
        #expect(game.state.score == 6000 * Difficulty.easy.scorePercent / 100)
        #expect(game.state.score != 6000)
    }

    @Test func aWrongHitOnTheWayUpBlowsUpTheMarkedDuckAndThePrizeFallsBack() throws {
        let (game, ball, first) = try dropped()
        below(game, ball, first)
        game.perform(BrickHitAction(ball: ball, brick: first, at: nil))
        for _ in 0..<(game.state.miniGame!.actionSteps + 1) { game.step(.none) }
        let target = try #require(game.state.miniGame?.ducks?.target)
        let other = try #require(game.state.miniGame?.ducks?.ducks.first { $0 != target })
        below(game, ball, other)
        let before = game.stateHash()
        let hit = BrickHitAction(ball: ball, brick: other, at: nil)
        game.perform(hit)
        let mg = try #require(game.state.miniGame)
        #expect(!game.state.bricks[target].isAlive)
        #expect(game.state.bricks[other].isAlive && game.state.bricks[other].kind == .normal)
        #expect(mg.ducks?.ducks.count == 7 && mg.ducks?.ducks.contains(target) == false)
        #expect(mg.maxScore == 6000 && mg.runs == 1)
        #expect(game.state.score == 6000)
        #expect(waitsAtTheCeiling(game, ball))
        #expect(hit.animation()?.effects.contains { if case .explosion(target, _, _) = $0 { return true } else { return false } } == true)
        #expect(game.state.phase == .playing)
        hit.undo(on: game)
        #expect(game.stateHash() == before)
        #expect(game.state.bricks[target].isAlive)
    }

    @Test func ducksHitFromAboveBreakAndTheGameEndsWithTheLast() throws {
        let (game, ball, target) = try dropped()
        // A plain duck breaks at once; it is lost, the prize and the mark stay.
        let plain = try #require(game.state.miniGame?.ducks?.ducks.first { $0 != target })
        above(game, ball, plain)
        game.perform(BrickHitAction(ball: ball, brick: plain, at: nil))
        #expect(!game.state.bricks[plain].isAlive)
        #expect(game.state.miniGame?.ducks?.ducks.count == 7)
        #expect(game.state.miniGame?.ducks?.target == target && game.state.miniGame?.maxScore == 6000)
        #expect(game.state.score == 0)
        // The marked duck takes three such hits, and scores nothing for them.
        above(game, ball, target)
        game.perform(BrickHitAction(ball: ball, brick: target, at: nil))
        #expect(game.state.bricks[target].isAlive && game.state.bricks[target].hitsLeft == 2)
        #expect(game.state.score == 0)
        // Every other duck broken, the last one goes and the game with it.
        for duck in game.state.miniGame!.ducks!.ducks where duck != target {
            above(game, ball, duck)
            game.perform(BrickHitAction(ball: ball, brick: duck, at: nil))
        }
        #expect(game.state.miniGame?.ducks?.ducks == [target])
        #expect(game.state.phase == .playing)
        above(game, ball, target)
        game.perform(BrickHitAction(ball: ball, brick: target, at: nil))
        above(game, ball, target)
        let before = game.stateHash()
        let last = BrickHitAction(ball: ball, brick: target, at: nil)
        game.perform(last)
        #expect(game.state.phase == .gameOver)
        #expect(Play.actions(game).contains { ($0 as? MiniGameOverAction)?.reason == "every duck is gone" })
        last.undo(on: game)
        #expect(game.stateHash() == before)
        #expect(game.state.phase == .playing)
    }

    @Test func theMarkedDuckBrokenFromAboveIsLostAndAnotherIsMarkedAtOnce() throws {
        let (game, ball, first) = try dropped()
        below(game, ball, first)
        game.perform(BrickHitAction(ball: ball, brick: first, at: nil))   // prize 7,000
        for _ in 0..<(game.state.miniGame!.actionSteps + 1) { game.step(.none) }
        let target = try #require(game.state.miniGame?.ducks?.target)
        for _ in 0..<3 {
            above(game, ball, target)
            game.perform(BrickHitAction(ball: ball, brick: target, at: nil))
        }
        #expect(!game.state.bricks[target].isAlive)
        #expect(game.state.miniGame?.maxScore == 6000)
        #expect(game.state.miniGame?.ducks?.ducks.count == 7)
        Play.place(game, ball, at: Point(x: 400, y: 300), velocity: Vector(dx: 0, dy: 300))
        game.step(.none)
        let next = try #require(game.state.miniGame?.ducks?.target)
        #expect(next != target && game.state.bricks[next].isAlive && game.state.bricks[next].kind == .multiHit(3))
        // The ball flies on.
        #expect(game.state.heldBalls.isEmpty)
        #expect(game.ballState(ball)?.velocity.dy ?? 0 > 0)
    }

    @Test func losingTheBallEndsSittingDucks() throws {
        let (game, ball, _) = try dropped()
        game.perform(BallLostAction(ball: ball))
        #expect(game.state.phase == .gameOver)
    }

    @Test func sittingDucksRewindsExactlyThroughHits() {
        Play.rewindsExactly(.sittingDucks, mark: 2 * Game.stepsPerSecond, more: 4 * Game.stepsPerSecond,
                            through: [DuckReleasedAction.self, DuckHitAction.self, BallToCeilingAction.self])
    }

    @Test func aMinuteOfAutoplayLeavesTheDucksInOrder() {
        let game = Play.game(.sittingDucks, seed: 5)
        autoplay(game, maxSteps: 60 * Game.stepsPerSecond) { $0.state.phase == .gameOver }
        let mg = game.state.miniGame!, ducks = mg.ducks!
        #expect(mg.runs > 0 && game.state.score > 0)
        #expect(Set(game.state.bricks.filter(\.isAlive).map(\.id)) == Set(ducks.ducks))
        #expect(ducks.ducks.allSatisfy { SittingDucksRules.places.contains(game.state.bricks[$0].placement.cell) })
        for duck in ducks.ducks {
            let marked = duck == ducks.target
            #expect(game.state.bricks[duck].placement.tint == (marked ? 5 : 3))
        }
        if ducks.target == nil { #expect(game.state.heldBalls.count == game.state.balls.count) }
        #expect(game.state.phase == .playing || game.state.phase == .gameOver)
    }
}

/// Hunter, headless: the ground, the controls, catches, the wall and the clock.
@Suite struct HunterTests {
    func served() throws -> (Game, Int, MiniGameState.Hunt) {
        let game = Play.game(.hunter)
        let ball = game.launch()
        park(game, ball)
        return (game, ball, try #require(game.state.miniGame?.hunt))
    }

    /// Keeps the ball still, low in the field, under the floor.
    func park(_ game: Game, _ ball: Int) {
        Play.place(game, ball, at: Point(x: 20, y: game.layout.size.height * 0.95))
    }

    func idle(_ game: Game, _ ball: Int, steps: Int) {
        for _ in 0..<steps where game.state.phase == .playing {
            park(game, ball)
            game.step(GameInput(paddleX: 400))
        }
    }

    func cell(_ game: Game, _ brick: Int) -> GridCell { game.state.bricks[brick].placement.cell }

    /// The floor's control at `column`.
    func control(_ game: Game, column: Int) -> Int { brickID(game, column: column, row: HunterRules.controlRow) }

    func hit(_ game: Game, _ ball: Int, column: Int) -> BrickHitAction {
        let action = BrickHitAction(ball: ball, brick: control(game, column: column), at: nil)
        game.perform(action)
        return action
    }

    @Test func theGroundItsFrameAndTheFloorAreLBreakoutHDs() throws {
        let game = Play.game(.hunter)
        let hunt = try #require(game.state.miniGame?.hunt)
        #expect(cell(game, hunt.hunter) == GridCell(column: 3, row: 5))
        #expect(cell(game, hunt.prey) == GridCell(column: 10, row: 5))
        var tints: [GridCell: Int] = [:]
        for brick in game.state.bricks where brick.isAlive { tints[brick.placement.cell] = brick.placement.tint }
        for row in 0...10 {
            for column in 0...13 {
                let c = GridCell(column: column, row: row)
                let expected: Int? = column == 1 ? 10 : column == 12 ? 11 : !(1...12).contains(column) ? nil
                    : row == 0 ? 15 : row == 10 ? 13 : c == GridCell(column: 3, row: 5) ? 2 : c == GridCell(column: 10, row: 5) ? 5 : nil
                #expect(tints[c] == expected, "\(c)")
            }
        }
        let floor = [1, 15, 15, 1, 10, 10, 1, 1, 11, 11, 1, 13, 13, 1]
        for column in 0...13 {
            #expect(tints[GridCell(column: column, row: 11)] == 1)
            #expect(tints[GridCell(column: column, row: 12)] == floor[column], "column \(column)")
        }
        #expect(game.state.bricks.count == 42 + 28 + 2)
        let marks = game.miniGameMarks
        #expect(marks.contains { $0.brick == hunt.prey && $0.mark == .target })
        #expect(marks.contains { $0.brick == hunt.hunter && $0.mark == .hunter })
        #expect(marks.contains { $0.brick == control(game, column: 8) && $0.mark == .control(dx: 1, dy: 0) })
        #expect(marks.filter { if case .control = $0.mark { return true } else { return false } }.count == 50)
        #expect(Set(marks.filter { $0.mark == .sealsGap }.map { cell(game, $0.brick) })
                == [GridCell(column: 0, row: 11), GridCell(column: 0, row: 12), GridCell(column: 13, row: 11), GridCell(column: 13, row: 12)])
    }

    @Test func theFloorShutsTheGroundOffAtTheSides() throws {
        let (game, ball, _) = try served()
        let floorTop = game.layout.brickRect(column: 0, row: 11).minY
        let floorBottom = game.layout.brickRect(column: 0, row: 12).maxY
        // Up the left margin, between the wall and the grid (a ball fits there), and the right.
        for x in [game.layout.margin / 2 + 1, game.layout.size.width - game.layout.margin / 2 - 1] {
            Play.place(game, ball, at: Point(x: x, y: floorBottom + 40), velocity: Vector(dx: 0, dy: -400))
            var highest = Double.infinity
            for _ in 0..<30 {
                game.step(GameInput(paddleX: 400))
                highest = min(highest, game.ballState(ball)!.center.y)
            }
            #expect(highest > floorTop)
            #expect(game.ballState(ball)!.velocity.dy > 0)
        }
    }

    @Test func aControlMovesTheHunterAndCatchingThePreyScores() throws {
        let (game, ball, hunt) = try served()
        let right = control(game, column: 8)
        for k in 1...6 {
            _ = hit(game, ball, column: 8 + k % 2)
            #expect(cell(game, hunt.hunter) == GridCell(column: 3 + k, row: 5))
        }
        // Nothing breaks, nothing scores.
        #expect(game.state.bricks[right].isAlive && game.state.bricks[right].hitsLeft == 1)
        #expect(game.state.score == 0)
        let mg = try #require(game.state.miniGame)
        let before = game.stateHash()
        let catching = hit(game, ball, column: 8)
        let after = try #require(game.state.miniGame)
        #expect(cell(game, hunt.hunter) == GridCell(column: 10, row: 5))
        #expect(game.state.score == 6000)
        #expect(after.runs == 1 && after.maxScore == 7000)
        #expect(after.actionSteps == mg.actionSteps * 95 / 100)
        #expect(after.nextEventStep == game.stepIndex + after.actionSteps)
        // The prey runs to a free cell inside the ground.
        let prey = cell(game, hunt.prey)
        #expect(prey != GridCell(column: 10, row: 5))
        #expect(HunterRules.preyColumns.contains(prey.column) && HunterRules.preyRows.contains(prey.row))
        #expect(catching.animation()?.effects.contains(.miniGameScored(points: 6000)) == true)
        catching.undo(on: game)
        #expect(game.stateHash() == before)
        #expect(cell(game, hunt.prey) == GridCell(column: 10, row: 5))
        // Up and down move it too.
        _ = hit(game, ball, column: 1)
        #expect(cell(game, hunt.hunter) == GridCell(column: 9, row: 4))
        _ = hit(game, ball, column: 12)
        #expect(cell(game, hunt.hunter) == GridCell(column: 9, row: 5))
        #expect(MiniGameRules.result(of: game) == "CAUGHT 0")
    }

    @Test func theHunterRunningIntoTheWallEndsTheGame() throws {
        let (game, ball, hunt) = try served()
        _ = hit(game, ball, column: 4)
        #expect(cell(game, hunt.hunter) == GridCell(column: 2, row: 5))
        #expect(game.state.phase == .playing)
        let frame = brickID(game, column: 1, row: 5)
        let before = game.stateHash()
        let last = hit(game, ball, column: 5)
        #expect(game.state.phase == .gameOver)
        #expect(cell(game, hunt.hunter) == GridCell(column: 1, row: 5))
        #expect(!game.state.bricks[frame].isAlive)
        #expect(Play.actions(game).contains { ($0 as? MiniGameOverAction)?.reason == "the hunter ran into the wall" })
        last.undo(on: game)
        #expect(game.stateHash() == before)
        #expect(game.state.bricks[frame].isAlive && game.state.phase == .playing)
    }

    @Test func timeRunsOutUnlessTheHunterCatches() throws {
        let (game, ball, _) = try served()
        let time = try #require(game.state.miniGame).actionSteps
        #expect(time == 30 * Game.stepsPerSecond)
        idle(game, ball, steps: time / 2)
        for column in [8, 9, 8, 9, 8, 9, 8] { _ = hit(game, ball, column: column) }
        let caughtAt = game.stepIndex
        let next = try #require(game.state.miniGame).actionSteps
        // More than the 30 s since the serve, thanks to the catch.
        idle(game, ball, steps: caughtAt + next - game.stepIndex - 1)
        #expect(game.state.phase == .playing)
        #expect(game.stepIndex > time)
        idle(game, ball, steps: 3)
        #expect(game.state.phase == .gameOver)
        #expect(Play.actions(game).contains { ($0 as? MiniGameOverAction)?.reason == "time ran out" })
    }

    @Test func hunterRewindsExactlyThroughMovesAndACatch() {
        Play.rewindsExactly(.hunter, mark: 400, more: 500, through: [HunterMovedAction.self, HunterCaughtAction.self])
    }

    @Test func aMinuteOfAutoplayLeavesTheGroundInOrder() throws {
        let game = Play.game(.hunter, seed: 5)
        let count = game.state.bricks.count
        autoplay(game, maxSteps: 60 * Game.stepsPerSecond) { $0.state.phase == .gameOver }
        let mg = try #require(game.state.miniGame), hunt = try #require(mg.hunt)
        #expect(game.state.bricks.count == count)
        let prey = cell(game, hunt.prey), hunter = cell(game, hunt.hunter)
        #expect(HunterRules.preyColumns.contains(prey.column) && HunterRules.preyRows.contains(prey.row))
        #expect(prey != hunter)
        if game.state.phase == .playing {
            #expect(!HunterRules.isOnFrame(hunter) && (2...11).contains(hunter.column) && (1...9).contains(hunter.row))
            #expect(game.state.bricks.allSatisfy { $0.isAlive })
        } else {
            #expect(game.state.phase == .gameOver)
        }
        #expect(game.state.bricks.filter { HunterRules.floorRows.contains($0.placement.row) }.allSatisfy { $0.isAlive })
        #expect(mg.runs > 0 && game.state.score == (0..<mg.runs).map { 6000 + 1000 * $0 }.reduce(0, +))
    }
}
