import Foundation
import Testing
@testable import NavTransitions

@Suite("PresentationSession")
struct PresentationSessionTests {
    typealias Action = PresentationSession.Action

    /// iPhone portrait: 375 × 812, safe area 47 / 34.
    static let phone = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34))
    static let sheet = PresentationLayout.sheet(.init(detents: [.points(300)]))
    /// The sheet's frame on the phone: 300 + 34 tall, at 812 − 334.
    static let sheetFrame = CGRect(x: 0, y: 478, width: 375, height: 334)

    /// A list of 2000 points in 600 points, scrolled to `y` (offsets 0...1400).
    static func list(y: CGFloat) -> ScrollViewState {
        ScrollViewState(
            contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 375, height: 2_000),
            boundsSize: CGSize(width: 375, height: 600))
    }

    /// A session that has been presented.
    static func presented(
        _ layout: PresentationLayout = sheet, dismissal: ModalDismissal = .all,
        edge: TransitionEdge? = nil
    ) -> PresentationSession {
        var session = PresentationSession(layout: layout, dismissal: dismissal, dismissalEdge: edge)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        return session
    }

    static var screen: HeadlessViewController { HeadlessViewController("presented", frame: .zero) }

    // MARK: Lifecycle

    @Test("presenting: the dimming goes in clear, the chrome is set, and it dims alongside to full")
    func presentation() {
        var session = PresentationSession(layout: Self.sheet, dismissal: .all)
        #expect(session.phase == .initial)
        #expect(!session.isDismissalByUser && !session.isUserDismissalPending && session.gesture == nil)
        let chrome = PresentationChrome(cornerRadius: 16, roundedCorners: [.topLeft, .topRight], isAccessibilityModal: true)
        let r1 = session.presentationWillBegin(layoutDirection: .leftToRight, container: Self.phone)
        // The one-detent sheet's grabber: not drawn, not an element, but set from the start.
        let grabber = SheetGrabberState(
            isVisible: false, isAccessibilityElement: false, accessibilityValue: .expanded,
            isAdjustable: false, offersDismissAction: true)
        #expect(
            r1 == [
                .rememberFocusedElement, .insertDimmingView, .setDimmingAlpha(0), .setChrome(chrome), .setGrabber(grabber),
                .animateDimmingAlongsideTransition(to: 1),
            ])
        #expect(session.phase == .presenting)
        let r2 = session.presentationDidEnd(completed: true)
        #expect(
            r2 == [
                .setDimmingAlpha(1), .installDismissPan, .layoutContainer(.none),
                .postAccessibility(.screenChanged, .presentedView),
            ])
        #expect(session.phase == .presented)
    }

    @Test("a cancelled presentation removes the dimming; without .pan no dismiss pan is installed")
    func cancelledPresentationAndNoPan() {
        var cancelled = PresentationSession(layout: Self.sheet, dismissal: .all)
        _ = cancelled.presentationWillBegin(layoutDirection: .leftToRight)
        let r3 = cancelled.presentationDidEnd(completed: false)
        #expect(r3 == [.removeDimmingView])
        #expect(cancelled.phase == .dismissed)

        var tapOnly = PresentationSession(layout: .card(size: CGSize(width: 300, height: 300)), dismissal: .tapOnDimming)
        _ = tapOnly.presentationWillBegin(layoutDirection: .leftToRight)
        let r4 = tapOnly.presentationDidEnd(completed: true)
        #expect(r4 == [.setDimmingAlpha(1), .layoutContainer(.none), .postAccessibility(.screenChanged, .presentedView)])
        // A sheet has its pan in any case: it moves between detents (and rubber-bands below the smallest).
        var sheetTapOnly = PresentationSession(layout: Self.sheet, dismissal: .tapOnDimming)
        _ = sheetTapOnly.presentationWillBegin(layoutDirection: .leftToRight, container: Self.phone)
        let r4b = sheetTapOnly.presentationDidEnd(completed: true)
        #expect(
            r4b == [
                .setDimmingAlpha(1), .installDismissPan, .layoutContainer(.none),
                .postAccessibility(.screenChanged, .presentedView),
            ])
    }

    @Test("a programmatic dismissal fades the dimming alongside and tells the delegate nothing")
    func programmaticDismissal() {
        var session = Self.presented()
        let r5 = session.dismissalWillBegin()
        #expect(r5 == [.animateDimmingAlongsideTransition(to: 0)])
        #expect(session.phase == .dismissing)
        let r6 = session.dismissalDidEnd(completed: true)
        #expect(
            r6 == [
                .removeDimmingView, .removeDismissPan, .setGrabber(nil),
                .postAccessibility(.screenChanged, .elementFocusedBeforePresentation),
            ],
            "a sheet's grabber goes with it")
        #expect(session.phase == .dismissed)
    }

    @Test("a cancelled dismissal returns to full dimming, lays out again, and stays presented")
    func cancelledDismissal() {
        var session = Self.presented()
        _ = session.userDismissal(.pan, presented: Self.screen, delegateAllows: { nil })
        _ = session.dismissalWillBegin()
        let r7 = session.dismissalDidEnd(completed: false)
        #expect(r7 == [.setDimmingAlpha(1), .layoutContainer(.none)])
        #expect(!session.isDismissalByUser, "the cancelled dismissal is over")
        #expect(session.phase == .presented)
        // The next, programmatic, dismissal is not the user's.
        _ = session.dismissalWillBegin()
        let r8 = session.dismissalDidEnd(completed: true)
        #expect(
            r8 == [
                .removeDimmingView, .removeDismissPan, .setGrabber(nil),
                .postAccessibility(.screenChanged, .elementFocusedBeforePresentation),
            ],
            "a sheet's grabber goes with it")
    }

    /// Issue 7, finding 6; issue 17, finding 3: `presentationControllerWillDismiss` is sent from
    /// `dismissalTransitionWillBegin`, once `dismiss(animated:)` has created the coordinator, before the
    /// dimming (or anything else) is added alongside.
    @Test(
        "a user dismissal: willDismiss when the dismissal begins, didDismiss only after UIKit has finished (next main-queue turn)"
    )
    func userDismissalMessages() {
        var session = Self.presented()
        let r9 = session.userDismissal(.tapOnDimming, presented: Self.screen, delegateAllows: { true })
        #expect(r9 == [.dismiss], "nothing is told before UIKit has begun the dismissal")
        let r10 = session.dismissRequestReturned(isBeingDismissed: true)
        #expect(r10)
        let began = session.dismissalWillBegin()
        #expect(began == [.tellDelegate(.willDismiss), .animateDimmingAlongsideTransition(to: 0)])
        #expect(session.isDismissalByUser && !session.isUserDismissalPending)
        let r11 = session.dismissalDidEnd(completed: true)
        #expect(
            r11 == [
                .removeDimmingView, .removeDismissPan, .setGrabber(nil),
                .postAccessibility(.screenChanged, .elementFocusedBeforePresentation),
                .tellDelegateOnNextMainQueueTurn(.didDismiss),
            ])
    }

    // MARK: User dismissal

    /// Issue 7, finding 10: the delegate's `presentationControllerShouldDismiss` is not consulted for
    /// gestures that would be ignored anyway, nor for a screen that is modal in presentation.
    @Test(
        "the delegate is asked only when its answer decides",
        arguments: [
            (ModalDismissal.pan, PresentationSession.UserGesture.tapOnDimming, false, false),
            (.tapOnDimming, .pan, false, false),
            ([], .accessibilityEscape, false, false),
            (.all, .tapOnDimming, true, false),
            (.all, .tapOnDimming, false, true),
        ] as [(ModalDismissal, PresentationSession.UserGesture, Bool, Bool)])
    func delegateAskedOnlyWhenItDecides(
        dismissal: ModalDismissal, gesture: PresentationSession.UserGesture, modal: Bool, expectAsked: Bool
    ) {
        var session = Self.presented(dismissal: dismissal)
        let screen = HeadlessViewController("form", frame: .zero)
        screen.isModalInPresentation = modal
        var asked = 0
        _ = session.userDismissal(
            gesture, presented: screen,
            delegateAllows: {
                asked += 1
                return true
            })
        #expect(asked == (expectAsked ? 1 : 0))
    }

    /// A zoom's pinch or drag is allowed whatever `dismissal` holds (a zoom presents with `[]`: its own
    /// gestures replace the pan), and still follows `isModalInPresentation` and the delegate.
    @Test(
        "a zoom's gesture dismisses with no dismissal gesture set, unless the screen is modal or the delegate refuses",
        arguments: [
            // dismissal, modal in presentation, delegate's answer, expected
            (ModalDismissal(), false, Bool?.none, [PresentationSession.Action.dismiss]),
            (.all, false, true, [.dismiss]),
            ([], true, nil, [.tellDelegate(.didAttemptToDismiss)]),
            ([], false, false, [.tellDelegate(.didAttemptToDismiss)]),
        ] as [(ModalDismissal, Bool, Bool?, [PresentationSession.Action])])
    func zoomGesture(dismissal: ModalDismissal, modal: Bool, delegate: Bool?, expected: [PresentationSession.Action]) {
        var session = Self.presented(.fullScreen, dismissal: dismissal)
        let screen = HeadlessViewController("browser", frame: .zero)
        screen.isModalInPresentation = modal
        #expect(session.userDismissal(.zoomGesture, presented: screen, delegateAllows: { delegate }) == expected)
    }

    @Test("during a transition or a pending dismissal a gesture is ignored, without asking the delegate")
    func ignoredWhileTransitioning() {
        var presenting = PresentationSession(layout: Self.sheet, dismissal: .all)
        _ = presenting.presentationWillBegin(layoutDirection: .leftToRight)
        var asked = false
        let r12 = presenting.userDismissal(
            .tapOnDimming, presented: Self.screen,
            delegateAllows: {
                asked = true
                return true
            })
        #expect(r12.isEmpty)

        var session = Self.presented()
        let r13 = session.userDismissal(.tapOnDimming, presented: Self.screen, delegateAllows: { nil })
        #expect(r13 == [.dismiss])
        // A second tap before UIKit has begun the dismissal.
        let r14 = session.userDismissal(
            .tapOnDimming, presented: Self.screen,
            delegateAllows: {
                asked = true
                return true
            })
        #expect(r14.isEmpty)
        _ = session.dismissalWillBegin()
        let r15 = session.userDismissal(
            .accessibilityEscape, presented: Self.screen,
            delegateAllows: {
                asked = true
                return true
            })
        #expect(r15.isEmpty)
        #expect(!asked)
    }

    @Test("a modal screen, or a delegate that says no, refuses and reports the attempt")
    func refusals() {
        var session = Self.presented()
        let (navigation, stack) = ModalInPresentationTests.navigation(["list", "form"])
        stack[1].isModalInPresentation = true
        let r16 = session.userDismissal(.pan, presented: navigation, delegateAllows: { true })
        #expect(r16 == [.tellDelegate(.didAttemptToDismiss)])
        let r17 = session.userDismissal(.tapOnDimming, presented: Self.screen, delegateAllows: { false })
        #expect(r17 == [.tellDelegate(.didAttemptToDismiss)])
        #expect(!session.isUserDismissalPending)
    }

    @Test("VoiceOver's escape dismisses when any dismissal gesture is allowed")
    func escape() {
        for dismissal in [ModalDismissal.pan, .tapOnDimming, .all] {
            var session = Self.presented(dismissal: dismissal)
            let r18 = session.userDismissal(.accessibilityEscape, presented: Self.screen, delegateAllows: { nil })
            #expect(r18 == [.dismiss])
        }
        var none = Self.presented(dismissal: [])
        let r19 = none.userDismissal(.accessibilityEscape, presented: Self.screen, delegateAllows: { nil })
        #expect(r19.isEmpty)
    }

    /// A modal zoom presents with no dismissal gesture; its pinch and drag dismiss, so VoiceOver's escape
    /// does too — through the same rules (modal in presentation, the delegate).
    @Test("VoiceOver's escape dismisses a modal zoom, unless the screen is modal or the delegate refuses")
    func escapeOnAZoom() {
        var zoom = Self.presented(dismissal: [])
        zoom.isDismissibleByZoomGesture = true
        var refused = zoom
        let r20 = zoom.userDismissal(.accessibilityEscape, presented: Self.screen, delegateAllows: { nil })
        #expect(r20 == [.dismiss])
        let r21 = refused.userDismissal(.accessibilityEscape, presented: Self.screen, delegateAllows: { false })
        #expect(r21 == [.tellDelegate(.didAttemptToDismiss)])
        var modal = Self.presented(dismissal: [])
        modal.isDismissibleByZoomGesture = true
        let form = HeadlessViewController("form", frame: .zero)
        form.isModalInPresentation = true
        let r22 = modal.userDismissal(.accessibilityEscape, presented: form, delegateAllows: { nil })
        #expect(r22 == [.tellDelegate(.didAttemptToDismiss)])
    }

    @Test("a dismiss request UIKit did not start is forgotten: a later programmatic dismissal is not the user's")
    func refusedRequest() {
        var session = Self.presented()
        _ = session.userDismissal(.tapOnDimming, presented: Self.screen, delegateAllows: { nil })
        let r20 = session.dismissRequestReturned(isBeingDismissed: false)
        #expect(!r20)
        #expect(!session.isUserDismissalPending)
        _ = session.dismissalWillBegin()
        #expect(!session.isDismissalByUser)
        let r21 = session.dismissalDidEnd(completed: true)
        #expect(
            r21 == [
                .removeDimmingView, .removeDismissPan, .setGrabber(nil),
                .postAccessibility(.screenChanged, .elementFocusedBeforePresentation),
            ],
            "a sheet's grabber goes with it")
        // Without a pending request the answer is whether a dismissal runs.
        var idle = Self.presented()
        let r22 = idle.dismissRequestReturned(isBeingDismissed: true)
        #expect(!r22)
        _ = idle.dismissalWillBegin()
        let r23 = idle.dismissRequestReturned(isBeingDismissed: true)
        #expect(r23)
    }

    // MARK: Layout and chrome

    @Test("containerWillLayout: the dimming always fills the container; the presented view only while presented")
    func containerLayout() {
        let frame = CGRect(x: 0, y: 478, width: 375, height: 334) // 300 + 34, at 812 − 334
        var session = PresentationSession(layout: Self.sheet, dismissal: .all)
        #expect(session.presentedFrame(in: Self.phone) == frame)
        #expect(session.containerWillLayout(Self.phone) == [.setDimmingFrame(Self.phone.bounds)])
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        #expect(session.containerWillLayout(Self.phone) == [.setDimmingFrame(Self.phone.bounds)])
        _ = session.presentationDidEnd(completed: true)
        let chrome = PresentationChrome(cornerRadius: 16, roundedCorners: [.topLeft, .topRight], isAccessibilityModal: true)
        // A presented sheet also gets its dimming, and its grabber (one detent, not drawn: no VoiceOver element).
        let grabber = SheetGrabberState(
            isVisible: false, isAccessibilityElement: false, accessibilityValue: .expanded,
            isAdjustable: false, offersDismissAction: true)
        #expect(
            session.containerWillLayout(Self.phone) == [
                .setDimmingFrame(Self.phone.bounds), .setChrome(chrome), .setPresentedFrame(frame),
                .setDimmingAlpha(1), .setGrabber(grabber),
            ])
        _ = session.dismissalWillBegin()
        #expect(session.containerWillLayout(Self.phone) == [.setDimmingFrame(Self.phone.bounds)])
    }

    @Test(
        "chrome per layout: radius, the corners that show, VoiceOver kept inside every layout",
        arguments: [
            (
                PresentationLayout.sheet(.init(detents: [.points(300)])), LayoutDirection.leftToRight,
                PresentationChrome(cornerRadius: 16, roundedCorners: [.topLeft, .topRight], isAccessibilityModal: true)
            ),
            (
                .card(size: CGSize(width: 300, height: 200)), .leftToRight,
                PresentationChrome(cornerRadius: 16, roundedCorners: .all, isAccessibilityModal: true)
            ),
            (
                .sideMenu, .leftToRight,
                PresentationChrome(cornerRadius: 0, roundedCorners: [.topRight, .bottomRight], isAccessibilityModal: true)
            ),
            (
                .sideMenu, .rightToLeft,
                PresentationChrome(cornerRadius: 0, roundedCorners: [.topLeft, .bottomLeft], isAccessibilityModal: true)
            ),
            // Issue 24, item 1: full screen too (a sheet grown to it keeps the presenter's view in the window).
            (.fullScreen, .leftToRight, PresentationChrome(cornerRadius: 0, roundedCorners: .all, isAccessibilityModal: true)),
        ])
    func chrome(layout: PresentationLayout, direction: LayoutDirection, expected: PresentationChrome) {
        #expect(PresentationSession(layout: layout, dismissal: .all).chrome(layoutDirection: direction) == expected)
    }

    @Test(
        "a corner radius set by the app replaces the default; negative and non-finite become 0",
        arguments: [
            (CGFloat?.none, CGFloat(16)), (24, 24), (0, 0), (-5, 0), (.nan, 0), (.infinity, 0),
        ] as [(CGFloat?, CGFloat)])
    func cornerRadius(requested: CGFloat?, expected: CGFloat) {
        let created = PresentationSession(layout: Self.sheet, dismissal: .all, cornerRadius: requested)
        #expect(created.chrome(layoutDirection: .leftToRight).cornerRadius == expected)
        var changed = PresentationSession(layout: Self.sheet, dismissal: .all)
        changed.cornerRadius = requested
        #expect(changed.chrome(layoutDirection: .leftToRight).cornerRadius == expected)
    }

    @Test("the presented screen is told its own size for a new container size (rotation)")
    func childContentSize() {
        let session = PresentationSession(layout: .sheet(.init(detents: [.points(300)])), dismissal: .all)
        // Landscape 812 × 375 with the same insets: 300 + 34 = 334, capped at 375 − 47 = 328; full width.
        #expect(
            session.presentedSize(forParentSize: CGSize(width: 812, height: 375), in: Self.phone)
                == CGSize(width: 812, height: 328))
        #expect(
            session.presentedSize(forParentSize: CGSize(width: 812, height: 1_000), in: Self.phone)
                == CGSize(width: 812, height: 334))
        let card = PresentationSession(layout: .card(size: CGSize(width: 320, height: 240)), dismissal: .all)
        #expect(
            card.presentedSize(forParentSize: CGSize(width: 812, height: 375), in: Self.phone) == CGSize(width: 320, height: 240))
        #expect(card.presentedSize(forParentSize: CGSize(width: CGFloat.nan, height: 375), in: Self.phone) == .zero)
    }

    @Test("only a full-screen layout captures the status bar appearance")
    func statusBar() {
        #expect(PresentationSession(layout: .fullScreen, dismissal: []).capturesStatusBarAppearance)
        #expect(!PresentationSession(layout: Self.sheet, dismissal: []).capturesStatusBarAppearance)
        #expect(!PresentationSession(layout: .sideMenu, dismissal: []).capturesStatusBarAppearance)
    }

    @Test("setLayout: animated while presented, deferred during a transition, refused away from a full screen")
    func setLayout() {
        var session = Self.presented()
        let r24 = session.setLayout(.sheet(.init(detents: [.points(500)])), animated: true, isReduceMotionEnabled: false)
        #expect(r24 == [.layoutContainer(.layoutChange)])
        #expect(session.layout == .sheet(.init(detents: [.points(500)])))
        #expect(session.presentedFrame(in: Self.phone) == CGRect(x: 0, y: 278, width: 375, height: 534))
        let r25 = session.setLayout(.fullScreen, animated: false, isReduceMotionEnabled: false)
        #expect(
            r25 == [.stopSheetAnimation, .setDimmingAlpha(1), .setGrabber(nil), .layoutContainer(.none)],
            "no longer a sheet: its settle stops, it dims fully, its grabber goes")
        #expect(!session.removesPresentersView, "UIKit read shouldRemovePresentersView once, at presentation")

        var presenting = PresentationSession(layout: Self.sheet, dismissal: .all)
        _ = presenting.presentationWillBegin(layoutDirection: .leftToRight)
        let r26 = presenting.setLayout(.card(size: CGSize(width: 100, height: 100)), animated: true, isReduceMotionEnabled: false)
        #expect(r26 == [.setGrabber(nil)], "the presentation's animation owns the dimming; the sheet's grabber goes")
        #expect(presenting.layout == .card(size: CGSize(width: 100, height: 100)))

        var fullScreen = Self.presented(.fullScreen)
        let r27 = fullScreen.setLayout(Self.sheet, animated: true, isReduceMotionEnabled: false)
        #expect(r27 == nil)
        #expect(fullScreen.layout == .fullScreen)
        let r28 = fullScreen.setLayout(.fullScreen, animated: true, isReduceMotionEnabled: false)
        #expect(r28 == [.layoutContainer(.layoutChange)])
    }

    @Test("the layout change's timing, pinned: a critically damped spring with a 0.35 s response; Reduce Motion moves at once")
    func layoutChangeTiming() {
        #expect(PresentationSession.layoutChangeTiming == .spring(SpringCurve(dampingRatio: 1, response: 0.35)))
        #expect(
            PresentationSession.layoutChangeTiming.duration == SpringCurve(dampingRatio: 1, response: 0.35).settlingDuration())
        var session = Self.presented()
        #expect(
            session.setLayout(.sheet(.init(detents: [.points(500)])), animated: true, isReduceMotionEnabled: true) == [
                .layoutContainer(.none)
            ])
    }

    // MARK: Dismiss pan

    /// Issue 7, finding 9: the dismiss pan begins toward the dismissal edge, or against it only when a
    /// scroll view under the finger can use the drag (so it can take over later without lifting the finger).
    @Test(
        "the dismiss pan begins toward the dismissal edge, or along the axis when a scroll view can use the drag",
        arguments: [
            // motion, list offset (nil: no scroll view), settling, expected
            (SwipeDirection?.some(.down), CGFloat?.none, false, true),
            (.up, nil, false, false),
            (.left, nil, false, false),
            (nil, nil, false, false),
            (.up, 300, false, true), // the list scrolls up; the pan waits to take over
            (.down, 300, false, true),
            (.up, 1_400, false, false), // at its bottom: the list cannot use an upward drag
            (.up, 0, false, true),
            (.left, 300, false, false),
            (.left, nil, true, true), // grabbing a settling dismissal
        ] as [(SwipeDirection?, CGFloat?, Bool, Bool)])
    func shouldBegin(motion: SwipeDirection?, listOffset: CGFloat?, isSettling: Bool, expected: Bool) {
        var session = Self.presented()
        if isSettling {
            _ = session.userDismissal(.pan, presented: Self.screen, delegateAllows: { nil })
            _ = session.dismissalWillBegin()
        }
        let list = HeadlessView("list")
        list.scrollState = listOffset.map { Self.list(y: $0) }
        let states: [ScrollViewState?] = listOffset == nil ? [] : [list.scrollState]
        #expect(
            session.shouldBeginDismissPan(
                motion: motion, scrollViews: states, layoutDirection: .leftToRight, settling: isSettling ? .finish : nil)
                == expected)
    }

    @Test("no dismiss pan without .pan, during the presentation, or during a dismissal that is not settling")
    func shouldNotBegin() {
        let noPan = Self.presented(dismissal: .tapOnDimming)
        #expect(!noPan.shouldBeginDismissPan(motion: .down, scrollViews: [], layoutDirection: .leftToRight, settling: nil))
        var presenting = PresentationSession(layout: Self.sheet, dismissal: .all)
        _ = presenting.presentationWillBegin(layoutDirection: .leftToRight)
        #expect(!presenting.shouldBeginDismissPan(motion: .down, scrollViews: [], layoutDirection: .leftToRight, settling: nil))
        var dismissing = Self.presented()
        _ = dismissing.dismissalWillBegin()
        #expect(!dismissing.shouldBeginDismissPan(motion: .down, scrollViews: [], layoutDirection: .leftToRight, settling: nil))
        #expect(
            dismissing.shouldBeginDismissPan(motion: .down, scrollViews: [], layoutDirection: .leftToRight, settling: .finish))
    }

    /// Issue 7, finding 10: the edge is resolved when the gesture begins, not when the screen was presented.
    @Test(
        "a side menu's dismissal edge is resolved at gesture time",
        arguments: [
            (LayoutDirection.leftToRight, SwipeDirection.left), (.rightToLeft, .right),
        ])
    func edgeResolvedAtGestureTime(direction: LayoutDirection, expected: SwipeDirection) {
        var session = Self.presented(.sideMenu)
        #expect(session.dismissalEdge == .leading)
        let began = session.dismissPanBegan(
            scrollViews: [], layoutDirection: direction,
            presentedFrame: direction == .leftToRight
                ? CGRect(x: 0, y: 0, width: 280, height: 812) : CGRect(x: 95, y: 0, width: 280, height: 812),
            containerBounds: Self.phone.bounds, settling: nil)
        #expect(began.actions == [.setInteractionDirection(expected)])
        #expect(session.gesture?.distance == 280)
        #expect(session.shouldBeginDismissPan(motion: expected, scrollViews: [], layoutDirection: direction, settling: nil))
    }

    @Test("without a scroll view: a downward drag takes over at once and counts from there")
    func panWithoutScrollView() {
        var session = Self.presented()
        let began = session.dismissPanBegan(
            scrollViews: [], layoutDirection: .leftToRight, presentedFrame: Self.sheetFrame, containerBounds: Self.phone.bounds,
            settling: nil)
        #expect(began.trackedIndex == nil)
        let r29 = session.dismissPanChanged(motion: .down, scrollView: nil, dismissProgress: 0)
        #expect(
            r29
                == [.resetPanTranslation, .beginInteraction(distance: 334), .updateInteraction])
        let r30 = session.dismissPanChanged(motion: .up, scrollView: nil, dismissProgress: 0.2)
        #expect(r30 == [.updateInteraction])
        let r31 = session.dismissPanEnded(motion: .down, scrollView: nil)
        #expect(r31 == [.endInteraction])
        #expect(session.gesture == nil)
    }

    /// Issue 7, finding 9: the scroll view is stopped once when the dismissal takes over, never pinned on
    /// every change (writing `contentOffset` against its own pan jitters).
    @Test("a list at its top: the dismissal takes over and stops the list once")
    func listAtTopStoppedOnce() {
        var session = Self.presented()
        let list = HeadlessView("list")
        list.scrollState = Self.list(y: 0)
        let began = session.dismissPanBegan(
            scrollViews: [list.scrollState], layoutDirection: .leftToRight, presentedFrame: Self.sheetFrame,
            containerBounds: Self.phone.bounds, settling: nil)
        #expect(began.trackedIndex == 0)
        var actions: [Action] = []
        for progress in [0, 0.1, 0.2, 0.15] as [CGFloat] {
            actions += session.dismissPanChanged(motion: .down, scrollView: Self.list(y: 0), dismissProgress: progress)
        }
        actions += session.dismissPanEnded(motion: .down, scrollView: Self.list(y: 0))
        #expect(
            actions == [
                .stopScrollView(.tracked, restingOffset: .zero), .resetPanTranslation, .beginInteraction(distance: 334),
                .updateInteraction,
                .updateInteraction, .updateInteraction, .updateInteraction, .endInteraction,
            ])
    }

    @Test("a scrolled list keeps the pan until its top, then the same drag dismisses")
    func scrolledListThenTakeOver() {
        var session = Self.presented()
        let list = HeadlessView("list")
        list.scrollState = Self.list(y: 300)
        _ = session.dismissPanBegan(
            scrollViews: [list.scrollState], layoutDirection: .leftToRight, presentedFrame: Self.sheetFrame,
            containerBounds: Self.phone.bounds, settling: nil)
        let r32 = session.dismissPanChanged(motion: .down, scrollView: Self.list(y: 300), dismissProgress: 0)
        #expect(r32 == [.resetPanTranslation])
        let r33 = session.dismissPanChanged(motion: .down, scrollView: Self.list(y: 100), dismissProgress: 0)
        #expect(r33 == [.resetPanTranslation])
        let r34 = session.dismissPanChanged(motion: .down, scrollView: Self.list(y: 0), dismissProgress: 0)
        #expect(
            r34
                == [
                    .stopScrollView(.tracked, restingOffset: .zero), .resetPanTranslation, .beginInteraction(distance: 334),
                    .updateInteraction,
                ])
        // Back up to 0 then further up: the dismissal tracks while it has progress, then lets go.
        let r35 = session.dismissPanChanged(motion: .up, scrollView: Self.list(y: 0), dismissProgress: 0.02)
        #expect(r35 == [.updateInteraction])
        let r36 = session.dismissPanCancelled()
        #expect(r36 == [.cancelInteraction])
        #expect(session.gesture == nil)
    }

    @Test("a flick that ends without a change: tracked toward the edge, ignored against it")
    func flickWithoutChange() {
        var down = Self.presented()
        _ = down.dismissPanBegan(
            scrollViews: [], layoutDirection: .leftToRight, presentedFrame: Self.sheetFrame, containerBounds: Self.phone.bounds,
            settling: nil)
        let r37 = down.dismissPanEnded(motion: .down, scrollView: nil)
        #expect(r37 == [.resetPanTranslation, .beginInteraction(distance: 334), .endInteraction])

        var listAtTop = Self.presented()
        let list = HeadlessView("list")
        list.scrollState = Self.list(y: 0)
        _ = listAtTop.dismissPanBegan(
            scrollViews: [list.scrollState], layoutDirection: .leftToRight, presentedFrame: Self.sheetFrame,
            containerBounds: Self.phone.bounds, settling: nil)
        let r38 = listAtTop.dismissPanEnded(motion: .down, scrollView: Self.list(y: 0))
        #expect(
            r38
                == [
                    .stopScrollView(.tracked, restingOffset: .zero), .resetPanTranslation, .beginInteraction(distance: 334),
                    .endInteraction,
                ])

        var up = Self.presented()
        _ = up.dismissPanBegan(
            scrollViews: [list.scrollState], layoutDirection: .leftToRight, presentedFrame: Self.sheetFrame,
            containerBounds: Self.phone.bounds, settling: nil)
        let r39 = up.dismissPanEnded(motion: .up, scrollView: Self.list(y: 300))
        #expect(r39 == [])
        let r40 = up.dismissPanCancelled()
        #expect(r40 == [])
    }

    @Test("a touch on a settling dismissal grabs it at once")
    func grab() {
        var session = Self.presented()
        _ = session.userDismissal(.pan, presented: Self.screen, delegateAllows: { nil })
        _ = session.dismissalWillBegin()
        let began = session.dismissPanBegan(
            scrollViews: [], layoutDirection: .leftToRight,
            presentedFrame: CGRect(x: 0, y: CGFloat.nan, width: 375, height: CGFloat.nan),
            containerBounds: Self.phone.bounds, settling: .finish)
        // A NaN frame counts as at the container's origin: the whole height to leave it.
        #expect(began.actions == [.setInteractionDirection(.down), .resetPanTranslation, .beginInteraction(distance: 812)])
        let r41 = session.dismissPanChanged(motion: .up, scrollView: nil, dismissProgress: 0.3)
        #expect(r41 == [.updateInteraction])
    }

    @Test("events without a gesture do nothing")
    func noGesture() {
        var session = Self.presented()
        let r42 = session.dismissPanChanged(motion: .down, scrollView: nil, dismissProgress: 0)
        #expect(r42.isEmpty)
        let r43 = session.dismissPanEnded(motion: .down, scrollView: nil)
        #expect(r43.isEmpty)
        let r44 = session.dismissPanCancelled()
        #expect(r44.isEmpty)
    }
}
