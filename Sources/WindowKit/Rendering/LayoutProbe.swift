import Geometry

/// What a frame lays out, for layout tests: every run of text (where and how tall) and the
/// boxes text belongs inside (buttons, rows, cards, controls). Drawing code reports to the
/// active probe only; with none active (always, outside tests) a report is one nil check.
/// A layer that hides what is under it (a page's background, a dialog's backdrop) says so
/// with `cover`, and what it hides is forgotten.
///
/// ```swift
/// let probe = LayoutProbe.start()
/// host.runFrame(elapsed: 1.0 / 60)
/// LayoutProbe.stop()
/// probe.problems(window: host.window.size)   // [] when every text is readable and in place
/// ```
public final class LayoutProbe {
    public struct TextRun: CustomStringConvertible {
        public let text: String
        public let frame: Rect
        public let height: Double
        public var description: String { "\"\(text)\" at \(Self.short(frame)), \(Self.number(height)) pt" }
        static func short(_ r: Rect) -> String { "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)) x \(number(r.height)))" }
        static func number(_ x: Double) -> String { String(Int(x.rounded())) }
    }

    public struct Box: CustomStringConvertible {
        public let frame: Rect
        public let name: String
        public var description: String { "\(name) \(TextRun.short(frame))" }
    }

    /// The probe drawing reports to (one at a time: SDL draws on the main thread only).
    nonisolated(unsafe) public private(set) static var active: LayoutProbe?
    /// Drawn coordinates times this are window points (a field drawn scaled).
    nonisolated(unsafe) public static var scale = 1.0
    nonisolated(unsafe) public static var offset = Point.zero

    public private(set) var texts: [TextRun] = []
    public private(set) var boxes: [Box] = []

    /// The smallest text a player is asked to read, in points.
    static let minimumTextHeight = 9.0

    @discardableResult
    public static func start() -> LayoutProbe {
        let probe = LayoutProbe()
        active = probe
        scale = 1
        offset = .zero
        return probe
    }

    public static func stop() { active = nil }

    /// Runs `body` unrecorded: a picture drawn with letters in it (a level's thumbnail, an
    /// extra's mark on a brick), not text to read.
    public static func unrecorded(_ body: () -> Void) {
        let probe = active
        active = nil
        body()
        active = probe
    }

    /// A run of text drawn at `frame` (drawn coordinates).
    public static func text(_ text: String, frame: Rect, height: Double) {
        guard let probe = active, !text.isEmpty else { return }
        probe.texts.append(TextRun(text: text, frame: window(frame), height: height * scale))
    }

    /// A box text must stay inside or keep out of: a button, a row, a control, a card.
    public static func box(_ frame: Rect, _ name: String) {
        guard let probe = active else { return }
        probe.boxes.append(Box(frame: window(frame), name: name))
    }

    /// A layer that hides what lies under `frame` (a background, a dialog's backdrop).
    public static func cover(_ frame: Rect) {
        guard let probe = active else { return }
        let r = window(frame)
        probe.texts.removeAll { overlap($0.frame, r) > 0 }
        probe.boxes.removeAll { overlap($0.frame, r) > 0 }
    }

    private static func window(_ r: Rect) -> Rect {
        Rect(x: offset.x + r.minX * scale, y: offset.y + r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// What a player would find wrong: text outside the window, smaller than
    /// `minimumTextHeight`, over other text, or running out of a box into which it starts
    /// (or into a box it is not in).
    public func problems(window: Size, tolerance: Double = 1) -> [String] {
        var found: [String] = []
        let bounds = Rect(x: -tolerance, y: -tolerance, width: window.width + 2 * tolerance, height: window.height + 2 * tolerance)
        for run in texts {
            if !Self.contains(bounds, run.frame) { found.append("outside the window: \(run)") }
            if run.height < Self.minimumTextHeight - 1e-9 { found.append("too small to read: \(run)") }
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where Self.overlap(a.frame, b.frame) > tolerance {
                found.append("text over text: \(a) and \(b)")
            }
        }
        for run in texts {
            for box in boxes where Self.overlap(run.frame, box.frame) > tolerance {
                let inside = Self.contains(box.frame.insetBy(dx: -tolerance, dy: -tolerance), run.frame)
                if !inside { found.append("text running out of \(box): \(run)") }
            }
        }
        return found
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// How far two rects overlap: the smaller of the overlap's width and height (0 apart).
    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return max(0, min(w, h))
    }
}
