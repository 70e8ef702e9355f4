import Dynamics

/// What the player does in one step: where the paddle should be, the buttons, and how the
/// device is tilted. Replays record it, so everything in it plays back.
public struct GameInput: Hashable, Codable, Sendable {
    /// The paddle's wanted centre x (nil: stay).
    var paddleX: Double?
    /// Launch the waiting balls; after a cleared level, go on to the next.
    var launch: Bool
    /// Tap-push every ball in play.
    var push: Bool
    /// The fire button is held: the laser fires while it is.
    var fire: Bool
    /// Skip to the next level, when few enough bricks are left (`Game.canWarp`).
    var warp: Bool
    /// The device's tilt as the acceleration a sensor reads, in m/s^2 (a controller's or a
    /// phone's accelerometer). With `display.tilt_gravity` on, gravity leans the same way;
    /// nil: the last tilt holds.
    public var tilt: Vector?
    /// A duel's second player, at the top: where their paddle should be (nil: stay) and
    /// whether they serve. The rest of the input is the first player's.
    var topPaddleX: Double?
    var topLaunch = false
    /// The steer button is held: the balls are drawn toward the paddle (`Game+Steering`).
    var steer = false

    public init(paddleX: Double? = nil, launch: Bool = false, push: Bool = false, fire: Bool = false, warp: Bool = false,
                tilt: Vector? = nil, topPaddleX: Double? = nil, topLaunch: Bool = false, steer: Bool = false) {
        self.paddleX = paddleX
        self.launch = launch
        self.push = push
        self.fire = fire
        self.warp = warp
        self.tilt = tilt
        self.topPaddleX = topPaddleX
        self.topLaunch = topLaunch
        self.steer = steer
    }

    public static let none = GameInput()

    /// One player's part of the input: what a side of a network duel sends for its own
    /// paddle, and all a peer may say (it cannot move the other paddle).
    public struct PlayerPart: Hashable, Codable, Sendable {
        public var paddleX: Double?
        public var launch: Bool

        public init(paddleX: Double?, launch: Bool) {
            self.paddleX = paddleX
            self.launch = launch
        }
    }

    /// `side`'s part of this input.
    func part(for side: PaddleSide) -> PlayerPart {
        side == .bottom ? PlayerPart(paddleX: paddleX, launch: launch) : PlayerPart(paddleX: topPaddleX, launch: topLaunch)
    }

    /// The duel's input from each side's part.
    public init(bottom: PlayerPart, top: PlayerPart) {
        self.init(paddleX: bottom.paddleX, launch: bottom.launch, topPaddleX: top.paddleX, topLaunch: top.launch)
    }

    /// This input with the top paddle's part from `top`: a duel against the computer, whose
    /// `DuelAutoplayer` plays the top paddle.
    ///
    /// ```swift
    /// let computer = DuelAutoplayer(side: .top, skill: .easy)
    /// game.step(playerInput.withTop(computer.input(for: game)))
    /// ```
    public func withTop(_ top: PlayerPart) -> GameInput {
        var input = self
        input.topPaddleX = top.paddleX
        input.topLaunch = top.launch
        return input
    }
}

extension GameInput {
    private enum CodingKeys: String, CodingKey { case paddleX, launch, push, fire, warp, tilt, topPaddleX, topLaunch, steer }

    /// Replays written before duels have no top player's keys, and those before steering no
    /// steer key.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(paddleX: try c.decodeIfPresent(Double.self, forKey: .paddleX),
                  launch: try c.decodeIfPresent(Bool.self, forKey: .launch) ?? false,
                  push: try c.decodeIfPresent(Bool.self, forKey: .push) ?? false,
                  fire: try c.decodeIfPresent(Bool.self, forKey: .fire) ?? false,
                  warp: try c.decodeIfPresent(Bool.self, forKey: .warp) ?? false,
                  tilt: try c.decodeIfPresent(Vector.self, forKey: .tilt),
                  topPaddleX: try c.decodeIfPresent(Double.self, forKey: .topPaddleX),
                  topLaunch: try c.decodeIfPresent(Bool.self, forKey: .topLaunch) ?? false,
                  steer: try c.decodeIfPresent(Bool.self, forKey: .steer) ?? false)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(paddleX, forKey: .paddleX)
        try c.encode(launch, forKey: .launch)
        try c.encode(push, forKey: .push)
        try c.encode(fire, forKey: .fire)
        try c.encode(warp, forKey: .warp)
        try c.encodeIfPresent(tilt, forKey: .tilt)
        try c.encodeIfPresent(topPaddleX, forKey: .topPaddleX)
        // Only in duels, so other replays read as before.
        if topLaunch { try c.encode(topLaunch, forKey: .topLaunch) }
        if steer { try c.encode(steer, forKey: .steer) }
    }
}
