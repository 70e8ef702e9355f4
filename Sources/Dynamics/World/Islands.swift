/// Sleep's bookkeeping (`World+Sleep`): how long each body has been still, how many are
/// still or asleep, and the union-find forest that joins bodies into islands.
final class Islands {
    /// Seconds each body has been still.
    let stillTime = Storage<Double>(capacity: 64)
    /// Bodies still for `World.sleepDelay` after the last step.
    @exclusivity(unchecked) var stillBodies = 0
    @exclusivity(unchecked) var sleepingBodies = 0
    /// Each body's parent in the forest, and whether an island (by its root) has a body
    /// that must stay awake.
    let parent = Storage<Int32>(capacity: 64)
    let awake = Storage<Bool>(capacity: 64)

    /// Makes every one of n bodies an island of its own, none awake.
    func reset(bodyCount n: Int) {
        parent.resize(n, fill: 0)
        awake.resize(n, fill: false)
        let p = parent.base, a = awake.base
        for i in 0..<n { p[i] = Int32(i); a[i] = false }
    }

    /// The root of body i's island, halving the path on the way.
    @inline(__always)
    func root(_ i: Int) -> Int {
        let p = parent.base
        var r = i
        while Int(p[r]) != r { r = Int(p[r]) }
        var k = i
        while Int(p[k]) != r { let next = Int(p[k]); p[k] = Int32(r); k = next }
        return r
    }

    /// Joins the islands of bodies a and b (the lower root stays root, so the result does
    /// not depend on the order of joins).
    @inline(__always)
    func join(_ a: Int, _ b: Int) {
        let ra = root(a), rb = root(b)
        if ra != rb { parent[max(ra, rb)] = Int32(min(ra, rb)) }
    }
}
