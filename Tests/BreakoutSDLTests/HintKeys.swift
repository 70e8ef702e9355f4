import Foundation
import WindowKit

/// The keys an English hint line names ("Ctrl+Z/Y undo/redo", "Up/Down or wheel choose",
/// "Esc or right click: back"), read the way a player reads them, so a test can press each.
/// Words that name no key (a click, the wheel, a pad's A) are passed over; a bare letter is
/// a key only after a modifier ("Ctrl+E"), since "A or a click" names a pad button and a
/// word, and "right click" is the mouse's.
enum HintKeys {
    struct Named: Hashable, CustomStringConvertible {
        let key: Key
        let modifiers: KeyModifiers
        let word: String
        var description: String { word }
    }

    static let names: [String: [Key]] = [
        "esc": [.escape], "enter": [.return], "tab": [.tab], "space": [.space],
        "up": [.up], "down": [.down], "left": [.left], "right": [.right], "arrows": [.up, .down],
        "pgup": [.pageUp], "pgdn": [.pageDown], "home": [.home], "end": [.end],
        "delete": [.delete], "backspace": [.backspace],
        "f1": [.f1], "f2": [.f2], "f3": [.f3], "f11": [.f11],
    ]
    static let modifierNames: [String: KeyModifiers] = ["ctrl": .control, "shift": .shift, "alt": .alt]

    static func named(in hint: String) -> [Named] {
        var found: [Named] = []
        let words = hint.split(whereSeparator: { $0 == " " }).map { $0.trimmingCharacters(in: .punctuationCharacters.subtracting(["+", "/"])) }
        for (k, word) in words.enumerated() {
            // "right click" is the mouse's.
            if k + 1 < words.count, words[k + 1].lowercased() == "click" { continue }
            var parts = word.split(separator: "+").map(String.init)
            guard let last = parts.popLast() else { continue }
            let modifiers = parts.map { modifierNames[$0.lowercased()] }
            guard !modifiers.contains(nil) else { continue }
            let held = modifiers.reduce(into: KeyModifiers()) { $0.formUnion($1!) }
            for alternative in last.split(separator: "/").map(String.init) {
                if let keys = names[alternative.lowercased()] {
                    found += keys.map { Named(key: $0, modifiers: held, word: String(word)) }
                } else if !held.isEmpty, alternative.count == 1, let letter = alternative.first, letter.isLetter {
                    found.append(Named(key: .letter(letter), modifiers: held, word: String(word)))
                }
            }
        }
        return found
    }
}
