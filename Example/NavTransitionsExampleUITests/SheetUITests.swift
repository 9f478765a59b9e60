import CoreGraphics
import Foundation
import XCTest

/// What only a real finger proves about the sheets: that UIKit hands the touches to the library's dismiss pan, to
/// the list inside the sheet and to the screen under an undimmed sheet as the self-check's drivers assume.
///
/// The rows and screens are the Example's own (TransitionListViewController.swift, ModalScreens.swift,
/// SheetDemo.swift). What these tests cannot do: grab a sheet while it settles. XCUITest waits for the app to be
/// idle, animations included, before it sends the next touch, so a second touch always lands on a sheet at rest;
/// the self-check grabs settling sheets through the pan's own entry points, and a pass by hand does it with a finger.
final class SheetUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    // MARK: The dismiss pan

    /// A flick down on a half-height sheet dismisses it: the pan's release projects past the dismissal.
    @MainActor
    func testFlickDownDismissesTheSheet() throws {
        let app = try SheetUI.presentBottomSheet()
        let heading = app.staticTexts[SheetUI.bottomSheetHeading]
        let start = heading.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(
            forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 160)), withVelocity: .fast, thenHoldForDuration: 0
        )
        XCTAssertTrue(heading.waitForNonExistence(timeout: ExampleAppUI.timeout), "a flick down left the sheet presented")
        XCTAssertTrue(
            ExampleAppUI.wait(for: app.staticTexts[SheetUI.bottomSheetRow], hittable: true), "the list did not come back")
    }

    /// A short, slow drag that stops is let go where the sheet settles back: the sheet stays, at its detent.
    @MainActor
    func testShortSlowDragSettlesBack() throws {
        let app = try SheetUI.presentBottomSheet()
        let heading = app.staticTexts[SheetUI.bottomSheetHeading]
        let restingTop = heading.frame.minY
        let start = heading.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(
            forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 40)), withVelocity: .slow,
            thenHoldForDuration: 0.4)
        XCTAssertTrue(!heading.waitForNonExistence(timeout: 2), "a short, slow drag dismissed the sheet")
        XCTAssertTrue(ExampleAppUI.wait(for: heading, hittable: true), "the sheet did not come to rest")
        XCTAssertEqual(heading.frame.minY, restingTop, accuracy: 1, "the sheet rests away from its detent")
    }

    /// A tap on the dimming view above the sheet dismisses it.
    @MainActor
    func testTapOnTheDimmingDismisses() throws {
        let app = try SheetUI.presentBottomSheet()
        app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.15)).tap()
        let gone = app.staticTexts[SheetUI.bottomSheetHeading].waitForNonExistence(timeout: ExampleAppUI.timeout)
        XCTAssertTrue(gone, "a tap on the dimming left the sheet presented")
    }

    // MARK: A list inside the sheet

    /// With its list at the top, a drag down on a row is handed to the sheet, which a flick dismisses.
    @MainActor
    func testListAtItsTopHandsTheDragToTheSheet() throws {
        let app = try SheetUI.presentTableSheet()
        let row = app.staticTexts["Row 3"]
        let start = row.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(
            forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 220)), withVelocity: .fast, thenHoldForDuration: 0
        )
        XCTAssertTrue(app.staticTexts["Row 1"].waitForNonExistence(timeout: ExampleAppUI.timeout), "the drag stayed in the list")
    }

    /// A list scrolled down scrolls back under a short drag down; the sheet stays where it rests.
    @MainActor
    func testScrolledListScrollsBeforeTheSheetMoves() throws {
        let app = try SheetUI.presentTableSheet()
        let first = app.staticTexts["Row 1"]
        app.staticTexts["Row 5"].swipeUp()
        XCTAssertTrue(ExampleAppUI.wait(for: first, hittable: false), "the list did not scroll")
        let rows = app.staticTexts.matching(NSPredicate(format: "label BEGINSWITH %@", "Row "))
        let middle = rows.element(boundBy: rows.count / 2)
        let start = middle.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(
            forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 80)), withVelocity: .slow,
            thenHoldForDuration: 0.3)
        XCTAssertTrue(
            !app.tables[SheetUI.tableSheetIdentifier].waitForNonExistence(timeout: 2),
            "a short drag on a scrolled list dismissed the sheet")
        XCTAssertTrue(!first.isHittable, "the list scrolled back further than the drag")
    }

    // MARK: An undimmed sheet over a screen

    /// At its undimmed detent the sheet lets taps through to the map; dragged up by the grabber to `.large`, it grows.
    @MainActor
    func testUndimmedSheetPassesTapsAndGrowsByItsGrabber() throws {
        let app = ExampleAppUI.launch()
        XCTAssertTrue(ExampleAppUI.openRow(SheetUI.mapRow, in: app), "no row \"\(SheetUI.mapRow)\"")
        let search = app.searchFields["Search places"]
        XCTAssertTrue(search.waitForExistence(timeout: ExampleAppUI.timeout), "the map presented no sheet")
        XCTAssertTrue(ExampleAppUI.wait(for: search, hittable: true), "the sheet did not come to rest")

        app.otherElements["Map"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.2)).tap()
        XCTAssertTrue(
            app.staticTexts["Map taps: 1"].waitForExistence(timeout: ExampleAppUI.timeout), "the tap did not reach the map")

        let mediumTop = search.frame.minY
        let grabber = search.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0)).withOffset(CGVector(dx: 0, dy: -10))
        grabber.press(
            forDuration: 0.05, thenDragTo: grabber.withOffset(CGVector(dx: 0, dy: -300)), withVelocity: .slow,
            thenHoldForDuration: 0.2)
        XCTAssertTrue(ExampleAppUI.wait(for: search, hittable: true), "the sheet did not come to rest")
        XCTAssertTrue(search.frame.minY < mediumTop - 100, "dragging the grabber up did not move the sheet to .large")
    }
}

/// The Example's sheets as these tests open them.
@MainActor
private enum SheetUI {
    /// The list's row of the half-height sheet and the heading of the sheet it presents (a `MessageViewController`).
    static let bottomSheetRow = "Bottom sheet (half height)"
    static let bottomSheetHeading = "Bottom sheet"
    /// The list's row of the sheet whose presented view is a table (`ScrollingSheetViewController`).
    static let tableSheetRow = "Sheet with a table (scroll, then pull down)"
    static let tableSheetIdentifier = "sheet.table"
    /// The list's row that pushes the map, which presents its undimmed sheet when it appears.
    static let mapRow = "Sheet over a map (detents, search, taps pass through)"

    /// Launches the app and presents the half-height sheet; it is at rest when this returns.
    static func presentBottomSheet() throws -> XCUIApplication {
        let app = ExampleAppUI.launch()
        XCTAssertTrue(ExampleAppUI.openRow(bottomSheetRow, in: app), "no row \"\(bottomSheetRow)\"")
        let heading = app.staticTexts[bottomSheetHeading]
        XCTAssertTrue(heading.waitForExistence(timeout: ExampleAppUI.timeout), "the row presented no sheet")
        XCTAssertTrue(ExampleAppUI.wait(for: heading, hittable: true), "the sheet did not come to rest")
        return app
    }

    /// Launches the app and presents the sheet with a table, its list at the top; it is at rest when this returns.
    static func presentTableSheet() throws -> XCUIApplication {
        let app = ExampleAppUI.launch()
        XCTAssertTrue(ExampleAppUI.openRow(tableSheetRow, in: app), "no row \"\(tableSheetRow)\"")
        let first = app.staticTexts["Row 1"]
        XCTAssertTrue(first.waitForExistence(timeout: ExampleAppUI.timeout), "the row presented no table")
        XCTAssertTrue(ExampleAppUI.wait(for: first, hittable: true), "the sheet did not come to rest")
        return app
    }
}
