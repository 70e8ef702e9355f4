import ArgumentParser
import BreakoutSDL

/// The options every window command takes (`play`, `edit`): the renderer, and the frame
/// limit and screenshot that scripts and tests use.
struct WindowOptions: ParsableArguments {
    @Flag(help: "Use the software renderer.")
    var software = false

    @Option(help: "Quit after this many frames (for scripts).")
    var frames: Int?

    @Option(help: "Save the last frame as a BMP image here (with --frames).")
    var screenshot: String?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if screenshot != nil && frames == nil { throw ValidationError("--screenshot needs --frames") }
    }

    /// Puts these options into `options`.
    func apply(to options: inout PlayOptions) {
        options.window.software = software
        options.maxFrames = frames
        options.screenshotPath = screenshot
    }
}
