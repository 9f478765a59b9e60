#if canImport(UIKit)
import UIKit

/// How a screen is pushed onto a navigation stack and popped off it.
///
/// Set it on the screen before pushing it: `detail.navigationTransition = .slide`. The push uses it and
/// the matching pop uses its reverse, including an interactive swipe back. Screens without one get the
/// system animation and the system swipe back. Runs in a ``TransitionNavigationController`` (or any
/// navigation controller with ``NavigationDelegateProxy`` installed).
///
/// A value: `Sendable`, usable from any context, so an app can name its transitions once —
///
/// ```swift
/// enum Transitions {
///     static let detail = NavigationControllerTransition.slide
///     static let checkout = NavigationControllerTransition(style: .cover(edge: .bottom), swipeBackArea: nil)
/// }
/// ```
///
/// — and carry them in its own `Sendable` route values. Values compare equal when they were made the same
/// way: from the same style with the same settings, from the same view (``circularReveal(from:)-(UIView)``),
/// or, for ``custom(_:)`` and ``zoom(options:sourceViewProvider:)``, when one is a copy of the other (the
/// closure's identity).
public struct NavigationControllerTransition: Sendable, Equatable, AnimationControllerVending {
    /// Where a swipe back may start on this screen; nil turns swipe back off for this screen.
    ///
    /// The default is the leading 44 points, like the system's edge swipe.
    public var swipeBackArea: SwipeBackArea?
    /// The timing of the style (a duration with a curve, or a spring); nil for the style's own.
    ///
    /// Applies to every built-in and planned style, the Reduce Motion cross-fade included; a
    /// ``custom(_:)`` animation controller has its own timing.
    public var timing: TransitionTiming?
    let animation: TransitionAnimationSource

    /// A transition with a style, run by ``TransitionAnimation``.
    ///
    /// - Parameters:
    ///   - style: the look of the push; the pop plays it backwards. ``TransitionStyle/planned(by:)`` runs your own.
    ///   - swipeBackArea: where a swipe back may start; nil turns swipe back off for this screen.
    ///   - timing: replaces the style's timing; nil keeps the style's own.
    public init(style: TransitionStyle, swipeBackArea: SwipeBackArea? = .leadingEdge, timing: TransitionTiming? = nil) {
        self.init(animation: .style(style), swipeBackArea: swipeBackArea, timing: timing)
    }

    private init(
        animation: TransitionAnimationSource, swipeBackArea: SwipeBackArea? = .leadingEdge, timing: TransitionTiming? = nil
    ) {
        self.animation = animation
        self.swipeBackArea = swipeBackArea
        self.timing = timing
    }

    /// The system push look: the new screen slides in from the trailing edge over the old one, which moves
    /// 30 % toward the leading edge under a light shadow.
    public static let slide = NavigationControllerTransition(style: .slide)
    /// A cross-dissolve.
    public static let fade = NavigationControllerTransition(style: .fade)
    /// The new screen grows from 85 % while fading in; the pop shrinks it away.
    public static let scale = NavigationControllerTransition(style: .scale)

    /// The new screen slides in from `edge` over the current one (from the bottom by default); the pop
    /// slides it back out toward the same edge.
    public static func cover(edge: TransitionEdge = .bottom) -> NavigationControllerTransition {
        NavigationControllerTransition(style: .cover(edge: edge))
    }

    /// The new screen appears in a circle that grows from `origin` (the centre by default) until it covers
    /// the screen; the pop shrinks it back into the origin.
    ///
    /// Points and frames are in the coordinates of the navigation controller's view.
    public static func circularReveal(from origin: RevealOrigin = .center) -> NavigationControllerTransition {
        NavigationControllerTransition(style: .circularReveal(origin))
    }

    /// The new screen appears in a circle that grows from `sourceView`; the pop shrinks it back into the
    /// view (into the centre if the view is gone by then). The view is held weakly.
    @MainActor
    public static func circularReveal(from sourceView: UIView) -> NavigationControllerTransition {
        NavigationControllerTransition(animation: .circularReveal(from: SourceView(sourceView)))
    }

    /// The photo flies from a thumbnail to its place in the pushed screen (a photo browser), and back to the
    /// thumbnail of the photo showing when it is popped; a pinch or a vertical drag on the photo pops it
    /// interactively, and the swipe back keeps working. The counterpart of iOS 18's
    /// `.zoom(options:sourceViewProvider:)`.
    ///
    /// ```swift
    /// detail.navigationTransition = .zoom { context in
    ///     grid.thumbnailView(for: (context.zoomedViewController as? PhotoViewController)?.photoIndex)
    /// }
    /// navigationController.pushViewController(detail, animated: true)
    /// ```
    ///
    /// - The provider is called when pushing and again when popping (the screen may have paged): return
    ///   the thumbnail of the photo shown at that moment, or nil — the photo then fades and shrinks toward
    ///   the centre. ``ZoomSource/cell(in:at:)`` does it for a collection view.
    /// - The pushed screen adopts ``ZoomTransitionDestination`` to name its photo view (the flight lands
    ///   exactly on it, and the pinch and drag need it) and to hear when a pinch or drag begins and ends.
    /// - The swipe back (``swipeBackArea``) scrubs the zoom backwards along its path: the photo shrinks
    ///   toward the thumbnail with the finger, and finishes or springs back as the swipe decides. A pinch or
    ///   drag on the photo moves it freely instead. The back button pops with the flight.
    /// - ``timing`` replaces the flight's spring when set; a finger-driven landing keeps its own.
    /// - Nothing in the value retains a view or a screen; the provider is kept (on the screen): read the
    ///   pushed screen from `context.zoomedViewController` rather than capturing it. Values compare equal
    ///   when one is a copy of the other.
    ///
    /// - Parameters:
    ///   - options: the dimming, the thumbnail's corner radius, and which interactive dismissals may begin.
    ///   - sourceViewProvider: the thumbnail of the photo shown now, or nil.
    @preconcurrency
    public static func zoom(
        options: ZoomOptions = ZoomOptions(),
        sourceViewProvider: @escaping ZoomSourceViewProvider
    ) -> NavigationControllerTransition {
        NavigationControllerTransition(
            animation: .zoom(ZoomConfiguration(options: options, sourceViewProvider: sourceViewProvider)))
    }

    /// Your own animation controller for the push and the pop.
    ///
    /// The closure is called on the main actor for every push and pop of the screen, with the operation
    /// and both screens. To stay interactive and interruptible, return an object whose
    /// `interruptibleAnimator(using:)` returns the same animator for the whole transition — a
    /// ``TransitionAnimation`` does. ``timing`` does not apply. The value keeps the closure (on the screen):
    /// capture the screen weakly.
    ///
    /// ```swift
    /// detail.navigationTransition = .custom { context in
    ///     TransitionAnimation(operation: context.operation, style: context.operation == .push ? .scale : .fade)
    /// }
    /// ```
    @preconcurrency
    public static func custom(
        _ makeAnimationController:
            @escaping @MainActor @Sendable (AnimationControllerContext) -> UIViewControllerAnimatedTransitioning
    ) -> NavigationControllerTransition {
        NavigationControllerTransition(animation: .custom(AnimationControllerProvider(makeAnimationController)))
    }
}
#endif
