/// The Levenshtein distance: how many letters must be inserted, deleted or replaced to turn
/// one word into another. Used to suggest the key a player meant.
///
/// ```swift
/// EditDistance.between("ball.sped", "ball.speed")   // 1
/// ```
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        // One row of the table at a time: previous[j] is the distance of a[..<i] to b[..<j].
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(replace, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
