import Translations
import WindowKit

/// The level editor's keys and pad buttons, declared once: `EditorScreen` looks each press
/// up here and runs the entry's command, and the hint line at the editor's foot is the
/// entries' hints in this order. A binding changes here and nowhere else.
///
/// ```swift
/// EditorBinding.entry(for: KeyEvent(key: .letter("s"), isDown: true, modifiers: .control))?.command   // .save
/// EditorBinding.entry(for: .start)?.command                                                        // .testPlay
/// EditorBinding.hintLine()   // "Enter test play  Ctrl+S save  ...", each piece translated
/// ```
struct EditorBinding {
    /// What a key or a pad button asks of the editor.
    enum Command: Hashable {
        case testPlay
        case save
        /// Always asks for a name (Save alone asks only for a levelset without a file).
        case saveAs
        case export
        case undo
        case redo
        /// Shift+drag with the mouse (`EditorScreen.mouseDown` reads Shift): no key runs it;
        /// it is here for its hint.
        case selectByDragging
        case copy
        case cut
        case paste
        case selectAll
        /// Another level of the set, `by` away from the one shown.
        case showLevel(by: Int)
        case addLevel
        case duplicateLevel
        case deleteLevel
        /// The level shown moves `by` places in the set.
        case moveLevel(by: Int)
        case editTitle
        case editAuthor
        case moveCursor(dx: Int, dy: Int)
        /// The cursor moves and the selection grows to it.
        case extendSelection(dx: Int, dy: Int)
        /// The brush into the cursor's cell.
        case place
        /// The eraser into the cursor's cell (the pad's X; the brush stays).
        case placeEraser
        /// The selection, or the cursor's cell, erased.
        case erase
        case cycleTool(by: Int)
        /// The cursor's physical brick: its rod longer or shorter, its rail or spin faster or slower.
        case adjustMount(by: Int)
        /// Esc: the selection goes, or with none the editor is left.
        case back
        /// The pad's B or Back: the editor is left.
        case leave
    }

    /// A key with the modifiers it needs ("Ctrl+Shift+S").
    struct Chord: Hashable, CustomStringConvertible {
        let key: Key
        var modifiers: KeyModifiers = []

        var description: String {
            let names: [(KeyModifiers, String)] = [(.control, "Ctrl"), (.shift, "Shift"), (.alt, "Alt"), (.system, "Super")]
            return (names.filter { modifiers.contains($0.0) }.map(\.1) + [key.name]).joined(separator: "+")
        }
    }

    let command: Command
    var keys: [Chord] = []
    var buttons: [PadButton] = []
    /// This command's piece of the hint line (untranslated; it may name the entries after it
    /// too, as "Ctrl+Z/Y undo/redo"), or nil when the line leaves it out.
    var hint: String?
    /// Whether a held key's repeats run it again: not leaving, not test play.
    var repeats = true

    private static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> Chord { Chord(key: key, modifiers: modifiers) }

    /// Every binding; the hinted ones first, in the hint line's order.
    static let all: [EditorBinding] = [
        EditorBinding(command: .testPlay, keys: [key(.return), key(.keypadEnter)], buttons: [.start], hint: trLater("Enter test play"), repeats: false),
        EditorBinding(command: .save, keys: [key(.letter("s"), .control)], hint: trLater("Ctrl+S save")),
        EditorBinding(command: .undo, keys: [key(.letter("z"), .control)], buttons: [.y], hint: trLater("Ctrl+Z/Y undo/redo")),
        EditorBinding(command: .redo, keys: [key(.letter("y"), .control), key(.letter("z"), [.control, .shift])]),
        EditorBinding(command: .selectByDragging, hint: trLater("Shift+drag select")),
        EditorBinding(command: .copy, keys: [key(.letter("c"), .control)], hint: trLater("Ctrl+C/X/V")),
        EditorBinding(command: .cut, keys: [key(.letter("x"), .control)]),
        EditorBinding(command: .paste, keys: [key(.letter("v"), .control)]),
        EditorBinding(command: .showLevel(by: -1), keys: [key(.pageUp)], hint: trLater("PgUp/PgDn level")),
        EditorBinding(command: .showLevel(by: 1), keys: [key(.pageDown)]),
        EditorBinding(command: .addLevel, keys: [key(.letter("n"), .control)], hint: trLater("Ctrl+N/D new/copy")),
        EditorBinding(command: .duplicateLevel, keys: [key(.letter("d"), .control)]),
        EditorBinding(command: .editTitle, keys: [key(.f2)], hint: trLater("F2/F3 title/author")),
        EditorBinding(command: .editAuthor, keys: [key(.f3)]),
        EditorBinding(command: .back, keys: [key(.escape)], hint: trLater("Esc or Back: leave"), repeats: false),
        EditorBinding(command: .leave, buttons: [.b, .back]),
        EditorBinding(command: .saveAs, keys: [key(.letter("s"), [.control, .shift])]),
        EditorBinding(command: .export, keys: [key(.letter("e"), .control)]),
        EditorBinding(command: .selectAll, keys: [key(.letter("a"), .control)]),
        EditorBinding(command: .deleteLevel, keys: [key(.delete, .control)]),
        // Alt+Shift+Up moved the level before Shift extended the selection: declared first, it wins the tie.
        EditorBinding(command: .moveLevel(by: -1), keys: [key(.up, .alt)]),
        EditorBinding(command: .moveLevel(by: 1), keys: [key(.down, .alt)]),
        EditorBinding(command: .moveCursor(dx: -1, dy: 0), keys: [key(.left)], buttons: [.dpadLeft]),
        EditorBinding(command: .moveCursor(dx: 1, dy: 0), keys: [key(.right)], buttons: [.dpadRight]),
        EditorBinding(command: .moveCursor(dx: 0, dy: -1), keys: [key(.up)], buttons: [.dpadUp]),
        EditorBinding(command: .moveCursor(dx: 0, dy: 1), keys: [key(.down)], buttons: [.dpadDown]),
        EditorBinding(command: .extendSelection(dx: -1, dy: 0), keys: [key(.left, .shift)]),
        EditorBinding(command: .extendSelection(dx: 1, dy: 0), keys: [key(.right, .shift)]),
        EditorBinding(command: .extendSelection(dx: 0, dy: -1), keys: [key(.up, .shift)]),
        EditorBinding(command: .extendSelection(dx: 0, dy: 1), keys: [key(.down, .shift)]),
        EditorBinding(command: .place, keys: [key(.space)], buttons: [.a]),
        EditorBinding(command: .placeEraser, buttons: [.x]),
        EditorBinding(command: .erase, keys: [key(.delete), key(.backspace)]),
        EditorBinding(command: .cycleTool(by: 1), keys: [key(.tab)], buttons: [.rightShoulder]),
        EditorBinding(command: .cycleTool(by: -1), keys: [key(.tab, .shift)], buttons: [.leftShoulder]),
        EditorBinding(command: .adjustMount(by: -1), keys: [key(.letter("["))]),
        EditorBinding(command: .adjustMount(by: 1), keys: [key(.letter("]"))]),
    ]

    /// The entry a key press runs: of the entries bound to its key whose modifiers are all
    /// held, the one that needs the most (Ctrl+Shift+Z before Ctrl+Z, Shift+Left before
    /// Left; on a tie the first declared), so extra modifiers do not lose a key. Nil for an
    /// unbound key, or a repeat of a key that does not repeat.
    static func entry(for press: KeyEvent) -> EditorBinding? {
        var best: (entry: EditorBinding, needs: Int)?
        for entry in all {
            for chord in entry.keys where chord.key == press.key && press.modifiers.isSuperset(of: chord.modifiers) {
                let needs = chord.modifiers.rawValue.nonzeroBitCount
                if needs > best?.needs ?? -1 { best = (entry, needs) }
            }
        }
        guard let best, best.entry.repeats || !press.isRepeat else { return nil }
        return best.entry
    }

    /// The entry a pad button runs, or nil.
    static func entry(for button: PadButton) -> EditorBinding? {
        all.first { $0.buttons.contains(button) }
    }

    /// The hint line: each entry's hint translated, in the table's order.
    static func hintLine() -> String {
        all.compactMap(\.hint).map { tr($0) }.joined(separator: "  ")
    }
}
