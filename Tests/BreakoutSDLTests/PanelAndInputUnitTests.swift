@testable import Breakout
import Dynamics
import Testing
import WindowTestKit
import WindowKit
@_spi(Benchmarks) @testable import BreakoutSDL

/// The panel's and the input's pure parts, without a window: slider snapping, which part of
/// a control a point hits, and which intents window events become.
@Suite struct PanelControlUnitTests {
    static let slider = PanelControl.slider(0...1, step: 0.02)

    @Test func slidersSnapToTheirGridInsideTheirRangeWithCleanDecimals() {
        #expect(Self.slider.snapped(0.6200000000000001) == 0.62)
        #expect(Self.slider.snapped(0.619) == 0.62)
        #expect(Self.slider.snapped(0.611) == 0.62)
        #expect(Self.slider.snapped(0.609) == 0.6)
        #expect(Self.slider.snapped(-5) == 0)
        #expect(Self.slider.snapped(1.3) == 1)
        #expect(Self.slider.decimals == 2)
        // A drag maps the track's fraction onto the range, snapped; and back.
        #expect(Self.slider.value(atFraction: 0.333) == .number(0.34))
        #expect(Self.slider.value(atFraction: 7) == .number(1))
        #expect(Self.slider.fraction(of: .number(0.25)) == 0.25)
        #expect(Self.slider.fraction(of: .number(-1)) == 0)
        // Keys move by a twentieth of the range (0.05), snapped to the grid.
        #expect(Self.slider.stepped(.number(0.5), by: 1) == .number(0.56))
        #expect(Self.slider.stepped(.number(0.02), by: -1) == .number(0))
        #expect(Self.slider.stepped(.number(0), by: -1) == .number(0))
    }

    @Test func aSlidersStepIsANiceNumberBelowAFiftiethOfItsRange() {
        #expect(PanelControl.niceStep(below: 0.37) == 0.2)
        #expect(PanelControl.niceStep(below: 60) == 50)
        #expect(PanelControl.niceStep(below: 1.9) == 1)
        #expect(PanelControl.niceStep(below: 0) == 1)
        #expect(PanelControl.niceStep(below: .infinity) == 1)
        #expect(PanelControl(kind: .number(100...3000)) == .slider(100...3000, step: 50))
    }

    @Test func steppersSegmentsAndSwitchesStopAtTheirEnds() {
        #expect(PanelControl.stepper(1...9).stepped(.integer(9), by: 1) == .integer(9))
        #expect(PanelControl.stepper(1...9).stepped(.integer(3), by: -1) == .integer(2))
        // The volume steps by tens, to the next ten either way, and stops at its ends.
        let volume = PanelControl.stepper(0...100, step: 10)
        #expect(volume.stepped(.integer(85), by: 1) == .integer(90) && volume.stepped(.integer(85), by: -1) == .integer(80))
        #expect(volume.stepped(.integer(80), by: 1) == .integer(90) && volume.stepped(.integer(0), by: -1) == .integer(0))
        #expect(PanelRow(key: "display.volume", label: "Volume")?.control == volume)
        let segments = PanelControl.segmented(["a", "b", "c"])
        #expect(segments.stepped(.text("c"), by: 1) == .text("c"))
        #expect(segments.activated(.text("c")) == .text("a"))   // Space goes round
        #expect(PanelControl.toggle.activated(.boolean(true)) == .boolean(false))
        #expect(PanelControl.stepper(1...9).activated(.integer(3)) == nil)
    }
}

@Suite struct PanelLayoutUnitTests {
    static let layout = PanelLayout(window: Size(width: 1000, height: 800), rowCount: 20)
    static let area = Rect(x: 300, y: 100, width: 400, height: 22)

    @Test func eachPartIsHitWhereItIsDrawnAndNowhereElse() {
        let l = Self.layout
        for control in [PanelControl.toggle, .segmented(["x", "y", "z"]), .stepper(1...9), .slider(0...1, step: 0.1)] {
            let parts: [PanelLayout.Part] = [.toggle, .segment(0), .segment(1), .segment(2), .minus, .plus, .track]
            for part in parts {
                guard let r = l.part(part, of: control, in: Self.area) else { continue }
                #expect(l.hit(r.center, control: control, in: Self.area) == part, "\(control) \(part)")
            }
            #expect(l.hit(Point(x: Self.area.maxX + 50, y: Self.area.midY), control: control, in: Self.area) == nil)
            #expect(l.hit(Point(x: Self.area.midX, y: Self.area.maxY + 30), control: control, in: Self.area) == nil)
        }
        // Thin parts take the control area's whole height.
        let track = l.part(.track, of: .slider(0...1, step: 0.1), in: Self.area)!
        #expect(track.height < 10)
        #expect(l.hit(Point(x: track.midX, y: Self.area.minY + 1), control: .slider(0...1, step: 0.1), in: Self.area) == .track)
        // A segment beyond the choices does not exist.
        #expect(l.part(.segment(3), of: .segmented(["x", "y", "z"]), in: Self.area) == nil)
    }

    @Test func rowsFitTheWindowAndTheRestScroll() {
        let small = PanelLayout(window: Size(width: 640, height: 300), rowCount: 20)
        #expect(small.visibleRows >= 1 && small.visibleRows < 20)
        #expect(small.card.maxY <= 300 && small.card.minY >= 0)
        #expect(small.slot(at: small.rowRect(slot: 0).center) == 0)
        #expect(small.slot(at: small.rowRect(slot: small.visibleRows - 1).center) == small.visibleRows - 1)
        #expect(small.slot(at: Point(x: small.card.midX, y: small.footer.midY)) == nil)
        let big = Self.layout
        #expect(big.visibleRows == min(20, Int((800 - 24 - PanelLayout.headerHeight - PanelLayout.footerHeight) / PanelLayout.rowHeight)))
        // The footer's restart button lies inside the footer, at its right.
        #expect(big.footer.contains(big.restartButton.center))
        #expect(Double(big.restartButton.maxX) == Double(big.footer.maxX) - PanelLayout.margin)
    }
}

@Suite struct InputMapperUnitTests {
    static func key(_ key: Key, down: Bool, repeats: Bool = false) -> WindowEvent {
        down ? .keyDown(key, repeats: repeats) : .keyUp(key)
    }

    static func mouse(_ phase: PointerEvent.Phase, x: Double, y: Double, xrel: Double = 0, button: PointerEvent.Button = .left) -> WindowEvent {
        phase == .moved ? .mouseMove(to: Point(x: x, y: y), by: Vector(dx: xrel, dy: 0))
            : .pointer(PointerEvent(phase: phase, position: Point(x: x, y: y), button: button))
    }

    @Test func keysBecomeIntentsAndBothArrowsCancel() {
        var mapper = InputMapper()
        #expect(mapper.intents(for: Self.key(.left, down: true)) == [.paddleKeys(-1)])
        #expect(mapper.intents(for: Self.key(.right, down: true)) == [.paddleKeys(0)])
        #expect(mapper.intents(for: Self.key(.left, down: false)) == [.paddleKeys(1)])
        #expect(mapper.intents(for: Self.key(.right, down: false)) == [.paddleKeys(0)])
        #expect(mapper.intents(for: Self.key(.space, down: true)) == [.push, .fire(true)])
        #expect(mapper.intents(for: Self.key(.space, down: false)) == [.fire(false)])   // the laser stops
        #expect(mapper.intents(for: Self.key(.space, down: true, repeats: true)) == [])   // held Space pushes once
        #expect(mapper.intents(for: Self.key(.letter("r"), down: true)) == [.rewind(true)])
        #expect(mapper.intents(for: Self.key(.letter("r"), down: false)) == [.rewind(false)])
        #expect(mapper.intents(for: Self.key(.tab, down: true)) == [.toggleSettings])
        #expect(mapper.intents(for: Self.key(.escape, down: true)) == [.menu])
        // A duel's second player: A and D (both held cancel), S serves.
        #expect(mapper.intents(for: Self.key(.letter("a"), down: true)) == [.topPaddleKeys(-1)])
        #expect(mapper.intents(for: Self.key(.letter("d"), down: true)) == [.topPaddleKeys(0)])
        #expect(mapper.intents(for: Self.key(.letter("a"), down: false)) == [.topPaddleKeys(1)])
        #expect(mapper.intents(for: Self.key(.letter("s"), down: true)) == [.topLaunch])
        #expect(mapper.intents(for: Self.key(.letter("q"), down: true)) == [])
    }

    /// `[keys]` rebinds: the new key does the action and the old one does nothing.
    @Test func reboundKeysAndButtonsDoTheirActions() {
        var settings = Settings()
        settings.display.keys.push = "Return"
        settings.display.keys.left = "Keypad 4"
        settings.display.keys.pause = "F5"
        settings.display.padButtons.push = "b"
        var mapper = InputMapper()
        mapper.configure(settings.display)
        #expect(mapper.intents(for: Self.key(.return, down: true)) == [.push, .fire(true)])
        #expect(mapper.intents(for: Self.key(.space, down: true)) == [])
        #expect(mapper.intents(for: Self.key(Key(named: "Keypad 4")!, down: true)) == [.paddleKeys(-1)])
        #expect(mapper.intents(for: Self.key(.left, down: true)) == [])
        #expect(mapper.intents(for: Self.key(Key(named: "Keypad 4")!, down: false)) == [.paddleKeys(0)])
        #expect(mapper.intents(for: Self.key(Key(named: "F5")!, down: true)) == [.togglePause])
        #expect(mapper.intents(for: Self.key(.letter("p"), down: true)) == [])
        #expect(mapper.intents(for: .padDown(.b)) == [.push, .fire(true)])
        #expect(mapper.intents(for: .padDown(.a)) == [])
        // The D-pad moves the paddle as the arrows do.
        #expect(mapper.intents(for: .padDown(.dpadRight)) == [.paddleKeys(1)])
    }

    /// Plain motion moves the paddle to the pointer, no button held; a press of either
    /// button pushes (and fires while held); a press and release is no drag and no tap.
    @Test func plainMotionMovesThePaddleAndAClickPushes() {
        var mapper = InputMapper()
        mapper.viewport = FieldViewport(area: Rect(x: 0, y: 40, width: 800, height: 600), field: Size(width: 800, height: 600))
        #expect(mapper.intents(for: Self.mouse(.moved, x: 150, y: 300)) == [.paddleTo(150)])
        #expect(mapper.intents(for: Self.mouse(.moved, x: 400, y: 10)) == [.paddleTo(400)])   // above the field too
        #expect(mapper.intents(for: Self.mouse(.down, x: 400, y: 300)) == [.push, .fire(true)])
        #expect(mapper.intents(for: Self.mouse(.down, x: 400, y: 300, button: .right)) == [.push])
        #expect(mapper.intents(for: Self.mouse(.up, x: 400, y: 300)) == [])   // the right one still fires
        #expect(mapper.intents(for: Self.mouse(.up, x: 400, y: 300, button: .right)) == [.fire(false)])
        #expect(mapper.intents(for: Self.mouse(.down, x: 400, y: 300, button: .middle)) == [])
    }

    /// Steering the balls: the steer key (Down), the pad's right shoulder and its right trigger past
    /// half-way, and the right mouse button where the game allows steering (elsewhere it fires
    /// as the left one does, as in LBreakoutHD).
    @Test func steerComesFromItsKeyItsButtonTheTriggerAndTheRightMouseButton() {
        var mapper = InputMapper()
        #expect(mapper.intents(for: Self.key(.down, down: true)) == [.steer(true)])
        #expect(mapper.intents(for: Self.key(.down, down: false)) == [.steer(false)])
        #expect(mapper.intents(for: .padDown(.rightShoulder)) == [.steer(true)])
        #expect(mapper.intents(for: .padUp(.rightShoulder)) == [.steer(false)])
        let trigger = { (v: Double) in WindowEvent.padAxis(PadAxisEvent(axis: .rightTrigger, value: v)) }
        #expect(mapper.intents(for: trigger(0.3)) == [])
        #expect(mapper.intents(for: trigger(0.6)) == [.steer(true)])
        #expect(mapper.intents(for: trigger(0.45)) == [], "a little give before it lets go")
        #expect(mapper.intents(for: trigger(0.1)) == [.steer(false)])
        #expect(mapper.intents(for: Self.mouse(.down, x: 400, y: 300, button: .right)) == [.push, .fire(true)])
        #expect(mapper.intents(for: Self.mouse(.up, x: 400, y: 300, button: .right)) == [.fire(false)])
        mapper.rightButtonSteers = true
        #expect(mapper.intents(for: Self.mouse(.down, x: 400, y: 300, button: .right)) == [.steer(true)])
        #expect(mapper.intents(for: Self.mouse(.up, x: 400, y: 300, button: .right)) == [.steer(false)])
        #expect(mapper.intents(for: Self.mouse(.down, x: 400, y: 300)) == [.push, .fire(true)], "the left button still serves")
    }

    /// A field drawn at twice its size, 100 points in: the pointer's window x becomes the
    /// field's x at the field's scale.
    @Test func thePointerOnAScaledFieldIsInFieldPoints() {
        var mapper = InputMapper()
        mapper.viewport = FieldViewport(area: Rect(x: 100, y: 40, width: 1600, height: 1200), field: Size(width: 800, height: 600))
        #expect(mapper.viewport.scale == 2)
        #expect(mapper.intents(for: Self.mouse(.moved, x: 700, y: 300)) == [.paddleTo(300)])
    }

    /// Relative mode: the motion, in field points, times the sensitivity, inverted on request.
    @Test func relativeMotionMovesByTheSensitivity() {
        var settings = Settings()
        settings.display.mouseMode = .relative
        settings.display.mouseSensitivity = 1.5
        var mapper = InputMapper()
        mapper.configure(settings.display)
        mapper.viewport = FieldViewport(area: Rect(x: 100, y: 40, width: 1600, height: 1200), field: Size(width: 800, height: 600))
        #expect(mapper.intents(for: Self.mouse(.moved, x: 700, y: 300, xrel: 40)) == [.paddleBy(30)])   // 40 / 2 * 1.5
        #expect(mapper.intents(for: Self.mouse(.moved, x: 700, y: 300, xrel: 0)) == [])
        settings.display.invertMouse = true
        mapper.configure(settings.display)
        #expect(mapper.intents(for: Self.mouse(.moved, x: 700, y: 300, xrel: 40)) == [.paddleBy(-30)])
    }

    /// A drag moves the paddle; a broken touch (NaN) is dropped. (That a touch arrives in
    /// window points is the pump's: WindowEventTests.)
    @Test func touchesDragThePaddleAndBrokenOnesAreDropped() {
        var mapper = InputMapper()
        #expect(mapper.intents(for: .touch(.down, at: Point(x: 400, y: 300))) == [])
        #expect(mapper.intents(for: .touch(.moved, at: Point(x: 600, y: 300))) == [.paddleTo(600)])
        #expect(mapper.intents(for: .touch(.moved, at: Point(x: Double.nan, y: 300))) == [])
        #expect(mapper.intents(for: .touch(.up, at: Point(x: 600, y: 300))) == [])
    }

    @Test func controllersStickDeadZoneAndTilt() {
        var mapper = InputMapper()
        #expect(mapper.intents(for: .stick(2000.0 / 32767)) == [.paddleStick(0)])   // inside the dead zone
        #expect(mapper.intents(for: .stick(1)) == [.paddleStick(1)])
        let tilt = WindowEvent.padMotion(PadMotionEvent(x: 3, y: 9))
        #expect(mapper.intents(for: tilt) == [.tilt(Vector(dx: 3, dy: -9))])   // screen y grows down
    }
}

/// Where a field goes in the layout's field area.
@Suite struct FieldViewportTests {
    @Test func aFieldTheAreasSizeIsDrawnAsIs() {
        let place = FieldViewport(area: Rect(x: 12, y: 40, width: 938, height: 704), field: Size(width: 938, height: 704))
        #expect(place.scale == 1 && place.origin == Point(x: 12, y: 40))
        #expect(place.drawingOrigin == place.origin)
        #expect(place.field(at: Point(x: 112, y: 140)) == Point(x: 100, y: 100))
    }

    @Test func aFixedFieldIsScaledToFitAndCentred() {
        // 800x600 in a 938x704 area: the width limits (1.1725), and the height is centred.
        let area = Rect(x: 12, y: 8, width: 938, height: 704)
        let place = FieldViewport(area: area, field: Size(width: 800, height: 600))
        #expect(abs(place.scale - 938.0 / 800) < 1e-12)
        #expect(place.origin.x == 12)
        let drawnHeight = 600 * place.scale
        #expect(abs(place.origin.y - (8 + (704 - drawnHeight) / 2)) <= 0.5)
        // The field's far corner lands inside the area, and maps back to the field's.
        let corner = Point(x: place.origin.x + 800 * place.scale, y: place.origin.y + 600 * place.scale)
        #expect(corner.x <= area.maxX + 1e-9 && corner.y <= area.maxY + 0.5)
        let back = place.field(at: corner)
        #expect(abs(back.x - 800) < 1e-9 && abs(back.y - 600) < 1)
        // Drawn at scale, the drawing origin times the scale is the window origin.
        #expect(abs(place.drawingOrigin.x * place.scale - place.origin.x) < 1e-9)
    }

    @Test func aFieldLargerThanTheAreaShrinksIntoIt() {
        let place = FieldViewport(area: Rect(x: 0, y: 80, width: 480, height: 560), field: Size(width: 800, height: 600))
        #expect(place.scale == 0.6)
        #expect(place.origin == Point(x: 0, y: 80 + ((560 - 360) / 2)))
    }

    @Test func degenerateSizesGiveAFiniteScale() {
        let place = FieldViewport(area: Rect(x: 0, y: 0, width: 0, height: 0), field: Size(width: 0, height: 0))
        #expect(place.scale.isFinite && place.scale > 0)
    }
}
