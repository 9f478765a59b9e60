#if canImport(UIKit)
import UIKit

/// How a screen is presented and dismissed: the animation, the layout of the presented view, the dimming
/// behind it, and the gestures that dismiss it.
///
/// Set it on the screen before presenting it: `sheet.modalTransition = .sheet(detents: [.medium, .large])`.
/// That sets `modalPresentationStyle = .custom` and a transitioning delegate that the screen owns; both
/// are freed with the screen.
///
/// The factories cover the common cases; ``init(style:layout:dismissal:dimmingColor:timing:)`` and the
/// `var` properties give full control:
///
/// ```swift
/// var form = ModalTransition.sheet(detents: [.points(420)])
/// form.dismissal = .tapOnDimming
/// form.dimmingColor = UIColor.black.withAlphaComponent(0.6)
/// ```
///
/// A value: `Sendable`, usable from any context (a `static let` of a design system, a field of a
/// `Sendable` route). Values compare equal when they were made the same way: from the same style with
/// the same settings, from the same view (``circularReveal(from:)-(UIView)``), or, for
/// ``custom(_:)``, ``zoom(options:sourceViewProvider:)`` and ``interactiveDismissShouldBegin``, when one
/// is a copy of the other (the closure's identity).
public struct ModalTransition: Sendable, Equatable, AnimationControllerVending {
    /// The layout of the presented view in the container.
    public var layout: PresentationLayout
    /// The gestures that dismiss the screen; `[]` for none (only your own code dismisses it). Escape (VoiceOver's
    /// two-finger Z, Escape and Command-Period) comes with any of them, or alone with ``ModalDismissal/escape``.
    public var dismissal: ModalDismissal
    /// The colour of the dimming view behind the presented view when fully presented; nil for no dimming.
    ///
    /// The dimming view fades from clear to this colour while presenting and back while dismissing,
    /// following an interactive dismissal finger for finger. The default is black at 40 % opacity.
    public var dimmingColor: UIColor?
    /// The timing of the style (a duration with a curve, or a spring); nil for the style's own.
    ///
    /// Applies to every built-in and planned style, the Reduce Motion cross-fade included; a
    /// ``custom(_:)`` animation controller has its own timing.
    public var timing: TransitionTiming?
    let animation: TransitionAnimationSource

    /// The edge a pan dismisses the screen toward; nil (the default) for the animation's own.
    ///
    /// Nil: a cover's edge (so `.sheet` and `.cover(edge: .bottom)` are pulled down, `.sideMenu` pushed
    /// toward the leading edge), the trailing edge for `.slide`; a style without an exit edge — a fade, a
    /// scale, a circular reveal, a ``TransitionStyle/planned(by:)`` style, ``custom(_:)`` — uses the
    /// layout's: the leading edge for a side menu, the bottom otherwise. Set it when the animation leaves
    /// through another edge (a planned style that slides toward the trailing edge, say). `.leading` and
    /// `.trailing` are resolved with the layout direction when the pan begins. Only the pan reads it.
    public var dismissalEdge: TransitionEdge?

    /// Decides, per pan, whether the dismiss pan may begin; nil (the default) lets every pan the built-in
    /// rules allow begin.
    ///
    /// Asked on the main actor once the built-in rules have allowed the pan (toward the dismissal edge, or
    /// sharing a scroll view, or grabbing a settling dismissal), with the pan's location and velocity and the
    /// presented screen. Return false to leave the drag to your view — a map, a canvas, a drawing:
    ///
    /// ```swift
    /// var transition = ModalTransition.sheet(detents: [.fraction(0.6)])
    /// transition.interactiveDismissShouldBegin = { context in
    ///     // `location` is in the presented screen's view too: it fills the presentation's `presentedView`.
    ///     !(context.viewController.view.hitTest(context.location, with: nil) is MKMapView)
    /// }
    /// ```
    ///
    /// The closure is kept with the screen (in its transitioning delegate): read the screen from
    /// `context.viewController` rather than capturing it, which would keep it alive.
    @preconcurrency
    public var interactiveDismissShouldBegin: (@MainActor @Sendable (InteractiveDismissContext) -> Bool)? {
        get { dismissPanVeto?.shouldBegin }
        set { dismissPanVeto = newValue.map(DismissPanVeto.init) }
    }
    /// ``interactiveDismissShouldBegin`` in a box that compares by identity.
    private var dismissPanVeto: DismissPanVeto?

    /// The corner radius of the presented view in points; nil (the default) for the layout's own: 16 for a
    /// sheet and a card, 0 otherwise. A sheet rounds its top corners only, a card all four, a side menu the
    /// two on its trailing side.
    public var cornerRadius: CGFloat?

    /// The default dimming colour: black at 40 % opacity, 60 % under Increase Contrast or Reduce Transparency.
    ///
    /// A dynamic colour: it resolves with the dimming view's traits (`accessibilityContrast`) and with
    /// `UIAccessibility.isReduceTransparencyEnabled`, and the presentation controller resolves it again
    /// when Reduce Transparency changes. A colour you set yourself is used as it is.
    @usableFromInline package static let defaultDimmingColor = UIColor { traits in
        UIColor.black.withAlphaComponent(
            DefaultDimming.alpha(
                increasesContrast: traits.accessibilityContrast == .high,
                reducesTransparency: UIAccessibility.isReduceTransparencyEnabled))
    }

    /// A presentation with a style, a layout, dismissal gestures, a dimming colour and a timing.
    ///
    /// - Parameters:
    ///   - style: the animation; `.cover(edge: .bottom)` is the usual modal. ``TransitionStyle/planned(by:)``
    ///     runs your own.
    ///   - layout: where the presented view sits; `.fullScreen` removes the presenter's view while
    ///     presented (it gets its appearance callbacks), every other layout keeps it visible behind the dimming.
    ///   - dismissal: pan, tap-on-dimming and escape by default; `[]` for none.
    ///   - dimmingColor: the dimming behind the presented view, black at 40 % opacity by default (60 % under
    ///     Increase Contrast or Reduce Transparency); nil for none.
    ///   - timing: replaces the style's timing; nil keeps the style's own.
    public init(
        style: TransitionStyle,
        layout: PresentationLayout = .fullScreen,
        dismissal: ModalDismissal = .all,
        dimmingColor: UIColor? = ModalTransition.defaultDimmingColor,
        timing: TransitionTiming? = nil
    ) {
        self.init(animation: .style(style), layout: layout, dismissal: dismissal, dimmingColor: dimmingColor, timing: timing)
    }

    private init(
        animation: TransitionAnimationSource,
        layout: PresentationLayout = .fullScreen,
        dismissal: ModalDismissal = .all,
        dimmingColor: UIColor? = ModalTransition.defaultDimmingColor,
        timing: TransitionTiming? = nil
    ) {
        self.animation = animation
        self.layout = layout
        self.dismissal = dismissal
        self.dimmingColor = dimmingColor
        self.timing = timing
    }

    /// Slides in full screen from the trailing edge over the presenting screen, which moves 30 % toward the
    /// leading edge (the system push look); a pan toward the trailing edge dismisses it.
    public static let slide = ModalTransition(style: .slide)
    /// A full-screen cross-dissolve. No dismissal gesture (it covers the dimming): a button of yours dismisses it;
    /// VoiceOver's escape, Escape and Command-Period do too (``ModalDismissal/escape``).
    public static let fade = ModalTransition(style: .fade, dismissal: .escape)
    /// Grows full screen from 85 % while fading in; a pan down dismisses it.
    public static let scale = ModalTransition(style: .scale)

    /// Slides in full screen from `edge` (the bottom by default) over the presenting screen; a pan back
    /// toward that edge dismisses it.
    public static func cover(edge: TransitionEdge = .bottom) -> ModalTransition {
        ModalTransition(style: .cover(edge: edge))
    }

    /// A bottom sheet that slides up over the presenting screen and rests at one of its detents; a drag moves
    /// it between them, and below the smallest (or a tap on the dimming) dismisses it.
    ///
    /// ```swift
    /// results.modalTransition = .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium,
    ///                                  prefersGrabberVisible: true)
    /// ```
    ///
    /// - Parameters:
    ///   - detents: the resting heights, in any order (sorted, duplicates merged); empty or all invalid: `[.large]`.
    ///   - selectedDetent: where it rests when presented; nil or not listed: the smallest.
    ///   - largestUndimmedDetent: up to this detent nothing dims and touches outside the sheet reach the screen
    ///     behind it; nil: dimmed at every detent.
    ///   - prefersScrollingExpandsWhenScrolledToEdge: a list at its top, dragged up, expands the sheet to its
    ///     largest detent before it scrolls (true, as UIKit's sheet).
    ///   - prefersGrabberVisible: draws the grabber at the top of the sheet.
    public static func sheet(
        detents: [PresentationLayout.SheetDetent] = [.large],
        selectedDetent: PresentationLayout.SheetDetent? = nil,
        largestUndimmedDetent: PresentationLayout.SheetDetent? = nil,
        prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
        prefersGrabberVisible: Bool = false
    ) -> ModalTransition {
        let sheet = PresentationLayout.Sheet(
            detents: detents, selectedDetent: selectedDetent, largestUndimmedDetent: largestUndimmedDetent,
            prefersScrollingExpandsWhenScrolledToEdge: prefersScrollingExpandsWhenScrolledToEdge,
            prefersGrabberVisible: prefersGrabberVisible)
        return ModalTransition(style: .cover(edge: .bottom), layout: .sheet(sheet))
    }

    /// A side menu that slides in from the leading edge: 75 % of a compact width, 300 pt on a regular
    /// width. A pan toward the leading edge or a tap on the dimming dismisses it.
    public static let sideMenu = ModalTransition(style: .cover(edge: .leading), layout: .sideMenu)

    /// A centred card that scales in over the dimmed presenting screen; a pan down or a tap on the
    /// dimming dismisses it.
    public static func card(size: CGSize) -> ModalTransition {
        ModalTransition(style: .scale, layout: .card(size: size))
    }

    /// A full-screen circle that grows from `origin` (the centre by default); dismissing shrinks it back
    /// into the origin. No dismissal gesture: a button of yours dismisses it; VoiceOver's escape, Escape and
    /// Command-Period do too (``ModalDismissal/escape``).
    ///
    /// Points and frames are in the coordinates of the transition's container view, which fills the window.
    public static func circularReveal(from origin: RevealOrigin = .center) -> ModalTransition {
        ModalTransition(style: .circularReveal(origin), dismissal: .escape)
    }

    /// A full-screen circle that grows from `sourceView`, and shrinks back into it on dismissal (into the
    /// centre if the view is gone by then). The view is held weakly. No dismissal gesture; escape dismisses
    /// (``ModalDismissal/escape``).
    @MainActor
    public static func circularReveal(from sourceView: UIView) -> ModalTransition {
        ModalTransition(animation: .circularReveal(from: SourceView(sourceView)), dismissal: .escape)
    }

    /// Your own animation controller for the presentation and the dismissal, with the library's
    /// presentation controller: full screen, with pan and tap dismissal, until you change the properties.
    ///
    /// The closure is called on the main actor for every presentation and dismissal of the screen, with
    /// the operation and both screens. To stay interactive (the dismiss pan) and interruptible, return an
    /// object whose `interruptibleAnimator(using:)` returns the same animator for the whole transition —
    /// a ``TransitionAnimation`` does. ``timing`` does not apply. The value keeps the closure (on the
    /// screen): capture the screen weakly.
    @preconcurrency
    public static func custom(
        _ makeAnimationController:
            @escaping @MainActor @Sendable (AnimationControllerContext) -> UIViewControllerAnimatedTransitioning
    ) -> ModalTransition {
        ModalTransition(animation: .custom(AnimationControllerProvider(makeAnimationController)))
    }

    /// The photo flies from a thumbnail to its place in the presented screen (a photo browser), and back to
    /// the thumbnail of the photo showing when it is dismissed; a pinch or a vertical drag on the photo
    /// dismisses it interactively. The counterpart of iOS 18's `.zoom(options:sourceViewProvider:)`.
    ///
    /// ```swift
    /// browser.modalTransition = .zoom { context in
    ///     grid.thumbnailView(for: (context.zoomedViewController as? PhotoBrowserViewController)?.currentIndex)
    /// }
    /// present(browser, animated: true)
    /// ```
    ///
    /// - The provider is called when presenting and again when dismissing (the browser may have paged):
    ///   return the thumbnail of the photo shown at that moment, or nil — the photo then fades and shrinks
    ///   toward the centre. ``ZoomSource/cell(in:at:)`` does it for a collection view.
    /// - The presented screen adopts ``ZoomTransitionDestination`` to name its photo view (the flight lands
    ///   exactly on it, and the pinch and drag need it) and to hear when a pinch or drag begins and ends.
    /// - The layout is `.fullScreen`, without the presentation controller's dimming (the options'
    ///   `dimmingColor` dims behind the flying photo) and without its pan and tap (`dismissal` is `[]`: the
    ///   zoom's own pinch and drag replace them). A pinch or drag dismisses through the presentation
    ///   controller's rules, so `isModalInPresentation` and `presentationControllerShouldDismiss` are honoured.
    ///   VoiceOver's escape gesture dismisses by the same rules.
    /// - ``timing`` replaces the flight's spring when set; a finger-driven landing keeps its own.
    /// - Nothing in the value retains a view or a screen; the provider is kept (on the screen): read the
    ///   browser from `context.zoomedViewController` rather than capturing it. Values compare equal when
    ///   one is a copy of the other.
    ///
    /// - Parameters:
    ///   - options: the dimming, the thumbnail's corner radius, and which interactive dismissals may begin.
    ///   - sourceViewProvider: the thumbnail of the photo shown now, or nil.
    @preconcurrency
    public static func zoom(
        options: ZoomOptions = ZoomOptions(),
        sourceViewProvider: @escaping ZoomSourceViewProvider
    ) -> ModalTransition {
        ModalTransition(
            animation: .zoom(ZoomConfiguration(options: options, sourceViewProvider: sourceViewProvider)),
            layout: .fullScreen, dismissal: [], dimmingColor: nil
        )
    }

    /// The edge a pan dismisses toward, not yet resolved for a layout direction (the presentation
    /// controller resolves it when the pan begins): Core's rule over ``dismissalEdge``, the style and the layout.
    var resolvedDismissalEdge: TransitionEdge {
        .modalDismissal(chosen: dismissalEdge, style: animation.style, layout: layout)
    }
}

/// The closure of ``ModalTransition/interactiveDismissShouldBegin``, in a box so that values holding it
/// compare by identity.
final class DismissPanVeto: Sendable, Equatable {
    let shouldBegin: @MainActor @Sendable (InteractiveDismissContext) -> Bool

    init(_ shouldBegin: @escaping @MainActor @Sendable (InteractiveDismissContext) -> Bool) {
        self.shouldBegin = shouldBegin
    }

    static func == (a: DismissPanVeto, b: DismissPanVeto) -> Bool {
        a === b
    }
}
#endif
