/// The level's bricks, indexed by id, with the count of breakable bricks still standing kept
/// as they change: changing one brick adjusts the count by that brick alone, so breaking a
/// brick in a field of thousands costs nothing extra (a recount would read them all).
///
/// Encodes as a plain array of bricks.
public struct BrickList: RandomAccessCollection, MutableCollection, Hashable, Codable, Sendable {
    private var bricks: [Brick]
    /// Breakable bricks still standing.
    private(set) var breakableLeft: Int

    init(_ bricks: [Brick]) {
        self.bricks = bricks
        breakableLeft = BrickList.count(bricks)
    }

    public init(from decoder: Decoder) throws {
        self.init(try [Brick](from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try bricks.encode(to: encoder)
    }

    public func makeIterator() -> IndexingIterator<[Brick]> { bricks.makeIterator() }

    public var startIndex: Int { bricks.startIndex }
    public var endIndex: Int { bricks.endIndex }

    public subscript(id: Int) -> Brick {
        get { bricks[id] }
        _modify {
            let before = BrickList.standsBreakable(bricks[id])
            yield &bricks[id]
            let after = BrickList.standsBreakable(bricks[id])
            if before != after { breakableLeft += after ? 1 : -1 }
        }
    }

    /// Two lists are equal when their bricks are (the count follows from them).
    /// Adds a brick (a grown one); its id must be the next index.
    mutating func append(_ brick: Brick) {
        precondition(brick.id == bricks.count, "BrickList.append: brick id \(brick.id) is not the next index \(bricks.count)")
        bricks.append(brick)
        if BrickList.standsBreakable(brick) { breakableLeft += 1 }
    }

    /// Takes the newest brick away again (undo of a grown brick).
    mutating func removeLast() {
        let brick = bricks.removeLast()
        if BrickList.standsBreakable(brick) { breakableLeft -= 1 }
    }

    public static func == (a: BrickList, b: BrickList) -> Bool { a.bricks == b.bricks }
    public func hash(into hasher: inout Hasher) { hasher.combine(bricks) }

    private static func standsBreakable(_ brick: Brick) -> Bool { brick.isAlive && brick.kind.isBreakable }

    private static func count(_ bricks: [Brick]) -> Int {
        var n = 0
        for brick in bricks where standsBreakable(brick) { n += 1 }
        return n
    }
}
