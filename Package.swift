// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavTransitions",
    platforms: [
        .iOS(.v15),
    ],
    products: [
        .library(name: "NavTransitions", targets: ["NavTransitions"]),
    ],
    targets: [
        // MARK: Library

        // Core/ is pure Swift (decisions, tested on Linux); UIKit/ applies them (iOS only).
        .target(
            name: "NavTransitions",
            path: "Sources/NavTransitions"
        ),

        // MARK: Tests

        .testTarget(
            name: "NavTransitionsTests",
            dependencies: ["NavTransitions"],
            path: "Tests/NavTransitionsTests"
        ),

        // MARK: Transition preview (run with `swift run nav-transitions-preview`)

        // Samples Core's plans, timings and trackers into a self-contained HTML page and an SVG strip.
        .target(
            name: "NavTransitionsPreview",
            dependencies: ["NavTransitions"],
            path: "Sources/NavTransitionsPreview"
        ),

        // MARK: Benchmarks (run with `swift run -c release NavTransitionsBenchmarks`)

        .executableTarget(
            name: "NavTransitionsBenchmarks",
            dependencies: ["NavTransitions"],
            path: "Benchmarks/NavTransitionsBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
