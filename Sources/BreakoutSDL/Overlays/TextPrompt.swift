import Breakout
import Dynamics
import Translations
import WindowKit

/// A one-line text field in a dialog (a file name, a level's title, the player's name):
/// typing adds (text input), Backspace removes, Enter or the OK button accepts, Esc, a right
/// click or the Cancel button cancels. At most `maxLength` characters.
///
/// ```swift
/// var prompt = TextPrompt(title: "Save as", text: "castle")
/// switch prompt.handle(event, window: size, font: font) { case .accepted(let name): save(name); case .cancelled: break; case nil: break }
/// ```
struct TextPrompt {
    enum Outcome: Equatable {
        case accepted(String)
        case cancelled
    }

    let title: String
    private(set) var text: String
    var maxLength = 60
    /// OK and Cancel, for the mouse (the keys need none).
    private(set) var buttons = DialogButtons([trLater("OK"), trLater("Cancel")])
    private var shapes = GeometryBatch()
    private var glyphs = GeometryBatch()

    init(title: String, text: String) {
        self.title = title
        self.text = text
        TextInput.start()
    }

    mutating func handle(_ event: WindowEvent, window: Size, font: FontAtlas) -> Outcome? {
        // The buttons take the mouse only: Enter and Space are the field's (Space types).
        if case let .pointer(p) = event, p.isMouse, p.button == .left || p.phase == .moved,
           let k = buttons.handle(event, rects: layout(window: window, font: font).buttons) {
            TextInput.stop()
            return k == 0 ? .accepted(text) : .cancelled
        }
        switch event {
        case let .text(typed):
            text = String((text + typed.filter { !$0.isNewline }).prefix(maxLength))
        case let .key(press) where press.isDown:
            switch press.key {
            case .backspace: if !text.isEmpty { text.removeLast() }
            case .return, .keypadEnter:
                TextInput.stop()
                return .accepted(text)
            case .escape:
                TextInput.stop()
                return .cancelled
            default: break
            }
        case let .pointer(p) where p.isPress && p.button == .right:
            // A right click goes back, as on every page.
            TextInput.stop()
            return .cancelled
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .a:
                TextInput.stop()
                return .accepted(text)
            case .b:
                TextInput.stop()
                return .cancelled
            default: break
            }
        default:
            break
        }
        return nil
    }

    /// The dialog's width at scale 1: a long title wraps to it rather than widening the box.
    static let contentWidth = 360.0

    /// Where the title, the field, the hint and the buttons are.
    func layout(window: Size, font: FontAtlas) -> DialogLayout {
        let title = font.wrapped(tr(self.title), width: TextPrompt.contentWidth, height: 20)
        return DialogLayout(window: window, contentWidth: TextPrompt.contentWidth,
                            blockHeights: title.map { _ in 24 } + [34, 14], buttonWidths: [150, 150], axis: .horizontal,
                            area: DialogLayout.pageArea(for: window), smallestText: 12)
    }

    mutating func draw(window: Size, font: FontAtlas, renderer: Renderer) {
        let title = font.wrapped(tr(self.title), width: TextPrompt.contentWidth, height: 20)
        let layout = self.layout(window: window, font: font)
        let s = layout.scale
        shapes.removeAll()
        glyphs.removeAll()
        DialogStyle.backdrop(window: window, alpha: 1, area: Rect(x: 0, y: 0, width: window.width, height: window.height), into: &shapes)
        DialogStyle.panel(layout, accent: Palette.accent, into: &shapes)
        for (line, block) in zip(title, layout.blocks) {
            font.layoutCentered(line, at: block.center, height: 20 * s, color: Palette.hudText, into: &glyphs)
        }
        let field = layout.blocks[title.count]
        shapes.rect(field, color: DialogStyle.button)
        font.layout(text + "_", at: Point(x: field.minX + 8, y: field.minY + 6 * s), height: 22 * s, color: Palette.accent, into: &glyphs)
        font.layoutCentered(tr("Enter: OK   Esc: cancel"), at: layout.blocks[title.count + 1].center, height: 12 * s, color: Palette.hudDim, into: &glyphs)
        buttons.draw(in: layout, accent: Palette.accent, font: font, shapes: &shapes, text: &glyphs)
        shapes.draw(on: renderer)
        glyphs.draw(on: renderer, texture: font.texture)
    }
}
