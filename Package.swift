// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Breakout",
    products: [
        // The engine: UIKit Dynamics for Linux. Other packages (Benchmarks/) depend on it by path.
        .library(name: "Dynamics", targets: ["Dynamics"]),
        // The game, headless: rules, levels, settings, actions, history, replays.
        .library(name: "Breakout", targets: ["Breakout"]),
        // The SDL2 window.
        .library(name: "BreakoutSDL", targets: ["BreakoutSDL"]),
        .executable(name: "breakout", targets: ["breakout"]),
        .executable(name: "breakout-bench", targets: ["breakout-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Dynamics"),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .target(name: "BreakoutSDL", dependencies: ["Breakout", "CSDL2"]),
        // Reads its settings with its own TOML parser (Settings/TOML/TOMLParser.swift says why).
        .target(name: "Breakout", dependencies: ["Dynamics"]),
        .executableTarget(name: "breakout", dependencies: [
            "Dynamics",
            "Breakout",
            "BreakoutSDL",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "breakout-bench", dependencies: [
            "Dynamics",
            "Breakout",
            "BreakoutSDL",
            "CSDL2",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        .testTarget(name: "BreakoutTests", dependencies: ["Breakout"]),
        .testTarget(name: "BreakoutSDLTests", dependencies: ["BreakoutSDL"]),
    ]
)
