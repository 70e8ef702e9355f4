import Breakout

/// What two sides of a network game say to each other. Each is one frame on the TCP stream
/// (`NetCodec`): a length, a type byte and the fields.
///
/// ```swift
/// let bytes = NetCodec.frame(.input(step: 120, part: GameInput.PlayerPart(paddleX: 400, launch: false)))
/// ```
public enum NetMessage: Hashable, Sendable {
    /// The joiner's opening: who it is and what it would play.
    case hello(Hello)
    /// The host's answer: the game both play, and where the joiner's paddle is.
    case welcome(Welcome)
    /// The host will not play, and why (version, settings or levels differ, a game is on).
    case refuse(String)
    /// One side's input for its own paddle, for step `step` (consecutive: one per step).
    case input(step: UInt32, part: GameInput.PlayerPart)
    /// The sender's state hash after step `step`, every second.
    case hash(step: UInt32, value: UInt64)
    /// Round-trip probes: the answer echoes the id.
    case ping(UInt32)
    case pong(UInt32)
    /// The sender ends the game (finished, quit, or a fault it names).
    case bye(String)

    public struct Hello: Hashable, Sendable {
        public var protocolVersion: UInt16
        public var gameVersion: String
        /// `Settings.playValues`.
        public var settings: [String: String]
        public var levelsDigest: UInt64
        public var levelsName: String
        public var levelCount: UInt16
        /// Steps the joiner asks to play (`--seconds`); 0: until the duel is won.
        public var wantedSteps: UInt32
        /// A reconnect: the first step whose input the joiner has not had from the host (0: a new game).
        public var resumeFrom: UInt32
        /// A reconnect: the welcome's token, which only the player who left has (0: a new game).
        public var token: UInt64

        public init(protocolVersion: UInt16 = NetCodec.protocolVersion, gameVersion: String = GameVersion.string,
                    settings: [String: String], levelsDigest: UInt64, levelsName: String, levelCount: UInt16,
                    wantedSteps: UInt32, resumeFrom: UInt32 = 0, token: UInt64 = 0) {
            self.protocolVersion = protocolVersion
            self.gameVersion = gameVersion
            self.settings = settings
            self.levelsDigest = levelsDigest
            self.levelsName = levelsName
            self.levelCount = levelCount
            self.wantedSteps = wantedSteps
            self.resumeFrom = resumeFrom
            self.token = token
        }
    }

    public struct Welcome: Hashable, Sendable {
        public var seed: UInt64
        /// The last step both play (0: until the duel is won).
        public var endStep: UInt32
        /// A reconnect: the first step whose input the host has not had from the joiner.
        public var resumeFrom: UInt32
        /// A secret the host chose for this game: a joiner coming back after a drop says it,
        /// so no one else can take the player's place.
        public var token: UInt64

        public init(seed: UInt64, endStep: UInt32, resumeFrom: UInt32 = 0, token: UInt64 = 0) {
            self.seed = seed
            self.endStep = endStep
            self.resumeFrom = resumeFrom
            self.token = token
        }
    }

    /// The name of the message's kind, for error lines.
    public var kind: String {
        switch self {
        case .hello: return "hello"
        case .welcome: return "welcome"
        case .refuse: return "refuse"
        case .input: return "input"
        case .hash: return "hash"
        case .ping: return "ping"
        case .pong: return "pong"
        case .bye: return "bye"
        }
    }
}
