// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every reader of outside input: the settings file (and its
// write-back), our level format, LBreakout2 levelsets, replays and the high-score file, the
// TOML reader under the settings, what a network peer sends (its frames, and its messages
// into a lockstep session), and a downloaded theme (its theme.ini, sprite sheets and WAV
// sounds). Each target hands libFuzzer's inputs to one of
// `ParserChecks` (in the Breakout module; `HighScoreChecks` in HighScores for high-scores;
// `TOMLChecks` in the TOML module for toml;
// `NetChecks` in BreakoutNet for net-frame and net-session; in BreakoutSDL, `SettingsChecks` for
// settings, the whole file being the window's `Settings`, and `ThemeChecks` for theme-ini,
// theme-sheet and theme-sounds, which load a theme folder built from the input on SDL's dummy
// drivers; `UploadChecks` in ChartServer for upload, what the chart server takes in a
// `POST /api/submissions?name=NAME`) and stops at the first problem it reports. `scripts/fuzz` builds them with
// `-sanitize=fuzzer,address` and runs them on the seed corpora in `Corpus/`.
let targets = ["level-file", "lbreakout-levelset", "replay"]

let package = Package(
    name: "Fuzz",
    products: (targets + ["high-scores", "settings", "toml", "net-frame", "net-session", "theme-ini", "theme-sheet", "theme-sounds"]).map { .executable(name: "fuzz-\($0)", targets: ["fuzz-\($0)"]) },
    dependencies: [
        // By name: a path dependency's identity is otherwise its folder name, which differs per clone.
        .package(name: "Breakout", path: ".."),
    ],
    targets: [.target(name: "FuzzDriver")] + targets.map {
        .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzDriver", .product(name: "Breakout", package: "Breakout")])
    } + [
        .executableTarget(name: "fuzz-high-scores", dependencies: ["FuzzDriver", .product(name: "HighScores", package: "Breakout")]),
        .executableTarget(name: "fuzz-toml", dependencies: ["FuzzDriver", .product(name: "TOML", package: "Breakout")]),
        .executableTarget(name: "fuzz-upload", dependencies: ["FuzzDriver", .product(name: "ChartServer", package: "Breakout")]),
    ] + ["net-frame", "net-session"].map {
        .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzDriver", .product(name: "BreakoutNet", package: "Breakout")])
    } + ["settings", "theme-ini", "theme-sheet", "theme-sounds"].map {
        .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzDriver", .product(name: "BreakoutSDL", package: "Breakout")])
    }
)
