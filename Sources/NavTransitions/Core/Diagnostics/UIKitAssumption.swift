import Foundation

/// A UIKit behaviour NavTransitions relies on, or a setting it needs, checked where it is relied on in debug
/// builds (the UIKit layer's `AssumptionLog`): the probe reads, Core's ``AssumptionProbe`` decides, and a
/// failed assumption is logged once per kind, with its fallback and where Docs/Troubleshooting.md explains it.
package enum UIKitAssumption: String, Sendable, Hashable, CaseIterable {
    /// A transition's container holds none of the library's transient views when the transition starts.
    case containerHoldsNoLibraryViews
    /// For a push, a pop and a dismissal, UIKit has put the from-view into the container.
    case fromViewIsInContainer
    /// A transition coordinator exists where the library registers for a transition's end or animates alongside.
    case transitionCoordinatorExists
    /// In `willShow`, the navigation controller's delegate is the proxy or the wrapper it knows.
    case proxyHoldsNavigationDelegate
    /// `snapshotView(afterScreenUpdates:)` returns a view.
    case snapshotViewReturnsView
    /// UIKit asks for the interaction controller inside `popViewController(animated:)` or `dismiss(animated:)`.
    case interactionControllerAskedInsideBegin
    /// A reversed `UIViewPropertyAnimator` reports `fractionComplete` counted from its end.
    case reversedFractionCountsFromEnd
    /// `presentationControllerDidDismiss(_:)` comes after UIKit has finished the dismissal.
    case didDismissAfterDismissalFinished
    /// UIKit begins the dismissal inside `dismiss(animated:)`.
    case dismissalBeginsInsideDismiss
    /// UIKit hands the presentation controller's wrapper view to the animation as the presented screen's view.
    case presentedViewIsWrapper
    /// A screen with a `navigationTransition` is in a navigation controller with the proxy installed.
    case navigationTransitionHasProxy
    /// A screen with a `modalTransition` keeps the `.custom` style and the transitioning delegate it set.
    case modalTransitionKeepsCustomStyle
    /// A SwiftUI navigation modifier finds the `UINavigationController` its stack runs on (Apple does not
    /// document that `NavigationStack` and `NavigationView` run on one).
    case swiftUIStackRunsOnNavigationController
    /// A SwiftUI destination's `navigationControllerTransition(_:)` is declared when its push is answered: the
    /// stack's bridge exists, and laying the pushed screen out builds its content.
    case destinationDeclaresBeforePush
    /// The screen of a SwiftUI `modalTransition(_:isPresented:…)` presents nothing else when its binding asks.
    case modalPresenterIsFree
    /// `ModalTransitionDismissAction` is called inside the content of a SwiftUI modal transition.
    case dismissActionInsideModalContent
    /// A cancelled interactive pop leaves the stack as it was before the pop (UIKit radar 14794181).
    case cancelledPopRestoresStack
    /// A layout pass inside one of the presentation controller's own layout animations reads a non-zero
    /// `UIView.inheritedAnimationDuration` (a `UIViewPropertyAnimator`'s block included).
    case ownLayoutAnimationHasDuration
    /// A `present` UIKit refuses (its presenter being presented or dismissed, or out of a window) never calls its
    /// completion (widely reported, not documented): the SwiftUI modifiers treat a present that did not start as
    /// refused at once.
    case refusedPresentCallsNoCompletion
    /// A table view under the finger bounces vertically even when its rows fit (`alwaysBounceVertical`: NO by
    /// the header's default, observed YES for table views), so it must be held still while a sheet moves.
    case tableViewBouncesVertically
    /// UIKit's own delegate of a back recognizer refuses to begin on a plain screen while the navigation delegate
    /// implements the animation-controller method (reported: Open Radar 15215690 and others; the proxy answers
    /// instead). A finding: UIKit's own said yes, so this system does not gate.
    case builtInPopGatedForAnimationDelegate
    /// UIKit asks a new delegate's `responds(to:)` when it is assigned (reported: swift-navigation#259, #311).
    case delegateAnswersReadAtAssignment
    /// Assigning the delegate already in the property again makes UIKit ask its `responds(to:)` again (unknown).
    case reassigningDelegateRefreshesAnswers
    /// A back recognizer's delegate, when the proxy takes it, is UIKit's own object (the radar reports nil).
    case backGestureDelegateIsUIKitsOwn
    /// While installed, the proxy stays the delegate of UIKit's back recognizers (no other object replaced it).
    case backGestureDelegateStaysProxy

    /// The heading of Docs/Troubleshooting.md that explains the message, as a link fragment.
    package var troubleshootingAnchor: String {
        switch self {
        case .containerHoldsNoLibraryViews: return "the-container-held-views-of-an-earlier-transition"
        case .fromViewIsInContainer: return "the-from-view-was-not-in-the-container"
        case .transitionCoordinatorExists: return "no-transition-coordinator"
        case .proxyHoldsNavigationDelegate: return "another-object-held-the-navigation-delegate-in-willshow"
        case .snapshotViewReturnsView: return "snapshotview-returned-nil"
        case .interactionControllerAskedInsideBegin: return "the-interaction-controller-was-asked-for-late"
        case .reversedFractionCountsFromEnd: return "a-reversed-animators-fractioncomplete-counted-from-its-start"
        case .didDismissAfterDismissalFinished: return "presentationcontrollerdiddismiss-came-before-uikit-finished"
        case .dismissalBeginsInsideDismiss: return "the-dismissal-did-not-begin-inside-dismissanimated"
        case .presentedViewIsWrapper: return "uikit-animated-the-screens-view-instead-of-the-presentations-wrapper"
        case .navigationTransitionHasProxy: return "a-screens-navigationtransition-is-ignored"
        case .modalTransitionKeepsCustomStyle: return "a-screens-modaltransition-is-ignored"
        case .swiftUIStackRunsOnNavigationController: return "a-swiftui-navigation-modifier-found-no-navigation-controller"
        case .destinationDeclaresBeforePush: return "a-swiftui-destinations-transition-arrived-after-its-push"
        case .modalPresenterIsFree: return "a-swiftui-modal-transition-could-not-present"
        case .dismissActionInsideModalContent: return "the-modal-transitions-dismiss-action-was-called-outside-its-content"
        case .cancelledPopRestoresStack: return "a-cancelled-swipe-back-left-the-stack-wrong"
        case .ownLayoutAnimationHasDuration: return "a-layout-pass-in-the-presentations-own-animation-read-no-duration"
        case .refusedPresentCallsNoCompletion: return "a-refused-present-called-its-completion"
        case .tableViewBouncesVertically: return "a-table-view-under-the-sheet-does-not-bounce"
        case .builtInPopGatedForAnimationDelegate: return "uikits-own-back-gesture-delegate-was-not-gated"
        case .delegateAnswersReadAtAssignment: return "uikit-did-not-ask-the-proxys-respondsto-when-it-was-assigned"
        case .reassigningDelegateRefreshesAnswers: return "assigning-the-same-delegate-again-did-not-refresh-uikits-answers"
        case .backGestureDelegateIsUIKitsOwn: return "a-back-recognizers-delegate-was-not-uikits-own"
        case .backGestureDelegateStaysProxy: return "another-object-took-a-back-recognizers-delegate"
        }
    }

    /// What the library does when the assumption does not hold.
    package var fallback: String {
        switch self {
        case .containerHoldsNoLibraryViews:
            return "The new transition runs; the leftover views stay where they are."
        case .fromViewIsInContainer:
            return "The from-view is left where UIKit put it; only the views in the container move."
        case .transitionCoordinatorExists:
            return
                "Nothing waits for an end it cannot hear: the dimming is set at once, the proxy takes the transition as ended, and a gesture's driver resets at the next event that sees no transition running."
        case .proxyHoldsNavigationDelegate:
            return "The proxy forwards the call and adopts the new delegate at its next event."
        case .snapshotViewReturnsView:
            return "An empty view stands in for the snapshot."
        case .interactionControllerAskedInsideBegin:
            return "The gesture waits one main-queue turn for its transition, then lets it run without the finger."
        case .reversedFractionCountsFromEnd:
            return "The plain fraction is used; the screen may jump within the settle's course."
        case .didDismissAfterDismissalFinished:
            return "The message is sent anyway; read presentingViewController with care in it."
        case .dismissalBeginsInsideDismiss:
            return "The user dismissal is forgotten; a later dismissal is not reported as the user's."
        case .presentedViewIsWrapper:
            return "The transition animates the view UIKit handed over; corners and VoiceOver modality may be missing during it."
        case .navigationTransitionHasProxy:
            return "UIKit's own push and pop run instead."
        case .modalTransitionKeepsCustomStyle:
            return "UIKit's own presentation (or no layout, dimming and dismissal gestures) runs instead."
        case .swiftUIStackRunsOnNavigationController:
            return "The system push and pop run for that stack or screen."
        case .destinationDeclaresBeforePush:
            return "That push ran with the stack's answer; the pop and the next push use the destination's transition."
        case .modalPresenterIsFree:
            return "Nothing is presented, and the binding is set back to false (nil)."
        case .dismissActionInsideModalContent:
            return "Nothing is dismissed."
        case .cancelledPopRestoresStack:
            return "The stack the pop started from is set again, without animation, one main-queue turn later."
        case .ownLayoutAnimationHasDuration:
            return "The pass counts as unanimated: a settle in flight holds where it shows and resumes one main-queue turn later."
        case .refusedPresentCallsNoCompletion:
            return "The late completion is ignored: the binding was written back when the present did not start."
        case .tableViewBouncesVertically:
            return "Nothing changes: the sheet holds every scroll view under the finger still whether it bounces or not."
        case .builtInPopGatedForAnimationDelegate:
            return "Nothing changes: UIKit's yes is taken, and plain screens swipe back either way."
        case .delegateAnswersReadAtAssignment:
            return "Nothing changes: the proxy's answers are right before and after the assignment."
        case .reassigningDelegateRefreshesAnswers:
            return "The proxy assigns nil, then itself, so that UIKit reads its new answers."
        case .backGestureDelegateIsUIKitsOwn:
            return
                "The proxy chains to the delegate it found (none: UIKit's rules alone) and answers plain screens with UIKit's rules."
        case .backGestureDelegateStaysProxy:
            return "The other object keeps the recognizer; while it answers, a plain screen may not swipe back (UIKit's gating)."
        }
    }
}

/// A failed assumption, as a probe found it: which one, and what was read.
package struct AssumptionFinding: Sendable, Hashable {
    /// The assumption that did not hold.
    package let assumption: UIKitAssumption
    /// What was read, in a sentence (the screen's type, the operation, the views found).
    package let detail: String
    /// What makes two findings the same kind, logged once: the assumption, and for a screen's configuration
    /// the screen's type (each misconfigured type is reported once).
    package let kind: String

    /// Creates a finding; `subject` (a screen's type) makes findings about different subjects different kinds.
    package init(_ assumption: UIKitAssumption, detail: String, subject: String? = nil) {
        self.assumption = assumption
        self.detail = detail
        kind = subject.map { "\(assumption.rawValue):\($0)" } ?? assumption.rawValue
    }

    /// The message the debug build logs: what was read, the fallback, and where the documentation explains it.
    package var message: String {
        "NavTransitions: \(detail) \(assumption.fallback) See Docs/Troubleshooting.md#\(assumption.troubleshootingAnchor)"
    }
}

/// Remembers which kinds of finding were logged, so each is logged once per process.
package struct AssumptionLedger: Sendable {
    /// The unified-logging subsystem of the package's messages.
    package static let subsystem = "org.navtransitions"
    /// The unified-logging category of the assumption probes.
    package static let category = "assumptions"

    private var logged: Set<String> = []

    /// Creates an empty ledger.
    package init() {}

    /// The message to log for `finding` the first time its kind is seen; nil for nil and for a kind already logged.
    package mutating func message(for finding: AssumptionFinding?) -> String? {
        guard let finding, logged.insert(finding.kind).inserted else { return nil }
        return finding.message
    }
}
