import Files
import Foundation

/// A level editing session: the levelset with its history, the file it came from and goes
/// to, the brush (`tool`), the cursor, a selected rectangle and the clipboard. Every change
/// goes through `EditedLevelset.perform`, so each has its undo. No SDL: the editor screen
/// turns clicks and keys into `EditorCommand`s.
///
/// ```swift
/// let editor = try LevelEditor.open(path: "castle.level")   // or LevelEditor(path: nil)
/// editor.tool = .brick(.explosive)
/// editor.perform(.paint(GridCell(column: 3, row: 2))); editor.perform(.endStroke)
/// editor.perform(.undo)
/// try editor.save()                                         // atomically, our format
/// ```
public final class LevelEditor {
    public let set: EditedLevelset
    /// Where `save` writes (our format); nil until the levelset has a name (a new set, or
    /// one read from an LBreakout2 file, is saved with `save(as:)`).
    public private(set) var path: String?
    /// The file it was read from (our format or LBreakout2's).
    public let sourcePath: String?
    public var tool: EditorTool = .brick(.normal)
    /// The cell the keys and the gamepad move and act on.
    public var cursor = GridCell(column: 0, row: 0)
    public private(set) var selection: CellRect?
    private(set) var clipboard: LevelClipboard?
    /// Said once when the session opened (an autosave taken back), for the status line.
    public private(set) var openingNote: String?
    private var stroke: StrokeAction?
    /// Where a levelset without a file keeps its autosave.
    private var untitledFolder: String?
    /// `set.revision` at the last autosave (nothing new: nothing written).
    private var autosavedRevision: Int?

    /// The size of a new level: LBreakout2's, so it exports as it is.
    static let newLevelSize = (columns: 14, rows: 18)

    /// A session on `levels` (a new levelset: one empty level) to be saved at `path`.
    init(levels: [Level] = [], path: String?, sourcePath: String? = nil) {
        set = EditedLevelset(levels: levels.isEmpty ? [LevelEditor.blankLevel()] : levels)
        self.path = path
        self.sourcePath = sourcePath ?? path
    }

    /// Opens a file of our format or an LBreakout2 levelset. A missing file of our format
    /// starts a new levelset that saves there. When an autosave newer than the file lies
    /// beside it (the editor stopped with unsaved changes), that is what opens.
    public static func open(path: String) throws(LevelLoadError) -> LevelEditor {
        guard FileManager.default.fileExists(atPath: path) else {
            guard path.hasSuffix(".\(LevelFile.fileExtension)") else {
                throw LevelLoadError(file: path, line: nil, message: "no such file; a new levelset needs a name ending in .\(LevelFile.fileExtension)")
            }
            return LevelEditor(path: path)
        }
        let levels = try LevelLoader.load(path: path)
        let ours = (try? String(contentsOfFile: path, encoding: .utf8)).map { LevelLoader.format(of: $0) == .breakout } ?? false
        let editor = LevelEditor(levels: levels, path: ours ? path : nil, sourcePath: path)
        editor.restoreAutosave()
        return editor
    }

    /// A new levelset whose autosave lives in `folder` (the player's levels folder): one left
    /// there by a session that ended unsaved opens again.
    public static func untitled(autosaveFolder folder: String?) -> LevelEditor {
        let editor = LevelEditor(path: nil)
        editor.untitledFolder = folder
        editor.restoreAutosave()
        return editor
    }

    /// An empty level of the new-level size.
    static func blankLevel(title: String = "") -> Level {
        Level(title: title, columns: newLevelSize.columns, rows: newLevelSize.rows, bricks: [])
    }

    // MARK: Painting

    /// Puts the brush's content into `cell` (with `tool` if given: the right button erases)
    /// as part of the current stroke; a stroke is one undo.
    func paint(at cell: GridCell, with tool: EditorTool? = nil) {
        let level = set.level
        guard cell.isInside(columns: level.columns, rows: level.rows) else { return }
        cursor = cell
        var content = LevelEditor.content(of: tool ?? self.tool, over: level.brick(at: cell), at: cell, in: level)
        content?.column = cell.column
        content?.row = cell.row
        guard content != level.brick(at: cell) else { return }
        let isNew = self.stroke == nil
        let stroke = self.stroke ?? StrokeAction()
        self.stroke = stroke
        stroke.extend(with: SetCellsAction(level: set.current, cells: [cell: content]), on: set)
        if isNew { set.record(stroke) } else { set.revision += 1 }
    }

    /// Turns the main number of the mount of the brick under the cursor `notches` notches up
    /// or down (`BrickMount.adjusted`), as one edit: a longer rod, a faster rail or spinner.
    func adjustMount(by notches: Int) {
        guard let brick = set.level.brick(at: cursor), let mount = brick.mount else { return }
        var changed = brick
        changed.mount = mount.adjusted(by: notches)
        guard changed != brick else { return }
        endStroke()
        set.perform(SetCellsAction(level: set.current, cells: [cursor: changed]))
    }

    /// Ends the drag: the next paint starts a new undo step.
    func endStroke() { stroke = nil }

    /// What `tool` leaves in `cell` of `level`, which holds `brick`.
    static func content(of tool: EditorTool, over brick: BrickPlacement?, at cell: GridCell, in level: Level) -> BrickPlacement? {
        switch tool {
        case .eraser:
            return nil
        case let .brick(kind):
            var placed = BrickPlacement(column: 0, row: 0, kind: kind)
            // A brick of the same family keeps its colour; a breakable one keeps the extra;
            // any keeps its mount.
            if let brick, brick.kind.sameFamily(as: kind) { placed.tint = brick.tint }
            if kind.isBreakable { placed.extra = brick?.extra }
            placed.mount = brick?.mount
            return placed
        case let .mount(mount):
            // A mount goes on a brick there; one that cannot hold there (a chain link with
            // nothing above it) changes nothing.
            guard var brick else { return nil }
            var mount = mount
            if case let .rail(_, _, speed) = mount { mount = .rail(from: 0, to: level.columns - 1, speed: speed) }
            brick.mount = mount
            var probe = level
            probe.setBrick(brick, at: cell)
            return probe.mountProblem(at: cell) == nil ? brick : level.brick(at: cell)
        case let .extra(extra):
            guard var brick, brick.kind.isBreakable else { return brick }
            brick.extra = extra
            return brick
        }
    }

    // MARK: Selection and clipboard

    func select(from a: GridCell, to b: GridCell) {
        let level = set.level
        let clamp = { (c: GridCell) in
            GridCell(column: min(max(c.column, 0), level.columns - 1), row: min(max(c.row, 0), level.rows - 1))
        }
        selection = CellRect(from: clamp(a), to: clamp(b))
    }

    func clearSelection() { selection = nil }

    /// Copies the selection (or the cursor's cell).
    func copy() {
        clipboard = LevelClipboard(copying: selection ?? CellRect(from: cursor, to: cursor), of: set.level)
    }

    /// Copies the selection (or the cursor's cell) and empties it, as one edit.
    func cut() {
        copy()
        erase()
    }

    /// Empties the selection (or the cursor's cell), as one edit.
    func erase() {
        endStroke()
        var cells: [GridCell: BrickPlacement?] = [:]
        for cell in (selection ?? CellRect(from: cursor, to: cursor)).cells { cells[cell] = .some(nil) }
        set.perform(SetCellsAction(level: set.current, cells: cells))
    }

    /// Selects the whole level.
    func selectAll() {
        select(from: GridCell(column: 0, row: 0), to: GridCell(column: set.level.columns - 1, row: set.level.rows - 1))
    }

    /// Puts the clipboard's rectangle with its top-left corner at `cell` (default: the
    /// selection's corner, else the cursor), as one edit.
    func paste(at cell: GridCell? = nil) {
        guard let clipboard else { return }
        endStroke()
        let origin = cell ?? selection?.origin ?? cursor
        let level = set.level
        set.perform(SetCellsAction(level: set.current, cells: clipboard.cells(pastedAt: origin, columns: level.columns, rows: level.rows)))
    }

    // MARK: Levels

    /// A new empty level after the current one.
    func addLevel() {
        endStroke()
        set.perform(InsertLevelAction(LevelEditor.blankLevel(), at: set.current + 1))
    }

    /// A copy of the current level after it.
    func duplicateLevel() {
        endStroke()
        set.perform(InsertLevelAction(set.level, at: set.current + 1))
    }

    /// Deletes the current level (not the only one).
    func deleteLevel() {
        guard set.levels.count > 1 else { return }
        endStroke()
        set.perform(DeleteLevelAction(at: set.current))
    }

    /// Moves the current level `offset` places (-1: earlier), within the set.
    func moveLevel(by offset: Int) {
        let to = min(max(set.current + offset, 0), set.levels.count - 1)
        guard to != set.current else { return }
        endStroke()
        set.perform(MoveLevelAction(from: set.current, to: to))
    }

    func rename(title: String, author: String) {
        endStroke()
        set.perform(RenameLevelAction(at: set.current, title: title, author: author))
    }

    func undo() {
        endStroke()
        set.undo()
        clampCursor()
    }

    func redo() {
        endStroke()
        set.redo()
        clampCursor()
    }

    /// Shows another level (not an edit).
    func show(_ index: Int) {
        endStroke()
        set.show(index)
        clampCursor()
        selection = nil
    }

    private func clampCursor() {
        cursor = GridCell(column: min(cursor.column, set.level.columns - 1), row: min(cursor.row, set.level.rows - 1))
    }

    // MARK: Files

    /// Our format's text of the whole levelset.
    var text: String { LevelFile.write(set.levels) }

    /// Writes the levelset to `path` atomically in our format; the autosave goes.
    /// Returns the path written.
    @discardableResult
    public func save() throws(LevelSaveError) -> String {
        guard let path else { throw LevelSaveError(path: sourcePath ?? "", reason: "the levelset has no file of our format yet: save it as a new file") }
        // `breakout edit new/folder/set.level`: the folder comes with the first save.
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        do { try AtomicFile.write(Data(text.utf8), to: path) } catch { throw LevelSaveError(path: path, reason: error.reason) }
        set.markSaved()
        removeAutosave()
        return path
    }

    /// Saves under `name` (".level" added when missing) in `folder` (created if needed);
    /// later saves go there.
    @discardableResult
    public func save(as name: String, in folder: String) throws(LevelSaveError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("/"), !trimmed.hasPrefix(".") else {
            throw LevelSaveError(path: name, reason: "a file name needs letters and no \"/\", and cannot start with \".\"")
        }
        let file = trimmed.hasSuffix(".\(LevelFile.fileExtension)") ? trimmed : "\(trimmed).\(LevelFile.fileExtension)"
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw LevelSaveError(path: folder, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        removeAutosave()
        path = (folder as NSString).appendingPathComponent(file)
        return try save()
    }

    /// Writes the levelset in LBreakout2's format to `path` (atomically).
    public func exportLBreakout2(to path: String) throws(LevelSaveError) {
        let text: String
        do { text = try LBreakoutLevelset.write(set.levels) } catch { throw LevelSaveError(path: path, reason: error.description) }
        do { try AtomicFile.write(Data(text.utf8), to: path) } catch { throw LevelSaveError(path: path, reason: error.reason) }
    }

    // MARK: Autosave

    /// Beside the file (`.castle.level.autosave`), or in the working folder for a new set.
    public var autosavePath: String {
        let base = path ?? sourcePath.map { ($0 as NSString).deletingPathExtension + ".level" }
            ?? untitledFolder.map { ($0 as NSString).appendingPathComponent("untitled.level") } ?? "untitled.level"
        let folder = (base as NSString).deletingLastPathComponent
        let name = ".\((base as NSString).lastPathComponent).autosave"
        return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }

    /// Writes the autosave when something changed since the last one; true when written.
    @discardableResult
    public func autosave() -> Bool {
        guard set.hasUnsavedChanges, autosavedRevision != set.revision else { return false }
        let folder = (autosavePath as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        do { try AtomicFile.write(Data(text.utf8), to: autosavePath) } catch { return false }
        autosavedRevision = set.revision
        return true
    }

    /// Takes the autosave away (after a save, or when the player discards the changes).
    public func removeAutosave() {
        try? FileManager.default.removeItem(atPath: autosavePath)
        autosavedRevision = nil
    }

    /// Opens the autosave instead of the file when it is newer (a new levelset: whenever there
    /// is one) and readable.
    private func restoreAutosave() {
        let files = FileManager.default
        func modified(_ path: String) -> Date? { (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard files.fileExists(atPath: autosavePath) else { return }
        if let source = sourcePath {
            guard let saved = modified(autosavePath), let original = modified(source), saved >= original else { return }
        }
        guard let levels = try? LevelLoader.load(path: autosavePath), !levels.isEmpty else { return }
        set.perform(ReplaceLevelsAction(levels))
        openingNote = "restored unsaved changes from \((autosavePath as NSString).lastPathComponent)"
    }
}

/// Why a levelset could not be written: the path and the reason.
public struct LevelSaveError: Error, Hashable, Sendable, CustomStringConvertible {
    let path: String
    let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Every level at once (an autosave taken back), undone as one.
final class ReplaceLevelsAction: EditAction {
    let levels: [Level]
    private var before: [Level] = []

    init(_ levels: [Level]) { self.levels = levels }

    override func apply(to set: EditedLevelset) {
        before = set.levels
        set.levels = levels
        set.current = 0
    }

    override func revert(on set: EditedLevelset) { set.levels = before }

    override var changesNothing: Bool { before == levels }
}
