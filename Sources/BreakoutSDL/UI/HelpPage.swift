import Breakout
import CSDL2
import Dynamics
import WindowKit

/// The in-game help (F1, or Help in the Esc menu), as LBreakoutHD's: every extra with its
/// capsule and one line on what it does, every brick kind with its look, the mini-games and
/// the keys. The game waits while it shows; any key, click or button closes it.
final class HelpPage: Overlay {
    private(set) var isOpen = false
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    func open() { isOpen = true }
    func close() { isOpen = false }
    func toggle() { isOpen ? close() : open() }

    var isVisible: Bool { isOpen }
    var pausesBelow: Bool { isOpen }

    func handle(_ event: SDL_Event, context: OverlayContext) -> Bool {
        guard isOpen else { return false }
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN where event.key.`repeat` == 0, SDL_MOUSEBUTTONUP, SDL_CONTROLLERBUTTONDOWN, SDL_FINGERUP:
            close()
            return true
        case SDL_QUIT, SDL_WINDOWEVENT:
            return false
        default:
            return DialogButtons.isPlayerInput(event)
        }
    }

    func update(_ dt: Double, context: OverlayContext) {}

    func draw(context: OverlayContext) {
        guard isOpen else { return }
        drawPage(window: context.windowSize, font: context.font, renderer: context.renderer)
    }

    /// The page over the whole window (the overlay's, and the title menu's Help screen).
    func drawPage(window: Size, font: FontAtlas, renderer: OpaquePointer) {
        shapes.removeAll()
        text.removeAll()
        DialogStyle.backdrop(window: window, alpha: 1, into: &shapes)
        shapes.rect(Rect(x: 0, y: 0, width: window.width, height: window.height), color: Palette.hudBand.withAlpha(0.85))
        // Sized so the longer column (the extras) fits the window's height.
        let rows = Double(Extra.allCases.count + 3)
        let line = min(22, max(9, (window.height - 24) / rows))
        let size = line * 0.62
        let columnWidth = window.width / 2
        var y = 12.0
        font.layout(tr("EXTRAS"), at: Point(x: 16, y: y), height: size * 1.2, color: Palette.accent, into: &text)
        y += line * 1.4
        for extra in Extra.allCases {
            let chip = Rect(x: 16, y: y, width: line * 2.2, height: line * 0.8)
            shapes.roundedRect(chip, radius: chip.height / 2, color: Palette.extra(extra))
            font.layoutCentered(Palette.label(extra), at: chip.center, height: chip.height * 0.8, color: Palette.hudBand, into: &text)
            let described = extra.duration.map { tr("%1$s (%2$d s): %3$s", tr(extra.title), Int($0), tr(extra.help)) }
                ?? tr("%s: %s", tr(extra.title), tr(extra.help))
            fit(described, x: chip.maxX + 8, y: y, to: columnWidth - 8,
                color: extra.isMalus ? Palette.hudDim : Palette.hudText)
            y += line
        }
        // A line too long for its column gets smaller rather than running into the next.
        func fit(_ line: String, x: Double, y: Double, to right: Double, color: Color) {
            let width = font.width(of: line, height: size)
            let height = width > right - x ? size * (right - x) / width : size
            font.layout(line, at: Point(x: x, y: y + (size - height) / 2), height: height, color: color, into: &text)
        }
        let x = columnWidth + 8
        y = 12
        font.layout(tr("BRICKS"), at: Point(x: x, y: y), height: size * 1.2, color: Palette.accent, into: &text)
        y += line * 1.4
        for entry in BrickKind.catalog {
            let brick = Brick(id: 0, placement: BrickPlacement(column: 0, row: 0, kind: entry.kind, tint: 3))
            let swatch = Rect(x: x, y: y, width: line * 2.2, height: line * 0.8)
            shapes.rect(swatch, color: Palette.brick(brick))
            fit(tr("%s: %s", tr(entry.name), tr(entry.help)), x: swatch.maxX + 8, y: y, to: window.width - 8, color: Palette.hudText)
            y += line
        }
        y += line * 0.6
        fit(tr("MINI-GAMES (breakout play --minigame NAME)"), x: x, y: y, to: window.width - 8, color: Palette.accent)
        y += line * 1.2
        for game in MiniGame.allCases {
            fit(tr("%s: %s", game.rawValue, tr(game.rules)), x: x, y: y, to: window.width - 8, color: Palette.hudText)
            y += line
        }
        y += line * 0.6
        font.layout(tr("KEYS"), at: Point(x: x, y: y), height: size * 1.1, color: Palette.accent, into: &text)
        y += line * 1.2
        for keys in HelpPage.keys {
            font.layout(tr(keys), at: Point(x: x, y: y), height: size, color: Palette.hudText, into: &text)
            y += line
        }
        shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
    }

    static let keys = [
        trLater("Drag, arrows, stick: move the paddle"),
        trLater("Tap, Space: serve, push, let go, fire"),
        trLater("W: warp when few bricks are left"),
        trLater("Duel: A/D or the second pad move the top paddle, S serves"),
        trLater("P pause   R rewind   Tab settings"),
        trLater("Esc menu   F1 this page (any key closes)   F11 fullscreen"),
        trLater("Editor: click/drag place, right erase, Enter test play"),
    ]
}
