import Foundation
import Testing
import NavTransitions

@Suite("CircularReveal")
struct CircularRevealTests {
    /// iPhone portrait, 375×812, centre (187.5, 406).
    static let phone = CGRect(x: 0, y: 0, width: 375, height: 812)
    /// √(187.5² + 406²): from the centre of 375×812 to a corner.
    static let centreCoveringRadius: CGFloat = 447.2049306526036

    static func expect(
        _ circle: CircularReveal.Circle, center: CGPoint, radius: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(approximately(circle.center, center), "center \(circle.center)", sourceLocation: sourceLocation)
        #expect(approximately(circle.radius, radius), "radius \(circle.radius)", sourceLocation: sourceLocation)
    }

    /// An origin, the small circle it gives and the covering radius around that circle's centre, in 375×812.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var origin: RevealOrigin
        var focusCenter: CGPoint
        var focusRadius: CGFloat
        var coveringRadius: CGFloat
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "centre", origin: .center,
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        // √(375² + 812²)
        Case(
            name: "top-left corner", origin: .point(CGPoint(x: 0, y: 0)),
            focusCenter: CGPoint(x: 0, y: 0), focusRadius: 0, coveringRadius: 894.4098613052072),
        // A point outside is kept; √(475² + 912²).
        Case(
            name: "point outside the container", origin: .point(CGPoint(x: -100, y: -100)),
            focusCenter: CGPoint(x: -100, y: -100), focusRadius: 0, coveringRadius: 1028.2844937078455),
        // Centre (50, 720), radius 40 / 2; √(325² + 720²).
        Case(
            name: "source frame", origin: .sourceFrame(CGRect(x: 20, y: 700, width: 60, height: 40)),
            focusCenter: CGPoint(x: 50, y: 720), focusRadius: 20, coveringRadius: 789.9525302193797),
        Case(
            name: "source frame with a negative size", origin: .sourceFrame(CGRect(x: 80, y: 740, width: -60, height: -40)),
            focusCenter: CGPoint(x: 50, y: 720), focusRadius: 20, coveringRadius: 789.9525302193797),
        // Partly outside still counts: centre (375, 815), radius 25; √(375² + 815²).
        Case(
            name: "source frame partly outside", origin: .sourceFrame(CGRect(x: 350, y: 790, width: 50, height: 50)),
            focusCenter: CGPoint(x: 375, y: 815), focusRadius: 25, coveringRadius: 897.1343266200441),
        // A source bigger than the container: the end radius never shrinks below the start's 1375 / 2.
        Case(
            name: "source frame bigger than the container",
            origin: .sourceFrame(CGRect(x: -500, y: -500, width: 1375, height: 1812)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 687.5, coveringRadius: 687.5),
        // Unusable origins: a zero circle at the centre.
        Case(
            name: "source gone", origin: .sourceFrame(nil),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "empty source", origin: .sourceFrame(CGRect(x: 20, y: 700, width: 0, height: 40)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "NaN source", origin: .sourceFrame(CGRect(x: CGFloat.nan, y: 700, width: 60, height: 40)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "infinite source", origin: .sourceFrame(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 40)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "null source", origin: .sourceFrame(.null),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "source beyond the right edge", origin: .sourceFrame(CGRect(x: 400, y: 0, width: 50, height: 50)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "source touching the bottom edge from outside",
            origin: .sourceFrame(CGRect(x: 100, y: 812, width: 50, height: 50)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        // Touching an edge is not overlapping, on every side.
        Case(
            name: "source touching the right edge from outside",
            origin: .sourceFrame(CGRect(x: 375, y: 100, width: 50, height: 50)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "source touching the left edge from outside",
            origin: .sourceFrame(CGRect(x: -50, y: 100, width: 50, height: 50)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "source touching the top edge from outside",
            origin: .sourceFrame(CGRect(x: 100, y: -50, width: 50, height: 50)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "NaN point", origin: .point(CGPoint(x: CGFloat.nan, y: 5)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
        Case(
            name: "infinite point", origin: .point(CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)),
            focusCenter: CGPoint(x: 187.5, y: 406), focusRadius: 0, coveringRadius: centreCoveringRadius),
    ]

    @Test("Presenting grows from the origin to a circle covering the container", arguments: cases)
    func present(_ testCase: Case) {
        let circles = CircularReveal(containerBounds: Self.phone, origin: testCase.origin).circles(for: .present)
        Self.expect(circles.start, center: testCase.focusCenter, radius: testCase.focusRadius)
        Self.expect(circles.end, center: testCase.focusCenter, radius: testCase.coveringRadius)
    }

    @Test("Dismissing shrinks from the covering circle back into the origin", arguments: cases)
    func dismiss(_ testCase: Case) {
        let circles = CircularReveal(containerBounds: Self.phone, origin: testCase.origin).circles(for: .dismiss)
        Self.expect(circles.start, center: testCase.focusCenter, radius: testCase.coveringRadius)
        Self.expect(circles.end, center: testCase.focusCenter, radius: testCase.focusRadius)
    }

    @Test("Dismissal shrinks into the source where it is now, not where it was")
    func dismissIntoMovedSource() {
        let presented = CircularReveal(
            containerBounds: Self.phone, origin: .sourceFrame(CGRect(x: 20, y: 700, width: 60, height: 40))
        ).circles(for: .present)
        Self.expect(presented.start, center: CGPoint(x: 50, y: 720), radius: 20)

        // The source scrolled to (300, 100, 50, 50): centre (325, 125), radius 25; √(325² + 687²).
        let dismissed = CircularReveal(
            containerBounds: Self.phone, origin: .sourceFrame(CGRect(x: 300, y: 100, width: 50, height: 50))
        ).circles(for: .dismiss)
        Self.expect(dismissed.start, center: CGPoint(x: 325, y: 125), radius: 759.9960526213277)
        Self.expect(dismissed.end, center: CGPoint(x: 325, y: 125), radius: 25)
    }

    @Test("Push and pop are answered like present and dismiss")
    func navigationOperations() {
        let reveal = CircularReveal(containerBounds: Self.phone, origin: .point(CGPoint(x: 10, y: 20)))
        #expect(reveal.circles(for: .push) == reveal.circles(for: .present))
        #expect(reveal.circles(for: .pop) == reveal.circles(for: .dismiss))
        #expect(reveal.circles(for: .present).start.radius == 0)
        #expect(reveal.circles(for: .dismiss).end.radius == 0)
    }

    @Test("A 600×800 container's centre is 500 pt from each corner")
    func exactCoveringRadius() {
        let circles = CircularReveal(containerBounds: CGRect(x: 0, y: 0, width: 600, height: 800), origin: .center)
            .circles(for: .present)
        Self.expect(circles.end, center: CGPoint(x: 300, y: 400), radius: 500)
        #expect(approximately(circles.end.boundingRect, CGRect(x: -200, y: -100, width: 1000, height: 1000)))
    }

    @Test("A container with a non-zero origin is honoured")
    func offsetContainer() {
        // Centre (110, 220); farthest corner (10, 20) or (210, 420): √(100² + 200²).
        let circles = CircularReveal(containerBounds: CGRect(x: 10, y: 20, width: 200, height: 400), origin: .center)
            .circles(for: .present)
        Self.expect(circles.start, center: CGPoint(x: 110, y: 220), radius: 0)
        Self.expect(circles.end, center: CGPoint(x: 110, y: 220), radius: 223.60679774997897)
    }

    @Test(
        "A degenerate container never gives a NaN circle",
        arguments: [
            CGRect.zero,
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 812),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
            CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan),
            CGRect.null,
        ],
        [
            RevealOrigin.center,
            .point(CGPoint(x: 10, y: 10)),
            .sourceFrame(CGRect(x: 0, y: 0, width: 40, height: 40)),
            .sourceFrame(nil),
        ]
    )
    func degenerateContainer(container: CGRect, origin: RevealOrigin) {
        let reveal = CircularReveal(containerBounds: container, origin: origin)
        #expect(isWellFormed(reveal.containerBounds))
        for operation in TransitionOperation.allCases {
            let circles = reveal.circles(for: operation)
            #expect(isWellFormed(circles.start.boundingRect))
            #expect(isWellFormed(circles.end.boundingRect))
        }
    }

    @Test("An empty container collapses every circle except one around an outside point")
    func zeroContainer() {
        let centre = CircularReveal(containerBounds: .zero, origin: .center).circles(for: .present)
        Self.expect(centre.end, center: .zero, radius: 0)
        // Nothing overlaps an empty container, so the source is unusable.
        let source = CircularReveal(containerBounds: .zero, origin: .sourceFrame(CGRect(x: 0, y: 0, width: 40, height: 40)))
            .circles(for: .dismiss)
        Self.expect(source.end, center: .zero, radius: 0)
        // A point keeps its distance to the empty container's origin: √(10² + 10²).
        let point = CircularReveal(containerBounds: .zero, origin: .point(CGPoint(x: 10, y: 10))).circles(for: .present)
        Self.expect(point.end, center: CGPoint(x: 10, y: 10), radius: 14.142135623730951)
    }

    @Test("A circle's bounding rect is the square around it")
    func boundingRect() {
        let circle = CircularReveal.Circle(center: CGPoint(x: 50, y: 720), radius: 20)
        #expect(circle.boundingRect == CGRect(x: 30, y: 700, width: 40, height: 40))
        #expect(
            CircularReveal.Circle(center: CGPoint(x: 5, y: 6), radius: 0).boundingRect == CGRect(x: 5, y: 6, width: 0, height: 0))
    }

    @Test(
        "A circle is sanitized on creation",
        arguments: [
            (CGPoint(x: CGFloat.nan, y: CGFloat.infinity), -3, CGPoint.zero, 0),
            (CGPoint(x: 5, y: -CGFloat.infinity), .nan, CGPoint(x: 5, y: 0), 0),
            (CGPoint(x: 5, y: 6), .infinity, CGPoint(x: 5, y: 6), 0),
            (CGPoint(x: -5, y: 6), 7, CGPoint(x: -5, y: 6), 7),
        ] as [(CGPoint, CGFloat, CGPoint, CGFloat)]
    )
    func sanitizedCircle(center: CGPoint, radius: CGFloat, expectedCenter: CGPoint, expectedRadius: CGFloat) {
        let circle = CircularReveal.Circle(center: center, radius: radius)
        #expect(circle.center == expectedCenter)
        #expect(circle.radius == expectedRadius)
    }
}
