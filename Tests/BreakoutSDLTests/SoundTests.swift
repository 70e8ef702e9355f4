@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Testing

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

    @Test func noAudioDriverMeansSilenceNotAnError() throws {
        // The session says there is no audio: the game opens no device and says so once.
        let bank = try SoundBank.synthesize()
        let (sounds, notice) = GameSounds.open(bank: bank, audioAvailable: false)
        #expect(sounds.client is SilentSoundClient)
        #expect(notice?.contains("silent") == true)
    }
}
