import Foundation

/// How a screen's push and pop may be animated, as the navigation delegate proxy weighs it: who is asked,
/// without the transition itself (Core does not know it).
///
/// A UIKit screen has a transition of its own or none (``init(hasCustomTransition:)``). A screen of a
/// declarative stack may also inherit the stack's default (``ScreenTransitionChoice/Answer/claim(pushedByFramework:)``):
/// then the framework's own answer for the screen comes first.
package enum ScreenTransitionClaim: Sendable, Hashable, CaseIterable {
    /// No transition of ours: the original delegate answers, or UIKit.
    case none
    /// A transition the screen chose itself (its `navigationTransition`, or a declarative destination's own):
    /// the proxy answers, and the original delegate is not asked.
    case screensOwn
    /// A transition the screen only inherits (a declarative stack's default): the original delegate is asked
    /// first — the framework's own transition for the screen wins — and the proxy answers only when it
    /// answers nothing.
    case inherited

    /// A UIKit screen's claim: its own transition, or none.
    package init(hasCustomTransition: Bool) {
        self = hasCustomTransition ? .screensOwn : .none
    }

    /// Whether the proxy may run a transition of ours for the screen: then, on top, the screen is swiped back
    /// by the library's pan (with the transition's ``SwipeBackArea``) and UIKit's edge swipe is held off.
    package var mayRunOurs: Bool {
        self != .none
    }
}
