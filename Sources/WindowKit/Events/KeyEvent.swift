/// A key going down (again, when held: `isRepeat`) or coming up.
///
/// ```swift
/// if case let .key(press) = event, press.isDown, !press.isRepeat, press.key == .space { serve() }
/// ```
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var isDown: Bool
    /// A key held down sends more downs; these are the repeats.
    public var isRepeat: Bool
    public var modifiers: KeyModifiers

    public init(key: Key, isDown: Bool, isRepeat: Bool = false, modifiers: KeyModifiers = []) {
        self.key = key
        self.isDown = isDown
        self.isRepeat = isRepeat
        self.modifiers = modifiers
    }
}
