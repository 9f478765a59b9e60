// swift-tools-version: 6.0

// The Example app as an app package: Xcode 16 or later and Swift Playgrounds (Mac) open this folder
// directly and run it, with no project to set up. `AppleProductTypes` (the `.iOSApplication` product)
// exists only in Xcode and Swift Playgrounds, so this manifest does not load with `swift build` on the
// command line; scripts/check-ios.sh compiles the app's Swift files (Sources/) for iOS instead.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "NavTransitionsExample",
    platforms: [
        .iOS("15.0")
    ],
    products: [
        .iOSApplication(
            name: "NavTransitions Example",
            targets: ["NavTransitionsExample"],
            bundleIdentifier: "org.navtransitions.example",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .box),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // The library, from this repository (two folders up). The name makes `package: "NavTransitions"`
        // below independent of the folder the repository was cloned into (a path dependency's identity
        // is otherwise its folder's name, e.g. "NavTransitions-main" for a downloaded zip).
        .package(name: "NavTransitions", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "NavTransitionsExample",
            dependencies: [
                .product(name: "NavTransitions", package: "NavTransitions"),
                // The self-check (`-NavTransitionsSelfCheck`, or the Self-check row): runs every transition on UIKit.
                .product(name: "NavTransitionsSelfCheck", package: "NavTransitions"),
            ],
            path: "Sources",
            // Segues.storyboard: scenes joined by NavigationTransitionSegue / ModalTransitionSegue.
            resources: [.process("Resources")]
        )
    ],
    swiftLanguageModes: [.v6]
)
