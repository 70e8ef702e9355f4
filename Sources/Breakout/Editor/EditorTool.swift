import Translations

/// What the editor's brush puts into a cell: a brick of a kind, an extra for the brick
/// already there, a mount that makes that brick physical (nil: fixed again), or nothing
/// (the eraser). The palette lists them all.
///
/// ```swift
/// EditorTool.palette.count      // every brick kind, every extra, every mount, and the eraser
/// EditorTool.brick(.explosive).name   // "Explosive"
/// EditorTool.mount(.chain).name       // "Chain link"
/// ```
public enum EditorTool: Hashable, Sendable {
    case brick(BrickKind)
    case extra(Extra)
    /// A mount for the brick already there, with its default numbers (a rail runs along the
    /// whole row); nil makes the brick fixed again.
    case mount(BrickMount?)
    case eraser

    /// The mounts in the palette, with their default numbers, and "fixed".
    static let mounts: [BrickMount?] = [.hang(length: 2), .spring(length: 2, frequency: 1.5, damping: 0.1), .chain, .box, .weld,
                                               .rail(from: 0, to: 0, speed: 2), .spin(speed: 90), nil]

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
        tools += mounts.map { .mount($0) }
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
        case let .mount(mount): return EditorTool.title(of: mount)
        case .eraser: return tr("Eraser")
        }
    }
}

extension EditorTool {
    /// A mount's palette label, in the player's language.
    static func title(of mount: BrickMount?) -> String {
        switch mount {
        case .hang: return tr("Hanging on a rod")
        case .spring: return tr("Hanging on a spring")
        case .chain: return tr("Chain link")
        case .box: return tr("Free box")
        case .weld: return tr("Welded to its neighbours")
        case .rail: return tr("Sliding on a rail")
        case .spin: return tr("Spinning")
        case nil: return tr("Fixed (not physical)")
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
