import CoreGraphics
import Foundation
import XCTest

/// Hitches a user feels, measured on real transitions driven by real touches: a push and a pop with `.slide`, an
/// interactive swipe back, a sheet dragged between its detents and flicked away, a photo zoomed open and pinched
/// closed, a carousel flung.
///
/// Each test measures, over five iterations of the same gestures:
/// - the library's own signposts (`XCTOSSignpostMetric(subsystem: "org.navtransitions", category: "transitions",
///   name:)`: one animation interval per transition and per sheet settle, Docs/Performance.md), which give the
///   duration, frame rate, hitch count and hitch time ratio of each;
/// - for a navigation transition, UIKit's own `XCTOSSignpostMetric.customNavigationTransitionMetric`; for the
///   carousel, UIKit's scroll metrics;
/// - with Xcode 26 on iOS 26, `XCTHitchMetric(application:)` over the whole block.
///
/// They run in a release build (the scheme `NavTransitionsExamplePerformance` of Example/project.yml) through
/// `scripts/ui-tests-simulator.sh --performance`, which passes the output to scripts/check-hitches.py: it prints the figures
/// and fails the job when a hitch time ratio is above 10 ms/s. A simulator's figures are not a device's.
final class TransitionPerformanceTests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    // MARK: Metrics

    /// The library's signpost named `name` (Core's `TransitionSignpost`).
    private static func librarySignpost(_ name: String) -> XCTOSSignpostMetric {
        XCTOSSignpostMetric(subsystem: "org.navtransitions", category: "transitions", name: name)
    }

    /// The library's signposts `names`, the `system` metrics, and with Xcode 26 on iOS 26 the app's hitches.
    @MainActor
    private static func metrics(_ names: [String], system: [any XCTMetric] = [], app: XCUIApplication) -> [any XCTMetric] {
        var metrics: [any XCTMetric] = names.map { librarySignpost($0) } + system
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
            metrics.append(XCTHitchMetric(application: app))
        }
        #endif
        return metrics
    }

    /// Five measured iterations (XCTest runs one more first and ignores it).
    private static var options: XCTMeasureOptions {
        let options = XCTMeasureOptions()
        options.iterationCount = 5
        return options
    }

    // MARK: Navigation

    /// A push with `.slide` (the back button pops it): "Push" and "Pop", and UIKit's custom navigation transitions.
    @MainActor
    func testSlidePushAndPop() throws {
        let app = ExampleAppUI.launch()
        let row = app.staticTexts["Slide"]
        XCTAssertTrue(row.waitForExistence(timeout: ExampleAppUI.timeout), "no row \"Slide\" in the list")
        let metrics = Self.metrics(["Push", "Pop"], system: [XCTOSSignpostMetric.customNavigationTransitionMetric], app: app)
        measure(metrics: metrics, options: Self.options) {
            row.tap()
            let detail = app.navigationBars["Slide"]
            XCTAssertTrue(detail.waitForExistence(timeout: ExampleAppUI.timeout), "the slide push did not happen")
            detail.buttons.element(boundBy: 0).tap()
            let popped = ExampleAppUI.wait { row.isHittable }
            XCTAssertTrue(popped, "the pop did not bring the list back")
        }
    }

    /// An edge swipe back on a `.slide` screen, released past the middle: "Interactive Pop" (and the push back).
    @MainActor
    func testInteractiveSwipeBack() throws {
        let app = ExampleAppUI.launch()
        let row = app.staticTexts["Slide"]
        XCTAssertTrue(row.waitForExistence(timeout: ExampleAppUI.timeout), "no row \"Slide\" in the list")
        let metrics = Self.metrics(
            ["Interactive Pop", "Push"], system: [XCTOSSignpostMetric.customNavigationTransitionMetric], app: app)
        measure(metrics: metrics, options: Self.options) {
            row.tap()
            let detail = app.navigationBars["Slide"]
            XCTAssertTrue(detail.waitForExistence(timeout: ExampleAppUI.timeout), "the slide push did not happen")
            // From 8 points inside the leading edge (the swipe back's 44-point band) to the far side, at a finger's pace.
            let edge = app.coordinate(withNormalizedOffset: CGVector(dx: 0.02, dy: 0.5))
            let across = app.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5))
            edge.press(forDuration: 0.05, thenDragTo: across, withVelocity: XCUIGestureVelocity(800), thenHoldForDuration: 0)
            let popped = ExampleAppUI.wait { row.isHittable }
            XCTAssertTrue(popped, "the swipe back did not pop the screen")
        }
    }

    // MARK: Sheet

    /// The sheet over the map (`.medium` and `.large`): dragged by its grabber up to `.large` and back down, each
    /// release settling ("Sheet Settle"), then flicked down to dismiss ("Interactive Dismiss"), then presented again
    /// from the map ("Present").
    @MainActor
    func testSheetDragBetweenDetentsAndFlickToDismiss() throws {
        let app = ExampleAppUI.launch()
        let opened = ExampleAppUI.openRow("Sheet over a map (detents, search, taps pass through)", in: app)
        XCTAssertTrue(opened, "no sheet-over-a-map row in the list")
        let search = app.searchFields["Search places"]
        XCTAssertTrue(search.waitForExistence(timeout: ExampleAppUI.timeout), "the sheet did not show")
        let results = app.navigationBars["Sheet over a map"].buttons["Results"]
        let metrics = Self.metrics(["Sheet Settle", "Interactive Dismiss", "Present"], app: app)
        measure(metrics: metrics, options: Self.options) {
            // At rest on `.medium`, its top about halfway down the screen.
            let medium = search.frame.minY
            Self.dragGrabber(above: search, by: -360, velocity: XCUIGestureVelocity(600), hold: 0.1)
            let expanded = ExampleAppUI.wait { search.frame.minY < medium - 300 }
            XCTAssertTrue(expanded, "the drag up did not settle the sheet on its large detent")
            Self.dragGrabber(above: search, by: 360, velocity: XCUIGestureVelocity(600), hold: 0.1)
            let back = ExampleAppUI.wait { abs(search.frame.minY - medium) < 2 }
            XCTAssertTrue(back, "the drag down did not settle the sheet on its medium detent")
            Self.dragGrabber(above: search, by: 250, velocity: .fast, hold: 0)
            XCTAssertTrue(search.waitForNonExistence(timeout: ExampleAppUI.timeout), "the flick did not dismiss the sheet")
            results.tap()
            XCTAssertTrue(search.waitForExistence(timeout: ExampleAppUI.timeout), "the sheet was not presented again")
            let rests = ExampleAppUI.wait { abs(search.frame.minY - medium) < 2 }
            XCTAssertTrue(rests, "the presented sheet did not come to rest on its medium detent")
        }
    }

    /// Drags the sheet by its grabber's band (the top 24 points of the sheet, just above `search`) by `dy` points.
    @MainActor
    private static func dragGrabber(above search: XCUIElement, by dy: CGFloat, velocity: XCUIGestureVelocity, hold: TimeInterval)
    {
        let grabber = search.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0)).withOffset(CGVector(dx: 0, dy: -14))
        grabber.press(
            forDuration: 0.05, thenDragTo: grabber.withOffset(CGVector(dx: 0, dy: dy)), withVelocity: velocity,
            thenHoldForDuration: hold)
    }

    // MARK: Zoom

    /// The first photo zoomed open from the grid ("Zoom Present") and pinched closed ("Interactive Zoom Dismiss").
    @MainActor
    func testZoomOpenAndPinchClose() throws {
        let app = ExampleAppUI.launch()
        let opened = ExampleAppUI.openRow("Photo zoom, presented (pinch or drag to close)", in: app)
        XCTAssertTrue(opened, "no presented photo zoom row in the list")
        let thumbnail = app.cells["Photo 1"]
        XCTAssertTrue(thumbnail.waitForExistence(timeout: ExampleAppUI.timeout), "the photo grid did not show")
        let metrics = Self.metrics(["Zoom Present", "Interactive Zoom Dismiss"], app: app)
        measure(metrics: metrics, options: Self.options) {
            thumbnail.tap()
            let caption = ExampleAppUI.browserCaption(1, in: app)
            XCTAssertTrue(caption.waitForExistence(timeout: ExampleAppUI.timeout), "the photo did not zoom open")
            app.collectionViews.firstMatch.pinch(withScale: 0.4, velocity: -2)
            XCTAssertTrue(caption.waitForNonExistence(timeout: ExampleAppUI.timeout), "the pinch did not close the photo")
            let back = ExampleAppUI.wait { thumbnail.isHittable }
            XCTAssertTrue(back, "the grid did not come back")
        }
    }

    // MARK: Carousel

    /// The carousel flung one way and back: its per-frame layout while it decelerates and snaps. No transition runs,
    /// so UIKit's scroll metrics measure it (and, with Xcode 26 on iOS 26, the app's hitches).
    @MainActor
    func testCarouselFling() throws {
        let app = ExampleAppUI.launch()
        let opened = ExampleAppUI.openRow("Carousel (snaps; long-press to reorder)", in: app)
        XCTAssertTrue(opened, "no carousel row in the list")
        let carousel = app.collectionViews.firstMatch
        XCTAssertTrue(carousel.waitForExistence(timeout: ExampleAppUI.timeout), "the carousel did not show")
        let system = [XCTOSSignpostMetric.scrollDraggingMetric, XCTOSSignpostMetric.scrollDecelerationMetric]
        measure(metrics: Self.metrics([], system: system, app: app), options: Self.options) {
            carousel.swipeLeft(velocity: .fast)
            carousel.swipeRight(velocity: .fast)
            // Let the last fling decelerate and snap inside the measurement.
            RunLoop.current.run(until: Date().addingTimeInterval(1.5))
        }
    }
}
