/// The fraction of a generated level's bricks that each special kind takes; the rest are
/// normal. Counts are exact: `round(share * brickCount)`, halves rounding up.
///
/// Shares are clamped to 0 ... 1. When they add up to more than the bricks allow, kinds are
/// served in this order and the later ones get what is left: indestructible, multi-hit,
/// explosive, extra ball, power-up. Indestructible bricks never take every cell, so a
/// level always has at least one brick to break.
///
/// ```swift
/// let shares = BrickShares(multiHit: 0.25, explosive: 0.1)
/// shares.counts(forBrickCount: 20) // multiHit 5, explosive 2, normal 13
/// ```
struct BrickShares: Hashable, Codable, Sendable {
    var multiHit: Double
    var indestructible: Double
    var explosive: Double
    var extraBall: Double
    var powerUp: Double

    init(
        multiHit: Double = 0,
        indestructible: Double = 0,
        explosive: Double = 0,
        extraBall: Double = 0,
        powerUp: Double = 0
    ) {
        self.multiHit = multiHit
        self.indestructible = indestructible
        self.explosive = explosive
        self.extraBall = extraBall
        self.powerUp = powerUp
    }

    /// The shares of the `[bricks]` settings.
    init(rules settings: GameRules) {
        self.init(
            multiHit: settings.multiHitShare,
            indestructible: settings.indestructibleShare,
            explosive: settings.explosiveShare,
            extraBall: settings.extraBallShare,
            powerUp: settings.powerUpShare
        )
    }

    /// How many bricks of each kind a level of `brickCount` bricks gets.
    struct Counts: Hashable, Sendable {
        var normal = 0
        var multiHit = 0
        var indestructible = 0
        var explosive = 0
        var extraBall = 0
        var powerUp = 0
    }

    /// Exact counts for `brickCount` bricks (see the type's documentation for the rules).
    func counts(forBrickCount brickCount: Int) -> Counts {
        var left = max(brickCount, 0)
        func take(_ share: Double, keepingOne: Bool = false) -> Int {
            let wanted = Int((min(max(share, 0), 1) * Double(brickCount)).rounded())
            let allowed = keepingOne ? max(left - 1, 0) : left
            let count = min(wanted, allowed)
            left -= count
            return count
        }
        var counts = Counts()
        counts.indestructible = take(indestructible, keepingOne: true)
        counts.multiHit = take(multiHit)
        counts.explosive = take(explosive)
        counts.extraBall = take(extraBall)
        counts.powerUp = take(powerUp)
        counts.normal = left
        return counts
    }

    /// Bricks for `cells`, each special kind on cells chosen by `random`: multi-hit bricks
    /// need 2 ... 4 hits and power-up bricks are normal ones carrying a random extra. Same cells and same
    /// random state give the same bricks.
    ///
    /// ```swift
    /// var random = GameRandom(seed: 7)
    /// let cells = (0..<10).map { GridCell(column: $0, row: 0) }
    /// let bricks = BrickShares(explosive: 0.2).placements(for: cells, random: &random)
    /// bricks.filter { $0.kind == .explosive }.count // 2
    /// ```
    func placements(for cells: [GridCell], random: inout GameRandom) -> [BrickPlacement] {
        let counts = counts(forBrickCount: cells.count)
        var shuffled = cells
        // Fisher-Yates with our own generator: `shuffle()` without one would use system randomness.
        if shuffled.count > 1 {
            for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(i, random.nextInt(below: i + 1))
            }
        }
        var kinds: [(BrickKind, Extra?)] = []
        kinds.reserveCapacity(cells.count)
        kinds += Array(repeating: (.indestructible, nil), count: counts.indestructible)
        for _ in 0..<counts.multiHit { kinds.append((.multiHit(2 + random.nextInt(below: 3)), nil)) }
        kinds += Array(repeating: (.explosive, nil), count: counts.explosive)
        kinds += Array(repeating: (.extraBall, nil), count: counts.extraBall)
        for _ in 0..<counts.powerUp {
            kinds.append((.normal, Extra.allCases[random.nextInt(below: Extra.allCases.count)]))
        }
        kinds += Array(repeating: (.normal, nil), count: counts.normal)
        return zip(shuffled, kinds).map { cell, kind in
            BrickPlacement(column: cell.column, row: cell.row, kind: kind.0, extra: kind.1)
        }
    }
}
