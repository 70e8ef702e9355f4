@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Testing
import WindowKit
import WindowTestKit

/// Sounds for performed actions, through a recording client and the live device.
extension SDLTests {
    @Test func brickHitsAskForBrickSoundsRisingWithTheCombo() throws {
        let app = try TestSDL.app()
        let recorder = SoundRecorder()
        app.sounds.client = recorder
        for brick in [0, 1, 2, 3] { app.game.perform(BrickHitAction(ball: nil, brick: brick, at: nil)) }
        #expect(recorder.requests.map(\.kind) == [.brick, .brick, .brick, .brick])
        let steps = recorder.requests.map(\.pitchStep)
        #expect(steps == [0, 1, 2, 3], "pitch steps \(steps)")
        #expect(recorder.requests[3].pitch > recorder.requests[0].pitch)

        // The paddle ends the combo on a high note, and the next touch is back at the base.
        recorder.removeAll()
        app.game.perform(PaddleHitAction(ball: 0, at: Point(x: 100, y: 500)))
        app.game.perform(PaddleHitAction(ball: 0, at: Point(x: 100, y: 500)))
        #expect(recorder.requests == [SoundRequest(.paddle, pitchStep: 4), SoundRequest(.paddle, pitchStep: 0)])
        // After the touch the next brick starts a new combo at the base pitch.
        recorder.removeAll()
        app.game.perform(BrickHitAction(ball: nil, brick: 12, at: nil))
        #expect(recorder.requests == [SoundRequest(.brick, pitchStep: 0)])
    }

    @Test func soundSettingOffAsksForNothing() throws {
        let app = try TestSDL.app()
        let recorder = SoundRecorder()
        app.sounds.client = recorder
        var quiet = app.settings
        quiet.display.sound = false
        app.settingsStore.change(quiet)
        app.game.perform(BrickHitAction(ball: nil, brick: 5, at: nil))
        app.game.perform(WallHitAction(ball: 0, at: .zero))
        #expect(recorder.requests.isEmpty)
        // The setting is read at each action: on again, sounds again.
        quiet.display.sound = true
        app.settingsStore.change(quiet)
        app.game.perform(WallHitAction(ball: 0, at: .zero))
        #expect(recorder.requests == [SoundRequest(.wall)])
    }

    @Test func rewindingPlaysNoSounds() throws {
        let app = try TestSDL.app()
        let recorder = SoundRecorder()
        app.sounds.client = recorder
        for _ in 0..<3 { app.runFrame(elapsed: 1.0 / 60) }
        let before = app.game.stepIndex
        #expect(before > 1)
        app.game.perform(BrickHitAction(ball: nil, brick: 5, at: nil))
        #expect(recorder.requests.count == 1)
        recorder.removeAll()
        app.game.rewind(toStep: before - 1)
        #expect(app.game.state.bricks[5].isAlive, "the hit was undone")
        #expect(recorder.requests.isEmpty)
    }

    @Test func dummyAudioDriverOpensTheDeviceOrPlaysSilentWithOneNotice() throws {
        let app = try TestSDL.app()
        let soundNotices = app.notices.filter { $0.hasPrefix("sound:") }
        if let device = app.sounds.client as? AudioDeviceClient {
            #expect(soundNotices.isEmpty)
            // Two overlapping sounds are mixed into one queue, not queued one after the other.
            let brick = device.bank.samples(for: SoundRequest(.brick)).count
            let wall = device.bank.samples(for: SoundRequest(.wall)).count
            device.play(SoundRequest(.brick))
            #expect(device.queuedFrames > 0)
            device.play(SoundRequest(.wall))
            #expect(device.queuedFrames > 0 && device.queuedFrames <= max(brick, wall))
        } else {
            #expect(app.sounds.client is SilentSoundClient)
            #expect(soundNotices.count == 1 && soundNotices[0].contains("silent"), "\(app.notices)")
        }
        // Either way the game plays on.
        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        for _ in 0..<3 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.frameCount == 3)
    }

    @Test func menusSoundWhenTheFocusMovesAndWhenAnEntryIsChosen() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let recorder = SoundRecorder()
        host.sounds.client = recorder
        func heard(_ event: WindowEvent) -> [SoundKind] {
            recorder.removeAll()
            host.handle(event)
            return recorder.requests.map(\.kind)
        }
        // Keys: each move of the focus is menumotion; Enter on an entry is menuclick.
        #expect(heard(.keyDown(.down)) == [.menuMotion])
        #expect(heard(.keyDown(.up)) == [.menuMotion])
        let help = try #require(TitleMenuScreen.Choice.allCases.firstIndex(of: .help))
        let focus = try #require(host.top as? TitleMenuScreen).list.focus
        for _ in 0..<(help - focus) { _ = heard(.keyDown(.down)) }
        #expect(heard(.keyDown(.return)) == [.menuClick])
        #expect(host.top is HelpScreen)
        #expect(heard(.keyDown(.escape)).isEmpty, "going back is silent, as in LBreakoutHD")
        // The mouse: onto another entry, menumotion once; a click on it, menuclick.
        let menu = try #require(host.top as? TitleMenuScreen)
        let buttons = menu.list.layout(window: host.window.size, font: host.font).buttons
        #expect(heard(.mouseMove(to: buttons[2].center)) == [.menuMotion])
        #expect(heard(.mouseMove(to: Point(x: buttons[2].midX + 3, y: buttons[2].midY + 1))).isEmpty, "the same entry")
        let levels = try #require(TitleMenuScreen.Choice.allCases.firstIndex(of: .chooseLevels))
        _ = heard(.mouseMove(to: buttons[levels].center))
        _ = heard(.mouseDown(at: buttons[levels].center))
        #expect(heard(.mouseUp(at: buttons[levels].center)) == [.menuClick])
        // The levelset chooser too.
        #expect(host.top is LevelsetChooserScreen)
        #expect(heard(.keyDown(.down)) == [.menuMotion])
        _ = heard(.keyDown(.escape))
        // Sound off: no menu sounds either.
        var quiet = host.settingsStore.settings
        quiet.display.sound = false
        host.settingsStore.change(quiet)
        #expect(heard(.keyDown(.down)).isEmpty)
    }

    @Test func thePauseMenuClicksAsItOpensAndSoundsItsButtons() throws {
        let app = try TestSDL.app()
        let recorder = SoundRecorder()
        app.sounds.client = recorder
        app.handle(.keyDown(.escape))
        #expect(app.menu.isOpen)
        #expect(recorder.requests.map(\.kind) == [.click], "LBreakout2's click.wav as the pause opens")
        recorder.removeAll()
        app.handle(.keyDown(.down))
        app.handle(.keyDown(.up))
        app.handle(.keyDown(.return))
        #expect(recorder.requests.map(\.kind) == [.menuMotion, .menuMotion, .menuClick])
        #expect(!app.menu.isOpen, "Resume")

        // The settings panel: its rows sound as the menus do, and the volume steps by tens, at once.
        app.handle(.keyDown(.tab))
        let panel = try #require(app.settingsPanel)
        #expect(panel.isVisible)
        let volume = try #require(panel.rows.firstIndex { $0.key == "display.volume" })
        recorder.removeAll()
        for _ in 0..<volume { app.handle(.keyDown(.down)) }
        #expect(recorder.requests.map(\.kind) == Array(repeating: .menuMotion, count: volume))
        recorder.removeAll()
        app.handle(.keyDown(.right))
        #expect(app.settingsStore.settings.display.volume == 90)
        #expect(recorder.volume == 90)
        #expect(recorder.requests.map(\.kind) == [.menuClick], "heard at the new volume")
        app.handle(.keyDown(.right))
        recorder.removeAll()
        app.handle(.keyDown(.right))
        #expect(app.settingsStore.settings.display.volume == 100)
        #expect(recorder.requests.isEmpty, "at its end the stepper stays quiet")
    }

    @Test func theVolumeSettingReachesTheClientAtOnce() throws {
        let app = try TestSDL.app()
        #expect(app.settings.display.volume == 80)
        let recorder = SoundRecorder()
        app.sounds.client = recorder
        #expect(recorder.volume == 80, "a new client takes the volume in force")
        var settings = app.settings
        settings.display.volume = 30
        app.settingsStore.change(settings)
        #expect(recorder.volume == 30)
        #expect(app.sounds.volume == 30)
    }

    @Test func noAudioDriverMeansSilenceNotAnError() throws {
        // The session says there is no audio: the game opens no device and says so once.
        let bank = try SoundBank.synthesize()
        let (sounds, notice) = GameSounds.open(bank: bank, audioAvailable: false)
        #expect(sounds.client is SilentSoundClient)
        #expect(notice?.contains("silent") == true)
    }
}
