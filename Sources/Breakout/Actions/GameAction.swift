/// A change to the game, with the subactions it caused, that can be undone exactly.
///
/// Subclasses override `apply(to:)` (make the change, remember what undo needs, add
/// subactions with `cause(_:)`) and `revert(on:)` (take the change back). `perform(on:)`
/// runs the action and then its subactions in order; `undo(on:)` takes the subactions back
/// in reverse and then the action. The game's random state is saved and restored around
/// every action, so undo returns the exact state, random numbers included.
///
/// ```swift
/// final class AddPointsAction: GameAction {
///     let points: Int
///     init(points: Int) { self.points = points }
///     override func apply(to game: Game) { game.state.score += points }
///     override func revert(on game: Game) { game.state.score -= points }
/// }
/// ```
public class GameAction {
    private(set) var subactions: [GameAction] = []
    /// The step the action happened in.
    var step = 0
    private var randomBefore: GameRandom?

    init() {}

    final func perform(on game: Game) {
        step = game.stepIndex
        randomBefore = game.state.random
        subactions = []
        apply(to: game)
        var k = 0
        while k < subactions.count {   // a subaction may cause more of its own
            subactions[k].perform(on: game)
            k += 1
        }
    }

    final func undo(on game: Game) {
        for sub in subactions.reversed() { sub.undo(on: game) }
        revert(on: game)
        if let randomBefore { game.state.random = randomBefore }
    }

    /// Adds a subaction, performed right after this action's own change.
    final func cause(_ action: GameAction) { subactions.append(action) }

    /// Adds a subaction ahead of those caused so far.
    final func insertCause(_ action: GameAction) { subactions.insert(action, at: 0) }


    func apply(to game: Game) {}
    func revert(on game: Game) {}

    /// What to show for this action alone (subactions describe their own).
    var effect: ActionEffect? { nil }

    /// Whether the subactions' animations play one after another (a chain) or together.
    var playsSubactionsInSequence: Bool { false }

    /// The whole animation: this action's effect with its subactions', composed.
    public func animation() -> AnimationPlan? {
        let own = effect.map { AnimationPlan.effect($0) }
        let subs = subactions.compactMap { $0.animation() }
        let children = subs.isEmpty ? nil : (playsSubactionsInSequence ? AnimationPlan.serial(subs) : .parallel(subs))
        switch (own, children) {
        case (nil, nil): return nil
        case let (o?, nil): return o
        case let (nil, c?): return c
        case let (o?, c?): return .parallel([o, c])
        }
    }

    /// This action and every subaction, depth first.
    func flattened() -> [GameAction] { [self] + subactions.flatMap { $0.flattened() } }
}
