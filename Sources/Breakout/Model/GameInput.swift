/// What the player does in one step: where the paddle should be, and the buttons.
public struct GameInput: Hashable, Codable, Sendable {
    /// The paddle's wanted centre x (nil: stay).
    public var paddleX: Double?
    /// Launch the waiting balls; after a cleared level, go on to the next.
    public var launch: Bool
    /// Tap-push every ball in play.
    public var push: Bool

    public init(paddleX: Double? = nil, launch: Bool = false, push: Bool = false) {
        self.paddleX = paddleX
        self.launch = launch
        self.push = push
    }

    public static let none = GameInput()
}
