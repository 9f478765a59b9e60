import Foundation
import Testing
@testable import NavTransitions

/// The app's code, calling the presentation controller back from wherever UIKit runs it while the presentation
/// controller works: the public API (`selectedDetent`, `setSelectedDetent`, `setLayout`) from inside a
/// measurement, a hit test, `isModalInPresentation`, the veto, every delegate method and the key commands. Swift
/// checks exclusive access to the session at run time (on Linux too): a call back while Core mutates it traps.
final class ReentrantPresentationApp {
    private unowned let controller: HeadlessPresentationController
    /// The places the app's code ran, in order.
    private(set) var places: [String] = []
    /// Whether the app's code calls back (off while the test reads the screen: a read measures, and a
    /// measurement would run it).
    var isActive = true
    /// The detents the app selects in turn.
    private let detents: [PresentationLayout.SheetDetent]
    private var calls = 0
    private var depth = 0

    init(_ controller: HeadlessPresentationController, detents: [PresentationLayout.SheetDetent] = [.large, .medium]) {
        self.controller = controller
        self.detents = detents
    }

    /// Hooks the app's code into every callback of `controller` and of `delegate`.
    func install(delegate: RecordingPresentationDelegate, vetoAllows: @escaping () -> Bool = { true }) {
        controller.onMeasure = { [unowned self] in callBack(from: "measurement") }
        controller.onHitTest = { [unowned self] in callBack(from: "hit test") }
        controller.onReadIsModalInPresentation = { [unowned self] in callBack(from: "isModalInPresentation") }
        controller.interactiveDismissShouldBegin = { [unowned self] _ in
            callBack(from: "veto")
            return vetoAllows()
        }
        delegate.onShouldDismiss = { [unowned self] in callBack(from: "shouldDismiss") }
        delegate.onMessage = { [unowned self] message in callBack(from: "\(message)") }
        controller.delegate = delegate
    }

    /// Reads the selected detent, selects the next detent (animated every other time), and sets the layout
    /// again with another selection; not again from inside its own calls (a delegate does not recurse forever).
    func callBack(from place: String) {
        places.append(place)
        guard isActive, depth == 0 else { return }
        depth += 1
        defer { depth -= 1 }
        _ = controller.selectedDetent
        calls += 1
        controller.setSelectedDetent(detents[calls % detents.count], animated: calls.isMultiple(of: 2))
        if case var .sheet(sheet) = controller.layout {
            sheet.selectedDetent = detents[(calls + 1) % detents.count]
            controller.setLayout(.sheet(sheet), animated: false)
        }
    }
}

@Suite("The presentation controller as Core's host")
struct HeadlessPresentationHostTests {
    static let phone = CGRect(x: 0, y: 0, width: 375, height: 812)

    /// Every layout pass sets what Core computes for the selection the app left, once nothing moves.
    private static func expectAtRest(
        _ uikit: HeadlessModalUIKit, _ controller: HeadlessPresentationController, _ app: ReentrantPresentationApp,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        app.isActive = false
        defer { app.isActive = true }
        controller.finishSheetAnimation()
        uikit.mainQueue.drain()
        controller.finishSheetAnimation()
        uikit.layoutContainer(inheritedAnimationDuration: 0)
        #expect(controller.presented.view.frame == controller.frameOfPresentedViewInContainerView, sourceLocation: sourceLocation)
        #expect(controller.layout.sheetDescription?.selectedDetent == controller.selectedDetent, sourceLocation: sourceLocation)
    }

    /// Issue 32 §1: on the code before it, the measurement of a `.fitting` detent ran inside the mutating
    /// `fittingContentHeight(…)` and the first call back trapped ("Simultaneous accesses"); so did
    /// `isModalInPresentation`, read inside the mutating `userDismissal(…)`.
    @Test("app code calls the controller back from every callback: nothing traps, and the state agrees with the screen")
    func callsBackFromEveryCallback() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("presented", frame: .zero),
            layout: .sheet(.init(detents: [.fitting, .medium, .large])), dismissal: .all)
        controller.fittingHeight = 334
        let app = ReentrantPresentationApp(controller, detents: [.large, .medium, .fitting])
        let delegate = RecordingPresentationDelegate()
        app.install(delegate: delegate)
        #expect(uikit.present(controller))
        Self.expectAtRest(uikit, controller, app)

        // A drag up and a release: the hit test, the veto, isModalInPresentation, the detent-changed message.
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -60), velocity: HeadlessSheetTests.up)
        uikit.lift(controller, velocity: HeadlessSheetTests.up)
        Self.expectAtRest(uikit, controller, app)
        // The grabber's VoiceOver actions, a keyboard, a rotation.
        controller.grabberAccessibility(.decrement)
        controller.grabberAccessibility(.increment)
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 500, width: 375, height: 312))
        uikit.resize(to: CGSize(width: 812, height: 375), safeArea: EdgeInsets(top: 0, bottom: 21))
        uikit.resize(to: Self.phone.size, safeArea: EdgeInsets(top: 47, bottom: 34))
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 812, width: 375, height: 0))
        Self.expectAtRest(uikit, controller, app)

        // A modal screen refuses the user's dismissals: the attempt reaches the delegate.
        controller.presented.isModalInPresentation = true
        controller.tapDimmingView()
        controller.keyCommandEscape()
        #expect(delegate.messages.contains(.didAttemptToDismiss))
        controller.presented.isModalInPresentation = false
        // The delegate refuses, then allows: Escape dismisses.
        delegate.shouldDismiss = false
        #expect(!controller.keyCommandEscape())
        delegate.shouldDismiss = true
        #expect(controller.keyCommandEscape())
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil)
        #expect(delegate.messages.suffix(2) == [.willDismiss, .didDismiss])
        for place in [
            "measurement", "hit test", "isModalInPresentation", "veto", "shouldDismiss", "didChangeSelectedDetent",
            "didAttemptToDismiss", "willDismiss", "didDismiss",
        ] {
            #expect(app.places.contains(place), "the app's code ran in \(place)")
        }
    }

    @Test("a card's pan to dismiss, called back from the veto, the hit test and isModalInPresentation: nothing traps")
    func cardCallsBack() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("card", frame: .zero),
            layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        let app = ReentrantPresentationApp(controller)
        let delegate = RecordingPresentationDelegate()
        app.install(delegate: delegate)
        uikit.present(controller)
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 300), velocity: HeadlessSheetTests.down)
        uikit.lift(controller, velocity: HeadlessSheetTests.down)
        uikit.mainQueue.drain()
        #expect(uikit.presentedScreen == nil, "the pan dismissed the card")
        #expect(app.places.contains("veto") && app.places.contains("hit test") && app.places.contains("isModalInPresentation"))
        #expect(delegate.messages == [.willDismiss, .didDismiss])
    }

    /// Issue 32 §1: `drivePan` copied the session out around the touch-down reading and wrote it back, so a change
    /// the app made from its hit test (the second one: the first is `gestureRecognizerShouldBegin`'s) was lost.
    @Test("a detent the app selects during the touch-down's hit test is kept")
    func changeDuringTouchDownIsKept() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        var hitTests = 0
        controller.onHitTest = {
            hitTests += 1
            if hitTests == 2 { controller.setSelectedDetent(.large, animated: false) }
        }
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        #expect(hitTests == 2)
        #expect(controller.selectedDetent == .large)
        controller.dismissPanCancelled()
        #expect(controller.selectedDetent == .large)
        controller.finishSheetAnimation()
        #expect(controller.presented.view.frame == HeadlessSheetTests.large)
    }

    // MARK: Issue 32 §2: the product's path

    @Test("a layout pass reads the overridable frame back and lays the content out in it")
    func overriddenFrame() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.frameOverride = { $0.insetBy(dx: 20, dy: 0) }
        let layouts = controller.contentLayouts
        uikit.layoutContainer()
        #expect(controller.presented.view.frame == HeadlessSheetTests.medium.insetBy(dx: 20, dy: 0))
        #expect(controller.contentLayouts == layouts + 1)
        // A drag sets the overridden frame too.
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        uikit.move(controller, by: CGPoint(x: 0, y: -100), velocity: HeadlessSheetTests.up)
        #expect(controller.presented.view.frame == CGRect(x: 20, y: 312.5, width: 335, height: 499.5))
    }

    @Test("a sheet's movement applies the frame the session computed for it, without reading it back; an override is read")
    func movementFrameComputedOnce() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.up))
        let reads = controller.frameReads
        uikit.move(controller, by: CGPoint(x: 0, y: -100), velocity: HeadlessSheetTests.up)
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 312.5, width: 375, height: 499.5))
        #expect(controller.frameReads == reads)
        // A subclass that overrides `frameOfPresentedViewInContainerView` has its frame read on every movement.
        controller.frameOverride = { $0.insetBy(dx: 20, dy: 0) }
        uikit.move(controller, by: CGPoint(x: 0, y: -50), velocity: HeadlessSheetTests.up)
        #expect(controller.frameReads == reads + 1)
        #expect(controller.presented.view.frame == CGRect(x: 20, y: 262.5, width: 335, height: 549.5))
    }

    @Test("a movement with a docked keyboard insets the content by what the keyboard covers at the new frame")
    func movementInsetsForTheKeyboard() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.setSelectedDetent(.large, animated: false)
        // A 300-point docked keyboard: at `.large` (top 47, bottom 812) it covers the sheet's last 300 points.
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 512, width: 375, height: 300))
        #expect(controller.presentedContentInsets.bottom == 300)
        #expect(uikit.pan(controller, velocity: HeadlessSheetTests.down))
        uikit.move(controller, by: CGPoint(x: 0, y: 50), velocity: HeadlessSheetTests.down)
        // 50 points shorter (715 shown): lifted by the keyboard as far as the top inset lets it (its top stays at 47),
        // so its bottom is at 762 and the keyboard (from 512) covers its last 250 points.
        #expect(controller.presented.view.frame == CGRect(x: 0, y: 47, width: 375, height: 715))
        #expect(controller.presentedContentInsets.bottom == 250)
    }

    @Test(
        "the list's pan reporting the movement the sheet's pan just stepped runs nothing; after the list moved again it steps and pins"
    )
    func repeatedMovementStepsOnce() {
        let (uikit, controller, cell) = HeadlessSheetTests.presentedList(offset: 0)
        let list = controller.presented.view
        #expect(uikit.pan(controller, hitView: cell, velocity: HeadlessSheetTests.up))
        list.scrollState?.contentOffset.y += 50
        uikit.move(controller, by: CGPoint(x: 0, y: -50), velocity: HeadlessSheetTests.up)
        #expect(list.scrollState?.contentOffset == .zero)
        #expect(controller.presented.view.frame.minY == 362.5)
        let layouts = controller.contentLayouts
        // The list's own pan reports the same event: already stepped, nothing is laid out again.
        controller.scrollViewPanChanged()
        #expect(controller.contentLayouts == layouts)
        #expect(controller.presented.view.frame.minY == 362.5)
        // Its own handler moved the content again under the same finger: stepped, the list pinned back.
        list.scrollState?.contentOffset.y += 10
        controller.scrollViewPanChanged()
        #expect(list.scrollState?.contentOffset == .zero)
        #expect(controller.contentLayouts == layouts + 1)
        #expect(controller.presented.view.frame.minY == 362.5)
    }

    @Test("the dimming view passes touches to the presenting screen's view, set when it is inserted")
    func passThroughTarget() {
        let (uikit, controller) = HeadlessSheetTests.presented(.init(detents: [.medium, .large], largestUndimmedDetent: .medium))
        #expect(controller.passThroughTarget === uikit.presenter.view)
        controller.tapOutsideSheet()
        #expect(controller.touchesPassedToPresenter == 1)
        #expect(uikit.presentedScreen === controller.presented)
    }

    @Test("without a transition coordinator the dimming is set at once")
    func noCoordinator() {
        let uikit = HeadlessModalUIKit(style: .cover(edge: .bottom))
        uikit.providesCoordinator = false
        uikit.presentationsEndLater = true
        let controller = HeadlessPresentationController(
            presented: HeadlessViewController("card", frame: .zero),
            layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        uikit.present(controller)
        #expect(controller.dimmingView.alpha == 1, "set inside presentationTransitionWillBegin, before the animation ends")
    }

    /// Issue 32 §2: the double passed `.presentationAnimation` for every pass of its own, so a 0-second keyboard
    /// (a hardware keyboard's notification) took another branch than on a device, where
    /// `UIView.inheritedAnimationDuration` reads 0 inside `UIView.animate(withDuration: 0)`.
    @Test(
        "the layout pass comes from the same reads: a 0-second keyboard's pass is unanimated, a settle's and a rotation's are not"
    )
    func layoutPassFromReads() {
        let (uikit, controller) = HeadlessSheetTests.presented()
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 500, width: 375, height: 312), duration: 0)
        #expect(controller.layoutPasses.last == .unanimated)
        controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: 812, width: 375, height: 0), duration: 0.25)
        #expect(controller.layoutPasses.last == .presentationAnimation)
        controller.setSelectedDetent(.large, animated: true)
        #expect(controller.layoutPasses.last == .presentationAnimation)
        uikit.resize(to: CGSize(width: 812, height: 375), safeArea: EdgeInsets(top: 0, bottom: 21))
        #expect(controller.layoutPasses.last == .systemAnimation)
        uikit.resize(to: Self.phone.size, safeArea: EdgeInsets(top: 47, bottom: 34), animated: false)
        #expect(controller.layoutPasses.last == .unanimated)
        #expect(controller.assumptionFindings.isEmpty)
    }
}
