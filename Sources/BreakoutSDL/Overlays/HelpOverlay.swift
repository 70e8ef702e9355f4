import Breakout
import Dynamics
import Translations
import WindowKit

/// The help page (F1, Help in the Esc menu, the title menu's Help), as LBreakoutHD's: every
/// extra with its capsule and one line on what it does, every brick kind with its look, the
/// mini-games, and the keys as the player has bound them. Wide windows get two columns,
/// narrow ones one; lines wrap to their column at a readable size, and what does not fit
/// scrolls (the wheel, Up/Down, PageUp/PageDown, Home/End). Any other key, a click, a
/// controller button, Esc or the Back button closes it. The game waits while it shows.
final class HelpOverlay: Overlay {
    private(set) var isOpen = false
    /// How far the page is scrolled, in points.
    private(set) var scroll = 0.0
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    static let textHeight = 13.0
    static let lineHeight = 18.0
    static let headingHeight = 15.0
    /// Wide enough for two columns.
    static let twoColumnWidth = 900.0

    func open() {
        isOpen = true
        scroll = 0
    }

    func close() { isOpen = false }
    func toggle() { isOpen ? close() : open() }

    var isVisible: Bool { isOpen }
    var pausesBelow: Bool { isOpen }

    func handle(_ event: WindowEvent, context: OverlayContext) -> Bool {
        guard isOpen else { return false }
        switch react(to: event, window: context.windowSize, font: context.font, settings: context.settings) {
        case .close: close(); return true
        case .used: return true
        case .ignored: return false
        }
    }

    /// What an event does to the page.
    enum Reaction { case close, used, ignored }

    /// Scrolls, closes or ignores (quitting, resizing and focus are the window's).
    func react(to event: WindowEvent, window: Size, font: FontAtlas, settings: Settings) -> Reaction {
        let layout = self.layout(window: window, font: font, settings: settings)
        let page = max(Self.lineHeight, layout.area.height - 2 * Self.lineHeight)
        switch event {
        case .quit, .resized, .focus:
            return .ignored
        case let .wheel(w):
            scroll(by: -w.dy * 3 * Self.lineHeight, layout)
            return .used
        case let .key(press) where press.isDown:
            switch press.key {
            case .up: scroll(by: -Self.lineHeight, layout)
            case .down: scroll(by: Self.lineHeight, layout)
            case .pageUp: scroll(by: -page, layout)
            case .pageDown, .space: scroll(by: page, layout)
            case .home: scroll = 0
            case .end: scroll = layout.maxScroll
            default: return press.isRepeat ? .used : .close
            }
            return .used
        case let .padButton(press) where press.isDown:
            switch press.button {
            case .dpadUp: scroll(by: -Self.lineHeight, layout)
            case .dpadDown: scroll(by: Self.lineHeight, layout)
            default: return .close
            }
            return .used
        case let .pointer(p) where p.phase == .up:
            return .close
        default:
            return DialogButtons.isPlayerInput(event) ? .used : .ignored
        }
    }

    private func scroll(by delta: Double, _ layout: Layout) {
        scroll = min(max(0, scroll + delta), layout.maxScroll)
    }

    func update(_ dt: Double, context: OverlayContext) {}

    func draw(context: OverlayContext) {
        guard isOpen else { return }
        drawPage(window: context.windowSize, font: context.font, settings: context.settings, renderer: context.renderer)
    }

    // MARK: Layout

    /// One line of the page: a heading, an extra (with its capsule), a brick (with a swatch)
    /// or plain text, wrapped to its column.
    struct Line {
        enum Mark { case none, heading, extra(Extra), brick(BrickKind) }
        var mark: Mark
        var text: String
        var color: Color
    }

    /// Where everything goes: the lines of each column at their y (before scrolling).
    struct Layout {
        /// The part of the window the lines show in (below the title, above the hint).
        var area: Rect
        var columns: [(x: Double, width: Double, lines: [(line: Line, y: Double)])]
        var contentHeight: Double
        var maxScroll: Double { max(0, contentHeight - area.height) }
    }

    /// The page's sections, in the player's language, with the keys as bound now.
    static func sections(settings: Settings) -> [[Line]] {
        let extras = [Line(mark: .heading, text: tr("EXTRAS"), color: Palette.accent)] + Extra.allCases.map { extra in
            let described = extra.duration.map { tr("%1$s (%2$d s): %3$s", tr(extra.title), Int($0), tr(extra.help)) }
                ?? tr("%s: %s", tr(extra.title), tr(extra.help))
            return Line(mark: .extra(extra), text: described, color: extra.isMalus ? Palette.hudDim : Palette.hudText)
        }
        let bricks = [Line(mark: .heading, text: tr("BRICKS"), color: Palette.accent)] + BrickKind.catalog.map {
            Line(mark: .brick($0.kind), text: tr("%s: %s", tr($0.name), tr($0.help)), color: Palette.hudText)
        }
        let games = [Line(mark: .heading, text: tr("MINI-GAMES (breakout play --minigame NAME)"), color: Palette.accent)]
            + MiniGame.allCases.map { Line(mark: .none, text: tr("%s: %s", $0.rawValue, tr($0.rules)), color: Palette.hudText) }
        var keys = [Line(mark: .heading, text: tr("KEYS (the Controls page changes them)"), color: Palette.accent)]
        keys += [trLater("Mouse: moves the paddle; a click serves, pushes, fires"),
                 trLater("Touch: a drag moves the paddle, a tap serves and pushes"),
                 trLater("Controller: the stick moves the paddle")].map { Line(mark: .none, text: tr($0), color: Palette.hudText) }
        keys += ControlAction.allCases.map { action in
            Line(mark: .none, text: tr("%s: %s", settings.display.keys[keyPath: action.key], tr(action.title)), color: Palette.hudText)
        }
        keys += [trLater("F11 or Alt+Enter: fullscreen"),
                 trLater("Editor: click or drag places, right click erases, Enter test-plays")].map { Line(mark: .none, text: tr($0), color: Palette.hudText) }
        return [extras, bricks, games, keys]
    }

    /// The lines laid out in a window of this size: two columns when it is wide (the extras,
    /// then the rest), else one.
    func layout(window: Size, font: FontAtlas, settings: Settings) -> Layout {
        let top = PageStyle.backButton(window: window).maxY + 10
        let area = Rect(x: 16, y: top, width: max(40, window.width - 32), height: max(Self.lineHeight, window.height - top - 34))
        let sections = Self.sections(settings: settings)
        let two = window.width >= Self.twoColumnWidth
        let gap = 24.0
        let width = two ? (area.width - gap) / 2 : area.width
        let groups: [[Line]] = two ? [sections[0], sections[1...].flatMap { $0 }] : [sections.flatMap { $0 }]
        var columns: [(x: Double, width: Double, lines: [(line: Line, y: Double)])] = []
        var tallest = 0.0
        for (k, group) in groups.enumerated() {
            var y = 0.0
            var placed: [(line: Line, y: Double)] = []
            for line in group {
                if case .heading = line.mark, !placed.isEmpty { y += Self.lineHeight * 0.5 }
                for (n, piece) in font.wrapped(line.text, width: width - Self.indent(line.mark), height: Self.textHeight).enumerated() {
                    var part = line
                    part.text = piece
                    if n > 0 { part.mark = .none }
                    placed.append((part, y))
                    y += Self.lineHeight
                }
            }
            columns.append((area.minX + Double(k) * (width + gap), width, placed))
            tallest = max(tallest, y)
        }
        return Layout(area: area, columns: columns, contentHeight: tallest)
    }

    /// Room left of an extra's or a brick's text for its capsule or swatch.
    static func indent(_ mark: Line.Mark) -> Double {
        switch mark {
        case .extra, .brick: 52
        default: 0
        }
    }

    /// The page over the whole window (the overlay's, and the title menu's Help screen).
    func drawPage(window: Size, font: FontAtlas, settings: Settings, renderer: Renderer) {
        shapes.removeAll()
        text.removeAll()
        // Opaque: the HUD must not show through the headings.
        shapes.rect(Rect(x: 0, y: 0, width: window.width, height: window.height), color: Palette.hudBand)
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("HELP"), hint: tr("Wheel or arrows scroll   any other key, a click or Esc: back"),
                        window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        let layout = self.layout(window: window, font: font, settings: settings)
        scroll = min(scroll, layout.maxScroll)
        for column in layout.columns {
            var indentOfText = 0.0
            for (line, y0) in column.lines {
                let y = layout.area.minY + y0 - scroll
                // Only whole lines show: none is cut by the title or the hint.
                guard y >= layout.area.minY - 0.5, y + Self.lineHeight <= layout.area.maxY + 0.5 else { continue }
                var x = column.x
                switch line.mark {
                case .heading:
                    indentOfText = 0
                    font.layout(line.text, at: Point(x: x, y: y), height: Self.headingHeight, color: line.color, into: &text)
                    continue
                case let .extra(extra):
                    let chip = Rect(x: x, y: y + 2, width: 44, height: 14)
                    shapes.roundedRect(chip, radius: 7, color: Palette.extra(extra))
                    font.layoutCentered(Palette.label(extra), at: chip.center, height: 11, color: Palette.hudBand, into: &text)
                    indentOfText = Self.indent(line.mark)
                case let .brick(kind):
                    let brick = Brick(id: 0, placement: BrickPlacement(column: 0, row: 0, kind: kind, tint: 3))
                    shapes.rect(Rect(x: x, y: y + 2, width: 44, height: 14), color: Palette.brick(brick))
                    indentOfText = Self.indent(line.mark)
                case .none:
                    break
                }
                x += indentOfText
                font.layout(line.text, at: Point(x: x, y: y + 1), height: Self.textHeight, color: line.color, into: &text)
            }
        }
        // A scroll bar when it does not all fit.
        if layout.maxScroll > 0 {
            let track = Rect(x: window.width - 8, y: layout.area.minY, width: 3, height: layout.area.height)
            let share = layout.area.height / layout.contentHeight
            shapes.rect(track, color: PanelStyle.well)
            shapes.rect(Rect(x: track.minX, y: track.minY + scroll / layout.contentHeight * track.height, width: 3, height: track.height * share),
                        color: PanelStyle.divider)
        }
        shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
    }
}
