/// What the editor's brush puts into a cell: a brick of a kind, an extra for the brick
/// already there, or nothing (the eraser). The palette lists them all.
///
/// ```swift
/// EditorTool.palette.count      // every brick kind, every extra, and the eraser
/// EditorTool.brick(.explosive).name   // "Explosive"
/// ```
public enum EditorTool: Hashable, Sendable {
    case brick(BrickKind)
    case extra(Extra)
    case eraser

    /// Every brick kind (multi-hit in each strength, regenerating in each), every extra,
    /// the eraser.
    public static let palette: [EditorTool] = {
        var tools: [EditorTool] = []
        for entry in BrickKind.catalog {
            switch entry.kind {
            case .multiHit: tools += (2...4).map { .brick(.multiHit($0)) }
            case .regenerating: tools += (1...3).map { .brick(.regenerating($0)) }
            default: tools.append(.brick(entry.kind))
            }
        }
        tools += Extra.allCases.map { .extra($0) }
        tools.append(.eraser)
        return tools
    }()

    /// The palette's label, in the player's language.
    public var name: String {
        switch self {
        case let .brick(kind):
            let base = tr(BrickKind.catalog.first { $0.kind.sameFamily(as: kind) }?.name ?? "Brick")
            switch kind {
            case let .multiHit(n), let .regenerating(n): return tr("%s (%d hits)", base, n)
            default: return base
            }
        case let .extra(extra): return tr("Extra: %s", tr(extra.title))
        case .eraser: return tr("Eraser")
        }
    }
}

extension BrickKind {
    /// Same kind whatever its hit count (multi-hit 2 and 4 are one family).
    func sameFamily(as other: BrickKind) -> Bool {
        switch (self, other) {
        case (.multiHit, .multiHit), (.regenerating, .regenerating): return true
        default: return self == other
        }
    }
}
