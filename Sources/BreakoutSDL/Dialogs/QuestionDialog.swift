import Dynamics
import Translations
import WindowKit

/// A question the window asks before it does something that cannot be taken back (a new
/// game over a saved one, a restart that ends a game, quitting): a heading, a line or two
/// saying what is at stake, and its answers as buttons. The first answer has the focus, so
/// put the one that loses nothing first; Esc, a right click or a controller's B give the
/// `cancel` answer. It shows over whatever screen is on top (`AppWindow.ask`), which waits.
///
/// ```swift
/// app.ask(Question(heading: "Quit Breakout?", detail: "Your settings are saved.",
///                  answers: [.init("Cancel") {}, .init("Quit") { app.quit() }]))
/// ```
struct Question {
    struct Answer {
        let title: String
        let action: () -> Void

        init(_ title: String, action: @escaping () -> Void) {
            self.title = title
            self.action = action
        }
    }

    let heading: String
    /// What the answers mean, wrapped to the dialog's width.
    let detail: String
    let answers: [Answer]
    /// The answer Esc gives (index into `answers`); the first by default.
    var cancel = 0

    init(heading: String, detail: String, answers: [Answer], cancel: Int = 0) {
        precondition(!answers.isEmpty, "Question: a question needs at least one answer")
        self.heading = heading
        self.detail = detail
        self.answers = answers
        self.cancel = min(max(cancel, 0), answers.count - 1)
    }
}

/// Shows one `Question` at a time and takes the player's input while it does.
final class QuestionDialog {
    private(set) var question: Question?
    private(set) var buttons = DialogButtons(["OK"])
    /// Seconds since it opened: a key or click already on its way (the one that asked) does
    /// not answer it.
    private var age = 0.0
    static let inputDelay = 0.2
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    var isOpen: Bool { question != nil }

    func ask(_ question: Question) {
        self.question = question
        buttons = DialogButtons(question.answers.map(\.title))
        age = 0
        MenuFeedback.opened()
    }

    /// Closes without an answer (the screen it was about went away).
    func dismiss() { question = nil }

    func update(_ dt: Double) { age += dt }

    /// Takes every player input while open; answers when a button is pressed or Esc given.
    /// Returns whether the event was taken.
    func handle(_ event: WindowEvent, window: Size, font: FontAtlas) -> Bool {
        guard let question, DialogButtons.isPlayerInput(event) else { return false }
        guard age >= QuestionDialog.inputDelay else { return true }
        let answer: Int?
        if PageStyle.isBack(event) {
            answer = question.cancel
        } else {
            answer = buttons.handle(event, rects: layout(window: window, font: font).buttons)
        }
        if let answer {
            self.question = nil
            question.answers[answer].action()
        }
        return true
    }

    /// Where the panel and buttons are (the detail wrapped to the panel's width).
    func layout(window: Size, font: FontAtlas) -> DialogLayout {
        let lines = detailLines(font: font)
        let width = min(max(buttons.width(font: font), 150), 220)
        let horizontal = (question?.answers.count ?? 1) <= 3
        let content = max(QuestionDialog.contentWidth, horizontal ? Double(buttons.titles.count) * (width + DialogLayout.buttonGap) : width)
        return DialogLayout(window: window, contentWidth: content, blockHeights: [26] + lines.map { _ in 18 },
                            buttonWidths: Array(repeating: width, count: buttons.titles.count),
                            axis: horizontal ? .horizontal : .vertical,
                            area: Rect(x: 0, y: 0, width: window.width, height: window.height), smallestText: 13)
    }

    static let contentWidth = 420.0

    private func detailLines(font: FontAtlas) -> [String] {
        guard let question, !question.detail.isEmpty else { return [] }
        return question.detail.split(separator: "\n").flatMap {
            font.wrapped(String($0), width: QuestionDialog.contentWidth, height: 14)
        }
    }

    func draw(window: Size, font: FontAtlas, renderer: Renderer) {
        guard let question else { return }
        let layout = self.layout(window: window, font: font), s = layout.scale
        shapes.removeAll()
        text.removeAll()
        DialogStyle.backdrop(window: window, alpha: 1, area: Rect(x: 0, y: 0, width: window.width, height: window.height), into: &shapes)
        DialogStyle.panel(layout, accent: Palette.explosive, into: &shapes)
        font.layoutCentered(question.heading, at: layout.blocks[0].center, height: 24 * s, color: Palette.hudText, into: &text)
        for (line, block) in zip(detailLines(font: font), layout.blocks.dropFirst()) {
            font.layoutCentered(line, at: block.center, height: 14 * s, color: Palette.hudDim, into: &text)
        }
        buttons.draw(in: layout, accent: Palette.accent, font: font, shapes: &shapes, text: &text)
        shapes.draw(on: renderer)
        text.draw(on: renderer, texture: font.texture)
    }
}
