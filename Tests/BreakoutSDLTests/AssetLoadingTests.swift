@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Synchronization
import Testing
import WindowTestKit
@testable import WindowKit

/// Background asset loading, the loading screen and the launcher.
extension SDLTests {
    @Test func loaderReportsProgressFromZeroToOneAndFinishesWithAUsableFontAtlas() throws {
        let window = try LoadingTestSupport.window()
        let loader = AssetLoader(request: AssetRequest(levels: .list([TestSDL.level()])))
        #expect(LoadingTestSupport.wait { loader.isFinished }, "loading never finished")
        let history = loader.progressHistory
        #expect(history.first == 0)
        #expect(history.last == 1)
        #expect(zip(history, history.dropFirst()).allSatisfy { $0 <= $1 }, "progress went back: \(history)")
        #expect(history.contains { $0 > 0 && $0 < 1 }, "no progress between 0 and 1: \(history)")
        #expect(loader.progress == 1 && loader.currentStep == "")
        let assets = try #require(loader.result)
        #expect(!loader.isCancelled)
        #expect(assets.loadingTime > 0)
        #expect(assets.sounds.totalFrames > 44_100 / 2)

        // The atlas becomes a texture here, on the main thread, and writes readable text.
        let font = try FontAtlas(image: assets.font, renderer: window.renderer)
        #expect(font.width(of: "BREAKOUT", height: 40) > 100)
        window.clear(.black)
        var batch = GeometryBatch()
        font.layout("BREAKOUT", at: Point(x: 20, y: 20), height: 40, color: .white, into: &batch)
        batch.draw(on: window.renderer, texture: font.texture)
        let pixels = try Pixels(window)
        #expect(pixels.count(in: Rect(x: 20, y: 20, width: 240, height: 40), near: 0xFFFFFF, tolerance: 60) > 300)
        #expect(pixels.count(in: Rect(x: 400, y: 200, width: 200, height: 100), near: 0xFFFFFF, tolerance: 60) == 0)
    }

    @Test func cancellingStopsTheLoaderWithNoResult() throws {
        // A step that holds the loading open until it sees the cancellation.
        let sawCancel = Flag()
        let gate = AssetStep(name: "gate", weight: 1) { report in
            report(0.5)
            let deadline = Date().addingTimeInterval(10)
            while !Task.isCancelled && Date() < deadline { usleep(1000) }
            if Task.isCancelled { sawCancel.set() }
            try Task.checkCancellation()
            return .nothing
        }
        let request = AssetRequest(levels: .list([TestSDL.level()]))
        let loader = AssetLoader(request: request, steps: AssetStep.standard(for: request) + [gate])
        #expect(LoadingTestSupport.wait { loader.progressHistory.count > 2 }, "the steps never reported")
        #expect(loader.result == nil)
        loader.cancel()
        loader.wait()
        #expect(loader.isFinished && loader.isCancelled)
        #expect(loader.result == nil)
        #expect(sawCancel.isSet, "the running step never saw the cancellation")
        #expect(loader.progress < 1)
    }

    @Test func cancelledLoaderDroppedAtOnceLeavesNothingRunning() {
        // Cancel right after the start and drop it: the tasks end by themselves, no crash.
        for _ in 0..<5 {
            let loader = AssetLoader(request: AssetRequest(levels: .list([TestSDL.level()])))
            loader.cancel()
            loader.wait()
            #expect(loader.result == nil && loader.isCancelled)
        }
    }

    @Test func missingFontFallsBackToTheBitmapFontWithANotice() throws {
        let missing = "/nonexistent/breakout-test-font.ttf"
        // Through the background loader…
        let loader = AssetLoader(request: AssetRequest(fontPaths: [missing], levels: .list([TestSDL.level()])))
        loader.wait()
        let assets = try #require(loader.result)
        #expect(assets.font.source == "built-in 5x7 font")
        #expect(assets.notices.contains { $0.hasPrefix("font: ") && $0.contains(missing) })
        // …and through the app: the HUD still shows its text.
        let app = try TestApp(options: LoadingTestSupport.options(fontPaths: [missing]), session: TestSDL.session)
        #expect(app.font.source == "built-in 5x7 font")
        #expect(app.notices.contains { $0.contains(missing) })
        #expect(app.notices.contains { $0.contains("built-in 5x7 font") })
        app.runFrame(elapsed: 0)
        let pixels = try Pixels(app.window)
        #expect(pixels.count(in: Rect(x: 8, y: 14, width: 100, height: 22), near: 0xE8ECFF, tolerance: 70) > 20)
    }

    @Test func badLevelFileInTheSettingsFallsBackWithANotice() throws {
        var settings = Settings()
        settings.rules.levelSource = .file
        settings.rules.levelFile = "/nonexistent/levels.level"
        var options = LoadingTestSupport.options(settings: settings)
        options.levels = nil
        let assets = try AssetLoader.loadNow(AssetRequest(options: options))
        #expect(assets.levels == .generated)
        #expect(assets.notices.contains { $0.hasPrefix("levels: ") && $0.contains("/nonexistent/levels.level") })
    }

    @Test func loadingScreenFillsTheBarToTheProgress() throws {
        let window = try LoadingTestSupport.window()
        let screen = try LoadingScreen(renderer: window.renderer)
        let bar = LoadingScreen.barRect(in: window.size)
        func filled(_ progress: Double) throws -> Int {
            screen.draw(progress: progress, step: "sounds", in: window)
            return try Pixels(window).count(in: bar.insetBy(dx: 0, dy: 4), near: 0x5AD1FF, tolerance: 40)
        }
        let quarter = try filled(0.25), most = try filled(0.75)
        LoadingTestSupport.saveScreenshot(window, name: "loading-screen")
        #expect(quarter > 0)
        let ratio = Double(most) / Double(quarter)
        #expect(ratio > 2.5 && ratio < 3.5, "fill \(quarter) vs \(most)")
        // The title and the label are drawn (light pixels above and below the bar).
        let pixels = try Pixels(window)
        #expect(pixels.count(in: Rect(x: 200, y: window.size.height * 0.3 - 24, width: 400, height: 48), near: 0xE8ECFF, tolerance: 60) > 200)
        #expect(pixels.count(in: Rect(x: bar.minX, y: bar.maxY + 12, width: bar.width, height: 28), near: 0x8C93B8, tolerance: 50) > 50)
    }

    @Test func launcherShowsTheLoadingScreenThenPlaysTheGame() throws {
        let launcher = try GameLauncher(options: LoadingTestSupport.options(), session: TestSDL.session)
        var loadingFrames = 0
        while launcher.app == nil && loadingFrames < 2000 {
            try launcher.runFrame(elapsed: 1.0 / 60)
            if launcher.app == nil {
                loadingFrames += 1
                if loadingFrames == 1 { LoadingTestSupport.saveScreenshot(launcher.window, name: "launcher-first-frame") }
                usleep(2000)
            }
        }
        let app = try #require(launcher.app)
        #expect(app.window === launcher.window)
        #expect(app.frameCount == 1, "the launcher plays the first frame")
        let startup = try #require(app.startup)
        #expect(startup.loading > 0 && startup.firstPlayableFrame > startup.loading)
        #expect(startup.description.hasPrefix("startup: first playable frame after "))
        // The game is on screen now: the paddle.
        let game = try #require(app.top as? GameScreen)
        let o = game.fieldOrigin
        let paddle = game.game.paddleRect.offsetBy(dx: o.x, dy: o.y)
        #expect(try Pixels(app.window).count(in: paddle.insetBy(dx: 10, dy: 2), near: 0x5AD1FF, tolerance: 60) > Int(paddle.width))
        // Later frames are the game's.
        try launcher.runFrame(elapsed: 1.0 / 60)
        #expect(app.frameCount == 2)
    }

    @Test func closingTheWindowWhileLoadingCancelsAndEndsCleanly() throws {
        let launcher = try GameLauncher(options: LoadingTestSupport.options(), session: TestSDL.session)
        let quit = WindowEvent.quit
        SyntheticEvent.push(quit)
        try launcher.runFrame(elapsed: 1.0 / 60)
        #expect(launcher.quitRequested)
        #expect(launcher.loader.isCancelled)
        #expect(try launcher.waitForAppWindow() == nil)
        #expect(launcher.loader.isFinished, "waitForHost returns once the loading has stopped")
        #expect(launcher.app == nil && launcher.loader.result == nil)
    }

    @Test func appStartupIsMeasuredOnItsFirstFrame() throws {
        let app = try TestSDL.app()
        #expect(app.startup == nil)
        app.runFrame(elapsed: 0)
        let startup = try #require(app.startup)
        #expect(startup.firstPlayableFrame > 0 && startup.loading > 0)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.startup?.firstPlayableFrame == startup.firstPlayableFrame, "only the first frame counts")
    }
}

/// A flag a background step sets and the test reads.
private final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}
