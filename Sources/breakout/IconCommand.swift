import ArgumentParser
import BreakoutSDL
import WindowKit

/// `breakout icon`: saves the game's icon (drawn by `AppIcon`) as a PNG, for the desktop file
/// that `scripts/install` and `scripts/package` put in place.
struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: "Save the game's icon as a PNG file (drawn by the game's own code).")

    @Option(help: "The PNG file to write.")
    var output: String

    @Option(help: "Width and height in pixels (16-1024).")
    var size = 256

    func validate() throws {
        guard (16...1024).contains(size) else { throw ValidationError("--size must be 16...1024, got \(size)") }
        guard output.lowercased().hasSuffix(".png") else { throw ValidationError("--output must name a .png file, got \(output)") }
    }

    func run() throws {
        let canvas = try OffscreenCanvas(width: size, height: size)
        canvas.clear(Color(r: 0, g: 0, b: 0, a: 0))
        var batch = GeometryBatch()
        AppIcon.draw(size: Double(size), into: &batch)
        batch.draw(on: canvas.renderer)
        do {
            try canvas.savePNG(to: output)
        } catch {
            throw ValidationError("cannot write \(output): \(error.message)")
        }
    }
}
