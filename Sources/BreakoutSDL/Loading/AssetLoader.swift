import Dispatch
import Foundation
import Synchronization
import WindowKit

/// Prepares the game's assets in the background — the font's glyph atlas, the synthesized
/// sounds, the level files — as child tasks of one task group, reporting progress; the main
/// thread keeps drawing and picks the result up when it is there. `cancel()` stops the work
/// (each step checks for cancellation) and there is no result.
///
/// ```swift
/// let loader = AssetLoader(request: AssetRequest(options: options))
/// while loader.result == nil && !loader.isFinished {
///     drawLoadingScreen(loader.progress)   // each frame, on the main thread
/// }
/// if let assets = loader.result { font = try FontAtlas(image: assets.font, renderer: r) }
/// ```
final class AssetLoader: Sendable {
    private enum Outcome: Sendable {
        case running
        case finished(PreparedAssets)
        case cancelled
    }

    /// What the background task and the main thread share (a class: the task holds it).
    private final class Shared: Sendable {
        let outcome = Mutex<Outcome>(.running)
        /// Signalled when the background work has ended (finished or cancelled).
        let ended = DispatchSemaphore(value: 0)
        let hasEnded = Atomic<Bool>(false)
    }

    let request: AssetRequest
    private let progressState: LoadingProgress
    private let shared = Shared()
    private let task = Mutex<Task<Void, Never>?>(nil)

    /// Starts loading at once.
    convenience init(request: AssetRequest) {
        self.init(request: request, steps: AssetStep.standard(for: request))
    }

    /// Loading with these steps (tests add steps that wait or fail).
    init(request: AssetRequest, steps: [AssetStep]) {
        self.request = request
        progressState = LoadingProgress(steps: steps)
        let work = Task.detached(priority: .userInitiated) { [progressState, shared] in
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let parts = try await AssetLoader.runAll(steps, progress: progressState)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                let assets = PreparedAssets(parts: parts, loadingTime: seconds)
                shared.outcome.withLock { o in
                    // A cancel that came in after the last step still wins.
                    if case .running = o { o = .finished(assets) }
                }
            } catch {
                shared.outcome.withLock { $0 = .cancelled }
            }
            shared.hasEnded.store(true, ordering: .releasing)
            shared.ended.signal()
        }
        task.withLock { $0 = work }
    }

    /// The share done, 0...1 (1 only once every step has finished).
    var progress: Double { progressState.fraction }

    /// Every progress value reported so far, in order, starting at 0.
    var progressHistory: [Double] { progressState.history }

    /// The step the loading screen names ("font", "sounds", "levels"; "" when all are done).
    var currentStep: String { progressState.currentStep }

    /// The assets, once every step has finished (nil while loading and after `cancel()`).
    var result: PreparedAssets? {
        shared.outcome.withLock { o in
            if case let .finished(assets) = o { return assets }
            return nil
        }
    }

    var isCancelled: Bool {
        shared.outcome.withLock { o in
            if case .cancelled = o { return true }
            return false
        }
    }

    /// Whether the background work has ended (with a result or cancelled).
    var isFinished: Bool { shared.hasEnded.load(ordering: .acquiring) }

    /// Stops the work; there will be no result. Returns at once (see `wait()`).
    func cancel() {
        shared.outcome.withLock { $0 = .cancelled }
        task.withLock { $0?.cancel() }
    }

    /// Blocks until the background work has ended. Call it before SDL shuts down, so no
    /// step is still using SDL_ttf.
    func wait() {
        guard !isFinished else { return }
        shared.ended.wait()
        shared.ended.signal()   // later waiters pass too
    }

    /// Prepares everything on the calling thread, step after step (tests, `AppWindow.init`).
    static func loadNow(_ request: AssetRequest) throws(CancellationError) -> PreparedAssets {
        let steps = AssetStep.standard(for: request)
        let progress = LoadingProgress(steps: steps)
        let start = DispatchTime.now().uptimeNanoseconds
        var parts: [AssetPart] = []
        for (i, step) in steps.enumerated() {
            do { parts.append(try step.run { progress.report(step: i, fraction: $0) }) } catch { throw CancellationError() }
            progress.report(step: i, fraction: 1)
        }
        return PreparedAssets(parts: parts, loadingTime: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// Every step as a child task; the parts in step order. The first error (a cancellation)
    /// cancels the other steps and ends the group.
    private static func runAll(_ steps: [AssetStep], progress: LoadingProgress) async throws -> [AssetPart] {
        try await withThrowingTaskGroup(of: (Int, AssetPart).self) { group in
            for (i, step) in steps.enumerated() {
                group.addTask {
                    let part = try step.run { progress.report(step: i, fraction: $0) }
                    progress.report(step: i, fraction: 1)
                    return (i, part)
                }
            }
            var parts = [AssetPart](repeating: .nothing, count: steps.count)
            for try await (i, part) in group { parts[i] = part }
            try Task.checkCancellation()
            return parts
        }
    }

    deinit {
        task.withLock { $0?.cancel() }
    }
}
