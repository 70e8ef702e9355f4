import Testing
@testable import Dynamics

/// The colouring's two walks (`GraphColours`): by groups, as the passes solve them, and in
/// the order the items came, as `ContactLanes.pack` fills the groups. Both must name the same
/// group and lane for every item, or a point would be solved in a lane it was not packed in.
@Suite struct GraphColoursTests {
    @Test(arguments: [(40, 600), (3, 200), (500, 100), (2, 1)])
    func theWalkInPlaceNamesTheGroupAndLaneOfTheWalkByGroups(bodies: Int, items: Int) {
        var random: UInt64 = 7
        func next(_ n: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(n))
        }
        let colours = GraphColours()
        colours.begin(bodyCount: bodies)
        for item in 0..<items {
            // Few bodies and many items: some colours fill, and the rest overflow.
            let a = next(bodies), b = next(bodies + 1) - 1
            colours.add(item, a, b == a ? -1 : b)
        }
        colours.finish()
        var byGroups: [Int: (group: Int, lane: Int)] = [:]
        var groups = 0
        colours.forEachGroup { run, width in
            for lane in 0..<width { byGroups[Int(run[lane])] = (groups, lane) }
            groups += 1
        }
        #expect(colours.groupCount == groups)
        var inPlace: [Int] = []
        var filled = Set<Int>()
        colours.forEachItemInPlace { item, group, lane in
            inPlace.append(item)
            #expect(byGroups[item]?.group == group && byGroups[item]?.lane == lane, "item \(item)")
            // Lane 0 comes first: `pack` writes the group whole there.
            #expect(lane == 0 ? !filled.contains(group) : filled.contains(group), "item \(item), group \(group)")
            filled.insert(group)
        }
        #expect(inPlace == Array(0..<items))
    }

    /// The walks over every point read one cache line a point (`RestingContact`'s notes).
    @Test func aContactPointIsFourCacheLinesWithWhatTheWalksReadInTheFirst() {
        #expect(MemoryLayout<RestingContact>.stride == 256)
        let hot: [PartialKeyPath<RestingContact>] = [\.i, \.j, \.record, \.id, \.nx, \.ny, \.normalImpulse, \.tangentImpulse,
                                                     \.bounce, \.struck, \.pairedWithNext, \.solvesAsBlock, \.holdsSoftly]
        for field in hot {
            #expect(MemoryLayout<RestingContact>.offset(of: field)! < 64, "\(field)")
        }
        let points = Storage<RestingContact>(capacity: 3)
        #expect(UInt(bitPattern: points.base) % 64 == 0)
    }
}
