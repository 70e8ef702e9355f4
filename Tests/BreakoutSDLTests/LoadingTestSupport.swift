@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import TestSupport
@testable import WindowKit

/// Options for a hidden software-rendered window on the test level (as `TestSDL.app` uses),
/// for tests that start through the launcher or want their own font paths.
@MainActor
enum LoadingTestSupport {
    static func options(fontPaths: [String]? = nil, settings: Settings = Settings()) -> PlayOptions {
        TestSDL.options {
            $0.settings = settings
            $0.levels = .list([TestSDL.level()])
            if let fontPaths { $0.fontPaths = fontPaths }
        }
    }

    static func window() throws -> GameWindow {
        _ = TestSDL.session
        var o = GameWindow.Options()
        o.software = true
        o.hidden = true
        return try GameWindow(title: "loading test", size: Size(width: 800, height: 640), options: o)
    }

    /// Waits (up to `seconds`) until `condition` holds; false when it never did.
    static func wait(seconds: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            usleep(1000)
        }
        return true
    }

    /// Saves the window's last frame as a BMP when BREAKOUT_TEST_SCREENSHOTS names a directory.
    static func saveScreenshot(_ window: GameWindow, name: String) {
        guard let dir = ProcessInfo.processInfo.environment["BREAKOUT_TEST_SCREENSHOTS"] else { return }
        try? window.saveScreenshot(to: "\(dir)/\(name).bmp")
    }
}
