#if canImport(SwiftUI) && canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
import SwiftUI
import UIKit

// The SwiftUI side of the self-check's SwiftUI scenarios (Core's `SelfCheckSwiftUIScenario`): a real
// `NavigationStack(path:)` or `NavigationView`, configured with the library's public modifiers exactly as an
// app does, its state in one observable model the session drives and reads.

/// The state a SwiftUI scenario drives: the path (a `NavigationView`: its link's selection), the modal bindings;
/// and what the destinations declare, the progress a reader received, the taps a button received.
@MainActor
final class SelfCheckSwiftUIModel: ObservableObject {
    /// The path binding of the `NavigationStack`; a `NavigationView`'s link selection is its first element.
    @Published var path: [String] = []
    /// The `isPresented:` binding of the root's `modalTransition`.
    @Published var isPresented = false
    /// The `item:` binding of the root's `modalTransition`.
    @Published var item: SelfCheckSwiftUIItem?
    /// The stack's default transition.
    let stackDefault: NavigationControllerTransition?
    /// The modal transition of both modal modifiers.
    let modal: ModalTransition
    /// What each destination declares, by name, and the transition made for it once (a value kept, as an app
    /// keeps one, so that SwiftUI's updates hand the modifier the same transition).
    private(set) var destinations:
        [String: (declared: SelfCheckSwiftUIDestination, transition: NavigationControllerTransition?)] = [:]
    /// Every value a destination's `TransitionProgressReader` received.
    var progress: [TransitionProgress] = []
    let registry = SelfCheckScreenRegistry()
    let counter: SelfCheckAnimationCounter

    init(stackDefault: TransitionStyle?, modal: ModalTransition, counter: SelfCheckAnimationCounter) {
        self.counter = counter
        self.stackDefault = stackDefault.map(counter.transition)
        self.modal = modal
    }

    /// Declares what the destination `name` will declare (before it is appended to the path).
    func declare(_ destination: SelfCheckSwiftUIDestination, for name: String) {
        let transition: NavigationControllerTransition?
        if case let .style(style) = destination { transition = counter.transition(style) } else { transition = nil }
        destinations[name] = (destination, transition)
        lastDeclared = name
    }

    /// The destination declared last: a `NavigationView`'s link shows it (its name stays while it pops).
    private(set) var lastDeclared = ""

    /// The `NavigationView` link's selection, over the path.
    var selection: Binding<String?> {
        Binding(get: { [weak self] in self?.path.first }, set: { [weak self] value in self?.path = value.map { [$0] } ?? [] })
    }
}

/// The item of the `item:` binding.
struct SelfCheckSwiftUIItem: Identifiable, Equatable {
    let id: Int
}

/// Counts the library's navigation animations made for the scenario's transitions: each is a
/// `TransitionAnimation` for the style, made through `.custom`, as `NavigationControllerTransition(style:)` makes it.
@MainActor
final class SelfCheckAnimationCounter {
    private(set) var made = 0
    /// The class of the last animation controller made.
    private(set) var lastClass: String?

    func transition(_ style: TransitionStyle) -> NavigationControllerTransition {
        .custom { [weak self] context in
            let animation = TransitionAnimation(operation: context.operation, style: style)
            self?.made += 1
            self?.lastClass = String(describing: type(of: animation))
            return animation
        }
    }
}

/// The screens a scenario's content tagged, by the controller SwiftUI hosts each in (a pushed screen: the
/// navigation controller's child; a presented one: the presented controller).
@MainActor
final class SelfCheckScreenRegistry {
    private struct Entry {
        weak var screen: UIViewController?
        let name: String
    }

    private var entries: [Entry] = []

    func tag(_ screen: UIViewController, as name: String) {
        entries.removeAll { $0.screen == nil || $0.screen === screen }
        entries.append(Entry(screen: screen, name: name))
    }

    /// The name of a controller, "?" for one no content tagged.
    func name(of controller: UIViewController) -> String {
        entries.first { $0.screen === controller }?.name ?? "?"
    }

    /// The tagged screens still alive.
    var alive: [(name: String, screen: UIViewController)] {
        entries.compactMap { entry in entry.screen.map { (entry.name, $0) } }
    }
}

/// Tags the screen its content is in with a name: a small representable whose controller, once it has a
/// parent, asks Core's `NavigationControllerLocation` for the screen containing it (as the library's markers do).
struct SelfCheckScreenTag: UIViewControllerRepresentable {
    let name: String
    let registry: SelfCheckScreenRegistry

    func makeUIViewController(context: Context) -> SelfCheckScreenTagController {
        SelfCheckScreenTagController(name: name, registry: registry)
    }

    func updateUIViewController(_ controller: SelfCheckScreenTagController, context: Context) {}
}

final class SelfCheckScreenTagController: UIViewController {
    private let name: String
    private let registry: SelfCheckScreenRegistry

    init(name: String, registry: SelfCheckScreenRegistry) {
        self.name = name
        self.registry = registry
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView()
        view.isUserInteractionEnabled = false
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record()
    }

    private func record() {
        guard let screen = NavigationControllerLocation.screen(containing: self) as? UIViewController else { return }
        registry.tag(screen, as: name)
    }
}

/// A screen's content: its name, a button that counts taps, and the tag.
@MainActor
struct SelfCheckSwiftUIScreen: View {
    let name: String
    @ObservedObject var model: SelfCheckSwiftUIModel

    var body: some View {
        VStack(spacing: 16) {
            Text(name).font(.largeTitle)
            Button("Tap") {}
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(hue: Double(abs(name.hashValue % 360)) / 360, saturation: 0.3, brightness: 0.95))
        .background(SelfCheckScreenTag(name: name, registry: model.registry))
    }
}

/// The root screen: its name, a row of thumbnails marked as zoom sources, and both modal modifiers.
@MainActor
struct SelfCheckSwiftUIRoot: View {
    @ObservedObject var model: SelfCheckSwiftUIModel
    let zoomNamespace: Namespace.ID

    var body: some View {
        VStack(spacing: 12) {
            SelfCheckSwiftUIScreen(name: SelfCheckSwiftUIScenario.rootName, model: model)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 4)], spacing: 4) {
                ForEach(0..<8, id: \.self) { item in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color(hue: Double(item) / 8, saturation: 0.6, brightness: 0.85))
                        .aspectRatio(1, contentMode: .fit)
                        .zoomTransitionSource(id: item, in: zoomNamespace, cornerRadius: 6)
                }
            }
            .padding()
        }
        .modalTransition(model.modal, isPresented: $model.isPresented) {
            SelfCheckSwiftUIScreen(name: SelfCheckSwiftUIScenario.presentedName, model: model)
        }
        .modalTransition(model.modal, item: $model.item) { item in
            SelfCheckSwiftUIScreen(name: SelfCheckSwiftUIScenario.itemName(item.id), model: model)
        }
    }
}

/// A destination: its content, with what the scenario says it declares.
@MainActor
struct SelfCheckSwiftUIDestinationView: View {
    let name: String
    @ObservedObject var model: SelfCheckSwiftUIModel
    let zoomNamespace: Namespace.ID

    var body: some View {
        let declared = model.destinations[name]
        switch declared?.declared ?? .inherit {
        case .inherit:
            SelfCheckSwiftUIScreen(name: name, model: model)
        case .style:
            SelfCheckSwiftUIScreen(name: name, model: model)
                .navigationControllerTransition(declared?.transition)
        case .navigationBarHidden:
            if #available(iOS 16, *) {
                SelfCheckSwiftUIScreen(name: name, model: model).toolbar(.hidden, for: .navigationBar)
            } else {
                SelfCheckSwiftUIScreen(name: name, model: model).navigationBarHidden(true)
            }
        case .progressReader:
            TransitionProgressReader { progress in
                SelfCheckSwiftUIScreen(name: name, model: model)
                    .opacity(0.5 + 0.5 * Double(progress.visibility))
                    .onChange(of: progress) { value in model.progress.append(value) }
            }
        case let .zoom(item):
            SelfCheckSwiftUIScreen(name: name, model: model)
                .navigationControllerTransition(.zoom(sourceID: item, in: zoomNamespace))
        }
    }
}

/// `NavigationStack(path:)` with the stack's default transition (iOS 16 and later).
@available(iOS 16, *)
@MainActor
struct SelfCheckSwiftUINavigationStack: View {
    @ObservedObject var model: SelfCheckSwiftUIModel
    @Namespace private var zoomNamespace

    var body: some View {
        NavigationStack(path: $model.path) {
            SelfCheckSwiftUIRoot(model: model, zoomNamespace: zoomNamespace)
                .navigationDestination(for: String.self) { name in
                    SelfCheckSwiftUIDestinationView(name: name, model: model, zoomNamespace: zoomNamespace)
                }
        }
        .defaultNavigationControllerTransition(model.stackDefault)
    }
}

/// `NavigationView`, in the stack style or in its own (columns on a regular width), pushed through a link's
/// selection (one level: the path's first element).
@MainActor
struct SelfCheckSwiftUINavigationView: View {
    @ObservedObject var model: SelfCheckSwiftUIModel
    let columns: Bool
    @Namespace private var zoomNamespace

    var body: some View {
        if columns {
            navigationView.defaultNavigationControllerTransition(model.stackDefault)
        } else {
            navigationView.navigationViewStyle(.stack).defaultNavigationControllerTransition(model.stackDefault)
        }
    }

    private var navigationView: some View {
        NavigationView {
            SelfCheckSwiftUIRoot(model: model, zoomNamespace: zoomNamespace)
                .background(
                    NavigationLink(tag: model.lastDeclared, selection: model.selection) {
                        SelfCheckSwiftUIDestinationView(name: model.lastDeclared, model: model, zoomNamespace: zoomNamespace)
                    } label: {
                        EmptyView()
                    }
                )
        }
    }
}
#endif
