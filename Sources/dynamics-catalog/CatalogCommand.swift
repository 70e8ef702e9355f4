import ArgumentParser
import DynamicsCatalog
import Foundation
import WindowKit

/// `dynamics-catalog`: one window, one page per UIKit Dynamics behavior.
@main
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics-catalog",
        abstract: "The engine's UIKit Dynamics catalog: one scene per behavior.")

    @Option(help: "The page to open first (1 = the first).")
    var page = 1

    @Option(help: "Quit after this many frames (0: run until closed).")
    var frames = 0

    @Option(help: "After the last frame, save it as a BMP file here.")
    var screenshot: String?

    @Option(help: "SDL video driver (e.g. dummy, x11).")
    var videoDriver: String?

    @Flag(help: "The software renderer.")
    var software = false

    func validate() throws {
        guard (1...Catalog.pages.count).contains(page) else {
            throw ValidationError("--page must be 1...\(Catalog.pages.count), got \(page)")
        }
        guard frames >= 0 else { throw ValidationError("--frames must be 0 or more, got \(frames)") }
    }

    func run() throws {
        let session = try SDLSession.start(videoDriver: videoDriver)
        var options = GameWindow.Options()
        options.software = software
        let window = try GameWindow(title: "Dynamics catalog", size: CatalogApp.windowSize, options: options)
        let (font, problems) = FontRasterizer.bestAvailable(pixelSize: 32)
        for problem in problems { FileHandle.standardError.write(Data("dynamics-catalog: \(problem)\n".utf8)) }
        let app = try CatalogApp(window: window, page: page - 1, font: font)
        let events = EventPump(window: window, controllers: Controllers())
        var last = FrameClock.seconds
        var count = 0
        while !app.wantsToQuit {
            while let event = events.next() { app.handle(event) }
            let now = FrameClock.seconds
            // A fixed frame in batch runs (--frames), the clock otherwise.
            let dt = frames > 0 ? 1.0 / 60 : min(now - last, 0.1)
            last = now
            app.frame(dt: dt)
            count += 1
            if frames > 0 && count >= frames {
                if let screenshot { try window.saveScreenshot(to: screenshot) }
                break
            }
            window.present()
            if frames == 0 { FrameClock.sleep(0.001) }
        }
        withExtendedLifetime(session) {}
    }
}
