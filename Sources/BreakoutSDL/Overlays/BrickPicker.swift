import Breakout
import Dynamics
import Translations
import WindowKit

/// LBreakoutHD's Plane of Inner Stability, opened from the Esc menu: the game waits under a
/// veil, and a click on any brick destroys it for a tenth of the score (the answer to the
/// genre's oldest complaint, the last brick the ball cannot reach). Any key, a right click
/// or a controller's B cancels.
///
/// ```swift
/// picker.open()            // the Esc menu's "Destroy a brick"
/// ```
final class BrickPicker: Overlay {
    private(set) var isOpen = false
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    func open() { isOpen = true }
    func close() { isOpen = false }

    var isVisible: Bool { isOpen }
    var pausesBelow: Bool { isOpen }

    func handle(_ event: WindowEvent, context: OverlayContext) -> Bool {
        guard isOpen else { return false }
        switch event {
        case let .pointer(pointer) where pointer.isMouse && pointer.phase == .up:
            if pointer.button == .left, let brick = context.brick(at: pointer.position) {
                context.destroyBrick(brick)
            }
            close()
        case let .key(press) where press.isDown:
            close()
        case let .padButton(press) where press.isDown:
            close()
        default:
            break
        }
        return true
    }

    func update(_ dt: Double, context: OverlayContext) {}

    func draw(context: OverlayContext) {
        guard isOpen else { return }
        shapes.removeAll()
        text.removeAll()
        let window = context.windowSize, font = context.font
        // The field shows through, dimmed; the words sit at the top, over the HUD band.
        shapes.rect(Rect(origin: .zero, size: window), color: Color.black.withAlpha(0.35))
        let band = Rect(x: 0, y: 0, width: window.width, height: 58)
        shapes.rect(band, color: DialogStyle.panel)
        let title = font.fitted(tr("Plane of Inner Stability"), width: window.width - 20, height: 20, minimum: 10)
        font.layoutCentered(title.text, at: Point(x: window.width / 2, y: 16), height: title.height, color: Palette.accent, into: &text)
        let cost = context.game.destroyBrickCost
        let hint = font.fitted(tr("Click a brick to destroy it for 10%% of your score (%d). Any key cancels.", cost),
                               width: window.width - 20, height: 13, minimum: 9)
        font.layoutCentered(hint.text, at: Point(x: window.width / 2, y: 42), height: hint.height, color: Palette.hudText, into: &text)
        shapes.draw(on: context.renderer)
        text.draw(on: context.renderer, texture: font.texture)
    }
}
