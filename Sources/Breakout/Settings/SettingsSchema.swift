/// The settings table: every key of the settings file, in file order, with its section's
/// description. Parsing, checking, the comments of `Config/breakout.toml`, writing back
/// and the settings panel all use it, so a new setting is one new line here.
///
/// ```swift
/// for descriptor in SettingsSchema.descriptors where descriptor.section == "ball" {
///     print(descriptor.key, descriptor.allowed)   // ball.count 1...8 balls, ...
/// }
/// ```
public enum SettingsSchema {
    /// A TOML section: its name and what it is for.
    struct Section: Hashable, Sendable {
        let name: String
        let doc: String
    }

    static let sections: [Section] = [
        Section(name: "level", doc: "Where levels come from and their size. Applies at the next level or restart."),
        Section(name: "bricks", doc: """
            Shares of special bricks in generated levels, each a fraction of all bricks;
            together at most 1, the rest are normal bricks. Applies at the next level or restart.
            """),
        Section(name: "ball", doc: "The balls. Applies at once."),
        Section(name: "gravity", doc: "A constant pull on the balls. Applies at once."),
        Section(name: "paddle", doc: "The paddle. Applies at once."),
        Section(name: "push", doc: "Tapping the field pushes the balls away from the tap. Applies at once."),
        Section(name: "rules", doc: "The rules of play. Applies at once."),
        Section(name: "display", doc: "How the window shows and sounds the game. Applies at once."),
        Section(name: "players", doc: "Who plays: the names the high-score charts and the hot-seat show. Applies at once."),
        Section(name: "controls", doc: "How the mouse and the keys move the paddle. Applies at once."),
        Section(name: "keys", doc: """
            The key for each action, by its name (the Controls page sets them by a key press).
            No key may do two things. F11 (and Alt+Enter) toggles fullscreen on every screen.
            """ + "\n" + KeyName.listText),
        Section(name: "pad", doc: """
            The game controller's button for each action (the Controls page sets them by a
            press). No button may do two things. The left stick moves the paddle too.
            """ + "\n" + PadButtonName.listText),
    ]

    static let descriptors: [SettingDescriptor] = [
        .integer("level.rows", \.rules.brickRows, 1...18, unit: trLater("rows"),
                 doc: "Rows of bricks in a generated level."),
        .integer("level.columns", \.rules.brickColumns, 1...40, unit: trLater("columns"),
                 doc: "Columns of bricks in a generated level."),
        .choice("level.pattern", \.rules.pattern,
                doc: "How the bricks of a generated level are arranged."),
        .choice("level.source", \.rules.levelSource, doc: """
            Where levels come from: "generated" from rows, columns, pattern and [bricks];
            "procedural" a new level from the game's seed; "file" from level.file.
            """),
        .path("level.file", \.rules.levelFile, doc: """
            A level file (this game's format) or an LBreakout2 levelset,
            used when source = "file".
            """),

        .number("bricks.multi_hit", \.rules.multiHitShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that take several hits."),
        .number("bricks.indestructible", \.rules.indestructibleShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks no ball can break (a level is won without them)."),
        .number("bricks.explosive", \.rules.explosiveShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that break their neighbours when they break."),
        .number("bricks.extra_ball", \.rules.extraBallShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that release another ball."),
        .number("bricks.power_up", \.rules.powerUpShare, 0...1, unit: trLater("fraction of bricks"),
                doc: "Bricks that drop an extra (any of the 30, picked at random)."),

        .integer("ball.count", \.rules.ballCount, 1...8, unit: trLater("balls"),
                 doc: "Balls served at the start of each life."),
        .number("ball.speed", \.rules.ballSpeed, 100...3000, unit: trLater("points/s"),
                doc: "Serve speed; must lie between min_speed and max_speed."),
        .number("ball.min_speed", \.rules.ballMinSpeed, 100...3000, unit: trLater("points/s"),
                doc: "A slower ball is sped up to this; must be below max_speed."),
        .number("ball.max_speed", \.rules.ballMaxSpeed, 100...3000, unit: trLater("points/s"),
                doc: "A faster ball is slowed down to this."),
        .number("ball.radius", \.rules.ballRadius, 2...20, unit: trLater("points"),
                doc: "Radius of a ball."),
        .number("ball.elasticity", \.rules.elasticity, 0.5...1, unit: trLater("fraction of speed kept"),
                doc: "Bounciness: 1 keeps all speed in a bounce, 0.5 keeps half."),
        .number("ball.speed_up_per_minute", \.rules.speedUpPerMinute, 0...1, unit: trLater("fraction of speed per minute"),
                doc: "Speed gained per minute of play, as a fraction of the serve speed."),

        .number("gravity.magnitude", \.rules.gravityMagnitude, 0...2, unit: trLater("x 1000 points/s^2"),
                doc: "Strength of gravity; 0 turns it off."),
        .number("gravity.angle", \.rules.gravityAngle, 0...360, unit: trLater("degrees"),
                doc: "Direction of gravity: 0 = right, 90 = down, 180 = left, 270 = up."),

        .number("paddle.width", \.rules.paddleWidth, 20...400, unit: trLater("points"),
                doc: "Width of the paddle."),
        .choice("paddle.shape", \.rules.paddleShape,
                doc: "Outline of the paddle."),
        .number("paddle.bounce_angle", \.rules.paddleBounceAngle, 10...80, unit: trLater("degrees"),
                doc: "Angle from vertical a ball leaves the paddle's very end at."),

        .number("push.strength", \.rules.pushStrength, 0...1500, unit: trLater("points/s"),
                doc: "Speed change of a push; 0 turns pushing off."),
        .number("push.cooldown", \.rules.pushCooldown, 0...10, unit: trLater("seconds"),
                doc: "Time between two pushes."),

        .choice("rules.difficulty", \.rules.difficulty, doc: """
            How hard the game is, as LBreakoutHD's five: ball speeds and speed-up, paddle
            size, whether bad extras drop, how long extras last, what points are worth
            and the lives (medium plays the settings as they are).
            """),
        .integer("rules.lives", \.rules.lives, 0...12, unit: trLater("lives"), doc: """
            Balls lost before the game is over; 0 gives the difficulty's (kids 9, very
            easy and easy 6, medium 5, hard 4).
            """),
        .number("rules.minimum_angle", \.rules.minimumAngle, 0...30, unit: trLater("degrees"),
                doc: "No ball travels closer than this to horizontal or vertical."),
        .number("rules.stuck_seconds", \.rules.stuckSeconds, 2...60, unit: trLater("seconds"),
                doc: "A ball that touches neither paddle nor brick this long is nudged."),
        .integer("rules.warp_percent", \.rules.warpPercent, 0...100, unit: trLater("percent"), doc: """
            Share of a level's breakable bricks to break before W (or the controller's
            X) warps to the next level; 100 turns warping off.
            """),
        .boolean("rules.bonus_levels", \.rules.bonusLevels, doc: """
            A bonus level, one of the six mini-games, after every four levels; its
            end never costs a life, and the game goes on to the next level.
            """),
        .choice("rules.ball_steering", \.rules.ballSteering, doc: """
            Holding the steer key (Down), the right mouse button or the controller's
            right shoulder or trigger draws the balls toward the paddle while its
            meter lasts (2 s, filling again in 6 s). "auto": on in the game's own and
            generated levels, off in LBreakout2's and LBreakoutHD's sets, as they
            play there.
            """),
        .integer("rules.game_speed", \.rules.gameSpeed, 25...100, unit: trLater("percent"), doc: """
            How fast the game plays, in percent of full speed: everything (balls,
            capsules, extras' time) moves slower, the paddle as fast as ever. A replay
            plays at the speed it was recorded at; a network duel plays at full speed.
            """),
        .number("rules.rewind_seconds", \.rules.rewindSeconds, 0...30, unit: trLater("seconds"),
                doc: "How far back the rewind can go; 0 turns it off."),
        .integer("rules.max_balls", \.rules.maxBalls, 1...200, unit: trLater("balls"), doc: """
            Most balls in play at once: multiball and extra-ball bricks add none
            beyond it (the brick still scores). At least ball.count.
            """),
        .integer("rules.max_capsules", \.rules.maxCapsules, 1...100, unit: trLater("capsules"), doc: """
            Most capsules falling at once: a brick with an extra broken beyond it
            drops none (the brick still scores).
            """),
        .integer("rules.frag_limit", \.rules.fragLimit, 1...99, unit: trLater("frags"),
                 doc: "Frags (balls past the other paddle) that win a duel."),

        .choice("display.language", \.display.language, doc: """
            The language of the game's text: "system" follows LANGUAGE, LC_ALL,
            LC_MESSAGES and LANG; "en", "de" (Deutsch), "fr" (français), "es" (español),
            "ru" (русский) or "sv" (svenska) choose one.
            """),
        .name("display.theme", \.display.theme, doc: """
            How the game looks: "default" (the game's own, drawn when it starts), "flat"
            (plain shapes, the fastest), or an installed theme: LBreakoutHD's "Standard",
            LBreakout2's "LBreakout2", "AbsoluteB", "Classic", "Moiree" and "Oz", or a
            folder in ~/.local/share/breakout/themes.
            """),
        .boolean("display.theme_sounds", \.display.themeSounds,
                 doc: "Play the theme's own recorded sounds, where it has them, instead of the synthesized ones."),
        .choice("display.animation", \.display.animationStyle,
                doc: "How a hit brick is animated."),
        .boolean("display.reduce_flashing", \.display.reduceFlashing, doc: """
            Calmer effects for players sensitive to flashing: a hit brick neither flashes
            white nor shakes ("flash" plays as "fade"), nothing blinks (an extra running
            out, the extra floor), and explosions glow softly.
            """),
        .boolean("display.brick_patterns", \.display.brickPatterns, doc: """
            Draw each kind of brick with a pattern of its own (pips for hits left, a
            cross for indestructible, a star for explosive...), so kinds are told apart
            without their colours.
            """),
        .integer("display.interface_scale", \.display.interfaceScale, 100...200, unit: trLater("percent"), doc: """
            How large the text, the status band, the menus and the panels are drawn: 150
            makes them half as large again. The window still holds every screen: a
            small window gets as much of the scale as it has room for.
            """),
        .boolean("display.sound", \.display.sound, doc: "Play sounds."),
        .integer("display.volume", \.display.volume, 0...100, unit: trLater("percent"),
                 doc: "How loud the sounds play: 0 is silence, 100 their full loudness."),
        .boolean("display.speech", \.display.speech, doc: """
            Now and then say "very good" or "excellent" for a level cleared without
            a life lost (the theme's recordings; the game's own sounds have no speech).
            """),
        .boolean("display.bad_speech", \.display.badSpeech,
                 doc: "With speech on, now and then say \"damn\" or \"dammit\" for a life lost."),
        .boolean("display.show_fps", \.display.showFPS, doc: "Show frames per second in a corner."),
        .boolean("display.debris", \.rules.debris,
                 doc: "Broken bricks fall as debris that piles up on the floor and fades (balls pass through)."),
        .boolean("display.tilt_gravity", \.rules.tiltGravity,
                 doc: "Tilting a controller with an accelerometer turns gravity."),

    ] + (1...4).map { k in
        SettingDescriptor.name("players.name_\(k)", \.display.playerNames[k - 1], doc: k == 1
            ? "Your name in the high-score charts (and the hot-seat's first player's)."
            : "The hot-seat's player \(k).")
    } + [
        .choice("controls.mouse", \.display.mouseMode, doc: """
            "absolute": the paddle follows the pointer across the field. "relative": the
            pointer is captured while a game runs (and let go in menus and pauses), and
            the mouse's motion moves the paddle, by sensitivity.
            """),
        .number("controls.mouse_sensitivity", \.display.mouseSensitivity, 0.25...4, unit: trLater("x the mouse's motion"),
                doc: "Relative mouse: how far the paddle moves for the mouse's motion."),
        .boolean("controls.invert_mouse", \.display.invertMouse,
                 doc: "Relative mouse: the paddle moves against the mouse."),
        .number("controls.key_speed", \.display.keySpeed, 100...3000, unit: trLater("points/s"),
                doc: "How fast the keys and a controller's stick move the paddle (the field is 800 points wide)."),
    ] + ControlAction.allCases.map { action in
        .binding(action.keySetting, kind: .key, \Settings.display.keys, action.key, doc: action.docLine)
    } + ControlAction.allCases.compactMap { action in
        action.button.map { .binding("pad." + action.rawValue, kind: .padButton, \Settings.display.padButtons, $0, doc: action.docLine) }
    }

    /// The sections only the window reads: how the game looks, sounds and is controlled.
    static let windowSections: Set<String> = ["display", "players", "controls", "keys", "pad"]
    /// Keys of `[display]` that `Game` reads all the same: they move things in the field.
    static let gameKeysInDisplay: Set<String> = ["display.debris", "display.tilt_gravity"]

    /// The keys `Game` reads, the `GameRules` (a replay records these).
    static let ruleDescriptors = descriptors.filter(\.isRule)

    /// The descriptor for "section.name", if there is one.
    public static func descriptor(for key: String) -> SettingDescriptor? {
        descriptors.first { $0.key == key }
    }

    static func isSection(_ name: String) -> Bool {
        sections.contains { $0.name == name }
    }

    /// The known key nearest to a misspelt one, e.g. "ball.speed" for "ball.sped" or
    /// "paddle.width" for "width"; nil when nothing is close.
    static func closestKey(to key: String) -> String? {
        let name = key.split(separator: ".").last.map(String.init) ?? key
        let scored = descriptors.map { descriptor in
            // A bare or misplaced name ("width", "ball.width") still finds "paddle.width".
            let distance = min(
                EditDistance.between(key, descriptor.key),
                EditDistance.between(name, descriptor.name) + 1)
            return (descriptor.key, distance)
        }
        return closest(scored, to: key)
    }

    /// The known section nearest to a misspelt one, e.g. "ball" for "bal".
    static func closestSection(to name: String) -> String? {
        closest(sections.map { ($0.name, EditDistance.between(name, $0.name)) }, to: name)
    }

    /// The best candidate if it is near enough: a third of the word may be wrong, at least 2 letters.
    private static func closest(_ scored: [(String, Int)], to word: String) -> String? {
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }
}
