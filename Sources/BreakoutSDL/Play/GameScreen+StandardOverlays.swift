import Breakout
import Foundation

/// The overlays every game has: the settings panel (Tab) and the Controls page; and the
/// game listening to the settings store. (The banner for notices and the settings file's
/// problems is the app window's, over every screen.)
extension GameScreen {
    /// Creates the panels and listens to the settings; called once by `init`.
    func installStandardOverlays() {
        let panel = SettingsPanel()
        let controls = SettingsPanel.controls()
        overlays.push(panel)
        overlays.push(controls)
        settingsPanel = panel
        controlsPanel = controls
        settingsListeners.append(settingsStore.onChange { [unowned self] settings in self.adopt(settings) })
    }

    /// The window's banner (notices, the settings file's problems).
    var banner: BannerOverlay? { app.banner }
}
