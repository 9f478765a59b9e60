import Foundation
@testable import NavTransitions

/// The headless stand-in of `NavigationControllerTransition` in a declarative stack's answers: a screen's own
/// transition (vended by the screen, as its `navigationTransition` is), or a style declared by a modifier.
enum HeadlessNavigationTransition: Sendable, Equatable {
    /// The screen's own `navigationTransition` (its ``HeadlessNavigationController/Screen/navigationStyle``).
    case screensOwn(TransitionStyle)
    /// A transition declared by a modifier: a style, with its swipe-back area.
    case style(TransitionStyle, swipeBackArea: SwipeBackArea? = .leadingEdge)
}

/// Test double of the UIKit layer's `NavigationTransitionProvider`, which the headless proxy asks as the UIKit
/// proxy asks it.
protocol HeadlessTransitionProvider: AnyObject {
    /// `prepareForTransition(_:from:to:)`.
    func prepareForTransition(
        _ operation: TransitionOperation?, from: HeadlessNavigationController.Screen, to: HeadlessNavigationController.Screen)
    /// `answer(for:)`.
    func answer(for screen: HeadlessNavigationController.Screen) -> ScreenTransitionChoice<HeadlessNavigationTransition>.Answer
}

/// Test double of the SwiftUI layer's `NavigationStackBridge`: the same thin adapter over Core's
/// ``ScreenTransitionChoice`` (answer, preparation, push answer, late rule), applied to headless screens.
///
/// What it models of SwiftUI: a destination's content declares its choice (its marker joins the screen) when
/// the screen's content is built — when the screen is laid out (``prepareForTransition(_:from:to:)`` lays the
/// pushed screen out), or later (``contentBuilt(_:)``) for content SwiftUI builds only once on screen.
final class HeadlessStackBridge: HeadlessTransitionProvider {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Choice = ScreenTransitionChoice<HeadlessNavigationTransition>

    private weak var navigationController: HeadlessNavigationController?
    /// The stack's default (the stack's modifier); nil for the system animation.
    var defaultTransition: HeadlessNavigationTransition? {
        didSet { reconcileProxy() }
    }
    /// What each screen's content declares once built, by screen (its destination modifier).
    private var declarations: [ObjectIdentifier: Choice] = [:]
    /// Screens whose content is built only after their push (the declaration arrives late).
    private var buildsLate: Set<ObjectIdentifier> = []
    /// Late declarations noticed (the debug message's findings), in order.
    private(set) var findings: [AssumptionFinding] = []

    /// `NavigationStackBridge.bridge(for:)`: installs the proxy and becomes its provider.
    init(_ navigationController: HeadlessNavigationController) {
        self.navigationController = navigationController
        HeadlessNavigationProxy.install(on: navigationController).transitionProvider = self
    }

    /// A screen whose content declares `choice` when it is built (`navigationControllerTransition(_:)` on its
    /// content); `late` when SwiftUI builds it only after the push was answered.
    func declare(_ choice: Choice, on screen: Screen, late: Bool = false) {
        declarations[ObjectIdentifier(screen)] = choice
        if late { buildsLate.insert(ObjectIdentifier(screen)) }
    }

    /// The content of `screen` is built (laid out): its declaration, if any, reaches the bridge.
    func contentBuilt(_ screen: Screen) {
        guard let choice = declarations.removeValue(forKey: ObjectIdentifier(screen)) else { return }
        setChoice(choice, for: screen)
    }

    /// `setChoice(_:for:bridgeIsNew:)`.
    func setChoice(_ choice: Choice?, for screen: Screen) {
        let previous = screen.destinationChoice
        screen.destinationChoice = choice
        let pushed = Choice.pushAnswer(
            prepared: screen.pushedTransitionAnswer,
            isPushedScreen: navigationController?.viewControllers.dropFirst().contains { $0 === screen } ?? false,
            bridgeWasMadeNow: false
        )
        let late = Choice.arrivedLate(previous: previous, pushedWith: pushed, now: answer(for: screen))
        if let finding = AssumptionProbe.destinationDeclaredBeforePush(arrivedLate: late, stackWasPrepared: true) {
            findings.append(finding)
        }
        reconcileProxy()
    }

    func answer(for screen: Screen) -> Choice.Answer {
        Choice.answer(
            own: screen.hasCustomTransition ? .screensOwn(screen.navigationStyle) : nil,
            destination: screen.destinationChoice ?? .inherit,
            stackDefault: defaultTransition
        )
    }

    func prepareForTransition(_ operation: TransitionOperation?, from: Screen, to: Screen) {
        guard let side = Choice.screenToPrepare(for: operation) else { return }
        let screen = side.pick(from: from, to: to)
        screen.loadViewIfNeeded()
        if !buildsLate.contains(ObjectIdentifier(screen)) { contentBuilt(screen) } // the layout builds the content
        screen.pushedTransitionAnswer = answer(for: screen)
    }

    private func reconcileProxy() {
        navigationController.flatMap(HeadlessNavigationProxy.installed(on:))?.reconcile()
    }
}
