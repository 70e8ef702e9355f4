/// A change to a levelset being edited, with the subactions it gathered, that can be undone
/// exactly: the editor's side of the game's `GameAction` pattern. Subclasses override
/// `apply(to:)` and `revert(on:)`; `perform(on:)` runs the action and then its subactions,
/// `undo(on:)` takes them back in reverse and then the action. The level shown before the
/// action is shown again after its undo.
///
/// ```swift
/// final class ClearTitleAction: EditAction {
///     private var before = ""
///     override func apply(to set: EditedLevelset) { before = set.level.title; set.levels[set.current].title = "" }
///     override func revert(on set: EditedLevelset) { set.levels[set.current].title = before }
/// }
/// ```
class EditAction {
    private(set) var subactions: [EditAction] = []
    private var currentBefore = 0

    init() {}

    final func perform(on set: EditedLevelset) {
        currentBefore = set.current
        apply(to: set)
        for sub in subactions { sub.perform(on: set) }
    }

    final func undo(on set: EditedLevelset) {
        for sub in subactions.reversed() { sub.undo(on: set) }
        revert(on: set)
        set.current = min(currentBefore, set.levels.count - 1)
    }

    /// Performs `action` now as part of this one (a drag adding cell after cell to its stroke).
    final func extend(with action: EditAction, on set: EditedLevelset) {
        if subactions.isEmpty { currentBefore = set.current }
        action.perform(on: set)
        subactions.append(action)
    }

    /// Whether performing it changed nothing (a stroke over cells that already held the brick).
    var isEmpty: Bool { subactions.allSatisfy(\.isEmpty) && changesNothing }

    /// Whether this action's own change is none (subactions aside).
    var changesNothing: Bool { false }

    func apply(to set: EditedLevelset) {}
    func revert(on set: EditedLevelset) {}
}

/// A drag of the brush: each cell it crosses is a subaction, undone as one.
final class StrokeAction: EditAction {
    override var changesNothing: Bool { true }
}
