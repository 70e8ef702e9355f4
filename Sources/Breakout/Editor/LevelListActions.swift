/// Edits of the levelset's list of levels: add, duplicate, delete, reorder, and a level's
/// title and author. Each shows the level it touched.

/// Inserts `level` at `index` (a new empty level, or a copy: duplicate).
final class InsertLevelAction: EditAction {
    let index: Int
    let level: Level

    init(_ level: Level, at index: Int) {
        self.level = level
        self.index = index
    }

    override func apply(to set: EditedLevelset) {
        set.levels.insert(level, at: index)
        set.current = index
    }

    override func revert(on set: EditedLevelset) { set.levels.remove(at: index) }
}

/// Deletes the level at `index` (never the last one left: a levelset has at least one).
final class DeleteLevelAction: EditAction {
    let index: Int
    private var removed: Level?

    init(at index: Int) { self.index = index }

    override func apply(to set: EditedLevelset) {
        removed = set.levels.remove(at: index)
        set.current = min(index, set.levels.count - 1)
    }

    override func revert(on set: EditedLevelset) {
        if let removed { set.levels.insert(removed, at: index) }
    }
}

/// Moves the level at `from` to `to` (the order levels are played in).
final class MoveLevelAction: EditAction {
    let from: Int
    let to: Int

    init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    override func apply(to set: EditedLevelset) {
        set.levels.insert(set.levels.remove(at: from), at: to)
        set.current = to
    }

    override func revert(on set: EditedLevelset) { set.levels.insert(set.levels.remove(at: to), at: from) }
}

/// Gives the level at `index` a title and an author.
final class RenameLevelAction: EditAction {
    let index: Int
    let title: String
    let author: String
    private var before = (title: "", author: "")

    init(at index: Int, title: String, author: String) {
        self.index = index
        self.title = title
        self.author = author
    }

    override func apply(to set: EditedLevelset) {
        before = (set.levels[index].title, set.levels[index].author)
        set.levels[index].title = title
        set.levels[index].author = author
        set.current = index
    }

    override func revert(on set: EditedLevelset) {
        set.levels[index].title = before.title
        set.levels[index].author = before.author
    }

    override var changesNothing: Bool { before == (title, author) }
}
