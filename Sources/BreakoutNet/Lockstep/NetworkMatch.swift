import Breakout
import Dynamics
import Foundation
import NIOCore
import NIOPosix

/// A network duel from one side: the handshake, the lockstep session, and what happens when
/// the connection drops (both sides pause; the joiner reconnects, the host waits, for
/// `reconnectWait` seconds; then the game ends and its replay is kept). The host plays the
/// bottom paddle, the joiner the top one. The game's thread calls `runFrame` with the time
/// and its player's input; the network runs on swift-nio's thread.
///
/// ```swift
/// let match = try NetworkMatch.host(listener: listener, options: options)   // waits for the joiner
/// while match.outcome == nil { match.runFrame(now: clock(), local: input); sleep }
/// ```
public final class NetworkMatch {
    public struct Options: Sendable {
        /// The rules both sides play by (the handshake compares their `playValues`).
        public var rules: GameRules
        public var levels: LevelSequence
        public var levelsName: String
        /// Seconds to play; nil: until the duel is won.
        public var seconds: Double?
        /// The host's seed for the game (the joiner plays the host's).
        public var seed: UInt64
        /// Seconds both sides wait for a dropped connection to come back.
        public var reconnectWait = 30.0
        /// Seconds this side waits for the other's input for the next step while the connection
        /// stays up (a peer stalled, or broken so that it drops its steps); then the game ends.
        /// Neither side pauses a network duel (its menu opens over the game going on), so only
        /// a stalled peer keeps the other waiting this long.
        public var stallLimit = 15.0
        /// Seconds the joiner waits for the host, and each side for the other's handshake.
        public var handshakeTimeout = 10.0
        /// Where replays are kept (a desync's, and each game's last).
        public var replayFolder: String?

        public init(rules: GameRules, levels: LevelSequence, levelsName: String, seconds: Double?, seed: UInt64) {
            self.rules = rules
            self.levels = levels
            self.levelsName = levelsName
            self.seconds = seconds
            self.seed = seed
        }

        /// The duel a player starts without choosing levels (`LevelSequence.standardDuel`),
        /// named as the handshake shows it.
        public static func standardDuel(rules: GameRules, seconds: Double?, seed: UInt64) -> Options {
            let levels = LevelSequence.standardDuel()
            let name = levels == .duel([LevelSequence.duelArena]) ? "Arena" : "N_Arenas"
            return Options(rules: rules, levels: levels, levelsName: name, seconds: seconds, seed: seed)
        }

        var wantedSteps: UInt32 { seconds.map { UInt32(min(max(($0 * Double(Game.stepsPerSecond)).rounded(), 1), Double(UInt32.max))) } ?? 0 }

        /// The joiner's hello: for a new game, or (`resumeFrom`, `token`) to come back to one.
        public func hello(resumeFrom: Int = 0, token: UInt64 = 0) -> NetMessage.Hello {
            NetMessage.Hello(settings: rules.playValues, levelsDigest: NetworkMatch.digest(of: levels), levelsName: levelsName,
                             levelCount: UInt16(clamping: NetworkMatch.levelCount(levels)), wantedSteps: wantedSteps,
                             resumeFrom: UInt32(clamping: resumeFrom), token: token)
        }
    }

    public enum State: Equatable, Sendable {
        case playing
        /// The connection dropped at `since` (seconds on the match's clock); it may come back.
        case waitingForPeer(since: Double)
        case ended
    }

    public enum Failure: Error, CustomStringConvertible {
        /// The host said no, and why.
        case refused(String)
        case timedOut(String)
        case connection(String)

        public var description: String {
            switch self {
            case let .refused(why): return "the host refused: \(why)"
            case let .timedOut(what): return what
            case let .connection(what): return what
            }
        }
    }

    public let session: LockstepSession
    public let options: Options
    public private(set) var state = State.playing
    /// What ended the game, once it ended.
    public var outcome: LockstepSession.Outcome? { state == .ended ? session.outcome : nil }
    /// Lines for the player: a drop, a reconnect, a refused third connection.
    public private(set) var notices: [String] = []
    /// Where the replay was saved at the end, if it was.
    public private(set) var savedReplays: [String] = []

    /// The link to the other side (nil while it is down).
    private(set) var connection: NetConnection?
    private let listener: NetListener?
    /// The host's handshakes while a game is on (refused) or waits for its joiner (resumed).
    private let greeter: HostGreeter?
    /// The joiner's way back, while it tries.
    private var reconnect: JoinAttempt?
    /// The joiner's way back: where the host is.
    private let hostAddress: (host: String, port: Int)?
    /// The game's secret, from the host's welcome: a joiner coming back must say it.
    let token: UInt64
    private let group: EventLoopGroup
    /// The play time banked and not yet stepped: at most 16 steps a frame, and a frame that
    /// fell behind is made up later, up to the longest input delay.
    private var stepClock = FixedStepClock(stepDuration: Game.stepDuration, maximumSteps: 16,
                                       catchUpSteps: LockstepSession.maxInputDelay - 16)
    private var lastFrame: Double?
    private var lastReconnectTry = -Double.infinity
    private var bytesBefore = (received: 0, sent: 0)
    private var startTime: Double?
    private var endTime: Double?
    /// When a step was last simulated (the first frame's time until one was).
    public private(set) var lastStepTime: Double?
    /// Since when this side's frames have found no input of the other side's for the next
    /// step (nil: the steps flow). A gap between frames (this process was stopped) starts it
    /// again: only time this side spent asking counts against the other.
    public private(set) var waitingSince: Double?

    private init(session: LockstepSession, options: Options, connection: NetConnection, listener: NetListener?,
                 hostAddress: (String, Int)?, group: EventLoopGroup, token: UInt64) {
        self.token = token
        self.session = session
        self.options = options
        self.connection = connection
        self.listener = listener
        greeter = listener.map { HostGreeter(listener: $0, timeout: options.handshakeTimeout) }
        self.hostAddress = hostAddress.map { (host: $0.0, port: $0.1) }
        self.group = group
    }

    // MARK: Starting

    /// Waits (up to `timeout` seconds; nil: for ever) for a joiner whose game matches, and
    /// starts. Joiners that do not match are refused with the reason, and it waits on.
    public static func host(listener: NetListener, group: EventLoopGroup, options: Options, timeout: Double?,
                            clock: () -> Double, cancelled: () -> Bool = { false }) throws(Failure) -> NetworkMatch {
        let lobby = HostLobby(listener: listener, group: group, options: options)
        let start = clock()
        while true {
            if let timeout, clock() - start > timeout { throw .timedOut("no one joined within \(Int(timeout)) s") }
            if cancelled() { throw .connection("cancelled") }
            if let match = lobby.poll(now: clock()) { return match }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    /// Connects to the host and starts, or says why not (refused, no answer).
    public static func join(host: String, port: Int, group: EventLoopGroup, options: Options,
                            clock: () -> Double) throws(Failure) -> NetworkMatch {
        let lobby = JoinLobby(host: host, port: port, group: group, options: options, now: clock())
        while true {
            if let match = try lobby.poll(now: clock()) { return match }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    /// The host's game, once a joiner was welcomed. The welcome reaches the joiner half a
    /// round trip later, and the joiner starts then: the host starts then too, so neither
    /// begins ahead of the other and waits for its input.
    static func hosting(_ taken: HostGreeter.Taken, listener: NetListener, group: EventLoopGroup, options: Options) -> NetworkMatch {
        let endStep = endStep(options.wantedSteps, taken.hello.wantedSteps)
        // Not the game's random numbers: the token changes nothing in play, and must not be
        // guessable from the seed.
        let token = UInt64.random(in: 1...UInt64.max)
        taken.connection.send(.welcome(NetMessage.Welcome(seed: options.seed, endStep: endStep, token: token)))
        let game = Game(rules: options.rules, levels: options.levels, seed: options.seed)
        let session = LockstepSession(game: game, side: .bottom, endStep: endStep == 0 ? nil : Int(endStep), roundTrip: taken.roundTrip)
        let match = NetworkMatch(session: session, options: options, connection: taken.connection, listener: listener,
                                 hostAddress: nil, group: group, token: token)
        match.stepClock.start(at: -min(taken.roundTrip, 1) / 2)
        return match
    }

    /// The joiner's game, once the host welcomed it.
    static func joining(_ connection: NetConnection, welcome: NetMessage.Welcome, roundTrip: Double, host: String, port: Int,
                        group: EventLoopGroup, options: Options) -> NetworkMatch {
        var options = options
        options.seed = welcome.seed
        let game = Game(rules: options.rules, levels: options.levels, seed: welcome.seed)
        let session = LockstepSession(game: game, side: .top, endStep: welcome.endStep == 0 ? nil : Int(welcome.endStep),
                                      roundTrip: roundTrip)
        return NetworkMatch(session: session, options: options, connection: connection, listener: nil, hostAddress: (host, port), group: group,
                            token: welcome.token)
    }

    /// What differs between the joiner's game and the host's, in words; nil when they match.
    static func mismatch(_ hello: NetMessage.Hello, options: Options) -> String? {
        if hello.protocolVersion != NetCodec.protocolVersion {
            return "network protocol \(hello.protocolVersion) against the host's \(NetCodec.protocolVersion): use the same version of Breakout"
        }
        if hello.gameVersion != GameVersion.string {
            return "Breakout \(hello.gameVersion) against the host's \(GameVersion.string): use the same version"
        }
        let ours = options.rules.playValues
        let differing = GameRules.differences(hello.settings, ours)
        if !differing.isEmpty {
            let shown = differing.prefix(5).map { "\($0) (host \(ours[$0] ?? "none"), yours \(hello.settings[$0] ?? "none"))" }
            return "settings differ: " + shown.joined(separator: ", ") + (differing.count > 5 ? " and \(differing.count - 5) more" : "")
        }
        if hello.levelsDigest != digest(of: options.levels) {
            return "levels differ: the host plays \(options.levelsName) (\(levelCount(options.levels)) levels), you \(hello.levelsName) (\(hello.levelCount) levels)"
        }
        return nil
    }

    static func endStep(_ a: UInt32, _ b: UInt32) -> UInt32 {
        switch (a, b) {
        case (0, _): return b
        case (_, 0): return a
        default: return min(a, b)
        }
    }

    /// A hash of the levels as a replay stores them (whole levels, not file names).
    public static func digest(of levels: LevelSequence) -> UInt64 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var hasher = StableHasher()
        hasher.combine((try? encoder.encode(levels)) ?? Data())
        return hasher.value
    }

    static func levelCount(_ levels: LevelSequence) -> Int {
        switch levels {
        case let .list(list), let .duel(list): return list.count
        default: return 1
        }
    }

    // MARK: Playing

    /// One frame: what came in, the steps the time allows (each with `local`), what goes out,
    /// and a dropped connection's wait. Returns the steps simulated.
    @discardableResult
    public func runFrame(now: Double, local: (Game) -> GameInput.PlayerPart) -> Int {
        if startTime == nil { startTime = now }
        if lastStepTime == nil { lastStepTime = now }
        defer { lastFrame = now }
        refuseOthers()
        switch state {
        case .ended: return 0
        case let .waitingForPeer(since):
            tryToResume(now: now)
            if case .waitingForPeer = state, now - since > options.reconnectWait {
                session.end("the other side did not come back within \(Int(options.reconnectWait)) s")
                end(at: now)
            }
            return 0
        case .playing:
            break
        }
        drain(now: now)
        guard state == .playing else { waitingSince = nil; return 0 }
        stepClock.add(min(max(now - (lastFrame ?? now), 0), 0.25))
        var steps = 0
        while session.outcome == nil && stepClock.isStepDue {
            let before = session.game.stepIndex
            session.tick(local(session.game), at: now)
            flush()
            if session.game.stepIndex == before {
                // Waiting for the other side: this side was ahead of it, so its schedule moves
                // later instead of racing to catch up (the two stay in step).
                stepClock.hold()
                break
            }
            _ = stepClock.takeStep()
            steps += 1
            lastStepTime = now
        }
        flush()
        if session.outcome == nil { checkStall(now: now, stepped: steps > 0) }
        if session.outcome != nil { end(at: now) }
        return steps
    }

    /// Ends the game once the other side has held back its input for the next step for
    /// `stallLimit` seconds of this side's frames, naming the step it never sent.
    private func checkStall(now: Double, stepped: Bool) {
        if stepped || session.canStep {
            waitingSince = nil
            return
        }
        guard let since = waitingSince, let previous = lastFrame, now - previous < 1 else {
            waitingSince = now
            return
        }
        guard now - since > options.stallLimit else { return }
        let step = session.game.stepIndex + 1
        let last = session.nextRemoteStep - 1
        session.end("the other side sent no input for step \(step) in \(Int(options.stallLimit.rounded())) s, though still connected "
                    + "(its last was for step \(last)): it stalled or is broken")
    }

    /// Seconds left before a stalled other side ends the game (nil: not waiting for it).
    public func stallSecondsLeft(now: Double) -> Double? {
        guard state == .playing, let since = waitingSince else { return nil }
        return max(0, options.stallLimit - (now - since))
    }

    private func drain(now: Double) {
        guard let connection else { return }
        for event in connection.receive() {
            switch event {
            case let .message(message):
                session.receive(message, at: now)
            case let .closed(why):
                if session.peerFinished || session.outcome != nil { continue }
                notices.append("connection lost: \(why); waiting \(Int(options.reconnectWait)) s for the other side")
                bytesBefore.received += connection.bytes.received
                bytesBefore.sent += connection.bytes.sent
                self.connection = nil
                session.connectionLost()
                state = .waitingForPeer(since: now)
                return
            }
        }
        flush()
    }

    private func flush() {
        let messages = session.takeOutbox()
        guard let connection else { return }
        for message in messages { connection.send(message) }
    }

    /// While playing, a host turns every other connection away.
    private func refuseOthers() {
        guard let greeter, state == .playing || state == .ended else { return }
        greeter.refuseAll("this host is already playing a game (one opponent at a time)")
    }

    /// The host takes a returning joiner; the joiner tries to reconnect every second. Neither
    /// waits: each frame looks at what came.
    private func tryToResume(now: Double) {
        if let greeter {
            let options = self.options, token = self.token
            let taken = greeter.poll(now: now) { hello in
                if let why = NetworkMatch.mismatch(hello, options: options) { return why }
                if hello.resumeFrom == 0 { return "a game is waiting for its player to come back" }
                // Only the player who left has the game's token.
                return hello.token == token ? nil : "this game waits for the player who left, not another"
            }
            guard let taken else { return }
            taken.connection.send(.welcome(NetMessage.Welcome(seed: options.seed, endStep: UInt32(session.endStep ?? 0),
                                                              resumeFrom: UInt32(session.nextRemoteStep), token: token)))
            resume(taken.connection, peerResumesFrom: Int(taken.hello.resumeFrom), now: now)
        } else if let hostAddress {
            if reconnect == nil, now - lastReconnectTry >= 1 {
                lastReconnectTry = now
                reconnect = JoinAttempt(host: hostAddress.host, port: hostAddress.port, hello: options.hello(resumeFrom: session.nextRemoteStep, token: token),
                                        group: group, now: now, timeout: min(options.handshakeTimeout, 5))
            }
            guard let attempt = reconnect else { return }
            do {
                guard let (candidate, welcome, _) = try attempt.poll(now: now) else { return }
                reconnect = nil
                resume(candidate, peerResumesFrom: Int(welcome.resumeFrom), now: now)
            } catch {
                reconnect = nil   // tried again in a second
            }
        }
    }

    private func resume(_ candidate: NetConnection, peerResumesFrom step: Int, now: Double) {
        connection = candidate
        guard session.resend(from: step) else {
            session.end("the other side came back too far behind (step \(step))")
            flush()
            end(at: now)
            return
        }
        notices.append("the other side is back; playing on from step \(session.game.stepIndex)")
        state = .playing
        stepClock.reset()
        flush()
    }

    private func end(at now: Double) {
        guard state != .ended else { return }
        state = .ended
        endTime = now
        flush()
        saveReplays()
        // The bye (if any) goes out first; the close follows it on the same channel.
        connection?.close()
        listener?.close()
    }

    /// Each game's replay as `network-last.replay`; a desync's also under its own name.
    private func saveReplays() {
        guard let folder = options.replayFolder else { return }
        let replay = session.recorder.replay(finishedWith: session.game)
        var names = ["network-last.replay"]
        if case let .desync(step, _, _)? = session.outcome {
            names.append("desync-\(session.side.rawValue)-step-\(step).replay")
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            if (try? replay.write(to: URL(fileURLWithPath: path))) != nil { savedReplays.append(path) }
        }
    }

    // MARK: Figures

    /// Bytes each way so far, over every connection of this game.
    public var bytes: (received: Int, sent: Int) {
        let now = connection?.bytes ?? (received: 0, sent: 0)
        return (bytesBefore.received + now.received, bytesBefore.sent + now.sent)
    }

    /// Seconds from the first frame to the end (or the last frame).
    public var elapsed: Double {
        guard let startTime else { return 0 }
        return (endTime ?? lastFrame ?? startTime) - startTime
    }
}
