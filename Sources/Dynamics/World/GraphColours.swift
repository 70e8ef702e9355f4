/// Box2D v3's graph colouring (`constraint_graph.c`) for the solver's lanes: each item (a
/// contact manifold, a joint) takes the first of `maxColours` colours that none of its moving
/// bodies has taken yet, so no two items of a colour share a moving body and four of them
/// can be solved at once. A body with more items than colours sends the rest to the
/// overflow, whose items may share bodies. Coloured afresh each step, in the order the
/// items come (Box2D keeps its graph from step to step; here the items are found anew).
final class GraphColours {
    static let maxColours = 32
    /// The items in colour order, each colour in the order the items came; colour c's are
    /// `ordered[starts[c]..<starts[c + 1]]`, and the overflow is colour `maxColours`.
    let ordered = Storage<Int32>(capacity: 64)
    let starts = Storage<Int>(capacity: GraphColours.maxColours + 2)
    /// The colours each body has taken, a bit each; each item's colour.
    private let taken = Storage<UInt64>(capacity: 64)
    private let colours = Storage<UInt8>(capacity: 64)
    private let items = Storage<Int32>(capacity: 64)
    /// Each item's place in `ordered`, in the order the items came.
    private let places = Storage<Int32>(capacity: 64)
    /// The first group of each colour, as `forEachGroup` numbers them, and past the last, their count.
    private let firstGroups = Storage<Int>(capacity: GraphColours.maxColours + 2)

    /// Starts a colouring of items among n bodies.
    func begin(bodyCount n: Int) {
        taken.resize(n, fill: 0)
        let mask = taken.base
        for i in 0..<n { mask[i] = 0 }
        items.removeAll()
        colours.removeAll()
        starts.resize(GraphColours.maxColours + 2, fill: 0)
        for k in 0..<GraphColours.maxColours + 2 { starts[k] = 0 }
    }

    /// Colours item `item`, whose moving bodies are a and b (-1: none that moves).
    @inline(__always)
    func add(_ item: Int, _ a: Int, _ b: Int) {
        let mask = taken.base
        // As Box2D's: an item with one moving body (against the ground, an anchor) takes no
        // colour 0. Measured on Box2D's large_pyramid (peer-bench, 120 steps): the boxes
        // drift 10.5 points sideways at most, 28.7 when the ground's contacts shared colour
        // 0 with the rest (Box2D: 8.7); breakout-bench's 100-row pyramid sleeps after 251
        // steps instead of 374.
        let used = (a >= 0 ? mask[a] : 0) | (b >= 0 ? mask[b] : 1)
        let colour = min((~used).trailingZeroBitCount, GraphColours.maxColours)
        if colour < GraphColours.maxColours {
            if a >= 0 { mask[a] |= 1 << UInt64(colour) }
            if b >= 0 { mask[b] |= 1 << UInt64(colour) }
        }
        items.append(Int32(item))
        colours.append(UInt8(colour))
        starts[colour + 1] += 1
    }

    /// Sorts the items by colour (a counting sort).
    func finish() {
        for colour in 0...GraphColours.maxColours { starts[colour + 1] += starts[colour] }
        ordered.resize(items.count, fill: 0)
        places.resize(items.count, fill: 0)
        for m in 0..<items.count {
            let colour = Int(colours[m])
            ordered[starts[colour]] = items[m]
            places[m] = Int32(starts[colour])
            starts[colour] += 1
        }
        // Each colour's start moved to the next one's: back by one colour.
        for colour in stride(from: GraphColours.maxColours + 1, to: 0, by: -1) { starts[colour] = starts[colour - 1] }
        starts[0] = 0
        firstGroups.resize(GraphColours.maxColours + 2, fill: 0)
        firstGroups[0] = 0
        for colour in 0...GraphColours.maxColours {
            let count = starts[colour + 1] - starts[colour]
            firstGroups[colour + 1] = firstGroups[colour] + (colour < GraphColours.maxColours ? (count + 3) / 4 : count)
        }
    }

    /// How many groups `forEachGroup` makes.
    var groupCount: Int { firstGroups[GraphColours.maxColours + 1] }

    /// Calls `item` with each item in the order the items came, and the group (numbered as
    /// `forEachGroup` makes them) and lane it is solved in. A group's lanes come in order,
    /// lane 0 first. Reading the items in the order they came reads their data in the order
    /// it lies, where the groups' order jumps about it.
    @inline(__always)
    func forEachItemInPlace(_ item: (_ item: Int, _ group: Int, _ lane: Int) -> Void) {
        for m in 0..<items.count {
            let colour = Int(colours[m])
            let rank = Int(places[m]) - starts[colour]
            let wide = colour < GraphColours.maxColours
            item(Int(items[m]), firstGroups[colour] + (wide ? rank >> 2 : rank), wide ? rank & 3 : 0)
        }
    }

    /// Calls `group` with each run of items solved together: up to four of a colour, or one
    /// of the overflow.
    @inline(__always)
    func forEachGroup(_ group: (UnsafeMutablePointer<Int32>, Int) -> Void) {
        for colour in 0...GraphColours.maxColours {
            let width = colour < GraphColours.maxColours ? 4 : 1
            var m = starts[colour]
            while m < starts[colour + 1] {
                let count = min(width, starts[colour + 1] - m)
                group(ordered.base + m, count)
                m += count
            }
        }
    }
}
