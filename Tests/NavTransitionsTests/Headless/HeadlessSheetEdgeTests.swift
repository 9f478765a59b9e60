import Foundation
import Testing
@testable import NavTransitions

/// Sheets at awkward moments, run through the headless presentation controller over the same
/// `PresentationSession` and `SheetState` the UIKit `DimmingPresentationController` applies: a phone in
/// landscape (compact height), a keyboard that is not docked, and detents that change under the finger or
/// while the sheet is being dismissed.
///
/// Portrait: 375 × 812, insets 47 / 34 (medium y 412.5, large y 47; HeadlessSheetTests). Landscape: 812 × 375,
/// insets 0 / 21: the safe height is 354, so `.large` is 354 + 21 = 375 tall (y 0) and `.medium` is inactive.
@Suite("Headless sheets: compact height, floating keyboards, detents changing mid-gesture")
struct HeadlessSheetEdgeTests {
    static let landscape = CGSize(width: 812, height: 375)
    static let landscapeSafeArea = EdgeInsets(top: 0, bottom: 21)
    static let portrait = CGSize(width: 375, height: 812)
    static let portraitSafeArea = EdgeInsets(top: 47, bottom: 34)
    static let landscapeLarge = CGRect(x: 0, y: 0, width: 812, height: 375)

    /// Turns the phone: the size class first (UIKit's trait change), then the new size and the layout pass.
    static func rotate(_ uikit: HeadlessModalUIKit, toLandscape: Bool) {
        uikit.verticalSizeClass = toLandscape ? .compact : .regular
        uikit.resize(to: toLandscape ? landscape : portrait, safeArea: toLandscape ? landscapeSafeArea : portraitSafeArea)
    }

    // MARK: Compact height

    @Test(
        "landscape: a sheet selected at medium rests on large, dimmed (the undimmed medium is inactive); back at medium in portrait"
    )
    func compactHeightRotation() {
        let (uikit, controller) = HeadlessSheetTests.presented(.init(detents: [.medium, .large], largestUndimmedDetent: .medium))
        #expect(controller.presented.view.frame == HeadlessSheetTests.medium)
        #expect(controller.dimmingPassesTouches)
        Self.rotate(uikit, toLandscape: true)
        #expect(controller.presented.view.frame == Self.landscapeLarge, "medium is inactive: the next taller detent")
        #expect(controller.selectedDetent == .large)
        #expect(controller.dimmingView.alpha == 1, "no undimmed detent is left in landscape")
        #expect(!controller.dimmingPassesTouches)
        #expect(controller.chrome?.isAccessibilityModal == true)
        #expect(controller.grabber?.accessibilityValue == .expanded)
        Self.rotate(uikit, toLandscape: false)
        #expect(controller.presented.view.frame == HeadlessSheetTests.medium, "the selection was kept: medium again")
        #expect(controller.selectedDetent == .medium)
        #expect(controller.dimmingView.alpha == 0 && controller.dimmingPassesTouches)
        #expect(controller.detentChanges.isEmpty, "a rotation is not a user change")
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("landscape: the one detent left only stretches under a drag up and settles back; a flick down from it dismisses")
    func compactHeightDrag() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        Self.rotate(uikit, toLandscape: true)
        #expect(controller.presented.view.frame == Self.landscapeLarge)
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -60), velocity: HeadlessSheetTests.up)
        // No taller detent: the rubber band above the largest, (1 − 1 ÷ (60 × 0.55 ÷ 375 + 1)) × 375 ≈ 30.33.
        #expect(approximately(controller.presented.view.frame.minY, -30.33, tolerance: 0.01), "stretched, not moved to a detent")
        uikit.lift(controller, velocity: HeadlessSheetTests.up)
        controller.finishSheetAnimation()
        #expect(controller.presented.view.frame == Self.landscapeLarge)
        #expect(controller.detentChanges.isEmpty)
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 60), velocity: HeadlessSheetTests.down)
        uikit.lift(controller, velocity: HeadlessSheetTests.down)
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil, "a flick down from the smallest (and only) detent dismisses")
    }

    @Test("landscape with a docked keyboard: large keeps its top and insets its content; a points detent rises")
    func compactHeightKeyboard() {
        let (uikit, controller) = HeadlessSheetTests.presented(
            .init(detents: [.points(100), .medium, .large], selectedDetent: .medium))
        Self.rotate(uikit, toLandscape: true)
        #expect(controller.presented.view.frame == Self.landscapeLarge, "medium inactive: the next taller detent")
        // A 200-point docked keyboard at the bottom of the 375-point landscape screen.
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 175, width: 812, height: 200))
        #expect(controller.presented.view.frame == Self.landscapeLarge, "no room to rise")
        #expect(controller.presentedContentInsets.bottom == 200)
        #expect(controller.selectedDetent == .large)
        // points(100): 100 + 21 = 121 tall, y 254; the keyboard lifts it by 200.
        controller.setSelectedDetent(.points(100), animated: false)
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 54, width: 812, height: 121))
        #expect(controller.presentedContentInsets == .zero)
        #expect(controller.selectedDetent == .points(100))
        #expect(uikit.presentedScreen === controller.presented)
    }

    // MARK: Keyboards that are not docked

    @Test("an undocked or floating keyboard does not move the sheet at any detent; a docked one that undocks lets it back down")
    func undockedKeyboard() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let undocked = CGRect(x: 0, y: 300, width: 375, height: 300) // ends 212 points above the bottom edge
        let floating = CGRect(x: 60, y: 612, width: 250, height: 200) // at the bottom, narrower than the screen
        for detent in [PresentationLayout.SheetDetent.medium, .large] {
            controller.setSelectedDetent(detent, animated: false)
            let resting = controller.presented.view.frame
            for keyboard in [undocked, floating] {
                controller.keyboardWillChangeFrame(to: keyboard)
                #expect(controller.presented.view.frame == resting, "\(detent), keyboard \(keyboard)")
                #expect(controller.presentedContentInsets == .zero)
            }
        }
        controller.setSelectedDetent(.medium, animated: false)
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 512, width: 375, height: 300))
        #expect(controller.presented.view.frame.minY == 112.5, "docked: medium rises by 300")
        controller.keyboardWillChangeFrame(to: undocked)
        #expect(controller.presented.view.frame == HeadlessSheetTests.medium, "undocked: back where it rests")
        #expect(controller.selectedDetent == .medium)
        #expect(uikit.presentedScreen === controller.presented)
    }

    // MARK: Detents changing mid-gesture

    @Test("new detents under the finger: the sheet stays put, follows the finger, and the release picks among the new detents")
    func detentsChangedMidDrag() throws {
        let (uikit, controller) = HeadlessSheetTests.presented()
        let delegate = RecordingPresentationDelegate()
        controller.delegate = delegate
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -10))
        let underFinger = controller.presented.view.frame
        #expect(underFinger == CGRect(x: 0, y: 312.5, width: 375, height: 499.5))
        // quarter: 182.75 + 34 = 216.75; points(500): 534; large: 765.
        #expect(controller.setLayout(.sheet(.init(detents: [.fraction(0.25), .points(500), .large])), animated: true))
        #expect(controller.presented.view.frame == underFinger, "no jump")
        uikit.move(controller, by: CGPoint(x: 0, y: -20), velocity: CGPoint(x: 0, y: -10))
        #expect(controller.presented.view.frame.minY == 292.5, "the finger still moves it, one to one between the new detents")
        // Released slowly at 519.5: the neighbours are 216.75 and 534; 534 is nearer.
        uikit.lift(controller, velocity: .zero)
        #expect(controller.selectedDetent == .points(500))
        #expect(controller.detentChanges == [.points(500)], "one user change")
        controller.finishSheetAnimation()
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 278, width: 375, height: 534))
        #expect(delegate.messages == [.didChangeSelectedDetent])
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("new detents under the finger that leave the sheet below the new smallest: a flick down still dismisses")
    func detentsChangedMidDragThenDismissed() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 50), velocity: HeadlessSheetTests.down)
        #expect(controller.setLayout(.sheet(.init(detents: [.large])), animated: true))
        #expect(controller.presented.view.frame.minY == 462.5, "no jump: still under the finger")
        uikit.lift(controller, velocity: HeadlessSheetTests.down)
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(uikit.window.subviews.map(\.name) == [uikit.presenter.view.name], "only the presenter's view in the window")
    }

    @Test("new detents while a dragged-off sheet is being dismissed: nothing moves, nothing is left behind")
    func detentsChangedWhileDismissing() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 80), velocity: HeadlessSheetTests.down)
        uikit.lift(controller, velocity: HeadlessSheetTests.down)
        #expect(uikit.isBeingDismissed)
        let leaving = controller.presented.view.frame
        let layouts = controller.layoutAnimations.count
        #expect(controller.setLayout(.sheet(.init(detents: [.fraction(0.3), .large], selectedDetent: .large)), animated: true))
        #expect(controller.presented.view.frame == leaving, "the dismissal's animator owns the view")
        #expect(controller.layoutAnimations.count == layouts, "no layout pass during the dismissal")
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(uikit.window.subviews.map(\.name) == [uikit.presenter.view.name])
    }

    @Test("new detents during a dismissal that is grabbed and pushed back: the sheet comes to rest at the new selection")
    func detentsChangedWhileDismissingThenCancelled() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 80), velocity: HeadlessSheetTests.down)
        uikit.lift(controller, velocity: HeadlessSheetTests.down)
        uikit.mainQueue.turn() // the dismissal starts, released at once: it settles toward the bottom edge
        #expect(uikit.isBeingDismissed)
        #expect(controller.setLayout(.sheet(.init(detents: [.fraction(0.3), .large], selectedDetent: .large)), animated: true))
        // A touch grabs the settling dismissal and pushes it back up.
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -300), velocity: HeadlessSheetTests.up)
        uikit.lift(controller, velocity: HeadlessSheetTests.up)
        uikit.mainQueue.drain()
        uikit.completeSettle()
        #expect(!uikit.isBeingDismissed)
        #expect(uikit.presentedScreen === controller.presented, "cancelled: still presented")
        controller.finishSheetAnimation()
        #expect(controller.selectedDetent == .large)
        #expect(controller.presented.view.frame == HeadlessSheetTests.large, "at the selection recorded during the dismissal")
        #expect(controller.dimmingView.superview != nil)
    }
}
