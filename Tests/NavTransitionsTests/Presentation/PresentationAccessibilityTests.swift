import Foundation
import Testing
@testable import NavTransitions

/// Keyboard dismissal and Dynamic Type of a presentation (issue 24, items 4 and 5), through Core's session
/// and the headless presentation controller that applies it.
@Suite("Presentation accessibility")
struct PresentationAccessibilityTests {
    static let phone = PresentationSessionTests.phone

    // MARK: Keyboard

    @Test(
        "Escape and Command-Period are offered exactly where VoiceOver's escape is",
        arguments: [
            (ModalDismissal.all, false, true), (.pan, false, true), (.tapOnDimming, false, true), ([], false, false),
            ([], true, true),
        ] as [(ModalDismissal, Bool, Bool)])
    func offered(dismissal: ModalDismissal, zoom: Bool, expected: Bool) {
        var session = PresentationSession(layout: .card(size: CGSize(width: 300, height: 400)), dismissal: dismissal)
        session.isDismissibleByZoomGesture = zoom
        #expect(!session.offers(.keyCommand), "not before the presentation")
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        #expect(!session.offers(.keyCommand), "not while it presents")
        _ = session.presentationDidEnd(completed: true)
        #expect(session.offers(.keyCommand) == expected)
        #expect(session.offers(.accessibilityEscape) == expected)
        #expect(session.presentedViewBecomesFirstResponder(firstResponder: .none) == expected)
        #expect(
            !session.presentedViewBecomesFirstResponder(firstResponder: .insidePresentedView),
            "a text field keeps first responder")
        #expect(
            !session.presentedViewBecomesFirstResponder(firstResponder: .elsewhere),
            "a field behind the sheet keeps first responder")
        let answer = session.userDismissal(.keyCommand, presented: HeadlessViewController("p", frame: .zero)) { nil }
        #expect(answer == (expected ? [.dismiss] : []))
        #expect(!session.offers(.keyCommand), "not while its dismissal is pending")
    }

    @Test("a key command follows isModalInPresentation and the delegate like every user dismissal")
    func keyCommandRules() {
        var session = PresentationSessionTests.presented()
        let screen = HeadlessViewController("form", frame: .zero)
        screen.isModalInPresentation = true
        #expect(session.userDismissal(.keyCommand, presented: screen) { true } == [.tellDelegate(.didAttemptToDismiss)])
        screen.isModalInPresentation = false
        #expect(session.userDismissal(.keyCommand, presented: screen) { false } == [.tellDelegate(.didAttemptToDismiss)])
        #expect(session.userDismissal(.keyCommand, presented: screen) { true } == [.dismiss])
    }

    @Test("headless: a key command on a screen with a focused text field keeps its first responder, and still dismisses")
    func keyCommandWithTextField() throws {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(
            presented: presented, layout: PresentationSessionTests.sheet, dismissal: .pan)
        controller.contentHasFirstResponder = true
        uikit.present(controller)
        #expect(!controller.isFirstResponder)
        #expect(controller.keyCommandEscape())
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(!controller.keyCommandEscape(), "nothing to dismiss any more")
    }

    @Test("headless: a card without dismissal gestures does not take first responder, and a key command does nothing")
    func keyCommandRefused() {
        let uikit = HeadlessModalUIKit(style: .fade)
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(
            presented: presented, layout: .card(size: CGSize(width: 300, height: 400)), dismissal: [])
        uikit.present(controller)
        #expect(!controller.isFirstResponder)
        #expect(!controller.offersKeyCommandDismissal)
        #expect(!controller.keyCommandEscape())
        #expect(uikit.presentedScreen === presented)
    }

    // MARK: Dynamic Type

    @Test(
        "the width measured at: the layout's own, none for layouts sized by the container",
        arguments: [
            (PresentationLayout.sheet(.init(detents: [.fitting, .large])), CGFloat?.some(375)),
            (.card(size: CGSize(width: 300, height: 400)), 300),
            (.card(size: CGSize(width: 0, height: 400)), 343),
            (.sheet(.init(detents: [.points(300)])), nil),
            (.sheet(.init(detents: [.fraction(0.5), .large])), nil),
            (.fullScreen, nil),
            (.sideMenu, nil),
        ] as [(PresentationLayout, CGFloat?)])
    func measuringWidth(layout: PresentationLayout, expected: CGFloat?) {
        #expect(PresentationSessionTests.presented(layout).measuringWidth(in: Self.phone) == expected)
    }

    @Test("a sheet with a .fitting detent lays out again on a text-size change and rests at the height measured in that pass")
    func fittingSheetFollowsText() {
        let sheet = PresentationLayout.sheet(.init(detents: [.fitting, .large]))
        var session = PresentationSession(layout: sheet, dismissal: .all)
        var phone = Self.phone
        phone.fittingContentHeight = 250
        #expect(session.contentSizeDidChange(fittingHeight: 500) == [], "before presenting: the first layout pass measures")
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        _ = session.containerWillLayout(phone)
        #expect(session.presentedFrame(in: phone) == CGRect(x: 0, y: 528, width: 375, height: 284))
        // An accessibility text size: whatever the height handed in, the answer is a layout pass, which measures.
        #expect(session.contentSizeDidChange(fittingHeight: 0) == [.layoutContainer(.none)])
        #expect(session.fittingHeight == nil, "a sheet keeps no measurement of its own")
        phone.fittingContentHeight = 520
        _ = session.containerWillLayout(phone)
        #expect(session.presentedFrame(in: phone) == CGRect(x: 0, y: 258, width: 375, height: 554))
        #expect(session.sheetState?.selectedDetent == .fitting)
        phone.fittingContentHeight = 900
        _ = session.containerWillLayout(phone)
        #expect(
            session.presentedFrame(in: phone) == CGRect(x: 0, y: 47, width: 375, height: 765), "never above the top safe area")
    }

    @Test("a sheet of a height in points keeps its height: no measurement, no layout pass (use .fitting)")
    func pointsSheetKeepsHeight() {
        var session = PresentationSessionTests.presented()
        #expect(session.contentSizeDidChange(fittingHeight: 500) == [])
        #expect(session.presentedFrame(in: Self.phone) == PresentationSessionTests.sheetFrame)
    }

    @Test(
        "a 300 × 400 card grows in height to its content, centred, up to the safe area's margins; its width stays",
        arguments: [
            (CGFloat(600), CGRect(x: 37.5, y: 112.5, width: 300, height: 600)),
            (1_000, CGRect(x: 37.5, y: 63, width: 300, height: 699)),
            (350, CGRect(x: 37.5, y: 212.5, width: 300, height: 400)),
            (0, CGRect(x: 37.5, y: 212.5, width: 300, height: 400)),
            (-5, CGRect(x: 37.5, y: 212.5, width: 300, height: 400)),
            (.nan, CGRect(x: 37.5, y: 212.5, width: 300, height: 400)),
            (.infinity, CGRect(x: 37.5, y: 212.5, width: 300, height: 400)),
        ] as [(CGFloat, CGRect)])
    func cardGrows(fitting: CGFloat, expected: CGRect) {
        var session = PresentationSessionTests.presented(.card(size: CGSize(width: 300, height: 400)))
        _ = session.contentSizeDidChange(fittingHeight: fitting)
        #expect(session.presentedFrame(in: Self.phone) == expected)
        #expect(session.presentedSize(forParentSize: CGSize(width: 375, height: 812), in: Self.phone) == expected.size)
    }

    @Test("a measurement lays out again only while presented and only when it changed; a new layout forgets it")
    func relayoutRules() {
        var session = PresentationSession(layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        #expect(session.contentSizeDidChange(fittingHeight: 500) == [], "before presenting: kept for the first layout")
        #expect(session.fittingHeight == 500)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        _ = session.presentationDidEnd(completed: true)
        #expect(session.contentSizeDidChange(fittingHeight: 500) == [])
        #expect(session.contentSizeDidChange(fittingHeight: 600) == [.layoutContainer(.none)])
        #expect(session.contentSizeDidChange(fittingHeight: .nan) == [.layoutContainer(.none)], "back to the layout's own height")
        #expect(session.fittingHeight == nil)
        _ = session.contentSizeDidChange(fittingHeight: 600)
        _ = session.setLayout(.card(size: CGSize(width: 300, height: 200)), animated: false, isReduceMotionEnabled: false)
        #expect(session.fittingHeight == nil, "measured at another layout")
        #expect(session.presentedFrame(in: Self.phone) == CGRect(x: 37.5, y: 312.5, width: 300, height: 200))
        _ = session.contentSizeDidChange(fittingHeight: 600)
        _ = session.setLayout(PresentationSessionTests.sheet, animated: false, isReduceMotionEnabled: false)
        #expect(session.fittingHeight == nil, "a sheet does not keep the card's measurement")
        #expect(session.presentedFrame(in: Self.phone) == PresentationSessionTests.sheetFrame)
    }

    @Test("headless: a card is measured when presenting and again when the text size changes")
    func headlessDynamicType() {
        let uikit = HeadlessModalUIKit(style: .fade)
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(
            presented: presented, layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        var textHeight: CGFloat = 250
        controller.contentFittingHeight = { _ in textHeight }
        uikit.present(controller)
        #expect(controller.measuredWidths == [300])
        #expect(presented.view.frame == CGRect(x: 37.5, y: 212.5, width: 300, height: 400), "the text fits in 400 points")
        textHeight = 600 // an accessibility text size
        controller.contentSizeCategoryDidChange()
        #expect(controller.measuredWidths == [300, 300])
        #expect(presented.view.frame == CGRect(x: 37.5, y: 112.5, width: 300, height: 600))
        textHeight = 100 // back to a small size: the card's own 400 points
        controller.contentSizeCategoryDidChange()
        #expect(presented.view.frame == CGRect(x: 37.5, y: 212.5, width: 300, height: 400))

        let menu = HeadlessPresentationController(
            presented: HeadlessViewController("menu", frame: .zero), layout: .sideMenu, dismissal: .all)
        let other = HeadlessModalUIKit(style: .cover(edge: .leading))
        other.present(menu)
        menu.contentSizeCategoryDidChange()
        #expect(menu.measuredWidths.isEmpty, "a side menu is never measured")
    }

    @Test("headless: a sheet's .fitting detent follows the text size (measured in the layout pass the change asks for)")
    func headlessFittingSheet() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(
            presented: presented, layout: .sheet(.init(detents: [.fitting, .large])), dismissal: .all)
        controller.fittingHeight = 250 + 34 // systemLayoutSizeFitting includes the bottom inset
        uikit.present(controller)
        #expect(presented.view.frame == CGRect(x: 0, y: 528, width: 375, height: 284))
        controller.fittingHeight = 520 + 34 // an accessibility text size
        controller.contentSizeCategoryDidChange()
        #expect(presented.view.frame == CGRect(x: 0, y: 258, width: 375, height: 554))
        #expect(controller.selectedDetent == .fitting)
        controller.fittingHeight = 100 + 34
        controller.contentSizeCategoryDidChange()
        #expect(presented.view.frame == CGRect(x: 0, y: 678, width: 375, height: 134))
    }
}

/// VoiceOver's focus after presentations and returns (issue 24, item 2): Core's `TransitionFocus`.
@Suite("VoiceOver focus after a transition")
struct TransitionFocusTests {
    @Test(
        "UIKit's own screen change: after a navigation transition and a full-screen presentation, none after one that keeps the presenter"
    )
    func uikitCoverage() {
        #expect(TransitionFocus.uikitPostsScreenChange(on: .navigation))
        #expect(TransitionFocus.uikitPostsScreenChange(on: .presentation(removesPresentersView: true)))
        #expect(!TransitionFocus.uikitPostsScreenChange(on: .presentation(removesPresentersView: false)))
        #expect(TransitionFocus.Path(operation: .pop, removesPresentersView: false) == .navigation)
        #expect(TransitionFocus.Path(operation: .push, removesPresentersView: true) == .navigation)
        #expect(
            TransitionFocus.Path(operation: .dismiss, removesPresentersView: false) == .presentation(removesPresentersView: false)
        )
    }

    @Test(
        "a return to an element: a layout change where UIKit posts, a screen change where it does not, nothing otherwise",
        arguments: [
            // operation, outcome, path, element, library presentation, expected
            (
                TransitionOperation.pop, TransitionOutcome.finished, TransitionFocus.Path.navigation, true, false,
                TransitionFocus.Post.layoutChanged
            ),
            (.dismiss, .finished, .presentation(removesPresentersView: true), true, true, .layoutChanged),
            (.dismiss, .finished, .presentation(removesPresentersView: false), true, false, .screenChanged),
            // the presentation controller posts
            (.dismiss, .finished, .presentation(removesPresentersView: false), true, true, .none),
            (.pop, .cancelled, .navigation, true, false, .none),
            (.dismiss, .cancelled, .presentation(removesPresentersView: false), true, false, .none),
            (.pop, .finished, .navigation, false, false, .none),
            (.push, .finished, .navigation, true, false, .none),
            (.present, .finished, .presentation(removesPresentersView: false), true, false, .none),
        ] as [(TransitionOperation, TransitionOutcome, TransitionFocus.Path, Bool, Bool, TransitionFocus.Post)])
    func returning(
        operation: TransitionOperation, outcome: TransitionOutcome, path: TransitionFocus.Path, element: Bool,
        library: Bool, expected: TransitionFocus.Post
    ) {
        #expect(
            TransitionFocus.post(
                returningFrom: operation, outcome: outcome, path: path, hasElement: element,
                isLibraryPresentation: library) == expected)
    }

    @Test("the element focused: the view if it is an accessibility element, else its nearest such ancestor, else the view")
    func element() {
        let cell = HeadlessView("cell")
        cell.isAccessibilityElement = true
        let content = HeadlessView("content")
        let thumbnail = HeadlessView("thumbnail")
        cell.addSubview(content)
        content.addSubview(thumbnail)
        #expect(TransitionFocus.element(for: thumbnail) === cell)
        #expect(TransitionFocus.element(for: cell) === cell)
        thumbnail.isAccessibilityElement = true
        #expect(TransitionFocus.element(for: thumbnail) === thumbnail)
    }

    @Test("no element: the enclosing cell for a subview source, else nothing (never a marker view or a plain container)")
    func elementFallback() {
        let grid = HeadlessView("grid")
        let cell = HeadlessView("cell")
        cell.isCell = true
        let thumbnail = HeadlessView("thumbnail")
        grid.addSubview(cell)
        cell.addSubview(thumbnail)
        // The cell exposes its subviews (neither it nor the thumbnail is an element): the cell.
        #expect(TransitionFocus.element(for: thumbnail) === cell)
        // An element above the cell wins (the grid exposes itself as one element).
        grid.isAccessibilityElement = true
        #expect(TransitionFocus.element(for: thumbnail) === grid)
        // SwiftUI's invisible marker view in a hosting view: no element, no cell: nothing is posted.
        let hosting = HeadlessView("hosting")
        let marker = HeadlessView("marker")
        hosting.addSubview(marker)
        #expect(TransitionFocus.element(for: marker) == nil)
        #expect(TransitionFocus.element(for: HeadlessView("loose")) == nil)
    }

    @Test(
        "a modal scope that flips: into the sheet when focus was outside it, else no element",
        arguments: [
            (true, AccessibilityFocusLocation.elsewhere, TransitionFocus.Target.presentedView),
            (true, .insidePresentedView, .keepsFocus),
            (true, .none, .keepsFocus),
            (false, .elsewhere, .keepsFocus),
            (false, .insidePresentedView, .keepsFocus),
        ] as [(Bool, AccessibilityFocusLocation, TransitionFocus.Target)])
    func modalScopeFlip(becameModal: Bool, focus: AccessibilityFocusLocation, expected: TransitionFocus.Target) {
        let answer = TransitionFocus.modalScopeChangePost(becameModal: becameModal, focus: focus)
        #expect(answer.post == .layoutChanged)
        #expect(answer.target == expected)
    }

    @Test(
        "a dismissal posts back to the opener only with a remembered element, and not when focus is behind the sheet",
        arguments: [
            (true, AccessibilityFocusLocation.insidePresentedView, true),
            (true, .none, true),
            (true, .elsewhere, false),
            (false, .insidePresentedView, false),
        ] as [(Bool, AccessibilityFocusLocation, Bool)])
    func dismissalPost(remembered: Bool, focus: AccessibilityFocusLocation, posts: Bool) {
        let answer = TransitionFocus.presentationPost(
            after: .dismiss, completed: true, removesPresentersView: false,
            hasRememberedElement: remembered, focusAtDismissal: focus)
        #expect(answer.map { [$0.post] } == (posts ? [.screenChanged] : nil))
        #expect(answer.map { [$0.target] } == (posts ? [.elementFocusedBeforePresentation] : nil))
    }

    @Test("headless: a card moves VoiceOver into it, and back to the control that opened it after its dismissal")
    func cardPosts() throws {
        let uikit = HeadlessModalUIKit(style: .scale)
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("card", frame: .zero),
            layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        controller.focusedElement = "Open button"
        uikit.present(controller)
        #expect(controller.accessibilityPosts.map(\.post) == [.screenChanged])
        #expect(controller.accessibilityPosts.map(\.element) == ["card"])
        controller.focusedElement = "a label in the card"
        #expect(controller.accessibilityPerformEscape())
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(controller.accessibilityPosts.map(\.post) == [.screenChanged, .screenChanged])
        #expect(controller.accessibilityPosts.map(\.element) == ["card", "Open button"])
    }

    @Test("headless: a full-screen presentation posts nothing (UIKit does), and neither does a cancelled dismissal")
    func fullScreenAndCancelled() throws {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let full = HeadlessPresentationController(
            presented: HeadlessViewController("full", frame: .zero), layout: .fullScreen, dismissal: .all)
        uikit.present(full)
        uikit.dismiss()
        uikit.mainQueue.drain()
        #expect(full.accessibilityPosts.isEmpty)

        let other = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let sheet = HeadlessPresentationController(
            presented: HeadlessViewController("sheet", frame: .zero),
            layout: PresentationSessionTests.sheet, dismissal: .all)
        other.present(sheet)
        #expect(other.pan(sheet, velocity: CGPoint(x: 0, y: 300)))
        other.move(sheet, by: CGPoint(x: 0, y: 5), velocity: CGPoint(x: 0, y: 300))
        other.mainQueue.drain()
        other.move(sheet, by: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 300))
        other.lift(sheet, velocity: CGPoint(x: 0, y: 10))
        other.mainQueue.drain()
        #expect(other.presentedScreen === sheet.presented, "cancelled")
        #expect(sheet.accessibilityPosts.map(\.post) == [.screenChanged], "only the presentation's")
    }
}

/// `setLayout`'s spring under Reduce Motion (issue 24, item 6: done on main by the presentation work; pinned here).
@Suite("setLayout under Reduce Motion")
struct SetLayoutReduceMotionTests {
    @Test(
        "the spring only when animated and Reduce Motion is off; at once otherwise",
        arguments: [
            (true, false, PresentationSession.LayoutAnimation.layoutChange), (true, true, .none), (false, false, .none),
            (false, true, .none),
        ] as [(Bool, Bool, PresentationSession.LayoutAnimation)])
    func animation(animated: Bool, reduceMotion: Bool, expected: PresentationSession.LayoutAnimation) {
        var session = PresentationSessionTests.presented()
        #expect(
            session.setLayout(.sheet(.init(detents: [.points(500)])), animated: animated, isReduceMotionEnabled: reduceMotion)
                == [.layoutContainer(expected)])
    }

    @Test("headless: with Reduce Motion the sheet moves to its new height in a layout pass without animation")
    func headless() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let presented = HeadlessViewController("presented", frame: .zero)
        let controller = HeadlessPresentationController(
            presented: presented, layout: PresentationSessionTests.sheet, dismissal: .all)
        controller.isReduceMotionEnabled = true
        uikit.present(controller)
        #expect(controller.setLayout(.sheet(.init(detents: [.points(500)])), animated: true))
        #expect(controller.layoutAnimations.last == PresentationSession.LayoutAnimation.none)
        #expect(presented.view.frame == CGRect(x: 0, y: 278, width: 375, height: 534))
    }
}
