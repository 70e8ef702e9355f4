import Testing

/// SDL has one event queue per process, and every test target runs in one process: a test in
/// one suite that pumps events would take the keys and clicks another suite's test posted
/// (a hot-seat test once lost its serve that way to the catalog's drag test). `.serialized`
/// orders the tests of one suite only, so every suite that opens a window takes this trait
/// too, and its tests run one at a time across all of them.
///
/// ```swift
/// @Suite(.serialized, .oneWindowTestAtATime) struct CatalogTests { ... }
/// ```
public struct OneWindowTestAtATime: SuiteTrait, TestTrait, TestScoping {
    /// Applies to each test of the suite, so another suite's test may run between two of them.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope (testCase nil) holds nothing: its tests take the turn each.
        guard testCase != nil else { return try await function() }
        await WindowTestTurn.shared.take()
        do {
            try await function()
        } catch {
            await WindowTestTurn.shared.give()
            throw error
        }
        await WindowTestTurn.shared.give()
    }
}

extension Trait where Self == OneWindowTestAtATime {
    /// The suite's tests run alone among every window test in the process.
    public static var oneWindowTestAtATime: Self { OneWindowTestAtATime() }
}

/// Whose turn it is at SDL's queue: one test at a time, the others waiting in order.
actor WindowTestTurn {
    static let shared = WindowTestTurn()
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        if !taken { taken = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}
