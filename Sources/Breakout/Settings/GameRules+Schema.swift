import Translations
import SettingsKit

/// The game's part of the settings file: the keys `Game` reads, what a replay records and
/// a network duel agrees on. The window's `Settings.schema` joins it with the window's part.
extension GameRules: SettingsRoot {
    public static let schema = SettingsSchema<GameRules>(sections: [
        SettingsSection(name: "level", doc: "Where levels come from and their size. Applies at the next level or restart."),
        SettingsSection(name: "bricks", doc: """
            Shares of special bricks in generated levels, each a fraction of all bricks;
            together at most 1, the rest are normal bricks. Applies at the next level or restart.
            """),
        SettingsSection(name: "ball", doc: "The balls. Applies at once."),
        SettingsSection(name: "gravity", doc: "A constant pull on the balls. Applies at once."),
        SettingsSection(name: "paddle", doc: "The paddle. Applies at once."),
        SettingsSection(name: "push", doc: "Tapping the field pushes the balls away from the tap. Applies at once."),
        SettingsSection(name: "rules", doc: "The rules of play. Applies at once."),
        SettingsSection(name: "display", doc: "How the window shows and sounds the game. Applies at once."),
    ], descriptors: [
        .integer("level.rows", \.brickRows, 1...18, unit: trLater("rows"),
                 doc: "Rows of bricks in a generated level."),
        .integer("level.columns", \.brickColumns, 1...40, unit: trLater("columns"),
                 doc: "Columns of bricks in a generated level."),
        .choice("level.pattern", \.pattern,
                doc: "How the bricks of a generated level are arranged."),
        .choice("level.source", \.levelSource, doc: """
            Where levels come from: "generated" from rows, columns, pattern and [bricks];
            "procedural" a new level from the game's seed; "file" from level.file.
            """),
        .path("level.file", \.levelFile, doc: """
            A level file (this game's format) or an LBreakout2 levelset,
            used when source = "file".
            """),

        .number("bricks.multi_hit", \.multiHitShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that take several hits."),
        .number("bricks.indestructible", \.indestructibleShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks no ball can break (a level is won without them)."),
        .number("bricks.explosive", \.explosiveShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that break their neighbours when they break."),
        .number("bricks.extra_ball", \.extraBallShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that release another ball."),
        .number("bricks.power_up", \.powerUpShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that drop an extra (any of the 30, picked at random)."),

        .integer("ball.count", \.ballCount, 1...8, unit: trLater("balls"),
                 doc: "Balls served at the start of each life."),
        .number("ball.speed", \.ballSpeed, 100...3000, unit: trLater("points/s"),
                doc: "Serve speed; must lie between min_speed and max_speed."),
        .number("ball.min_speed", \.ballMinSpeed, 100...3000, unit: trLater("points/s"),
                doc: "A slower ball is sped up to this; must be below max_speed."),
        .number("ball.max_speed", \.ballMaxSpeed, 100...3000, unit: trLater("points/s"),
                doc: "A faster ball is slowed down to this."),
        .number("ball.radius", \.ballRadius, 2...20, unit: trLater("points"),
                doc: "Radius of a ball."),
        .number("ball.elasticity", \.elasticity, 0.5...1, unit: trLater("fraction of speed kept"),
                doc: "Bounciness: 1 keeps all speed in a bounce, 0.5 keeps half."),
        .number("ball.speed_up_per_minute", \.speedUpPerMinute, 0...1, unit: trLater("fraction of speed per minute"),
                doc: "Speed gained per minute of play, as a fraction of the serve speed."),

        .number("gravity.magnitude", \.gravityMagnitude, 0...2, unit: trLater("x 1000 points/s^2"),
                doc: "Strength of gravity; 0 turns it off."),
        .number("gravity.angle", \.gravityAngle, 0...360, unit: trLater("degrees"),
                doc: "Direction of gravity: 0 = right, 90 = down, 180 = left, 270 = up."),

        .number("paddle.width", \.paddleWidth, 20...400, unit: trLater("points"),
                doc: "Width of the paddle."),
        .choice("paddle.shape", \.paddleShape,
                doc: "Outline of the paddle."),
        .number("paddle.bounce_angle", \.paddleBounceAngle, 10...80, unit: trLater("degrees"),
                doc: "Angle from vertical a ball leaves the paddle's very end at."),

        .number("push.strength", \.pushStrength, 0...1500, unit: trLater("points/s"),
                doc: "Speed change of a push; 0 turns pushing off."),
        .number("push.cooldown", \.pushCooldown, 0...10, unit: trLater("seconds"),
                doc: "Time between two pushes."),

        .choice("rules.difficulty", \.difficulty, doc: """
            How hard the game is, as LBreakoutHD's five: ball speeds and speed-up, paddle
            size, whether bad extras drop, how long extras last, what points are worth
            and the lives (medium plays the settings as they are).
            """),
        .integer("rules.lives", \.lives, 0...12, unit: trLater("lives"), doc: """
            Balls lost before the game is over; 0 gives the difficulty's (kids 9, very
            easy and easy 6, medium 5, hard 4).
            """),
        .number("rules.minimum_angle", \.minimumAngle, 0...30, unit: trLater("degrees"),
                doc: "No ball travels closer than this to horizontal or vertical."),
        .number("rules.stuck_seconds", \.stuckSeconds, 2...60, unit: trLater("seconds"),
                doc: "A ball that touches neither paddle nor brick this long is nudged."),
        .integer("rules.warp_percent", \.warpPercent, 0...100, unit: trLater("percent"), doc: """
            Share of a level's breakable bricks to break before W (or the controller's
            X) warps to the next level; 100 turns warping off.
            """),
        .boolean("rules.bonus_levels", \.bonusLevels, doc: """
            A bonus level, one of the six mini-games, after every four levels; its
            end never costs a life, and the game goes on to the next level.
            """),
        .choice("rules.ball_steering", \.ballSteering, doc: """
            Holding the steer key (Down), the right mouse button or the controller's
            right shoulder or trigger draws the balls toward the paddle while its
            meter lasts (2 s, filling again in 6 s). "auto": on in the game's own and
            generated levels, off in LBreakout2's and LBreakoutHD's sets, as they
            play there.
            """),
        .integer("rules.game_speed", \.gameSpeed, 25...100, unit: trLater("percent"), doc: """
            How fast the game plays, in percent of full speed: everything (balls,
            capsules, extras' time) moves slower, the paddle as fast as ever. A replay
            plays at the speed it was recorded at; a network duel plays at full speed.
            """),
        .number("rules.rewind_seconds", \.rewindSeconds, 0...30, unit: trLater("seconds"),
                doc: "How far back the rewind can go; 0 turns it off."),
        .integer("rules.max_balls", \.maxBalls, 1...200, unit: trLater("balls"), doc: """
            Most balls in play at once: multiball and extra-ball bricks add none
            beyond it (the brick still scores). At least ball.count.
            """),
        .integer("rules.max_capsules", \.maxCapsules, 1...100, unit: trLater("capsules"), doc: """
            Most capsules falling at once: a brick with an extra broken beyond it
            drops none (the brick still scores).
            """),
        .integer("rules.frag_limit", \.fragLimit, 1...99, unit: trLater("frags"),
                 doc: "Frags (balls past the other paddle) that win a duel."),
        .boolean("display.debris", \.debris,
                 doc: "Broken bricks fall as debris that tumbles and fades at the paddle's height (balls pass through)."),
        .boolean("display.tilt_gravity", \.tiltGravity,
                 doc: "Tilting a controller with an accelerometer turns gravity."),
    ], rules: [.minBelowMax, .speedWithinLimits, .sharesAtMostOne, .fileForFileSource, .servedBallsWithinCap])
}
