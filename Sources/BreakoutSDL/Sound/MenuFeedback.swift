/// What the player did to a menu while the window handled one event, for the menu sounds:
/// the focus moved (LBreakoutHD's menumotion), an entry was chosen or a setting changed
/// (menuclick), a dialog that waits for the player opened (LBreakout2's click). Menus,
/// dialogs and choosers report here; the app window collects around each event and plays
/// what was reported (`GameSounds.playMenu`), so no menu plays a sound itself. A menu
/// handled outside a collection (a test calling it directly) reports to nobody, at the cost
/// of one nil check.
///
/// ```swift
/// let reported = MenuFeedback.collect { _ = top?.handle(event, context: app) }
/// app.sounds.playMenu(reported, settings: app.settings.display)
/// MenuFeedback.focusMoved()     // in DialogButtons, when Down moves the focus
/// ```
enum MenuFeedback {
    /// The reports of the collection running now. Main thread only, as every event and
    /// every drawing is (`LayoutProbe` works the same way).
    nonisolated(unsafe) private static var collected: [SoundKind]?

    /// Runs `body` and returns what menus reported during it, in order.
    static func collect(_ body: () -> Void) -> [SoundKind] {
        let outer = collected
        collected = []
        body()
        let reported = collected ?? []
        collected = outer
        return reported
    }

    /// The focus went to another entry.
    static func focusMoved() { collected?.append(.menuMotion) }
    /// An entry was chosen, or a setting changed.
    static func chose() { collected?.append(.menuClick) }
    /// A dialog opened that waits for the player (the pause menu, a question).
    static func opened() { collected?.append(.click) }

    /// The one sound for an event's reports: an opened dialog, else a choice, else a move
    /// (LBreakoutHD plays a click, not also a motion, when a click moves the focus).
    static func sound(for reported: [SoundKind]) -> SoundKind? {
        [SoundKind.click, .menuClick, .menuMotion].first { reported.contains($0) }
    }
}
