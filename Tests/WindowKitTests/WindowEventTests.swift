import Geometry
import Testing
import WindowTestKit
@testable import WindowKit

/// Every kind of window event, posted into SDL's queue as the platform would send it, comes
/// out of the pump as the same event: the translation from SDL happens once, in the pump.
@MainActor
@Suite(.serialized, .oneWindowTestAtATime) struct WindowEventTests {
    static let session: SDLSession = try! SDLSession.start(videoDriver: "dummy", audioDriver: "dummy")

    static func window() throws -> GameWindow {
        _ = session
        var options = GameWindow.Options()
        options.software = true
        options.hidden = true
        return try GameWindow(title: "events", size: Size(width: 400, height: 300), options: options)
    }

    /// What the pump gives for `event` (anything SDL queued before is read first and dropped).
    static func roundTrip(_ event: WindowEvent, pump: EventPump, windowSize: Size) -> [WindowEvent] {
        while pump.next() != nil {}
        EventPump.post(event, windowSize: windowSize)
        var out: [WindowEvent] = []
        while let e = pump.next() { out.append(e) }
        return out
    }

    @Test func everyKindComesBackAsItWasSent() throws {
        let window = try Self.window()
        let pump = EventPump(window: window, controllers: Controllers())
        let size = window.size
        let events: [WindowEvent] = [
            .keyDown(.escape), .keyUp(.space), .keyDown(.letter("s"), modifiers: [.control, .shift]),
            .keyDown(.left, repeats: true), .text("héllo"),
            .mouseDown(at: Point(x: 10, y: 20)), .mouseUp(at: Point(x: 10, y: 20), button: .right),
            .mouseMove(to: Point(x: 30, y: 40), by: Vector(dx: 3, dy: -2), held: [.left, .right]),
            .mouseDown(at: Point(x: 5, y: 6), source: .mouseFromTouch),
            .touch(.down, at: Point(x: 100, y: 150)), .touch(.moved, at: Point(x: 200, y: 150)), .touch(.up, at: Point(x: 200, y: 75)),
            .scroll(-2), .padDown(.a, pad: 3), .padUp(.dpadLeft, pad: 3), .stick(1, pad: 2),
            .padMotion(PadMotionEvent(pad: 1, x: 3, y: 9, z: -1)),
            .focus(false), .focus(true), .quit,
        ]
        for event in events {
            #expect(Self.roundTrip(event, pump: pump, windowSize: size) == [event], "\(event)")
        }
    }

    /// SDL gives a touch as 0 ... 1 of the window: the pump hands it on in window points.
    @Test func aTouchArrivesInWindowPoints() throws {
        let window = try Self.window()
        let pump = EventPump(window: window, controllers: Controllers())
        let got = Self.roundTrip(.touch(.down, at: Point(x: 300, y: 75)), pump: pump, windowSize: window.size)
        guard case let .pointer(p) = got.first else { Issue.record("no pointer event: \(got)"); return }
        #expect(p.source == .touch && p.position == Point(x: 300, y: 75))
        #expect(window.size == Size(width: 400, height: 300))
    }

    @Test func keysAndButtonsKnowSDLsNames() {
        #expect(Key(named: "Space") == .space && Key.space.name == "Space")
        #expect(Key(named: "Keypad 4") != nil && Key(named: "no such key") == nil)
        #expect(Key.letter("S") == Key(named: "S"))
        #expect(PadButton(named: "leftshoulder") == .leftShoulder && PadButton.start.name == "start")
        #expect(PadButton(named: "nothing") == nil)
    }
}
