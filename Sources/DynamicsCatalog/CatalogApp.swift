import Dynamics
import WindowKit

/// The catalog's window: the list of pages on the left, the current scene on the right, its
/// title and hint above it. Up and down (or left and right) switch pages, a click on the list
/// picks one, R restarts it, Escape quits. In the scene a press on an item drags it and a tap
/// goes to the scene.
public final class CatalogApp {
    public static let sceneSize = Size(width: 800, height: 600)
    static let listWidth = 230.0, header = 40.0
    public static let windowSize = Size(width: listWidth + sceneSize.width, height: header + sceneSize.height)
    /// Where the scene's origin is in the window.
    public static let sceneOrigin = Point(x: listWidth, y: header)
    static let rowHeight = 24.0

    public let window: GameWindow
    private let font: FontAtlas
    public private(set) var pageIndex = 0
    public private(set) var scene: CatalogScene
    public private(set) var wantsToQuit = false
    private var gesture = PointerGesture()
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    public init(window: GameWindow, page: Int = 0, font image: GlyphAtlasImage) throws(SDLError) {
        self.window = window
        font = try FontAtlas(image: image, renderer: window.renderer)
        pageIndex = min(max(page, 0), Catalog.pages.count - 1)
        scene = Catalog.pages[pageIndex].make(CatalogApp.sceneSize)
    }

    public func show(page: Int) {
        pageIndex = (page % Catalog.pages.count + Catalog.pages.count) % Catalog.pages.count
        scene = Catalog.pages[pageIndex].make(CatalogApp.sceneSize)
        gesture = PointerGesture()
    }

    /// The page row at window point p, if p is on the list.
    static func row(at p: Point) -> Int? {
        guard p.x < listWidth, p.y >= header else { return nil }
        let k = Int((p.y - header) / rowHeight)
        return k < Catalog.pages.count ? k : nil
    }

    public func handle(_ event: WindowEvent) {
        switch event {
        case .quit:
            wantsToQuit = true
        case let .key(press) where press.isDown:
            switch press.key {
            case .up, .left: show(page: pageIndex - 1)
            case .down, .right: show(page: pageIndex + 1)
            case .letter("r"): show(page: pageIndex)
            case .escape, .letter("q"): wantsToQuit = true
            default: break
            }
        case let .pointer(pointer) where pointer.isMouse:
            let p = pointer.position
            let s = p - (CatalogApp.sceneOrigin - Point.zero)
            switch pointer.phase {
            case .down where pointer.button == .left:
                if let k = CatalogApp.row(at: p) { show(page: k); return }
                guard p.x >= CatalogApp.listWidth else { return }
                gesture.press(at: s)
                scene.beginDrag(at: s)
            case .moved:
                _ = gesture.move(to: s)
                if scene.isDragging { scene.moveDrag(to: s) }
            case .up where pointer.button == .left:
                let wasDragging = scene.isDragging
                scene.endDrag()
                // A press on an item drags it; only a press on empty space is a tap.
                if gesture.release(at: s) && !wasDragging { scene.tap(at: s) }
            default:
                break
            }
        default:
            break
        }
    }

    /// Runs the scene for `dt` seconds and draws a frame.
    public func frame(dt: Double) {
        scene.update(dt)
        draw()
    }

    public func draw() {
        window.clear(Color(hex: 0x1B1E26))
        shapes.removeAll()
        text.removeAll()
        let origin = CatalogApp.sceneOrigin
        let size = CatalogApp.sceneSize
        shapes.rect(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), color: Color(hex: 0x232734))
        shapes.rect(Rect(x: 0, y: 0, width: CatalogApp.listWidth, height: CatalogApp.windowSize.height), color: Color(hex: 0x14161C))
        for (k, page) in Catalog.pages.enumerated() {
            let y = CatalogApp.header + Double(k) * CatalogApp.rowHeight
            if k == pageIndex {
                shapes.rect(Rect(x: 0, y: y, width: CatalogApp.listWidth, height: CatalogApp.rowHeight), color: Color(hex: 0x2F6FD0))
            }
            font.layout(page.title, at: Point(x: 12, y: y + 4), height: 16, color: .white, into: &text)
        }
        font.layout("UIKit Dynamics catalog", at: Point(x: 12, y: 10), height: 18, color: Color(hex: 0x9AA3B5), into: &text)
        let title = Catalog.pages[pageIndex].title
        font.layout("\(title): \(scene.hint)", at: Point(x: origin.x + 12, y: 10), height: 18, color: .white, into: &text)
        let state = scene.animator.isRunning ? "running" : "at rest (paused)"
        let stateWidth = font.width(of: state, height: 14)
        font.layout(state, at: Point(x: CatalogApp.windowSize.width - stateWidth - 12, y: 13), height: 14,
                    color: Color(hex: 0x9AA3B5), into: &text)
        scene.draw(into: &shapes, origin: origin)
        shapes.draw(on: window.renderer)
        text.draw(on: window.renderer, texture: font.texture)
    }
}
