import Foundation
import Testing
@testable import NavTransitions

/// A container change while a sheet settles, drags or rests, in a layout pass outside any animation (a status
/// bar's height change, an in-call bar, a split-view resize UIKit does not animate) or inside one (a rotation),
/// run through the headless presentation controller over the product's `PresentationSession`
/// (`containerWillLayout(_:pass:)`, `sheetSettleResumed()`).
///
/// The screen is 375 wide with insets 47 / 34. Height 812: `.medium` 399.5 tall (y 412.5), `.large` 765 (y 47).
/// Height 700 (shrank): safe height 619, `.medium` 309.5 + 34 = 343.5 tall (y 356.5), `.large` 653 (y 47).
/// Height 900 (grew): safe height 819, `.medium` 409.5 + 34 = 443.5 tall (y 456.5), `.large` 853 (y 47).
@Suite("Headless sheets: a container change during a settle, a drag or at rest, with and without an animation")
struct HeadlessPresentationSheetSettleTests {
    static let safeArea = EdgeInsets(top: 47, bottom: 34)

    /// The phase the sheet is in when the container changes.
    enum SheetMoment: String, CaseIterable, Sendable {
        case settling, dragging, resting
    }

    /// A row of the table: the moment, whether the change animates, the new height and the sheet's frames there.
    struct Row: Sendable, CustomTestStringConvertible {
        var moment: SheetMoment
        var animated: Bool
        var height: CGFloat
        var testDescription: String {
            "\(moment.rawValue), \(animated ? "in an animation" : "outside any animation"), height 812 → \(height)"
        }

        var medium: CGRect {
            let visible = (height - 81) / 2 + 34
            return CGRect(x: 0, y: height - visible, width: 375, height: visible)
        }
        var large: CGRect { CGRect(x: 0, y: 47, width: 375, height: height - 47) }
    }

    static let rows: [Row] = SheetMoment.allCases.flatMap { moment in
        [false, true].flatMap { animated in [700, 900].map { Row(moment: moment, animated: animated, height: $0) } }
    }

    /// Half-way from medium to large at 812 (the double shows a running animation at `sheetAnimationFraction` 0.5).
    static let halfWay = CGRect(x: 0, y: 229.75, width: 375, height: 582.25)

    @Test(
        "a container change: no jump, the same detent's new height, a settle resumed only when it was stopped outside an animation",
        arguments: rows)
    func containerChange(_ row: Row) throws {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let delegate = RecordingPresentationDelegate()
        controller.delegate = delegate
        switch row.moment {
        case .settling:
            controller.setSelectedDetent(.large, animated: true)
            #expect(controller.sheetAnimation?.onScreen(at: 0.5) == Self.halfWay)
        case .dragging:
            #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
            uikit.move(controller, by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -10))
            #expect(controller.presented.view.frame.minY == 312.5)
        case .resting:
            break
        }
        uikit.resize(to: CGSize(width: 375, height: row.height), safeArea: Self.safeArea, animated: row.animated)

        switch (row.moment, row.animated) {
        case (.settling, false):
            // Held where it showed (no jump to the new height), still settling; the settle resumes next turn.
            #expect(
                controller.presented.view.frame == Self.halfWay, "no snap: the sheet holds where the stopped settle showed it")
            #expect(controller.sheetAnimation == nil, "the settle toward the old geometry is stopped")
            #expect(controller.session.sheetState?.phase == .settling)
            uikit.mainQueue.turn()
            let resumed = try #require(controller.sheetAnimation, "a new settle on the next main-queue turn")
            #expect(resumed.from == Self.halfWay, "from where the sheet shows")
            #expect(resumed.to == row.large, "toward the same detent's new height")
            #expect(resumed.animation == .sheetSettle(initialVelocity: 0))
            controller.finishSheetAnimation()
            #expect(controller.presented.view.frame == row.large)
            #expect(controller.session.sheetState?.phase == .resting)
        case (.settling, true):
            // A rotation animates the pass: the settle stops and the sheet rests on the new height in that animation.
            #expect(controller.presented.view.frame == row.large)
            #expect(controller.sheetAnimation == nil)
            #expect(controller.session.sheetState?.phase == .resting)
            uikit.mainQueue.turn()
            #expect(controller.sheetAnimation == nil, "nothing resumes")
        case (.dragging, _):
            // Visible height 499.5 kept: y = height − 499.5; the translation counts from the change.
            #expect(controller.presented.view.frame == CGRect(x: 0, y: row.height - 499.5, width: 375, height: 499.5))
            #expect(controller.pan.translation == .zero)
            uikit.mainQueue.turn()
            #expect(controller.sheetAnimation == nil)
            uikit.move(controller, by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -10))
            #expect(controller.presented.view.frame.minY == row.height - 509.5, "the finger moves it from there")
        case (.resting, _):
            #expect(controller.presented.view.frame == row.medium, "at rest: the new height in this pass")
            #expect(controller.sheetAnimation == nil)
            #expect(uikit.mainQueue.isEmpty, "nothing to resume")
        }
        #expect(controller.selectedDetent == (row.moment == .settling ? .large : .medium))
        #expect(!delegate.messages.contains(.didChangeSelectedDetent), "a container change is not a user change")
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("a settle whose own first layout pass sees a new container carries on toward the new height instead of stopping")
    func settleFirstPassSeesNewContainer() throws {
        let (uikit, controller) = HeadlessSheetTests.presented()
        // An in-call bar: the safe area's top grows, and the app selects a detent before UIKit lays it out.
        uikit.safeArea = EdgeInsets(top: 67, bottom: 34)
        controller.setSelectedDetent(.large, animated: true)
        let settle = try #require(controller.sheetAnimation)
        #expect(settle.from == HeadlessSheetTests.medium)
        #expect(settle.to == CGRect(x: 0, y: 67, width: 375, height: 745), "the large detent under the taller bar")
        #expect(controller.session.sheetState?.phase == .settling, "the running animation carries the sheet there")
        #expect(uikit.mainQueue.isEmpty, "nothing stopped, nothing to resume")
        controller.finishSheetAnimation()
        #expect(controller.session.sheetState?.phase == .resting)
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 67, width: 375, height: 745))
    }

    @Test(
        "several passes outside an animation before the settle resumes: it holds through them, resumes once, toward the last size"
    )
    func severalUnanimatedPasses() throws {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.setSelectedDetent(.large, animated: true)
        uikit.resize(to: CGSize(width: 375, height: 700), safeArea: Self.safeArea, animated: false)
        uikit.resize(to: CGSize(width: 375, height: 760), safeArea: EdgeInsets(top: 67, bottom: 34), animated: false)
        uikit.layoutContainer(inheritedAnimationDuration: 0)
        #expect(controller.presented.view.frame == Self.halfWay, "held through every unanimated pass")
        uikit.mainQueue.turn()
        let resumed = try #require(controller.sheetAnimation)
        #expect(resumed.from == Self.halfWay)
        #expect(resumed.to == CGRect(x: 0, y: 67, width: 375, height: 693))
        #expect(
            controller.sheetAnimations == [.layoutChange, .sheetSettle(initialVelocity: 0)],
            "one resumed settle, not one per pass")
        uikit.mainQueue.drain()
        #expect(controller.sheetAnimations.count == 2)
    }

    @Test("a touch that grabs the held sheet before the settle resumes keeps it: nothing resumes under the finger")
    func touchBeforeResume() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.setSelectedDetent(.large, animated: true)
        uikit.resize(to: CGSize(width: 375, height: 700), safeArea: Self.safeArea, animated: false)
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up), "a settling sheet is grabbed")
        uikit.move(controller, by: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 10))
        // Grabbed where its top showed (y 229.75: visible 700 − 229.75 = 470.25 in the new container), then 10 down.
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 239.75, width: 375, height: 460.25))
        uikit.mainQueue.turn()
        #expect(controller.sheetAnimation == nil, "no settle under the finger")
        #expect(controller.presented.view.frame.minY == 239.75)
    }

    @Test("a dismissal that begins before the settle resumes: nothing resumes, the dismissal runs")
    func dismissalBeforeResume() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.setSelectedDetent(.large, animated: true)
        uikit.resize(to: CGSize(width: 375, height: 700), safeArea: Self.safeArea, animated: false)
        #expect(controller.presented.view.frame == Self.halfWay, "held where it showed")
        controller.tapDimmingView()
        uikit.mainQueue.drain()
        #expect(controller.sheetAnimations == [.layoutChange], "no settle resumed")
        #expect(uikit.presentedScreen == nil)
    }
}
