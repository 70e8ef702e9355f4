import CSDL2

/// Text input (`WindowEvent.text`): on while a text field has the focus, as SDL asks, so
/// that an on-screen keyboard or an input method shows only then.
public enum TextInput {
    public static func start() { SDL_StartTextInput() }
    public static func stop() { SDL_StopTextInput() }
}
