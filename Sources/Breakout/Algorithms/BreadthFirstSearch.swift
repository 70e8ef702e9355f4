/// Breadth-first search over any graph, given as start nodes and a neighbours closure.
///
/// The game uses it for chain explosions (each wave of bricks is one level) and for
/// cascade animations that spread out from a hit brick; the procedural generator uses it
/// to colour a carved shape by distance from its root.
///
/// The order is deterministic: start nodes keep their given order (duplicates dropped), and
/// each level lists nodes in the order they were first reached, visiting parents in order
/// and their neighbours in the order the closure returns them. The `Set` inside only answers
/// "seen?", so hashing never leaks into the output.
///
/// ```swift
/// // A path 0 - 1 - 2 - 3, searched from both ends.
/// let levels = BreadthFirstSearch.levels(from: [0, 3]) { n in [n - 1, n + 1].filter { (0...3).contains($0) } }
/// // [[0, 3], [1, 2]]
/// ```
enum BreadthFirstSearch {
    /// Nodes grouped by distance: `result[d]` holds every node whose shortest distance from
    /// the nearest start node is `d`. `result[0]` is the start nodes. Empty when `start` is.
    ///
    /// - Parameters:
    ///   - start: the nodes at distance 0.
    ///   - maxDepth: stop after this distance (0 returns only the start nodes); nil for no limit.
    ///   - neighbours: the nodes one step from a node. Return only the nodes the search may
    ///     enter (filter walls, empty cells and the like here).
    ///
    /// ```swift
    /// let waves = BreadthFirstSearch.levels(from: [GridCell(column: 0, row: 0)]) {
    ///     $0.neighbours(.four, columns: 3, rows: 3)
    /// }
    /// waves.count // 5: distances 0 ... 4 on a 3 x 3 grid
    /// ```
    static func levels<Node: Hashable>(
        from start: [Node],
        maxDepth: Int? = nil,
        neighbours: (Node) -> [Node]
    ) -> [[Node]] {
        var seen = Set<Node>()
        var frontier: [Node] = []
        for node in start where seen.insert(node).inserted {
            frontier.append(node)
        }
        var result: [[Node]] = []
        while !frontier.isEmpty {
            result.append(frontier)
            if let maxDepth, result.count > maxDepth { break }
            var next: [Node] = []
            for node in frontier {
                for neighbour in neighbours(node) where seen.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return result
    }

    /// Every node reachable from `start`, nearest first (the levels flattened).
    ///
    /// ```swift
    /// BreadthFirstSearch.order(from: ["a"]) { $0 == "a" ? ["b", "c"] : [] } // ["a", "b", "c"]
    /// ```
    static func order<Node: Hashable>(
        from start: [Node],
        maxDepth: Int? = nil,
        neighbours: (Node) -> [Node]
    ) -> [Node] {
        levels(from: start, maxDepth: maxDepth, neighbours: neighbours).flatMap { $0 }
    }

    /// The shortest distance of every reachable node from the nearest start node, in steps.
    /// A dictionary is fine here: it is looked up, never iterated for output.
    ///
    /// ```swift
    /// let d = BreadthFirstSearch.distances(from: [0]) { n in n < 3 ? [n + 1] : [] }
    /// d[3] // 3
    /// ```
    static func distances<Node: Hashable>(
        from start: [Node],
        maxDepth: Int? = nil,
        neighbours: (Node) -> [Node]
    ) -> [Node: Int] {
        var result: [Node: Int] = [:]
        for (depth, level) in levels(from: start, maxDepth: maxDepth, neighbours: neighbours).enumerated() {
            for node in level { result[node] = depth }
        }
        return result
    }
}
