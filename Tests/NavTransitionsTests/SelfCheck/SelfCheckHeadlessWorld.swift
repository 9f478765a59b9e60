import Foundation
@testable import NavTransitions

/// The app's own navigation delegate in a self-check run: remembers the last screen it was shown and
/// vends nothing (UIKit's animation for screens without a transition, as most apps do).
///
/// As a framework's own delegate (`isFramework`, SwiftUI's for a `NavigationStack`, as ``SwiftUIDelegateDouble``
/// models it): it assigns itself again in every `willShow` and `didShow`, and runs its own transition for the
/// screens in ``ownTransitionScreens``.
final class SelfCheckAppDelegate: HeadlessNavigationController.Delegate {
    typealias Screen = HeadlessNavigationController.Screen
    let name: String
    let isFramework: Bool
    /// The screens the framework runs its own transition for, by name.
    var ownTransitionScreens: Set<String> = []
    private(set) var lastShown: String?
    private(set) var messages: [HeadlessNavigationController.Message] = []

    init(_ name: String, isFramework: Bool = false) {
        self.name = name
        self.isFramework = isFramework
    }

    func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool) {
        messages.append(.willShow(screen.name, animated: animated))
        if isFramework { navigationController.delegate = self }
    }

    func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool) {
        messages.append(.didShow(screen.name, animated: animated))
        lastShown = screen.name
        if isFramework { navigationController.delegate = self }
    }

    func navigationController(_ navigationController: HeadlessNavigationController, animationControllerFor operation: TransitionOperation,
                              from: Screen, to: Screen) -> HeadlessNavigationController.Animator? {
        ownTransitionScreens.contains((operation == .push ? to : from).name) ? HeadlessNavigationController.Animator(vendor: name) : nil
    }

    func navigationController(_ navigationController: HeadlessNavigationController,
                              interactionControllerFor animator: HeadlessNavigationController.Animator) -> HeadlessNavigationController.Interactor? { nil }
}

/// A transition a step started, as the headless runner saw it: which animation, and its completions.
final class SelfCheckTransitionRecord {
    let step: Int
    let animator: SelfCheckObservation.Animator
    /// `completeTransition` values; nil when the model runs UIKit's own animation (nothing to observe).
    var completions: [Bool]?

    init(step: Int, animator: SelfCheckObservation.Animator, completions: [Bool]?) {
        self.step = step
        self.animator = animator
        self.completions = completions
    }

    var observed: SelfCheckObservation.Transition {
        SelfCheckObservation.Transition(step: step, animator: animator, completions: completions)
    }
}

/// The headless runner of the self-check: runs one ``SelfCheckRun`` of Core's table against the
/// repository's headless model (the navigation controller with the product's proxy, the presentation with
/// the product's presentation session, the zoom's flights and sessions, the carousel's state and the
/// reorder's drag), then reads a ``SelfCheckObservation`` that Core's ``SelfCheckInvariant`` judges.
///
/// Each step is applied as the Example's UIKit runner applies it: the app's calls, and for gestures the
/// driver the recognizer feeds. The model's transitions run to their end inside the step (UIKit's own
/// animations are instant here); every step ends with the main queue drained and every settle ended.
final class SelfCheckHeadlessWorld {
    typealias Screen = HeadlessNavigationController.Screen

    /// Why a step cannot run on the headless model of this branch.
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    struct Weak {
        weak var object: AnyObject?
    }

    let run: SelfCheckRun
    var scenario: SelfCheckScenario { run.scenario }
    let nav: HeadlessNavigationController
    let modal: HeadlessModalUIKit
    private(set) var zoom: SelfCheckHeadlessZoom?
    private(set) var collection: SelfCheckHeadlessCollection?

    /// The app keeps its delegates (the navigation controller holds them weakly).
    private var appDelegates: [SelfCheckAppDelegate] = []
    private var appDelegate: SelfCheckAppDelegate? { appDelegates.last }
    /// The declarative stack's bridge (``SelfCheckInstall/declarativeStack(default:)``), held as the navigation
    /// controller holds SwiftUI's.
    private var stackBridge: HeadlessStackBridge?
    /// Screens made by a step before they are pushed (an owner named before its push), held as the app would.
    private var prepared: [String: Screen] = [:]
    /// Every screen the run made, weakly.
    private var made: [String: Weak] = [:]
    private(set) var transitions: [SelfCheckTransitionRecord] = []
    private var currentStep = 0

    /// Planted bugs (the proof that the runner notices one); empty in every real run.
    private let faults: Set<ReliabilityFault>
    /// A planted leak: the world keeps every screen it made, as a retain cycle would.
    private var leakedForTesting: [AnyObject] = []
    private let leaksScreensForTesting: Bool

    init(_ run: SelfCheckRun, faults: Set<ReliabilityFault> = [], leaksScreensForTesting: Bool = false) {
        self.run = run
        self.faults = faults
        self.leaksScreensForTesting = leaksScreensForTesting
        let root = Screen(SelfCheckScenario.rootName)
        nav = HeadlessNavigationController(root: root)
        nav.window.reduceMotionOverride = run.motion.isReduceMotionEnabled
        // The presentation runs in the navigation controller's window, from the navigation controller's view.
        modal = HeadlessModalUIKit(style: .cover(edge: .bottom), window: nav.window, presenter: HeadlessViewController(view: nav.containerView))
        made[root.name] = Weak(object: root)
        if run.scenario.steps.contains(.install(.transitionNavigationController)) {
            nav.viewDidLoad = { [unowned nav] in HeadlessNavigationProxy.install(on: nav) }
        }
        nav.loadViewIfNeeded() // the window shows the navigation controller before the first step
        switch run.scenario.fixture {
        case .plain: break
        case .photoGrid: zoom = SelfCheckHeadlessZoom(reduceMotion: run.motion.isReduceMotionEnabled)
        case .carousel, .reorderGrid: collection = SelfCheckHeadlessCollection()
        }
        nav.transitionObserver = { [unowned self] record in
            let library = record.animator == "proxy" || record.animator == "zoom"
            transitions.append(SelfCheckTransitionRecord(step: currentStep, animator: library ? .library : .system,
                                                         completions: record.animator == "proxy" ? [] : nil))
        }
        nav.contextObserver = { [unowned self] context in
            if faults.contains(.dimmingViewLeftBehind) { context.commandFilterForTesting = { $0 != .remove(.dimmingView) } }
            guard let record = transitions.last else { return }
            context.completionObserver = { [weak record] completed in record?.completions?.append(completed) }
        }
        modal.contextObserver = { [unowned self] context in
            let record = SelfCheckTransitionRecord(step: currentStep, animator: .library, completions: [])
            transitions.append(record)
            context.completionObserver = { [weak record] completed in record?.completions?.append(completed) }
        }
    }

    /// Runs every step, then lets everything come to rest. Throws ``Unsupported`` for a step the model
    /// cannot do on this branch.
    func runSteps() throws {
        for (index, step) in scenario.steps.enumerated() {
            currentStep = index
            try apply(step)
            settle()
        }
    }

    /// The main queues turn and every released gesture's settle ends, until nothing moves.
    private func settle() {
        for _ in 0..<6 {
            nav.mainQueue.drain()
            modal.mainQueue.drain()
            nav.completeSettle()
            modal.completeSettle()
            // A sheet's settle or layout spring reaches its end (UIKit's runner waits for it the same way).
            modal.presentationController?.finishSheetAnimation()
        }
    }

    // MARK: Steps

    private var proxy: HeadlessNavigationProxy? { HeadlessNavigationProxy.installed(on: nav) }

    private func screen(_ name: String, style: TransitionStyle?) -> Screen {
        let screen = prepared.removeValue(forKey: name) ?? Screen(name, custom: style != nil)
        if let style {
            screen.hasCustomTransition = true
            screen.navigationStyle = style
        }
        made[name] = Weak(object: screen)
        if leaksScreensForTesting { leakedForTesting.append(screen) }
        return screen
    }

    private func plantFaults(_ proxy: HeadlessNavigationProxy) {
        if faults.contains(.originalDelegateNotHandedBack) { proxy.plantedFaults.insert(.originalDelegateNotHandedBack) }
        if faults.contains(.systemPopGestureNotPutBack) { proxy.plantedFaults.insert(.systemPopGestureNotPutBack) }
    }

    private func assignAppDelegate(isFramework: Bool = false) {
        let delegate = SelfCheckAppDelegate("app\(appDelegates.count)", isFramework: isFramework)
        appDelegates.append(delegate)
        nav.delegate = delegate
    }

    private func apply(_ step: SelfCheckStep) throws {
        if let zoom, try zoom.apply(step, step: currentStep, record: { transitions.append($0) }) { return }
        if let collection, try collection.apply(step) { return }
        switch step {
        case .assignAppDelegate:
            assignAppDelegate()
        case .assignFrameworkDelegate:
            assignAppDelegate(isFramework: true)
        case let .setPopGestureEnabled(enabled):
            nav.interactivePopGestureEnabled = enabled
        case let .install(install):
            switch install {
            case .proxy:
                plantFaults(HeadlessNavigationProxy.install(on: nav))
            case let .proxyOwnedBy(name):
                let owner = nav.viewControllers.first { $0.name == name } ?? prepared[name] ?? Screen(name)
                if !nav.viewControllers.contains(where: { $0 === owner }) { prepared[name] = owner }
                made[name] = Weak(object: owner)
                plantFaults(HeadlessNavigationProxy.install(on: nav, owner: owner))
            case .transitionNavigationController:
                // The navigation controller is a TransitionNavigationController: its viewDidLoad installs the proxy
                // (set up with the world; the UIKit runner's view loads when its window shows it, before the steps).
                guard proxy != nil else { throw Unsupported(description: "the TransitionNavigationController installed nothing") }
            case let .declarativeStack(style):
                let bridge = HeadlessStackBridge(nav)
                bridge.defaultTransition = style.map { .style($0) }
                stackBridge = bridge
                if let proxy { plantFaults(proxy) }
            }
        case .uninstall:
            proxy?.uninstall()
        case let .push(name, style, animated, bySegue):
            let pushed = screen(name, style: style)
            if bySegue {
                try performSegue(.navigation, to: pushed)
            } else {
                nav.pushViewController(pushed, animated: animated)
            }
        case let .pushDuringTransition(first, second, style):
            // UIKit has not finished the first push when the second comes: the model's transition is still pending.
            nav.transitionsStartLater = true
            nav.pushViewController(screen(first, style: style), animated: true)
            nav.pushViewController(screen(second, style: style), animated: true)
            nav.transitionsStartLater = false
        case let .pushAssigningDelegateMidTransition(name, style):
            // Mid-transition: after UIKit asked for the controllers, before the transition ended (at its willShow).
            var assigned = false
            nav.messageObserver = { [unowned self] message in
                guard !assigned, case .willShow = message else { return }
                assigned = true
                assignAppDelegate()
            }
            nav.pushViewController(screen(name, style: style), animated: true)
            nav.messageObserver = nil
        case let .pushDestination(name, destination):
            guard let stackBridge else { throw Unsupported(description: "a destination needs a declarative stack") }
            let pushed = screen(name, style: nil)
            switch destination {
            case .inherit: break
            case .system: stackBridge.declare(.system, on: pushed)
            case let .style(style): stackBridge.declare(.transition(.style(style)), on: pushed)
            case .framework: appDelegate?.ownTransitionScreens.insert(name)
            }
            nav.pushViewController(pushed, animated: true)
        case let .pop(animated):
            nav.popViewController(animated: animated)
        case let .swipeBack(release):
            guard let proxy, proxy.swipeBackBegan(atX: 10, velocity: CGPoint(x: 500, y: 0)) else {
                throw Unsupported(description: "the swipe back did not begin")
            }
            let distance = release.progress * nav.containerWidth
            proxy.swipeBackChanged(translationX: distance)
            proxy.swipeBackEnded(translationX: distance, velocityX: release.velocity)
        case let .unwind(to):
            try unwind(to: to)
        case let .present(name, presentation):
            present(name, presentation)
        case let .dismiss(animated):
            modal.dismiss(animated: animated)
        case let .panDismiss(release):
            try panDismiss(release)
        case .escape:
            modal.presentationController?.accessibilityPerformEscape()
        case .keyCommandEscape:
            // UIKit sends the key command's action only where `canPerformAction` allows it.
            modal.presentationController?.keyCommandEscape()
        case .tapDimming:
            modal.presentationController?.tapDimmingView()
        case .scrollThenDragToDismiss:
            try scrollThenDrag()
        case .keyboardUp:
            // As the UIKit runner: a docked keyboard 300 points high, announced with no animation.
            guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
            let screen = HeadlessModalUIKit.screen
            controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: screen.maxY - 300, width: screen.width, height: 300), duration: 0)
        case .keyboardDown:
            guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
            let screen = HeadlessModalUIKit.screen
            controller.keyboardWillChangeFrame(to: CGRect(x: 0, y: screen.maxY, width: screen.width, height: 300), duration: 0)
        case let .selectDetent(detent):
            try sheetChange(.select(detent))
        case let .changeSheet(sheet):
            try sheetChange(.layout(sheet))
        case let .dragSheet(drag):
            try dragSheet(drag)
        case let .dragList(drag):
            try dragList(drag)
        case let .grabber(action):
            guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
            controller.grabberAccessibility(action)
        case .tapBehindSheet:
            guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
            controller.tapOutsideSheet()
        case let .dismissChangingSheet(change):
            modal.dismiss(animated: true)
            try sheetChange(change)
        case .zoomOpen, .zoomPage, .zoomScrollSourceAway, .zoomClose, .zoomGesture:
            throw Unsupported(description: "a zoom step needs the photo grid fixture")
        case .carouselFlick, .reorderMove, .reorderDataSourceChangesMidDrag, .reorderAccessibilityAction:
            throw Unsupported(description: "a collection step needs its fixture")
        case let .checkSystemBackGestures(expectation):
            try checkSystemBackGestures(expectation)
        case let .pushPreferredZoom(name):
            let pushed = screen(name, style: .fade) // Apple's wins over it
            pushed.hasPreferredTransition = true
            let before = transitions.count
            nav.pushViewController(pushed, animated: true)
            if transitions.dropFirst(before).contains(where: { $0.animator == .library }) {
                throw Unsupported(description: "the library animated a screen that carries UIKit's preferredTransition")
            }
        }
    }

    /// UIKit's back recognizers as `expectation` says, through their delegate's `gestureRecognizerShouldBegin` (as
    /// the UIKit runner asks it), and their wiring.
    private func checkSystemBackGestures(_ expectation: SelfCheckBackGestureExpectation) throws {
        for recognizer in [nav.interactivePopGestureRecognizer, nav.interactiveContentPopGestureRecognizer].compactMap({ $0 }) {
            let isLibrarys = recognizer.delegate === proxy && proxy != nil
            let problem: String?
            switch expectation {
            case .plainScreenSwipesBack:
                let appValue = recognizer.gesture == .edge ? scenario.appPopGestureEnabled : true
                let begins = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer, touch: .init(x: 5)) ?? true
                problem = recognizer.isEnabled != appValue ? "isEnabled is \(recognizer.isEnabled)"
                    : !isLibrarys ? "its delegate is not the library's object" : !begins ? "its delegate refuses to begin" : nil
            case .heldOffUnderCustomScreen:
                problem = recognizer.isEnabled ? "is enabled under a custom screen" : !isLibrarys ? "its delegate is not the library's object" : nil
            case .handedBack:
                problem = isLibrarys ? "still has the library's object as its delegate" : nil
            }
            if let problem { throw Unsupported(description: "\(recognizer.gesture) \(problem)") }
        }
    }

    private func present(_ name: String, _ presentation: SelfCheckPresentation) {
        let presented = HeadlessViewController(name, frame: .zero)
        if presentation.hasList {
            // A table filling the screen (a table view controller's view is the table), scrolled down.
            presented.view.scrollState = ScrollViewState(contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 375, height: 2_000),
                                                         boundsSize: CGSize(width: 375, height: 400))
            presented.view.addSubview(HeadlessView("cell", frame: CGRect(x: 0, y: 0, width: 375, height: 44)))
        }
        presented.isModalInPresentation = presentation.isModalInPresentation
        let controller = HeadlessPresentationController(presented: presented, layout: presentation.layout, dismissal: presentation.dismissal,
                                                        dismissalEdge: presentation.style.exitEdge)
        made[name] = Weak(object: presented)
        modal.present(controller, animated: true, style: presentation.style)
    }

    /// The dismiss pan, as its recognizer feeds the presentation controller: begins toward the dismissal edge,
    /// moves `progress` of the presented view's extent, lifts at the release velocity.
    /// The app's change to the presented sheet, as the UIKit runner makes it (animated).
    private func sheetChange(_ change: SelfCheckSheetChange) throws {
        guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
        switch change {
        case let .select(detent): controller.setSelectedDetent(detent, animated: true)
        case let .layout(sheet): _ = controller.setLayout(.sheet(sheet), animated: true)
        }
    }

    /// The sheet's pan, as its recognizer reports: began, one change, the app's change under the finger, release.
    private func dragSheet(_ drag: SelfCheckSheetDrag) throws {
        guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
        let moving = CGPoint(x: 0, y: drag.distance < 0 ? -500 : 500)
        guard modal.pan(controller, velocity: moving) else { throw Unsupported(description: "the sheet's pan did not begin") }
        modal.move(controller, by: CGPoint(x: 0, y: drag.distance), velocity: moving)
        if let change = drag.change { try sheetChange(change) }
        modal.lift(controller, velocity: CGPoint(x: 0, y: drag.velocity))
    }

    /// A drag on the presented list: each step the list's own pan scrolls it with the finger (UIKit's order),
    /// then the sheet's pan reports and the presentation controller writes back the offset Core pins.
    private func dragList(_ drag: SelfCheckListDrag) throws {
        guard let controller = modal.presentationController, let list = controller.presented.view.scrollState != nil ? controller.presented.view : nil,
              let cell = list.subviews.first else { throw Unsupported(description: "the presented screen has no list") }
        list.scrollState?.contentOffset.y = drag.startOffset
        let moving = CGPoint(x: 0, y: drag.distance < 0 ? -500 : 500)
        guard modal.pan(controller, hitView: cell, velocity: moving) else { throw Unsupported(description: "the sheet's pan did not begin") }
        var remaining = drag.distance
        while remaining != 0 {
            let step = remaining < 0 ? max(remaining, -50) : min(remaining, 50)
            remaining -= step
            list.scrollState?.contentOffset.y -= step
            modal.move(controller, by: CGPoint(x: 0, y: step), velocity: moving)
            controller.scrollViewPanChanged()
        }
        modal.lift(controller, velocity: CGPoint(x: 0, y: drag.velocity))
        controller.scrollViewPanEnded()
    }

    private func panDismiss(_ release: SelfCheckRelease) throws {
        guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
        let unit = controller.session.dismissalDirection(layoutDirection: modal.layoutDirection).unitVector
        guard modal.pan(controller, velocity: CGPoint(x: unit.x * 500, y: unit.y * 500)) else {
            throw Unsupported(description: "the dismiss pan did not begin")
        }
        let size = controller.presentedView.frame.size
        let distance = release.progress * (unit.x != 0 ? size.width : size.height)
        // The finger moves toward the edge, then lifts at the release velocity.
        modal.move(controller, by: CGPoint(x: unit.x * distance, y: unit.y * distance), velocity: CGPoint(x: unit.x * 500, y: unit.y * 500))
        modal.lift(controller, velocity: CGPoint(x: unit.x * release.velocity, y: unit.y * release.velocity))
    }

    /// A drag down on the scrolled list: the list scrolls to its top (its own pan), then the same drag dismisses.
    private func scrollThenDrag() throws {
        guard let controller = modal.presentationController, let list = controller.presented.view.scrollState != nil ? controller.presented.view : nil,
              let cell = list.subviews.first else { throw Unsupported(description: "the presented screen has no list") }
        let down = CGPoint(x: 0, y: 600)
        guard modal.pan(controller, hitView: cell, velocity: down) else { throw Unsupported(description: "the dismiss pan did not begin") }
        for y in [200, 100, 0] as [CGFloat] {
            list.scrollState?.contentOffset.y = y
            modal.move(controller, by: CGPoint(x: 0, y: 100), velocity: down)
        }
        modal.mainQueue.drain()
        modal.move(controller, by: CGPoint(x: 0, y: 200), velocity: down)
        modal.lift(controller, velocity: CGPoint(x: 0, y: 1_500))
    }

    /// A hierarchy node for Core's segue route: the navigation controller, its screens, the presented screen.
    private final class Node {
        let name: String
        weak var parent: Node?
        weak var presenter: Node?
        var stack: [Node] = []
        init(_ name: String) { self.name = name }
    }

    /// What `StoryboardSegueRoute.perform(from:to:)` does, on the model, for a segue from the screen on top.
    private func performSegue(_ kind: StoryboardSegueRoute.Kind, to destination: Screen) throws {
        let route = route(kind, to: destination.name)
        switch route {
        case .push:
            HeadlessNavigationProxy.install(on: nav, owner: destination)
            nav.pushViewController(destination, animated: true)
        default:
            throw Unsupported(description: "a forward segue routed \(route)")
        }
    }

    /// What `NavigationTransitionSegue`'s unwind does: Core's steps for the route, in order; after a dismissal,
    /// the rest once it completed (UIKit's completion: the model lets it come to rest first).
    private func unwind(to name: String) throws {
        let kind: StoryboardSegueRoute.Kind = modal.presentedScreen == nil ? .navigation : .modal
        let route = route(kind, to: name)
        for step in route.steps(for: StoryboardSegueRoute.Destination()) {
            switch step {
            case .dismissToDestination:
                modal.dismiss(animated: true)
                settle()
            case .popToDestination:
                guard let index = nav.viewControllers.firstIndex(where: { $0.name == name }) else { continue }
                nav.setViewControllers(Array(nav.viewControllers.prefix(through: index)), animated: true) // popToViewController
            default:
                throw Unsupported(description: "an unwind routed \(route) took the step \(step)")
            }
        }
    }

    private func route(_ kind: StoryboardSegueRoute.Kind, to destination: String) -> StoryboardSegueRoute {
        let navigation = Node("navigation controller")
        navigation.stack = nav.viewControllers.map { screen in
            let node = Node(screen.name)
            node.parent = navigation
            return node
        }
        var nodes = navigation.stack
        var source = navigation.stack.last ?? navigation
        if let presented = modal.presentedScreen {
            let node = Node(presented.view.name)
            node.presenter = navigation // UIKit presents from the presentation context: the navigation controller
            nodes.append(node)
            source = node
        }
        let target = nodes.first { $0.name == destination } ?? Node(destination)
        let hierarchy = SegueHierarchy<Node>(
            parent: { $0.parent },
            presenter: { $0.presenter },
            navigationStack: { node in node.parent.map { $0.stack } }
        )
        return withExtendedLifetime((navigation, nodes, target)) { hierarchy.route(kind: kind, from: source, to: target) }
    }

    // MARK: Observing

    /// What the runner reads at rest; drops its own strong references first (the app's are kept).
    func observe() -> SelfCheckObservation {
        prepared = [:]
        let proxy = self.proxy
        let installed = proxy?.state.phase == .installed
        let delegate: SelfCheckObservation.DelegateHolder
        switch nav.delegate {
        case nil: delegate = .none
        case let holder? where holder === proxy: delegate = .proxy
        case let holder? where holder === appDelegate: delegate = .app
        default: delegate = .other
        }
        let screens = scenario.screenNames.map { name in
            let view = (made[name]?.object as? Screen)?.content.view ?? (made[name]?.object as? HeadlessViewController)?.view
            return SelfCheckObservation.Screen(name: name, frameInWindow: view.flatMap { frameInWindow($0, window: nav.window) },
                                               isAlive: made[name]?.object != nil)
        }
        let observation = SelfCheckObservation(
            container: PresentationContainer(bounds: HeadlessNavigationController.bounds, safeArea: modal.safeArea),
            stack: nav.viewControllers.map(\.name),
            presented: modal.presentedScreen?.view.name,
            screens: screens,
            libraryViews: Self.libraryViews(in: nav.window),
            transitions: transitions.map(\.observed),
            delegateProperty: delegate,
            proxyForwardsToApp: installed ? proxy?.originalDelegate === appDelegate : nil,
            appDelegateLastShown: appDelegate?.lastShown,
            popGestureEnabled: nav.interactivePopGestureEnabled,
            popGestureHeldOff: installed && nav.topViewController.map(mayRunOurs) == true,
            carouselCentredItem: collection?.carouselCentredItem,
            reorderShown: collection?.reorderShown,
            reorderData: collection?.reorderData,
            sheet: sheetObservation
        )
        return zoom?.observe(base: observation) ?? observation
    }

    /// Whether a transition of ours may run for `screen` (then, on top, UIKit's edge swipe is held off): its own,
    /// or what the declarative stack's bridge answers, as Core weighs it.
    /// The presented sheet as the UIKit runner reads it: its presentation controller's layout and detent, the
    /// dimming's pass-through, the presented view's modality, the keyboard, the list.
    private var sheetObservation: SelfCheckSheetObservation? {
        guard let controller = modal.presentationController, case let .sheet(sheet) = controller.session.layout else { return nil }
        return SelfCheckSheetObservation(sheet: sheet, selectedDetent: controller.selectedDetent, passesTouches: controller.dimmingPassesTouches,
                                         isAccessibilityModal: controller.presented.view.accessibilityViewIsModal,
                                         keyboardOverlap: controller.session.keyboardOverlap,
                                         touchesPassedToPresenter: controller.touchesPassedToPresenter,
                                         listOffset: controller.presented.view.scrollState?.contentOffset.y)
    }

    private func mayRunOurs(_ screen: Screen) -> Bool {
        guard let stackBridge else { return screen.hasCustomTransition }
        return stackBridge.answer(for: screen).claim(pushedByFramework: screen.pushedByFramework ?? false).mayRunOurs
    }

    /// The library's views in a headless window, by the names the model gives them (the UIKit layer marks them).
    static func libraryViews(in root: HeadlessView) -> [LibraryViewKind] {
        var found: [LibraryViewKind] = []
        func visit(_ view: HeadlessView) {
            switch view.name {
            case "dimming": found.append(.transitionDimming)
            case "mask": found.append(.transitionMask)
            case "flying": found.append(.zoomFlyingView)
            case "flying image": found.append(.zoomFlyingImage)
            case "presentation dimming": found.append(.presentationDimming)
            default: break
            }
            if let mask = view.mask { visit(mask) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
