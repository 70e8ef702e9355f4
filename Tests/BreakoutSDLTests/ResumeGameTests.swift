@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// LBreakoutHD's Resume Game: a solo game left before its end is kept, the title menu offers
/// Resume, and Resume puts back the same state (hash for hash), twice over; the resumed game
/// once over can no longer be resumed; a corrupt or old saved game is refused with one line
/// and never blocks a new game.
extension SDLTests {
    /// Plays `frames` frames of a served game with the mouse swinging the paddle.
    private func play(_ host: AppWindow, _ screen: GameScreen, frames: Int) {
        for k in 0..<frames {
            if screen.game.state.phase == .serving { SyntheticEvent.keyPress(.space) }
            SyntheticEvent.mouseMotion(to: Point(x: 200 + Double(k % 120) * 4, y: 600), pressed: false)
            host.runFrame(elapsed: 1.0 / 60)
        }
    }

    /// The Esc menu's Quit, as a player leaves a game, back at the title menu.
    private func quit(_ host: AppWindow, _ screen: GameScreen) throws -> TitleMenuScreen {
        screen.apply(.quit)
        Self.frames(host)
        return try #require(host.top as? TitleMenuScreen)
    }

    @Test func quitThenResumePutsBackTheSameGameTwice() throws {
        // Nine lives: the game (a seed of the clock's) is still on after a few seconds.
        var settings = Settings()
        settings.rules.lives = 9
        let host = try Self.host(start: .titleMenu)
        _ = host.settingsStore.change(settings)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        #expect(!menu.isEnabled(.resume), "nothing to resume yet")
        menu.choose(.play, app: host)
        let first = try #require(host.top as? GameScreen)
        play(host, first, frames: 240)
        let hash = first.game.stateHash(), step = first.game.stepIndex, score = first.game.state.score
        #expect(step > 0 && first.game.state.phase != .gameOver)
        _ = try quit(host, first)
        Self.frames(host)
        #expect(menu.isEnabled(.resume), "Resume works while a game is kept")

        menu.choose(.resume, app: host)
        let second = try #require(host.top as? GameScreen)
        #expect(second !== first)
        #expect(second.game.stateHash() == hash, "the same state, hash for hash")
        #expect(second.game.stepIndex == step && second.game.state.score == score)
        #expect(second.levelsetName == first.levelsetName)

        // Played on and left again: the kept game holds all of it, and resumes as exactly.
        play(host, second, frames: 120)
        let hash2 = second.game.stateHash()
        _ = try quit(host, second)
        menu.choose(.resume, app: host)
        let third = try #require(host.top as? GameScreen)
        #expect(third.game.stateHash() == hash2)

        // Played to its end: the game can no longer be resumed, and the menu says so.
        for _ in 0..<6000 where third.game.state.phase != .gameOver {
            if third.game.state.phase == .serving { SyntheticEvent.keyPress(.space) }
            SyntheticEvent.mouseMotion(to: Point(x: 2, y: 600), pressed: false)
            host.runFrame(elapsed: 1.0 / 60)
        }
        #expect(third.game.state.phase == .gameOver)
        #expect(!SavedGame(dataDirectory: host.dataDirectory).exists)
        host.close(third)
        Self.frames(host)
        #expect(!menu.isEnabled(.resume))
    }

    @Test func aCorruptOrOldSavedGameIsRefusedInOneLineAndANewGameStarts() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        let saved = SavedGame(dataDirectory: host.dataDirectory)
        let path = try #require(saved.path)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Two bad files: one not a replay at all, one of an old version.
        let game = Game(rules: GameRules(), levels: .generated, seed: 3)
        var recorder = ReplayRecorder(game: game)
        for _ in 0..<10 { recorder.step(game, GameInput(paddleX: 300, launch: true)) }
        let old = try JSONEncoder().encode(recorder.replay(finishedWith: game))
        let oldText = String(decoding: old, as: UTF8.self).replacingOccurrences(of: "\"version\":\(Replay.currentVersion)", with: "\"version\":3")
        for (text, reason) in [("{\"format\": \"breakout-replay\", \"ver", "not valid JSON"),
                               (oldText, "replay version 3 is not supported")] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Self.frames(host)
            #expect(menu.isEnabled(.resume))
            let before = host.notices.count
            menu.choose(.resume, app: host)
            Self.frames(host)
            #expect(host.top === menu, "no game from a file that does not resume")
            let lines = host.notices.dropFirst(before)
            #expect(lines.count == 1 && lines.first?.hasPrefix("saved game not resumed: ") == true && lines.first?.contains(reason) == true,
                    "\(lines)")
            #expect(!saved.exists && FileManager.default.fileExists(atPath: path + ".refused"))
            #expect(!menu.isEnabled(.resume))
        }
        // A new game plays all the same.
        menu.choose(.play, app: host)
        #expect(host.top is GameScreen)
    }
}
