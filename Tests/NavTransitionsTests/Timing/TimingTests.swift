import Foundation
import Testing
@testable import NavTransitions

@Suite("Timing curves")
struct TimingTests {
    struct CurveCase: Sendable, CustomStringConvertible {
        let name: String
        let curve: CubicBezierCurve
        let expected: [CGFloat] // at 0.25, 0.5, 0.75
        var description: String { name }
    }

    @Test(
        "UIKit's named curves at known points",
        arguments: [
            CurveCase(name: "linear", curve: .linear, expected: [0.25, 0.5, 0.75]),
            CurveCase(name: "easeIn", curve: .easeIn, expected: [0.093465, 0.315357, 0.621862]),
            CurveCase(name: "easeOut", curve: .easeOut, expected: [0.378138, 0.684643, 0.906535]),
            CurveCase(name: "easeInOut", curve: .easeInOut, expected: [0.129162, 0.5, 0.870838]),
        ])
    func namedCurves(_ c: CurveCase) {
        for (fraction, expected) in zip([0.25, 0.5, 0.75] as [CGFloat], c.expected) {
            #expect(approximately(c.curve.progress(atFraction: fraction), expected, tolerance: 1e-5), "\(c.name) at \(fraction)")
        }
        #expect(c.curve.progress(atFraction: 0) == 0)
        #expect(c.curve.progress(atFraction: 1) == 1)
        #expect(c.curve.progress(atFraction: -2) == 0)
        #expect(c.curve.progress(atFraction: 9) == 1)
        #expect(c.curve.progress(atFraction: .nan) == 0)
    }

    @Test("a curve that overshoots: point-symmetric control points give 0.5 at half time, and y leaves 0...1")
    func overshootingCurve() {
        // P1 = (0.68, −0.55), P2 = (0.32, 1.55) = (1, 1) − P1: the curve is point-symmetric around (0.5, 0.5).
        let back = CubicBezierCurve(controlPoint1: CGPoint(x: 0.68, y: -0.55), controlPoint2: CGPoint(x: 0.32, y: 1.55))
        #expect(approximately(back.progress(atFraction: 0.5), 0.5, tolerance: 1e-9))
        for fraction in [0.1, 0.2, 0.3, 0.45] as [CGFloat] {
            #expect(
                approximately(back.progress(atFraction: fraction) + back.progress(atFraction: 1 - fraction), 1, tolerance: 1e-9),
                "\(fraction)")
        }
        #expect(back.progress(atFraction: 0.15) < 0, "it first moves backwards")
        #expect(back.progress(atFraction: 0.85) > 1, "and overshoots the end")
        // Control points out of range: x is clamped to 0...1, a non-finite y becomes the linear curve's.
        let clamped = CubicBezierCurve(
            controlPoint1: CGPoint(x: -3, y: CGFloat.nan), controlPoint2: CGPoint(x: 7, y: CGFloat.infinity))
        #expect(clamped == CubicBezierCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1)))
        #expect(approximately(clamped.progress(atFraction: 0.3), 0.3, tolerance: 1e-9))
    }

    @Test("a critically damped spring follows 1 − e^(−ωt)(1 + ωt)")
    func criticallyDamped() {
        let spring = SpringCurve(dampingRatio: 1, response: 0.35)
        #expect(approximately(spring.angularFrequency, 2 * .pi / 0.35))
        #expect(approximately(spring.progress(at: 0.05), 0.22663880631772926))
        #expect(approximately(spring.progress(at: 0.1), 0.535732156091082))
        #expect(approximately(spring.progress(at: 0.2), 0.873362457230601))
        #expect(approximately(spring.progress(at: 0.3), 0.9707402937595428))
        #expect(approximately(spring.progress(at: 0.1, initialVelocity: 5), 0.6187796198086875))
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: -1) == 0)
        #expect(spring.progress(at: .nan) == 0)
        #expect(approximately(spring.progress(at: 0.1, initialVelocity: .nan), 0.535732156091082))
    }

    @Test("an underdamped spring overshoots and settles; an overdamped one creeps")
    func underAndOverDamped() {
        let bouncy = SpringCurve(dampingRatio: 0.5, response: 0.5)
        #expect(approximately(bouncy.progress(at: 0.1), 0.4796121468845548))
        #expect(approximately(bouncy.progress(at: 0.25), 1.1406996741435176))
        #expect(approximately(bouncy.progress(at: 0.5), 0.9898221290147357))
        let heavy = SpringCurve(dampingRatio: 2, response: 0.5)
        #expect(approximately(heavy.progress(at: 0.1), 0.23136150910208755))
        #expect(approximately(heavy.progress(at: 0.3), 0.6076654025210153))
    }

    @Test("UIKit spring parameters for a unit mass")
    func uikitParameters() {
        let spring = SpringCurve(dampingRatio: 0.8, response: 0.5)
        #expect(spring.mass == 1)
        #expect(approximately(spring.stiffness, pow(2 * .pi / 0.5, 2)))
        let omega: CGFloat = 2 * .pi / 0.5
        let expectedDamping = 1.6 * omega
        #expect(approximately(spring.damping, expectedDamping))
    }

    @Test("bad spring parameters are clamped to a defined spring; the default is critically damped, 0.35 s")
    func badSpring() {
        #expect(SpringCurve().dampingRatio == 1)
        #expect(SpringCurve().response == 0.35)
        #expect(SpringCurve(dampingRatio: 20, response: 30) == SpringCurve(dampingRatio: 10, response: 10))
        let spring = SpringCurve(dampingRatio: .nan, response: -1)
        #expect(spring.dampingRatio == 1)
        #expect(spring.response == 0.01)
        #expect(SpringCurve(dampingRatio: 0, response: .infinity).dampingRatio == 0.05)
        #expect(SpringCurve(dampingRatio: 0, response: .infinity).response == 0.35)
    }

    @Test("settling duration: the spring stays within tolerance from then on")
    func settling() {
        for spring in [
            SpringCurve(dampingRatio: 1, response: 0.3), SpringCurve(dampingRatio: 0.5, response: 0.5),
            SpringCurve(dampingRatio: 2, response: 0.4),
        ] {
            let settle = spring.settlingDuration()
            #expect(settle > 0.1 && settle < 3, "\(spring)")
            var time = settle
            while time < settle + 1 {
                #expect(abs(spring.progress(at: time) - 1) < 0.001, "\(spring) at \(time)")
                time += 0.01
            }
            #expect(abs(spring.progress(at: settle * 0.5) - 1) > 0.001, "\(spring) must not be settled at half its settling time")
        }
        // Critically damped with response 0.3: e^(-ωt)(1 + ωt) < 0.001 ⇔ ωt > 9.2335, t > 0.4409 s.
        #expect(approximately(CGFloat(SpringCurve(dampingRatio: 1, response: 0.3).settlingDuration()), 0.4409, tolerance: 0.005))
        // Overdamped, ζ 2, response 0.3 (ω 20.944): roots r₁ −5.612, r₂ −78.164, c₁ = r₂ / (r₁ − r₂) = −1.0774,
        // c₂ = −1 − c₁ = 0.0774; the envelope |c₁|e^(r₁t) + |c₂|e^(r₂t) starts at exactly 1 and is 0.923 at
        // 7/240 s, 0.899 at 8/240 s: below a tolerance of 0.9 at the eighth frame of the 240 Hz scan.
        let overdamped = SpringCurve(dampingRatio: 2, response: 0.3)
        #expect(approximately(CGFloat(overdamped.settlingDuration(tolerance: 0.9)), 8.0 / 240, tolerance: 0.0001))
        // Below 0.001: 1.0774·e^(−5.612t) < 0.001 ⇔ t > ln(1077.4) / 5.612 = 1.2441 s.
        #expect(approximately(CGFloat(overdamped.settlingDuration()), 1.2441, tolerance: 1.0 / 240))
        // With an initial velocity of 50 the fast root carries weight: c₁ = (50 − 78.164) / 72.552 = −0.3882,
        // c₂ = −0.6118; the envelope is 0.520 at 4/240 s and 0.465 at 5/240 s, so a tolerance of 0.5 is
        // met at the fifth frame (the slow term alone, 0.388, would be below it at once).
        #expect(
            approximately(CGFloat(overdamped.settlingDuration(initialVelocity: 50, tolerance: 0.5)), 5.0 / 240, tolerance: 0.0001)
        )
    }

    @Test("transition timing durations and progress")
    func transitionTiming() {
        let fade = TransitionTiming.curve(.easeInOut, duration: 0.25)
        #expect(fade.duration == 0.25)
        #expect(approximately(fade.progress(at: 0.125), 0.5, tolerance: 1e-6))
        #expect(TransitionTiming.curve(.linear, duration: -3).duration == 0)
        #expect(TransitionTiming.curve(.linear, duration: .nan).duration == 0)
        let jump = TransitionTiming.curve(.linear, duration: 0)
        #expect(jump.progress(at: 0.1) == 1)
        #expect(jump.progress(at: .infinity) == 1)
        #expect(jump.progress(at: 0) == 0, "not before any time has passed")
        #expect(jump.progress(at: -1) == 0)
        #expect(jump.progress(at: .nan) == 0)
        #expect(fade.progress(at: .infinity) == 1)
        #expect(fade.progress(at: -.infinity) == 0)
        #expect(fade.progress(at: .nan) == 0)
        #expect(fade.progress(at: 0.25) == 1)
        let spring = TransitionTiming.spring(SpringCurve(dampingRatio: 1, response: 0.35))
        #expect(approximately(spring.progress(at: 0.1), 0.535732156091082))
    }

    struct SettleCase: Sendable, CustomStringConvertible {
        let dampingRatio: CGFloat
        let response: CGFloat
        let velocity: CGFloat
        let expected: TimeInterval
        var description: String { "ζ \(dampingRatio) response \(response) v \(velocity)" }
    }

    // The first 1/240-s step at which the decay envelope is below 0.001, found by hand from the envelope:
    // ζ = 1 (ω = 2π/0.3 = 20.944): e^(−ωt)(1 + |v − ω|t) = 0.001 at t = 0.44086 (v 0), 0.42805 (v 5, |v − ω| smaller),
    //   0.45120 (v −5, larger), 0.43638 (v 40: |40 − ω| = 19.06 < ω); the steps above: 106, 103, 109, 105 / 240.
    // ζ = 0.5 (ω = 4π, ω_d = ω√0.75): e^(−ζωt)√(1 + b²), b = (v − ζω)/ω_d = −0.5774 (v 0), −0.1179 (v 5),
    //   −1.0368 (v −5): t = 1.12230, 1.10050, 1.15749; steps 270, 265, 278 / 240.
    // ζ = 2 (ω = 2π/0.4 = 15.708): roots r1 = −ω(2 − √3) = −4.209, r2 = −ω(2 + √3) = −58.62; c1 = (v + r2)/(r1 − r2),
    //   c2 = −1 − c1; |c1|e^(r1 t) + |c2|e^(r2 t) = 0.001: v 0: c1 = −1.0774, t = ln(1077.4)/4.209 = 1.6589;
    //   v 5: c1 = −0.9855, t = 1.6380; v −5: c1 = −1.1693, t = 1.6783; steps 399, 394, 403 / 240.
    @Test(
        "settling duration with an initial velocity follows the decay envelope",
        arguments: [
            SettleCase(dampingRatio: 1, response: 0.3, velocity: 0, expected: 106.0 / 240),
            SettleCase(dampingRatio: 1, response: 0.3, velocity: 5, expected: 103.0 / 240),
            SettleCase(dampingRatio: 1, response: 0.3, velocity: -5, expected: 109.0 / 240),
            SettleCase(dampingRatio: 1, response: 0.3, velocity: 40, expected: 105.0 / 240),
            SettleCase(dampingRatio: 0.5, response: 0.5, velocity: 0, expected: 270.0 / 240),
            SettleCase(dampingRatio: 0.5, response: 0.5, velocity: 5, expected: 265.0 / 240),
            SettleCase(dampingRatio: 0.5, response: 0.5, velocity: -5, expected: 278.0 / 240),
            SettleCase(dampingRatio: 2, response: 0.4, velocity: 0, expected: 399.0 / 240),
            SettleCase(dampingRatio: 2, response: 0.4, velocity: 5, expected: 394.0 / 240),
            SettleCase(dampingRatio: 2, response: 0.4, velocity: -5, expected: 403.0 / 240),
        ])
    func settlingWithVelocity(_ c: SettleCase) {
        let spring = SpringCurve(dampingRatio: c.dampingRatio, response: c.response)
        let settle = spring.settlingDuration(initialVelocity: c.velocity)
        #expect(abs(settle - c.expected) < 1.0 / 480, "\(c): \(settle)")
        // From then on the motion with that velocity stays within the tolerance.
        var time = settle
        while time < settle + 0.5 {
            #expect(abs(spring.progress(at: time, initialVelocity: c.velocity) - 1) < 0.001, "\(c) at \(time)")
            time += 1.0 / 120
        }
    }

    @Test(
        "settling duration: a bad velocity counts as 0, a looser tolerance settles sooner, a spring that never settles is capped")
    func settlingEdges() {
        let spring = SpringCurve(dampingRatio: 1, response: 0.3)
        #expect(spring.settlingDuration(initialVelocity: .nan) == spring.settlingDuration())
        #expect(spring.settlingDuration(initialVelocity: .infinity) == spring.settlingDuration())
        #expect(spring.settlingDuration(tolerance: 0.01) < spring.settlingDuration())
        #expect(spring.settlingDuration(tolerance: .nan) == spring.settlingDuration())
        // ζ 0.05 with response 10 decays as e^(−0.0314 t): far beyond the 10-second cap.
        #expect(SpringCurve(dampingRatio: 0.05, response: 10).settlingDuration() == 10)
        // The duration of a spring timing is its settling duration without velocity.
        #expect(TransitionTiming.spring(spring).duration == spring.settlingDuration())
    }
}
