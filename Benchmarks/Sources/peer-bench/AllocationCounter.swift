#if canImport(Glibc)
import Glibc
#endif

/// Heap allocation counts from ordo-one's malloc interposer, reached through `dlsym` because
/// peer-bench does not link the interposer: it is preloaded (LD_PRELOAD) into a child
/// process only when allocations are counted. `nil` when the interposer is not loaded.
struct AllocationCounter {
    typealias Toggle = @convention(c) () -> Void
    typealias Stats = @convention(c) (
        UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
        UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void

    /// The library that `swift build` puts beside peer-bench.
    static let libraryName = "libMallocInterposerSwift.so"

    private let enable: Toggle
    private let disable: Toggle
    private let reset: Toggle
    private let stats: Stats

    init?() {
        // RTLD_DEFAULT: look through everything loaded, the preloaded library included.
        func symbol<T>(_ name: String, as: T.Type) -> T? {
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let enable = symbol("malloc_interposer_enable", as: Toggle.self),
              let disable = symbol("malloc_interposer_disable", as: Toggle.self),
              let reset = symbol("malloc_interposer_reset", as: Toggle.self),
              let stats = symbol("malloc_interposer_get_stats", as: Stats.self)
        else { return nil }
        (self.enable, self.disable, self.reset, self.stats) = (enable, disable, reset, stats)
    }

    /// Allocation calls (malloc, calloc, realloc, posix_memalign, ...) and bytes requested
    /// while `body` ran.
    func count(_ body: () -> Void) -> (allocations: Int64, bytes: Int64) {
        reset()
        enable()
        body()
        disable()
        var count: Int64 = 0, bytes: Int64 = 0, small: Int64 = 0, large: Int64 = 0, frees: Int64 = 0, freed: Int64 = 0
        stats(&count, &bytes, &small, &large, &frees, &freed)
        return (count, bytes)
    }
}
