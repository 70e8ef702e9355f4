@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// The field in the installed themes, on the dummy video driver with pixels read back:
/// each theme is chosen from the settings (or the panel) and applies at once, draws its
/// wallpaper and bricks instead of ours, and a broken theme names its files in the banner
/// while the game goes on.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct ThemeDrawingTests {
    nonisolated static var installed: Bool { ThemeFilesTests.installed }

    private func app(themes: String? = nil, config: String? = nil) throws -> TestApp {
        try TestSDL.app(TestSDL.options {
            $0.levels = .list([TestSDL.level(columns: 10, rows: 4)])
            $0.playerThemesFolder = themes ?? TemporaryFolder.uniquePath("no-themes")
            $0.configPath = config
        })
    }

    private func choose(_ name: String, in app: TestApp) {
        var settings = app.appWindow.settingsStore.settings
        settings.display.theme = name
        _ = app.appWindow.settingsStore.change(settings)
        app.runFrame(elapsed: 1.0 / 60)
    }

    /// An empty spot of the field (under the bricks, off the paddle) and a brick's middle, in window points.
    private func spots(_ app: TestApp) -> (empty: Point, brick: Point) {
        let origin = WindowLayout(window: app.window.size).field.origin
        let brick = app.game.layout.brickRect(column: 5, row: 1)
        let size = app.game.layout.size
        return (Point(x: origin.x + size.width * 0.8, y: origin.y + size.height * 0.6),
                Point(x: origin.x + brick.midX, y: origin.y + brick.midY))
    }

    @Test(.enabled(if: ThemeDrawingTests.installed)) func everyInstalledThemeDrawsTheFieldAndSwitchesAtOnce() throws {
        let app = try app()
        app.runFrame(elapsed: 0)
        let (empty, brick) = spots(app)
        let ours = try Pixels(app.window)
        let ourEmpty = ours.rgb(empty), ourBrick = ours.rgb(brick)
        #expect(app.appWindow.theme?.entry.name == "default" && app.appWindow.theme?.entry.format == .builtIn,
                "the default is the game's own, drawn when the window opened")
        for name in ["Standard", "LBreakout2", "AbsoluteB", "Classic", "Moiree", "Oz"] {
            choose(name, in: app)
            let theme = try #require(app.appWindow.theme, "\(name) loaded")
            #expect(theme.entry.name == name)
            #expect(theme.problems.isEmpty, "\(name): \(theme.problems)")
            #expect(theme.bricks != nil && theme.paddle != nil && theme.balls != nil && theme.extras != nil, "\(name)'s sheets")
            #expect(theme.background(forLevel: 0) != nil, "\(name)'s wallpaper")
            #expect(theme.explosions != nil && theme.life != nil && theme.weapon != nil && theme.shots != nil, "\(name)'s other sheets")
            #expect((theme.warp != nil) == (name == "Standard"), "the warp icon is LBreakoutHD's alone")
            #expect(app.screen.hud.theme === theme, "the HUD draws with it too")
            let pixels = try Pixels(app.window)
            #expect(Pixels.distance(pixels.rgb(empty), ourEmpty) > 30, "\(name): the wallpaper, not our background")
            #expect(Pixels.distance(pixels.rgb(brick), ourBrick) > 30, "\(name): the theme's brick, not ours")
            // Several distinct colours across the field: a picture, not a flat fill.
            let field = WindowLayout(window: app.window.size).field
            var colours = Set<UInt32>()
            for y in stride(from: field.minY + 4, to: field.maxY, by: 9) {
                for x in stride(from: field.minX + 4, to: field.maxX, by: 9) { colours.insert(pixels.rgb(Point(x: x, y: y))) }
            }
            #expect(colours.count > 200, "\(name): \(colours.count) colours")
        }
        choose("default", in: app)
        #expect(app.appWindow.theme?.entry.name == "default")
        #expect(Pixels.distance(try Pixels(app.window).rgb(empty), ourEmpty) < 10, "back to the game's own drawing")
        #expect(app.notices.filter { $0.contains("theme") }.isEmpty, "no problems: \(app.notices)")
    }

    @Test(.enabled(if: ThemeDrawingTests.installed)) func theThemesSoundsPlayWhenChosenAndStopWhenNot() throws {
        let app = try app()
        let synthesized = app.appWindow.soundBank.samples(for: SoundRequest(.paddle))
        choose("Standard", in: app)
        #expect(app.appWindow.settingsStore.settings.display.themeSounds, "on by default")
        #expect(app.appWindow.soundBank.samples(for: SoundRequest(.paddle)) != synthesized, "the theme's recording")
        var settings = app.appWindow.settingsStore.settings
        settings.display.themeSounds = false
        _ = app.appWindow.settingsStore.change(settings)
        #expect(app.appWindow.soundBank.samples(for: SoundRequest(.paddle)) == synthesized)
        settings.display.themeSounds = true
        _ = app.appWindow.settingsStore.change(settings)
        choose("default", in: app)
        #expect(app.appWindow.soundBank.samples(for: SoundRequest(.paddle)) == synthesized, "the default theme has no recordings")
    }

    @Test(.enabled(if: ThemeDrawingTests.installed)) func theMenuShowsTheThemesPictureWithTheListWhereTheThemePutsIt() throws {
        let host = try SDLTests.host(start: .titleMenu, size: Size(width: 1280, height: 720))
        host.runFrame(elapsed: 1.0 / 60)
        let menu = try #require(host.top as? TitleMenuScreen)
        let ours = try Pixels(host.window)
        let centred = menu.list.layout(window: host.window.size, font: host.font).panel
        var settings = host.settingsStore.settings
        settings.display.theme = "Standard"
        _ = host.settingsStore.change(settings)
        host.runFrame(elapsed: 1.0 / 60)
        let themed = try Pixels(host.window)
        // The picture's logo (top left) instead of our page's plain colour.
        let logo = Rect(x: 60, y: 60, width: 400, height: 60)
        var differing = 0
        for y in stride(from: logo.minY, to: logo.maxY, by: 4) {
            for x in stride(from: logo.minX, to: logo.maxX, by: 4) where Pixels.distance(themed.rgb(Point(x: x, y: y)), ours.rgb(Point(x: x, y: y))) > 30 {
                differing += 1
            }
        }
        #expect(differing > 300, "\(differing) of 1500 samples changed")
        // The list moved to where LBreakoutHD's menu is: the left, below the logo.
        let panel = menu.list.layout(window: host.window.size, font: host.font).panel
        #expect(panel.midX < 400 && centred.midX > 500, "\(panel) against \(centred)")
        #expect(panel.minY > 150)
    }

    /// In a 4:3 window the picture shows whole (its logo is not cut to "reakoutHD"), and
    /// the menu stays one column under the logo, at 1280 x 720 as at 960 x 720.
    @Test(.enabled(if: ThemeDrawingTests.installed)) func theThemesMenuPictureShowsWholeAndTheListKeepsOneColumn() throws {
        for size in [Size(width: 1280, height: 720), Size(width: 960, height: 720), Size(width: 1920, height: 1080)] {
            var settings = Settings()
            settings.display.theme = "Standard"
            let host = try TestSDL.window(TestSDL.options(size: size) {
                $0.start = .titleMenu
                $0.settings = settings
            })
            host.runFrame(elapsed: 1.0 / 60)
            let menu = try #require(host.top as? TitleMenuScreen)
            let sheet = try #require(host.theme?.menuBackground)
            let picture = PageStyle.backdropRect(sheet, window: size)
            #expect(picture.width <= size.width + 0.5 && picture.height <= size.height + 0.5, "\(size): the whole picture")
            #expect(abs(picture.width / picture.height - Double(sheet.width) / Double(sheet.height)) < 0.01)
            let layout = menu.list.layout(window: size, font: host.font)
            let columns = Set(layout.buttons.map { Int($0.minX) })
            #expect(columns.count == 1, "\(size): one column, not \(columns.count)")
            #expect(layout.panel.minY >= picture.minY + 0.2 * picture.height - 0.5, "\(size): under the logo")
            #expect(layout.scale * DialogButtons.titleHeight >= 9, "\(size): readable")
        }
    }

    /// Over LBreakoutHD's frame the side panel is laid out as LBreakoutHD's: the set, level
    /// and ten high scores in the first box, the player and the score in the second, the
    /// extras in the third, in its type sizes (26 and 20 points at 1280 x 720).
    @Test(.enabled(if: ThemeDrawingTests.installed)) func theStandardThemesPanelFillsItsThreeBoxesInLBreakoutHDsType() throws {
        var settings = Settings()
        settings.display.theme = "Standard"
        settings.display.playerNames[0] = "Michael"
        let app = try TestSDL.app(TestSDL.options(size: Size(width: 1280, height: 720)) {
            $0.settings = settings
            $0.levels = .list([TestSDL.level()])
            $0.levelsetName = "LBreakoutHD"
        })
        app.game.perform(CapsuleDropAction(extra: .laser, at: Point(x: app.game.paddleX, y: app.game.paddleRect.minY)))
        app.game.perform(ExtraCaughtAction(capsule: app.game.state.capsules.last!.id))
        app.runFrame(elapsed: 1.0 / 60)
        let unit = 720.0 / 24
        func element(_ name: String) throws -> Rect { try #require(app.screen.hud.elements.first { "\($0.name)" == name }?.rect, "\(name)") }
        let boxes = [(1.0, 13.0), (14.0, 17.0), (18.0, 23.0)].map { Rect(x: 880, y: $0.0 * unit, width: 400, height: ($0.1 - $0.0) * unit) }
        for (name, box) in [("levelset", 0), ("level", 0), ("high scores heading", 0), ("high scores", 0), ("player", 1), ("score", 1),
                            ("lives", 1), ("extras heading", 2), ("extra", 2), ("push", 2)] {
            let r = try element(name)
            #expect(boxes[box].contains(r), "\(name) at \(r) lies in box \(box + 1)")
        }
        #expect(try element("levelset").height >= 26, "the set's name in LBreakoutHD's large type")
        #expect(try element("level").height >= 19, "the level in its small type")
        let probe = LayoutProbe.start()
        app.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe.texts.contains { $0.text == "Michael" }, "the player's name")
        #expect(probe.texts.contains { $0.text == "10." }, "ten rows of high scores")
    }

    /// Draws `sheet` alone over the window (black behind) and reads it back.
    private func shown(_ sheet: SpriteSheet, in app: TestApp, size: Size) throws -> (Pixels, Rect) {
        let renderer = app.window.renderer
        renderer.clear(Color(r: 0, g: 0, b: 0))
        let r = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var batch = GeometryBatch()
        batch.textured(r, uv: (0, 0, 1, 1))
        batch.draw(on: renderer, texture: sheet.texture)
        return (try Pixels(app.window), r)
    }

    @Test func theGamesOwnThemeIsDrawnAtStartBevelledAndPatterned() throws {
        let app = try app()
        app.runFrame(elapsed: 0)
        let theme = try #require(app.appWindow.theme)
        #expect(theme.entry.name == "default" && theme.problems.isEmpty)
        // Bricks: bevelled (the top edge lighter than the bottom), in our tint colours.
        let pixels = try Pixels(app.window)
        let origin = WindowLayout(window: app.window.size).field.origin
        let brick = app.game.layout.brickRect(column: 2, row: 1).offsetBy(dx: origin.x, dy: origin.y)
        func luma(_ p: UInt32) -> Int { Int((p >> 16) & 0xFF) + Int((p >> 8) & 0xFF) + Int(p & 0xFF) }
        let top = pixels.rgb(Point(x: brick.midX, y: brick.minY + 1)), bottom = pixels.rgb(Point(x: brick.midX, y: brick.maxY - 1))
        #expect(luma(top) > luma(bottom) + 60, "light top edge \(String(top, radix: 16)) over dark bottom \(String(bottom, radix: 16))")
        // Every sheet is there; each of the 30 extras has an icon of its own colour.
        let extras = try #require(theme.extras)
        #expect(extras.columns == 30 && theme.paddle?.rows == 4 && theme.balls?.columns == 5 && theme.bricks?.columns == 21)
        let (sheet, area) = try shown(extras, in: app, size: Size(width: 780, height: 13))
        for extra in Extra.allCases {
            let tile = Rect(x: area.width * Double(ThemeTiles.extra(extra)) / 30, y: 0, width: area.width / 30, height: area.height)
            #expect(sheet.count(in: tile, near: AlertTestSupport.rgb(Palette.extra(extra)), tolerance: 60) > 20, "\(extra)'s capsule")
        }
        // A wallpaper per level, each a pattern (many colours), different from the last.
        var seen: [UInt32] = []
        for level in 0..<GeneratedTheme.wallpapers {
            let wallpaper = try #require(theme.background(forLevel: level))
            let (pixels, area) = try shown(wallpaper, in: app, size: Size(width: 320, height: 240))
            var colours = Set<UInt32>(), sum: UInt32 = 0
            for y in stride(from: 0.0, to: area.height, by: 3) {
                for x in stride(from: 0.0, to: area.width, by: 3) {
                    let p = pixels.rgb(Point(x: x, y: y))
                    colours.insert(p)
                    sum = sum &+ p
                }
            }
            #expect(colours.count > 40, "wallpaper \(level): \(colours.count) colours")
            #expect(!seen.contains(sum), "wallpaper \(level) differs from the others")
            seen.append(sum)
        }
    }

    @Test func aBrokenBrickThrowsSparks() throws {
        let app = try app()
        // No debris: only the sparks may fall below the brick.
        var settings = app.appWindow.settingsStore.settings
        settings.rules.debris = false
        _ = app.appWindow.settingsStore.change(settings)
        app.runFrame(elapsed: 0)
        let id = 35   // the last row's: below it is empty field
        let origin = WindowLayout(window: app.window.size).field.origin
        let rect = app.game.brickRect(id).offsetBy(dx: origin.x, dy: origin.y)
        // Below the brick, where only sparks can be: count the pixels that changed.
        let below = Rect(x: rect.minX - 30, y: rect.maxY + 4, width: rect.width + 60, height: 40)
        func changed(_ a: Pixels, _ b: Pixels) -> Int {
            var n = 0
            for y in stride(from: below.minY, to: below.maxY, by: 1) {
                for x in stride(from: below.minX, to: below.maxX, by: 1) where Pixels.distance(a.rgb(Point(x: x, y: y)), b.rgb(Point(x: x, y: y))) > 24 {
                    n += 1
                }
            }
            return n
        }
        let before = try Pixels(app.window)
        app.game.perform(BrickHitAction(ball: nil, brick: id, at: nil))
        #expect(!app.game.state.bricks[id].isAlive)
        for _ in 0..<10 { app.runFrame(elapsed: 1.0 / 60) }
        let during = try Pixels(app.window)
        #expect(changed(before, during) > 4, "sparks fell below the brick: \(changed(before, during)) pixels")
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(changed(before, try Pixels(app.window)) == 0, "and faded")
    }

    @Test func theTitleMenusThemesPageShowsEachThemeAndKeepsTheChosenOne() throws {
        let folder = TemporaryFolder.uniquePath("config")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = folder + "/breakout.toml"
        try DefaultSettingsText.text.write(toFile: config, atomically: true, encoding: .utf8)
        let host = try TestSDL.window(TestSDL.options(size: Size(width: 1280, height: 720), seed: 1) {
            $0.start = .titleScreen(.themes)
            $0.configPath = config
            $0.playerThemesFolder = folder + "/no-themes"
            $0.dataDirectory = folder + "/data"
        })
        host.runFrame(elapsed: 1.0 / 60)
        let page = try #require(host.top as? ThemeChooserScreen)
        #expect(page.entries.map(\.name).prefix(2) == ["default", "flat"])
        #expect(page.entries[page.focus].name == "default", "the theme in force has the focus")
        let preview = page.layout(window: host.window.size).preview
        func sample() throws -> [UInt32] {
            let pixels = try Pixels(host.window)
            return stride(from: preview.minY + 5, to: preview.maxY, by: 17).flatMap { y in
                stride(from: preview.minX + 5, to: preview.maxX, by: 17).map { pixels.rgb(Point(x: $0, y: y)) }
            }
        }
        var previews = [try sample()]
        // Down through the list: each theme's preview differs from the one before.
        let count = Self.installed ? page.entries.count : 2
        for k in 1..<count {
            SyntheticEvent.keyPress(.down)
            host.runFrame(elapsed: 1.0 / 60)
            #expect(page.focus == k)
            let now = try sample()
            let differing = zip(now, previews.last!).filter { Pixels.distance($0, $1) > 30 }.count
            #expect(differing > now.count / 10, "\(page.entries[k].name)'s preview: \(differing) of \(now.count) samples changed")
            previews.append(now)
        }
        // Enter keeps the theme in focus, in the settings and in the file, and goes back.
        let chosen = page.entries[page.focus].name
        SyntheticEvent.keyPress(.return)
        host.runFrame(elapsed: 1.0 / 60)
        #expect(host.settingsStore.settings.display.theme == chosen)
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("theme = \"\(chosen)\""))
        #expect(host.top is TitleMenuScreen)
    }

    @Test(.enabled(if: ThemeDrawingTests.installed)) func theThemesShineSweepsOverABrickNowAndThen() throws {
        let app = try app()
        choose("Standard", in: app)
        let theme = try #require(app.appWindow.theme)
        let sheet = try #require(theme.shine)
        #expect(sheet.columns == 6, "six brick-sized frames")
        // Nothing during the pause; during the sweep, one quad over a live brick.
        let frameSteps = max(1, theme.shineFrameMilliseconds * Game.stepsPerSecond / 1000)
        let cycle = Game.stepsPerSecond + 6 * frameSteps
        var shown = 0, quiet = 0
        for _ in 0..<(2 * cycle) {
            app.game.step(.none)
            app.runFrame(elapsed: 0)
            let phase = app.game.stepIndex % cycle
            let quads = app.screen.field.themed.shine.triangleCount / 2
            if phase < Game.stepsPerSecond { #expect(quads == 0); quiet += 1 } else { #expect(quads == 1); shown += 1 }
        }
        #expect(shown > 0 && quiet > 0)
    }

    /// A themes folder holding one theme, `name`, whose theme.ini is `ini`: `body` gets the
    /// themes folder and the theme's; both are removed after it.
    func withTheme(_ name: String, ini: String, _ body: (_ themes: String, _ folder: String) throws -> Void) throws {
        let themes = TemporaryFolder.uniquePath("themes")
        defer { try? FileManager.default.removeItem(atPath: themes) }
        let folder = themes + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ini.write(toFile: folder + "/theme.ini", atomically: true, encoding: .utf8)
        try body(themes, folder)
    }

    /// The game serves and draws `frames` frames: a theme's problems do not stop it.
    func expectPlaysOn(_ app: TestApp, frames: Int) {
        app.game.step(GameInput(launch: true))
        for _ in 0..<frames { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.frameCount >= frames)
    }

    @Test func aBrokenThemeNamesItsFilesAndTheGameGoesOn() throws {
        try withTheme("Broken", ini: "brickHeight = 45\nnot a setting\nshotAnim {\n") { themes, folder in
            // A PNG cut short: the header and a few bytes.
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            png.append(contentsOf: [UInt8](repeating: 7, count: 40))
            try png.write(to: URL(fileURLWithPath: folder + "/bricks.png"))
            try Data("not an image".utf8).write(to: URL(fileURLWithPath: folder + "/ball.png"))
            let app = try app(themes: themes)
            choose("Broken", in: app)
            let theme = try #require(app.appWindow.theme)
            let notices = app.notices.joined(separator: "\n")
            #expect(notices.contains(folder + "/theme.ini:2: `not a setting` is not `key = value`, `name {` or `}`"), "\(notices)")
            #expect(notices.contains(folder + "/theme.ini:3: this block is never closed with `}`"), "\(notices)")
            #expect(notices.contains(folder + "/bricks.png: cannot be read as an image"), "\(notices)")
            #expect(notices.contains(folder + "/ball.png: cannot be read as an image"), "\(notices)")
            // The broken sheets come from LBreakoutHD's Standard where it is installed, else
            // the game draws them; either way the game plays on.
            if Self.installed {
                #expect(theme.bricks != nil && theme.balls != nil, "Standard's bricks and balls stand in")
            } else {
                #expect(theme.bricks == nil && theme.balls == nil)
            }
            expectPlaysOn(app, frames: 30)
            #expect(app.screen.banner?.isVisible == true, "the banner shows the problems")
        }
    }

    /// Named pipes where a theme's sheet and font are (audit W21): each is named at once, and
    /// the game draws and plays on; nothing waits on a pipe.
    @Test func aThemeWhosePicturesArePipesNamesThemAtOnce() throws {
        try withTheme("Piped", ini: "brickHeight = 45\nfontNormal {\nname = font.ttf\n}\n") { themes, folder in
            let pipes = [folder + "/bricks.png", folder + "/font.ttf"]
            for pipe in pipes { try NamedPipe.make(at: pipe) }
            let app = try app(themes: themes)
            let (_, seconds) = NamedPipe.timing(pipes) { choose("Piped", in: app) }
            #expect(seconds < 2, "waited \(seconds) s on a pipe")
            let notices = app.notices.joined(separator: "\n")
            #expect(notices.contains(folder + "/bricks.png is a named pipe, not an image file"), "\(notices)")
            #expect(notices.contains(folder + "/font.ttf is a named pipe, not a font file"), "\(notices)")
            expectPlaysOn(app, frames: 10)
        }
    }

    @Test func anUnknownThemeIsNamedWithItsLineAndTheDefaultDraws() throws {
        let folder = TemporaryFolder.uniquePath("config")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = folder + "/breakout.toml"
        try "[ball]\nspeed = 450\n\n[display]\ntheme = \"Nope\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let app = try app(config: config)
        var settings = app.appWindow.settingsStore.settings
        settings.display.theme = "Nope"
        _ = app.appWindow.settingsStore.change(settings)
        app.runFrame(elapsed: 0)
        #expect(app.appWindow.theme?.entry.name == "default", "the game's own theme draws instead")
        let line = try #require(app.notices.last)
        #expect(line.hasPrefix("breakout.toml:5: display.theme: no theme named \"Nope\" is installed (allowed: \"default\""), "\(line)")
        #expect(line.hasSuffix("drawing the default"))
    }

    @Test func thePanelsThemePickerChangesTheThemeAtOnce() throws {
        let app = try app()
        app.screen.apply(.toggleSettings)
        app.runFrame(elapsed: 0)
        let names = ThemeCatalog.entries(playerRoot: nil).map(\.name)
        // Down to the picker (it leads the display's settings); Right goes to the next
        // theme, Left back.
        let index = try #require(PanelRow.standard.firstIndex { $0.key == "display.theme" })
        for _ in 0..<index { SyntheticEvent.keyPress(.down) }
        SyntheticEvent.keyPress(.right)
        app.appWindow.pollEvents()
        app.runFrame(elapsed: 1.0 / 60)
        #expect(names.prefix(2) == ["default", "flat"])
        #expect(app.appWindow.settingsStore.settings.display.theme == "flat")
        #expect(app.appWindow.theme == nil, "flat: plain shapes, no sprites")
        SyntheticEvent.keyPress(.left)
        app.appWindow.pollEvents()
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.appWindow.settingsStore.settings.display.theme == "default")
        #expect(app.appWindow.theme?.entry.name == "default")
    }
}

/// A theme's recorded sounds: read and converted to the mixer's format, one per sound the
/// game plays, pitched up a semitone a step for combos; a file that is no WAV is a problem.
@Suite struct ThemeSoundsTests {
    @Test(.enabled(if: ThemeFilesTests.installed)) func lbreakoutHDsRecordingsReplaceTheSynthesizedSounds() throws {
        let entry = try #require(ThemeCatalog.entry(named: "Standard", in: ThemeCatalog.entries(playerRoot: nil)))
        let synthesized = try SoundBank.synthesize()
        let (bank, problems) = ThemeSounds.apply(entry, to: synthesized)
        #expect(problems.isEmpty, "\(problems)")
        for kind in SoundKind.allCases {
            let theirs = bank.samples(for: SoundRequest(kind)), ours = synthesized.samples(for: SoundRequest(kind))
            if ThemeSounds.silenced.contains(kind) {
                #expect(theirs.isEmpty, "\(kind) is silent in a theme")
                continue
            }
            #expect(theirs != ours, "\(kind) comes from the theme")
            // The bounces are 6 ms clicks (127 samples at 22 kHz, twice that here), attach 4 ms.
            #expect(theirs.count > 150 && theirs.count <= Int(ThemeSounds.maxSeconds * 44_100), "\(kind): \(theirs.count) samples")
            #expect(theirs.allSatisfy { $0.isFinite && abs($0) <= 1.0001 }, "\(kind): peak \(theirs.map { abs($0) }.max() ?? 0)")
        }
        // A combo's twelfth brick plays the recording an octave up: half as long.
        let base = bank.samples(for: SoundRequest(.brick)).count
        let octave = bank.samples(for: SoundRequest(.brick, pitchStep: 12)).count
        #expect(abs(octave * 2 - base) <= 2)
        // LBreakout2's themes take LBreakout2's sounds, speech too.
        let oz = try #require(ThemeCatalog.entry(named: "Oz", in: ThemeCatalog.entries(playerRoot: nil)))
        let (ozBank, ozProblems) = ThemeSounds.apply(oz, to: synthesized)
        #expect(ozProblems.isEmpty, "\(ozProblems)")
        #expect(ozBank.samples(for: SoundRequest(.paddle)) != synthesized.samples(for: SoundRequest(.paddle)))
        #expect(!ozBank.samples(for: SoundRequest(.excellent)).isEmpty)
    }

    /// Every recording LBreakoutHD's Standard theme ships is played by some sound, and every
    /// file a sound asks for is there (LBreakout2's too, in its sounds folder).
    @Test(.enabled(if: ThemeFilesTests.installed)) func everyRecordingOfStandardIsPlayed() throws {
        let folder = ThemeCatalog.lbreakoutHDRoot + "/Standard"
        let shipped = Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".wav") })
        #expect(shipped.count == 36, "\(shipped.count) recordings in \(folder)")
        let played = Set(SoundKind.allCases.compactMap { ThemeSounds.fileName(for: $0, format: .lbreakoutHD) })
        let notPlayed = shipped.subtracting(played).sorted()
        #expect(notPlayed.isEmpty, "Standard's recordings no sound plays: \(notPlayed)")
        #expect(played.subtracting(shipped).isEmpty, "asked for and missing: \(played.subtracting(shipped).sorted())")
        let lbreakout2 = Set(try FileManager.default.contentsOfDirectory(atPath: ThemeSounds.lbreakout2Sounds))
        let asked = Set(SoundKind.allCases.compactMap { ThemeSounds.fileName(for: $0, format: .lbreakout2) })
        #expect(asked.subtracting(lbreakout2).isEmpty, "LBreakout2 has no \(asked.subtracting(lbreakout2).sorted())")
    }

    @Test func aFileThatIsNoWAVIsNamedAndTheSynthesizedSoundStays() throws {
        let folder = TemporaryFolder.uniquePath("sounds")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("RIFF....WAVEnot really".utf8).write(to: URL(fileURLWithPath: folder + "/reflectpaddle.wav"))
        let entry = ThemeEntry(name: "Broken", format: .lbreakoutHD, folder: folder, fallbackFolder: nil)
        let synthesized = try SoundBank.synthesize()
        let (bank, problems) = ThemeSounds.apply(entry, to: synthesized)
        #expect(problems.map(\.file) == [folder + "/reflectpaddle.wav"])
        #expect(problems.first?.message.contains("cannot be read as a WAV file") == true)
        #expect(bank.samples(for: SoundRequest(.paddle)) == synthesized.samples(for: SoundRequest(.paddle)))
    }

    /// A 16-bit mono WAV file of `samples`, at `rate`, whose data chunk claims `claimedLength` bytes.
    static func wav(samples: [Int16], rate: Int, claimedLength: Int? = nil) -> Data {
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8(v >> (8 * $0) & 0xFF) } }
        let pcm = samples.flatMap { le(Int(UInt16(bitPattern: $0)), 2) }
        let fmt = le(1, 2) + le(1, 2) + le(rate, 4) + le(rate * 2, 4) + le(2, 2) + le(16, 2)
        let body = Array("WAVEfmt ".utf8) + le(16, 4) + fmt + Array("data".utf8) + le(claimedLength ?? pcm.count, 4) + pcm
        return Data(Array("RIFF".utf8) + le(body.count, 4) + body)
    }

    /// What the theme-sounds fuzzer found: a 300-byte file whose data chunk claims 4 GB had
    /// SDL allocate 4 GB; the lengths are cut to the file now, and it plays what it holds. A
    /// rate of 1 Hz (22 million samples of resampler padding) is refused by name.
    @Test func aWAVThatLiesAboutItsLengthOrRateIsReadForWhatItHoldsOrNamed() throws {
        let folder = try TemporaryFolder("wav")
        let tone = (0..<150).map { Int16(8_000 * sin(Double($0) / 4)) }
        try Self.wav(samples: tone, rate: 44_100, claimedLength: 0xFFFF_FF00).write(to: URL(fileURLWithPath: folder.file("long.wav")))
        let samples = try WAVFile.samples(atPath: folder.file("long.wav"), sampleRate: 44_100, maxSamples: 10_000)
        #expect(samples.count == 150)
        #expect(abs(samples[20] - Float(tone[20]) / 32_768) < 0.001)

        var bytes = [UInt8](Self.wav(samples: tone, rate: 44_100, claimedLength: 0xFFFF_FF00))
        WAVFile.truncateChunkLengths(&bytes)
        #expect(bytes[4..<8].elementsEqual([UInt8((bytes.count - 8) & 0xFF), UInt8((bytes.count - 8) >> 8), 0, 0]), "RIFF: the file's length less 8")
        #expect(bytes[40..<44].elementsEqual([44, 1, 0, 0]), "data: its 300 bytes")

        try Self.wav(samples: tone, rate: 1).write(to: URL(fileURLWithPath: folder.file("brickhit.wav")))
        let entry = ThemeEntry(name: "Slow", format: .lbreakoutHD, folder: folder.path, fallbackFolder: nil)
        let (_, problems) = ThemeSounds.apply(entry, to: .empty)
        #expect(problems.map(\.file) == [folder.file("brickhit.wav")])
        #expect(problems.first?.message == "has a sample rate of 1 Hz (allowed: 1000 to 384000 Hz); the synthesized sound plays")

        _ = FileManager.default.createFile(atPath: folder.file("empty.wav"), contents: Data())
        #expect(throws: WAVFile.Failure.unreadable("the file is empty")) {
            try WAVFile.samples(atPath: folder.file("empty.wav"), sampleRate: 44_100, maxSamples: 100)
        }
    }
}
