import Dynamics

/// Something other than input that changed a recorded game, at a tick (after that many
/// steps). Exactly one of the fields is set.
///
/// ```swift
/// ReplayEvent(tick: 240, rules: newRules)         // the player changed a setting
/// ReplayEvent(tick: 900, rewindTo: 420)            // held R back to step 420
/// ```
struct ReplayEvent: Codable, Hashable, Sendable {
    var tick: Int
    /// New rules (`Game.apply`).
    var rules: GameRules?
    /// A new level source (`Game.setLevels`).
    var levels: LevelSequence?
    /// A new field size (`Game.relayout`).
    var resize: Size?
    /// A rewind to this step (`Game.rewind(toStep:)`).
    var rewindTo: Int?
    /// A new game from level 1 (`Game.restart`).
    var restart: Bool?
    /// A continue bought after game over (`Game.buyContinue`).
    var continued: Bool?
    /// A brick the player had destroyed (`Game.destroyBrick`).
    var destroyedBrick: Int?

    // The rules are written under "settings", as before the split.
    enum CodingKeys: String, CodingKey {
        case tick, levels, resize, rewindTo, restart, continued, destroyedBrick
        case rules = "settings"
    }

    /// The largest field side a replay may ask for, in points.
    static let maxFieldSide = 16_384.0

    init(tick: Int, rules: GameRules? = nil, levels: LevelSequence? = nil, resize: Size? = nil,
                rewindTo: Int? = nil, restart: Bool? = nil, continued: Bool? = nil, destroyedBrick: Int? = nil) {
        self.tick = tick
        self.rules = rules
        self.levels = levels
        self.resize = resize
        self.rewindTo = rewindTo
        self.restart = restart
        self.continued = continued
        self.destroyedBrick = destroyedBrick
    }

    /// What is wrong with the event, or nil.
    var problem: String? {
        let set = [rules != nil, levels != nil, resize != nil, rewindTo != nil, restart != nil, continued != nil, destroyedBrick != nil]
            .filter { $0 }.count
        guard set == 1 else {
            return "an event must set exactly one of settings, levels, resize, rewindTo, restart, continued, destroyedBrick; it sets \(set)"
        }
        if levels?.lacksLevels == true { return "a level list must hold a level" }
        if let size = resize, !(size.width.isFinite && size.height.isFinite && size.width >= 100 && size.height >= 100
                                && size.width <= Self.maxFieldSide && size.height <= Self.maxFieldSide) {
            return "resize must be 100...\(Int(Self.maxFieldSide)) points on each side, got \(size)"
        }
        if let step = rewindTo, step < 0 { return "rewindTo must be 0 or more, got \(step)" }
        if restart == false { return "restart must be true when present" }
        if continued == false { return "continued must be true when present" }
        if let brick = destroyedBrick, brick < 0 { return "destroyedBrick must be 0 or more, got \(brick)" }
        return nil
    }

    /// Does to `game` what the event records.
    func apply(to game: Game) {
        if let rules { game.apply(rules) }
        if let levels { game.setLevels(levels) }
        if let resize { game.relayout(size: resize) }
        if let rewindTo { game.rewind(toStep: rewindTo, ifKept: true) }
        if restart == true { game.restart() }
        if continued == true { game.buyContinue() }
        if let destroyedBrick { game.destroyBrick(destroyedBrick) }
    }
}
