/// How a physical brick is held: a brick with a mount is a body in the engine that swings,
/// slides, turns or falls, instead of a fixed boundary in the grid. Lengths are in rows of
/// the level's grid (a row is a brick's height and the gap below it) and speeds in columns
/// or degrees per second, so a level looks the same on any field.
///
/// ```swift
/// var brick = BrickPlacement(column: 3, row: 1, kind: .normal)
/// brick.mount = .hang(length: 2)        // a pendulum from a pivot 2 rows above it
/// brick.mount = .rail(from: 0, to: 6, speed: 2)
/// ```
public enum BrickMount: Hashable, Codable, Sendable {
    /// Hangs on a rigid rod from a pivot `length` rows above the middle of its top edge: a
    /// pendulum.
    case hang(length: Double)
    /// Hangs on a spring from a pivot `length` rows above it (the spring's length at rest),
    /// bouncing at `frequency` Hz, its bounce dying away by `damping` (0 none ... 1 at once).
    case spring(length: Double, frequency: Double, damping: Double)
    /// Hangs on a rod from the nearest brick above it in its column: a link of a chain. When
    /// that brick is fixed, from the middle of its bottom edge; when it is physical, from
    /// that brick, so links hang from links.
    case chain
    /// A free box under gravity: rests on what is below it and falls when that goes.
    case box
    /// Joined rigidly to its physical neighbours (left, right, above, below): they move as
    /// one. A group with no other mount falls as one box.
    case weld
    /// Slides along its row, its centre between the centres of columns `from` and `to`
    /// (0-based, in order); driven at `speed` columns per second back and forth, or free
    /// (speed 0) to be pushed.
    case rail(from: Int, to: Int, speed: Double)
    /// Pinned at its centre, turning at `speed` degrees per second (clockwise; negative
    /// turns the other way), or free to be spun (speed 0).
    case spin(speed: Double)

    /// The word for the mount in level files.
    var name: String {
        switch self {
        case .hang: return "hang"
        case .spring: return "spring"
        case .chain: return "chain"
        case .box: return "box"
        case .weld: return "weld"
        case .rail: return "rail"
        case .spin: return "spin"
        }
    }

    /// Every mount's word, in the documented order.
    static let names = ["hang", "spring", "chain", "box", "weld", "rail", "spin"]

    /// One number a mount takes: its key in level files, what it may be and its default.
    struct Parameter: Sendable {
        let key: String
        let range: ClosedRange<Double>
        let defaultValue: Double
        /// Column numbers: whole, and 1-based in files.
        var isColumn = false
    }

    /// The numbers each mount takes, in the order files write them.
    static func parameters(of name: String) -> [Parameter] {
        switch name {
        case "hang": return [Parameter(key: "length", range: 0.5...20, defaultValue: 2)]
        case "spring": return [Parameter(key: "length", range: 0.5...20, defaultValue: 2),
                               Parameter(key: "frequency", range: 0.2...10, defaultValue: 1.5),
                               Parameter(key: "damping", range: 0...1, defaultValue: 0.1)]
        case "rail": return [Parameter(key: "from", range: 1...Double(LevelLimits.maxColumns), defaultValue: 1, isColumn: true),
                             Parameter(key: "to", range: 1...Double(LevelLimits.maxColumns), defaultValue: 1, isColumn: true),
                             Parameter(key: "speed", range: 0...20, defaultValue: 0)]
        case "spin": return [Parameter(key: "speed", range: -720...720, defaultValue: 90)]
        default: return []
        }
    }

    /// The mount's numbers in `parameters(of:)` order (columns 1-based, as files write them).
    var values: [Double] {
        switch self {
        case let .hang(length): return [length]
        case let .spring(length, frequency, damping): return [length, frequency, damping]
        case let .rail(from, to, speed): return [Double(from + 1), Double(to + 1), speed]
        case let .spin(speed): return [speed]
        case .chain, .box, .weld: return []
        }
    }

    /// The mount called `name` with `values` in `parameters(of:)` order (columns 1-based);
    /// nil for an unknown name or the wrong count of values.
    init?(name: String, values: [Double]) {
        guard values.count == BrickMount.parameters(of: name).count else { return nil }
        switch name {
        case "hang": self = .hang(length: values[0])
        case "spring": self = .spring(length: values[0], frequency: values[1], damping: values[2])
        case "chain": self = .chain
        case "box": self = .box
        case "weld": self = .weld
        case "rail": self = .rail(from: Int(values[0]) - 1, to: Int(values[1]) - 1, speed: values[2])
        case "spin": self = .spin(speed: values[0])
        default: return nil
        }
    }

    /// What is wrong with this mount on a brick in `cell` of a `columns`-wide level, or nil:
    /// every number in its range, a rail's ends in the level and around the brick.
    func problem(at cell: GridCell, columns: Int) -> String? {
        for (parameter, value) in zip(BrickMount.parameters(of: name), values) {
            guard value.isFinite, parameter.range.contains(value), !parameter.isColumn || value == value.rounded() else {
                return "\(name) \(parameter.key) must be \(BrickMount.describe(parameter.range, whole: parameter.isColumn)), got \(BrickMount.format(value))"
            }
        }
        if case let .rail(from, to, _) = self {
            guard to < columns else { return "rail to must be a column of the level, 1...\(columns), got \(to + 1)" }
            guard from <= cell.column, cell.column <= to else {
                return "rail from=\(from + 1) to=\(to + 1) must hold the brick's own column \(cell.column + 1) (from <= \(cell.column + 1) <= to)"
            }
        }
        return nil
    }

    /// The mount with its main number `notches` notches on (negative: down), within its
    /// range: a rod's or a spring's length by half a row, a rail's speed by half a column per
    /// second, a spinner's by 15 degrees per second. Mounts without a number stay as they are.
    func adjusted(by notches: Int) -> BrickMount {
        func step(_ value: Double, _ notch: Double, _ range: ClosedRange<Double>) -> Double {
            min(max(value + Double(notches) * notch, range.lowerBound), range.upperBound)
        }
        switch self {
        case let .hang(length): return .hang(length: step(length, 0.5, 0.5...20))
        case let .spring(length, frequency, damping): return .spring(length: step(length, 0.5, 0.5...20), frequency: frequency, damping: damping)
        case let .rail(from, to, speed): return .rail(from: from, to: to, speed: step(speed, 0.5, 0...20))
        case let .spin(speed): return .spin(speed: step(speed, 15, -720...720))
        case .chain, .box, .weld: return self
        }
    }

    /// A number as files write it: whole numbers without a decimal point.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func describe(_ range: ClosedRange<Double>, whole: Bool) -> String {
        "\(whole ? "a whole number " : "")\(format(range.lowerBound))...\(format(range.upperBound))"
    }
}
