import Dynamics
import Foundation

/// Plays by itself, for tests, the demo mode and benchmarks: it launches at once, puts the
/// paddle where the most urgent ball will come down (walls folded in), and offsets the hit
/// so the ball leaves toward the remaining bricks (in Sitting Ducks and Hunter, toward the
/// bricks their rules want hit, `MiniGameRules.aims`). It fetches good capsules when no ball is
/// near, lets held balls go at once and fires the laser while it has one, and leaves a bonus
/// level after a minute. It reads the game and returns input; it uses no randomness of its
/// own, so replays stay exact.
///
/// ```swift
/// var autoplayer = Autoplayer()
/// game.step(autoplayer.input(for: game))
/// ```
public struct Autoplayer: Sendable {
    /// The bricks as the last shot was planned against: the shot list changes only when a
    /// brick breaks, a level starts or the field is laid out again.
    private struct Targets: Sendable {
        var key: TargetsKey
        var breakable: [Rect]
        /// Of `breakable`, the first `aimed` are the bricks to hit; the rest are a mini-game's
        /// stepping stones (`MiniGameRules.Aims.stones`), hit when no aimed brick can be.
        var aimed: Int
        var walls: WallCells
        /// Each breakable brick's centre and its mirror images across the side walls and
        /// the top wall: aiming at an image is a bank shot.
        var images: [(x: Double, y: Double, target: Int)]
    }

    private struct TargetsKey: Hashable, Sendable {
        var level: Int
        var bricksBroken: Int
        var breakableLeft: Int
        var field: Size
        /// A mini-game's bricks to aim at (`MiniGameRules.aims`), which change with no brick
        /// broken: the marked duck, the controls toward the prey.
        var aims: [Int]?
        /// In a level with physical bricks, the step: they move, so the shots are planned
        /// against where they are now.
        var moving = 0
    }

    private var targets: Targets?
    /// Planned shots by landing x, for the bricks and paddle width in `shotsFor`: a ball
    /// flying straight lands at the same x step after step, and with many balls in play
    /// the most urgent one changes back and forth.
    private var shots: [Double: Double] = [:]
    private var shotsFor: (TargetsKey, Double)?
    /// Shots kept at most (they are cleared whenever a brick breaks anyway).
    static let maxShots = 256
    /// Seconds before the ball reaches the paddle from which the shot is planned (the paddle
    /// moves to any x in one step, so planning late loses nothing).
    static let planningTime = 0.5

    /// Seconds the autoplayer plays a bonus level before it lets the ball go: it reaches no
    /// end of some mini-games by itself (it would catch Sitting Ducks for ever), and a demo
    /// or a simulated set must go on.
    static let bonusLevelSeconds = 60.0

    public init() {}

    public mutating func input(for game: Game) -> GameInput {
        // A duel: both sides, each as a player would.
        if game.state.duel != nil {
            return GameInput(bottom: DuelAutoplayer(side: .bottom).input(for: game), top: DuelAutoplayer(side: .top).input(for: game))
        }
        switch game.state.phase {
        case .serving:
            return GameInput(paddleX: aimX(for: game), launch: true)
        case .playing where game.playsBonusLevel
            && Double(game.stepIndex - game.state.servedAtStep) > Autoplayer.bonusLevelSeconds * Double(Game.stepsPerSecond):
            // The paddle stays on the side away from the balls: the last one is lost, and
            // the bonus level ends.
            let lowest = game.state.balls.compactMap { game.ballState($0.id)?.center }.max { $0.y < $1.y }
            return GameInput(paddleX: (lowest?.x ?? 0) < game.layout.size.width / 2 ? game.layout.size.width : 0)
        case .playing:
            // Held balls go at once; the laser fires whenever it can.
            let firing = game.state.extras.isActive(.laser, at: game.stepIndex)
            return GameInput(paddleX: targetX(for: game), launch: game.state.paddleHoldsBalls, fire: firing)
        case .levelCleared:
            return GameInput(launch: true)
        case .gameOver:
            return .none
        }
    }

    /// Where the paddle should be now.
    mutating func targetX(for game: Game) -> Double {
        let paddleTop = game.paddleRect.minY
        let r = game.rules.ballRadius
        var best: (time: Double, x: Double)?
        for ball in game.state.balls {
            guard let s = game.ballState(ball.id) else { continue }
            let time: Double
            if s.velocity.dy > 1 {
                time = (paddleTop - r - s.center.y) / s.velocity.dy
            } else {
                // Rising: it will come back; judge by height so the lowest ball counts most.
                time = 10 + (paddleTop - s.center.y) / 1000
            }
            guard time >= -0.05 else { continue }
            let x = Autoplayer.fold(s.center.x + s.velocity.dx * max(time, 0), lower: r, upper: game.layout.size.width - r)
            if best == nil || time < best!.time { best = (time, x) }
        }
        guard let (time, landing) = best else { return catchCapsuleX(for: game) ?? game.paddleX }
        // When nothing is close, fetch a capsule on the way.
        if time > 0.8, let capsuleX = catchCapsuleX(for: game) { return capsuleX }
        // Far from the paddle the landing point still moves (a rising ball, a bounce to
        // come): follow it, and plan the shot once the ball is on its way down to it.
        if time > Autoplayer.planningTime { return landing }
        // Planned to the point: the landing x of a ball flying straight wobbles in its last
        // bits from step to step, and the plan is the same.
        let x = landing.rounded()
        let key = targetsKey(for: game)
        if shotsFor == nil || shotsFor!.0 != key || shotsFor!.1 != game.paddleWidth || shots.count >= Autoplayer.maxShots {
            shots.removeAll(keepingCapacity: true)
            shotsFor = (key, game.paddleWidth)
        }
        if let offset = shots[x] { return landing - offset }
        let offset = steeringOffset(for: game, from: x)
        shots[x] = offset
        return landing - offset
    }

    private func targetsKey(for game: Game) -> TargetsKey {
        TargetsKey(level: game.state.levelNumber, bricksBroken: game.state.bricksBroken,
                   breakableLeft: game.state.breakableLeft, field: game.layout.size,
                   aims: game.state.miniGame == nil ? nil : MiniGameRules.aims(in: game)?.bricks,
                   moving: game.physics.bodies.isActive ? game.stepIndex : 0)
    }

    /// The live bricks as rectangles: breakable ones to aim at, the others (grown by the
    /// ball's radius) as walls in the way. A mini-game may name the bricks to aim at
    /// (`MiniGameRules.aims`): every other brick is in the way then, and a direct aim
    /// leaves out the bank shots off the top wall.
    private mutating func currentTargets(for game: Game) -> Targets {
        let key = targetsKey(for: game)
        if let targets, targets.key == key { return targets }
        let r = game.rules.ballRadius
        var breakable: [Rect] = []
        var walls = WallCells(layout: game.layout, radius: r)
        let aims = game.state.miniGame == nil ? nil : MiniGameRules.aims(in: game)
        var stones: [Rect] = []
        for brick in game.state.bricks where brick.isAlive {
            let aimed = aims.map { $0.bricks.contains(brick.id) } ?? brick.kind.isBreakable
            if aimed { breakable.append(game.brickRect(brick.id)) }
            else { walls.add(column: brick.placement.column, row: brick.placement.row) }
            if aims?.stones.contains(brick.id) == true { stones.append(game.brickRect(brick.id)) }
        }
        let aimed = breakable.count
        breakable += stones
        let width = game.layout.size.width
        var images: [(x: Double, y: Double, target: Int)] = []
        images.reserveCapacity(6 * breakable.count)
        for (k, rect) in breakable.enumerated() {
            for ix in [rect.midX, -rect.midX, 2 * width - rect.midX] {
                images.append((ix, rect.midY, k))
                if aims?.direct != true { images.append((ix, -rect.midY, k)) }
            }
        }
        let fresh = Targets(key: key, breakable: breakable, aimed: aimed, walls: walls, images: images)
        targets = fresh
        return fresh
    }

    /// The paddle offset (from the landing point) that sends the ball toward the bricks:
    /// the shortest shot, straight or banked off a wall, that no indestructible brick blocks.
    /// Shots steeper than the rules' minimum angle are left out: `BallRules` would bend them
    /// (a ball sent at a brick straight above leaves at the minimum angle, and can miss the
    /// last bricks for ever).
    private mutating func steeringOffset(for game: Game, from x: Double) -> Double {
        let bounce = game.rules.paddleBounceAngle * Double.pi / 180
        let top = game.paddleRect.minY - game.rules.ballRadius
        let width = game.layout.size.width
        let targets = currentTargets(for: game)
        let walls = targets.walls
        // Within the bounce angle: |atan2(dx, dy)| <= limit, that is |dx| <= tan(limit) * dy.
        let slope = tan(bounce * 0.95)
        let steepest = tan(min(game.rules.minimumAngle * 1.05, game.rules.paddleBounceAngle * 0.9) * Double.pi / 180)
        var best: (distance: Double, dx: Double, dy: Double)?
        for image in targets.images where image.target < targets.aimed {
            let dx = image.x - x, dy = max(top - image.y, 1)
            guard abs(dx) <= slope * dy, abs(dx) >= steepest * dy else { continue }
            let distance = (dx * dx + (top - image.y) * (top - image.y)).squareRoot()
            if let b = best, b.distance <= distance { continue }
            let rect = targets.breakable[image.target]
            guard Autoplayer.shotIsClear(from: x, top, to: image.x, image.y, target: rect, walls: walls, width: width) else { continue }
            best = (distance, dx, dy)
        }
        // Out of reach: the stepping stone nearest the aimed bricks that can be hit, so the
        // ball comes back down nearer them.
        if best == nil && targets.aimed > 0 && targets.aimed < targets.breakable.count {
            let goal = targets.breakable[..<targets.aimed].map(\.midX).reduce(0, +) / Double(targets.aimed)
            var nearest: (gap: Double, dx: Double, dy: Double)?
            for image in targets.images where image.target >= targets.aimed {
                let dx = image.x - x, dy = max(top - image.y, 1)
                guard abs(dx) <= slope * dy else { continue }
                let rect = targets.breakable[image.target]
                let gap = abs(rect.midX - goal)
                if let n = nearest, n.gap <= gap { continue }
                // A stone is among the walls too (the shots at the aimed bricks go round it):
                // the ball reaches it on touching it.
                let touched = rect.insetBy(dx: -game.rules.ballRadius, dy: -game.rules.ballRadius)
                guard Autoplayer.shotIsClear(from: x, top, to: image.x, image.y, target: touched, walls: walls, width: width) else { continue }
                nearest = (gap, dx, dy)
            }
            best = nearest.map { (0, $0.dx, $0.dy) }
        }
        let angle = best.map { atan2($0.dx, $0.dy) }
        guard let angle else { return 0 }
        // The paddle sends the ball off at (offset / half width) x the bounce angle.
        return angle / bounce * game.paddleWidth / 2
    }

    /// Whether the shot from (x0, y0) toward the image point (x1, y1), folded back into the
    /// field at the walls, reaches `target` before any of the bricks in `walls`.
    static func shotIsClear(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double,
                            target: Rect, walls: WallCells, width: Double) -> Bool {
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        let samples = max(8, Int(length / 6))
        for k in 1...samples {
            let t = Double(k) / Double(samples)
            let p = Point(x: fold(x0 + (x1 - x0) * t, lower: 0, upper: width), y: abs(y0 + (y1 - y0) * t))
            if target.containsOnOrInside(p) { return true }
            if walls.blocks(p) { return false }
        }
        return true
    }

    /// The cells of the brick grid that hold a brick no ball breaks, for an O(1) test of
    /// whether a point of a shot (with the ball's radius around it) runs into one.
    struct WallCells: Sendable {
        let columns: Int
        let rows: Int
        let radius: Double
        // The grid's origin and cell pitch, taken from the layout once.
        let left: Double
        let top: Double
        let inversePitchX: Double
        let inversePitchY: Double
        var cells: [Bool]

        init(layout: FieldLayout, radius: Double) {
            columns = layout.columns
            rows = layout.rows
            self.radius = radius
            let size = layout.brickSize, gap = layout.gap
            left = layout.margin
            top = layout.gridTop
            inversePitchX = 1 / (size.width + gap)
            inversePitchY = 1 / (size.height + gap)
            cells = [Bool](repeating: false, count: columns * rows)
        }

        mutating func add(column: Int, row: Int) { cells[row * columns + column] = true }

        /// Whether the ball centred at p touches a wall cell (the gaps count as the cell).
        func blocks(_ p: Point) -> Bool {
            let y0 = (p.y - radius - top) * inversePitchY, y1 = (p.y + radius - top) * inversePitchY
            guard y1 >= 0, y0 < Double(rows) else { return false }
            let x0 = (p.x - radius - left) * inversePitchX, x1 = (p.x + radius - left) * inversePitchX
            guard x1 >= 0, x0 < Double(columns) else { return false }
            let c0 = max(Int(x0.rounded(.down)), 0), c1 = min(Int(x1), columns - 1)
            let r0 = max(Int(y0.rounded(.down)), 0), r1 = min(Int(y1), rows - 1)
            for row in r0...r1 {
                for column in c0...c1 where cells[row * columns + column] { return true }
            }
            return false
        }
    }

    private func aimX(for game: Game) -> Double {
        let alive = game.state.bricks.filter { $0.isAlive && $0.kind.isBreakable }
        guard let brick = alive.first else { return game.paddleX }
        return game.brickRect(brick.id).midX
    }

    private func catchCapsuleX(for game: Game) -> Double? {
        // The lowest good one (a bad extra is left to fall).
        let good = game.state.capsules.compactMap { c in
            c.extra.isMalus ? nil : game.capsuleState(c.id).map { ($0.center.y, $0.center.x) }
        }
        return good.max { $0.0 < $1.0 }.map { Double($0.1) }
    }

    /// x after bouncing between two walls, folded back into lower...upper.
    static func fold(_ x: Double, lower: Double, upper: Double) -> Double {
        let width = upper - lower
        guard width > 0 else { return lower }
        var t = (x - lower).truncatingRemainder(dividingBy: 2 * width)
        if t < 0 { t += 2 * width }
        return lower + (t <= width ? t : 2 * width - t)
    }
}
