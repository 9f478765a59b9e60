import Foundation
import NavTransitions

/// A self-check scenario that hosts a real SwiftUI navigation container (`NavigationStack(path:)` or
/// `NavigationView`) in a `UIHostingController` and configures it with the library's public modifiers, as an
/// app does; the runner drives it through the SwiftUI state (the path, the modal bindings) and the package's
/// gesture drivers, and reads UIKit (the navigation controller SwiftUI runs on, its delegate, the presented
/// controller) and the SwiftUI state back.
///
/// These scenarios need SwiftUI: the Example's runner runs them; the headless runner lists them as
/// ``needsSwiftUI`` ("needs SwiftUI (runs in the Example)"), and the Linux tests check the table and the
/// judgement (``SelfCheckSwiftUIInvariant``) on observations made by hand.
package struct SelfCheckSwiftUIScenario: Sendable, Equatable, Identifiable, CustomStringConvertible {
    /// What the headless runner reports for every scenario of this kind.
    package static let headlessReason = "needs SwiftUI (runs in the Example)"
    /// The root screen of the stack.
    package static let rootName = "A"
    /// The screen an `isPresented:` binding presents.
    package static let presentedName = "M"
    /// The destination a zoom opens.
    package static let photoName = "photo"

    /// The screen an `item:` binding presents for `item`.
    package static func itemName(_ item: Int) -> String { "item \(item)" }

    /// A readable, unique name.
    package var name: String
    /// The SwiftUI container the scenario hosts.
    package var host: SelfCheckSwiftUIHost
    /// The modal transition the root's `modalTransition(_:isPresented:…)` and `modalTransition(_:item:…)` use.
    package var modal: SelfCheckPresentation
    package var steps: [SelfCheckSwiftUIStep]
    /// The flag: the scenario needs SwiftUI hosted in a window (always true in this table; the headless runner
    /// reports it, the Example runs it).
    package var needsSwiftUI: Bool { true }

    package init(
        _ name: String, host: SelfCheckSwiftUIHost, modal: SelfCheckPresentation = SelfCheckSwiftUIScenario.card,
        steps: [SelfCheckSwiftUIStep]
    ) {
        self.name = name
        self.host = host
        self.modal = modal
        self.steps = steps
    }

    /// The card the modal scenarios present (its pan dismisses; a short release cancels).
    package static let card = SelfCheckPresentation(layout: .card(size: CGSize(width: 300, height: 400)), style: .scale)

    package var id: String { name }
    package var description: String { name }

    /// Whether a step needs a real finger (the Example lists the scenario as a manual check).
    package var needsRealTouches: Bool { steps.contains(where: \.needsRealTouches) }

    /// Whether a step shows a ``TransitionProgressReader`` that must have received progress.
    package var readsProgress: Bool {
        steps.contains { if case .append(_, .progressReader) = $0 { return true } else { return false } }
    }

    /// The SwiftUI state Core expects after the step at `index` (before the first step: the initial state).
    package func expectedState(afterStep index: Int) -> SelfCheckSwiftUIState {
        var state = SelfCheckSwiftUIState()
        for step in steps.prefix(max(0, index + 1)) { state = state.after(step, in: host) }
        return state
    }

    /// The state after the last step.
    package var expectedFinalState: SelfCheckSwiftUIState { expectedState(afterStep: steps.count - 1) }

    /// Which animation must run the transitions the step at `index` starts; nil: not judged (nothing runs, or
    /// the runner cannot tell).
    package func expectedAnimator(ofStep index: Int) -> SelfCheckObservation.Animator? {
        guard steps.indices.contains(index) else { return nil }
        let before = index == 0 ? SelfCheckSwiftUIState() : expectedState(afterStep: index - 1)
        switch steps[index] {
        case let .append(_, destination):
            return host.appliesLibrary && libraryAnimates(destination) ? .library : .system
        case .removeLast, .swipeBack:
            guard let top = before.destinations.last else { return nil }
            return host.appliesLibrary && libraryAnimates(top) ? .library : .system
        case .presentWithBinding, .setBindingFalse, .panDismiss, .setItem:
            return .library
        case .tapRevealedScreen:
            return nil
        }
    }

    /// Whether the step at `index` must start a transition (an animated change of the stack or the presentation).
    package func mustStartTransition(step index: Int) -> Bool {
        guard steps.indices.contains(index) else { return false }
        let before = index == 0 ? SelfCheckSwiftUIState() : expectedState(afterStep: index - 1)
        switch steps[index] {
        case .append, .removeLast: return host.pushes
        case .swipeBack: return host.pushes && !before.path.isEmpty
        case .presentWithBinding: return !before.isPresented && before.item == nil
        case .setBindingFalse: return before.isPresented
        case .panDismiss: return before.presented != nil
        case .setItem: return true
        case .tapRevealedScreen: return false
        }
    }

    /// How the transitions the step at `index` starts must complete: a released gesture as its release says.
    package func expectedCompletion(ofStep index: Int) -> InteractiveCompletion {
        guard steps.indices.contains(index) else { return .finish }
        switch steps[index] {
        case let .swipeBack(release), let .panDismiss(release): return release.outcome
        default: return .finish
        }
    }

    private func libraryAnimates(_ destination: SelfCheckSwiftUIDestination) -> Bool {
        switch destination {
        case .style, .zoom: return true
        case .inherit, .navigationBarHidden, .progressReader: return host.stackDefault != nil
        }
    }
}

/// The SwiftUI container a ``SelfCheckSwiftUIScenario`` hosts.
package enum SelfCheckSwiftUIHost: Sendable, Equatable, CustomStringConvertible {
    /// `NavigationStack(path:)` (iOS 16 and later) with `defaultNavigationControllerTransition(_:)`.
    case navigationStack(default: TransitionStyle?)
    /// `NavigationView` with `.navigationViewStyle(.stack)` (iOS 15), pushed through a link's selection.
    case navigationViewStack(default: TransitionStyle?)
    /// `NavigationView` in its default style on a regular width: it shows columns (a split view). The library
    /// finds no stack to push on, keeps the system animation and says so in a debug build.
    case navigationViewColumns(default: TransitionStyle?)

    /// The stack's default transition.
    package var stackDefault: TransitionStyle? {
        switch self {
        case let .navigationStack(style), let .navigationViewStack(style), let .navigationViewColumns(style): return style
        }
    }

    /// Whether the library's transitions apply (a stack runs on a navigation controller the modifiers find).
    package var appliesLibrary: Bool {
        if case .navigationViewColumns = self { return false }
        return true
    }

    /// Whether a destination is pushed on a navigation controller (not shown in a column).
    package var pushes: Bool { appliesLibrary }

    /// The iOS version the container needs.
    package var minimumMajorVersion: Int {
        if case .navigationStack = self { return 16 }
        return 15
    }

    /// Whether the host shows its content with a regular horizontal size class (to get columns).
    package var isRegularWidth: Bool { !appliesLibrary }

    package var description: String {
        let style = stackDefault.map { SelfCheckStep.name(of: $0) } ?? "no default"
        switch self {
        case .navigationStack: return "NavigationStack, \(style)"
        case .navigationViewStack: return "NavigationView (stack style), \(style)"
        case .navigationViewColumns: return "NavigationView (columns, regular width), \(style)"
        }
    }
}

/// One thing a SwiftUI scenario does: what an app does to its SwiftUI state, or a finger, through the package's drivers.
package enum SelfCheckSwiftUIStep: Sendable, Equatable, CustomStringConvertible {
    /// `path.append(name)` (a `NavigationView`: the root link's selection); the destination declares what
    /// ``SelfCheckSwiftUIDestination`` says.
    case append(String, SelfCheckSwiftUIDestination)
    /// `path.removeLast()` (a `NavigationView`: the selection set to nil).
    case removeLast
    /// The swipe back, through the proxy's swipe-back interaction (the same entry point as the UIKit scenarios').
    case swipeBack(SelfCheckRelease)
    /// `isPresented = true` on the root's `modalTransition(_:isPresented:…)`.
    case presentWithBinding
    /// `isPresented = false`: the presentation must be dismissed.
    case setBindingFalse
    /// The dismiss pan, through the presentation controller's interaction.
    case panDismiss(SelfCheckRelease)
    /// `item = Item(id:)` on the root's `modalTransition(_:item:…)`; a new identity while one is presented
    /// dismisses it and presents the new one.
    case setItem(Int)
    /// A tap on a button of the screen the last transition revealed lands (a real touch on UIKit: manual).
    case tapRevealedScreen

    /// Whether only a real finger can do this (no public entry point sends a touch to SwiftUI).
    package var needsRealTouches: Bool { self == .tapRevealedScreen }

    package var description: String {
        switch self {
        case let .append(name, destination): return "path.append(\(name)), its content declaring \(destination)"
        case .removeLast: return "path.removeLast()"
        case let .swipeBack(release): return "swipe back \(release)"
        case .presentWithBinding: return "isPresented = true"
        case .setBindingFalse: return "isPresented = false"
        case let .panDismiss(release): return "pan to dismiss \(release)"
        case let .setItem(item): return "item = \(item)"
        case .tapRevealedScreen: return "tap a button on the revealed screen"
        }
    }
}

/// What a SwiftUI destination's content declares.
package enum SelfCheckSwiftUIDestination: Sendable, Equatable, CustomStringConvertible {
    /// Nothing: the stack's default.
    case inherit
    /// `navigationControllerTransition(_:)` with this style.
    case style(TransitionStyle)
    /// Nothing, and the navigation bar hidden (`.toolbar(.hidden, for: .navigationBar)` on iOS 16,
    /// `navigationBarHidden(true)` before).
    case navigationBarHidden
    /// Nothing, and a ``TransitionProgressReader`` whose values the runner records.
    case progressReader
    /// `navigationControllerTransition(.zoom(sourceID: item, in: namespace))`, the root's thumbnail of `item`
    /// marked with `zoomTransitionSource(id:in:)`.
    case zoom(item: Int)

    package var description: String {
        switch self {
        case .inherit: return "nothing"
        case let .style(style): return SelfCheckStep.name(of: style)
        case .navigationBarHidden: return "a hidden navigation bar"
        case .progressReader: return "a TransitionProgressReader"
        case let .zoom(item): return "a zoom from thumbnail \(item)"
        }
    }
}

/// The SwiftUI state of a scenario: the path and the modal bindings, and what is presented.
package struct SelfCheckSwiftUIState: Sendable, Equatable, CustomStringConvertible {
    /// The path binding (a `NavigationView`: the selected link, as a path of one).
    package var path: [String] = []
    /// What each screen of the path declared, in the path's order.
    package var destinations: [SelfCheckSwiftUIDestination] = []
    /// The `isPresented:` binding.
    package var isPresented = false
    /// The `item:` binding's identity.
    package var item: Int?

    package init(
        path: [String] = [], destinations: [SelfCheckSwiftUIDestination] = [], isPresented: Bool = false, item: Int? = nil
    ) {
        self.path = path
        self.destinations = destinations
        self.isPresented = isPresented
        self.item = item
    }

    /// The presented screen, named as the scenario names it.
    package var presented: String? {
        if isPresented { return SelfCheckSwiftUIScenario.presentedName }
        return item.map(SelfCheckSwiftUIScenario.itemName)
    }

    /// The state after `step`, as SwiftUI must hold it once the step has come to rest.
    package func after(_ step: SelfCheckSwiftUIStep, in host: SelfCheckSwiftUIHost) -> SelfCheckSwiftUIState {
        var next = self
        switch step {
        case let .append(name, destination):
            next.path.append(name)
            next.destinations.append(destination)
        case .removeLast:
            next.path = path.dropLast()
            next.destinations = destinations.dropLast()
        case let .swipeBack(release):
            // In columns there is no stack to swipe: nothing changes.
            if release.outcome == .finish, host.pushes {
                next.path = path.dropLast()
                next.destinations = destinations.dropLast()
            }
        case .presentWithBinding:
            next.isPresented = true
        case .setBindingFalse:
            next.isPresented = false
        case let .panDismiss(release):
            if release.outcome == .finish {
                next.isPresented = false
                next.item = nil
            }
        case let .setItem(item):
            next.item = item
        case .tapRevealedScreen:
            break
        }
        return next
    }

    package var description: String {
        "path \(path), isPresented \(isPresented), item \(item.map(String.init) ?? "nil")"
    }
}
