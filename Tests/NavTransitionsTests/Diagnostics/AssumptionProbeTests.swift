import Foundation
import Testing
@testable import NavTransitions

/// The decisions of the debug builds' assumption probes (the UIKit layer only reads, asks and logs).
@Suite("Assumption probes")
struct AssumptionProbeTests {
    @Test(
        "the container: the library's transient views found before a transition are a finding; a presentation's own views are not"
    )
    func container() throws {
        #expect(AssumptionProbe.containerHoldsNoLibraryViews([], operation: .push) == nil)
        #expect(
            AssumptionProbe.containerHoldsNoLibraryViews(
                [.presentationDimming, .presentationWrapper, .ownerObserver], operation: .dismiss) == nil)
        let finding = try #require(
            AssumptionProbe.containerHoldsNoLibraryViews(
                [.presentationDimming, .transitionDimming, .zoomFlyingView],
                operation: .pop))
        #expect(finding.assumption == .containerHoldsNoLibraryViews)
        #expect(
            finding.detail
                == "before a pop started, its container already held a transition's dimming view, the zoom's flying view.")
    }

    @Test(
        "the views an animation controller makes are marked by kind: the style's dimming view and the reveal's mask; it makes no other"
    )
    func viewsMadeByTheAnimator() {
        #expect(LibraryViewKind(madeByTheAnimatorFor: .dimmingView) == .transitionDimming)
        #expect(LibraryViewKind(madeByTheAnimatorFor: .maskView) == .transitionMask)
        let others: [TransitionRole] = [.fromView, .toView, .flyingView, .flyingImage, .zoomSource, .zoomedPhotoView]
        #expect(others.map { LibraryViewKind(madeByTheAnimatorFor: $0) } == Array(repeating: nil, count: 6))
    }

    @Test(
        "the from-view must be in the container for a push, a pop and a dismissal; a presentation's stays outside",
        arguments: TransitionOperation.allCases)
    func fromView(_ operation: TransitionOperation) {
        #expect(
            AssumptionProbe.fromViewIsInContainer(operation: operation, hasFromView: true, fromViewIsInContainer: true) == nil)
        #expect(
            AssumptionProbe.fromViewIsInContainer(operation: operation, hasFromView: false, fromViewIsInContainer: false) == nil)
        let outside = AssumptionProbe.fromViewIsInContainer(operation: operation, hasFromView: true, fromViewIsInContainer: false)
        #expect((outside == nil) == (operation == .present))
        #expect(outside.map(\.assumption) == (operation == .present ? nil : .fromViewIsInContainer))
    }

    @Test("a missing coordinator, or one that refuses the alongside work, is a finding naming the use")
    func coordinator() {
        #expect(AssumptionProbe.transitionCoordinator(exists: true, for: .navigationTransitionEnd) == nil)
        #expect(AssumptionProbe.transitionCoordinator(exists: true, queued: true, for: .dimmingAlongsideTransition) == nil)
        let missing = AssumptionProbe.transitionCoordinator(exists: false, for: .interactiveTransitionEnd)
        #expect(
            missing?.detail
                == "no transition coordinator was there for the swipe back or the dismiss pan to hear the end of its transition.")
        let refused = AssumptionProbe.transitionCoordinator(exists: true, queued: false, for: .dimmingAlongsideTransition)
        #expect(refused?.assumption == .transitionCoordinatorExists)
        #expect(refused?.kind == missing?.kind, "one kind: logged once")
    }

    @Test("in willShow the proxy or its wrapper holds the delegate while installed")
    func willShow() {
        #expect(AssumptionProbe.proxyHoldsNavigationDelegate(DelegateSlot<Int>.proxy, isInstalled: true) == nil)
        #expect(AssumptionProbe.proxyHoldsNavigationDelegate(DelegateSlot<Int>.wrapper(1), isInstalled: true) == nil)
        #expect(
            AssumptionProbe.proxyHoldsNavigationDelegate(DelegateSlot<Int>.app(1), isInstalled: false) == nil,
            "handed back: the app's")
        #expect(
            AssumptionProbe.proxyHoldsNavigationDelegate(DelegateSlot<Int>.app(1), isInstalled: true)?.assumption
                == .proxyHoldsNavigationDelegate)
        #expect(
            AssumptionProbe.proxyHoldsNavigationDelegate(DelegateSlot<Int>.none, isInstalled: true)?.assumption
                == .proxyHoldsNavigationDelegate)
    }

    @Test("snapshotView returning nil is a finding")
    func snapshot() {
        #expect(AssumptionProbe.snapshotViewReturnedView(true, for: .reorderLiftedImage) == nil)
        #expect(
            AssumptionProbe.snapshotViewReturnedView(false, for: .zoomFlyingImage)?.detail
                == "snapshotView(afterScreenUpdates:) returned nil for the zoom's flying image.")
    }

    @Test("the vending check the driver schedules is exactly the finding that UIKit did not ask inside the begin call")
    func vending() {
        #expect(
            AssumptionProbe.interactionControllerAskedInsideBegin(.checkVendingNextTurn)?.assumption
                == .interactionControllerAskedInsideBegin)
        for command: PanInteractionCommand in [
            .beginTransition, .update(progress: 0.5), .finish(initialVelocity: 1), .cancel(initialVelocity: 0),
            .runForward(fractionComplete: 0.3),
        ] {
            #expect(AssumptionProbe.interactionControllerAskedInsideBegin(command) == nil)
        }
        // The driver issues it when a transition began without vending the interaction.
        var driver = PanInteractionDriver(direction: .right)
        _ = driver.gestureBegan(distance: 375, animator: nil)
        let commands = driver.beginTransitionReturned(started: true)
        #expect(commands.contains { AssumptionProbe.interactionControllerAskedInsideBegin($0) != nil })
    }

    /// A driver released at 0.5 and settling toward `completion`.
    static func settling(_ completion: InteractiveCompletion) -> PanInteractionDriver {
        var driver = PanInteractionDriver(direction: .right)
        _ = driver.gestureBegan(distance: 100, animator: nil)
        driver.animationControllerAssigned()
        _ = driver.transitionStarted()
        _ = driver.gestureChanged(translation: CGPoint(x: 50, y: 0))
        _ = driver.gestureEnded(
            translation: CGPoint(x: 50, y: 0), velocity: CGPoint(x: completion == .finish ? 2_000 : -2_000, y: 0))
        return driver
    }

    @Test("a reversed reading that only makes sense counted from the start is a finding; one counted from the end is not")
    func reversedFraction() {
        let cancelling = Self.settling(.cancel)
        #expect(cancelling.isSettling)
        // Cancelling from 0.5: the course is 0...0.5. Counted from the end, 0.8 reads 0.2 (inside): holds.
        #expect(
            AssumptionProbe.reversedFractionCountsFromEnd(.init(fractionComplete: 0.8, isReversed: true), driver: cancelling)
                == nil)
        // 0.3 counted from the end is 0.7 (outside), the plain 0.3 inside: the assumption did not hold.
        #expect(
            AssumptionProbe.reversedFractionCountsFromEnd(.init(fractionComplete: 0.3, isReversed: true), driver: cancelling)?
                .assumption
                == .reversedFractionCountsFromEnd)
        #expect(
            AssumptionProbe.reversedFractionCountsFromEnd(.init(fractionComplete: 0.3, isReversed: false), driver: cancelling)
                == nil)
        #expect(
            AssumptionProbe.reversedFractionCountsFromEnd(.init(fractionComplete: .nan, isReversed: true), driver: cancelling)
                == nil)
        #expect(AssumptionProbe.reversedFractionCountsFromEnd(nil, driver: cancelling) == nil)
        #expect(
            AssumptionProbe.reversedFractionCountsFromEnd(
                .init(fractionComplete: 0.3, isReversed: true),
                driver: PanInteractionDriver(direction: .right)) == nil, "not settling")
    }

    @Test("presentation: didDismiss after UIKit finished, the dismissal begun inside dismiss, the wrapper handed over")
    func presentation() {
        #expect(AssumptionProbe.didDismissAfterDismissalFinished(presentedStillHasPresenter: false) == nil)
        #expect(
            AssumptionProbe.didDismissAfterDismissalFinished(presentedStillHasPresenter: true)?.assumption
                == .didDismissAfterDismissalFinished)
        #expect(AssumptionProbe.dismissalBeganInsideDismiss(isBeingDismissed: true) == nil)
        #expect(AssumptionProbe.dismissalBeganInsideDismiss(isBeingDismissed: false)?.assumption == .dismissalBeginsInsideDismiss)
        #expect(
            AssumptionProbe.presentedViewIsWrapper(operation: .present, isLibraryPresentation: true, viewIsWrapper: true) == nil)
        #expect(
            AssumptionProbe.presentedViewIsWrapper(operation: .present, isLibraryPresentation: false, viewIsWrapper: false) == nil
        )
        #expect(
            AssumptionProbe.presentedViewIsWrapper(operation: .dismiss, isLibraryPresentation: true, viewIsWrapper: false) == nil)
        #expect(
            AssumptionProbe.presentedViewIsWrapper(operation: .present, isLibraryPresentation: true, viewIsWrapper: false)?
                .assumption
                == .presentedViewIsWrapper)
    }

    @Test("a navigationTransition without a proxy names the screen's type and the fix; one kind per type")
    func navigationTransitionIgnored() throws {
        #expect(
            AssumptionProbe.navigationTransitionHasProxy(screenType: "Detail", isInNavigationController: true, hasProxy: true)
                == nil)
        #expect(
            AssumptionProbe.navigationTransitionHasProxy(screenType: "Detail", isInNavigationController: false, hasProxy: false)
                == nil)
        #expect(
            AssumptionProbe.navigationTransitionHasProxy(
                screenType: "Detail", hasNavigationTransition: false, isInNavigationController: true,
                hasProxy: false) == nil, "set back to nil meanwhile")
        let finding = try #require(
            AssumptionProbe.navigationTransitionHasProxy(screenType: "Detail", isInNavigationController: true, hasProxy: false))
        #expect(
            finding.message == "NavTransitions: Detail's navigationTransition is ignored: its navigation controller has no "
                + "NavigationDelegateProxy. Use a TransitionNavigationController, or call NavigationDelegateProxy.install(on:) before pushing. "
                + "UIKit's own push and pop run instead. See Docs/Troubleshooting.md#a-screens-navigationtransition-is-ignored")
        let other = try #require(
            AssumptionProbe.navigationTransitionHasProxy(screenType: "Settings", isInNavigationController: true, hasProxy: false))
        #expect(finding.kind != other.kind)
    }

    @Test("a modalTransition whose style or delegate was changed afterwards names what changed and the fix")
    func modalTransitionIgnored() throws {
        #expect(
            AssumptionProbe.modalTransitionKeepsCustomStyle(screenType: "Sheet", isCustomStyle: true, hasLibraryDelegate: true)
                == nil)
        #expect(
            AssumptionProbe.modalTransitionKeepsCustomStyle(
                screenType: "Sheet", hasModalTransition: false, isCustomStyle: false,
                hasLibraryDelegate: false) == nil, "set back to nil: .automatic on purpose")
        let style = try #require(
            AssumptionProbe.modalTransitionKeepsCustomStyle(screenType: "Sheet", isCustomStyle: false, hasLibraryDelegate: true))
        #expect(
            style.detail
                == "Sheet's modalTransition is ignored: its modalPresentationStyle was changed after modalTransition was set. "
                + "Set modalTransition last.")
        let delegate = try #require(
            AssumptionProbe.modalTransitionKeepsCustomStyle(screenType: "Sheet", isCustomStyle: true, hasLibraryDelegate: false))
        #expect(delegate.detail.contains("its transitioningDelegate was changed"))
        #expect(style.kind == delegate.kind, "one kind per screen type")
    }

    @Test("the ledger logs each kind once, and nothing for a nil finding")
    func ledger() throws {
        var ledger = AssumptionLedger()
        #expect(ledger.message(for: nil) == nil)
        let finding = try #require(AssumptionProbe.snapshotViewReturnedView(false, for: .zoomFlyingImage))
        #expect(ledger.message(for: finding) == finding.message)
        #expect(ledger.message(for: finding) == nil)
        #expect(
            ledger.message(for: AssumptionProbe.snapshotViewReturnedView(false, for: .reorderLiftedImage)) == nil, "same kind")
        #expect(ledger.message(for: AssumptionProbe.dismissalBeganInsideDismiss(isBeingDismissed: false)) != nil)
        #expect(AssumptionLedger.subsystem == "org.navtransitions")
    }

    // MARK: The documentation

    /// Docs/Troubleshooting.md, read from the repository.
    static func troubleshooting() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Docs/Troubleshooting.md"), encoding: .utf8)
    }

    /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
    }

    @Test("a pass in the presentation's own animation of some duration must read a duration; one of 0 s need not")
    func ownLayoutAnimationDuration() {
        #expect(AssumptionProbe.ownLayoutAnimationHasDuration(0.4, inherited: 0.4) == nil)
        #expect(AssumptionProbe.ownLayoutAnimationHasDuration(0, inherited: 0) == nil, "a keyboard notification of 0 s")
        #expect(AssumptionProbe.ownLayoutAnimationHasDuration(0, inherited: 0.3) == nil)
        #expect(AssumptionProbe.ownLayoutAnimationHasDuration(0.4, inherited: 0)?.assumption == .ownLayoutAnimationHasDuration)
        #expect(AssumptionProbe.ownLayoutAnimationHasDuration(0.4, inherited: .nan)?.assumption == .ownLayoutAnimationHasDuration)
    }

    @Test(
        "Docs/Troubleshooting.md has the heading each message links to, and names each message's fallback",
        arguments: UIKitAssumption.allCases)
    func documented(_ assumption: UIKitAssumption) throws {
        let text = try Self.troubleshooting()
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
            Self.anchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
        }
        #expect(headings.contains(assumption.troubleshootingAnchor), "no heading for #\(assumption.troubleshootingAnchor)")
        #expect(text.contains(assumption.fallback), "the fallback of \(assumption) is not in the document")
    }

    // MARK: UIKit's back gestures and the delegate's answers

    @Test(
        "UIKit's own back-gesture delegate saying yes on a plain screen is a finding (the gating is reported); any other answer or decision is not"
    )
    func builtInPopGating() throws {
        #expect(AssumptionProbe.builtInPopGatedForAnimationDelegate(.uikit(answer: false), decision: .begin) == nil)
        #expect(AssumptionProbe.builtInPopGatedForAnimationDelegate(.uikit(answer: true), decision: .customScreen) == nil)
        #expect(AssumptionProbe.builtInPopGatedForAnimationDelegate(.other(answer: true), decision: .uikitBegins) == nil)
        #expect(AssumptionProbe.builtInPopGatedForAnimationDelegate(.none, decision: .uikitBegins) == nil)
        let finding = try #require(
            AssumptionProbe.builtInPopGatedForAnimationDelegate(.uikit(answer: true), decision: .uikitBegins))
        #expect(finding.assumption == .builtInPopGatedForAnimationDelegate)
        #expect(finding.detail.hasPrefix("UIKit's own back-gesture delegate let a plain screen's swipe back begin"))
    }

    @Test("UIKit not asking the proxy's responds(to:) at assignment, or again on a reassignment, is a finding; asking is not")
    func delegateAnswersRead() throws {
        #expect(AssumptionProbe.delegateAnswersReadAtAssignment(queried: true) == nil)
        let atAssignment = try #require(AssumptionProbe.delegateAnswersReadAtAssignment(queried: false))
        #expect(atAssignment.assumption == .delegateAnswersReadAtAssignment)
        #expect(AssumptionProbe.reassigningDelegateRefreshesAnswers(queried: true) == nil)
        let again = try #require(AssumptionProbe.reassigningDelegateRefreshesAnswers(queried: false))
        #expect(again.assumption == .reassigningDelegateRefreshesAnswers)
        #expect(
            again.detail
                == "assigning the proxy again as the delegate it already was did not make UIKit ask its responds(to:) again.")
    }

    @Test("a back recognizer's delegate that is not UIKit's own (nil, or another object) is a finding per recognizer and kind")
    func backGestureDelegateFound() throws {
        #expect(AssumptionProbe.backGestureDelegateFound(.edge, isNil: false, isUIKitsOwn: true) == nil)
        let none = try #require(AssumptionProbe.backGestureDelegateFound(.edge, isNil: true, isUIKitsOwn: false))
        #expect(none.assumption == .backGestureDelegateIsUIKitsOwn)
        #expect(none.detail == "interactivePopGestureRecognizer had no delegate when the proxy took it.")
        let other = try #require(AssumptionProbe.backGestureDelegateFound(.content, isNil: false, isUIKitsOwn: false))
        #expect(other.detail.hasPrefix("interactiveContentPopGestureRecognizer had a delegate that is not UIKit's own"))
        #expect(none.kind == "backGestureDelegateIsUIKitsOwn:interactivePopGestureRecognizer:true")
        #expect(other.kind == "backGestureDelegateIsUIKitsOwn:interactiveContentPopGestureRecognizer:false")
    }

    @Test(
        "another object holding a back recognizer the proxy took is a finding while installed; a slot the proxy never held is not"
    )
    func backGestureDelegatesHeld() throws {
        #expect(
            AssumptionProbe.backGestureDelegatesHeld(
                [(.edge, isProxy: true, held: true), (.content, isProxy: false, held: false)],
                isInstalled: true) == nil)
        #expect(AssumptionProbe.backGestureDelegatesHeld([(.edge, isProxy: false, held: true)], isInstalled: false) == nil)
        let taken = try #require(
            AssumptionProbe.backGestureDelegatesHeld(
                [(.edge, isProxy: true, held: true), (.content, isProxy: false, held: true)],
                isInstalled: true))
        #expect(taken.assumption == .backGestureDelegateStaysProxy)
        #expect(
            taken.detail
                == "another object replaced the proxy as the delegate of interactiveContentPopGestureRecognizer while the proxy is installed."
        )
    }
}
