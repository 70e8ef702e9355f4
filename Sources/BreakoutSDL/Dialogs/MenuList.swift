import Breakout
import Dynamics
import Translations
import WindowKit

/// A column of buttons in a panel, with a heading: the title menu and the mini-game menu.
/// Mouse, keys (Up/Down, Enter) and a controller (D-pad, A) work as in every dialog.
///
/// ```swift
/// var list = MenuList(heading: "BREAKOUT", subheading: "on Dynamics", titles: ["Play", "Quit"])
/// if let k = list.handle(event, window: app.window.size, font: app.font) { choose(k) }
/// list.draw(window: app.window.size, font: app.font, renderer: app.window.renderer)
/// ```
struct MenuList {
    let heading: String
    let subheading: String
    private(set) var buttons: DialogButtons
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    init(heading: String, subheading: String, titles: [String]) {
        self.heading = heading
        self.subheading = subheading
        buttons = DialogButtons(titles)
    }

    var focus: Int { buttons.focus }

    /// Dims the entries at `indices`: they stay in their places and take no press.
    mutating func setDisabled(_ indices: Set<Int>) { buttons.setDisabled(indices) }

    /// The focus on the first entry that can be chosen.
    mutating func resetFocus() { buttons.reset() }
    /// A theme's menu picture and where on it the theme puts its menu: the list goes there
    /// (where it fits) over the picture, as LBreakoutHD's menu does.
    var backdrop: (sheet: SpriteSheet, anchor: Point)?

    /// Where the panel and buttons are in a window of this size. A window too small for the
    /// subheading at a readable size leaves it out (`layout.blocks` then has the heading only).
    func layout(window: Size, font: FontAtlas) -> DialogLayout {
        let full = layout(window: window, font: font, subheading: true)
        return full.scale * MenuList.subheadingHeight >= DialogLayout.minimumText ? full : layout(window: window, font: font, subheading: false)
    }

    static let subheadingHeight = 14.0

    private func layout(window: Size, font: FontAtlas, subheading: Bool) -> DialogLayout {
        let width = buttons.width(font: font)
        // The heading fits too: a language's longer title (Spanish "DOS JUGADORES") widens the panel.
        let content = max(260, width, font.width(of: tr(heading), height: 40) + 8,
                          subheading ? font.width(of: tr(self.subheading), height: MenuList.subheadingHeight) + 8 : 0)
        var area = DialogLayout.pageArea(for: window)
        if let backdrop {
            // A column centred on the theme's point as far as the window allows, under the
            // picture's logo (its top fifth) and above the page's foot, as LBreakoutHD's menu.
            let picture = PageStyle.backdropRect(backdrop.sheet, window: window)
            let p = PageStyle.backdropPoint(backdrop.anchor, of: backdrop.sheet, window: window)
            let half = min(p.x, window.width - p.x)
            if half * 2 >= content + 40 { area = Rect(x: p.x - half, y: area.minY, width: 2 * half, height: area.height) }
            let top = max(area.minY, picture.minY + 0.2 * picture.height)
            if area.maxY - top >= 0.5 * window.height { area = Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top) }
        }
        return DialogLayout(window: window, contentWidth: content, blockHeights: subheading ? [40, 16] : [40],
                            buttonWidths: Array(repeating: width, count: buttons.titles.count), axis: .vertical,
                            area: area, smallestText: subheading ? MenuList.subheadingHeight : DialogButtons.titleHeight,
                            packsBeforeColumns: true)
    }

    /// The index of the button pressed, if any.
    mutating func handle(_ event: WindowEvent, window: Size, font: FontAtlas) -> Int? {
        buttons.handle(event, rects: layout(window: window, font: font).buttons)
    }

    mutating func draw(window: Size, font: FontAtlas, renderer: Renderer, hint: String, notice: String? = nil) {
        let layout = self.layout(window: window, font: font)
        shapes.removeAll()
        text.removeAll()
        if let backdrop {
            PageStyle.backdrop(backdrop.sheet, window: window, on: renderer)
            PageStyle.background(window, over: true, into: &shapes)
        } else {
            PageStyle.background(window, into: &shapes)
            MenuList.brickBand(window: window, into: &shapes)
        }
        DialogStyle.panel(layout, accent: Palette.paddle, into: &shapes)
        let s = layout.scale
        font.layoutCentered(tr(heading), at: layout.blocks[0].center, height: 40 * s, color: Palette.accent, into: &text)
        if layout.blocks.count > 1 {
            font.layoutCentered(tr(subheading), at: layout.blocks[1].center, height: MenuList.subheadingHeight * s, color: Palette.hudDim, into: &text)
        }
        buttons.draw(in: layout, accent: Palette.accent, font: font, shapes: &shapes, text: &text)
        PageStyle.hint(hint, window: window, font: font, fromBottom: 14, into: &text)
        PageStyle.notice(notice, window: window, font: font, into: &text)
        shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
    }

    /// A wall of bricks across the top, the game's colours: the menu says what game this is.
    private static func brickBand(window: Size, into shapes: inout GeometryBatch) {
        let columns = 16, w = window.width / Double(columns), h = min(18, window.height / 30)
        for row in 0..<3 {
            for column in 0..<columns {
                let color = Palette.tints[(column + row * 3) % Palette.tints.count].withAlpha(0.55)
                shapes.rect(Rect(x: Double(column) * w + 1, y: 6 + Double(row) * (h + 2), width: w - 2, height: h), color: color)
            }
        }
    }
}
