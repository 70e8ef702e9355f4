/// The resting contacts of a step and what finds them: the contact points (`RestingContact`),
/// last step's impulses to start them warm, the search's queue and marks, each polygon's
/// speculative margin, and the boundary each body rests against.
final class ContactStore {
    /// This step's contact points; a manifold's two points are neighbours.
    let points = Storage<RestingContact>(capacity: 64)
    /// Last step's contact impulses by contact key, to start the next step warm.
    let warm = WarmImpulseTable()
    /// Bodies searched for contacts this step (`searched[i] == searchMark`), and the queue.
    let searched = Storage<UInt32>(capacity: 64)
    @exclusivity(unchecked) private(set) var searchMark: UInt32 = 0
    let queue = Storage<Int32>(capacity: 64)
    /// Each awake resting polygon's speculative margin this step, beyond `contactMargin`.
    let speculation = Storage<Double>(capacity: 64)
    /// The searched polygons in world space, made once a step.
    let shapes = SearchShapes()
    /// nx, ny per body: the boundary it rests against this step, 0 when untouched.
    let touchNormal = Storage<Double>(capacity: 128)

    /// Whether a point found this step was struck (a landing), or touches a circle. Kept as
    /// points are made, so a step of neither reads no point to know; a dropped point may
    /// leave either set, and the solver then looks (`anyLanding`, `anyCircleContact`).
    @exclusivity(unchecked) var anyStruck = false
    @exclusivity(unchecked) var anyCircle = false
    /// Whether this step's manifolds have their 2x2 blocks (`World.prepareBlocks`).
    @exclusivity(unchecked) var blocksReady = false

    /// Starts a search over n bodies: no point, and no body searched. The mark moves on
    /// even when nothing rests, so none reads as searched this step.
    func beginSearch(bodyCount n: Int) {
        points.removeAll()
        anyStruck = false
        anyCircle = false
        blocksReady = false
        searched.resize(n, fill: 0)
        searchMark &+= 1
        if searchMark == 0 {
            for k in 0..<n { searched[k] = 0 }
            searchMark = 1
        }
    }

    @inline(__always)
    func markSearched(_ i: Int) { searched[i] = searchMark }

    /// Whether body i's contacts were found this step and still describe its motion.
    @inline(__always)
    func isSearched(_ i: Int) -> Bool { i < searched.count && searched[i] == searchMark }

    /// How far (points) searched resting polygon i may move in the rest of the step and still
    /// be held by the contacts found for it: half the margin its search looked ahead.
    @inline(__always)
    func closingAllowance(_ i: Int) -> Double { (World.contactMargin + speculation[i]) / 2 }

    /// The same for the pair i, j, whose search looked ahead by both their margins.
    @inline(__always)
    func closingAllowance(_ i: Int, _ j: Int) -> Double { (World.contactMargin + speculation[i] + speculation[j]) / 2 }

    /// Body i has left the pose or velocity its contacts were found for: it sweeps against
    /// everything for the rest of the step.
    @inline(__always)
    func forgetSearch(_ i: Int) {
        if i < searched.count { searched[i] = searchMark &- 1 }
    }
}
