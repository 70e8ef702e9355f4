import Foundation
import Testing
@testable import Breakout

/// BrickList keeps its count of standing breakable bricks as bricks change one at a time.
@Suite struct BrickListTests {
    private func list() -> BrickList {
        let kinds: [BrickKind] = [.normal, .multiHit(3), .indestructible, .explosive, .normal, .indestructible]
        return BrickList(kinds.enumerated().map { k, kind in
            Brick(id: k, placement: BrickPlacement(column: k, row: 0, kind: kind))
        })
    }

    private func recount(_ bricks: BrickList) -> Int {
        bricks.filter { $0.isAlive && $0.kind.isBreakable }.count
    }

    @Test func theCountFollowsEveryChange() {
        var bricks = list()
        #expect(bricks.breakableLeft == 4)
        bricks[0].isAlive = false
        #expect(bricks.breakableLeft == 3)
        bricks[2].isAlive = false   // indestructible: never counted
        #expect(bricks.breakableLeft == 3)
        bricks[1].hitsLeft = 1      // still standing
        #expect(bricks.breakableLeft == 3)
        bricks[0].isAlive = true    // undone
        #expect(bricks.breakableLeft == 4)
        var random = GameRandom(seed: 5)
        for _ in 0..<500 {
            let i = Int(random.nextDouble(in: 0...5.999))
            bricks[i].isAlive.toggle()
            #expect(bricks.breakableLeft == recount(bricks))
        }
    }

    @Test func itEncodesAsAPlainArrayAndDecodesWithItsCount() throws {
        var bricks = list()
        bricks[3].isAlive = false
        let data = try JSONEncoder().encode(bricks)
        let plain = try JSONDecoder().decode([Brick].self, from: data)
        #expect(plain == Array(bricks))
        let back = try JSONDecoder().decode(BrickList.self, from: data)
        #expect(back == bricks)
        #expect(back.breakableLeft == 3)
    }
}
