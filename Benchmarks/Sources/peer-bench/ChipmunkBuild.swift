import CChipmunk

/// One of the two builds of Chipmunk2D 7 linked into peer-bench. Both have Chipmunk 7.0.3's C
/// API, so every Chipmunk scene is written once, generic over the build, and calls Chipmunk
/// through `functions` (the table of chipmunk_builds.h): the two rows of a table differ in
/// the compiled library only.
protocol ChipmunkBuild {
    /// The build's functions.
    static var functions: ChipmunkFunctions { get }
    /// What the build prints on its first `cpSpaceNew`, one line (see `captureBanner`).
    static var banner: String { get }
    /// Where the build comes from and how it was compiled, for the tables' notes.
    static var origin: String { get }
}

/// Debian's libchipmunk 7.0.3, compiled with Chipmunk's debug checks on: its banner says
/// "Debug Enabled", and every call runs its assertions.
enum DebianChipmunk: ChipmunkBuild {
    static var functions: ChipmunkFunctions { chipmunk_debian }
    static let banner = captureBanner(chipmunk_debian)
    static let origin = "Debian's libchipmunk (shared library, debug checks on)"
}

/// Chipmunk 7.0.3 from pymunk 6.8.1's source archive, compiled by scripts/bench-peers with
/// `gcc -O2 -DNDEBUG -fPIC` (doubles, as Debian's), its symbols renamed cpo_cpX: Chipmunk's
/// release build, without the debug checks.
enum OptimizedChipmunk: ChipmunkBuild {
    static var functions: ChipmunkFunctions { chipmunk_o2 }
    static let banner = captureBanner(chipmunk_o2)
    static let origin = "pymunk 6.8.1's copy of the sources, built by scripts/bench-peers with gcc -O2 -DNDEBUG -fPIC "
        + "(static, symbols renamed cpo_*)"
}

extension ChipmunkBuild {
    /// The version string the library itself holds (cpVersionString).
    static var version: String { functions.version.pointee.map { String(cString: $0) } ?? "?" }
}
