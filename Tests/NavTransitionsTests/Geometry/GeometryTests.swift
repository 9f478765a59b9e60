import Foundation
import Testing
@testable import NavTransitions

@Suite("Geometry")
struct GeometryTests {
    struct FitCase: Sendable, CustomStringConvertible {
        let image: CGSize
        let bounds: CGRect
        let expected: CGRect
        var description: String { "\(image) in \(bounds)" }
    }

    @Test(
        "aspect-fit of an image into bounds",
        arguments: [
            FitCase(
                image: CGSize(width: 3000, height: 2000), bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                expected: CGRect(x: 0, y: 281, width: 375, height: 250)),
            FitCase(
                image: CGSize(width: 1000, height: 4000), bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
                expected: CGRect(x: 86.0, y: 0, width: 203, height: 812)),
            FitCase(
                image: CGSize(width: 100, height: 100), bounds: CGRect(x: 10, y: 20, width: 200, height: 100),
                expected: CGRect(x: 60, y: 20, width: 100, height: 100)),
            FitCase(
                image: CGSize(width: 10, height: 5), bounds: CGRect(x: 0, y: 0, width: 1000, height: 1000),
                expected: CGRect(x: 0, y: 250, width: 1000, height: 500)),
        ])
    func aspectFit(_ c: FitCase) {
        #expect(approximately(c.bounds.aspectFit(c.image), c.expected))
    }

    @Test(
        "aspect-fit of a degenerate image fills the bounds instead of producing NaN",
        arguments: [
            CGSize(width: 0, height: 0), CGSize(width: 0, height: 100), CGSize(width: 100, height: 0),
            CGSize(width: -30, height: 20),
            CGSize(width: CGFloat.nan, height: 20), CGSize(width: CGFloat.infinity, height: 20),
            CGSize(width: 20, height: -CGFloat.infinity),
        ])
    func aspectFitDegenerateImage(_ size: CGSize) {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(bounds.aspectFit(size) == bounds)
    }

    @Test("aspect-fit into empty or broken bounds is an empty rect at their centre")
    func aspectFitDegenerateBounds() {
        #expect(
            CGRect(x: 10, y: 10, width: 0, height: 50).aspectFit(CGSize(width: 3, height: 2))
                == CGRect(x: 10, y: 35, width: 0, height: 0))
        let nanBounds = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 100)
        let fitted = nanBounds.aspectFit(CGSize(width: 3, height: 2))
        #expect(isFinite(fitted))
        #expect(fitted == CGRect(x: 0, y: 50, width: 0, height: 0))
    }

    @Test(
        "a rounded state clips; a square one keeps the view's own clipping (a radius shows only while clipping)",
        arguments: [
            // radius, clips now, clips after
            (CGFloat(12), false, true),
            (12, true, true),
            (0, false, false),
            (0, true, true),
            (-4, false, false), // sanitized to 0
            (.nan, false, false), // sanitized to 0
            (.infinity, false, false), // sanitized to 0
            (0.5, false, true),
        ])
    func clipsToBounds(radius: CGFloat, current: Bool, clips: Bool) {
        let state = ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 80), cornerRadius: radius)
        #expect(state.clipsToBounds(current: current) == clips)
    }

    @Test("covering radius is the distance to the farthest corner")
    func coveringRadius() {
        let container = CGRect(x: 0, y: 0, width: 375, height: 812)
        #expect(approximately(container.coveringRadius(from: .zero), 894.4098613052072))
        #expect(approximately(container.coveringRadius(from: CGPoint(x: 187.5, y: 406)), 447.2049306526036))
        #expect(approximately(container.coveringRadius(from: CGPoint(x: 375, y: 812)), 894.4098613052072))
        // A point outside the rect still covers it: farthest corner is (0, 0) from (-100, 900).
        #expect(approximately(container.coveringRadius(from: CGPoint(x: 475, y: 900)), (475.0 * 475 + 900 * 900).squareRoot()))
        // A NaN point counts as the centre.
        #expect(approximately(container.coveringRadius(from: CGPoint(x: CGFloat.nan, y: 3)), 447.2049306526036))
        #expect(CGRect.zero.coveringRadius(from: .zero) == 0)
    }

    @Test("rect interpolation is linear and clamps the fraction")
    func rectInterpolation() {
        let a = CGRect(x: 0, y: 0, width: 100, height: 100)
        let b = CGRect(x: 100, y: 50, width: 300, height: 0)
        #expect(a.interpolated(to: b, fraction: 0.25) == CGRect(x: 25, y: 12.5, width: 150, height: 75))
        #expect(a.interpolated(to: b, fraction: -1) == a)
        #expect(a.interpolated(to: b, fraction: 7) == b)
        #expect(a.interpolated(to: b, fraction: .nan) == a)
    }

    @Test("sanitized replaces non-finite components and standardizes negative sizes")
    func sanitized() {
        #expect(
            CGRect(x: CGFloat.nan, y: 5, width: CGFloat.infinity, height: -10).sanitized
                == CGRect(x: 0, y: -5, width: 0, height: 10))
    }

    @Test("a transform mapping one rect onto another reproduces the target")
    func transformMapping() {
        let thumbnail = CGRect(x: 20, y: 100, width: 100, height: 80)
        let full = CGRect(x: 0, y: 281, width: 375, height: 250)
        let transform = ViewTransform.mapping(thumbnail, onto: full)
        #expect(approximately(transform.scaleX, 3.75))
        #expect(approximately(transform.scaleY, 3.125))
        #expect(approximately(transform.apply(to: thumbnail), full))
        #expect(ViewTransform.mapping(.zero, onto: full) == .identity)
        // A zero-height or zero-width source has no scale to map: identity, not an infinite scale.
        #expect(ViewTransform.mapping(CGRect(x: 0, y: 0, width: 100, height: 0), onto: full) == .identity)
        #expect(ViewTransform.mapping(CGRect(x: 0, y: 0, width: 0, height: 100), onto: full) == .identity)
        #expect(ViewTransform(scaleX: .nan, translationY: .infinity) == .identity)
    }

    @Test("view state clamps alpha and radius and interpolates every property")
    func viewState() {
        let state = ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 3, cornerRadius: -4)
        #expect(state.alpha == 1)
        #expect(state.cornerRadius == 0)
        let end = ViewState(frame: CGRect(x: 10, y: 0, width: 10, height: 10), alpha: 0, transform: .scale(0.5), cornerRadius: 20)
        let middle = state.interpolated(to: end, fraction: 0.5)
        #expect(middle.frame.minX == 5)
        #expect(middle.alpha == 0.5)
        #expect(middle.transform.scaleX == 0.75)
        #expect(middle.cornerRadius == 10)
        #expect(end.presentedFrame == CGRect(x: 12.5, y: 2.5, width: 5, height: 5))
    }

    @Test("edges resolve with the layout direction")
    func edges() {
        #expect(TransitionEdge.leading.resolved(for: .leftToRight) == .left)
        #expect(TransitionEdge.leading.resolved(for: .rightToLeft) == .right)
        #expect(TransitionEdge.trailing.resolved(for: .rightToLeft) == .left)
        #expect(TransitionEdge.left.resolved(for: .rightToLeft) == .left)
        #expect(TransitionEdge.bottom.outwardUnitVector(for: .rightToLeft) == CGPoint(x: 0, y: 1))
        #expect(TransitionEdge.trailing.outwardUnitVector(for: .rightToLeft) == CGPoint(x: -1, y: 0))
    }

    @Test("edge insets clamp bad values and shrink rects without going negative")
    func insets() {
        let insets = EdgeInsets(top: 47, left: -3, bottom: .nan, right: 10)
        #expect(insets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 10))
        #expect(CGRect(x: 0, y: 0, width: 375, height: 812).inset(by: insets) == CGRect(x: 0, y: 47, width: 365, height: 765))
        #expect(
            CGRect(x: 0, y: 0, width: 5, height: 5).inset(by: EdgeInsets(top: 10, left: 10))
                == CGRect(x: 10, y: 10, width: 0, height: 0))
    }

    @Test("the setters of the public values sanitize as their initializers do")
    func settersSanitize() {
        var state = ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        state.frame = CGRect(x: CGFloat.nan, y: 1, width: -4, height: CGFloat.infinity)
        #expect(state.frame == CGRect(x: -4, y: 1, width: 4, height: 0))
        state.alpha = 2
        #expect(state.alpha == 1)
        state.alpha = -1
        #expect(state.alpha == 0)
        state.alpha = 0.25
        #expect(state.alpha == 0.25)
        state.alpha = .nan
        #expect(state.alpha == 0)
        state.cornerRadius = -3
        #expect(state.cornerRadius == 0)
        state.cornerRadius = .infinity
        #expect(state.cornerRadius == 0)
        state.cornerRadius = 6
        #expect(state.cornerRadius == 6)

        var transform = ViewTransform.identity
        transform.scaleX = .nan
        transform.scaleY = -.infinity
        transform.translationX = .infinity
        transform.translationY = .nan
        #expect(transform == .identity)
        transform.scaleX = 2
        transform.scaleY = 3
        transform.translationX = 4
        transform.translationY = 5
        #expect(transform == ViewTransform(scaleX: 2, scaleY: 3, translationX: 4, translationY: 5))

        var geometry = ParticipantGeometry(frame: .zero)
        geometry.frame = CGRect(x: 1, y: CGFloat.nan, width: 5, height: -5)
        #expect(geometry.frame == CGRect(x: 1, y: -5, width: 5, height: 5))
        geometry.cornerRadius = -.infinity
        #expect(geometry.cornerRadius == 0)
        geometry.cornerRadius = 12
        #expect(geometry.cornerRadius == 12)

        var scene = TransitionScene(containerBounds: .zero, fromView: nil, toView: nil)
        scene.containerBounds = CGRect(x: CGFloat.infinity, y: 0, width: 375, height: -812)
        #expect(scene.containerBounds == CGRect(x: 0, y: -812, width: 375, height: 812))
        #expect(
            scene.layoutDirection == .leftToRight && !scene.isReduceMotionEnabled,
            "the public scene is left to right, with motion")
    }
}
