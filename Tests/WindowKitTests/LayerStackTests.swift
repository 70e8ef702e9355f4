import Testing
@testable import WindowKit

/// A stack of layers on its own (no window needed): input top first until one takes it,
/// update and draw bottom first, hidden layers skipped.
@Suite struct LayerStackTests {
    final class Log { var lines: [String] = [] }

    final class Probe: Layer {
        let name: String
        var isVisible = true
        var takesInput: Bool
        var pausesBelow: Bool
        init(_ name: String, takesInput: Bool = false, pauses: Bool = false) {
            self.name = name
            self.takesInput = takesInput
            pausesBelow = pauses
        }
        func handle(_ event: WindowEvent, context: Log) -> Bool {
            context.lines.append("handle \(name)")
            return takesInput
        }
        func update(_ dt: Double, context: Log) { context.lines.append("update \(name)") }
        func draw(context: Log) { context.lines.append("draw \(name)") }
    }

    @Test func inputGoesTopFirstUntilALayerTakesIt() {
        let stack = LayerStack<Log>()
        let bottom = Probe("bottom", takesInput: true), middle = Probe("middle", takesInput: true), top = Probe("top")
        [bottom, middle, top].forEach(stack.push)
        let log = Log()
        #expect(stack.handle(.quit, context: log))
        #expect(log.lines == ["handle top", "handle middle"])
        middle.isVisible = false
        log.lines = []
        #expect(stack.handle(.quit, context: log))
        #expect(log.lines == ["handle top", "handle bottom"])
        bottom.takesInput = false
        log.lines = []
        #expect(!stack.handle(.quit, context: log))   // nobody took it: the field's turn
    }

    @Test func visibleScreensUpdateAndDrawBottomFirst() {
        let stack = LayerStack<Log>()
        let a = Probe("a"), b = Probe("b"), c = Probe("c")
        [a, b, c].forEach(stack.push)
        b.isVisible = false
        let log = Log()
        stack.update(0.1, context: log)
        stack.draw(context: log)
        #expect(log.lines == ["update a", "update c", "draw a", "draw c"])
    }

    @Test func aVisibleScreenThatPausesMakesTheStackPause() {
        let stack = LayerStack<Log>()
        let dialog = Probe("dialog", pauses: true)
        stack.push(Probe("banner"))
        stack.push(dialog)
        #expect(stack.pausesBelow)
        dialog.isVisible = false
        #expect(!stack.pausesBelow)
    }
}
