#if canImport(SwiftUI) && canImport(UIKit)
import os
import UIKit

/// The SwiftUI layer's debug messages: a modifier that cannot take effect says so once, with the fix.
///
/// Debug builds only; release builds compile none of it.
@MainActor
enum SwiftUIBridgeDiagnostics {
    /// What went wrong, once per kind and place.
    enum Message: Hashable {
        /// A navigation modifier found no navigation controller (the reason from Core's location search).
        case noNavigationController(NavigationControllerLocation.Miss, placement: NavigationControllerLocation.Placement)
        /// A destination's transition arrived after its screen was pushed: the push used the stack's answer.
        case destinationArrivedLate
        /// A modal modifier's presentation was refused: its presenter presents another screen.
        case presenterBusy
        /// The dismiss action was called outside a modal transition's content.
        case dismissOutsideModalTransition
    }

    #if DEBUG
    private static let logger = Logger(subsystem: "NavTransitions", category: "SwiftUI")
    private static var said = Set<Message>()
    #endif

    /// Logs `message` once per process (debug builds).
    static func report(_ message: Message) {
        #if DEBUG
        guard said.insert(message).inserted else { return }
        logger.debug("\(text(for: message), privacy: .public)")
        #endif
    }

    static func text(for message: Message) -> String {
        switch message {
        case let .noNavigationController(miss, placement):
            let modifier = placement == .onStack ? "defaultNavigationControllerTransition(_:)" : "navigationControllerTransition(_:)"
            switch miss {
            case .splitView:
                return "NavTransitions: \(modifier) is on a NavigationView that shows columns (a split view): its screens appear in columns, not pushed, and keep the system animation. Use .navigationViewStyle(.stack), or NavigationStack."
            case .ambiguous:
                return "NavTransitions: \(modifier) found two navigation stacks of the same size beside it and uses neither: put it on one NavigationStack."
            case .noNavigationController:
                return "NavTransitions: \(modifier) is not on or inside a NavigationStack or NavigationView (none was found): the system animation applies."
            case .notInHierarchy:
                return "NavTransitions: \(modifier) never reached a window."
            }
        case .destinationArrivedLate:
            return "NavTransitions: a destination's navigationControllerTransition(_:) was read after its push began: the push used the stack's transition, the pop uses the destination's."
        case .presenterBusy:
            return "NavTransitions: modalTransition(_:isPresented:) could not present: its screen already presents another one (a sheet, an alert). The binding was set back to false."
        case .dismissOutsideModalTransition:
            return "NavTransitions: ModalTransitionDismissAction was called outside the content of a modalTransition(_:isPresented:) or modalTransition(_:item:): nothing was dismissed."
        }
    }
}
#endif
