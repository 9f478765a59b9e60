#if canImport(UIKit)
import UIKit

/// The screens of a transition, as UIKit names them when it asks for an animation controller.
///
/// A `.custom` ``NavigationControllerTransition`` or ``ModalTransition`` receives one. The view controllers are the
/// ones the transition context will return for `viewController(forKey: .from)` and `.to`.
public struct AnimationControllerContext: Sendable {
    /// The operation: `.push` or `.pop` for a navigation controller, `.present` or `.dismiss` for a presentation.
    public let operation: TransitionOperation
    /// The view controller on screen when the transition starts: the top of the stack for a push or pop,
    /// the presenting view controller for a presentation, the presented one for a dismissal.
    public let fromViewController: UIViewController
    /// The view controller on screen when the transition finishes: the pushed or revealed screen, the
    /// presented view controller, or the presenting one a dismissal returns to.
    public let toViewController: UIViewController

    /// Creates a context, as the library does before calling a `.custom` closure.
    package init(operation: TransitionOperation, fromViewController: UIViewController, toViewController: UIViewController) {
        self.operation = operation
        self.fromViewController = fromViewController
        self.toViewController = toViewController
    }
}

/// A configuration value that vends animation controllers: ``NavigationControllerTransition`` (asked by
/// the navigation delegate proxy) and ``ModalTransition`` (asked by its transitioning delegate).
protocol AnimationControllerVending {
    /// What runs the value's transitions.
    var animation: TransitionAnimationSource { get }
    /// The timing that replaces the style's own, nil for the style's own.
    var timing: TransitionTiming? { get }
}

extension AnimationControllerVending {
    /// A new animation controller for `operation` between two screens (push or pop for a navigation
    /// transition, present or dismiss for a modal one).
    @MainActor
    func animationController(
        for operation: TransitionOperation,
        from fromViewController: UIViewController,
        to toViewController: UIViewController
    ) -> UIViewControllerAnimatedTransitioning {
        animation.animationController(for: operation, from: fromViewController, to: toViewController, timing: timing)
    }
}

/// What runs a configuration value's transitions: a style, a reveal from a view, a zoom, or the app's
/// own animation controller. Shared by ``NavigationControllerTransition`` and ``ModalTransition``.
enum TransitionAnimationSource: Sendable, Equatable {
    /// A built-in or planned style, run by ``TransitionAnimation``.
    case style(TransitionStyle)
    /// A circular reveal from a view, run by ``TransitionAnimation``; the view's frame is read when each
    /// transition starts.
    case circularReveal(from: SourceView)
    /// The app's own animation controller.
    case custom(AnimationControllerProvider)
    /// A zoom from a source view, run by ``ZoomTransitionAnimator``.
    case zoom(ZoomConfiguration)

    /// The style, for a style or a reveal from a view; nil for the app's own controller and for a zoom.
    var style: TransitionStyle? {
        // stays in UIKit: maps the source (holds UIKit objects) to Core's style, one case each
        switch self {
        case let .style(style): return style
        case .circularReveal: return .circularReveal(.center)
        case .custom, .zoom: return nil
        }
    }

    /// Whether this is a zoom (its pinch and drag dismiss the zoomed screen).
    var isZoom: Bool {
        // stays in UIKit: maps the source (holds UIKit objects): only a zoom has pinch and drag
        if case .zoom = self { return true }
        return false
    }

    /// A new animation controller for one transition between two screens. `timing` applies to the
    /// styles, not to `.custom`.
    @MainActor
    func animationController(
        for operation: TransitionOperation,
        from fromViewController: UIViewController,
        to toViewController: UIViewController,
        timing: TransitionTiming?
    ) -> UIViewControllerAnimatedTransitioning {
        let context = AnimationControllerContext(
            operation: operation, fromViewController: fromViewController, toViewController: toViewController)
        // stays in UIKit: applies the source: each case builds a different UIKit animation controller
        switch self {
        case let .style(style):
            return TransitionAnimation(operation: context.operation, style: style, timing: timing)
        case let .circularReveal(source):
            return TransitionAnimation(operation: context.operation, revealingFrom: source, timing: timing)
        case let .custom(provider):
            return provider.makeAnimationController(context)
        case let .zoom(configuration):
            return configuration.animationController(for: context, timing: timing)
        }
    }
}

/// A view a circular reveal grows from, held weakly so a configuration value never keeps a view alive.
///
/// The box can travel in `Sendable` values; the view and the frame remembered for it are read and
/// written on the main actor only. Two boxes are equal when they were made from the same view.
@MainActor
final class SourceView: Equatable {
    private weak var view: UIView?
    private let identifier: ObjectIdentifier
    /// Which frame to use when (Core's rule), with the frame remembered while the view was in a window.
    private var memory = RevealSourceMemory()

    init(_ view: UIView) {
        self.view = view
        identifier = ObjectIdentifier(view)
    }

    /// The view's frame in `container`'s coordinates when a transition starts (``RevealSourceMemory``): its
    /// frame now when it is in a window; alive but out of any window (in a screen that a pop or a
    /// full-screen dismissal is about to bring back), the frame remembered when it was last in one; gone,
    /// or never seen in a window, nil, and the circle uses the container's centre.
    /// The view, while it is alive (VoiceOver's focus returns to it after a reveal back into it).
    var currentView: UIView? { view }

    func frame(in container: UIView) -> CGRect? {
        let frameInWindow = view.flatMap { view in view.window.map { _ in view.convert(view.bounds, to: nil) } }
        return memory.frameInWindow(isAlive: view != nil, current: frameInWindow).map { container.convert($0, from: nil) }
    }

    nonisolated static func == (a: SourceView, b: SourceView) -> Bool {
        a.identifier == b.identifier
    }
}

/// The closure of a `.custom` transition, in a box so that values holding it compare by identity.
final class AnimationControllerProvider: Sendable, Equatable {
    let makeAnimationController: @MainActor @Sendable (AnimationControllerContext) -> UIViewControllerAnimatedTransitioning

    init(
        _ makeAnimationController:
            @escaping @MainActor @Sendable (AnimationControllerContext) -> UIViewControllerAnimatedTransitioning
    ) {
        self.makeAnimationController = makeAnimationController
    }

    static func == (a: AnimationControllerProvider, b: AnimationControllerProvider) -> Bool {
        a === b
    }
}
#endif
