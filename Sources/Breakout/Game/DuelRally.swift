/// How a duel's rally heats up, so that none lasts for ever. Two paddles that return every
/// ball could keep one ball in play without end: a paddle left where the ball comes back
/// to (the computer's steep returns found it again and again), or two players who never
/// miss. So after `calmSeconds` of one rally the ball leaves each paddle flatter (its least
/// angle from vertical rises from the rules' `minimum_angle` to `hottestAngle`) and flies
/// faster (its top speed rises to `hottestSpeedFactor` times the rules'), reaching the
/// hottest after `heatingSeconds` more; a rally still going at `limitSeconds` is called off
/// and served again by the same player, no frag to either (`RallyCalledAction`).
///
/// All of it follows from the steps since the serve, so it holds the same in a replay, a
/// rewind and a network game, and adds nothing to the state.
///
/// ```swift
/// DuelRally.heat(seconds: 5)    // 0: as served
/// DuelRally.heat(seconds: 18)   // 0.5
/// ```
enum DuelRally {
    static let calmSeconds = 8.0
    static let heatingSeconds = 20.0
    /// The least angle from vertical at the hottest, in degrees.
    static let hottestAngle = 35.0
    static let hottestSpeedFactor = 1.8
    static let limitSeconds = 75.0

    /// 0 while the rally is calm, rising to 1 at its hottest.
    static func heat(seconds: Double) -> Double {
        min(max((seconds - calmSeconds) / heatingSeconds, 0), 1)
    }

    /// The least angle from vertical a ball leaves at, in degrees, `seconds` into a rally.
    static func leastAngle(_ rules: GameRules, seconds: Double) -> Double {
        rules.minimumAngle + (max(hottestAngle, rules.minimumAngle) - rules.minimumAngle) * heat(seconds: seconds)
    }

    /// Seconds since the rally in `game` was served.
    static func seconds(of game: Game) -> Double {
        Double(game.stepIndex - game.state.servedAtStep) / Double(Game.stepsPerSecond)
    }

    static var limitSteps: Int { Int(limitSeconds * Double(Game.stepsPerSecond)) }
}
