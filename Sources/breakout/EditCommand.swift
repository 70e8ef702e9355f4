import ArgumentParser
import Breakout
import BreakoutSDL

/// `breakout edit [FILE]`: the level editor in a window, on a levelset file of our format
/// or LBreakout2's (a new file of our format when FILE does not exist yet).
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a levelset in a window: click or drag to place bricks, right button to erase, Enter to test play, Ctrl+S to save.",
        discussion: "FILE is a levelset of our format (.level) or an LBreakout2 levelset; a .level file that does not exist yet starts a new levelset saved there.")

    @Argument(help: "The levelset to edit (none: a new one, saved with Ctrl+S in your levels folder).")
    var file: String?

    @Option(help: "The settings file (default: the player's file in the XDG config directory).")
    var config: String?

    @OptionGroup var window: WindowOptions

    func run() throws {
        // A file that does not read opens nothing: say where and why, here.
        if let file {
            do { _ = try LevelEditor.open(path: file) } catch { throw failure("\(error)") }
        }
        var options = PlayOptions()
        options.configPath = SettingsLoading.resolvePath(explicitPath: config)
        options.settings = SettingsLoading.load(explicitPath: config)
        options.start = .editor(file)
        options.newSeedEachGame = true
        window.apply(to: &options)
        try WindowRun.run(options)
    }
}
