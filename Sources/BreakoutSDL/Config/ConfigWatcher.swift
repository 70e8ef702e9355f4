import Breakout
import Foundation

/// Watches the settings file while the game runs. On the frame clock (no threads) it looks
/// at the file's stamp a few times a second; when the stamp and the text change, it
///
/// - applies a valid file's settings to the app at once (`externalReloads` counts these),
/// - keeps the last good settings for a file with problems and reports them (`problems`,
///   `onProblems`: the banner shows them) until the file is fixed.
///
/// The settings panel writes the same file: it calls `adoptOwnWrite(app:)` after each write,
/// so the watcher takes the new text as known and never reloads what the game wrote itself.
///
/// ```swift
/// let watcher = ConfigWatcher(path: path)
/// watcher.onProblems = { problems in
///     banner.showErrors(title: "breakout.toml has problems", lines: problems.map(\.description))
/// }
/// watcher.start(app: app)
/// // every frame:
/// watcher.tick(dt, app: app)
/// ```
public final class ConfigWatcher {
    public let path: String
    /// Seconds between two looks at the file's stamp.
    public var interval = 0.3
    /// What is wrong with the file as it is now; empty when it is valid.
    public private(set) var problems: [SettingsProblem] = []
    /// Changes to the file's text made outside the game (valid or not).
    public private(set) var externalEdits = 0
    /// Valid edits made outside the game that changed the settings and were applied.
    public private(set) var externalReloads = 0
    /// Called whenever `problems` changes (also with [] when the file is fixed).
    public var onProblems: (([SettingsProblem]) -> Void)?

    private var stamp: FileStamp?
    // The text last read or written by us: a new stamp on the same text (a `touch`, or our own
    // atomic write seen late) is not an edit.
    private var knownContents: Data?
    private var sinceLook = 0.0

    public init(path: String) {
        self.path = path
    }

    /// Takes the file as it is as the starting point. The app's settings came from it, so
    /// nothing is applied; problems it already has are reported.
    public func start(app: GameApp) {
        stamp = FileStamp(path: path)
        knownContents = FileManager.default.contents(atPath: path)
        let result = parse(knownContents)
        setProblems(result.problems)
    }

    /// Advances the frame clock by `dt` seconds; looks at the file when `interval` has passed.
    public func tick(_ dt: Double, app: GameApp) {
        sinceLook += dt
        guard sinceLook >= interval else { return }
        sinceLook = 0
        checkNow(app: app)
    }

    /// Looks at the file now: reloads it when its stamp and text changed.
    public func checkNow(app: GameApp) {
        let now = FileStamp(path: path)
        guard now != stamp else { return }
        stamp = now
        let contents = FileManager.default.contents(atPath: path)
        // Touched, or saved unchanged: nothing to do (a missing file is always news).
        if contents != nil && contents == knownContents { return }
        knownContents = contents
        externalEdits += 1
        if take(parse(contents), app: app) { externalReloads += 1 }
    }

    /// The game wrote the file itself (the settings panel): remember its new stamp and text
    /// so the next look does not count it as an edit. The settings it holds are taken (they
    /// are the app's own unless the file had problems the write fixed), its problems reported.
    public func adoptOwnWrite(app: GameApp) {
        stamp = FileStamp(path: path)
        knownContents = FileManager.default.contents(atPath: path)
        take(parse(knownContents), app: app)
    }

    /// Applies a valid result that differs from the app's settings; reports problems.
    /// Returns true when settings were applied.
    @discardableResult
    private func take(_ result: (settings: Settings?, problems: [SettingsProblem]), app: GameApp) -> Bool {
        setProblems(result.problems)
        guard let settings = result.settings, settings != app.settings else { return false }
        app.apply(settings)
        return true
    }

    /// The file's settings when it is valid (nil otherwise), and its problems.
    private func parse(_ contents: Data?) -> (settings: Settings?, problems: [SettingsProblem]) {
        func failed(_ message: String) -> (settings: Settings?, problems: [SettingsProblem]) {
            (nil, [SettingsProblem(file: path, message: message)])
        }
        guard let contents else {
            return failed(FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file")
        }
        guard let text = String(data: contents, encoding: .utf8) else { return failed("is not UTF-8 text") }
        let result = SettingsFile.parse(text: text, path: path, lastGood: Settings())
        return (result.isValid ? result.settings : nil, result.problems)
    }

    private func setProblems(_ new: [SettingsProblem]) {
        guard new != problems else { return }
        problems = new
        onProblems?(new)
    }
}
