import Breakout
import Foundation

/// The overlays every window has: the settings panel (Tab) and the banner for notices and
/// the settings file's problems; and the game listening to the settings store.
extension GameScreen {
    /// Creates the panel and the banner and listens to the settings; called once by `init`.
    /// The banner goes above the panel, so a file error shows over it.
    func installStandardOverlays(noticesSeen: Int) {
        let panel = SettingsPanel()
        let banner = BannerOverlay(context: self, noticesSeen: noticesSeen)
        overlays.push(panel)
        overlays.push(banner)
        settingsPanel = panel
        self.banner = banner
        settingsListeners.append(settingsStore.onChange { [unowned self] settings in self.adopt(settings) })
        if let path = settingsStore.path {
            settingsListeners.append(settingsStore.onProblems { [weak banner] problems in banner?.show(settingsProblems: problems, path: path) })
        }
    }
}

extension BannerOverlay {
    /// The settings file's problems as an error banner, one line each
    /// (`breakout.toml:12: ball.speed: 5000 is out of range (allowed: ...)`); none clears it.
    func show(settingsProblems problems: [SettingsProblem], path: String) {
        guard !problems.isEmpty else { return clearErrors() }
        let name = URL(fileURLWithPath: path).lastPathComponent
        // The file's name is enough on screen (the whole path is long); the title has the folder.
        let lines = problems.map { problem -> String in
            var shown = problem
            if shown.file == path { shown.file = name }
            return shown.description
        }
        // One line per call: scripts/update-translations reads a trPlural's two forms from one line.
        let title = trPlural("%2$s has %1$d problem: keeping the last good settings", "%2$s has %1$d problems: keeping the last good settings", problems.count, name)
        showErrors(title: title, lines: lines)
    }
}
