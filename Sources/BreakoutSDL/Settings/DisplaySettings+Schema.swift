import Breakout
import SettingsKit
import Translations

/// The window's part of the settings file: how the game looks, sounds and is controlled,
/// and who plays. `Settings.schema` joins it with the game's part.
extension DisplaySettings: SettingsRoot {
    static let schema = SettingsSchema<DisplaySettings>(sections: [
        SettingsSection(name: "display", doc: "How the window shows and sounds the game. Applies at once."),
        SettingsSection(name: "players", doc: "Who plays: the names the high-score charts and the hot-seat show. Applies at once."),
        SettingsSection(name: "controls", doc: "How the mouse and the keys move the paddle. Applies at once."),
        SettingsSection(name: "keys", doc: """
            The key for each action, by its name (the Controls page sets them by a key press).
            No key may do two things. F11 (and Alt+Enter) toggles fullscreen on every screen.
            """ + "\n" + KeyName.listText),
        SettingsSection(name: "pad", doc: """
            The game controller's button for each action (the Controls page sets them by a
            press). No button may do two things. The left stick moves the paddle too.
            """ + "\n" + PadButtonName.listText),
    ], descriptors: [
        .choice("display.language", \.language, doc: """
            The language of the game's text: "system" follows LANGUAGE, LC_ALL,
            LC_MESSAGES and LANG; "en", "de" (Deutsch), "fr" (français), "es" (español),
            "ru" (русский) or "sv" (svenska) choose one.
            """),
        .name("display.theme", \.theme, doc: """
            How the game looks: "default" (the game's own, drawn when it starts), "flat"
            (plain shapes, the fastest), or an installed theme: LBreakoutHD's "Standard",
            LBreakout2's "LBreakout2", "AbsoluteB", "Classic", "Moiree" and "Oz", or a
            folder in ~/.local/share/breakout/themes.
            """),
        .boolean("display.theme_sounds", \.themeSounds,
                 doc: "Play the theme's own recorded sounds, where it has them, instead of the synthesized ones."),
        .choice("display.animation", \.animationStyle,
                doc: "How a hit brick is animated."),
        .boolean("display.reduce_flashing", \.reduceFlashing, doc: """
            Calmer effects for players sensitive to flashing: a hit brick neither flashes
            white nor shakes ("flash" plays as "fade"), nothing blinks (an extra running
            out, the extra floor), and explosions glow softly.
            """),
        .boolean("display.brick_patterns", \.brickPatterns, doc: """
            Draw each kind of brick with a pattern of its own (pips for hits left, a
            cross for indestructible, a star for explosive...), so kinds are told apart
            without their colours.
            """),
        .integer("display.interface_scale", \.interfaceScale, 100...200, unit: trLater("percent"), doc: """
            How large the text, the status band, the menus and the panels are drawn: 150
            makes them half as large again. The window still holds every screen: a
            small window gets as much of the scale as it has room for.
            """),
        .boolean("display.sound", \.sound, doc: "Play sounds."),
        .integer("display.volume", \.volume, 0...100, unit: trLater("percent"),
                 doc: "How loud the sounds play: 0 is silence, 100 their full loudness."),
        .boolean("display.speech", \.speech, doc: """
            Now and then say "very good" or "excellent" for a level cleared without
            a life lost (the theme's recordings; the game's own sounds have no speech).
            """),
        .boolean("display.bad_speech", \.badSpeech,
                 doc: "With speech on, now and then say \"damn\" or \"dammit\" for a life lost."),
        .boolean("display.show_fps", \.showFPS, doc: "Show frames per second in a corner."),
    ] + (1...4).map { k in
        SettingDescriptor.name("players.name_\(k)", \.playerNames[k - 1], doc: k == 1
            // The panel shows this one ("Your name"): marked for the catalogs.
            ? trLater("Your name in the high-score charts (and the hot-seat's first player's).")
            : "The hot-seat's player \(k).")
    } + [
        .choice("controls.mouse", \.mouseMode, doc: """
            "absolute": the paddle follows the pointer across the field. "relative": the
            pointer is captured while a game runs (and let go in menus and pauses), and
            the mouse's motion moves the paddle, by sensitivity.
            """),
        .number("controls.mouse_sensitivity", \.mouseSensitivity, 0.25...4, unit: trLater("x the mouse's motion"),
                doc: "Relative mouse: how far the paddle moves for the mouse's motion."),
        .boolean("controls.invert_mouse", \.invertMouse,
                 doc: "Relative mouse: the paddle moves against the mouse."),
        .number("controls.key_speed", \.keySpeed, 100...3000, unit: trLater("points/s"),
                doc: "How fast the keys and a controller's stick move the paddle (the field is 800 points wide)."),
    ] + ControlAction.allCases.map { action in
        .binding(action.keySetting, kind: .key, \DisplaySettings.keys, action.key, doc: action.docLine)
    } + ControlAction.allCases.compactMap { action in
        action.button.map { .binding("pad." + action.rawValue, kind: .padButton, \DisplaySettings.padButtons, $0, doc: action.docLine) }
    }, rules: [.keysDistinct, .padButtonsDistinct])
}

// The window's checks: no key or button does two things.
extension SettingsRule where Root == DisplaySettings {
    /// No key does two things: the problem names the key the file sets (the later one when
    /// it sets both) and the action that has that key already.
    /// A key given to an action that another has: the other takes the first's old key (the
    /// two swap), as a game's controls page does.
    static let keysDistinct = SettingsRule(keys: ControlAction.allCases.map(\.keySetting), repair: { s, previous, changed in
        guard let action = ControlAction.allCases.first(where: { $0.keySetting == changed }) else { return nil }
        let key = s.keys[keyPath: action.key]
        guard let other = ControlAction.allCases.first(where: { $0 != action && s.keys[keyPath: $0.key] == key }) else { return [] }
        s.keys[keyPath: other.key] = previous.keys[keyPath: action.key]
        return [other.keySetting]
    }) { s, present in
        distinct(ControlAction.allCases.map { ($0.keySetting, s.keys[keyPath: $0.key]) }, present: present)
    }

    /// No controller button does two things.
    static let padButtonsDistinct = SettingsRule(keys: ControlAction.allCases.compactMap(\.buttonSetting), repair: { s, previous, changed in
        guard let action = ControlAction.allCases.first(where: { $0.buttonSetting == changed }), let path = action.button else { return nil }
        let button = s.padButtons[keyPath: path]
        guard let other = ControlAction.allCases.first(where: { $0 != action && $0.button.map { s.padButtons[keyPath: $0] } == button }),
              let otherPath = other.button, let otherSetting = other.buttonSetting else { return [] }
        s.padButtons[keyPath: otherPath] = previous.padButtons[keyPath: path]
        return [otherSetting]
    }) { s, present in
        distinct(ControlAction.allCases.compactMap { action in
            action.button.map { ("pad." + action.rawValue, s.padButtons[keyPath: $0]) }
        }, present: present)
    }

    /// The first binding whose value an earlier one has too, named by the one of the pair
    /// the file sets.
    private static func distinct(_ bindings: [(key: String, value: String)], present: Set<String>) -> SettingsProblem? {
        var owner: [String: String] = [:]
        for (key, value) in bindings {
            guard let first = owner[value] else { owner[value] = key; continue }
            let (named, other) = present.contains(key) || !present.contains(first) ? (key, first) : (first, key)
            return SettingsProblem(key: named, message: tr("\"%1$s\" is bound to %2$s already", value, other),
                                   allowed: tr("a key or button no other action uses"))
        }
        return nil
    }
}
