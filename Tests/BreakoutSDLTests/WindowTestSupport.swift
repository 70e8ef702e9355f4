@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// SDL is one per process: every window test runs inside `SDLTests` (serialized) and shares
/// one session on the dummy video driver with the software renderer.
@MainActor
enum TestSDL {
    static let session: SDLSession = {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        // The test windows are hidden, never focused: let controller events through anyway.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        return try! SDLSession.start(videoDriver: "dummy", audioDriver: "dummy")
    }()

    /// The options every test window starts from: hidden and software-rendered at `size`,
    /// seed `seed`, a high-score folder of its own; `change` sets what the test is about.
    static func options(size: Size = Size(width: 800, height: 640), seed: UInt64 = 7,
                        _ change: (inout PlayOptions) -> Void = { _ in }) -> PlayOptions {
        _ = session
        var options = PlayOptions()
        options.window.software = true
        options.window.hidden = true
        options.windowSize = size
        options.seed = seed
        options.dataDirectory = TemporaryFolder.uniquePath("tests")
        change(&options)
        return options
    }

    /// The app window of `options`. SDL's event queue is one per process: it starts empty, so
    /// nothing another test pushed and left (the catalog's pages push their own) reaches it.
    static func window(_ options: PlayOptions) throws -> AppWindow {
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        return try AppWindow(options: options, session: session)
    }

    /// The game of `options` in a window, reached as tests drive it.
    static func app(_ options: PlayOptions) throws -> TestApp {
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        return try TestApp(options: options, session: session)
    }

    /// A window app on a level the test chooses, with no settings file.
    static func app(level: Level? = nil, settings: Settings = Settings(), demo: Bool = false,
                    size: Size = Size(width: 800, height: 640), lastReplayPath: String? = nil) throws -> TestApp {
        try app(options(size: size) {
            $0.settings = settings
            $0.levels = .list([level ?? TestSDL.level()])
            $0.demo = demo
            $0.lastReplayPath = lastReplayPath
        })
    }

    static func level(columns: Int = 10, rows: Int = 4, kind: BrickKind = .normal) -> Level {
        var bricks: [BrickPlacement] = []
        for r in 0..<rows { for c in 0..<columns { bricks.append(BrickPlacement(column: c, row: r, kind: kind)) } }
        return Level(title: "window test", columns: columns, rows: rows, bricks: bricks)
    }
}

/// Pixels read back from the renderer.
struct Pixels {
    let width: Int
    let height: Int
    let data: [UInt32]
    let scale: Double

    init(_ window: GameWindow) throws {
        let p = try window.readPixels()
        width = p.width
        height = p.height
        data = p.pixels
        scale = window.scale
    }

    /// The colour at a point in window points, as 0xRRGGBB.
    func rgb(_ p: Point) -> UInt32 {
        let x = min(width - 1, max(0, Int(p.x * scale))), y = min(height - 1, max(0, Int(p.y * scale)))
        return data[y * width + x] & 0xFFFFFF
    }

    /// How far two colours are apart (largest channel difference).
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let da = [(a >> 16) & 0xff, (a >> 8) & 0xff, a & 0xff].map(Int.init)
        let db = [(b >> 16) & 0xff, (b >> 8) & 0xff, b & 0xff].map(Int.init)
        return zip(da, db).map { abs($0 - $1) }.max()!
    }

    /// Pixels in a rect whose colour is within `tolerance` of `color`.
    func count(in r: Rect, near color: UInt32, tolerance: Int = 40) -> Int {
        var n = 0
        var y = r.minY
        while y < r.maxY {
            var x = r.minX
            while x < r.maxX {
                if Pixels.distance(rgb(Point(x: x, y: y)), color) <= tolerance { n += 1 }
                x += 1
            }
            y += 1
        }
        return n
    }
}

/// A window whose first screen is the game, as tests drive it: the host (window, font,
/// sounds, settings, frames) and its game screen, the game's members reached directly
/// (`app.game`, `app.menu`) and the host's by name (`app.window`, `app.runFrame`).
@dynamicMemberLookup
final class TestApp {
    let appWindow: AppWindow
    let screen: GameScreen

    init(options: PlayOptions, session: SDLSession) throws {
        var options = options
        options.start = .game
        appWindow = try AppWindow(options: options, session: session)
        screen = appWindow.top as! GameScreen
    }

    subscript<T>(dynamicMember path: KeyPath<GameScreen, T>) -> T { screen[keyPath: path] }

    var window: GameWindow { appWindow.window }
    var font: FontAtlas { appWindow.font }
    var sounds: GameSounds { appWindow.sounds }
    var notices: [String] { appWindow.notices }
    var startup: StartupTiming? { appWindow.startup }
    var frameCount: Int { appWindow.frameCount }
    var quitRequested: Bool { appWindow.quitRequested }
    var controllers: Controllers { appWindow.controllers }
    func runFrame(elapsed: Double) { appWindow.runFrame(elapsed: elapsed) }
    func handle(_ event: WindowEvent) { appWindow.handle(event) }
    func setPaused(_ paused: Bool) { screen.setPaused(paused) }
    func restart() { screen.restart() }
    func notice(_ line: String) { screen.notice(line) }
    func apply(_ intent: Intent) { screen.apply(intent) }
    func saveLastReplay() { screen.saveLastReplay() }

    /// Where a point of the field is in the window (the field is scaled to fit).
    func windowPoint(_ p: Point) -> Point {
        let place = screen.viewport
        return Point(x: place.origin.x + p.x * place.scale, y: place.origin.y + p.y * place.scale)
    }

    /// Where a rect of the field is in the window.
    func windowRect(_ r: Rect) -> Rect {
        let s = screen.viewport.scale, o = windowPoint(r.origin)
        return Rect(x: o.x, y: o.y, width: r.width * s, height: r.height * s)
    }
}
