import Breakout
import SettingsKit
import Translations

/// One line of the settings panel: a setting (its `Settings.schema` descriptor), the label
/// the player reads and the control that edits it.
///
/// ```swift
/// let rows = PanelRow.standard          // ball speed, balls, bounciness, ...
/// rows[0].control                       // .slider(100...3000, step: 50)
/// rows[0].valueText(in: app.settings)   // "450"
/// ```
struct PanelRow {
    let descriptor: SettingDescriptor<Settings>
    let label: String
    let control: PanelControl

    /// Nil for an unknown key or one the panel cannot edit (a file path).
    init?(key: String, label: String) {
        guard let descriptor = Settings.schema.descriptor(for: key),
              var control = PanelControl(kind: descriptor.kind) else { return nil }
        if case let .stepper(range, _) = control, let step = PanelRow.stepperSteps[key] { control = .stepper(range, step: step) }
        self.descriptor = descriptor
        self.label = label
        self.control = control
    }

    /// Steppers that move by more than one: the volume by tens, as LBreakoutHD's; the game's
    /// speed and the interface's scale by quarters.
    static let stepperSteps = ["display.volume": 10, "rules.game_speed": 25, "display.interface_scale": 25]

    /// A name the player types (their own, for the high-score charts).
    init?(key: String, label: String, typed: Bool) {
        guard let descriptor = Settings.schema.descriptor(for: key), descriptor.kind == .name, typed else { return nil }
        self.descriptor = descriptor
        self.label = label
        self.control = .textField
    }

    /// A name setting, edited with a picker over `names` (the installed themes).
    init?(key: String, label: String, names: [String]) {
        guard let descriptor = Settings.schema.descriptor(for: key), descriptor.kind == .name, !names.isEmpty else { return nil }
        self.descriptor = descriptor
        self.label = label
        self.control = .picker(names)
    }

    var key: String { descriptor.key }

    /// The small line under the label: the unit and the key in the settings file.
    var detail: String {
        [descriptor.unit.map(tr), descriptor.key].compactMap { $0 }.joined(separator: "  -  ")
    }

    /// What the setting does, on one line, in the player's language.
    var doc: String {
        tr(descriptor.doc).replacingOccurrences(of: "\n", with: " ")
    }

    /// The values it takes, as the panel names them: "100...3000 Punkte/s", "an oder aus".
    var allowed: String {
        switch descriptor.kind {
        case .boolean: return tr("on or off")
        case .choice(let values): return values.map(ChoiceLabel.text).joined(separator: ", ")
        case .name: return tr("an installed theme's name")
        case .key: return tr("any key but F11")
        case .padButton: return tr("any button of the controller")
        default: return descriptor.allowed
        }
    }

    /// Layout settings change the bricks, so they wait for the next level or a restart
    /// (`Settings`: the [level] and [bricks] sections); the rest apply at once.
    var appliesLater: Bool { ["level", "bricks"].contains(descriptor.section) }

    func value(in settings: Settings) -> SettingValue { descriptor.value(in: settings) }

    func valueText(in settings: Settings) -> String {
        // No lives chosen: the difficulty's, and the row says how many that is.
        if descriptor.key == "rules.lives", case .integer(0) = value(in: settings) {
            return tr("%d (auto)", settings.rules.startingLives)
        }
        // The first player's default name, in the player's language.
        if descriptor.key == "players.name_1" { return settings.display.playerName(0) }
        return control.text(for: value(in: settings))
    }

    /// The settings the panel shows, in order: the ones players reach for, at least one of
    /// each control; the theme leads the display's settings, with the themes installed when
    /// the panel first opens.
    static let standard: [PanelRow] = {
        var rows = standardSettings
        if let name = PanelRow(key: "players.name_1", label: trLater("Your name"), typed: true) {
            rows.insert(name, at: rows.firstIndex { $0.key == "display.reduce_flashing" } ?? rows.count)
        }
        let at = rows.firstIndex { $0.descriptor.section == "display" } ?? rows.count
        if let theme = PanelRow(key: "display.theme", label: trLater("Theme"), names: ThemeCatalog.entries().map(\.name)) {
            rows.insert(theme, at: at)
        }
        return rows
    }()

    /// The Controls page's rows: the mouse and the keys' speed, then each action's key and
    /// pad button.
    static let controls: [PanelRow] = [
        ("controls.mouse", trLater("Mouse")),
        ("controls.mouse_sensitivity", trLater("Mouse sensitivity")),
        ("controls.invert_mouse", trLater("Invert mouse")),
        ("controls.key_speed", trLater("Paddle speed on keys")),
    ].compactMap { PanelRow(key: $0.0, label: $0.1) }
        + ControlAction.allCases.compactMap { PanelRow(key: $0.keySetting, label: $0.title) }
        + ControlAction.allCases.compactMap { action in
            action.buttonSetting.flatMap { PanelRow(key: $0, label: action.padTitle) }
        }

    private static let standardSettings: [PanelRow] = [
        ("ball.speed", trLater("Ball speed")),
        ("ball.count", trLater("Balls")),
        ("ball.elasticity", trLater("Bounciness")),
        ("paddle.width", trLater("Paddle width")),
        ("paddle.shape", trLater("Paddle shape")),
        ("gravity.magnitude", trLater("Gravity")),
        ("push.strength", trLater("Push strength")),
        ("rules.difficulty", trLater("Difficulty")),
        ("rules.lives", trLater("Lives")),
        ("rules.frag_limit", trLater("Frags to win a duel")),
        ("level.rows", trLater("Brick rows")),
        ("level.columns", trLater("Brick columns")),
        ("level.pattern", trLater("Pattern")),
        ("display.language", trLater("Language")),
        ("display.theme_sounds", trLater("Theme sounds")),
        ("display.animation", trLater("Brick animation")),
        ("display.sound", trLater("Sound")),
        ("display.volume", trLater("Volume")),
        ("display.speech", trLater("Speech")),
        ("display.show_fps", trLater("Show FPS")),
        ("display.debris", trLater("Debris")),
        ("rules.bonus_levels", trLater("Bonus levels")),
        ("rules.ball_steering", trLater("Steer the balls")),
        // Play for everyone: calmer effects, kinds told by shape, a slower game, a larger interface.
        ("display.reduce_flashing", trLater("Reduce flashing")),
        ("display.brick_patterns", trLater("Brick patterns")),
        ("rules.game_speed", trLater("Game speed")),
        ("display.interface_scale", trLater("Interface scale")),
        ("display.tilt_gravity", trLater("Tilt gravity")),
    ].compactMap { PanelRow(key: $0.0, label: $0.1) }
}
