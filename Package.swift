// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavTransitions",
    platforms: [
        .iOS(.v15),
    ],
    products: [
        .library(name: "NavTransitions", targets: ["NavTransitions"]),
        // The self-check's UIKit runner, linked by the Example app (`-NavTransitionsSelfCheck`); not for apps.
        .library(name: "NavTransitionsSelfCheck", targets: ["NavTransitionsSelfCheck"]),
        // `swift run nav-transitions-preview`: writes an HTML page of every transition, from Core.
        .executable(name: "nav-transitions-preview", targets: ["nav-transitions-preview"]),
    ],
    targets: [
        // MARK: Library

        // Core/ is pure Swift (decisions, tested on Linux); UIKit/ applies them (iOS only).
        .target(
            name: "NavTransitions",
            path: "Sources/NavTransitions"
        ),

        // The self-check's platform-free part: the scenario table, the invariants that judge an observation, the
        // SwiftUI scenarios. Pure Swift like Core (tested on Linux); not part of the library an app compiles. A target
        // of this package, so that `package` access reaches the library's internals.
        .target(
            name: "NavTransitionsSelfCheckCore",
            dependencies: ["NavTransitions"],
            path: "Sources/NavTransitionsSelfCheckCore"
        ),

        // Runs the self-check's table on UIKit. A target of this package so that it reaches the package-level
        // machinery (the swipe back's driver, the Reduce Motion override, the view marks) without making it public.
        .target(
            name: "NavTransitionsSelfCheck",
            dependencies: ["NavTransitions", "NavTransitionsSelfCheckCore"],
            path: "Sources/NavTransitionsSelfCheck"
        ),

        // MARK: Tests

        .testTarget(
            name: "NavTransitionsTests",
            dependencies: ["NavTransitions", "NavTransitionsSelfCheckCore"],
            path: "Tests/NavTransitionsTests"
        ),

        // MARK: Transition preview (run with `swift run nav-transitions-preview`)

        // Samples Core's plans, timings and trackers into a self-contained HTML page and an SVG strip.
        .target(
            name: "NavTransitionsPreview",
            dependencies: ["NavTransitions"],
            path: "Sources/NavTransitionsPreview"
        ),
        .executableTarget(
            name: "nav-transitions-preview",
            dependencies: ["NavTransitionsPreview"],
            path: "Sources/nav-transitions-preview"
        ),
        .testTarget(
            name: "NavTransitionsPreviewTests",
            dependencies: ["NavTransitionsPreview", "NavTransitions"],
            path: "Tests/NavTransitionsPreviewTests"
        ),

        // MARK: Benchmarks (run with `swift run -c release nav-transitions-bench`; Docs/Performance.md)

        .executableTarget(
            name: "nav-transitions-bench",
            dependencies: ["NavTransitions"],
            path: "Benchmarks/nav-transitions-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
