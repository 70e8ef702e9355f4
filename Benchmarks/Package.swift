// swift-tools-version:6.0
import PackageDescription

// The benchmark package: the storm scenes of shared/bench/storm.md on Dynamics and on two
// peers, Chipmunk2D 7 and Box2D 2.4.1 (Debian's libchipmunk-dev and libbox2d-dev).
// Kept apart from the main package so that building or testing the game never needs the
// peers installed. `scripts/bench-peers` installs them, builds this in release and runs it.
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
        .target(
            name: "InterposerLibrary",
            dependencies: [.product(name: "MallocInterposerSwift", package: "malloc-interposer")]),
        .executableTarget(
            name: "peer-bench",
            dependencies: [
                "CChipmunk",
                "Box2DShim",
                .product(name: "Dynamics", package: "Breakout"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    cxxLanguageStandard: .cxx17
)
