import Breakout
import Dynamics
import Foundation
import HighScores
import Translations
import WindowKit

/// The alert after a cleared level ("Next level", "Quit") or a lost game ("Play again",
/// "Quit"): the result and the score; after game over also the rank the score took and the
/// high-score table. It opens when the game reaches `.levelCleared` or `.gameOver` and
/// pauses the game while it shows. In demo mode it presses its first button after
/// `demoDelay` seconds, so the demo goes on by itself.
///
/// It shows the high scores the app keeps (`OverlayContext.highScores`); the app records
/// each finished game before the alert opens. When an online chart server is set, game over
/// also offers "Submit to the online charts": the alert stays open while the game's replay
/// goes there, and two lines under the result say how it went (`OnlineSubmission`); their
/// room is kept from the start, so no button moves under the pointer when the answer comes.
///
/// ```swift
/// let alert = ResultAlert()
/// app.overlays.push(alert)
/// // after every step:
/// alert.noticeResult(in: app)
/// ```
final class ResultAlert: Overlay {
    enum Kind: Hashable, Sendable {
        case levelCleared
        case gameOver
    }

    /// What a button does.
    enum Choice: Hashable, Sendable {
        case nextLevel
        case playAgain
        /// LBreakoutHD's continue: go on at this level for the score.
        case continueGame
        /// A network duel's: the lobby again, for another game with the same opponent.
        case rematch
        /// The game's replay to the online charts; the alert stays.
        case submitOnline
        case quit

        var title: String {
            switch self {
            case .nextLevel: return trLater("Next level")
            case .playAgain: return trLater("Play again")
            case .continueGame: return trLater("Continue")
            case .rematch: return trLater("Rematch")
            case .submitOnline: return trLater("Submit to the online charts")
            case .quit: return trLater("Quit")
            }
        }
    }

    /// Seconds before the buttons take input, so a key still pressed from play does not press one.
    static let inputDelay = 0.35
    /// Seconds a demo's alert shows before it goes on by itself.
    static let demoDelay = 2.0
    /// How many table rows show when the window has room (else 5).
    static let tableRows = HighScoreTable.capacity

    /// What shows: nil while closed.
    private(set) var kind: Kind?
    private(set) var choices: [Choice] = []
    private(set) var buttons = DialogButtons([Choice.quit.title])
    private(set) var score = 0
    /// The level the result is about.
    private(set) var level = 0
    /// The 1-based rank this game's score took in the table; nil when it did not make it.
    private(set) var rank: Int?
    private(set) var table = HighScoreTable()
    /// Seconds since the alert opened.
    private(set) var age = 0.0

    /// Whether the result shown is the demo's.
    private var isDemo = false
    /// The duel that ended, if it was one: its winner and frags instead of a score and table.
    private var duel: DuelState?
    /// A mini-game's "WAVE 3", in place of the level.
    private var miniGameResult: String?
    /// Where the online submission stands (`OnlineSubmission.line`), when it is offered:
    /// "" until the player sends the game.
    private(set) var onlineLine: String?
    private var sides = DuelSides()
    private var shown: ResultKey?
    private var dismissed: ResultKey?
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    /// One result of one game: the step is frozen while the alert shows (the game waits), so
    /// a dismissed result is not shown again before the game moves on.
    private struct ResultKey: Hashable {
        var phase: GamePhase
        var level: Int
        var step: Int
    }

    init() {}

    // MARK: Overlay

    var isVisible: Bool { kind != nil }

    var pausesBelow: Bool { true }

    func handle(_ event: WindowEvent, context: OverlayContext) -> Bool {
        guard kind != nil, DialogButtons.isPlayerInput(event) else { return false }
        // Too early: keep the input from the game anyway (a tap would launch the next serve).
        guard age >= ResultAlert.inputDelay else { return true }
        // Esc, a right click, B: the game over's Quit, the cleared level's going on.
        if PageStyle.isBack(event), let choice = kind == .gameOver ? choices.last : choices.first {
            choose(choice, context: context)
            return true
        }
        if let k = buttons.handle(event, rects: layout(in: context.windowSize, font: context.font, area: context.fieldArea).buttons) {
            choose(choices[k], context: context)
        }
        return true
    }

    func update(_ dt: Double, context: OverlayContext) {
        guard kind != nil else { return }
        age += dt
        if let k = choices.firstIndex(of: .submitOnline) {
            onlineLine = context.onlineSubmission.line ?? ""
            let offered = context.onlineSubmission.canSend
            if offered == buttons.disabled.contains(k) {
                buttons.setDisabled(offered ? [] : [k])
                // Sent: the focus goes back to the first button rather than on to Quit.
                if !offered { buttons.setFocus(0) }
            }
        }
        if isDemo && age >= ResultAlert.demoDelay, let first = choices.first { choose(first, context: context) }
    }

    func draw(context: OverlayContext) {
        guard let kind else { return }
        let font = context.font
        let (layout, rows) = arrange(in: context.windowSize, font: font, area: context.fieldArea)
        let s = layout.scale
        shapes.removeAll()
        text.removeAll()
        DialogStyle.backdrop(window: context.windowSize, alpha: min(1, age / 0.2), area: context.fieldArea, into: &shapes)
        DialogStyle.panel(layout, accent: kind == .gameOver ? Palette.explosive : Palette.accent, into: &shapes)
        for (k, (line, r)) in zip(lines, layout.blocks).enumerated() {
            // The heading may be drawn smaller to fit (see `arrange`); the other lines are whole.
            let fit = k == 0 ? font.fitted(line.text, width: r.width, height: line.height * s, minimum: DialogLayout.minimumText)
                             : (text: line.text, height: line.height * s)
            font.layoutCentered(fit.text, at: r.center, height: fit.height, color: line.color, into: &text)
        }
        if let onlineLine {
            // Two lines of their own under the result, the text wrapped to them (a refusal's
            // reason may be long) at one size for both: a little smaller if that makes it fit,
            // never below `onlineLeast`, and what a third line would hold is cut with "…".
            // (Shrinking only the last line to take the rest left it 8 pixels high.)
            let blocks = layout.blocks.dropFirst(lines.count).prefix(ResultAlert.onlineRows)
            let width = ResultAlert.tableWidth * s
            let (wrapped, height) = ResultAlert.wrapOnline(onlineLine, rows: blocks.count, width: width,
                                                           height: ResultAlert.onlineHeight * s, font: font)
            for (line, r) in zip(wrapped, blocks) {
                let fit = font.fitted(line, width: width, height: height, minimum: height)
                font.layoutCentered(fit.text, at: r.center, height: fit.height, color: Palette.accent, into: &text)
            }
        }
        if kind == .gameOver, duel == nil, let r = layout.blocks.last {
            drawTable(in: r, rows: rows, scale: s, font: font)
        }
        buttons.draw(in: layout, accent: Palette.accent, font: font, shapes: &shapes, text: &text)
        shapes.draw(on: context.renderer)
        text.draw(on: context.renderer, texture: font.texture)
    }

    /// Where the panel and the buttons are in a window of this size (for hit tests).
    func layout(in window: Size, font: FontAtlas, area: Rect? = nil) -> DialogLayout {
        arrange(in: window, font: font, area: area).layout
    }

    // MARK: Opening and closing

    /// Looks at the game's phase: opens on a new result (the app calls this after every step,
    /// and after recording a finished game's score), closes when the game moved on without
    /// the alert (a restart from elsewhere).
    func noticeResult(in context: OverlayContext) {
        let state = context.game.state
        let key = ResultKey(phase: state.phase, level: state.levelNumber, step: context.game.stepIndex)
        switch state.phase {
        case .levelCleared, .gameOver:
            if key != shown && key != dismissed { open(key, context: context) }
        case .serving, .playing:
            // The game moved on without the alert (a restart from elsewhere): nothing to show.
            kind = nil
            shown = nil
        }
    }

    private func open(_ key: ResultKey, context: OverlayContext) {
        shown = key
        age = 0
        score = context.game.state.score
        level = key.level
        rank = nil
        let kind: Kind = key.phase == .gameOver ? .gameOver : .levelCleared
        self.kind = kind
        choices = kind == .gameOver ? (context.isNetworkGame ? [.rematch, .quit] : [.playAgain] + (context.canContinue ? [.continueGame] : [])
                                          + (context.offersOnlineSubmission ? [.submitOnline] : []) + [.quit])
                                    : [.nextLevel, .quit]
        buttons = DialogButtons(choices.map(\.title))
        onlineLine = choices.contains(.submitOnline) ? context.onlineSubmission.line ?? "" : nil
        isDemo = context.isDemo
        duel = context.game.state.duel
        sides = DuelSides(versusComputer: context.versusComputer)
        miniGameResult = context.game.miniGameResult
        if kind == .gameOver, duel == nil {
            // Recorded by the app before this (not the demo's games: they are the autoplayer's).
            table = context.highScores.table
            rank = isDemo ? nil : context.highScores.lastRank
        }
    }

    /// The chart again (the player's name went on the new entry).
    func showTable(_ table: HighScoreTable) {
        if kind == .gameOver { self.table = table }
    }

    private func choose(_ choice: Choice, context: OverlayContext) {
        if choice == .submitOnline {
            context.submitOnline()
            update(0, context: context)
            return
        }
        dismissed = shown
        shown = nil
        kind = nil
        switch choice {
        case .nextLevel: context.apply(.confirm)   // the game's next step goes on to the next level
        case .playAgain: context.restart()
        case .continueGame: context.buyContinue()
        case .rematch: context.rematch()
        case .submitOnline: break
        case .quit: context.apply(.quit)
        }
    }

    // MARK: Content

    private struct Line {
        var text: String
        var height: Double
        var color: Color
    }

    private var lines: [Line] {
        switch kind {
        case .levelCleared where miniGameResult != nil:
            // A bonus level's end: how far its mini-game got.
            return [Line(text: tr("BONUS LEVEL OVER"), height: 30, color: Palette.accent),
                    Line(text: tr("SCORE %1$d   %2$s", score, miniGameResult ?? ""), height: 22, color: Palette.hudText),
                    Line(text: tr("LEVEL %d IS NEXT", level + 1), height: 14, color: Palette.hudDim)]
        case .levelCleared:
            return [Line(text: tr("LEVEL %d CLEARED", level), height: 30, color: Palette.accent),
                    Line(text: tr("SCORE %d", score), height: 22, color: Palette.hudText),
                    Line(text: tr("LEVEL %d IS NEXT", level + 1), height: 14, color: Palette.hudDim)]
        case .gameOver where duel != nil:
            let duel = self.duel!
            let winner = sides.winner(duel.winner ?? .bottom)
            return [Line(text: winner, height: 30, color: duel.winner == .top ? Palette.secondPlayer : Palette.paddle),
                    Line(text: tr("FRAGS %1$d : %2$d", duel.frags[0], duel.frags[1]), height: 22, color: Palette.hudText)]
        case .gameOver:
            let standing: Line
            if let rank {
                standing = Line(text: rank == 1 ? tr("NEW HIGH SCORE!") : tr("RANK %1$d OF %2$d", rank, HighScoreTable.capacity),
                                height: 18, color: Palette.accent)
            } else {
                let why = isDemo ? tr("DEMO GAMES ARE NOT RECORDED") : tr("NOT IN THE TOP %d", HighScoreTable.capacity)
                standing = Line(text: why, height: 14, color: Palette.hudDim)
            }
            // A mini-game has no levels: how far it got instead.
            let reached = miniGameResult.map { tr("SCORE %1$d   %2$s", score, $0) } ?? tr("SCORE %1$d   LEVEL %2$d", score, level)
            return [Line(text: tr("GAME OVER"), height: 30, color: Palette.explosive),
                    Line(text: reached, height: 22, color: Palette.hudText),
                    standing]
        case nil:
            return []
        }
    }

    /// The online submission's lines: how many, and their text's height.
    static let onlineRows = 2
    static let onlineHeight = 13.0
    /// The least part of `onlineHeight` the lines are drawn at to fit a long reason.
    static let onlineLeast = 0.8

    /// `line` wrapped to at most `rows` lines of `width`, all of one height: `height`, or less
    /// (down to `onlineLeast` of it, and never below `DialogLayout.minimumText`) when that
    /// makes it fit; past that the last line holds the rest, for `fitted` to cut.
    static func wrapOnline(_ line: String, rows: Int, width: Double, height: Double, font: FontAtlas) -> (lines: [String], height: Double) {
        let least = max(min(DialogLayout.minimumText, height), height * onlineLeast)
        var size = height
        var wrapped = font.wrapped(line, width: width, height: size)
        // Each try is one wrap of a short line, and at most 20 of them.
        while wrapped.count > rows && size > least {
            size = max(least, size - max(0.5, (height - least) / 20))
            wrapped = font.wrapped(line, width: width, height: size)
        }
        if wrapped.count > rows, rows > 0 {
            wrapped = Array(wrapped.prefix(rows - 1)) + [wrapped.dropFirst(rows - 1).joined(separator: " ")]
        }
        return (wrapped, size)
    }

    private static let tableHeader = 13.0
    private static let rowHeight = 22.0
    private static let tableWidth = 380.0

    private func tableHeight(rows: Int) -> Double {
        ResultAlert.tableHeader + 8 + Double(max(rows, 1)) * ResultAlert.rowHeight
    }

    /// The layout and the number of table rows it has room for: all ten when the window is
    /// big enough, else the top five (scaled down further if even that does not fit).
    private func arrange(in window: Size, font: FontAtlas, area: Rect? = nil) -> (layout: DialogLayout, rows: Int) {
        let lines = self.lines
        // The heading may give up a third of its size before the dialog scales down for it: a
        // language's longer heading (Russian "УРОВЕНЬ 1 ПРОЙДЕН") leaves the smaller lines readable.
        let widths = lines.enumerated().map { k, line in font.width(of: line.text, height: line.height) * (k == 0 ? 2.0 / 3 : 1) }
        let width = max(ResultAlert.tableWidth, widths.max() ?? 0)
        let buttonWidth = buttons.width(font: font)
        let onlineHeights = onlineLine == nil ? [] : Array(repeating: ResultAlert.onlineHeight + 3, count: ResultAlert.onlineRows)
        let smallestLine = (lines.map(\.height) + (onlineLine == nil ? [] : [ResultAlert.onlineHeight])).min() ?? DialogButtons.titleHeight
        // Three buttons side by side would shrink a narrow window's alert past reading: stacked there.
        let axis: DialogLayout.Axis = buttons.titles.count > 2 && window.width < 3.4 * buttonWidth + 60 ? .vertical : .horizontal
        func make(rows: Int?) -> DialogLayout {
            DialogLayout(window: window, contentWidth: width,
                         blockHeights: lines.map(\.height) + onlineHeights + (rows.map { [tableHeight(rows: $0)] } ?? []),
                         buttonWidths: Array(repeating: buttonWidth, count: buttons.titles.count), axis: axis, area: area,
                         smallestText: min(smallestLine, rows == nil ? DialogButtons.titleHeight : min(16, ResultAlert.tableHeader)))
        }
        guard kind == .gameOver, duel == nil else { return (make(rows: nil), 0) }
        let all = min(table.entries.count, ResultAlert.tableRows)
        let full = make(rows: all)
        if full.scale < 1 && all > 5 {
            let five = make(rows: 5)
            // A window too small for even five rows to read shows the result without the table.
            if five.scale * min(16, ResultAlert.tableHeader) < DialogLayout.minimumText { return (make(rows: nil), 0) }
            return (five, 5)
        }
        if full.scale * min(16, ResultAlert.tableHeader) < DialogLayout.minimumText { return (make(rows: nil), 0) }
        return (full, all)
    }

    /// "HIGH SCORES" and one row per entry: rank, name, score, level; this game's row lit
    /// (the dates are on the high-score page).
    private func drawTable(in r: Rect, rows: Int, scale s: Double, font: FontAtlas) {
        font.layoutCentered(tr("HIGH SCORES"), at: Point(x: r.midX, y: r.minY + ResultAlert.tableHeader * s / 2),
                            height: ResultAlert.tableHeader * s, color: Palette.hudDim, into: &text)
        let left = r.midX - ResultAlert.tableWidth * s / 2
        let h = 16 * s
        func right(_ string: String, _ edge: Double, _ y: Double, _ color: Color) {
            font.layout(string, at: Point(x: left + edge * s - font.width(of: string, height: h), y: y), height: h, color: color, into: &text)
        }
        let top = r.minY + (ResultAlert.tableHeader + 8) * s
        if table.isEmpty {
            font.layoutCentered(tr("NO SCORES YET"), at: Point(x: r.midX, y: top + ResultAlert.rowHeight * s / 2), height: h,
                                color: Palette.hudDim, into: &text)
            return
        }
        for (k, entry) in table.entries.prefix(rows).enumerated() {
            let rowTop = top + Double(k) * ResultAlert.rowHeight * s
            let y = rowTop + (ResultAlert.rowHeight * s - h) / 2
            let mine = rank == k + 1
            if mine {
                shapes.rect(Rect(x: left - 8 * s, y: rowTop, width: (ResultAlert.tableWidth + 16) * s, height: ResultAlert.rowHeight * s),
                            color: DialogStyle.highlight)
            }
            let color = mine ? Palette.accent : Palette.hudText
            right("\(k + 1).", 36, y, Palette.hudDim)
            let name = font.fitted(entry.name, width: 140 * s, height: h, minimum: min(h, 10))
            font.layout(name.text, at: Point(x: left + 48 * s, y: y + (h - name.height)), height: name.height, color: color, into: &text)
            right("\(entry.score)", 270, y, color)
            let level = font.fitted(tr("LEVEL %d", entry.level), width: 90 * s, height: h, minimum: min(h, 10))
            font.layout(level.text, at: Point(x: left + 290 * s, y: y + (h - level.height)), height: level.height, color: color, into: &text)
        }
    }
}
