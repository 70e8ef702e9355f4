import Dynamics

/// A growing brick breaks and normal bricks grow into the empty cells around it, except
/// where a ball is (LBreakout2's rule). Each grown brick is new: it joins the brick list
/// with the next id and a random colour of LBreakout2's grown bricks.
final class BricksGrownAction: GameAction {
    let around: Int
    private var grown: [Int] = []
    private var cells: [GridCell] = []

    init(around brick: Int) { self.around = brick }

    override func apply(to game: Game) {
        let state = game.state
        let cell = state.bricks[around].placement.cell
        let r = game.rules.ballRadius
        let balls = state.balls.compactMap { game.ballCenter($0.id) }
        for neighbour in cell.neighbours(.eight, columns: state.level.columns, rows: state.level.rows) {
            if let id = game.brickID(at: neighbour), game.state.bricks[id].isAlive { continue }
            let rect = game.layout.brickRect(column: neighbour.column, row: neighbour.row).insetBy(dx: -r, dy: -r)
            if balls.contains(where: { rect.containsOnOrInside($0) }) { continue }
            let tint = 12 + game.state.random.nextInt(below: 6)
            let placement = BrickPlacement(column: neighbour.column, row: neighbour.row, kind: .normal, tint: tint)
            grown.append(game.addBrick(placement))
            cells.append(neighbour)
        }
    }

    override func revert(on game: Game) {
        for id in grown.reversed() { game.removeLastBrick(id) }
    }

    override var effect: ActionEffect? {
        grown.isEmpty ? nil : .bricksGrown(bricks: grown)
    }
}
