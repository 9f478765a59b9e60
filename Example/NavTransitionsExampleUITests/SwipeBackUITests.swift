import CoreGraphics
import Foundation
import XCTest

/// What only a real finger proves about swipe back beside UIKit's own back gestures: that UIKit's edge recognizer
/// pops a plain screen although the proxy (which implements the animation-controller method UIKit is reported to
/// switch its swipe back off for) is installed; that iOS 26's swipe from anywhere pops plain screens, yields to a
/// strip that can still scroll, and never pops a custom screen or a checkout step; that the library's own pan
/// swipes custom screens back; and that UIKit's own `.zoom` preferred transition keeps its own dismissals.
///
/// The Example's navigation controller is a `TransitionNavigationController` (the proxy is installed); the rows
/// are its own (TransitionListViewController.swift), the pushed screen a `DetailViewController` found by its
/// explanation label and its tile strip. The self-check checks the recognizers' wiring through their delegate;
/// these tests give them real touches. They run in the macOS workflow on iOS 18 and iOS 26 simulators, the app
/// built with the iOS 26 SDK (the content swipe exists only then, and only on iOS 26).
final class SwipeBackUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    // MARK: Plain screens: UIKit's swipe back, through the proxy's answer

    /// The README's first promise: a screen without a `navigationTransition` is swiped back by UIKit's edge swipe
    /// while the proxy is installed.
    @MainActor
    func testEdgeSwipePopsAPlainScreenWithTheProxyInstalled() throws {
        let app = try SwipeBackUI.open("System (no navigationTransition)")
        SwipeBackUI.swipe(in: app, fromX: 0.01, toX: 0.9)
        SwipeBackUI.assertBackOnTheList(app)
    }

    /// iOS 26: a plain screen is swiped back from the middle too (UIKit's content swipe); before, nothing happens.
    @MainActor
    func testSwipeFromTheMiddleOfAPlainScreen() throws {
        let app = try SwipeBackUI.open("System (no navigationTransition)")
        SwipeBackUI.swipe(in: app, fromX: 0.35, toX: 0.95, atY: 0.85)
        if SwipeBackUI.isIOS26 {
            SwipeBackUI.assertBackOnTheList(app)
        } else {
            SwipeBackUI.assertStillShown(app)
        }
    }

    /// iOS 26's content swipe yields to a horizontal strip that can still scroll back: the strip scrolls, the
    /// screen stays. (Before iOS 26 nothing pops from there anyway.)
    @MainActor
    func testContentSwipeKeepsTheCarouselScrolling() throws {
        let app = try SwipeBackUI.open("System (no navigationTransition)")
        // The strip's tiles are labels "1" to "12": scroll it in, then swipe back from a tile.
        let tile = app.staticTexts["2"]
        XCTAssertTrue(tile.waitForExistence(timeout: SwipeBackUI.timeout), "no tile strip on the pushed screen")
        tile.swipeLeft(velocity: .default)
        let from = app.staticTexts["4"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        from.press(
            forDuration: 0.05, thenDragTo: from.withOffset(CGVector(dx: 180, dy: 0)), withVelocity: .default,
            thenHoldForDuration: 0.1)
        SwipeBackUI.assertStillShown(app)
    }

    // MARK: Custom screens: the library's pan, and UIKit's recognizers held off

    /// A custom screen is swiped back from the leading edge by the library's pan.
    @MainActor
    func testEdgeSwipePopsACustomScreen() throws {
        let app = try SwipeBackUI.open("Slide")
        SwipeBackUI.swipe(in: app, fromX: 0.01, toX: 0.9)
        SwipeBackUI.assertBackOnTheList(app)
    }

    /// A custom screen with the default `swipeBackArea` (the leading edge) is not popped from the middle: on iOS 26
    /// the proxy holds UIKit's content swipe off while it is on top.
    @MainActor
    func testSwipeFromTheMiddleDoesNotPopACustomEdgeScreen() throws {
        let app = try SwipeBackUI.open("Slide")
        SwipeBackUI.swipe(in: app, fromX: 0.35, toX: 0.95, atY: 0.85)
        SwipeBackUI.assertStillShown(app)
    }

    /// A checkout step (`swipeBackArea = nil`) is swiped back from nowhere, neither the edge nor the middle.
    @MainActor
    func testACheckoutStepIsNotSwipedBack() throws {
        let app = try SwipeBackUI.open("Off (a checkout step)")
        SwipeBackUI.swipe(in: app, fromX: 0.01, toX: 0.9)
        SwipeBackUI.assertStillShown(app)
        SwipeBackUI.swipe(in: app, fromX: 0.35, toX: 0.95, atY: 0.85)
        SwipeBackUI.assertStillShown(app)
    }

    /// `.anywhere`: the library's pan pops from the middle of the screen.
    @MainActor
    func testAnywhereSwipesBackFromTheMiddle() throws {
        let app = try SwipeBackUI.open("From anywhere (this screen only)")
        SwipeBackUI.swipe(in: app, fromX: 0.35, toX: 0.95, atY: 0.85)
        SwipeBackUI.assertBackOnTheList(app)
    }

    // MARK: UIKit's own zoom under the proxy

    /// iOS 18's `.zoom` preferred transition keeps its own dismissals beside the proxy (Apple's wins): a swipe down
    /// from the middle, a pinch, and the edge swipe each bring the list back. Nothing reports that UIKit gates them
    /// for a delegate like the proxy; this is where it would show. Before iOS 18 the row pushes a plain screen, and
    /// only its edge swipe is checked.
    @MainActor
    func testZoomPreferredTransitionDismissesByItsOwnGesture() throws {
        let row = "UIKit's own zoom (iOS 18 preferredTransition)"
        var app = try SwipeBackUI.open(row)
        if SwipeBackUI.isIOS18 {
            let middle = app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.45))
            middle.press(
                forDuration: 0.05, thenDragTo: middle.withOffset(CGVector(dx: 0, dy: 400)), withVelocity: .fast,
                thenHoldForDuration: 0)
            SwipeBackUI.assertBackOnTheList(app)
            app = try SwipeBackUI.open(row, launch: false)
            app.windows.firstMatch.pinch(withScale: 0.4, velocity: -2)
            SwipeBackUI.assertBackOnTheList(app)
            app = try SwipeBackUI.open(row, launch: false)
        }
        SwipeBackUI.swipe(in: app, fromX: 0.01, toX: 0.9)
        SwipeBackUI.assertBackOnTheList(app)
    }
}

/// The Example as these tests drive it (names of its own, beside the other UI tests of the target).
@MainActor
private enum SwipeBackUI {
    /// How long a screen may take to appear or go (the app's UI tests' one timeout).
    static let timeout = ExampleAppUI.timeout
    /// A row of the list, to tell the list is back and hittable.
    static let listRow = "Fade"

    static var isIOS26: Bool {
        ProcessInfo.processInfo.isOperatingSystemAtLeast(
            OperatingSystemVersion(majorVersion: 26, minorVersion: 0, patchVersion: 0))
    }
    static var isIOS18: Bool {
        ProcessInfo.processInfo.isOperatingSystemAtLeast(
            OperatingSystemVersion(majorVersion: 18, minorVersion: 0, patchVersion: 0))
    }

    /// Launches the app afresh (unless `launch` is false: it is already back on its list) and opens the row titled
    /// `title`; the pushed screen is shown when it returns.
    static func open(_ title: String, launch: Bool = true) throws -> XCUIApplication {
        let app = launch ? ExampleAppUI.launch() : XCUIApplication()
        XCTAssertTrue(ExampleAppUI.openRow(title, in: app), "no row \"\(title)\" that can be tapped in the list")
        let shown = app.staticTexts["detail.explanation"].waitForExistence(timeout: timeout)
        XCTAssertTrue(shown, "the row \"\(title)\" pushed no detail screen")
        let settled = ExampleAppUI.wait(for: app.staticTexts["detail.explanation"], hittable: true)
        XCTAssertTrue(settled, "the pushed screen did not come to rest")
        return app
    }

    /// A horizontal swipe toward the trailing edge at `y` (a share of the window's height), from `fromX` to `toX`
    /// (shares of its width), fast enough to finish a pop.
    static func swipe(in app: XCUIApplication, fromX: CGFloat, toX: CGFloat, atY y: CGFloat = 0.5) {
        let window = app.windows.firstMatch
        let start = window.coordinate(withNormalizedOffset: CGVector(dx: fromX, dy: y))
        let end = window.coordinate(withNormalizedOffset: CGVector(dx: toX, dy: y))
        start.press(forDuration: 0.05, thenDragTo: end, withVelocity: .fast, thenHoldForDuration: 0)
    }

    /// The pushed screen went and the list is back, hittable.
    static func assertBackOnTheList(_ app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {
        let gone = app.staticTexts["detail.explanation"].waitForNonExistence(timeout: timeout)
        XCTAssertTrue(gone, "the pushed screen is still shown", file: file, line: line)
        let back = ExampleAppUI.wait(for: app.staticTexts[listRow], hittable: true)
        XCTAssertTrue(back, "the list did not come back", file: file, line: line)
    }

    /// The pushed screen is still shown, hittable, after the swipe had time to pop it.
    static func assertStillShown(_ app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {
        let explanation = app.staticTexts["detail.explanation"]
        let popped = explanation.waitForNonExistence(timeout: 2)
        XCTAssertTrue(!popped, "the swipe popped the screen", file: file, line: line)
        let shown = ExampleAppUI.wait(for: explanation, hittable: true)
        XCTAssertTrue(shown, "the pushed screen is not shown at rest", file: file, line: line)
    }
}
