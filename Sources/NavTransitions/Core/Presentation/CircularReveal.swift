import Foundation

/// The circles of a circular-reveal transition; the plan turns them into a circular mask view that one
/// property animator scales and moves from one circle to the other.
///
/// Presenting grows a mask from a small circle at the origin to a circle centred on the same point that
/// covers the whole container; dismissing runs the reverse. Create one value per transition: for a
/// dismissal, pass the source view's frame as it is at dismissal time (the source may have moved or gone).
/// Reduce Motion is handled outside this type (a cross-fade replaces the reveal).
package struct CircularReveal: Sendable, Equatable {
    /// A circle in the container's coordinates, in points.
    package struct Circle: Sendable, Equatable {
        /// The centre of the circle.
        package let center: CGPoint
        /// The radius of the circle in points, finite and non-negative.
        package let radius: CGFloat

        /// Creates a circle; a non-finite centre component becomes 0, a negative or non-finite radius becomes 0.
        package init(center: CGPoint, radius: CGFloat) {
            self.center = CGPoint(x: center.x.finiteOr(0), y: center.y.finiteOr(0))
            self.radius = Swift.max(0, radius.finiteOr(0))
        }

        /// The square that circumscribes the circle: the mask view's frame, rounded by a corner radius of `radius`.
        package var boundingRect: CGRect {
            CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        }
    }

    /// The container's bounds; sanitized (non-finite components become 0, a negative size is flipped).
    package let containerBounds: CGRect
    /// Where the reveal grows from and shrinks back into.
    package let origin: RevealOrigin

    /// Creates the reveal for a container and an origin, both measured when the transition starts.
    package init(containerBounds: CGRect, origin: RevealOrigin) {
        self.containerBounds = containerBounds.sanitized
        self.origin = origin
    }

    /// The circle the mask starts from and the circle it ends at for `operation`.
    ///
    /// - `present`: from the origin's circle (radius 0 at a point or the centre; for a source frame, centred
    ///   on the frame with half its smaller side as radius) to the circle on the same centre whose radius is
    ///   the distance to the container's farthest corner (never smaller than the start radius).
    /// - `dismiss`: the same two circles in reverse, so the presented view shrinks back into the origin.
    /// - `push` and `pop` are answered like `present` and `dismiss`.
    ///
    /// A source frame that is `nil`, empty (zero width or height), non-finite or entirely outside the
    /// container is replaced by a circle of radius 0 at the container's centre; so is a non-finite point.
    /// A finite point outside the container is kept: the end circle still covers the container.
    package func circles(for operation: TransitionOperation) -> (start: Circle, end: Circle) {
        let focus = focusCircle
        let covering = Circle(
            center: focus.center,
            radius: Swift.max(containerBounds.coveringRadius(from: focus.center), focus.radius)
        )
        return operation.isForward ? (focus, covering) : (covering, focus)
    }

    /// The small circle at the origin: where a presentation starts and a dismissal ends.
    private var focusCircle: Circle {
        let fallback = Circle(center: containerBounds.center, radius: 0)
        switch origin {
        case .center:
            return fallback
        case .point(let point):
            guard point.x.isFinite, point.y.isFinite else { return fallback }
            return Circle(center: point, radius: 0)
        case .sourceFrame(let frame):
            guard let frame, isUsable(frame) else { return fallback }
            let source = frame.standardized
            return Circle(center: source.center, radius: Swift.min(source.width, source.height) / 2)
        }
    }

    /// Whether `frame` is finite, has an area and overlaps the container.
    private func isUsable(_ frame: CGRect) -> Bool {
        let components = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard components.allSatisfy(\.isFinite) else { return false }
        let source = frame.standardized
        guard source.width > 0, source.height > 0 else { return false }
        return source.minX < containerBounds.maxX && source.maxX > containerBounds.minX
            && source.minY < containerBounds.maxY && source.maxY > containerBounds.minY
    }
}
