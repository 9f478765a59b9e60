import CoreGraphics
import Foundation
import XCTest

/// The Example app as its UI tests drive it: launched afresh, then a row of its list opened by its title (the
/// titles are the app's own: TransitionListViewController.swift, CollectionDemo.swift).
@MainActor
enum ExampleAppUI {
    /// How long a screen may take to appear or go, in seconds (a simulator on a CI runner is slow).
    static let timeout: TimeInterval = 10

    /// Launches the app on its list of demos.
    static func launch() -> XCUIApplication {
        let app = XCUIApplication()
        app.launch()
        return app
    }

    /// Scrolls the list until the row titled `title` can be tapped, then taps it; false when it never shows.
    static func openRow(_ title: String, in app: XCUIApplication) -> Bool {
        let row = app.staticTexts[title]
        guard row.waitForExistence(timeout: timeout) else { return false }
        var swipes = 0
        while !row.isHittable, swipes < 8 {
            app.tables.firstMatch.swipeUp()
            swipes += 1
        }
        guard row.isHittable else { return false }
        row.tap()
        return true
    }

    /// Polls `element`'s `isHittable` until it is `hittable` or ``timeout`` passes; whether it was. (`isHittable` is
    /// false while an element moves, so this also waits for a transition or a settle to end.)
    static func wait(for element: XCUIElement, hittable: Bool) -> Bool {
        wait { element.isHittable == hittable }
    }

    /// Polls `condition` until it holds or `timeout` passes (by default ``timeout``); whether it held.
    static func wait(_ timeout: TimeInterval = timeout, until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        }
        return true
    }

    /// The photo browser's caption for the photo at `number` (1-based): "Photo N of M" (PhotoZoomDemo.swift).
    static func browserCaption(_ number: Int, in app: XCUIApplication) -> XCUIElement {
        app.staticTexts.matching(NSPredicate(format: "label BEGINSWITH %@", "Photo \(number) of ")).firstMatch
    }
}
