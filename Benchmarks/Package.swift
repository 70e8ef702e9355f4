// swift-tools-version:6.0
import PackageDescription

// The benchmark package: the storm scenes of shared/bench/storm.md, a pyramid of boxes and
// three of Box2D v3's benchmark scenes on Dynamics and on the peers: Chipmunk2D 7 twice
// (Debian's libchipmunk-dev, and a -O2 -DNDEBUG build of its sources, see below), Box2D 2.4.1
// (Debian's libbox2d-dev) and Box2D 3.1.1 (a static library from PyPI's pyb2d3 wheel).
// Kept apart from the main package so that building or testing the game never needs the
// peers installed. `scripts/bench-peers` installs them, builds this in release and runs it.

/// Where scripts/bench-peers unpacks Box2D 3.1.1: include/box2d/*.h and lib/libbox2d3.a
/// (run it once before building by hand). Absolute, because compiler and linker flags are
/// not resolved against the package.
let box2d3 = Context.packageDirectory + "/.cache/box2d-v3"
/// Where scripts/bench-peers builds Chipmunk 7.0.3 with -O2 -DNDEBUG: lib/libchipmunk_o2.a,
/// its symbols renamed cpX -> cpo_cpX, and chipmunk_o2_renames.h, which says so to C.
let chipmunkO2 = Context.packageDirectory + "/.cache/chipmunk-o2"
let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "peer-bench", targets: ["peer-bench"]),
        .executable(name: "bench-plot", targets: ["bench-plot"]),
        // Built only to put libMallocInterposerSwift.so beside peer-bench (see InterposerLibrary).
        .library(name: "InterposerLibrary", type: .dynamic, targets: ["InterposerLibrary"]),
    ],
    dependencies: [
        // By name: a path dependency's identity is otherwise its folder name, which differs per clone.
        .package(name: "Breakout", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Counts heap allocations for `peer-bench allocations` (preloaded into a child process only).
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        // Chipmunk2D 7 is plain C. Two builds are linked (Debian's shared library and the
        // renamed static one); a table of each one's functions (chipmunk_builds.h) lets the
        // same Swift scene code call either.
        .target(
            name: "CChipmunk",
            path: "Sources/CChipmunk",
            cSettings: [.unsafeFlags(["-I", chipmunkO2])],
            linkerSettings: [
                .linkedLibrary("chipmunk"),
                .unsafeFlags(["-L", chipmunkO2 + "/lib"]),
                .linkedLibrary("chipmunk_o2"),
                .linkedLibrary("m"),
            ]),
        // Box2D 2.4.1 is C++: a few C functions wrap it, so Swift needs no C++ interop.
        .target(
            name: "Box2DShim",
            path: "Sources/Box2DShim",
            linkerSettings: [.linkedLibrary("box2d")]),
        // Box2D 3 is plain C, but its headers sit in a git-ignored cache: a C shim compiled
        // against them keeps them out of Swift's sight, so only this target needs the paths.
        // unsafeFlags are fine here: Benchmarks is only ever a root package.
        .target(
            name: "Box2D3Shim",
            path: "Sources/Box2D3Shim",
            cSettings: [.unsafeFlags(["-I", box2d3 + "/include"])],
            linkerSettings: [
                .unsafeFlags(["-L", box2d3 + "/lib"]),
                .linkedLibrary("box2d3"),
                .linkedLibrary("m"),
            ]),
        .target(
            name: "InterposerLibrary",
            dependencies: [.product(name: "MallocInterposerSwift", package: "malloc-interposer")]),
        // What `peer-bench table --json` writes and `bench-plot` reads (Codable, Foundation's JSON).
        .target(name: "BenchResults"),
        // The pictures of docs/BENCHMARKS.md, SVG written as text: no plotting library is in
        // the package mirror, and a few lines, rectangles and labels need none.
        .target(name: "BenchPlot", dependencies: ["BenchResults"]),
        .executableTarget(
            name: "bench-plot",
            dependencies: [
                "BenchPlot",
                "BenchResults",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "BenchPlotTests", dependencies: ["BenchPlot", "BenchResults"]),
        .executableTarget(
            name: "peer-bench",
            dependencies: [
                "BenchResults",
                "CChipmunk",
                "Box2DShim",
                "Box2D3Shim",
                .product(name: "Dynamics", package: "Breakout"),
                // The window's frame scene, for counting a frame's allocations.
                .product(name: "Breakout", package: "Breakout"),
                .product(name: "FrameBenchScene", package: "Breakout"),
                .product(name: "WindowKit", package: "Breakout"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    cxxLanguageStandard: .cxx17
)
