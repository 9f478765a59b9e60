#if canImport(UIKit)
import UIKit

/// How a screen is presented and dismissed: the animation, the layout of the presented view, the dimming
/// behind it, and the gestures that dismiss it.
///
/// Set it on the screen before presenting it: `sheet.modalTransition = .sheet(height: .fraction(0.5))`.
/// That sets `modalPresentationStyle = .custom` and a transitioning delegate that the screen owns; both
/// are freed with the screen.
@MainActor
public struct ModalTransition {
    /// The layout of the presented view in the container.
    public var layout: PresentationLayout
    /// The gestures that dismiss the screen.
    public var dismissal: ModalDismissal
    /// The colour of the dimming view behind the presented view when fully presented; nil for no dimming.
    ///
    /// The dimming view fades from clear to this colour while presenting and back while dismissing,
    /// following an interactive dismissal finger for finger. The default is 40 % black.
    public var dimmingColor: UIColor?

    /// The corner radius of the presented view in points; nil (the default) for the layout's
    /// ``PresentationLayout/defaultCornerRadius``: 16 for a sheet and a card, 0 otherwise. A sheet rounds
    /// its top corners only, a card all four.
    public var cornerRadius: CGFloat?

    /// The default dimming colour: black at 40 % opacity.
    public static let defaultDimmingColor: UIColor? = UIColor.black.withAlphaComponent(0.4)
    private let animation: Animation

    private enum Animation {
        case style(TransitionStyle)
        case revealFromView(WeakView)
    }

    /// A presentation with a built-in style and a layout.
    ///
    /// - Parameters:
    ///   - style: the animation; `.cover(edge: .bottom)` is the usual modal.
    ///   - layout: where the presented view sits; `.fullScreen` removes the presenter's view while
    ///     presented (it gets its appearance callbacks), every other layout keeps it visible behind the dimming.
    ///   - dismissal: pan and tap-on-dimming by default.
    ///   - dimmingColor: the dimming behind the presented view, 40 % black by default; nil for none.
    public init(style: TransitionStyle, layout: PresentationLayout = .fullScreen, dismissal: ModalDismissal = .all,
                dimmingColor: UIColor? = ModalTransition.defaultDimmingColor) {
        self.init(animation: .style(style), layout: layout, dismissal: dismissal, dimmingColor: dimmingColor)
    }

    private init(animation: Animation, layout: PresentationLayout, dismissal: ModalDismissal, dimmingColor: UIColor?) {
        self.animation = animation
        self.layout = layout
        self.dismissal = dismissal
        self.dimmingColor = dimmingColor
    }

    /// Slides in from `edge` over the presenting screen; dismissed by a pan back toward that edge.
    public static func cover(edge: TransitionEdge = .bottom, layout: PresentationLayout = .fullScreen,
                             dismissal: ModalDismissal = .all) -> ModalTransition {
        ModalTransition(style: .cover(edge: edge), layout: layout, dismissal: dismissal)
    }

    /// A bottom sheet of a given height that slides up over a dimmed presenting screen.
    public static func sheet(height: PresentationLayout.SheetHeight, dismissal: ModalDismissal = .all) -> ModalTransition {
        ModalTransition(style: .cover(edge: .bottom), layout: .sheet(height: height), dismissal: dismissal)
    }

    /// A side menu that slides in from the leading edge: 75 % of a compact width, 300 pt on a regular width.
    public static func sideMenu(dismissal: ModalDismissal = .all) -> ModalTransition {
        ModalTransition(style: .cover(edge: .leading), layout: .sideMenu, dismissal: dismissal)
    }

    /// A centred card that scales in over a dimmed presenting screen.
    public static func card(size: CGSize, dismissal: ModalDismissal = .all) -> ModalTransition {
        ModalTransition(style: .scale, layout: .card(size: size), dismissal: dismissal)
    }

    /// A cross-dissolve to a full-screen presented view (it covers the dimming, so only a pan or your own
    /// button can dismiss it).
    public static func fade(dismissal: ModalDismissal = []) -> ModalTransition {
        ModalTransition(style: .fade, layout: .fullScreen, dismissal: dismissal)
    }

    /// A circle that grows from `origin` to cover the screen; points and frames are in the coordinates of
    /// the transition's container view, which fills the window.
    public static func circularReveal(_ origin: RevealOrigin = .center, dismissal: ModalDismissal = []) -> ModalTransition {
        ModalTransition(style: .circularReveal(origin), layout: .fullScreen, dismissal: dismissal)
    }

    /// A circle that grows from `sourceView` to cover the screen, and shrinks back into it on dismissal
    /// (into the centre if the view is gone by then). The view is held weakly.
    public static func circularReveal(from sourceView: UIView, dismissal: ModalDismissal = []) -> ModalTransition {
        ModalTransition(animation: .revealFromView(WeakView(sourceView)), layout: .fullScreen, dismissal: dismissal, dimmingColor: Self.defaultDimmingColor)
    }

    /// The Core style for one operation. A reveal's source view frame is read now, in window coordinates.
    ///
    /// - Parameter sourceFrameAtPresentation: where the source was when presenting. A full-screen
    ///   presentation takes the presenter's view (and the source in it) out of the window until the
    ///   dismissal has begun, so a dismissal uses this frame while the source view is alive but not in a
    ///   window. A source view that is gone gives a `nil` frame: the circle shrinks into the centre.
    func style(for operation: TransitionOperation, sourceFrameAtPresentation: CGRect? = nil) -> TransitionStyle {
        switch animation {
        case let .style(style):
            return style
        case let .revealFromView(source):
            guard let view = source.view else { return .circularReveal(.sourceFrame(nil)) }
            guard view.window != nil else { return .circularReveal(.sourceFrame(sourceFrameAtPresentation)) }
            return .circularReveal(.sourceFrame(view.convert(view.bounds, to: nil)))
        }
    }

    /// The edge the presented view leaves through when dismissed by a pan, not yet resolved for a layout
    /// direction (the presentation controller resolves it when the pan begins).
    var dismissalEdge: TransitionEdge {
        if case let .style(.cover(edge)) = animation { return edge }
        return layout.naturalDismissalEdge
    }
}

/// A weak reference to a view, so a configuration value never keeps a view alive.
@MainActor
final class WeakView {
    private(set) weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
#endif
