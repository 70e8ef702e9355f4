/// What the mouse pointer does over a window: free (menus, pauses, dialogs), hidden while a
/// game follows it (and kept inside the window when `confined`: a fullscreen game), or
/// captured (relative mode: hidden and held, only its motion reported). The window applies
/// a mode only when it changes (`GameWindow.pointerMode`).
///
/// ```swift
/// window.pointerMode = .captured                 // a game runs with the relative mouse
/// window.pointerMode = .free                     // the menu opens
/// ```
public enum PointerMode: Hashable, Sendable {
    case free
    case hidden(confined: Bool)
    case captured
}
