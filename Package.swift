// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Breakout",
    products: [
        // Points, vectors, sizes, rects and paths (CG types under the engine's names): under both
        // the engine and the window layer.
        .library(name: "Geometry", targets: ["Geometry"]),
        // The engine: UIKit Dynamics for Linux. Other packages (Benchmarks/) depend on it by path.
        .library(name: "Dynamics", targets: ["Dynamics"]),
        // The game, headless: rules, levels, settings, actions, history, replays.
        .library(name: "Breakout", targets: ["Breakout"]),
        // TOML 1.0, read with every value's line (TOMLParser.swift says why it is our own).
        .library(name: "TOML", targets: ["TOML"]),
        // The player's files: where they live (XDG), written so none is ever half-written,
        // a change to one noticed.
        .library(name: "Files", targets: ["Files"]),
        // The player-visible text's translations (gettext catalogs built in) and `tr`.
        .library(name: "Translations", targets: ["Translations"]),
        // A settings file described by a schema: read with each problem's file, line and what is
        // allowed, watched, written back in place. Generic over what it fills (no game type).
        .library(name: "SettingsKit", targets: ["SettingsKit"]),
        // The window layer on SDL2, the only module that imports it: window, renderer, textures,
        // window events, text, sound output, animation queue. Knows nothing of Breakout.
        .library(name: "WindowKit", targets: ["WindowKit"]),
        // The top-ten charts (a levelset's, a mini-game's, the generated games'), each a file kept
        // safe from a crash or a corrupt neighbour.
        .library(name: "HighScores", targets: ["HighScores"]),
        // Network play: lockstep over TCP (swift-nio), headless; and the online charts' client.
        .library(name: "BreakoutNet", targets: ["BreakoutNet"]),
        // The game's window, on the window layer.
        .library(name: "BreakoutSDL", targets: ["BreakoutSDL"]),
        // The window's frame benchmark scene, for breakout-bench and Benchmarks/ (not the game's).
        .library(name: "FrameBenchScene", targets: ["FrameBenchScene"]),
        // The online charts' server: Hummingbird routes, a GRDB store and a queue that replays every
        // submitted game before it ranks it. The game's binary does not link it.
        .library(name: "ChartServer", targets: ["ChartServer"]),
        .executable(name: "breakout", targets: ["breakout"]),
        .executable(name: "breakout-charts", targets: ["breakout-charts"]),
        .executable(name: "breakout-bench", targets: ["breakout-bench"]),
        .executable(name: "dynamics-catalog", targets: ["dynamics-catalog"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The engine's manual (Sources/Dynamics/Dynamics.docc): `swift package
        // generate-documentation --target Dynamics`, which scripts/docs runs. A command plugin
        // only: no target depends on it, so nothing the game builds changes.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The chart server's only: its web server, its SQLite store and its page's templates.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Hummingbird's own, named for the server's graceful stop.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        // Unchecked numeric conversions for the engine's hot loops (one header, inline).
        .target(name: "CDynamics"),
        .target(name: "Geometry"),
        .target(name: "Dynamics", dependencies: ["Geometry", "CDynamics"]),
        // glibc's gettext, for the player-visible text's translations (Translations/*.po).
        .systemLibrary(name: "CGettext"),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        .target(name: "WindowKit", dependencies: ["Geometry", "CSDL2"]),
        .target(name: "BreakoutNet", dependencies: [
            "Breakout",
            "Dynamics",
            "SettingsKit",
            "Translations",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            // The online charts' client: HTTP/1.1 from the same package, no TLS (HTTPAddress).
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        .target(name: "BreakoutSDL", dependencies: ["Breakout", "BreakoutNet", "Files", "Geometry", "HighScores", "SettingsKit", "Translations", "WindowKit"]),
        // The engine's catalog: Dynamics and the window layer only, never the game.
        .target(name: "DynamicsCatalog", dependencies: ["Dynamics", "Geometry", "WindowKit"]),
        .executableTarget(name: "dynamics-catalog", dependencies: [
            "DynamicsCatalog",
            "WindowKit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The TOML reader the settings file is read with: no game type in it.
        .target(name: "TOML"),
        .target(name: "Files"),
        // Carries the translations, compiled at build time (TranslationsPlugin).
        .target(name: "Translations", dependencies: ["Files", "CGettext"], plugins: ["TranslationsPlugin"]),
        .target(name: "SettingsKit", dependencies: ["TOML", "Files", "Translations"]),
        .target(name: "Breakout", dependencies: ["Dynamics", "Files", "Geometry", "Translations", "SettingsKit"]),
        .target(name: "HighScores", dependencies: ["Breakout", "Files", "Translations"]),
        .plugin(name: "TranslationsPlugin", capability: .buildTool(), path: "Sources/TranslationsPlugin"),
        .executableTarget(name: "breakout", dependencies: [
            "Dynamics",
            "Breakout",
            "BreakoutNet",
            "BreakoutSDL",
            "Files",
            "HighScores",
            "SettingsKit",
            "Translations",
            "WindowKit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ]),
        // The chart server: verification reuses the game's headless replay, so the two never
        // disagree on a score.
        .target(name: "ChartServer", dependencies: [
            "Breakout",
            "Files",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .executableTarget(name: "breakout-charts", dependencies: [
            "ChartServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The frame a window draws, as a benchmark scene: behind the benchmarks only.
        .target(name: "FrameBenchScene", dependencies: ["Breakout", "BreakoutSDL", "Dynamics", "WindowKit"]),
        .executableTarget(name: "breakout-bench", dependencies: [
            "Dynamics",
            "Breakout",
            "BreakoutSDL",   // the startup bench opens the game's window
            "FrameBenchScene",
            "WindowKit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // What the test targets share: temporary folders that clean up, the built executables,
        // level fixtures and closeness (TestSupport), and window events as tests write them,
        // posted into SDL's queue too (WindowTestKit).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "WindowTestKit", dependencies: ["Geometry", "WindowKit"], path: "Tests/WindowTestKit"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "TestSupport"]),
        // UIKit Dynamics code ported by renaming only (Originals/ is the UIKit text, not compiled).
        .testTarget(name: "UIKitPortTests", dependencies: ["Dynamics"], exclude: ["Originals"]),
        .testTarget(name: "TOMLTests", dependencies: ["TOML", "TestSupport"]),
        .testTarget(name: "BreakoutTests", dependencies: ["Breakout", "HighScores", "SettingsKit", "Translations", "TestSupport"]),
        .testTarget(name: "WindowKitTests", dependencies: ["WindowKit", "WindowTestKit"]),
        .testTarget(name: "BreakoutSDLTests", dependencies: ["BreakoutSDL", "BreakoutNet", "Files", "HighScores", "SettingsKit", "Translations", "WindowKit", "WindowTestKit", "TestSupport"]),
        .testTarget(name: "BreakoutNetTests", dependencies: [
            "BreakoutNet",
            "Breakout",
            "TestSupport",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ]),
        // The chart server, and the game's side of it (`breakout submit`, `ChartClient`) against it.
        .testTarget(name: "ChartServerTests", dependencies: ["ChartServer", "Breakout", "BreakoutNet", "SettingsKit", "TestSupport"]),
        .testTarget(name: "DynamicsCatalogTests", dependencies: ["DynamicsCatalog", "Dynamics", "WindowKit", "WindowTestKit"]),
    ]
)
