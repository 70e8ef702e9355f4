// swift-tools-version:6.0
import PackageDescription

// The benchmark package: the storm scenes of shared/bench/storm.md and a pyramid of boxes on
// Dynamics and on three peers, Chipmunk2D 7 and Box2D 2.4.1 (Debian's libchipmunk-dev and
// libbox2d-dev) and Box2D 3.1.1 (a static library from PyPI's pyb2d3 wheel, see below).
// Kept apart from the main package so that building or testing the game never needs the
// peers installed. `scripts/bench-peers` installs them, builds this in release and runs it.

/// Where scripts/bench-peers unpacks Box2D 3.1.1: include/box2d/*.h and lib/libbox2d3.a
/// (run it once before building by hand). Absolute, because compiler and linker flags are
/// not resolved against the package.
let box2d3 = Context.packageDirectory + "/.cache/box2d-v3"
let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "peer-bench", targets: ["peer-bench"]),
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
        // Chipmunk2D 7 is plain C: a module map over its header is enough.
        .systemLibrary(
            name: "CChipmunk",
            path: "Sources/CChipmunk",
            providers: [.apt(["libchipmunk-dev"])]),
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
        .executableTarget(
            name: "peer-bench",
            dependencies: [
                "CChipmunk",
                "Box2DShim",
                "Box2D3Shim",
                .product(name: "Dynamics", package: "Breakout"),
                // The window's frame scene, for counting a frame's allocations.
                .product(name: "Breakout", package: "Breakout"),
                .product(name: "BreakoutSDL", package: "Breakout"),
                .product(name: "WindowKit", package: "Breakout"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    cxxLanguageStandard: .cxx17
)
