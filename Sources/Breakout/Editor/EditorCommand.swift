/// What a level editing session can be asked to do: one vocabulary for the editor screen's
/// keys, buttons, pad and mouse, so each input is a mapping to a value (tests and scripts
/// send the same values). `LevelEditor.perform(_:)` carries one out; each edit among them
/// has its undo.
///
/// ```swift
/// editor.perform(.paint(GridCell(column: 3, row: 2)))   // a stroke, one undo…
/// editor.perform(.paint(GridCell(column: 4, row: 2)))
/// editor.perform(.endStroke)                            // …until here
/// editor.perform(.selectAll)
/// editor.perform(.copy)
/// editor.perform(.undo)
/// ```
public enum EditorCommand: Hashable, Sendable {
    /// The brush (or `tool`: the right button erases) into a cell, as part of the stroke.
    case paint(GridCell, tool: EditorTool? = nil)
    /// Ends the drag: the next paint starts a new undo step.
    case endStroke
    /// The main number of the mount under the cursor, `notches` notches up or down.
    case adjustMount(by: Int)
    case select(from: GridCell, to: GridCell)
    case selectAll
    case clearSelection
    /// The selection (or the cursor's cell) to the clipboard.
    case copy
    /// Copy, then erase, as one edit.
    case cut
    /// Empties the selection (or the cursor's cell), as one edit.
    case erase
    /// The clipboard with its top-left corner at the cell (nil: the selection's corner,
    /// else the cursor).
    case paste(at: GridCell? = nil)
    /// A new empty level after the current one.
    case addLevel
    /// A copy of the current level after it.
    case duplicateLevel
    /// Deletes the current level (not the only one).
    case deleteLevel
    /// The current level `offset` places on (-1: earlier), within the set.
    case moveLevel(by: Int)
    case rename(title: String, author: String)
    case undo
    case redo
    /// Another level on show (not an edit).
    case show(level: Int)
}

extension LevelEditor {
    /// Carries out `command`.
    public func perform(_ command: EditorCommand) {
        switch command {
        case let .paint(cell, tool): paint(at: cell, with: tool)
        case .endStroke: endStroke()
        case let .adjustMount(notches): adjustMount(by: notches)
        case let .select(a, b): select(from: a, to: b)
        case .selectAll: selectAll()
        case .clearSelection: clearSelection()
        case .copy: copy()
        case .cut: cut()
        case .erase: erase()
        case let .paste(cell): paste(at: cell)
        case .addLevel: addLevel()
        case .duplicateLevel: duplicateLevel()
        case .deleteLevel: deleteLevel()
        case let .moveLevel(offset): moveLevel(by: offset)
        case let .rename(title, author): rename(title: title, author: author)
        case .undo: undo()
        case .redo: redo()
        case let .show(index): show(index)
        }
    }
}
