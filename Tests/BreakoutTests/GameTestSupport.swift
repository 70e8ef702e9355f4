import Dynamics
@testable import Breakout

/// A level of `rows` x `columns` bricks of one kind, with some cells replaced, and some
/// bricks (or every brick: `extra`) carrying extras.
func testLevel(columns: Int = 10, rows: Int = 4, kind: BrickKind = .normal,
               special: [(Int, Int, BrickKind)] = [], extra: Extra? = nil, extras: [(Int, Int, Extra)] = []) -> Level {
    var bricks: [BrickPlacement] = []
    for r in 0..<rows {
        for c in 0..<columns {
            let k = special.first { $0.0 == c && $0.1 == r }?.2 ?? kind
            let e = extras.first { $0.0 == c && $0.1 == r }?.2 ?? extra
            bricks.append(BrickPlacement(column: c, row: r, kind: k, extra: e))
        }
    }
    return Level(title: "test", columns: columns, rows: rows, bricks: bricks)
}

func makeGame(_ level: Level = testLevel(), rules: GameRules = GameRules(), seed: UInt64 = 1) -> Game {
    Game(rules: rules, levels: .list([level]), seed: seed)
}

/// Runs the autoplayer until `until` holds or `maxSteps` pass; returns the steps taken.
@discardableResult
func autoplay(_ game: Game, maxSteps: Int, until: (Game) -> Bool = { _ in false }) -> Int {
    var player = Autoplayer()
    var n = 0
    while n < maxSteps && !until(game) {
        game.step(player.input(for: game))
        n += 1
    }
    return n
}

/// Brick id at a cell.
func brickID(_ game: Game, column: Int, row: Int) -> Int {
    game.state.bricks.first { $0.placement.column == column && $0.placement.row == row }!.id
}

extension Game {
    /// Launches and returns the single served ball's id.
    func launch() -> Int {
        step(GameInput(launch: true))
        return state.balls[0].id
    }
}
