import Breakout
import BreakoutNet
import Dynamics
import Files
import Foundation
import Translations
import WindowKit

/// Before a network duel: the host waits for an opponent (showing this machine's addresses,
/// for the friend to type), the joiner connects. It draws every frame while the network
/// works; when the other side is there the duel starts in its place. Esc gives up.
///
/// Neither side has to be first: a joiner whose host is not there yet (nothing listens, no
/// answer) tries again every second for a minute, and a host whose port is still held by the
/// last game's listener tries again for a few seconds. A rematch is the same screen again.
final class NetworkLobbyScreen: Screen {
    /// The hint line at the page's foot (`ScreenHintTests` presses each key it names).
    static let hint = trLater("Esc or right click: back")

    typealias Role = PlayOptions.NetworkRole

    private(set) var role: Role
    private var hostLobby: HostLobby?
    private var joinLobby: JoinLobby?
    /// Why it cannot go on (refused, unreachable for a minute, the port taken); Esc goes back.
    private(set) var problem: String?
    /// Why the last try did not get through, while it tries again.
    private(set) var retrying: String?
    private var addresses: [String] = []
    private let options: NetworkMatch.Options
    private let started: Double
    private var lastTry: Double

    /// Seconds a joiner tries to reach its host, and a host to listen on its port (a test
    /// shortens them to see them run out).
    var joinPatience = 60.0
    var listenPatience = 5.0
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()

    /// The port the host listens on (the system's choice for port 0).
    var listeningPort: Int? { hostLobby?.port }

    init(role: Role, app: AppWindow) {
        self.role = role
        options = NetworkLobbyScreen.matchOptions(app: app, seed: app.options.nextGameSeed())
        started = ProcessClock.secondsSinceStart()
        lastTry = started
        if case .host = role { addresses = NetAddress.localIPv4() }
        begin(now: started)
    }

    /// Listens, or starts connecting.
    private func begin(now: Double) {
        lastTry = now
        switch role {
        case let .host(port, bind):
            do {
                let listener = try NetListener(host: bind, port: port)
                hostLobby = HostLobby(listener: listener, options: options)
                // Port 0 asks the system for one: a rematch listens on the same.
                role = .host(port: listener.port, bind: bind)
                retrying = nil
            } catch {
                let why = tr("cannot listen on port %1$d: %2$s", port, "\(error)")
                if now - started < listenPatience { retrying = why } else { problem = why }
            }
        case let .join(address, port):
            joinLobby = JoinLobby(host: address, port: port, options: options, now: now)
        }
    }

    /// The duel both sides play: the settings in force, LBreakout2's N_Arenas (or the arena);
    /// how long to wait on a stalled other side is this player's own (`network.stall_limit`).
    static func matchOptions(app: AppWindow, seed: UInt64) -> NetworkMatch.Options {
        let settings = app.settingsStore.settings
        var options = NetworkMatch.Options.standardDuel(rules: settings.rules, seconds: nil, seed: seed)
        options.stallLimit = settings.network.stallLimit
        options.replayFolder = app.options.dataDirectory ?? XDGDirectories.data()
        return options
    }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, window: app.window.size) {
            hostLobby?.close()
            joinLobby?.cancel()
            app.close(self)
        }
        return true
    }

    func update(_ dt: Double, context app: AppWindow) {
        guard problem == nil else { return }
        let now = ProcessClock.secondsSinceStart()
        var match: NetworkMatch?
        if let hostLobby {
            match = hostLobby.poll(now: now)
        } else if joinLobby == nil, now - lastTry >= 1 {
            begin(now: now)
        }
        if let joinLobby {
            do { match = try joinLobby.poll(now: now) } catch {
                self.joinLobby = nil
                // A refusal is an answer: trying again would get the same one.
                if case .refused = error { problem = "\(error)" }
                else if now - started < joinPatience { retrying = "\(error)" }
                else { problem = "\(error)" }
            }
        }
        guard let match else { return }
        app.replace(self, with: .networkGame(match, role: role))
    }

    func draw(context app: AppWindow) {
        let window = app.window.size, font = app.font
        shapes.removeAll()
        text.removeAll()
        PageStyle.background(window, into: &shapes)
        PageStyle.frame(heading: tr("NETWORK DUEL"), hint: tr(Self.hint), window: window, font: font, into: &text)
        PageStyle.drawBackButton(window: window, font: font, shapes: &shapes, text: &text)
        var lines: [(String, Double, Color)] = []
        switch role {
        case let .host(port, _):
            lines.append((tr("Waiting for an opponent on port %d", hostLobby?.port ?? port), 22, Palette.hudText))
            if addresses.isEmpty {
                lines.append((tr("This machine has no network address but loopback."), 15, Palette.hudDim))
            } else {
                // What the friend does in their window: the menu, then one of these addresses.
                lines.append((tr("Your friend picks Two players, then Join a network duel, and types one of:"), 15, Palette.hudDim))
                let shownPort = hostLobby?.port ?? port
                for address in addresses { lines.append((shownPort == 8000 ? address : "\(address):\(shownPort)", 17, Palette.accent)) }
            }
            lines.append((tr("You play the bottom paddle; the first to %d frags wins.", app.settingsStore.settings.rules.fragLimit), 14, Palette.hudDim))
        case let .join(address, port):
            lines.append((tr("Connecting to %1$s:%2$d ...", address, port), 22, Palette.hudText))
            lines.append((tr("You play the top paddle; the first to %d frags wins.", app.settingsStore.settings.rules.fragLimit), 14, Palette.hudDim))
        }
        if let problem {
            lines.append((problem, 15, Palette.explosive))
        } else if let retrying {
            lines.append((tr("not there yet (%s): trying again", retrying), 14, Palette.hudDim))
        }
        // Each line wraps to the window (smaller first, down to 12 points) rather than shrinking past reading.
        var y = max(window.height * 0.3, PageStyle.backButton(window: window).maxY + 30)
        for (line, size, color) in lines {
            let height = max(min(size, 12), min(size, size * (window.width - 40) / max(1, font.width(of: line, height: size))))
            for piece in font.wrapped(line, width: window.width - 40, height: height) {
                font.layoutCentered(piece, at: Point(x: window.width / 2, y: y), height: height, color: color, into: &text)
                y += height * 1.35
            }
            y += height * 0.5
        }
        shapes.draw(on: app.window.renderer)
        text.draw(on: app.window.renderer, texture: font.texture)
    }
}
