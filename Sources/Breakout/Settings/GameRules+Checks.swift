import SettingsKit
import Translations

/// The game's checks across several settings (see `SettingsRule`).
extension SettingsRule where Root == GameRules {
    private static func plain(_ value: Double) -> String { SettingKind.plain(value) }

    /// The speeds' range in the file (`GameRules.schema`), and the least gap a repair leaves
    /// between min_speed and max_speed.
    private static let speeds = 100.0...3000.0
    private static let speedGap = 50.0

    static let minBelowMax = SettingsRule(keys: ["ball.min_speed", "ball.max_speed"], repair: { s, _, changed in
        if changed == "ball.min_speed" {
            guard s.ballMinSpeed + speedGap <= speeds.upperBound else { return nil }
            s.ballMaxSpeed = max(s.ballMaxSpeed, s.ballMinSpeed + speedGap)
            return ["ball.max_speed"]
        }
        guard s.ballMaxSpeed - speedGap >= speeds.lowerBound else { return nil }
        s.ballMinSpeed = min(s.ballMinSpeed, s.ballMaxSpeed - speedGap)
        return ["ball.min_speed"]
    }) { s, present in
        guard s.ballMinSpeed >= s.ballMaxSpeed else { return nil }
        let (low, high) = (plain(s.ballMinSpeed), plain(s.ballMaxSpeed))
        if present.contains("ball.min_speed") || !present.contains("ball.max_speed") {
            return SettingsProblem(key: "ball.min_speed", message: tr("%1$s is not below ball.max_speed = %2$s", low, high),
                                   allowed: tr("less than ball.max_speed"))
        }
        return SettingsProblem(key: "ball.max_speed", message: tr("%1$s is not above ball.min_speed = %2$s", high, low),
                               allowed: tr("more than ball.min_speed"))
    }

    static let speedWithinLimits = SettingsRule(keys: ["ball.speed", "ball.min_speed", "ball.max_speed"], repair: { s, _, changed in
        // The serve speed carries the limit it crosses; a limit carries the serve speed.
        if changed == "ball.speed" {
            if s.ballSpeed > s.ballMaxSpeed {
                s.ballMaxSpeed = s.ballSpeed
                return ["ball.max_speed"]
            }
            s.ballMinSpeed = s.ballSpeed
            return ["ball.min_speed"]
        }
        s.ballSpeed = min(max(s.ballSpeed, s.ballMinSpeed), s.ballMaxSpeed)
        return ["ball.speed"]
    }) { s, present in
        // With the limits crossed, minBelowMax already says what is wrong.
        guard s.ballMinSpeed < s.ballMaxSpeed,
              !(s.ballMinSpeed...s.ballMaxSpeed).contains(s.ballSpeed) else { return nil }
        let (speed, low, high) = (plain(s.ballSpeed), plain(s.ballMinSpeed), plain(s.ballMaxSpeed))
        if present.contains("ball.speed") {
            return SettingsProblem(key: "ball.speed", message: tr("%s is not between ball.min_speed and ball.max_speed", speed),
                                   allowed: "\(low)...\(high) " + tr("points/s"))
        }
        if s.ballSpeed < s.ballMinSpeed {
            return SettingsProblem(key: "ball.min_speed", message: tr("%1$s is above ball.speed = %2$s", low, speed),
                                   allowed: tr("at most ball.speed"))
        }
        return SettingsProblem(key: "ball.max_speed", message: tr("%1$s is below ball.speed = %2$s", high, speed),
                               allowed: tr("at least ball.speed"))
    }

    private static let shareKeys = ["bricks.multi_hit", "bricks.indestructible", "bricks.explosive", "bricks.extra_ball", "bricks.power_up"]

    static let sharesAtMostOne = SettingsRule(keys: shareKeys, repair: { s, _, changed in
        // The other shares shrink in proportion to make room for the one changed.
        guard let own = shareKeys.firstIndex(of: changed) else { return nil }
        var values = [s.multiHitShare, s.indestructibleShare, s.explosiveShare, s.extraBallShare, s.powerUpShare]
        let others = values.indices.filter { $0 != own && values[$0] > 0 }
        let total = others.map { values[$0] }.reduce(0, +)
        guard total > 0 else { return nil }
        let factor = max(0, 1 - values[own]) / total
        for k in others { values[k] = (values[k] * factor * 1000).rounded(.down) / 1000 }
        (s.multiHitShare, s.indestructibleShare, s.explosiveShare, s.extraBallShare, s.powerUpShare) = (values[0], values[1], values[2], values[3], values[4])
        return others.map { shareKeys[$0] }
    }) { s, _ in
        let sum = s.multiHitShare + s.indestructibleShare + s.explosiveShare + s.extraBallShare + s.powerUpShare
        // A little slack so that 0.1 + 0.2 + 0.7 (1.0000000000000002) passes.
        guard sum > 1 + 1e-9 else { return nil }
        let rounded = (sum * 10_000).rounded() / 10_000
        return SettingsProblem(key: "bricks", message: tr("the shares add up to %s", plain(rounded)),
                               allowed: tr("a sum of at most 1"))
    }

    static let fileForFileSource = SettingsRule(keys: ["level.source", "level.file"]) { s, present in
        guard s.levelSource == .file, s.levelFile.isEmpty else { return nil }
        let key = present.contains("level.source") ? "level.source" : "level.file"
        return SettingsProblem(key: key, message: tr("source \"file\" needs a level.file"),
                               allowed: tr("a level file's path in level.file, or another source"))
    }

    static let servedBallsWithinCap = SettingsRule(keys: ["ball.count", "rules.max_balls"], repair: { s, _, changed in
        if changed == "ball.count" {
            s.maxBalls = s.ballCount
            return ["rules.max_balls"]
        }
        s.ballCount = s.maxBalls
        return ["ball.count"]
    }) { s, present in
        guard s.ballCount > s.maxBalls else { return nil }
        if present.contains("rules.max_balls") {
            return SettingsProblem(key: "rules.max_balls", message: tr("%1$d is below ball.count = %2$d", s.maxBalls, s.ballCount),
                                   allowed: tr("at least ball.count"))
        }
        return SettingsProblem(key: "ball.count", message: tr("%1$d is above rules.max_balls = %2$d", s.ballCount, s.maxBalls),
                               allowed: tr("at most rules.max_balls"))
    }
}
