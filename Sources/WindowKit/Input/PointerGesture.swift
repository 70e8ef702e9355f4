import Geometry

/// Tells a drag from a tap: a press that moves more than `dragThreshold` points is a drag
/// (the paddle follows it); one released before that is a tap (push, or launch).
public struct PointerGesture: Sendable {
    static let dragThreshold = 6.0
    public private(set) var start: Point?
    public private(set) var isDragging = false

    public init() {}

    public var isDown: Bool { start != nil }

    public mutating func press(at p: Point) {
        start = p
        isDragging = false
    }

    /// Returns true while the pointer drags.
    public mutating func move(to p: Point) -> Bool {
        guard let s = start else { return false }
        if !isDragging && (p - s).length > PointerGesture.dragThreshold { isDragging = true }
        return isDragging
    }

    /// Returns true when the press was a tap.
    public mutating func release(at p: Point) -> Bool {
        defer { start = nil; isDragging = false }
        guard let s = start else { return false }
        return !isDragging && (p - s).length <= PointerGesture.dragThreshold
    }
}
