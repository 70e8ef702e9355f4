@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import TestSupport
import WindowTestKit
@testable import WindowKit
@testable import SettingsKit

/// Windows with a settings file in a temporary folder, and clicks on the settings panel.
@MainActor
enum PanelTestSupport {
    /// A fresh folder with `breakout.toml` holding `text` (the shipped file by default).
    static func configFile(_ text: String = DefaultSettingsText.text) throws -> String {
        let folder = try TemporaryFolder.newFolderURL("panel")
        let path = folder.appendingPathComponent("breakout.toml").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// A window app whose settings come from `configPath` (as `breakout play --config` does),
    /// or the defaults in memory when it is nil.
    static func app(configPath: String?, size: Size = Size(width: 800, height: 720), fontPaths: [String]? = nil) throws -> TestApp {
        try TestSDL.app(TestSDL.options(size: size) {
            if let configPath { $0.settings = SettingsFile.load(from: configPath, lastGood: Settings()).settings }
            $0.configPath = configPath
            $0.levels = .list([TestSDL.level()])
            if let fontPaths { $0.fontPaths = fontPaths }
        })
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Writes `text` the way an editor saving in place does (not atomically).
    static func edit(_ path: String, _ text: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Opens the panel with Tab and draws a frame.
    static func openPanel(_ app: TestApp) {
        SyntheticEvent.keyPress(.tab)
        app.runFrame(elapsed: 1.0 / 60)
    }

    /// A press and release at `p`, then a frame.
    static func click(_ app: TestApp, at p: Point) {
        SyntheticEvent.mouseButton(true, at: p)
        SyntheticEvent.mouseButton(false, at: p)
        app.runFrame(elapsed: 1.0 / 60)
    }

    /// The panel's control part for `key` on screen now.
    static func frame(_ app: TestApp, _ key: String, _ part: PanelLayout.Part) -> Rect? {
        app.settingsPanel?.frame(of: key, part: part, context: app.screen)
    }

    /// Lines of `after` that differ from `before` (same line count expected).
    static func changedLines(_ before: String, _ after: String) -> [String] {
        let a = before.components(separatedBy: "\n"), b = after.components(separatedBy: "\n")
        guard a.count == b.count else { return ["line count \(a.count) -> \(b.count)"] }
        return zip(a, b).filter { $0 != $1 }.map(\.1)
    }

    /// The 1-based line of the first line of `text` that starts with `prefix`.
    static func line(of prefix: String, in text: String) -> Int? {
        text.components(separatedBy: "\n").firstIndex { $0.hasPrefix(prefix) }.map { $0 + 1 }
    }

    /// Runs frames of `dt` until `done` holds or `seconds` of frame time pass; returns the
    /// frame time it took (nil when it never held).
    static func runFrames(_ app: TestApp, for seconds: Double, dt: Double = 1.0 / 60, until done: () -> Bool) -> Double? {
        var t = 0.0
        while t < seconds - 1e-9 {
            app.runFrame(elapsed: dt)
            t += dt
            if done() { return t }
        }
        return nil
    }
}
