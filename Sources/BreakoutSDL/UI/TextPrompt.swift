import Breakout
import CSDL2
import Dynamics
import WindowKit

/// A one-line text field in a dialog (a file name, a level's title): typing adds (SDL text
/// input), Backspace removes, Enter accepts, Esc cancels. At most `maxLength` characters.
///
/// ```swift
/// var prompt = TextPrompt(title: "Save as", text: "castle")
/// switch prompt.handle(event) { case .accepted(let name): save(name); case .cancelled: break; case nil: break }
/// ```
struct TextPrompt {
    enum Outcome: Equatable {
        case accepted(String)
        case cancelled
    }

    let title: String
    private(set) var text: String
    var maxLength = 60
    private var shapes = GeometryBatch()
    private var glyphs = GeometryBatch()

    init(title: String, text: String) {
        self.title = title
        self.text = text
        SDL_StartTextInput()
    }

    mutating func handle(_ event: SDL_Event) -> Outcome? {
        switch SDL_EventType(event.type) {
        case SDL_TEXTINPUT:
            let typed = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            text = String((text + typed.filter { !$0.isNewline }).prefix(maxLength))
        case SDL_KEYDOWN:
            switch SDL_KeyCode(UInt32(event.key.keysym.sym)) {
            case SDLK_BACKSPACE: if !text.isEmpty { text.removeLast() }
            case SDLK_RETURN, SDLK_KP_ENTER:
                SDL_StopTextInput()
                return .accepted(text)
            case SDLK_ESCAPE:
                SDL_StopTextInput()
                return .cancelled
            default: break
            }
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            // A right click goes back, as on every page.
            SDL_StopTextInput()
            return .cancelled
        case SDL_CONTROLLERBUTTONDOWN:
            switch SDL_GameControllerButton(Int32(event.cbutton.button)) {
            case SDL_CONTROLLER_BUTTON_A:
                SDL_StopTextInput()
                return .accepted(text)
            case SDL_CONTROLLER_BUTTON_B:
                SDL_StopTextInput()
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

    mutating func draw(window: Size, font: FontAtlas, renderer: OpaquePointer) {
        let title = font.wrapped(tr(self.title), width: TextPrompt.contentWidth, height: 20)
        let layout = DialogLayout(window: window, contentWidth: TextPrompt.contentWidth,
                                  blockHeights: title.map { _ in 24 } + [34, 14], buttonWidths: [], axis: .horizontal,
                                  area: DialogLayout.pageArea(for: window), smallestText: 12)
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
        shapes.draw(on: renderer)
        glyphs.draw(on: renderer, texture: font.texture)
    }
}
