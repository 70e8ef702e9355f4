@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Testing

/// What each action sounds like, as LBreakoutHD plays it, and what is said: real actions on
/// a game without a window.
@Suite struct GameSoundsTests {
    /// Brick 0 normal, 1 takes two hits, 2 indestructible, the rest normal.
    static func game() -> Game {
        var bricks: [BrickPlacement] = []
        for c in 0..<10 {
            let kind: BrickKind = c == 1 ? .multiHit(2) : c == 2 ? .indestructible : .normal
            bricks.append(BrickPlacement(column: c, row: 0, kind: kind))
        }
        for c in 0..<10 { bricks.append(BrickPlacement(column: c, row: 1, kind: .normal)) }
        let level = Level(title: "sounds", columns: 10, rows: 2, bricks: bricks)
        return Game(rules: GameRules(), levels: .list([level]), seed: 5)
    }

    /// The kinds `action` asks for, performed on `game`.
    static func kinds(_ action: GameAction, on game: Game) -> [SoundKind] {
        game.perform(action)
        return GameSounds.requests(for: action.animation()?.effects ?? [], combo: game.state.combo).map(\.kind)
    }

    @Test func aBrickBouncedOffBrokenByEnergyOrBlownUpEachSoundsItsOwn() {
        let game = Self.game()
        // A ball breaks a brick: brickhit.
        #expect(Self.kinds(BrickHitAction(ball: 0, brick: 0, at: nil), on: game) == [.brick])
        // A hit that leaves it standing, or a brick that cannot break: reflectbrick.
        #expect(Self.kinds(BrickHitAction(ball: 0, brick: 1, at: nil), on: game) == [.reflectBrick])
        #expect(Self.kinds(BrickHitAction(ball: 0, brick: 2, at: nil), on: game) == [.reflectBrick])
        // A laser shot on the indestructible brick is silent (no ball bounced).
        #expect(Self.kinds(BrickHitAction(ball: nil, brick: 2, at: nil), on: game).isEmpty)
        // An energy ball's break is the energy hit alone.
        #expect(Self.kinds(BrickHitAction(ball: 0, brick: 3, at: nil, energy: true), on: game) == [.energyHit])
        // An explosive ball blows the brick up with its neighbours: the explosion and the bricks.
        game.state.extras.start(.explosiveBalls, at: game.stepIndex, seconds: 10)
        let blast = Self.kinds(BrickHitAction(ball: 0, brick: 15, at: nil), on: game)
        #expect(blast == [.explosion, .brick], "\(blast)")
        #expect(!game.state.bricks[14].isAlive && !game.state.bricks[16].isAlive)
        // An explosive brick going off (its own action, a moment after it broke).
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        let chain: [ActionEffect] = [.explosion(brick: 1, center: .zero, waves: [[2]]), .brickBroken(brick: 2, rect: r, kind: .normal, tint: 0)]
        #expect(GameSounds.requests(for: chain, combo: 1).map(\.kind) == [.explosion, .brick])
        // The sticky paddle holds a ball: attach.
        #expect(GameSounds.requests(for: [.ballHeld(ball: 0)], combo: 0) == [SoundRequest(.attach)])
    }

    @Test func everyExtraCaughtPlaysLBreakoutHDsSoundForIt() {
        // LBreakoutHD's theme.cpp, extra by extra (gold shower: its Standard's goldshower.wav,
        // which LBreakout2 plays; multiball is ours).
        let files: [Extra: String] = [
            .score200: "score", .score500: "score", .score1000: "score", .score2000: "score", .score5000: "score",
            .score10000: "score", .goldShower: "goldshower", .lengthenPaddle: "expand", .shortenPaddle: "shrink",
            .stickyPaddle: "attach", .frozenPaddle: "freeze", .ghostPaddle: "ghost", .extraBall: "extraball",
            .multiball: "extraball", .fastBalls: "speedup", .slowBalls: "speeddown", .energyBalls: "energyhit",
            .explosiveBalls: "explball", .weakBalls: "weakball", .chaoticBalls: "chaos", .extraFloor: "wall",
            .laser: "standard", .darkness: "darkness", .bonusMagnet: "bonusmagnet", .malusMagnet: "malusmagnet",
            .extraLife: "gainlife", .random: "standard", .joker: "joker", .reset: "disable", .extraTime: "timeadd",
        ]
        #expect(files.count == Extra.allCases.count)
        for extra in Extra.allCases {
            let requests = GameSounds.requests(for: [.extraCaught(extra)], combo: 3)
            #expect(requests.count == 1, "\(extra)")
            guard let kind = requests.first?.kind else { continue }
            #expect(ThemeSounds.names(for: kind).hd == files[extra], "\(extra) plays \(kind)")
        }
    }

    @Test func speechOnlyWhenOnAndSwearingOnlyWithBadSpeechToo() {
        let game = Self.game()
        let cleared: [ActionEffect] = [.levelCleared(bonus: 300, remaining: [])]
        let lost: [ActionEffect] = [.lifeLost(livesLeft: 2)]
        func lines(_ effects: [ActionEffect], speech: Bool, bad: Bool, times: Int = 400) -> [SoundKind?] {
            var s = GameSpeech(random: GameRandom(seed: 11))
            return (0..<times).map { _ in s.line(for: effects, in: game, speech: speech, badSpeech: bad) }
        }
        // Off: never a word.
        #expect(lines(cleared, speech: false, bad: true).allSatisfy { $0 == nil })
        #expect(lines(lost, speech: false, bad: true).allSatisfy { $0 == nil })
        #expect(lines(lost, speech: true, bad: false).allSatisfy { $0 == nil })
        // On: half the clears, very good or excellent about evenly.
        let praise = lines(cleared, speech: true, bad: false)
        let good = praise.filter { $0 == .veryGood }.count, excellent = praise.filter { $0 == .excellent }.count
        #expect(praise.allSatisfy { $0 == nil || $0 == .veryGood || $0 == .excellent })
        #expect((60...140).contains(good) && (60...140).contains(excellent), "\(good) very good, \(excellent) excellent of 400")
        // Bad speech too: half the lives lost, damn or dammit.
        let swearing = lines(lost, speech: true, bad: true)
        let damn = swearing.filter { $0 == .damn }.count, dammit = swearing.filter { $0 == .dammit }.count
        #expect(damn + dammit == swearing.compactMap { $0 }.count)
        #expect((60...140).contains(damn) && (60...140).contains(dammit), "\(damn) damn, \(dammit) dammit of 400")
    }

    @Test func aLevelWithALifeLostInItEarnsNoPraise() {
        let game = Self.game()
        var speech = GameSpeech(random: GameRandom(seed: 3))
        _ = speech.line(for: [.lifeLost(livesLeft: 2)], in: game, speech: true, badSpeech: false)
        for _ in 0..<50 {
            // A life lost before each clear: never praised.
            #expect(speech.line(for: [.levelCleared(bonus: 0, remaining: [])], in: game, speech: true, badSpeech: false) == nil)
            _ = speech.line(for: [.lifeLost(livesLeft: 1)], in: game, speech: true, badSpeech: false)
        }
        game.state.levelNumber += 1
        let next = (0..<50).compactMap { _ in speech.line(for: [.levelCleared(bonus: 0, remaining: [])], in: game, speech: true, badSpeech: false) }
        #expect(!next.isEmpty, "the next level, played clean, is praised")
        // Another game's loss is its own.
        let other = Self.game()
        _ = speech.line(for: [.lifeLost(livesLeft: 2)], in: other, speech: true, badSpeech: false)
        #expect((0..<50).contains { _ in speech.line(for: [.levelCleared(bonus: 0, remaining: [])], in: game, speech: true, badSpeech: false) != nil })
    }

    @Test func speechDrawsNeverTouchTheGame() {
        let game = Self.game()
        let recorder = SoundRecorder()
        let sounds = GameSounds(client: recorder)
        let action = LevelClearedAction()
        game.perform(action)
        let hash = game.stateHash(), random = game.state.random
        var display = DisplaySettings()
        display.badSpeech = true
        for _ in 0..<100 { sounds.play(action, in: game, settings: display) }
        #expect(game.stateHash() == hash)
        #expect(game.state.random == random)
        let said = recorder.requests.map(\.kind).filter(\.isSpeech)
        #expect(Set(said) == [.veryGood, .excellent], "\(Set(said))")
        // The level-cleared sound plays each time; the speech half the times.
        #expect(recorder.requests.filter { $0.kind == .levelCleared }.count == 100)
        #expect((25...75).contains(said.count), "\(said.count) of 100")
    }
}
