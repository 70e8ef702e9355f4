import Breakout
import Dynamics

/// The field's moving parts after the last two steps, and what is drawn between them: three
/// frames whose storage is reused every step and every frame, so a running game allocates
/// nothing here.
///
/// ```swift
/// var frames = FieldInterpolator(game, origin: viewport.drawingOrigin)
/// game.step(input); frames.capture(game)            // after every step
/// frames.interpolate(alpha: clock.fraction)
/// field.draw(game, frame: frames.drawn, ...)
/// ```
struct FieldInterpolator {
    private var previous: FieldSnapshot
    private var current: FieldSnapshot
    /// What `interpolate(alpha:)` made last, to draw.
    private(set) var drawn: FieldSnapshot

    /// Both steps are `game` as it is now (nothing moves until it steps).
    init(_ game: Game, origin: Point) {
        current = FieldSnapshot.capture(game, origin: origin)
        previous = current
        drawn = FieldSnapshot(origin: origin)
    }

    /// Where the field is drawn (window points at the drawing scale).
    var origin: Point {
        get { current.origin }
        set {
            current.origin = newValue
            previous.origin = newValue
        }
    }

    /// After a step: the older frame's storage takes the new state.
    mutating func capture(_ game: Game) {
        swap(&previous, &current)
        current.origin = previous.origin
        current.capture(game)
    }

    /// Forgets the last step: `game` is drawn as it is (a new game, a rewind, another
    /// player's turn).
    mutating func reset(to game: Game) {
        current = FieldSnapshot.capture(game, origin: current.origin)
        previous = current
    }

    /// Makes `drawn` the parts `alpha` of the way from the last step but one to the last.
    mutating func interpolate(alpha: Double) {
        drawn.interpolate(previous, current, alpha: alpha)
    }
}
