import CSDL2

/// A failed SDL call: what was attempted and SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let message: String

    public init(_ what: String) {
        message = "\(what): \(String(cString: SDL_GetError()))"
    }

    public init(message: String) { self.message = message }

    public var description: String { message }
}
