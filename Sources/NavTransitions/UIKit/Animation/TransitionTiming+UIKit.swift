#if canImport(UIKit)
import UIKit

@MainActor
extension CubicBezierCurve {
    /// The curve as UIKit cubic timing parameters.
    var timingParameters: UICubicTimingParameters {
        UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
}

@MainActor
extension SpringCurve {
    /// The spring as UIKit spring timing parameters with a unit mass, so that UIKit runs exactly the
    /// motion Core computes. `initialVelocity` is relative to the distance still to travel.
    func timingParameters(initialVelocity: CGFloat = 0) -> UISpringTimingParameters {
        let velocity = initialVelocity.finiteOr(0)
        return UISpringTimingParameters(
            mass: mass,
            stiffness: stiffness,
            damping: damping,
            initialVelocity: CGVector(dx: velocity, dy: velocity)
        )
    }
}

@MainActor
extension TransitionTiming {
    /// The timing as a UIKit timing-curve provider.
    var timingParameters: UITimingCurveProvider {
        // stays in UIKit: maps Core's curve or spring into UIKit's timing-parameter classes
        switch self {
        case let .curve(curve, _): return curve.timingParameters
        case let .spring(spring): return spring.timingParameters()
        }
    }
}
#endif
