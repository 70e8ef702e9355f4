import BreakoutSDL
import Foundation
import WindowKit

/// Opens the window for a command and runs it until the player quits: the loading screen
/// until the first screen draws (closing the window while loading ends cleanly), the
/// notices on standard error, and the replay's verdict after.
enum WindowRun {
    /// `replayLine` gets the replay's verdict (`replay: reached the recorded state ...`).
    static func run(_ options: PlayOptions, reportStartup: Bool = false,
                    replayLine: (String) -> Void = SettingsLoading.warn) throws {
        do {
            let session = try SDLSession.start()
            let launcher = try GameLauncher(options: options, session: session)
            guard let app = try launcher.waitForAppWindow() else { return }
            for line in app.notices { SettingsLoading.warn(line) }
            if reportStartup, let startup = app.startup { SettingsLoading.warn("\(startup)") }
            let seen = app.notices.count
            app.run()
            for line in app.notices.dropFirst(seen) where line.hasPrefix("replay:") { replayLine(line) }
        } catch {
            throw failure("cannot open the window: \(error)")
        }
    }
}
