import Breakout
import Dynamics
import Translations
import WindowKit

/// The Esc menu: Resume, Restart, Settings, Controls, Help, Quit, with the mouse (a right
/// click resumes), the keyboard (Up/Down or Tab to move, Enter or Space to press, Esc to
/// resume) or a controller. The game waits while it is open. "Settings" closes the menu and
/// asks for the settings panel, as Tab does; closing that page brings the menu back.
///
/// ```swift
/// app.overlays.push(app.menu)
/// app.menu.open()
/// ```
final class PauseMenu: Overlay {
    enum Choice: CaseIterable, Hashable, Sendable {
        case resume
        case restart
        case settings
        case controls
        case help
        /// LBreakoutHD's Plane of Inner Stability: a brick the ball cannot reach, destroyed.
        case destroyBrick
        case quit

        var title: String {
            switch self {
            case .resume: return trLater("Resume")
            case .restart: return trLater("Restart")
            case .help: return trLater("Help")
            case .settings: return trLater("Settings")
            case .controls: return trLater("Controls")
            case .destroyBrick: return trLater("Destroy a brick")
            case .quit: return trLater("Quit")
            }
        }
    }

    private(set) var isOpen = false
    private(set) var buttons = DialogButtons(Choice.allCases.map(\.title))
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    init() {}

    /// Opens on Resume, or on `choice` (back from a question that entry asked).
    func open(at choice: Choice? = nil) {
        if !isOpen { MenuFeedback.opened() }
        isOpen = true
        buttons.reset()
        if let choice, let k = Choice.allCases.firstIndex(of: choice) { buttons.setFocus(k) }
    }

    func close() { isOpen = false }

    func toggle() { isOpen ? close() : open() }

    // MARK: Overlay

    var isVisible: Bool { isOpen }
    var pausesBelow: Bool { isOpen }

    func handle(_ event: WindowEvent, context: OverlayContext) -> Bool {
        guard isOpen, DialogButtons.isPlayerInput(event) else { return false }
        offer(context)
        if PageStyle.isBack(event) {   // Esc, a right click, or a controller's B or Back
            choose(.resume, context: context)
        } else if let k = buttons.handle(event, rects: layout(in: context.windowSize, font: context.font, area: context.fieldArea).buttons) {
            choose(Choice.allCases[k], context: context)
        }
        return true
    }

    func update(_ dt: Double, context: OverlayContext) {}

    func draw(context: OverlayContext) {
        guard isOpen else { return }
        offer(context)
        let layout = self.layout(in: context.windowSize, font: context.font, area: context.fieldArea)
        let s = layout.scale
        shapes.removeAll()
        text.removeAll()
        DialogStyle.backdrop(window: context.windowSize, alpha: 1, area: context.fieldArea, into: &shapes)
        DialogStyle.panel(layout, accent: Palette.paddle, into: &shapes)
        // A network duel goes on under the menu: its heading says so, in the same places.
        let heading = context.goesOnUnderMenu ? PauseMenu.goingOnLines : PauseMenu.lines.map(\.text)
        for ((line, r), words) in zip(zip(PauseMenu.lines(in: context.windowSize), layout.blocks), heading) {
            context.font.layoutCentered(tr(words), at: r.center, height: line.height * s, color: line.color, into: &text)
        }
        buttons.draw(in: layout, accent: Palette.accent, font: context.font, shapes: &shapes, text: &text)
        shapes.draw(on: context.renderer)
        text.draw(on: context.renderer, texture: context.font.texture)
    }

    /// Where the panel and the buttons are in a window of this size (for hit tests).
    /// `area`: the field's (default: a 4:3 field's place in the window).
    func layout(in window: Size, font: FontAtlas, area: Rect? = nil) -> DialogLayout {
        let width = buttons.width(font: font)
        let lines = PauseMenu.lines(in: window)
        return DialogLayout(window: window, contentWidth: max(220, width), blockHeights: lines.map(\.height),
                            buttonWidths: Array(repeating: width, count: buttons.titles.count), axis: .vertical, area: area,
                            smallestText: min(lines.map(\.height).min() ?? DialogButtons.titleHeight, DialogButtons.titleHeight))
    }

    // MARK: Private

    private static let lines: [(text: String, height: Double, color: Color)] = [
        (trLater("PAUSED"), 30, Palette.hudText),
        (trLater("ESC TO RESUME"), 13, Palette.hudDim),
    ]
    /// The heading's words over a game that goes on (a network duel).
    private static let goingOnLines = [trLater("MENU"), trLater("THE DUEL GOES ON: ESC TO RETURN")]

    /// The lines over the buttons: a short window keeps the heading alone, so that the
    /// seven buttons stay readable (Esc still resumes, as the hint line says).
    private static func lines(in window: Size) -> [(text: String, height: Double, color: Color)] {
        window.height < 360 ? Array(lines.prefix(1)) : lines
    }

    /// Destroy a brick shows dimmed where the game has no such thing (a duel, a mini-game),
    /// in its place, so the entries below do not move.
    private func offer(_ context: OverlayContext) {
        let off: Set<Int> = context.offersBrickPicker ? [] : [Choice.allCases.firstIndex(of: .destroyBrick)!]
        if off != buttons.disabled { buttons.setDisabled(off) }
    }

    private func choose(_ choice: Choice, context: OverlayContext) {
        close()
        switch choice {
        case .resume: context.setPaused(false)   // Resume means play, also after P or a lost focus
        case .restart: context.askToRestart()
        case .settings: context.apply(.toggleSettings)
        case .controls: context.apply(.toggleControls)
        case .help: context.apply(.toggleHelp)
        case .destroyBrick: context.pickBrickToDestroy()
        case .quit: context.askToQuit()
        }
    }
}
