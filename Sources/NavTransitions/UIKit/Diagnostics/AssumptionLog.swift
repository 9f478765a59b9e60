#if canImport(UIKit)
import UIKit
#if DEBUG
import os
#endif

/// The debug builds' checks of the UIKit assumptions the library relies on (Docs/Troubleshooting.md,
/// "Debug messages"): at the moment an assumption is relied on, the UIKit layer reads, Core's
/// ``AssumptionProbe`` decides, and a failed assumption is logged once per kind through `os.Logger`
/// (subsystem `org.navtransitions`, category `assumptions`). The code then takes its documented fallback,
/// as it does in every build.
///
/// In release builds the bodies are empty: the argument of ``check(_:)`` is never evaluated, and the
/// calls compile to nothing.
@MainActor
enum AssumptionLog {
    /// Checks an assumption where it is relied on; `finding` is Core's decision (nil: it holds).
    static func check(_ finding: @autoclosure () -> AssumptionFinding?) {
        #if DEBUG
        Store.shared.log(finding())
        #endif
    }

    /// One main-queue turn after a screen's `navigationTransition` was set: is the screen in a navigation
    /// controller without the proxy? (Then the transition is silently ignored.)
    static func checkNavigationTransitionNextTurn(of screen: UIViewController) {
        #if DEBUG
        DispatchQueue.main.async { [weak screen] in
            guard let screen else { return }
            check(
                AssumptionProbe.navigationTransitionHasProxy(
                    screenType: String(describing: type(of: screen)),
                    hasNavigationTransition: screen.navigationTransition != nil,
                    isInNavigationController: screen.navigationController != nil,
                    hasProxy: screen.navigationController.flatMap(NavigationDelegateProxy.installed(on:)) != nil
                ))
        }
        #endif
    }

    /// One main-queue turn after a screen's `modalTransition` was set: does the screen still have the
    /// `.custom` style and the library's transitioning delegate?
    static func checkModalTransitionNextTurn(of screen: UIViewController) {
        #if DEBUG
        DispatchQueue.main.async { [weak screen] in
            guard let screen else { return }
            checkModalTransition(of: screen)
        }
        #endif
    }

    /// Whether a screen with a `modalTransition` still has the `.custom` style and the library's delegate.
    static func checkModalTransition(of screen: UIViewController) {
        check(
            AssumptionProbe.modalTransitionKeepsCustomStyle(
                screenType: String(describing: type(of: screen)),
                hasModalTransition: screen.modalTransition != nil,
                isCustomStyle: screen.modalPresentationStyle == .custom,
                hasLibraryDelegate: screen.transitioningDelegate is ModalTransitioningDelegate
            ))
    }

    /// When a presentation's animation reads its views: with the library's presentation controller, the
    /// presented side's view is its wrapper.
    static func checkPresentedView(
        _ view: @autoclosure () -> UIView?, of presented: @autoclosure () -> UIViewController?,
        operation: TransitionOperation
    ) {
        #if DEBUG
        let view = view(), presentation = presented()?.presentationControllerIfPresented as? DimmingPresentationController
        check(
            AssumptionProbe.presentedViewIsWrapper(
                operation: operation, isLibraryPresentation: presentation != nil,
                viewIsWrapper: view != nil && view === presentation?.presentedView
            ))
        #endif
    }

    #if DEBUG
    /// The once-per-kind bookkeeping (Core's ledger) and the logger; one per process, on the main actor.
    @MainActor
    private final class Store {
        static let shared = Store()
        private var ledger = AssumptionLedger()
        private let logger = Logger(subsystem: AssumptionLedger.subsystem, category: AssumptionLedger.category)

        func log(_ finding: AssumptionFinding?) {
            guard let message = ledger.message(for: finding) else { return }
            logger.error("\(message, privacy: .public)")
        }
    }
    #endif
}
#endif
