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

    @Test("UIKit's named curves at known points", arguments: [
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

    @Test("bad spring parameters are clamped to a defined spring")
    func badSpring() {
        let spring = SpringCurve(dampingRatio: .nan, response: -1)
        #expect(spring.dampingRatio == 1)
        #expect(spring.response == 0.01)
        #expect(SpringCurve(dampingRatio: 0, response: .infinity).dampingRatio == 0.05)
        #expect(SpringCurve(dampingRatio: 0, response: .infinity).response == 0.35)
    }

    @Test("settling duration: the spring stays within tolerance from then on")
    func settling() {
        for spring in [SpringCurve(dampingRatio: 1, response: 0.3), SpringCurve(dampingRatio: 0.5, response: 0.5), SpringCurve(dampingRatio: 2, response: 0.4)] {
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
    }

    @Test("transition timing durations and progress")
    func transitionTiming() {
        let fade = TransitionTiming.curve(.easeInOut, duration: 0.25)
        #expect(fade.duration == 0.25)
        #expect(approximately(fade.progress(at: 0.125), 0.5, tolerance: 1e-6))
        #expect(TransitionTiming.curve(.linear, duration: -3).duration == 0)
        #expect(TransitionTiming.curve(.linear, duration: .nan).duration == 0)
        #expect(TransitionTiming.curve(.linear, duration: 0).progress(at: 0.1) == 1)
        let spring = TransitionTiming.spring(SpringCurve(dampingRatio: 1, response: 0.35))
        #expect(approximately(spring.progress(at: 0.1), 0.535732156091082))
    }
}
