/// The levels being edited, the one shown, and the history of edits: every change is an
/// `EditAction` performed here, undone and redone here.
///
/// ```swift
/// let set = EditedLevelset(levels: [Level.blank()])
/// set.perform(SetCellsAction(level: 0, cells: [GridCell(column: 0, row: 0): BrickPlacement(column: 0, row: 0, kind: .normal)]))
/// set.undo()                     // the cell is empty again
/// set.redo()
/// set.hasUnsavedChanges          // true
/// ```
public final class EditedLevelset {
    /// At least one level.
    public internal(set) var levels: [Level]
    /// Index of the level shown.
    public internal(set) var current = 0
    /// Performed edits, oldest first; the last is the next to undo.
    private(set) var done: [EditAction] = []
    /// Undone edits; the last is the next to redo. A new edit clears it.
    private(set) var undone: [EditAction] = []
    /// How many edits `done` held when the set was last saved (nil: a state no undo reaches).
    private var savedDepth: Int? = 0
    /// Counts every change (edits, undos, redos, cells added to a stroke): what an autosave
    /// compares.
    var revision = 0
    /// Edits kept for undo; the oldest go first (a long session stays bounded).
    static let historyLimit = 2000

    init(levels: [Level]) {
        precondition(!levels.isEmpty, "EditedLevelset: a levelset has at least one level")
        self.levels = levels
    }

    /// The level shown.
    public var level: Level { levels[current] }

    var canUndo: Bool { !done.isEmpty }
    var canRedo: Bool { !undone.isEmpty }
    /// Edited since the last save (or since it was opened).
    public var hasUnsavedChanges: Bool { savedDepth != done.count }

    /// Performs `action` and puts it on the history (nothing when it changed nothing).
    func perform(_ action: EditAction) {
        action.perform(on: self)
        record(action)
    }

    /// Puts an action already performed (a stroke, extended as the drag went) on the history.
    func record(_ action: EditAction) {
        guard !action.isEmpty else { return }
        revision += 1
        done.append(action)
        undone.removeAll()
        if let depth = savedDepth, depth >= done.count { savedDepth = nil }
        if done.count > EditedLevelset.historyLimit {
            done.removeFirst()
            savedDepth = savedDepth.flatMap { $0 > 0 ? $0 - 1 : nil }
        }
    }

    func undo() {
        guard let action = done.popLast() else { return }
        action.undo(on: self)
        undone.append(action)
        revision += 1
    }

    func redo() {
        guard let action = undone.popLast() else { return }
        action.perform(on: self)
        done.append(action)
        revision += 1
    }

    /// Shows level `index` (not an edit).
    func show(_ index: Int) {
        current = min(max(index, 0), levels.count - 1)
    }

    /// The current state is what the file holds now.
    func markSaved() { savedDepth = done.count }
}
