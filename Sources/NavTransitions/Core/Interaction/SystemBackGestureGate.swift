import Foundation

/// What one of UIKit's back recognizers sees when it is about to begin (`gestureRecognizerShouldBegin(_:)`),
/// with the proxy as its delegate.
package struct SystemBackGestureRequest: Sendable, Equatable {
    /// Which recognizer asks.
    package var gesture: SystemBackGesture
    /// `viewControllers.count`; more than 1 is needed.
    package var stackCount: Int
    /// Whether a transition runs (`transitionCoordinator != nil`).
    package var isTransitionRunning: Bool
    /// The top screen's facts (whether the library runs its transition, its back button).
    package var top: SwipeBackScreen
    /// Whether the library's own swipe-back pan has begun and not come to rest (it waits for its transition,
    /// drives it or settles it): the system's recognizers and the library's pan never run together.
    package var isLibraryPanActive: Bool
    /// The scroll views under the touch (the content swipe yields to one that can scroll back).
    package var scrollViewsUnderTouch: [ScrollViewState]
    /// The navigation controller's layout direction (which way is back).
    package var layoutDirection: LayoutDirection
    /// Whether the touch is on a table row with leading swipe actions (the content swipe yields to them).
    package var touchIsOnRowWithSwipeActions: Bool

    /// Creates a request; by default no scroll view and no swipe actions under the touch, left to right.
    package init(
        gesture: SystemBackGesture,
        stackCount: Int,
        isTransitionRunning: Bool,
        top: SwipeBackScreen,
        isLibraryPanActive: Bool,
        scrollViewsUnderTouch: [ScrollViewState] = [],
        layoutDirection: LayoutDirection = .leftToRight,
        touchIsOnRowWithSwipeActions: Bool = false
    ) {
        self.gesture = gesture
        self.stackCount = stackCount
        self.isTransitionRunning = isTransitionRunning
        self.top = top
        self.isLibraryPanActive = isLibraryPanActive
        self.scrollViewsUnderTouch = scrollViewsUnderTouch
        self.layoutDirection = layoutDirection
        self.touchIsOnRowWithSwipeActions = touchIsOnRowWithSwipeActions
    }
}

/// Answers `gestureRecognizerShouldBegin(_:)` for UIKit's back recognizers while the proxy is their delegate.
///
/// Why the proxy answers at all: UIKit switches its built-in interactive pop off for a navigation delegate that
/// implements `navigationController(_:animationControllerFor:from:to:)`, even one that returns nil (reported,
/// not documented, for a decade: Open Radar 15215690, "interactivePopGestureRecognizer.delegate is not wired
/// correctly when custom transition delegate methods present"; wordpress-mobile/WordPress-iOS#6639, "once you
/// implement navigationController(_:animationControllerFor…) the navigation controller disables its
/// interactivePopGestureRecognizer"; woocommerce/woocommerce-ios#4504; software-mansion/react-native-screens#3173
/// on iOS 26: "If the method is overwritten & we return nil … the gesture recognizers won't work w/o setting the
/// delegates"). The proxy always implements it, so without this answer a plain screen could not be swiped back
/// while the proxy is installed. Apple's own apps opt back in with a private delegate method; the library
/// never implements it, and answers with public API instead: as the recognizers' delegate.
///
/// The rule, first match wins:
/// - not installed: the chained delegate's answer (the proxy should not be the delegate then; see
///   ``SystemBackGestureDelegates``);
/// - a top screen the library animates: no (``Decision/customScreen``: the proxy holds the recognizers off there
///   and its own pan swipes back); the library's pan active: no;
/// - UIKit's own delegate said yes: yes (its rules passed);
/// - UIKit's own rules for its edge swipe: more than one screen, no transition running, the back button neither
///   hidden nor replaced by left items (the app's `isEnabled` is UIKit's: a disabled recognizer asks nothing);
/// - the content swipe also yields to a scroll view under the touch that can scroll back, and to a row with
///   swipe actions (reported yield rules of iOS 26);
/// - another library's delegate that answers no: no;
/// - otherwise yes.
package enum SystemBackGestureGate {
    /// The delegate the recognizer had before the proxy, and its answer to `gestureRecognizerShouldBegin(_:)`.
    package enum Chained: Sendable, Hashable {
        /// UIKit's own object (its class comes from UIKit's bundle), with its answer: its no may be the gating
        /// above, so it does not count; its yes does.
        case uikit(answer: Bool)
        /// Another object (an app's or a library's), with its answer; nil when it does not implement the method.
        case other(answer: Bool?)
        /// No delegate (reported for a delegate that implements the animation-controller method: the radar).
        case none
    }

    /// The outcome of ``decision(for:chained:isInstalled:)``.
    package enum Decision: Sendable, Hashable, CaseIterable {
        /// The recognizer begins: UIKit's built-in interactive pop runs.
        case begin
        /// The recognizer begins because UIKit's own delegate said so.
        case uikitBegins
        /// The top screen's transition is the library's: its pan swipes it back.
        case customScreen
        /// The library's own swipe-back pan is active.
        case libraryPanActive
        /// The stack holds one screen or none.
        case nothingToPop
        /// A transition runs.
        case transitionRunning
        /// `navigationItem.hidesBackButton`.
        case backButtonHidden
        /// Left bar button items replace the back button.
        case backButtonReplaced
        /// The content swipe, over a scroll view that can still scroll back.
        case scrollViewCanScroll
        /// The content swipe, over a table row with swipe actions.
        case rowHasSwipeActions
        /// The chained delegate (another library's, or UIKit's while the proxy is not installed) said no.
        case refusedByChained

        /// Whether the recognizer begins.
        package var begins: Bool { self == .begin || self == .uikitBegins }
    }

    /// Whether UIKit's back recognizer may begin, or why not.
    package static func decision(for request: SystemBackGestureRequest, chained: Chained, isInstalled: Bool) -> Decision {
        guard isInstalled else {
            switch chained {
            case let .uikit(answer): return answer ? .uikitBegins : .refusedByChained
            case let .other(answer): return answer ?? true ? .begin : .refusedByChained
            case .none: break
            }
            return uikitRules(request) ?? .begin
        }
        guard !request.top.hasCustomTransition else { return .customScreen }
        guard !request.isLibraryPanActive else { return .libraryPanActive }
        if chained == .uikit(answer: true) { return .uikitBegins }
        if let refusal = uikitRules(request) { return refusal }
        if chained == .other(answer: false) { return .refusedByChained }
        return .begin
    }

    /// UIKit's own rules for its back swipes, and the content swipe's yield rules; nil when they allow it.
    private static func uikitRules(_ request: SystemBackGestureRequest) -> Decision? {
        guard request.stackCount > 1 else { return .nothingToPop }
        guard !request.isTransitionRunning else { return .transitionRunning }
        guard !request.top.hidesBackButton else { return .backButtonHidden }
        guard !request.top.replacesBackButton else { return .backButtonReplaced }
        guard request.gesture == .content else { return nil }
        let back = SwipeDirection.back(for: request.layoutDirection)
        if request.scrollViewsUnderTouch.contains(where: { $0.canScroll(toward: back) }) { return .scrollViewCanScroll }
        return request.touchIsOnRowWithSwipeActions ? .rowHasSwipeActions : nil
    }
}
