import BreakoutNet

extension AppWindow {
    /// The online charts' client for the server the settings name now, or nil when none is
    /// set (then nothing is sent and no Online tab shows). Made when asked, so a changed
    /// `online.charts` applies at once.
    var chartService: (any ChartService)? {
        settingsStore.settings.online.address.map(makeChartService)
    }

    /// The server's address as the settings spell it, for lines that name it.
    var chartServerName: String? { settingsStore.settings.online.address?.description }
}
