import Foundation
import Testing
@testable import NavTransitions

/// The open review items of the sheet's UIKit layer (issue 22: 18, 11, 9, 14, 16), run through the headless
/// presentation controller over the same `PresentationSession` and `SheetState` `DimmingPresentationController`
/// adapts. Geometry as in HeadlessSheetTests (portrait 375 × 812, insets 47 / 34: medium y 412.5, large y 47)
/// and HeadlessSheetEdgeTests (landscape 812 × 375, insets 0 / 21: large fills it, medium inactive).
@Suite("Headless sheets: review items of the UIKit layer")
struct HeadlessSheetReviewTests {
    static func presenting(
        _ sheet: PresentationLayout.Sheet = .init(detents: [.medium, .large])
    )
        -> (HeadlessModalUIKit, HeadlessPresentationController)
    {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        uikit.presentationsEndLater = true
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero),
            layout: .sheet(sheet), dismissal: .all)
        #expect(uikit.present(controller))
        #expect(uikit.isBeingPresented)
        return (uikit, controller)
    }

    // MARK: 18 — setSelectedDetent during the presentation

    @Test(
        "setSelectedDetent(animated: true) during the presentation: it lands on the detent it began with, then settles to the new one"
    )
    func animatedSelectionDuringPresentation() throws {
        let (uikit, controller) = Self.presenting()
        let delegate = RecordingPresentationDelegate()
        controller.delegate = delegate
        controller.setSelectedDetent(.large, animated: true)
        #expect(controller.selectedDetent == .large, "recorded at once")
        #expect(controller.sheetAnimation == nil, "nothing moves while the presentation's animator owns the view")
        uikit.mainQueue.drain()
        #expect(!uikit.isBeingPresented)
        let settle = try #require(controller.sheetAnimation, "a settle after the presentation, not a jump at its end")
        #expect(settle.from == HeadlessSheetTests.medium, "from where the presentation landed")
        #expect(settle.to == HeadlessSheetTests.large)
        #expect(settle.animation == .sheetSettle(initialVelocity: 0))
        controller.finishSheetAnimation()
        #expect(controller.presented.view.frame == HeadlessSheetTests.large)
        #expect(controller.session.sheetState?.phase == .resting, "the settle's end leaves it at rest")
        #expect(delegate.messages.isEmpty, "not a user change")
    }

    @Test("setSelectedDetent(animated: false) during the presentation: it is there when the presentation ends, without a settle")
    func unanimatedSelectionDuringPresentation() {
        let (uikit, controller) = Self.presenting()
        controller.setSelectedDetent(.large, animated: false)
        uikit.mainQueue.drain()
        #expect(controller.sheetAnimation == nil)
        #expect(controller.layoutAnimations.last == PresentationSession.LayoutAnimation.none)
        #expect(controller.presented.view.frame == HeadlessSheetTests.large)
        #expect(controller.session.sheetState?.phase == .resting)
    }

    @Test("with Reduce Motion an animated selection during the presentation applies at its end without a settle")
    func reduceMotionSelectionDuringPresentation() {
        let (uikit, controller) = Self.presenting()
        controller.isReduceMotionEnabled = true
        controller.setSelectedDetent(.large, animated: true)
        uikit.mainQueue.drain()
        #expect(controller.sheetAnimation == nil)
        #expect(controller.presented.view.frame == HeadlessSheetTests.large)
    }

    // MARK: 11 — size changes mid-drag and mid-settle

    @Test("a rotation mid-drag: the sheet keeps its height, the pan's translation starts again, the drag goes on from there")
    func rotationDuringDrag() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 10))
        #expect(controller.presented.view.frame.minY == 442.5)
        // Visible height 812 − 442.5 = 369.5, kept in the 375-point landscape container: y 5.5.
        uikit.panTranslationShiftOnResize = CGPoint(x: 30, y: -200)
        HeadlessSheetEdgeTests.rotate(uikit, toLandscape: true)
        #expect(controller.presented.view.frame.minY == 5.5, "no jump at the size change")
        #expect(controller.pan.translation == .zero, "the translation gathered in the old geometry is dropped")
        uikit.move(controller, by: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 10))
        #expect(controller.presented.view.frame.minY == 15.5, "the finger's movement from the size change on")
        uikit.lift(controller, velocity: .zero)
        controller.finishSheetAnimation()
        #expect(controller.presented.view.frame == HeadlessSheetEdgeTests.landscapeLarge, "lands on the one landscape detent")
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("a rotation mid-settle: the settle toward the old geometry stops; the sheet rests on the same detent's new height")
    func rotationDuringSettle() {
        let (uikit, controller) = HeadlessSheetTests.presented(
            .init(detents: [.points(100), .large], selectedDetent: .points(100)))
        controller.setSelectedDetent(.large, animated: true)
        #expect(controller.sheetAnimation?.to == HeadlessSheetTests.large)
        HeadlessSheetEdgeTests.rotate(uikit, toLandscape: true)
        #expect(controller.sheetAnimation == nil, "the settle toward the portrait frame is stopped")
        #expect(
            controller.presented.view.frame == HeadlessSheetEdgeTests.landscapeLarge, "the same detent, resolved in landscape")
        #expect(controller.session.sheetState?.phase == .resting)
        #expect(controller.selectedDetent == .large)
        HeadlessSheetEdgeTests.rotate(uikit, toLandscape: false)
        #expect(controller.presented.view.frame == HeadlessSheetTests.large)
    }

    @Test("a layout pass in the same container during a settle does not stop it")
    func sameContainerDuringSettle() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.setSelectedDetent(.large, animated: true)
        uikit.layoutContainer()
        #expect(controller.sheetAnimation?.to == HeadlessSheetTests.large)
        #expect(controller.session.sheetState?.phase == .settling)
    }

    @Test(
        "an animated change to a sheet with a fitting detent: the new measurement in the settle's own pass does not stop the settle"
    )
    func fittingMeasuredDuringSettle() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.fittingHeight = 300
        #expect(controller.setLayout(.sheet(.init(detents: [.fitting, .large], selectedDetent: .fitting)), animated: true))
        #expect(controller.sheetAnimation != nil, "still settling toward the fitting detent")
        #expect(controller.session.sheetState?.phase == .settling)
        #expect(uikit.presentedScreen === controller.presented)
    }

    // MARK: 9 — VoiceOver's modal scope

    @Test("crossing the largest undimmed detent posts a layout change that keeps VoiceOver's focus, once per flip")
    func modalFlipPostsLayoutChange() {
        let (uikit, controller) = HeadlessSheetTests.presented(.init(detents: [.medium, .large], largestUndimmedDetent: .medium))
        controller.focusedElement = "Sheet Grabber"
        let postsAtRest = controller.accessibilityPosts.count
        #expect(controller.chrome?.isAccessibilityModal == false)
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -10), velocity: HeadlessSheetTests.up)
        #expect(controller.chrome?.isAccessibilityModal == true, "dimmed above medium + 0.5")
        uikit.move(controller, by: CGPoint(x: 0, y: -10), velocity: HeadlessSheetTests.up)
        let posts = controller.accessibilityPosts.dropFirst(postsAtRest)
        #expect(posts.map(\.post) == [.layoutChanged], "one post for one flip")
        #expect(posts.map(\.element) == ["Sheet Grabber"], "no focus target: the focused element keeps the focus")
        uikit.move(controller, by: CGPoint(x: 0, y: 20), velocity: HeadlessSheetTests.down)
        #expect(controller.chrome?.isAccessibilityModal == false)
        #expect(controller.accessibilityPosts.dropFirst(postsAtRest).map(\.post) == [.layoutChanged, .layoutChanged])
        uikit.lift(controller, velocity: .zero)
        controller.finishSheetAnimation()
        #expect(controller.accessibilityPosts.count == postsAtRest + 2, "nothing more at rest on medium")
        // At rest: the app's change flips it too.
        controller.setSelectedDetent(.large, animated: false)
        #expect(controller.chrome?.isAccessibilityModal == true)
        #expect(controller.accessibilityPosts.count == postsAtRest + 3)
    }

    @Test("a sheet that is modal everywhere, and any other layout, never posts a layout change")
    func noFlipNoPost() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -200), velocity: HeadlessSheetTests.up)
        uikit.lift(controller, velocity: HeadlessSheetTests.up)
        controller.finishSheetAnimation()
        #expect(!controller.accessibilityPosts.map(\.post).contains(.layoutChanged))
    }

    // MARK: 14 — the touch-down location

    /// A sheet with a grabber whose presented view holds a list scrolled 60 points down, filling it.
    static func sheetWithList(offset: CGFloat) -> (HeadlessModalUIKit, HeadlessPresentationController, HeadlessView) {
        let screen = HeadlessViewController("presented", frame: .zero)
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 0, width: 375, height: 399.5))
        list.scrollState = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 399.5))
        screen.view.addSubview(list)
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let controller = HeadlessPresentationController(
            presented: screen, layout: .sheet(.init(detents: [.medium, .large], prefersGrabberVisible: true)),
            dismissal: .all)
        uikit.present(controller)
        return (uikit, controller, list)
    }

    @Test("a touch that went down in the grabber's band moves the sheet, though the pan began below it over a list")
    func grabberBandAtTouchDown() {
        let (uikit, controller, list) = Self.sheetWithList(offset: 60)
        defer { withExtendedLifetime(uikit) {} } // the presentation controller holds its UIKit double weakly
        // The pan begins 10 points below where the finger went down (y 20, in the 24-point band): at y 30.
        controller.pan = HeadlessPanReading(
            translation: CGPoint(x: 0, y: 10), velocity: HeadlessSheetTests.down, hitView: list,
            location: CGPoint(x: 100, y: 30))
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        #expect(!controller.isTrackingScrollView, "the grabber's band never shares the touch with the list")
        controller.pan.translation.y += 20
        controller.dismissPanChanged()
        #expect(controller.presented.view.frame.minY == 412.5 + 30, "the sheet follows the finger, the list does not take it")
    }

    @Test("a touch that went down below the band shares the pan with the list, though the pan began inside the band")
    func listBelowBandAtTouchDown() {
        let (uikit, controller, list) = Self.sheetWithList(offset: 60)
        defer { withExtendedLifetime(uikit) {} } // the presentation controller holds its UIKit double weakly
        // Went down at y 40 (below the band), finger moving up: the pan begins at y 20.
        controller.pan = HeadlessPanReading(
            translation: CGPoint(x: 0, y: -20), velocity: HeadlessSheetTests.up, hitView: list,
            location: CGPoint(x: 100, y: 20))
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        #expect(controller.isTrackingScrollView, "the list under the touch-down shares the pan")
    }

    @Test("the touch-down location is the began location less the translation; a non-finite translation counts as none")
    func touchDownLocation() {
        #expect(
            PresentationSession.touchDownLocation(began: CGPoint(x: 100, y: 30), translation: CGPoint(x: -4, y: 10))
                == CGPoint(x: 104, y: 20))
        #expect(
            PresentationSession.touchDownLocation(
                began: CGPoint(x: 100, y: 30), translation: CGPoint(x: CGFloat.nan, y: .infinity))
                == CGPoint(x: 100, y: 30))
    }

    // MARK: 16 — a list removed mid-drag

    @Test("a list removed and freed mid-drag is not kept alive; the sheet takes the finger from where it is and settles")
    func listRemovedMidDrag() {
        var (uikit, controller, list): (HeadlessModalUIKit, HeadlessPresentationController, HeadlessView?) = Self.sheetWithList(
            offset: 0)
        weak let weakList = list
        // Below the band, finger moving down on a list at its top: the sheet takes it and hides the list's indicator.
        controller.pan = HeadlessPanReading(velocity: HeadlessSheetTests.down, hitView: list, location: CGPoint(x: 100, y: 100))
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        uikit.move(controller, by: CGPoint(x: 0, y: 20), velocity: CGPoint(x: 0, y: 10))
        #expect(controller.presented.view.frame.minY == 432.5)
        #expect(list?.showsVerticalScrollIndicator == false)
        #expect(controller.hiddenIndicator != nil)
        // The app removes the list; UIKit's recognizer holds no hit view.
        list?.removeFromSuperview()
        controller.pan.hitView = nil
        list = nil
        #expect(weakList == nil, "neither the tracked list, the lists under the finger nor the hidden indicator keep it")
        uikit.move(controller, by: CGPoint(x: 0, y: 20), velocity: CGPoint(x: 0, y: 10))
        #expect(controller.presented.view.frame.minY == 452.5, "the sheet goes on from where it is")
        uikit.lift(controller, velocity: .zero)
        #expect(controller.writtenOffsets.isEmpty, "nothing is written to a list that is gone")
        controller.finishSheetAnimation()
        #expect(controller.presented.view.frame == HeadlessSheetTests.medium)
        #expect(controller.hiddenIndicator == nil)
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("a scroll-view reference names none for a list that is gone")
    func referenceToGoneScrollView() {
        typealias Reference = PresentationSession.ScrollViewReference
        let underFinger: [String?] = [nil, "outer"]
        #expect(Reference.underFinger(0).scrollView(tracked: "list", underFinger: underFinger) == nil)
        #expect(Reference.underFinger(1).scrollView(tracked: "list", underFinger: underFinger) == "outer")
        #expect(Reference.tracked.scrollView(tracked: String?.none, underFinger: underFinger) == nil)
    }

    // MARK: Issue 17 — decisions moved out of the UIKit layer

    @Test(
        "size classes: unspecified is compact in width and regular in height; only the traits' own value flips them",
        arguments: [
            (0, SizeClass.compact, SizeClass.regular), (1, .compact, .compact), (2, .regular, .regular), (7, .compact, .regular),
        ])
    func sizeClassMapping(rawValue: Int, horizontal: SizeClass, vertical: SizeClass) {
        #expect(SizeClass.horizontal(rawValue: rawValue) == horizontal)
        #expect(SizeClass.vertical(rawValue: rawValue) == vertical)
    }

    @Test("layout direction: the container's once there is one, else the traits' (unspecified: left to right)")
    func presentationLayoutDirection() {
        #expect(LayoutDirection.presentation(containerDirection: .rightToLeft, traitRawValue: 0) == .rightToLeft)
        #expect(LayoutDirection.presentation(containerDirection: .leftToRight, traitRawValue: 1) == .leftToRight)
        #expect(LayoutDirection.presentation(containerDirection: nil, traitRawValue: 1) == .rightToLeft)
        #expect(LayoutDirection.presentation(containerDirection: nil, traitRawValue: 0) == .leftToRight)
        #expect(LayoutDirection.presentation(containerDirection: nil, traitRawValue: -1) == .leftToRight)
    }

    @Test("a list whose scrolling the app switched off is content: the sheet takes the finger over it")
    func disabledListIsContent() {
        let (uikit, controller, list) = Self.sheetWithList(offset: 60)
        defer { withExtendedLifetime(uikit) {} } // the presentation controller holds its UIKit double weakly
        list.isScrollEnabled = false
        controller.pan = HeadlessPanReading(velocity: HeadlessSheetTests.down, hitView: list, location: CGPoint(x: 100, y: 100))
        #expect(controller.dismissPanShouldBegin())
        controller.dismissPanBegan()
        #expect(!controller.isTrackingScrollView)
        controller.pan.translation.y = 20
        controller.dismissPanChanged()
        #expect(
            controller.presented.view.frame.minY == 432.5,
            "the sheet moves; a scrolled list with scrolling on would have taken it")
        let state = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 10, height: 100), boundsSize: CGSize(width: 10, height: 10))
        #expect(ScrollViewState.offered(state, isScrollEnabled: true) == state)
        #expect(ScrollViewState.offered(state, isScrollEnabled: false) == nil)
    }

    @Test(
        "the grabber's view shows when it is drawn or is an accessibility element, and is hidden otherwise",
        arguments: [(true, true, true), (true, false, true), (false, true, true), (false, false, false)])
    func grabberViewShows(isVisible: Bool, isElement: Bool, shows: Bool) {
        let state = SheetGrabberState(
            isVisible: isVisible, isAccessibilityElement: isElement, accessibilityValue: .collapsed,
            isAdjustable: false, offersDismissAction: false)
        #expect(state.showsView == shows)
    }
}
