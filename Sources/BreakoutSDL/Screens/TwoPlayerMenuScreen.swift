import Breakout
import BreakoutNet
import Dynamics
import Translations
import WindowKit

/// Games for two or more: the hot-seat (2 to 4 players taking turns, LBreakout2's), the duel
/// at one machine (two paddles, frags) or against the computer, and the same duel over the
/// network, hosted here or
/// joined at an address the player types. Back or Esc returns to the title menu.
final class TwoPlayerMenuScreen: Screen {
    enum Choice: CaseIterable, Sendable {
        case hotSeat, duel, computer, host, join, back

        var title: String {
            switch self {
            case .hotSeat: return trLater("Hot-seat")
            case .duel: return trLater("Duel")
            case .computer: return trLater("Duel against the computer")
            case .host: return trLater("Host a network duel")
            case .join: return trLater("Join a network duel")
            case .back: return trLater("Back")
            }
        }

        /// The line under the buttons for the focused entry.
        var hint: String {
            switch self {
            case .hotSeat: return trLater("Take turns: a lost life passes the paddle on.  Left/Right: 2 to 4 players")
            case .duel: return trLater("Player 1: mouse, arrows or pad 1; Space serves.  Player 2: A/D or pad 2; S serves.")
            case .computer: return trLater("You: mouse, arrows or pad; Space serves.  The computer plays the top paddle at the difficulty: %s")
            case .host: return trLater("Wait for a friend on this network (port 8000)")
            case .join: return trLater("Play a friend who hosts: type their address")
            case .back: return trLater("back to the title menu")
            }
        }
    }

    private(set) var list = MenuList(heading: trLater("TWO PLAYERS"), subheading: trLater("on one screen or over the network"),
                                     titles: Choice.allCases.map(\.title))
    /// Players in the hot-seat (Left and Right change it while Hot-seat has the focus).
    private(set) var hotSeatPlayers = 2
    /// The host's address, being typed.
    private var prompt: TextPrompt?
    /// Why the typed address does not do.
    private var problem: String?

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if var current = prompt {
            let outcome = current.handle(event, window: app.window.size, font: app.font)
            prompt = current
            switch outcome {
            case let .accepted(address)?:
                prompt = nil
                TextInput.stop()
                do {
                    let (name, port) = try NetAddress.parse(address)
                    problem = nil
                    app.go(to: .networkLobby(.join(host: name, port: port)))
                } catch {
                    problem = error.description
                }
            case .cancelled?:
                prompt = nil
                TextInput.stop()
            case nil:
                break
            }
            return true
        }
        if let press = event.keyDown, Choice.allCases[list.focus] == .hotSeat {
            let key = press.key
            if key == .left || key == .right {
                hotSeatPlayers = min(max(hotSeatPlayers + (key == .right ? 1 : -1), HotSeat.playerCount.lowerBound), HotSeat.playerCount.upperBound)
                return true
            }
        }
        if PageStyle.isBack(event) {
            app.close(self)
        } else if let k = list.handle(event, window: app.window.size, font: app.font) {
            choose(Choice.allCases[k], app: app)
        }
        return true
    }

    /// What each entry does (tests call it as a click would).
    func choose(_ choice: Choice, app: AppWindow) {
        switch choice {
        case .hotSeat:
            let levels = (try? LevelSequence.from(app.settingsStore.settings.rules)) ?? .generated
            app.go(to: .game(levels, hotSeatPlayers: hotSeatPlayers))
        case .duel: app.go(to: .game(LevelSequence.standardDuel(), name: tr("Duel")))
        case .computer: app.go(to: .game(LevelSequence.standardDuel(), name: tr("Duel against the computer"), versusComputer: true))
        case .host: app.go(to: .networkLobby(.host(port: NetAddress.defaultPort, bind: "0.0.0.0")))
        case .join: prompt = TextPrompt(title: trLater("The host's address (name or IP, :port if not 8000)"), text: "")
        case .back: app.close(self)
        }
    }

    func update(_ dt: Double, context app: AppWindow) {}

    func draw(context app: AppWindow) {
        list.backdrop = app.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        let focused = Choice.allCases[list.focus]
        let hint = switch focused {
        case .hotSeat: tr("%d players", hotSeatPlayers) + "  -  " + tr(focused.hint)
        // The settings' word for it, as the settings panel shows it.
        case .computer: tr(focused.hint, app.settingsStore.settings.rules.difficulty.rawValue)
        default: tr(focused.hint)
        }
        list.draw(window: app.window.size, font: app.font, renderer: app.window.renderer, hint: hint, notice: problem)
        if var current = prompt {
            current.draw(window: app.window.size, font: app.font, renderer: app.window.renderer)
            prompt = current
        }
    }
}
