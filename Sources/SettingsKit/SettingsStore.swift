import Files
import Foundation

/// The one owner of the settings while the game runs: the settings file's path, the settings
/// in force, writing a key back, watching the file, knowing its own writes from a player's
/// edits, and telling whoever listens. The settings panel and the file both change settings
/// only through it; the game and the window listen.
///
/// On the frame clock (no threads) it looks at the file's stamp a few times a second. When
/// the stamp and the text changed, the file's settings apply at once (`externalReloads`); a
/// key with a problem keeps its value in force while every other key takes the file's, and
/// the problems are reported (`problems`) until they are fixed. A file that cannot be read at
/// all keeps the settings in force.
///
/// ```swift
/// let store = SettingsStore(settings: loaded, path: "Config/breakout.toml")   // a SettingsStore<Settings>
/// store.onChange { settings in game.apply(settings.rules) }
/// store.onProblems { problems in banner.show(problems) }
/// store.change(settings, saving: ["ball.speed"])    // applied, then written (comments stay)
/// store.tick(1.0 / 60)                               // every frame: reloads a player's edits
/// ```
public final class SettingsStore<Root: SettingsRoot> {
    /// The settings file; nil when the settings live in memory only.
    public let path: String?
    /// The settings in force.
    public private(set) var settings: Root
    /// Seconds between two looks at the file's stamp.
    var interval = 0.3
    /// What is wrong with the file as it is now; empty when it is valid.
    public private(set) var problems: [SettingsProblem] = []
    /// Changes to the file's text made outside the game (valid or not).
    private(set) var externalEdits = 0
    /// Valid edits made outside the game that changed the settings and were applied.
    private(set) var externalReloads = 0

    private var changeListeners: [(id: Int, call: (Root) -> Void)] = []
    private var nextListenerID = 0
    private var problemListeners: [(id: Int, call: ([SettingsProblem]) -> Void)] = []
    private var stamp: FileStamp?
    // The text last read or written by us: a new stamp on the same text (a `touch`, or our
    // own atomic write seen late) is not an edit.
    private var knownContents: Data?
    private var sinceLook = 0.0

    /// Starts from `settings` (read from `path` by the caller); the file as it is now is the
    /// starting point, and problems it already has are reported to the first listeners.
    public init(settings: Root, path: String?) {
        self.settings = settings
        self.path = path
        guard let path else { return }
        problems = rereadAsKnown(path).problems
    }

    // MARK: Listening

    /// Calls `listener` with the new settings after every change, in the order added.
    /// Returns its id for `removeListener` (a screen that closes stops listening).
    @discardableResult
    public func onChange(_ listener: @escaping (Root) -> Void) -> Int {
        nextListenerID += 1
        changeListeners.append((nextListenerID, listener))
        return nextListenerID
    }

    /// Stops calling the listener `onChange` or `onProblems` returned `id` for.
    public func removeListener(_ id: Int) {
        changeListeners.removeAll { $0.id == id }
        problemListeners.removeAll { $0.id == id }
    }

    /// Calls `listener` with the file's problems now and whenever they change ([] when fixed).
    /// Returns its id for `removeListener`.
    @discardableResult
    public func onProblems(_ listener: @escaping ([SettingsProblem]) -> Void) -> Int {
        nextListenerID += 1
        problemListeners.append((nextListenerID, listener))
        listener(problems)
        return nextListenerID
    }

    // MARK: Changing

    /// Puts `new` in force and tells the listeners; then writes the `saving` keys' values to
    /// the file (only those lines change). Keys left out (a slider being dragged) are written
    /// by a later `save`. Returns why a write failed, or nil.
    @discardableResult
    public func change(_ new: Root, saving keys: [String] = []) -> String? {
        if new != settings {
            settings = new
            changeListeners.forEach { $0.call(new) }
        }
        return keys.isEmpty ? nil : save(keys: keys)
    }

    /// Writes the current values of `keys` to the file (none without a file). The store knows
    /// the result as its own: the next look at the file does not count it as an edit. A write
    /// that fixes a file with problems clears them. Returns why a write failed, or nil.
    @discardableResult
    public func save(keys: [String]) -> String? {
        guard let path, !keys.isEmpty else { return nil }
        var failure: String?
        for key in keys {
            guard let descriptor = Root.schema.descriptor(for: key) else { continue }
            do {
                try SettingsFile.update(Root.self, key: key, value: descriptor.value(in: settings), at: path)
            } catch {
                failure = error.description
            }
        }
        let result = rereadAsKnown(path)
        if problems.isEmpty {
            // The file held the settings in force (and maybe older values of keys not saved
            // yet, which must not come back): only report what the write broke, if anything.
            take((nil, result.problems))
        } else {
            // The write fixed a file with problems: what it holds now is the player's.
            take(result)
        }
        return failure
    }

    // MARK: Watching

    /// Advances the frame clock by `dt` seconds; looks at the file when `interval` has passed.
    public func tick(_ dt: Double) {
        guard path != nil else { return }
        sinceLook += dt
        guard sinceLook >= interval else { return }
        sinceLook = 0
        checkNow()
    }

    /// Looks at the file now: reloads it when its stamp and text changed.
    func checkNow() {
        guard let path else { return }
        let now = FileStamp(path: path)
        guard now != stamp else { return }
        stamp = now
        let read = SettingsFile.read(path)
        let contents = try? read.get()
        // Touched, or saved unchanged: nothing to do (a missing or oversized file is always news).
        if contents != nil && contents == knownContents { return }
        knownContents = contents
        externalEdits += 1
        if take(parse(read, path: path)) { externalReloads += 1 }
    }

    // MARK: Private

    /// Applies a valid result that differs from the settings in force; reports problems.
    /// Returns true when settings were applied.
    @discardableResult
    private func take(_ result: (settings: Root?, problems: [SettingsProblem])) -> Bool {
        if result.problems != problems {
            problems = result.problems
            problemListeners.forEach { $0.call(problems) }
        }
        guard let new = result.settings, new != settings else { return false }
        change(new)
        return true
    }

    /// Reads the file as it is now and remembers its stamp and text as ours (not an edit).
    private func rereadAsKnown(_ path: String) -> (settings: Root?, problems: [SettingsProblem]) {
        stamp = FileStamp(path: path)
        let read = SettingsFile.read(path)
        knownContents = try? read.get()
        return parse(read, path: path)
    }

    /// The file's settings, each key with a problem at its value in force (nil when the file
    /// cannot be read at all), and its problems.
    private func parse(_ read: Result<Data, SettingsProblem>, path: String) -> (settings: Root?, problems: [SettingsProblem]) {
        let result = SettingsFile.check(read, path: path, lastGood: settings)
        guard case .success = read else { return (nil, result.problems) }
        return (result.settings, result.problems)
    }
}
