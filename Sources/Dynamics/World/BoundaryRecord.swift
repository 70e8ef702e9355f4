/// A boundary as the engine holds it: which behavior, which identifier, which primitives.
struct BoundaryRecord {
    var behaviorSlot: Int
    /// nil for the reference-bounds boundary.
    var identifier: AnyHashable?
    var firstPrimitive: Int
    var primitiveCount: Int
    var alive: Bool
    /// False while the record waits in the loose list for the next grid rebuild.
    var inGrid: Bool
    /// Its entry in the loose list while not in the grid.
    var looseSlot: Int
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
}

/// Identifies a boundary across rebuilds: its behavior's slot and its identifier.
struct BoundaryKey: Hashable {
    var behaviorSlot: Int
    var identifier: AnyHashable?
}
