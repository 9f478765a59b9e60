import Foundation

/// The decisions of the debug builds' assumption probes: given what the UIKit layer read at the moment it
/// relies on an assumption, does the assumption hold? Each returns nil when it does, and the finding to log
/// when it does not. Pure functions of what was read; the UIKit layer only reads, asks and logs.
package enum AssumptionProbe {
    /// Where the library needs a transition coordinator.
    package enum CoordinatorUse: String, Sendable, Hashable {
        /// The presentation's dimming view animates alongside a presentation or a dismissal.
        case dimmingAlongsideTransition = "the dimming to animate alongside the transition"
        /// The navigation proxy registers for the end of a transition it must wait for.
        case navigationTransitionEnd = "the navigation proxy to hear the end of the transition"
        /// A pan-driven interaction registers for the end of the transition it drives.
        case interactiveTransitionEnd = "the swipe back or the dismiss pan to hear the end of its transition"
        /// The zoom's pinch and drag register for the end of the dismissal they drive.
        case zoomDismissalEnd = "the zoom's pinch and drag to hear the end of their dismissal"
        /// A SwiftUI modal transition waits for its presenter's other presentation to be dismissed.
        case presenterDismissal = "a SwiftUI modal transition to hear the end of its presenter's other dismissal"
        /// A SwiftUI modal transition waits for its presenter's own presentation or dismissal to end.
        case presenterTransition = "a SwiftUI modal transition to hear the end of its presenter's own transition"
    }

    /// Where a snapshot is taken.
    package enum SnapshotUse: String, Sendable, Hashable {
        /// The zoom's flying image, when neither end has an image.
        case zoomFlyingImage = "the zoom's flying image"
        /// The lifted image of a reordered cell.
        case reorderLiftedImage = "a reordered cell's lifted image"
    }

    /// Before a transition's setup: the container holds no transient view the library added (one left by an
    /// earlier transition would mean that transition did not clean up, or two run in one container).
    package static func containerHoldsNoLibraryViews(
        _ found: [LibraryViewKind], operation: TransitionOperation
    ) -> AssumptionFinding? {
        let transient = found.filter(\.isTransient)
        guard !transient.isEmpty else { return nil }
        let names = transient.map(\.description).joined(separator: ", ")
        return AssumptionFinding(
            .containerHoldsNoLibraryViews,
            detail: "before a \(operation) started, its container already held \(names).")
    }

    /// When the transition reads its views: for a push, a pop and a dismissal, a from-view UIKit hands over
    /// is already in the container (a presentation's from-view, when there is one, stays outside).
    package static func fromViewIsInContainer(
        operation: TransitionOperation, hasFromView: Bool, fromViewIsInContainer: Bool
    ) -> AssumptionFinding? {
        guard operation != .present, hasFromView, !fromViewIsInContainer else { return nil }
        return AssumptionFinding(
            .fromViewIsInContainer,
            detail: "UIKit started a \(operation) with the from-view outside the transition's container.")
    }

    /// Where a coordinator is needed: `exists` is whether `transitionCoordinator` was non-nil, `queued` whether
    /// `animate(alongsideTransition:completion:)` accepted the work (true when there was nothing to ask).
    package static func transitionCoordinator(exists: Bool, queued: Bool = true, for use: CoordinatorUse) -> AssumptionFinding? {
        if !exists {
            return AssumptionFinding(
                .transitionCoordinatorExists, detail: "no transition coordinator was there for \(use.rawValue).")
        }
        guard queued else {
            return AssumptionFinding(
                .transitionCoordinatorExists,
                detail:
                    "the transition coordinator refused the work for \(use.rawValue) (animate(alongsideTransition:) returned false)."
            )
        }
        return nil
    }

    /// In `willShow`, after the proxy's bookkeeping for the call: while installed, the delegate property
    /// holds the proxy or the wrapper it forwards through.
    package static func proxyHoldsNavigationDelegate<Delegate>(
        _ slot: DelegateSlot<Delegate>, isInstalled: Bool
    ) -> AssumptionFinding? {
        guard isInstalled else { return nil }
        switch slot {
        case .proxy, .wrapper:
            return nil
        case .app:
            return AssumptionFinding(
                .proxyHoldsNavigationDelegate,
                detail: "in willShow the navigation controller's delegate was another object, not the installed proxy.")
        case .none:
            return AssumptionFinding(
                .proxyHoldsNavigationDelegate,
                detail: "in willShow the navigation controller's delegate was nil while the proxy is installed.")
        }
    }

    /// After `snapshotView(afterScreenUpdates:)`: it returned a view.
    package static func snapshotViewReturnedView(_ returned: Bool, for use: SnapshotUse) -> AssumptionFinding? {
        returned
            ? nil
            : AssumptionFinding(
                .snapshotViewReturnsView, detail: "snapshotView(afterScreenUpdates:) returned nil for \(use.rawValue).")
    }

    /// A pan-driven interaction's command: ``PanInteractionCommand/checkVendingNextTurn`` is issued exactly when
    /// UIKit did not ask for the interaction controller inside the begin call.
    package static func interactionControllerAskedInsideBegin(_ command: PanInteractionCommand) -> AssumptionFinding? {
        guard command == .checkVendingNextTurn else { return nil }
        return AssumptionFinding(
            .interactionControllerAskedInsideBegin,
            detail: "a transition began (popViewController or dismiss returned) without asking for its interaction controller.")
    }

    /// A grab of a settling transition read its animator: reversed, the reading is assumed to count from the
    /// end. It does not hold when that reading lies outside the settle's course while the plain fraction lies
    /// inside (``PanInteractionDriver/grabbedProgress(_:completion:releaseProgress:)`` then uses the plain one).
    package static func reversedFractionCountsFromEnd(
        _ reading: PanInteractionDriver.AnimatorReading?, driver: PanInteractionDriver
    ) -> AssumptionFinding? {
        guard let reading, reading.isReversed, case let .settling(completion) = driver.session.phase,
            let assumed = InteractionSession.grabbedProgress(fractionComplete: reading.fractionComplete, isReversed: true)
        else { return nil }
        let release = driver.session.progress.clamped(to: 0...1)
        let course = completion == .finish ? release...1 : 0...release
        guard !course.contains(assumed), course.contains(reading.fractionComplete.clamped(to: 0...1)) else { return nil }
        return AssumptionFinding(
            .reversedFractionCountsFromEnd,
            detail: "a reversed animator reported fractionComplete \(reading.fractionComplete), counted from its start.")
    }

    /// When `presentationControllerDidDismiss(_:)` is sent: UIKit has finished, so the screen no longer has
    /// a presenting view controller.
    package static func didDismissAfterDismissalFinished(presentedStillHasPresenter: Bool) -> AssumptionFinding? {
        guard presentedStillHasPresenter else { return nil }
        return AssumptionFinding(
            .didDismissAfterDismissalFinished,
            detail: "presentationControllerDidDismiss was due while the screen still had a presenting view controller.")
    }

    /// Right after a user dismissal called `dismiss(animated:)`: UIKit is dismissing the screen.
    package static func dismissalBeganInsideDismiss(isBeingDismissed: Bool) -> AssumptionFinding? {
        guard !isBeingDismissed else { return nil }
        return AssumptionFinding(
            .dismissalBeginsInsideDismiss,
            detail: "dismiss(animated:) returned and the screen was not being dismissed.")
    }

    /// When a presentation's animation reads its views: with the library's presentation controller, the
    /// presented side's view is that controller's wrapper.
    package static func presentedViewIsWrapper(
        operation: TransitionOperation, isLibraryPresentation: Bool, viewIsWrapper: Bool
    ) -> AssumptionFinding? {
        guard operation == .present, isLibraryPresentation, !viewIsWrapper else { return nil }
        return AssumptionFinding(
            .presentedViewIsWrapper,
            detail: "UIKit handed the presented screen's own view to the animation, not the presentation controller's wrapper.")
    }

    /// One main-queue turn after a screen's `navigationTransition` was set: a screen that still has one and
    /// is in a navigation controller has the proxy installed there (else the push and the pop are UIKit's own).
    package static func navigationTransitionHasProxy(
        screenType: String, hasNavigationTransition: Bool = true, isInNavigationController: Bool,
        hasProxy: Bool
    ) -> AssumptionFinding? {
        guard hasNavigationTransition, isInNavigationController, !hasProxy else { return nil }
        return AssumptionFinding(
            .navigationTransitionHasProxy,
            detail: "\(screenType)'s navigationTransition is ignored: its navigation controller has no NavigationDelegateProxy. "
                + "Use a TransitionNavigationController, or call NavigationDelegateProxy.install(on:) before pushing.",
            subject: screenType
        )
    }

    /// One main-queue turn after a screen's `modalTransition` was set, and when its presentation asks for an
    /// animation: a screen that still has one still has the `.custom` style and the library's transitioning delegate.
    package static func modalTransitionKeepsCustomStyle(
        screenType: String, hasModalTransition: Bool = true, isCustomStyle: Bool,
        hasLibraryDelegate: Bool
    ) -> AssumptionFinding? {
        guard hasModalTransition, !isCustomStyle || !hasLibraryDelegate else { return nil }
        let changed = isCustomStyle ? "transitioningDelegate" : "modalPresentationStyle"
        return AssumptionFinding(
            .modalTransitionKeepsCustomStyle,
            detail: "\(screenType)'s modalTransition is ignored: its \(changed) was changed after modalTransition was set. "
                + "Set modalTransition last.",
            subject: screenType
        )
    }

    // MARK: SwiftUI

    /// The modifier a SwiftUI navigation marker placed as `placement` belongs to, for messages.
    package static func navigationModifierName(_ placement: NavigationControllerLocation.Placement) -> String {
        switch placement {
        case .onStack: return "defaultNavigationControllerTransition(_:)"
        case .inScreen: return "navigationControllerTransition(_:)"
        }
    }

    /// After a SwiftUI navigation marker searched for its navigation controller (Core's
    /// ``NavigationControllerLocation``): found (`miss` nil), or not in a hierarchy yet (searched again later),
    /// the assumption holds; any other miss means the modifier cannot apply, each kind with its fix.
    package static func navigationModifierFoundStack(
        miss: NavigationControllerLocation.Miss?,
        placement: NavigationControllerLocation.Placement
    ) -> AssumptionFinding? {
        let modifier = navigationModifierName(placement)
        let detail: String
        switch miss {
        case nil, .notInHierarchy?:
            return nil
        case .splitView?:
            detail =
                "\(modifier) is on a NavigationView that shows columns (a split view): its screens appear in columns, "
                + "they are not pushed. Use .navigationViewStyle(.stack), or NavigationStack."
        case .ambiguous?:
            detail =
                "\(modifier) found two navigation stacks of its size beside it and uses neither: "
                + "put it on one NavigationStack, or on the root view inside it."
        case .noNavigationController?:
            detail = "\(modifier) is not on or inside a NavigationStack or NavigationView: no navigation controller was found."
        }
        return AssumptionFinding(
            .swiftUIStackRunsOnNavigationController, detail: detail, subject: "\(modifier):\(String(describing: miss))")
    }

    /// When a SwiftUI destination declares its transition: it did so before its push was answered (not
    /// `arrivedLate`, Core's ``ScreenTransitionChoice/arrivedLate(previous:pushedWith:now:)``). Late because the
    /// stack had no bridge yet (`stackWasPrepared` false: no modifier had reached the stack, so nothing of
    /// NavTransitions was installed when UIKit asked), the fix is the stack's modifier; otherwise the
    /// destination's content was not built by its layout in time.
    package static func destinationDeclaredBeforePush(arrivedLate: Bool, stackWasPrepared: Bool) -> AssumptionFinding? {
        guard arrivedLate else { return nil }
        if !stackWasPrepared {
            return AssumptionFinding(
                .destinationDeclaresBeforePush,
                detail:
                    "a destination's navigationControllerTransition(_:) reached its stack after its push: nothing of NavTransitions "
                    + "was installed on that stack yet. Put defaultNavigationControllerTransition(_:) on the NavigationStack "
                    + "(nil keeps the system animation for the other screens).",
                subject: "unprepared stack"
            )
        }
        return AssumptionFinding(
            .destinationDeclaresBeforePush,
            detail: "a destination's navigationControllerTransition(_:) was declared after its push was answered: "
                + "laying the pushed screen out did not build its content in time.",
            subject: "late content"
        )
    }

    /// When a modal modifier applied a present: refused because the presenter shows another screen that stays
    /// (Core's ``PresentAttempt/refused``).
    package static func modalPresenterIsFree(_ attempt: PresentAttempt) -> AssumptionFinding? {
        switch attempt {
        case .refused:
            return AssumptionFinding(
                .modalPresenterIsFree,
                detail:
                    "modalTransition(_:isPresented:) or modalTransition(_:item:) could not present: its screen already presents "
                    + "another one (a sheet, an alert, a menu)."
            )
        case .didNotStart:
            return AssumptionFinding(
                .modalPresenterIsFree,
                detail: "modalTransition(_:isPresented:) or modalTransition(_:item:) called present, and UIKit did not start the "
                    + "presentation (\"Attempt to present …\" in the console: its screen was in a transition or out of a window).",
                subject: "did not start"
            )
        case .present, .waitForOtherDismissal, .waitForPresenter, .waitForPresenterTransition, .waitForWindow, .contentGone:
            return nil
        }
    }

    /// When the completion of a modal modifier's present runs: `isPresenting` false means the present was taken
    /// as refused (it had not started when `present` returned), and UIKit called its completion after all.
    package static func refusedPresentCallsNoCompletion(isPresenting: Bool) -> AssumptionFinding? {
        guard !isPresenting else { return nil }
        return AssumptionFinding(
            .refusedPresentCallsNoCompletion,
            detail: "the completion of a present that had not started when present(_:animated:completion:) returned was called.")
    }

    /// When a sheet's pan begins over a table view: the model holds it still because table views are observed to
    /// bounce vertically when their rows fit (`alwaysBounceVertical`, NO by UIScrollView.h's default).
    package static func tableViewBouncesVertically(_ alwaysBounceVertical: Bool) -> AssumptionFinding? {
        guard !alwaysBounceVertical else { return nil }
        return AssumptionFinding(
            .tableViewBouncesVertically,
            detail: "a table view under a sheet's pan has alwaysBounceVertical false.")
    }

    /// When the modal transitions' dismiss action is called: inside the content it dismisses, or outside any.
    package static func dismissActionInsideModalContent(_ isInside: Bool) -> AssumptionFinding? {
        guard !isInside else { return nil }
        return AssumptionFinding(
            .dismissActionInsideModalContent,
            detail: "ModalTransitionDismissAction was called outside the content of modalTransition(_:isPresented:) or "
                + "modalTransition(_:item:)."
        )
    }

    /// One main-queue turn after a cancelled interactive pop, when ``CancelledPopStackRepair`` found the stack
    /// wrong (UIKit radar 14794181) and restores it: `stack` and `restored` are the screens' type names,
    /// root first. Always a finding: Core compared the screens themselves (two screens may share a type).
    package static func cancelledPopLeftStack(_ stack: [String], restored: [String]) -> AssumptionFinding {
        AssumptionFinding(
            .cancelledPopRestoresStack,
            detail:
                "a cancelled interactive pop left the stack [\(stack.joined(separator: ", "))] instead of [\(restored.joined(separator: ", "))]."
        )
    }

    /// A layout pass inside one of the presentation controller's own layout animations, made with `duration`
    /// seconds: UIKit is assumed to report that animation through `UIView.inheritedAnimationDuration` (`inherited`)
    /// inside its block, which ``PresentationSession/LayoutPass`` relies on. An animation of no duration (a keyboard
    /// notification of 0 s) expects none.
    package static func ownLayoutAnimationHasDuration(_ duration: TimeInterval, inherited: TimeInterval) -> AssumptionFinding? {
        guard duration > 0, !(inherited > 0) else { return nil }
        return AssumptionFinding(
            .ownLayoutAnimationHasDuration,
            detail:
                "a layout pass inside the presentation's own \(duration)-second animation read UIView.inheritedAnimationDuration \(inherited)."
        )
    }

    // MARK: UIKit's back gestures and the delegate's answers

    /// When one of UIKit's back recognizers asked the proxy to begin on a plain screen: UIKit's own delegate (the
    /// one chained to) is assumed to refuse while the navigation delegate implements the animation-controller
    /// method (the reported gating, ``SystemBackGestureGate``). A finding when it said yes.
    package static func builtInPopGatedForAnimationDelegate(
        _ chained: SystemBackGestureGate.Chained,
        decision: SystemBackGestureGate.Decision
    ) -> AssumptionFinding? {
        guard decision == .uikitBegins, chained == .uikit(answer: true) else { return nil }
        return AssumptionFinding(
            .builtInPopGatedForAnimationDelegate,
            detail: "UIKit's own back-gesture delegate let a plain screen's swipe back begin although the proxy implements "
                + "navigationController(_:animationControllerFor:from:to:): this system does not gate the built-in pop.")
    }

    /// Right after the proxy was assigned as `delegate`: UIKit asked its `responds(to:)` for the orientation methods
    /// (`queried`), as it is reported to read every answer at assignment.
    package static func delegateAnswersReadAtAssignment(queried: Bool) -> AssumptionFinding? {
        guard !queried else { return nil }
        return AssumptionFinding(
            .delegateAnswersReadAtAssignment,
            detail: "UIKit did not ask the proxy's responds(to:) for the orientation methods when it was assigned as delegate.")
    }

    /// After the proxy, already the `delegate`, was assigned again (its answers changed): whether UIKit asked its
    /// `responds(to:)` again (`queried`).
    package static func reassigningDelegateRefreshesAnswers(queried: Bool) -> AssumptionFinding? {
        guard !queried else { return nil }
        return AssumptionFinding(
            .reassigningDelegateRefreshesAnswers,
            detail: "assigning the proxy again as the delegate it already was did not make UIKit ask its responds(to:) again.")
    }

    /// When the proxy takes a back recognizer's delegate: what was there (nil, UIKit's own, or another object).
    package static func backGestureDelegateFound(
        _ gesture: SystemBackGesture, isNil: Bool, isUIKitsOwn: Bool
    ) -> AssumptionFinding? {
        if isUIKitsOwn { return nil }
        let what =
            isNil
            ? "had no delegate"
            : "had a delegate that is not UIKit's own (an app's or another library's), which the proxy chains to"
        return AssumptionFinding(
            .backGestureDelegateIsUIKitsOwn, detail: "\(gesture) \(what) when the proxy took it.",
            subject: "\(gesture):\(isNil)")
    }

    /// In `willShow` while installed: each back recognizer the proxy took still has the proxy as its delegate.
    /// `recognizers`: each gesture, whether its delegate is the proxy, whether the proxy holds its slot.
    package static func backGestureDelegatesHeld(
        _ recognizers: [(SystemBackGesture, isProxy: Bool, held: Bool)],
        isInstalled: Bool
    ) -> AssumptionFinding? {
        guard isInstalled, let taken = recognizers.first(where: { $0.held && !$0.isProxy }) else { return nil }
        return AssumptionFinding(
            .backGestureDelegateStaysProxy,
            detail: "another object replaced the proxy as the delegate of \(taken.0) while the proxy is installed.",
            subject: "\(taken.0)")
    }
}
