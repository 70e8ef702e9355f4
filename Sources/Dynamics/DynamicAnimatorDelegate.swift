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

// Both are optional in UIKit: a delegate implements only what it needs.
extension DynamicAnimatorDelegate {
    /// Does nothing: implement it to hear that the animator paused.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
    /// Does nothing: implement it to hear that the animator resumes.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
}
