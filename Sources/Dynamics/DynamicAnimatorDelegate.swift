/// Told when the animator stops and starts, as UIDynamicAnimatorDelegate.
///
/// ```swift
/// final class Scene: DynamicAnimatorDelegate {
///     func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { print("everything is at rest") }
/// }
/// ```
public protocol DynamicAnimatorDelegate: AnyObject {
    /// Every item came to rest, or `pause()` was called.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
    /// Something changed (a behavior, a velocity, a boundary) or `resume()` was called.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
}
