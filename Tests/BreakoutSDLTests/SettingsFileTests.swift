@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import TestSupport
import Testing

@Suite struct SettingsFileTests {
    let path = "/home/u/.config/breakout/breakout.toml"

    func problems(_ text: String) -> [String] {
        SettingsFile.parse(text: text, path: path, lastGood: Settings()).problems.map(\.description)
    }

    @Test func validPartialFileSetsItsKeysAndKeepsDefaultsForTheRest() {
        let text = """
            [ball]
            speed = 600          # integers are fine for numbers
            count = 3
            [paddle]
            shape = "oval"
            [display]
            sound = false
            """
        var lastGood = Settings()
        lastGood.rules.lives = 9
        lastGood.rules.ballRadius = 12
        let result = SettingsFile.parse(text: text, path: path, lastGood: lastGood)
        var expected = Settings()
        expected.rules.ballSpeed = 600
        expected.rules.ballCount = 3
        expected.rules.paddleShape = .oval
        expected.display.sound = false
        #expect(result.problems == [])
        #expect(result.isValid)
        #expect(result.settings == expected)
    }

    @Test func outOfRangeNamesFileLineKeyAndRangeWithUnit() {
        let text = """
            # my settings

            [ball]
            count = 2
            speed = 5000
            [level]
            rows = 0
            """
        #expect(problems(text) == [
            "\(path):5: ball.speed: 5000 is out of range (allowed: 100...3000 points/s)",
            "\(path):7: level.rows: 0 is out of range (allowed: 1...18 rows)",
        ])
    }

    @Test func wrongTypesSayWhatWasExpected() {
        let text = """
            [ball]
            speed = "fast"
            count = 2.5
            [display]
            sound = "yes"
            [level]
            file = 7
            rows = [1, 2]
            """
        #expect(problems(text) == [
            "\(path):2: ball.speed: \"fast\" is not a number (allowed: 100...3000 points/s)",
            "\(path):3: ball.count: 2.5 is not a whole number (allowed: 1...8 balls)",
            "\(path):5: display.sound: \"yes\" is not true or false (allowed: true, false)",
            "\(path):7: level.file: 7 is not a quoted string (allowed: a file path in quotes, or \"\" for none)",
            "\(path):8: level.rows: [1, 2] is not a whole number (allowed: 1...18 rows)",
        ])
    }

    @Test func unknownEnumValueListsTheChoices() {
        let text = """
            [paddle]
            width = 120.0
            shape = "hexagon"   # not a shape
            """
        #expect(problems(text) == [
            "\(path):3: paddle.shape: \"hexagon\" is not one of the choices (allowed: \"rectangle\", \"oval\")",
        ])
    }

    /// A line that does not read costs only its own key: it keeps its last good value, the
    /// file's other keys apply, and the problem names the line and column.
    @Test func aSyntaxErrorCostsOnlyItsLine() throws {
        var lastGood = Settings()
        lastGood.rules.lives = 5
        lastGood.rules.ballRadius = 9
        let text = "[ball]\nspeed = 600.0\nradius = = 3\n[rules]\nlives = 4\n"
        let result = SettingsFile.parse(text: text, path: path, lastGood: lastGood)
        #expect(result.settings.rules.ballRadius == 9)
        #expect(result.settings.rules.ballSpeed == 600 && result.settings.rules.lives == 4)
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.line == 3)
        #expect(problem.column != nil)
        #expect(problem.key == nil)
        #expect(problem.description.hasPrefix("\(path):3:\(problem.column!): syntax error: "))
        // Two broken lines: each is named, and the rest still reads.
        let two = SettingsFile.parse(text: "[ball]\nspeed = 45o\ncount = 2\nradius = \n", path: path, lastGood: lastGood)
        #expect(two.problems.map(\.line) == [2, 4])
        #expect(two.settings.rules.ballCount == 2 && two.settings.rules.ballRadius == 9 && two.settings.rules.ballSpeed == 450)
        // A string that never closes takes the file's shape with it: the last good settings stay whole.
        let lost = SettingsFile.parse(text: "[ball]\ncount = 2\n[display]\ntheme = \"\"\"open\n", path: path, lastGood: lastGood)
        #expect(!lost.problems.isEmpty && lost.settings.rules.lives == 5)
    }

    /// Issue 63: a line nested 100,000 deep (a dotted key, a header) crashed the game. It is
    /// a syntax error of its own line now: named with the file, line and column, the rest of
    /// the file applies.
    @Test(arguments: ["a." , "[a."])
    func aLineNestedAHundredThousandDeepCostsOnlyItsLine(form: String) throws {
        let deep = form.hasPrefix("[")
            ? "[" + Array(repeating: "a", count: 100_000).joined(separator: ".") + "]"
            : Array(repeating: "a", count: 100_000).joined(separator: ".") + " = 1"
        let text = "[rules]\nlives = 4\n" + deep + "\n[ball]\nspeed = 600.0\n"
        let result = SettingsFile.parse(text: text, path: path, lastGood: Settings())
        let problem = try #require(result.problems.first)
        #expect(problem.line == 3)
        #expect(problem.description.hasPrefix("\(path):3:"), "\(problem.description.prefix(200))")
        #expect(problem.description.contains("nest more than 128 deep"))
        #expect(result.settings.rules.lives == 4 && result.settings.rules.ballSpeed == 600)
    }

    /// The player's case: one typo among good keys. The typo is named, and every good key
    /// (their level set, show_fps) applies.
    @Test func aTypoAmongGoodKeysCostsOnlyTheTypo() {
        let text = """
            [level]
            source = "file"
            file = "/home/u/levels/mine.level"

            [ball]
            sped = 500.0

            [display]
            show_fps = true
            """
        let result = SettingsFile.parse(text: text, path: path, lastGood: Settings())
        #expect(result.problems.map(\.description) == ["\(path):6: ball.sped: unknown key (did you mean ball.speed?)"])
        #expect(result.settings.rules.levelSource == .file && result.settings.rules.levelFile == "/home/u/levels/mine.level")
        #expect(result.settings.display.showFPS)
    }

    @Test func unquotedChoiceIsASyntaxError() {
        let lines = problems("[paddle]\nshape = oval\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(path):2:") == true)
        #expect(lines.first?.contains("syntax error") == true)
    }

    @Test func unknownKeysAndSectionsSuggestTheClosestValidName() {
        let text = """
            [ball]
            sped = 500.0
            colour = "red"

            [bal]
            speed = 500.0

            [graphics]
            vsync = true
            """
        #expect(problems(text) == [
            "\(path):2: ball.sped: unknown key (did you mean ball.speed?)",
            "\(path):3: ball.colour: unknown key (allowed: count, speed, min_speed, max_speed, radius, elasticity, speed_up_per_minute)",
            "\(path):5: [bal]: unknown section (did you mean [ball]?)",
            "\(path):8: [graphics]: unknown section (allowed: [level], [bricks], [ball], [gravity], [paddle], [push], [rules], [display], [players], [controls], [keys], [pad], [network], [online])",
        ])
    }

    @Test func keyOutsideAnySectionIsUnknownWithSuggestion() {
        #expect(problems("lives = 5\n") == ["\(path):1: lives: unknown key (did you mean rules.lives?)"])
        #expect(problems("ball = 5\n") == ["\(path):1: ball: 5 is not a section (allowed: a [ball] table)"])
    }

    @Test func crossFieldRulesReportAtTheKeyTheFileSets() {
        #expect(problems("[ball]\nmin_speed = 1000.0\n") == [
            "\(path):2: ball.min_speed: 1000 is not below ball.max_speed = 900 (allowed: less than ball.max_speed)",
        ])
        #expect(problems("[ball]\n\nmax_speed = 200.0\n") == [
            "\(path):3: ball.max_speed: 200 is not above ball.min_speed = 300 (allowed: more than ball.min_speed)",
        ])
        #expect(problems("[ball]\nspeed = 950.0\n") == [
            "\(path):2: ball.speed: 950 is not between ball.min_speed and ball.max_speed (allowed: 300...900 points/s)",
        ])
        #expect(problems("[ball]\nmax_speed = 400.0\n") == [
            "\(path):2: ball.max_speed: 400 is below ball.speed = 450 (allowed: at least ball.speed)",
        ])
        #expect(problems("[level]\nsource = \"file\"\n") == [
            "\(path):2: level.source: source \"file\" needs a level.file (allowed: a level file's path in level.file, or another source)",
        ])
    }

    @Test func sharesAddingUpToMoreThanOneAreReportedAtTheBricksSection() {
        let text = """
            [level]
            rows = 4

            [bricks]
            multi_hit = 0.5
            explosive = 0.5
            """
        #expect(problems(text) == [
            "\(path):4: bricks: the shares add up to 1.16 (allowed: a sum of at most 1)",
        ])
        // Exactly 1, despite rounding in 0.1 + 0.2 + 0.7.
        #expect(problems("[bricks]\nmulti_hit = 0.1\nindestructible = 0.2\nexplosive = 0.7\nextra_ball = 0.0\npower_up = 0.0\n") == [])
    }

    /// A rule across keys names the key the file set well: the one with a bad value has
    /// gone back to its last good value already. Both end at values that pass the rule.
    @Test func aRuleNamesTheKeyTheFileSetWell() {
        #expect(problems("[ball]\nmin_speed = \"x\"\nmax_speed = 200.0\n") == [
            "\(path):2: ball.min_speed: \"x\" is not a number (allowed: 100...3000 points/s)",
            "\(path):3: ball.max_speed: 200 is not above ball.min_speed = 300 (allowed: more than ball.min_speed)",
        ])
        let result = SettingsFile.parse(text: "[ball]\nmin_speed = \"x\"\nmax_speed = 200.0\n", path: path, lastGood: Settings())
        #expect(result.settings.rules.ballMinSpeed == 300 && result.settings.rules.ballMaxSpeed == 900)
    }

    /// A bad key costs only itself: it keeps its last good value, and the file's other keys
    /// apply (keys the file leaves out take their defaults, as always).
    @Test func aBadKeyKeepsItsLastGoodValueAndTheOthersApply() {
        var lastGood = Settings()
        lastGood.rules.ballSpeed = 700
        lastGood.rules.ballRadius = 8
        lastGood.rules.paddleShape = .oval
        let result = SettingsFile.parse(text: "[ball]\ncount = 4\nradius = 50.0\n", path: path, lastGood: lastGood)
        #expect(result.settings.rules.ballCount == 4)
        #expect(result.settings.rules.ballRadius == 8)
        #expect(result.settings.rules.ballSpeed == 450 && result.settings.rules.paddleShape == .rectangle)
        #expect(result.problems.map(\.description) == [
            "\(path):3: ball.radius: 50.0 is out of range (allowed: 2...20 points)",
        ])
        // Keys that break a rule together: the one named goes back, the rest applies.
        var rule = lastGood
        rule.rules.ballCount = 2
        let capped = SettingsFile.parse(text: "[ball]\ncount = 6\n[rules]\nmax_balls = 3\nlives = 7\n", path: path, lastGood: rule)
        #expect(capped.problems.count == 1 && capped.settings.rules.lives == 7)
        #expect(capped.settings.rules.ballCount <= capped.settings.rules.maxBalls)
    }

    /// `[network] stall_limit` (issue 63) is read and checked as every other key: a good value
    /// applies, a bad one is named with its line and the allowed range, and the last good value
    /// stays, so a duel never waits 0 s, for ever, or NaN seconds.
    @Test func theStallLimitIsCheckedAsEveryOtherKey() {
        var lastGood = Settings()
        lastGood.network.stallLimit = 20
        let good = SettingsFile.parse(text: "[network]\nstall_limit = 4\n", path: path, lastGood: lastGood)
        #expect(good.problems == [] && good.settings.network.stallLimit == 4)
        #expect(Settings().network.stallLimit == 15, "the default")
        for (value, why) in [("0", "0 is out of range"), ("3601", "3601 is out of range"), ("inf", "inf is out of range"),
                             ("nan", "nan is out of range"), ("\"long\"", "\"long\" is not a number")] {
            let bad = SettingsFile.parse(text: "[network]\n\nstall_limit = \(value)\n", path: path, lastGood: lastGood)
            #expect(bad.problems.map(\.description) == ["\(path):3: network.stall_limit: \(why) (allowed: 1...3600 seconds)"])
            #expect(bad.settings.network.stallLimit == 20, "\(value): the last good value stays")
        }
    }

    @Test func everyProblemIsReportedInFileOrder() {
        let text = """
            [rules]
            lives = -1
            [ball]
            speed = 1.0
            [gravity]
            angle = 400.0
            """
        #expect(problems(text).map { $0.split(separator: ":")[1] } == ["2", "4", "6"])
    }

    @Test func dottedKeysInlineCommentsAndInlineTablesAreLocated() {
        let text = """
            ball.speed = 9000.0   # dotted, at the top
            [paddle]
              "width" = 1.0 # quoted and indented
            note = \"\"\"
            several
            lines\"\"\"
            bounce_angle = 90.0
            [push]
            strength = [
              1, # a comment inside
              2,
            ]
            cooldown = 99.0
            [rules]
            lives = 3
            [display]
            x = { y = 1 }
            """
        #expect(problems(text) == [
            "\(path):1: ball.speed: 9000.0 is out of range (allowed: 100...3000 points/s)",
            "\(path):3: paddle.width: 1.0 is out of range (allowed: 20...400 points)",
            "\(path):4: paddle.note: unknown key (allowed: width, shape, bounce_angle)",
            "\(path):7: paddle.bounce_angle: 90.0 is out of range (allowed: 10...80 degrees)",
            "\(path):9: push.strength: an array is not a number (allowed: 0...1500 points/s)",
            "\(path):13: push.cooldown: 99.0 is out of range (allowed: 0...10 seconds)",
            "\(path):17: display.x: unknown key (allowed: language, theme, theme_sounds, animation, reduce_flashing, brick_patterns, interface_scale, sound, volume, speech, bad_speech, show_fps, debris, tilt_gravity)",
        ])
    }

    @Test func longValuesAreShortenedToOneLine() {
        let long = String(repeating: "x", count: 60)
        #expect(problems("[paddle]\nshape = \"\(long)\"\n") == [
            "\(path):2: paddle.shape: \"\(String(repeating: "x", count: 38))… is not one of the choices (allowed: \"rectangle\", \"oval\")",
        ])
        #expect(problems("[paddle]\nshape = \"\"\"a\nb\"\"\"\n") == [
            "\(path):2: paddle.shape: \"a\\nb\" is not one of the choices (allowed: \"rectangle\", \"oval\")",
        ])
    }

    @Test func keyInsideAnInlineTableIsFoundAtTheTablesLine() {
        #expect(problems("\nball = { speed = 9000.0 }\n") == [
            "\(path):2: ball.speed: 9000.0 is out of range (allowed: 100...3000 points/s)",
        ])
    }

    @Test func missingFileIsOneProblemAndKeepsLastGood() {
        var lastGood = Settings()
        lastGood.rules.lives = 4
        let result = SettingsFile.load(from: "/nonexistent/breakout.toml", lastGood: lastGood)
        #expect(result.settings == lastGood)
        #expect(result.problems.map(\.description) == ["/nonexistent/breakout.toml: no such file"])
    }

    @Test func loadReadsAFileFromDisk() throws {
        let folder = try TemporaryFolder.newFolderURL("settings-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.toml").path
        try "[rules]\nlives = 8\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = SettingsFile.load(from: file, lastGood: Settings())
        #expect(result.problems == [])
        #expect(result.settings.rules.lives == 8)
        try "[rules]\nlives = 80\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(SettingsFile.load(from: file, lastGood: result.settings).problems.map(\.description) == [
            "\(file):2: rules.lives: 80 is out of range (allowed: 0...12 lives)",
        ])
    }

    @Test func emptyFileGivesTheDefaults() {
        var lastGood = Settings()
        lastGood.rules.lives = 1
        let result = SettingsFile.parse(text: "", path: path, lastGood: lastGood)
        #expect(result.problems == [])
        #expect(result.settings == Settings())
    }

    /// Keys are SDL's names in any capitalisation; a key bound to two actions is refused
    /// with both actions named (the one the file sets first in the problem).
    @Test func keysTakeSDLsNamesAndNoKeyDoesTwoThings() {
        let good = SettingsFile.parse(text: "[keys]\npush = \"return\"\nleft = \"keypad 4\"\n[pad]\nwarp = \"LeftShoulder\"\n",
                                      path: path, lastGood: Settings())
        #expect(good.problems == [])
        #expect(good.settings.display.keys.push == "Return" && good.settings.display.keys.left == "Keypad 4")
        #expect(good.settings.display.padButtons.warp == "leftshoulder")
        #expect(problems("[keys]\npush = \"W\"\n") == [
            "\(path):2: keys.push: \"W\" is bound to keys.warp already (allowed: a key or button no other action uses)",
        ])
        #expect(problems("[keys]\nwarp = \"Enter\"\n") == [
            "\(path):2: keys.warp: \"Enter\" is not one of the choices " +
                "(allowed: a key's name in quotes, such as \"Space\", \"Left\", \"A\" or \"F1\" (the [keys] section lists them))",
        ])
        #expect(problems("[pad]\nmenu = \"a\"\n").first?.contains("pad.menu: \"a\" is bound to pad.push already") == true)
        #expect(KeyName.canonical("F11") == nil)
    }
}
