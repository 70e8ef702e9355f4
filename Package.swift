// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Breakout",
    products: [
        // The engine: UIKit Dynamics for Linux. Other packages (Benchmarks/) depend on it by path.
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .executable(name: "breakout", targets: ["breakout"]),
        .executable(name: "breakout-bench", targets: ["breakout-bench"]),
    ],
    targets: [
        .target(name: "Dynamics"),
        .executableTarget(name: "breakout", dependencies: ["Dynamics"]),
        .executableTarget(name: "breakout-bench", dependencies: ["Dynamics"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
    ]
)
