@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Foundation
import Testing
@testable import WindowKit

/// A still screen costs nothing: the window's own loop (`AppWindow.run`) draws a screen whose
/// picture stopped changing only when it changes again, and a moving one every frame. Counted
/// over 2 s of the real loop on the dummy driver (frames shown, `presentedFrames`).
extension SDLTests {
    private func framesShown(_ options: PlayOptions, seconds: Double = 2, before: (AppWindow) -> Void = { _ in }) throws -> (shown: Int, looked: Int) {
        var options = options
        options.maxSeconds = seconds
        let app = try TestSDL.window(options)
        before(app)
        app.run()
        return (app.presentedFrames, app.frameCount)
    }

    @Test func aStillTitleMenuDrawsAHandfulOfFramesNotOneHundredAndTwenty() throws {
        let still = try framesShown(TestSDL.options { $0.start = .titleMenu })
        #expect(still.shown <= 10, "the title menu drew \(still.shown) frames in 2 s (looked \(still.looked) times)")
        // It still looked: a few times a second (a file watched, a notice running out).
        #expect(still.looked >= 6, "the loop looked only \(still.looked) times")
    }

    @Test func aGameInPlayDrawsEveryFrame() throws {
        let moving = try framesShown(TestSDL.options {
            $0.levels = .list([TestSDL.level()])
            $0.demo = true
        })
        #expect(moving.shown >= 60, "the game in play drew \(moving.shown) frames in 2 s")
    }

    @Test func aPausedGameDrawsAHandfulOfFrames() throws {
        var options = TestSDL.options { $0.levels = .list([TestSDL.level()]) }
        options.maxSeconds = 2
        let app = try TestSDL.app(options)
        // The level's title fades for its first 2 s (drawn every frame, paused or not).
        for _ in 0..<200 { app.runFrame(elapsed: 1.0 / 60) }
        app.setPaused(true)
        let step = app.game.stepIndex, before = app.appWindow.presentedFrames
        app.appWindow.run()
        #expect(app.paused && app.game.stepIndex == step)
        let shown = app.appWindow.presentedFrames - before
        #expect(shown <= 10, "the paused game drew \(shown) frames in 2 s")
    }

    /// The title menu in a window, run until it stands still.
    private func stillTitleMenu() throws -> AppWindow {
        var options = TestSDL.options { $0.start = .titleMenu }
        options.maxSeconds = 1
        let app = try TestSDL.window(options)
        for _ in 0..<5 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.isStill)
        return app
    }

    @Test func anEventOnAStillScreenIsDrawnAtOnce() throws {
        let app = try stillTitleMenu()
        let before = app.presentedFrames
        // Down moves the menu's focus: the next frame shows it, and the window is still again
        // once the highlight has moved.
        app.handle(.key(KeyEvent(key: .down, isDown: true)))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.presentedFrames == before + 1)
        var frames = 0
        while frames < 60 && !app.isStill { app.runFrame(elapsed: 1.0 / 60); frames += 1 }
        #expect(app.isStill, "still moving after \(frames) frames")
        let settled = app.presentedFrames
        for _ in 0..<10 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.presentedFrames == settled, "the same picture was drawn again")
    }

    /// Uncovered (or shown, restored, resized), a still window draws its picture again: the
    /// window system has lost it, though nothing in the game changed.
    @Test func anUncoveredStillWindowDrawsItsPictureAgain() throws {
        let app = try stillTitleMenu()
        let before = app.presentedFrames
        var exposed = SDL_Event()
        exposed.type = SDL_WINDOWEVENT.rawValue
        exposed.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        exposed.window.windowID = SDL_GetWindowID(app.window.window)
        SDL_PushEvent(&exposed)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.presentedFrames == before + 1)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.presentedFrames == before + 1, "drawn once, not again")
    }

    /// Without vsync the loop draws no faster than the display shows frames, and at the
    /// physics' rate where SDL does not know the display's.
    @Test func framesWithoutVsyncFollowTheDisplaysRate() {
        #expect(AppWindow.frameTime(displayRate: 60) == 1.0 / 60)
        #expect(AppWindow.frameTime(displayRate: 144) == 1.0 / 144)
        #expect(AppWindow.frameTime(displayRate: nil) == 1.0 / 120)
        #expect(AppWindow.frameTime(displayRate: 1000) == 1.0 / 240)
        #expect(AppWindow.frameTime(displayRate: 5) == 1.0 / 30)
    }
}
