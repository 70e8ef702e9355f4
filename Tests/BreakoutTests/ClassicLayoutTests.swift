import Dynamics
import Foundation
import Testing
import TestSupport
@_spi(Engine) @testable import Breakout

/// LBreakout2's and LBreakoutHD's sets look as their authors drew them: bricks of 2 : 1
/// edge to edge across the field from its top, on a field 14 bricks wide and 23 tall (the
/// inside of their 16 x 24 frame), the paddle in the 22nd row. Other levels keep the game's
/// own 800 x 600 field and layout.
@Suite struct ClassicLayoutTests {
    @Test func aClassicSetPlaysOnItsOwnFieldWithBricksOfTwoToOne() throws {
        let levels = try LevelSequence.file(ClassicLevels.wall())
        #expect(levels.fieldSize == Size(width: 840, height: 690))
        let game = Game(rules: GameRules(), levels: levels, seed: 1)
        #expect(game.layout.size == Size(width: 840, height: 690))
        let first = game.layout.brickRect(column: 0, row: 0), last = game.layout.brickRect(column: 13, row: 17)
        #expect(first == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(last.maxX == 840 && last.maxY == 540, "14 x 18 bricks fill the width from the top: \(last)")
        // The Wall's twelve rows take twelve bricks' height, 360 of the field's 690, as in LBreakoutHD.
        let rows = game.state.bricks.map { game.brickRect($0.id) }
        #expect(rows.count == 144)
        let top = rows.map(\.minY).min()!, bottom = rows.map(\.maxY).max()!
        #expect(top == 60 && bottom - top == 360)
        #expect(rows.allSatisfy { $0.width == 2 * $0.height })
        // The paddle stands in the 22nd row, under the grid with room for the ball.
        #expect(game.paddleRect.minY > 600 && game.paddleRect.maxY < 690)
    }

    @Test func otherLevelsKeepTheGamesOwnField() throws {
        for levels in [LevelSequence.generated, .procedural, .miniGame(.invaders)] {
            let game = Game(rules: GameRules(), levels: levels, seed: 1)
            #expect(game.layout.size == Game.fieldSize)
            #expect(game.layout.brickRect(column: 0, row: 0).minX > 0, "a margin and gaps, as before")
        }
    }

    /// LBreakoutHD's own "Wall", where it is installed: the same 360 of 690.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/games/lbreakouthd/levels/LBreakoutHD")))
    func lbreakoutHDsWallLooksAsItsAuthorDrewIt() throws {
        let levels = try LevelSequence.file("/usr/share/games/lbreakouthd/levels/LBreakoutHD")
        let game = Game(rules: GameRules(), levels: levels, seed: 1)
        #expect(game.state.level.title == "Wall")
        let rects = game.state.bricks.map { game.brickRect($0.id) }
        #expect(rects.map(\.maxY).max()! - rects.map(\.minY).min()! == 360)
        #expect(rects.allSatisfy { $0.width == 60 && $0.height == 30 })
    }
}
