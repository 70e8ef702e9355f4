@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit
@testable import SettingsKit

/// The Controls page: every key and pad button rebound by pressing it, written to the
/// settings file; a key another action has is swapped with it; the page returns to the menu.
extension SDLTests {
    @Test func theControlsPageRebindsAKeyByPressingIt() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        app.runFrame(elapsed: 0)
        let controls = try #require(app.controlsPanel)
        // Esc, then Controls in the menu.
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        let menu = app.menu.layout(in: app.window.size, font: app.font)
        PanelTestSupport.click(app, at: menu.buttons[PauseMenu.Choice.allCases.firstIndex(of: .controls)!].center)
        #expect(controls.isVisible && !app.menu.isOpen)
        #expect(controls.keys.contains("keys.push") && controls.keys.contains("pad.push") && controls.keys.contains("controls.mouse"))

        // A click on Serve's key cap waits for a key; Return becomes its key.
        let cap = try #require(controls.frame(of: "keys.push", part: .binding, context: app.screen))
        PanelTestSupport.click(app, at: cap.center)
        #expect(controls.waiting == controls.keys.firstIndex(of: "keys.push"))
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(controls.waiting == nil)
        #expect(app.settings.display.keys.push == "Return")
        #expect(try PanelTestSupport.read(path).contains("push = \"Return\""))

        // Return for Warp too: the two swap (Serve takes W), the line says so, the file has both.
        let warp = try #require(controls.frame(of: "keys.warp", part: .binding, context: app.screen))
        PanelTestSupport.click(app, at: warp.center)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        let swapped = try #require(controls.statusLine)
        #expect(swapped.contains("Serve, push, fire") && swapped.contains("W"), "\(swapped)")
        #expect(app.settings.display.keys.warp == "Return" && app.settings.display.keys.push == "W")
        let text = try PanelTestSupport.read(path)
        #expect(text.contains("warp = \"Return\"") && text.contains("push = \"W\""))
        #expect(SettingsFile.load(from: path, lastGood: Settings()).isValid)
        // Esc while it waits keeps the old key.
        PanelTestSupport.click(app, at: warp.center)
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(controls.isVisible && controls.waiting == nil && app.settings.display.keys.warp == "Return")

        // Esc closes the page: the menu is back, and the game waits for Resume.
        let step = app.game.stepIndex
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!controls.isVisible && app.menu.isOpen)
        app.runFrame(elapsed: 0.1)
        #expect(app.game.stepIndex == step)
        PanelTestSupport.click(app, at: menu.buttons[0].center)   // Resume
        #expect(!app.menu.isOpen)
        // In play, Space no longer serves and W does.
        SyntheticEvent.keyPress(.space)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .serving)
        SyntheticEvent.keyPress(.letter("w"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .playing)
    }

    /// A pad row waits for a controller button; a key does not bind it.
    @Test func aPadRowTakesAControllerButton() throws {
        let app = try PanelTestSupport.app(configPath: nil)
        app.runFrame(elapsed: 0)
        let controls = try #require(app.controlsPanel)
        app.apply(.toggleControls)
        app.runFrame(elapsed: 1.0 / 60)
        // Down to pad.warp, Enter, then the pad's left shoulder.
        let row = try #require(controls.keys.firstIndex(of: "pad.warp"))
        for _ in 0..<row { SyntheticEvent.keyPress(.down) }
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(controls.focus == row && controls.waiting == row)
        SyntheticEvent.keyPress(.letter("q"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(controls.waiting == row && app.settings.display.padButtons.warp == "x")
        SyntheticEvent.push(.padDown(.leftShoulder))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(controls.waiting == nil && app.settings.display.padButtons.warp == "leftshoulder")
    }
}

/// SDL knows every key name the settings file takes, and names each key as the file does.
@Suite struct KeyNameTests {
    @Test func everyBindableNameIsSDLsOwn() {
        for name in KeyName.all {
            let key = Key(named: name)
            #expect(key != nil, "SDL does not know \(name)")
            if let key { #expect(ControlMap.bindableName(of: key) == name, "\(name) reads back as \(key.name)") }
        }
        for name in PadButtonName.all {
            let button = PadButton(named: name)
            #expect(button != nil, "SDL does not know \(name)")
            if let button { #expect(ControlMap.bindableName(ofButton: button) == name) }
        }
        #expect(ControlMap.bindableName(of: .f11) == nil)
    }
}
