import CoreGraphics
import Foundation
import XCTest

/// What only a real finger proves about the photo browser's zoom: that UIKit recognizes a pinch closing on the
/// photo, and a drag down on it, as the zoom's dismissal (the recognizers on the browser's view, their delegate
/// letting them begin, the scroll views of the pages waiting for them), and that the photo flies back to the grid.
/// The self-check drives the same recognizers' paths with given readings; these tests give them real touches.
final class PhotoBrowserUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// Opens the presented (or pushed) photo demo and the first photo's browser; returns the app and the photo's
    /// browser caption, failing the test when a step does not happen.
    @MainActor
    private func openBrowser(pushed: Bool) throws -> (XCUIApplication, XCUIElement) {
        let app = ExampleAppUI.launch()
        let row = pushed ? "Photo zoom, pushed (pinch, drag or swipe back)" : "Photo zoom, presented (pinch or drag to close)"
        let opened = ExampleAppUI.openRow(row, in: app)
        XCTAssertTrue(opened, "no row \"\(row)\" in the list")
        let thumbnail = app.cells["Photo 1"]
        let gridShown = thumbnail.waitForExistence(timeout: ExampleAppUI.timeout)
        XCTAssertTrue(gridShown, "the photo grid did not show")
        thumbnail.tap()
        let caption = ExampleAppUI.browserCaption(1, in: app)
        let browserShown = caption.waitForExistence(timeout: ExampleAppUI.timeout)
        XCTAssertTrue(browserShown, "the photo did not zoom into the browser")
        return (app, caption)
    }

    /// The photo is back in the grid: the browser is gone and the thumbnail can be tapped again.
    @MainActor
    private func assertClosed(_ app: XCUIApplication, caption: XCUIElement) {
        let gone = caption.waitForNonExistence(timeout: ExampleAppUI.timeout)
        XCTAssertTrue(gone, "the browser is still there")
        let thumbnail = app.cells["Photo 1"]
        let back = thumbnail.waitForExistence(timeout: ExampleAppUI.timeout)
        XCTAssertTrue(back, "the grid did not come back")
        let hittable = thumbnail.isHittable
        XCTAssertTrue(hittable, "the thumbnail is not hittable: something covers the grid")
    }

    @MainActor
    func testPinchClosesThePresentedBrowser() throws {
        let (app, caption) = try openBrowser(pushed: false)
        // Two fingers closing to 0.4 of their distance, fast: the pinch to dismiss (PhotoZoomDemo's browser).
        app.collectionViews.firstMatch.pinch(withScale: 0.4, velocity: -2)
        assertClosed(app, caption: caption)
    }

    @MainActor
    func testDragDownClosesThePresentedBrowser() throws {
        let (app, caption) = try openBrowser(pushed: false)
        let photo = app.collectionViews.firstMatch
        let start = photo.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        let end = start.withOffset(CGVector(dx: 0, dy: 300))
        start.press(forDuration: 0.05, thenDragTo: end, withVelocity: .fast, thenHoldForDuration: 0)
        assertClosed(app, caption: caption)
    }

    @MainActor
    func testPinchPopsThePushedBrowser() throws {
        let (app, caption) = try openBrowser(pushed: true)
        app.collectionViews.firstMatch.pinch(withScale: 0.4, velocity: -2)
        assertClosed(app, caption: caption)
    }

    /// A pinch that opens the fingers zooms the photo in (the page's scroll view): the browser stays.
    @MainActor
    func testPinchOpeningKeepsTheBrowser() throws {
        let (app, caption) = try openBrowser(pushed: false)
        app.collectionViews.firstMatch.pinch(withScale: 2, velocity: 2)
        let stays = caption.waitForExistence(timeout: 2)
        XCTAssertTrue(stays, "a pinch that opens the fingers dismissed the browser")
    }
}
