import Dynamics
@testable import DynamicsCatalog
import Foundation
import Testing
import WindowTestKit
import WindowKit

/// The catalog on SDL's dummy video driver with the software renderer: every page draws and
/// its items move, driven by synthetic events posted into SDL's queue through the app's own event handling.
@MainActor
@Suite(.serialized, .oneWindowTestAtATime) struct CatalogTests {
    static let session: SDLSession = {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        return try! SDLSession.start(videoDriver: "dummy", audioDriver: "dummy")
    }()

    static func app(page: Int) throws -> CatalogApp {
        _ = session
        var options = GameWindow.Options()
        options.software = true
        options.hidden = true
        let window = try GameWindow(title: "catalog test", size: CatalogApp.windowSize, options: options)
        return try CatalogApp(window: window, page: page, font: BitmapFont.atlas())
    }

    /// Delivers what is queued to the app, as its run loop does, then runs `frames` frames.
    static func run(_ app: CatalogApp, frames: Int) {
        let events = EventPump(window: app.window, controllers: Controllers())
        for _ in 0..<frames {
            while let event = events.next() { app.handle(event) }
            app.frame(dt: 1.0 / 60)
        }
    }

    static func mouse(_ down: Bool, at p: Point) { SyntheticEvent.mouseButton(down, at: p) }

    static func motion(to p: Point) { SyntheticEvent.mouseMotion(to: p, pressed: false) }

    static func key(_ key: Key) { SyntheticEvent.key(key, down: true) }

    /// Pixels of the scene area that are not its background.
    static func drawnPixels(_ window: GameWindow) throws -> Int {
        let p = try window.readPixels()
        let s = window.scale
        let background: UInt32 = 0x232734
        var count = 0
        let x0 = Int(CatalogApp.sceneOrigin.x * s), y0 = Int(CatalogApp.sceneOrigin.y * s)
        for y in stride(from: y0, to: p.height, by: 2) {
            for x in stride(from: x0, to: p.width, by: 2) where p.pixels[y * p.width + x] & 0xFFFFFF != background {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: Catalog.pages.indices)
    func everyPageDrawsAndItsItemsMove(page: Int) throws {
        let app = try CatalogTests.app(page: page)
        let scene = app.scene
        #expect(!scene.items.isEmpty)
        let before = scene.items.map { $0.item.center }
        CatalogTests.run(app, frames: 30)
        var moved = zip(scene.items, before).map { $0.item.center.distance(to: $1) }.max() ?? 0
        if moved < 1 {
            // A page at rest (the tower, the pyramid): knock an item by dragging it.
            let item = scene.items.last!.item
            let grab = item.center + (CatalogApp.sceneOrigin - Point.zero)
            CatalogTests.mouse(true, at: grab)
            CatalogTests.motion(to: grab + Vector(dx: 60, dy: -40))
            CatalogTests.run(app, frames: 20)
            CatalogTests.mouse(false, at: grab + Vector(dx: 60, dy: -40))
            CatalogTests.run(app, frames: 10)
            moved = zip(scene.items, before).map { $0.item.center.distance(to: $1) }.max() ?? 0
        }
        #expect(moved > 1, "\(Catalog.pages[page].title): items moved \(moved) points")
        for (item, _) in scene.items {
            #expect(item.center.isFinite && Rect(x: -50, y: -50, width: 900, height: 700).contains(item.center),
                    "\(Catalog.pages[page].title): an item left the scene: \(item.center)")
        }
        #expect(try CatalogTests.drawnPixels(app.window) > 500, "\(Catalog.pages[page].title) drew its items")
    }

    @Test func arrowKeysAndTheListSwitchPages() throws {
        let app = try CatalogTests.app(page: 0)
        CatalogTests.key(.down)
        CatalogTests.run(app, frames: 1)
        #expect(app.pageIndex == 1)
        CatalogTests.key(.up)
        CatalogTests.key(.up)
        CatalogTests.run(app, frames: 1)
        #expect(app.pageIndex == Catalog.pages.count - 1, "up from the first page wraps to the last")
        // A click on the fourth row of the list.
        let row = Point(x: 40, y: CatalogApp.header + 3.5 * CatalogApp.rowHeight)
        CatalogTests.mouse(true, at: row)
        CatalogTests.mouse(false, at: row)
        CatalogTests.run(app, frames: 1)
        #expect(app.pageIndex == 3)
        #expect(Catalog.pages[3].title == "Snap")
    }

    @Test func aTapSnapsTheBoxThere() throws {
        let app = try CatalogTests.app(page: Catalog.pages.firstIndex { $0.title == "Snap" }!)
        let target = Point(x: 600, y: 450)
        let window = target + (CatalogApp.sceneOrigin - Point.zero)
        CatalogTests.mouse(true, at: window)
        CatalogTests.mouse(false, at: window)
        CatalogTests.run(app, frames: 150)
        let square = app.scene.items[0].item
        #expect(square.center.distance(to: target) < 1, "snapped to \(square.center)")
    }

    @Test func draggingAGroupedItemDragsItsGroup() throws {
        let app = try CatalogTests.app(page: Catalog.pages.firstIndex { $0.title == "Item groups" }!)
        CatalogTests.run(app, frames: 90)
        let l = app.scene.items.prefix(3).map(\.item)
        let grab = l[0].center + (CatalogApp.sceneOrigin - Point.zero)
        let before = l[0].center
        CatalogTests.mouse(true, at: grab)
        CatalogTests.motion(to: grab + Vector(dx: 0, dy: -150))
        CatalogTests.run(app, frames: 40)
        #expect(l[0].center.y < before.y - 50, "lifted: \(before) to \(l[0].center)")
        // Still one rigid body: the L's boxes keep their distances.
        #expect(abs(l[0].center.distance(to: l[1].center) - 40) < 1e-6)
        #expect(abs(l[0].center.distance(to: l[2].center) - 40) < 1e-6)
        #expect(abs(l[1].center.distance(to: l[2].center) - 40 * 2.0.squareRoot()) < 1e-6)
        CatalogTests.mouse(false, at: grab + Vector(dx: 0, dy: -150))
        CatalogTests.run(app, frames: 1)
    }

    @Test func theTowerSleepsAndTheAnimatorPauses() throws {
        let app = try CatalogTests.app(page: Catalog.pages.firstIndex { $0.title == "Box tower" }!)
        CatalogTests.run(app, frames: 120)
        #expect(!app.scene.animator.isRunning, "ten boxes at rest: the animator paused")
    }

    @Test func theCollisionDelegatePageFlashesItsContacts() throws {
        let app = try CatalogTests.app(page: Catalog.pages.firstIndex { $0.title == "Collision delegate" }!)
        CatalogTests.run(app, frames: 60)
        let scene = try #require(app.scene as? CollisionDelegateScene)
        #expect(scene.contactsBegun > 0)
        #expect(!scene.flashes.isEmpty, "a contact in the last 0.6 s still flashes")
        // And the flashes are drawn: pixels of the flash colour in the scene.
        let p = try app.window.readPixels()
        let warm = p.pixels.filter { px in
            let r = Int(px >> 16 & 0xFF), g = Int(px >> 8 & 0xFF), b = Int(px & 0xFF)
            return r > 150 && g < 110 && b < 100
        }.count
        #expect(warm > 20, "flash pixels: \(warm)")
    }
}
