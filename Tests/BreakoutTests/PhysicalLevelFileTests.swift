import Foundation
import Testing
@testable import Breakout

/// The `physics:` list of our level format (`BrickMount`): read, written back, encoded, and
/// every bad line named with its file and line.
@Suite struct PhysicalLevelFileTests {
    func parse(_ text: String) throws(LevelLoadError) -> [Level] {
        try LevelFile.parse(text, fileName: "test.level")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    static let sample = """
        title: Moving
        X.#.##
        #.....
        2.#.##
        ##.###
        physics:
        3,1 hang length=3
        1,2 chain
        1,3 spring length=2.5 frequency=2 damping=0.3
        3,3 rail from=2 to=4 speed=1.5
        5-6,3 box
        1-2,4 weld
        4,4 spin speed=-45
        5-6,4 spin speed=0
        5,1 box
        """

    @Test func readsEveryMount() throws {
        let level = try parse(Self.sample)[0]
        func mount(_ column: Int, _ row: Int) -> BrickMount? { level.bricks.first { $0.column == column && $0.row == row }?.mount }
        #expect(mount(2, 0) == .hang(length: 3))
        #expect(mount(0, 1) == .chain)
        #expect(mount(0, 2) == .spring(length: 2.5, frequency: 2, damping: 0.3))
        #expect(mount(2, 2) == .rail(from: 1, to: 3, speed: 1.5))
        #expect(mount(4, 2) == .box && mount(5, 2) == .box)
        #expect(mount(0, 3) == .weld && mount(1, 3) == .weld)
        #expect(mount(3, 3) == .spin(speed: -45))
        #expect(mount(4, 3) == .spin(speed: 0) && mount(5, 3) == .spin(speed: 0))
        #expect(mount(4, 0) == .box && mount(5, 0) == nil && mount(0, 0) == nil)
        // Defaults: a hang's length is 2 rows, a spin turns at 90 degrees per second.
        let defaults = try parse("##\nphysics:\n1,1 hang\n2,1 spin\n")[0]
        #expect(defaults.bricks.map(\.mount) == [.hang(length: 2), .spin(speed: 90)])
        #expect(level.hasPhysicalBricks && !defaults.bricks.isEmpty)
    }

    @Test func writesAndReadsBackTheSameLevel() throws {
        let level = try parse(Self.sample)[0]
        let text = LevelFile.write(level)
        #expect(text.contains("""
            physics:
            3,1 hang length=3
            5,1 box
            1,2 chain
            1,3 spring length=2.5 frequency=2 damping=0.3
            3,3 rail from=2 to=4 speed=1.5
            5-6,3 box
            1-2,4 weld
            4,4 spin speed=-45
            5-6,4 spin speed=0
            """))
        #expect(try parse(text) == [level])
        // A level without physical bricks writes no list.
        #expect(!LevelFile.write(try parse("##\n")).contains("physics:"))
    }

    @Test func theListComesAfterExtrasAndTints() throws {
        let level = try parse("#2\nextras:\n+.\ntints:\n3a\nphysics:\n2,1 hang\n")[0]
        #expect(level.bricks[1].mount == .hang(length: 2) && level.bricks[0].extra == .lengthenPaddle && level.bricks[1].tint == 10)
        #expect(try parse(LevelFile.write(level)) == [level])
        #expect(error("##\nphysics:\n1,1 box\nextras:\n+.\n") == "test.level:4: \"extras:\" must come before \"physics:\" (line 2)")
        #expect(error("##\nphysics:\n1,1 box\ntints:\n1.\n") == "test.level:4: \"tints:\" must come before \"physics:\" (line 2)")
        #expect(error("physics:\n##\n") == "test.level:1: \"physics:\" must follow the level's rows of bricks (and its extras and tints grids, if any)")
        #expect(error("##\nphysics:\nphysics:\n") == "test.level:3: \"physics:\" given twice in one level (first on line 2)")
        #expect(error("##\n##\ntints:\n1.\nphysics:\n") == "test.level:4: the tints grid stops after row 1; expected 2 rows, one per row of bricks")
        // "---" still ends the level; the next one has no list of its own.
        let two = try parse("##\nphysics:\n1,1 box\n---\n##\n")
        #expect(two[0].bricks[0].mount == .box && two[1].bricks[0].mount == nil)
    }

    @Test func badLinesNameTheLineAndWhatIsAllowed() {
        let head = "#.#\n###\nphysics:\n"
        #expect(error(head + "1,1 swing\n") == "test.level:4: unknown mount \"swing\": allowed are hang, spring, chain, box, weld, rail, spin")
        #expect(error(head + "2,1 box\n") == "test.level:4: cell 2,1 has no brick to mount (line 1 has '.' there)")
        #expect(error(head + "1-3,1 box\n") == "test.level:4: cell 2,1 has no brick to mount (line 1 has '.' there)")
        #expect(error(head + "4,1 box\n") == "test.level:4: bad cell \"4,1\": the column must be 1...3, got 4")
        #expect(error(head + "1,0 box\n") == "test.level:4: bad cell \"1,0\": the row must be 1...2, got 0")
        #expect(error(head + "3-1,2 box\n") == "test.level:4: bad cell \"3-1,2\": the column must be 1...3, the smaller first, got 3-1")
        #expect(error(head + "a,1 box\n") == "test.level:4: bad cell \"a,1\": expected column,row such as \"3,2\" or a range such as \"3-5,2\"")
        #expect(error(head + "box\n") == "test.level:4: expected a cell and a mount such as \"3,2 hang length=2\" or \"4-6,9 box\"")
        #expect(error(head + "1,1 hang length=30\n") == "test.level:4: hang length must be 0.5...20, got \"30\"")
        #expect(error(head + "1,1 hang length=x\n") == "test.level:4: hang length must be 0.5...20, got \"x\"")
        #expect(error(head + "1,1 spring frequency=0\n") == "test.level:4: spring frequency must be 0.2...10, got \"0\"")
        #expect(error(head + "1,1 spring damping=2\n") == "test.level:4: spring damping must be 0...1, got \"2\"")
        #expect(error(head + "1,1 spin speed=1000\n") == "test.level:4: spin speed must be -720...720, got \"1000\"")
        #expect(error(head + "1,1 hang size=2\n") == "test.level:4: unexpected \"size=2\": hang takes length=")
        #expect(error(head + "1,1 box speed=2\n") == "test.level:4: unexpected \"speed=2\": box takes no numbers")
        #expect(error(head + "1,1 hang length=2 length=3\n") == "test.level:4: hang length given twice")
        #expect(error(head + "1,2 rail to=3\n") == "test.level:4: rail needs from= and to=: the columns its centre slides between, 1...3")
        #expect(error(head + "1,2 rail from=1.5 to=3\n") == "test.level:4: rail from must be a whole number 1...64, got \"1.5\"")
        #expect(error(head + "1,2 rail from=1 to=4\n") == "test.level:4: rail to must be a column of the level, 1...3, got 4")
        #expect(error(head + "3,2 rail from=1 to=2\n") == "test.level:4: rail from=1 to=2 must hold the brick's own column 3 (from <= 3 <= to)")
        #expect(error(head + "1,2 rail from=1 to=3 speed=-1\n") == "test.level:4: rail speed must be 0...20, got \"-1\"")
        #expect(error(head + "1,1 box\n1,1 weld\n") == "test.level:5: the brick in 1,1 was given a mount already (line 4)")
        #expect(error(head + "1,1 chain\n") == "test.level:4: chain: a link hangs from the nearest brick above it, and column 1 has none above row 1")
        // A chain may hang from a brick rows above, past empty cells.
        #expect(error("#\n.\n#\nphysics:\n1,3 chain\n") == nil)
    }

    @Test func codableRoundTripAndLevelsFromBefore() throws {
        let level = try parse(Self.sample)[0]
        let data = try JSONEncoder().encode(level)
        #expect(try JSONDecoder().decode(Level.self, from: data) == level)
        // A level without mounts encodes as before: no "mount" key, so older replays decode
        // to the same levels and hash the same.
        let plain = try parse("#2\n")[0]
        let plainJSON = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!plainJSON.contains("mount"))
        let old = #"{"title":"Old","author":"","columns":2,"rows":1,"bricks":[{"column":0,"row":0,"kind":{"normal":{}},"tint":0}]}"#
        let decoded = try JSONDecoder().decode(Level.self, from: Data(old.utf8))
        #expect(decoded.bricks.count == 1 && decoded.bricks[0].mount == nil)
        // A decoded mount is checked as a file's would be.
        var bad = level
        bad.bricks[0].mount = .hang(length: 100)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Level.self, from: try JSONEncoder().encode(bad)) }
    }
}
