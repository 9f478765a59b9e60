#if canImport(UIKit)
import UIKit

/// How a zoom transition dims what is behind the zoomed screen, rounds its source, and which interactive
/// dismissals it allows; the counterpart of iOS 18's `UIViewController.Transition.ZoomOptions`.
///
/// A plain value: it holds no view and no screen, and can be a `static let`.
public struct ZoomOptions: Sendable {
    /// The colour of a dimming view between the source screen and the zoomed screen, fully shown while
    /// the zoomed screen is; nil (the default) for none. Its alpha component is the dimming's strength.
    ///
    /// The dimming fades in with the flight, out with the flight back, and with the fingers during an
    /// interactive dismissal.
    public var dimmingColor: UIColor?
    /// The source thumbnail's corner radius in points, or nil (the default) to read it from the source: the
    /// radius of the nearest view from the source up to its cell that clips (`clipsToBounds`) with a
    /// radius, else the source view's own `layer.cornerRadius`. The flying photo has this radius at the
    /// thumbnail and none at the photo.
    /// A negative or non-finite radius counts as 0.
    public var sourceCornerRadius: CGFloat?
    /// Decides whether a pinch or a drag on the photo begins an interactive dismissal; nil (the default)
    /// lets every one begin that the zoom allows (a pinch closing on a photo at its fitted size, a
    /// vertical drag the photo's scroll view cannot take).
    ///
    /// It is asked only for gestures the zoom would begin; returning false leaves the touch to the
    /// zoomed screen. It is not asked when a finger grabs a photo that is already landing.
    ///
    /// The context's ``InteractiveDismissContext/gestureRecognizer`` is the pinch (a
    /// `UIPinchGestureRecognizer`) or the drag (a `UIPanGestureRecognizer`). The closure is stored on the
    /// browser (with its pinch and drag): read the browser from `context.viewController` instead of
    /// capturing it — a captured browser would keep itself alive (a reference cycle).
    @preconcurrency
    public var interactiveDismissShouldBegin: (@MainActor @Sendable (InteractiveDismissContext) -> Bool)?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - dimmingColor: the dimming behind the zoomed screen; nil for none.
    ///   - sourceCornerRadius: the thumbnail's corner radius; nil to read the source view's.
    ///   - interactiveDismissShouldBegin: decides whether a dismissal gesture may begin; nil allows all.
    @preconcurrency
    public init(
        dimmingColor: UIColor? = nil,
        sourceCornerRadius: CGFloat? = nil,
        interactiveDismissShouldBegin: (@MainActor @Sendable (InteractiveDismissContext) -> Bool)? = nil
    ) {
        self.dimmingColor = dimmingColor
        self.sourceCornerRadius = sourceCornerRadius
        self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
    }
}

/// What a zoom's source-view provider is told when it is asked for the thumbnail; the counterpart of
/// iOS 18's `UIZoomTransitionSourceViewProviderContext`.
///
/// The provider is asked at the start of every leg: when presenting or pushing, and again when
/// dismissing or popping, so it returns the thumbnail of the photo the browser shows at that moment.
@MainActor
public struct ZoomSourceViewProviderContext {
    /// The screen that holds the thumbnails (the grid): the presenting or pushing screen.
    public let sourceViewController: UIViewController
    /// The screen the photo zooms into (the browser).
    public let zoomedViewController: UIViewController
    /// The leg: `.present` or `.push` fly toward the browser, `.dismiss` or `.pop` fly back
    /// (`operation.isForward`).
    public let operation: TransitionOperation
}

/// Returns the view the photo flies from and back to (the thumbnail of the photo shown now), or nil
/// when there is none: the flight then fades and shrinks toward the centre.
///
/// Read what the zoomed screen shows from `context.zoomedViewController` rather than capturing the
/// screen, which would keep it alive through its own transition.
public typealias ZoomSourceViewProvider = @MainActor @Sendable (ZoomSourceViewProviderContext) -> UIView?

/// The screen a photo zooms into names the view that shows the photo and hears about interactive
/// dismissals, so that it can hide and show its chrome.
///
/// Adopt it in your photo browser. The zoomed controller may also be a container of the browser: a
/// `UINavigationController` whose `topViewController` adopts it, or a controller one of whose `children`
/// (one level) adopts it. Without it, the photo lands on the aspect-fit frame of the image in
/// the browser's bounds and no pinch or drag dismisses it.
@MainActor
public protocol ZoomTransitionDestination: AnyObject {
    /// The view that shows the photo now: for a paging browser, the current page's image view (inside its
    /// zooming scroll view). The flight lands exactly on it as displayed — its zoom scale and scroll
    /// offset included — and it stays hidden (alpha 0) until then. Nil when there is none.
    var zoomTransitionPhotoView: UIView? { get }
    /// The scroll view that zooms ``zoomTransitionPhotoView``; the default is the photo view's superview
    /// when it is a `UIScrollView`. Its zoom and scroll position decide whether a pinch or a drag belongs
    /// to it or to the dismissal.
    var zoomTransitionScrollView: UIScrollView? { get }
    /// A pinch or a drag began to dismiss the photo (also when a finger grabs a landing photo): hide
    /// the chrome. The default does nothing.
    func zoomTransitionInteractiveDismissalDidBegin()
    /// The fingers lifted: `willDismiss` is true when the photo flies back to its thumbnail, false when it
    /// springs back (show the chrome again). Called once after every ``zoomTransitionInteractiveDismissalDidBegin()``.
    /// The default does nothing.
    func zoomTransitionInteractiveDismissalDidEnd(willDismiss: Bool)
}

extension ZoomTransitionDestination {
    /// The photo view's superview when it is a `UIScrollView`, otherwise nil.
    public var zoomTransitionScrollView: UIScrollView? {
        zoomTransitionPhotoView?.superview as? UIScrollView
    }

    /// Does nothing.
    public func zoomTransitionInteractiveDismissalDidBegin() {}

    /// Does nothing.
    public func zoomTransitionInteractiveDismissalDidEnd(willDismiss: Bool) {}
}
#endif
