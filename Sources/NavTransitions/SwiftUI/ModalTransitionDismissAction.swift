#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Dismisses the content presented by ``SwiftUI/View/modalTransition(_:isPresented:onDismiss:content:)`` or
/// ``SwiftUI/View/modalTransition(_:item:onDismiss:content:)``: sets the binding to `false` (or `nil`), which
/// dismisses it with its transition.
///
/// Read it with ``ModalTransitionDismiss`` in the presented content, and call it:
///
/// ```swift
/// struct MenuView: View {
///     @ModalTransitionDismiss private var dismiss
///
///     var body: some View {
///         Button("Close") { dismiss() }
///     }
/// }
/// ```
///
/// Outside such content it does nothing (a debug build says so). SwiftUI's own `dismiss` action is not
/// documented to reach a presentation made through UIKit; this one always does.
public struct ModalTransitionDismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the presented content.
    @MainActor
    public func callAsFunction() {
        action()
    }

    /// The action outside a modal transition's content: a debug build says so.
    static let outside = ModalTransitionDismissAction {
        AssumptionLog.check(AssumptionProbe.dismissActionInsideModalContent(false))
    }
}

/// Reads the ``ModalTransitionDismissAction`` of the modal transition presenting this view.
///
/// ```swift
/// @ModalTransitionDismiss private var dismiss
/// ```
@propertyWrapper
public struct ModalTransitionDismiss: DynamicProperty {
    @Environment(\.modalTransitionDismissAction) private var action

    /// Reads the action from the environment.
    public init() {}

    /// The action that dismisses the presented content.
    public var wrappedValue: ModalTransitionDismissAction { action }
}

private struct ModalTransitionDismissActionKey: EnvironmentKey {
    static let defaultValue = ModalTransitionDismissAction.outside
}

extension EnvironmentValues {
    /// The dismiss action of the modal transition presenting the view (not public: read it with
    /// ``ModalTransitionDismiss``).
    var modalTransitionDismissAction: ModalTransitionDismissAction {
        get { self[ModalTransitionDismissActionKey.self] }
        set { self[ModalTransitionDismissActionKey.self] = newValue }
    }
}
#endif
