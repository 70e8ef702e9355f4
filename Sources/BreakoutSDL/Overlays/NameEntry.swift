import Breakout
import Dynamics
import Translations
import WindowKit

/// The player's name, asked for where a score has entered a chart (over the result alert):
/// the score went in already under the name the settings give, so closing the window here
/// loses nothing; Enter (or OK) puts the typed name on it and keeps it for the next game
/// (`players.name_1` in the settings file); Esc keeps the name as it was.
///
/// ```swift
/// nameEntry.open(rank: 3, name: "Player 1")     // after the game over was recorded
/// ```
final class NameEntry: Overlay {
    private(set) var prompt: TextPrompt?

    func open(rank: Int, name: String) {
        var prompt = TextPrompt(title: tr("Place %d in the high scores! Your name:", rank), text: name)
        prompt.maxLength = 24
        self.prompt = prompt
        MenuFeedback.opened()
    }

    var isVisible: Bool { prompt != nil }
    var pausesBelow: Bool { prompt != nil }

    func handle(_ event: WindowEvent, context: OverlayContext) -> Bool {
        guard var current = prompt else { return false }
        if case .quit = event { return false }
        let outcome = current.handle(event, window: context.windowSize, font: context.font)
        prompt = current
        if let outcome {
            prompt = nil
            if case let .accepted(name) = outcome { context.nameEntered(name) }
        }
        return DialogButtons.isPlayerInput(event)
    }

    func update(_ dt: Double, context: OverlayContext) {}

    func draw(context: OverlayContext) {
        guard var current = prompt else { return }
        current.draw(window: context.windowSize, font: context.font, renderer: context.renderer)
        prompt = current
    }
}
