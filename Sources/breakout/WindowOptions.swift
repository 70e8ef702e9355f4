import ArgumentParser
import BreakoutSDL
import Dynamics

/// The options every window command takes (`play`, `edit`): the renderer, and the frame
/// limit and screenshot that scripts and tests use.
struct WindowOptions: ParsableArguments {
    @Flag(help: "Use the software renderer.")
    var software = false

    @Option(help: "The window's size in points, WIDTHxHEIGHT (at least 320x260).")
    var size: String?

    @Option(help: "Quit after this many frames (for scripts).")
    var frames: Int?

    @Option(help: "Save the last frame as a BMP image here (with --frames).")
    var screenshot: String?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if screenshot != nil && frames == nil { throw ValidationError("--screenshot needs --frames") }
        if let size, parsedSize == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT with each 320...8192 and 260...8192, like 1280x720; got \(size)")
        }
    }

    /// `size` as points, when it is well formed and in range.
    var parsedSize: Size? {
        guard let parts = size?.lowercased().split(separator: "x"), parts.count == 2,
              let w = Int(parts[0]), let h = Int(parts[1]), (320...8192).contains(w), (260...8192).contains(h) else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    /// Puts these options into `options`.
    func apply(to options: inout PlayOptions) {
        options.window.software = software
        if let size = parsedSize { options.windowSize = size }
        options.maxFrames = frames
        options.screenshotPath = screenshot
    }
}
