import Foundation

/// Builds the plans of the built-in styles. Forward operations move the to-view over the from-view;
/// backward operations move the from-view off the to-view.
struct PlanBuilder {
    let operation: TransitionOperation
    let scene: TransitionScene

    /// How far the outgoing view of a slide travels, as a fraction of the container width (UIKit's parallax).
    static let slideParallax: CGFloat = 0.3
    /// The dimming alpha over the lower view at the covered end of a slide.
    static let slideDimmingAlpha: CGFloat = 0.1
    /// The scale a `.scale` transition starts from (forward) or ends at (backward).
    static let scaleFactor: CGFloat = 0.85
    /// The corner radius a `.scale` transition uses while the view is small.
    static let scaleCornerRadius: CGFloat = 20

    private var rest: (from: ViewState?, to: ViewState?) {
        (scene.fromView?.restingState, scene.toView?.restingState)
    }

    /// The moving view's role: the to-view going forward, the from-view going back.
    private var movingRole: TransitionRole { operation.isForward ? .toView : .fromView }

    private func plan(timing: TransitionTiming, participants: [TransitionRole: ParticipantPlan]) -> TransitionPlan {
        TransitionPlan(operation: operation, timing: timing, participants: participants)
    }

    /// Starting from still participants, replaces the moving and lower views' plans by the given shifts.
    private func participants(
        moving: (ViewState) -> ViewState,
        lower: (ViewState) -> ViewState = { $0 }
    ) -> [TransitionRole: ParticipantPlan] {
        var result: [TransitionRole: ParticipantPlan] = [:]
        if let from = rest.from {
            let shifted = operation.isForward ? lower(from) : moving(from)
            result[.fromView] = ParticipantPlan(start: from, end: shifted, rest: from)
        }
        if let to = rest.to {
            let shifted = operation.isForward ? moving(to) : lower(to)
            result[.toView] = ParticipantPlan(start: shifted, end: to, rest: to)
        }
        return result
    }

    func slide() -> TransitionPlan {
        let width = scene.containerBounds.width
        let sign = scene.layoutDirection.forwardSign
        var result = participants(
            moving: { state in state.with(transform: .translation(x: sign * width, y: 0)) },
            lower: { state in state.with(transform: .translation(x: -sign * width * Self.slideParallax, y: 0)) }
        )
        let clear = ViewState(frame: scene.containerBounds, alpha: 0)
        let dimmed = ViewState(frame: scene.containerBounds, alpha: Self.slideDimmingAlpha)
        result[.dimmingView] =
            operation.isForward
            ? ParticipantPlan(start: clear, end: dimmed, rest: clear)
            : ParticipantPlan(start: dimmed, end: clear, rest: clear)
        return plan(timing: .spring(SpringCurve(dampingRatio: 1, response: 0.3)), participants: result)
    }

    func fade(duration: TimeInterval) -> TransitionPlan {
        let result = participants(moving: { $0.with(alpha: 0) })
        return plan(timing: .curve(.easeInOut, duration: duration), participants: result)
    }

    func cover(edge: TransitionEdge) -> TransitionPlan {
        let container = scene.containerBounds
        let direction = scene.layoutDirection
        let result = participants(moving: { state in
            let unit = edge.outwardUnitVector(for: direction)
            let distance = Self.distanceOffscreen(state.frame, in: container, toward: edge.resolved(for: direction))
            return state.with(transform: .translation(x: unit.x * distance, y: unit.y * distance))
        })
        return plan(timing: .spring(SpringCurve(dampingRatio: 1, response: 0.35)), participants: result)
    }

    func scale() -> TransitionPlan {
        let result = participants(moving: { state in
            var shrunk = state.with(transform: .scale(Self.scaleFactor)).with(alpha: 0)
            shrunk.cornerRadius = Swift.max(state.cornerRadius, Self.scaleCornerRadius)
            return shrunk
        })
        return plan(timing: .spring(SpringCurve(dampingRatio: 0.85, response: 0.35)), participants: result)
    }

    /// The smallest scale a mask shrinks to; exactly 0 would make the transform singular.
    static let minimumMaskScale: CGFloat = 0.001

    func circularReveal(origin: RevealOrigin) -> TransitionPlan {
        let container = scene.containerBounds
        let circles = CircularReveal(containerBounds: container, origin: origin).circles(for: operation)
        var result = participants(moving: { $0 })
        // The mask lives in the moving view's coordinates and is drawn at the larger circle; the smaller
        // circle is reached by scaling and moving it, so one property animator can scrub and reverse it.
        let maskedFrame = (operation.isForward ? scene.toView : scene.fromView)?.frame ?? container
        let large = operation.isForward ? circles.end : circles.start
        let small = operation.isForward ? circles.start : circles.end
        let scale = large.radius > 0 ? Swift.max(small.radius / large.radius, Self.minimumMaskScale) : 1
        let largeRect = large.boundingRect.offsetBy(dx: -maskedFrame.minX, dy: -maskedFrame.minY)
        let full = ViewState(frame: largeRect, cornerRadius: large.radius)
        let shrunk = full.with(
            transform: ViewTransform(
                scaleX: scale, scaleY: scale,
                translationX: small.center.x - large.center.x, translationY: small.center.y - large.center.y
            ))
        result[.maskView] =
            operation.isForward
            ? ParticipantPlan(start: shrunk, end: full, rest: full)
            : ParticipantPlan(start: full, end: shrunk, rest: full)
        return plan(timing: .spring(SpringCurve(dampingRatio: 1, response: 0.45)), participants: result)
    }

    /// How far `frame` must move toward a physical edge to leave `container` entirely.
    static func distanceOffscreen(_ frame: CGRect, in container: CGRect, toward edge: TransitionEdge) -> CGFloat {
        let distance: CGFloat
        switch edge {
        case .top: distance = frame.maxY - container.minY
        case .bottom: distance = container.maxY - frame.minY
        case .left, .leading: distance = frame.maxX - container.minX
        case .right, .trailing: distance = container.maxX - frame.minX
        }
        return Swift.max(0, distance)
    }
}

extension ViewState {
    /// A copy with another transform.
    func with(transform: ViewTransform) -> ViewState {
        var copy = self
        copy.transform = transform
        return copy
    }

    /// A copy with another alpha.
    func with(alpha: CGFloat) -> ViewState {
        var copy = self
        copy.alpha = alpha.clamped(to: 0...1)
        return copy
    }
}
