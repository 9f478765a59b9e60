import Foundation
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

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

    func navigationController(
        _ navigationController: HeadlessNavigationController, animationControllerFor operation: TransitionOperation,
        from: Screen, to: Screen
    ) -> HeadlessNavigationController.Animator? {
        ownTransitionScreens.contains((operation == .push ? to : from).name)
            ? HeadlessNavigationController.Animator(vendor: name) : nil
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: HeadlessNavigationController.Animator
    ) -> HeadlessNavigationController.Interactor? { nil }
}

/// A transition a step started, as the headless runner saw it: which animation, and its completions.
final class SelfCheckTransitionRecord {
    let step: Int
    var animator: SelfCheckObservation.Animator
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

/// A bug planted to prove that the headless self-check notices it.
enum SelfCheckPlantedBug: Sendable, CustomStringConvertible {
    /// A bug in one of the doubles' adapters (the reliability suite's faults).
    case adapter(ReliabilityFault)
    /// A bug in one of Core's run loops, which the UIKit class and its double share.
    case core(PlantedFault)
    /// The presented screen's transitioning delegate vends no animation controller: UIKit runs its own
    /// animation (a mutant of `ModalTransitioningDelegate.animationController(forPresented:…)` returning nil).
    case modalAnimatorNotVended
    /// The world keeps every screen it made, as a retain cycle would.
    case leak

    var description: String {
        switch self {
        case let .adapter(fault): return "\(fault)"
        case let .core(fault): return "Core: \(fault)"
        case .modalAnimatorNotVended: return "no modal animation controller"
        case .leak: return "a leak"
        }
    }
}

/// The headless runner of the self-check: runs one ``SelfCheckRun`` of the self-check's table against the
/// repository's headless model (the navigation controller with the product's proxy, the presentation with
/// the product's presentation session, the zoom's flights and sessions, the carousel's layout and the
/// reorder's drag), then reads a ``SelfCheckObservation`` that Core's ``SelfCheckInvariant`` judges.
///
/// Each step is applied as the Example's UIKit runner applies it: the app's calls, and for gestures the
/// driver the recognizer feeds. The model's transitions run to their end inside the step (UIKit's own
/// animations are instant here); every step ends with the main queue drained and every settle ended.
///
/// What it observes comes from its own records and from the model of UIKit, never from the product's state:
/// each transition's animator from who vended it (as the UIKit runner counts the library's animation
/// controllers) and its completions from the transition coordinator (as the UIKit runner follows it); the
/// keyboard from the frame the modelled UIKit posted; the library's views by their marks, set where the doubles
/// make them as the UIKit classes mark them. Whether the proxy holds the edge swipe off is the scenario's to say.
final class SelfCheckHeadlessWorld {
    typealias Screen = HeadlessNavigationController.Screen

    /// Why a step cannot run on the headless model of this branch.
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    struct Weak {
        weak var object: AnyObject?
    }

    /// The height of the text field's input view (the UIKit fixture's: the same keyboard on every simulator).
    static let inputViewHeight: CGFloat = 300

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
    /// The end frame of the keyboard UIKit last announced (`keyboardWillChangeFrameNotification`), in the
    /// window's coordinates; nil until one is.
    private var keyboardFrame: CGRect?

    /// A planted bug (the proof that the runner notices one); nil in every real run.
    private let bug: SelfCheckPlantedBug?
    private var faults: Set<ReliabilityFault> {
        if case let .adapter(fault)? = bug { return [fault] }
        return []
    }
    private var coreFault: PlantedFault? {
        if case let .core(fault)? = bug { return fault }
        return nil
    }
    /// A planted leak: the world keeps every screen it made, as a retain cycle would.
    private var leakedForTesting: [AnyObject] = []

    init(_ run: SelfCheckRun, plantedBug bug: SelfCheckPlantedBug? = nil) {
        self.run = run
        self.bug = bug
        let root = Screen(SelfCheckScenario.rootName)
        nav = HeadlessNavigationController(root: root)
        nav.window.reduceMotionOverride = run.motion.isReduceMotionEnabled
        // The presentation runs in the navigation controller's window, from the navigation controller's view.
        modal = HeadlessModalUIKit(
            style: .cover(edge: .bottom), window: nav.window, presenter: HeadlessViewController(view: nav.containerView))
        made[root.name] = Weak(object: root)
        if run.scenario.steps.contains(.install(.transitionNavigationController)) {
            nav.viewDidLoad = { [unowned nav] in HeadlessNavigationProxy.install(on: nav) }
        }
        nav.loadViewIfNeeded() // the window shows the navigation controller before the first step
        switch run.scenario.fixture {
        case .plain: break
        case .photoGrid:
            let zoom = SelfCheckHeadlessZoom(reduceMotion: run.motion.isReduceMotionEnabled, plantedFault: coreFault)
            // A pushed browser is on the navigation controller's stack, where the proxy holds UIKit's edge swipe off.
            zoom.browserPushed = { [unowned nav] shown in
                if shown {
                    nav.pushViewController(Screen(SelfCheckScenario.browserName, zoom: true), animated: false)
                } else {
                    nav.popViewController(animated: false)
                }
            }
            self.zoom = zoom
        case .carousel, .reorderGrid: collection = SelfCheckHeadlessCollection(plantedFault: coreFault)
        }
        // Who vended each navigation transition's animation controller (the proxy or the zoom: the library's),
        // and its completions, from the transition coordinator as the UIKit runner follows it right after the call.
        nav.transitionObserver = { [unowned self] record in
            let library = record.animator == "proxy" || record.animator == "zoom"
            let transition = SelfCheckTransitionRecord(step: currentStep, animator: library ? .library : .system, completions: [])
            transitions.append(transition)
            nav.transitionCoordinator?.animateAlongsideTransition { [weak transition] cancelled in
                transition?.completions?.append(!cancelled)
            }
        }
        nav.contextObserver = { [unowned self] context in
            if faults.contains(.dimmingViewLeftBehind) { context.commandFilterForTesting = { $0 != .remove(.dimmingView) } }
        }
        // Each modal transition, UIKit's until the presented screen's transitioning delegate vends the library's
        // animation controller for it (the model makes the context, then asks): counted as the UIKit runner counts
        // the ones its `.custom` modal transition makes. Its completions are the context's `completeTransition`.
        modal.contextObserver = { [unowned self] context in
            let record = SelfCheckTransitionRecord(step: currentStep, animator: .system, completions: [])
            transitions.append(record)
            latestModalRecord = record
            context.completionObserver = { [weak record] completed in record?.completions?.append(completed) }
        }
        modal.animationControllerVendor = { [unowned self] operation, style in
            if case .modalAnimatorNotVended? = bug { return nil }
            latestModalRecord?.animator = .library
            return HeadlessAnimationController(operation: operation, style: style)
        }
    }

    /// The record of the modal transition whose animation controller UIKit asks for next.
    private weak var latestModalRecord: SelfCheckTransitionRecord?

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
        if case .leak? = bug { leakedForTesting.append(screen) }
        return screen
    }

    private func plantFaults(_ proxy: HeadlessNavigationProxy) {
        if faults.contains(.originalDelegateNotHandedBack) { proxy.plantedFaults.insert(.originalDelegateNotHandedBack) }
        if faults.contains(.systemPopGestureNotPutBack) { proxy.plantedFaults.insert(.systemPopGestureNotPutBack) }
        proxy.swipeBackInteraction.plantedFault = coreFault
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
                guard let proxy else { throw Unsupported(description: "the TransitionNavigationController installed nothing") }
                plantFaults(proxy)
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
        case .tapDimming, .tapBehindSheet:
            try tapOutsidePresentedView()
        case .scrollThenDragToDismiss:
            try scrollThenDrag()
        case .keyboardUp:
            try keyboard(up: true)
        case .keyboardDown:
            try keyboard(up: false)
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
            // The grabber takes VoiceOver's double tap, as the UIKit runner checks: nothing falls through to the content.
            if !controller.grabberAccessibility(action), action == .activate {
                throw Unsupported(description: "the grabber did not take VoiceOver's double tap")
            }
        case let .dismissChangingSheet(change):
            modal.dismiss(animated: true)
            try sheetChange(change)
        case .zoomOpen, .zoomPage, .zoomScrollSourceAway, .zoomClose, .zoomGesture:
            throw Unsupported(description: "a zoom step needs the photo grid fixture")
        case .carouselFlick, .carouselAccessibilityFocus, .reorderMove, .reorderDataSourceChangesMidDrag,
            .reorderAccessibilityAction:
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
                problem =
                    recognizer.isEnabled != appValue
                    ? "isEnabled is \(recognizer.isEnabled)"
                    : !isLibrarys ? "its delegate is not the library's object" : !begins ? "its delegate refuses to begin" : nil
            case .heldOffUnderCustomScreen:
                problem =
                    recognizer.isEnabled
                    ? "is enabled under a custom screen" : !isLibrarys ? "its delegate is not the library's object" : nil
            case .handedBack:
                problem = isLibrarys ? "still has the library's object as its delegate" : nil
            }
            if let problem { throw Unsupported(description: "\(recognizer.gesture) \(problem)") }
        }
    }

    /// A presented screen with a text field (the UIKit fixture's: its input view is ``inputViewHeight`` high)
    /// and, for a list, a table filling it.
    private func present(_ name: String, _ presentation: SelfCheckPresentation) {
        let presented = HeadlessViewController(name, frame: .zero)
        if presentation.hasList {
            // A table filling the screen (a table view controller's view is the table), scrolled down.
            presented.view.scrollState = ScrollViewState(
                contentOffset: CGPoint(x: 0, y: 300), contentSize: CGSize(width: 375, height: 2_000),
                boundsSize: CGSize(width: 375, height: 400))
            presented.view.addSubview(HeadlessView("cell", frame: CGRect(x: 0, y: 0, width: 375, height: 44)))
        }
        presented.view.addSubview(HeadlessView("text field", frame: CGRect(x: 16, y: 60, width: 343, height: 44)))
        presented.isModalInPresentation = presentation.isModalInPresentation
        let controller = HeadlessPresentationController(
            presented: presented, layout: presentation.layout, dismissal: presentation.dismissal,
            dismissalEdge: presentation.style.exitEdge)
        controller.interaction?.plantedFault = coreFault
        made[name] = Weak(object: presented)
        modal.present(controller, animated: true, style: presentation.style)
    }

    /// The text field of the presented screen becomes first responder (`up`) or resigns: UIKit shows its input
    /// view docked at the bottom of the screen, or hides it, and posts `keyboardWillChangeFrameNotification` with
    /// the end frame; the presentation controller hears it with whether the first responder is inside the
    /// presented view, which the model reads from the view tree as the UIKit layer does.
    private func keyboard(up: Bool) throws {
        guard let controller = modal.presentationController,
            let field = controller.presented.view.subviews.first(where: { $0.name == "text field" })
        else {
            throw Unsupported(description: "no text field is presented")
        }
        let screen = HeadlessModalUIKit.screen
        let frame =
            up
            ? CGRect(x: 0, y: screen.maxY - Self.inputViewHeight, width: screen.width, height: Self.inputViewHeight)
            : CGRect(x: 0, y: screen.maxY, width: screen.width, height: Self.inputViewHeight)
        keyboardFrame = frame
        let editsInPresentedView = up && Self.isDescendant(field, of: controller.presentedView)
        controller.keyboardWillChangeFrame(to: frame, duration: 0.25, curve: 7, editsInPresentedView: editsInPresentedView)
    }

    private static func isDescendant(_ view: HeadlessView, of ancestor: HeadlessView) -> Bool {
        var node: HeadlessView? = view
        while let current = node {
            if current === ancestor { return true }
            node = current.superview
        }
        return false
    }

    /// A tap outside the presented view, above it, as the UIKit runner's hit test gives it: to the presenter's
    /// view when the dimming passes touches (counted here), else to the dimming view, whose tap dismisses.
    private var touchesPassedToPresenter = 0
    private func tapOutsidePresentedView() throws {
        guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
        guard controller.presentedView.frame.minY > 2 else {
            throw Unsupported(description: "no room above the presented view to tap")
        }
        if controller.dimmingPassesTouches {
            touchesPassedToPresenter += 1
        } else {
            controller.tapDimmingView()
        }
    }

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
        guard let controller = modal.presentationController,
            let list = controller.presented.view.scrollState != nil ? controller.presented.view : nil,
            let cell = list.subviews.first
        else { throw Unsupported(description: "the presented screen has no list") }
        list.scrollState?.contentOffset.y = drag.startOffset
        let moving = CGPoint(x: 0, y: drag.distance < 0 ? -500 : 500)
        guard modal.pan(controller, hitView: cell, velocity: moving) else {
            throw Unsupported(description: "the sheet's pan did not begin")
        }
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

    /// The dismiss pan, as its recognizer feeds the presentation controller: begins toward the dismissal edge,
    /// moves `progress` of the presented view's extent, lifts at the release velocity.
    private func panDismiss(_ release: SelfCheckRelease) throws {
        guard let controller = modal.presentationController else { throw Unsupported(description: "nothing is presented") }
        let unit = controller.session.dismissalDirection(layoutDirection: modal.layoutDirection).unitVector
        guard modal.pan(controller, velocity: CGPoint(x: unit.x * 500, y: unit.y * 500)) else {
            throw Unsupported(description: "the dismiss pan did not begin")
        }
        let size = controller.presentedView.frame.size
        let distance = release.progress * (unit.x != 0 ? size.width : size.height)
        // The finger moves toward the edge, then lifts at the release velocity.
        modal.move(
            controller, by: CGPoint(x: unit.x * distance, y: unit.y * distance),
            velocity: CGPoint(x: unit.x * 500, y: unit.y * 500))
        modal.lift(controller, velocity: CGPoint(x: unit.x * release.velocity, y: unit.y * release.velocity))
    }

    /// A drag down on the scrolled list: the list scrolls to its top (its own pan), then the same drag dismisses.
    private func scrollThenDrag() throws {
        guard let controller = modal.presentationController,
            let list = controller.presented.view.scrollState != nil ? controller.presented.view : nil,
            let cell = list.subviews.first
        else { throw Unsupported(description: "the presented screen has no list") }
        let down = CGPoint(x: 0, y: 600)
        guard modal.pan(controller, hitView: cell, velocity: down) else {
            throw Unsupported(description: "the dismiss pan did not begin")
        }
        for y in [200, 100, 0] as [CGFloat] {
            list.scrollState?.contentOffset.y = y
            modal.move(controller, by: CGPoint(x: 0, y: 100), velocity: down)
        }
        modal.mainQueue.drain()
        modal.move(controller, by: CGPoint(x: 0, y: 200), velocity: down)
        modal.lift(controller, velocity: CGPoint(x: 0, y: 1_500))
    }

    // MARK: Segues

    /// A hierarchy node for Core's segue route: the navigation controller, its screens, the presented screen.
    private final class Node {
        let name: String
        weak var parent: Node?
        weak var presenter: Node?
        var stack: [Node] = []
        init(_ name: String) { self.name = name }
    }

    /// The world as one segue's steps touch it: the same Core run (`StoryboardSegueStep.run(_:on:)`) as the UIKit
    /// segues and the tests' ``HeadlessSegueWorld``, each step applied to the navigation controller and the
    /// presentation of this world.
    private final class SegueHost: StoryboardSegueHost {
        unowned let world: SelfCheckHeadlessWorld
        let destination: Screen?
        let destinationName: String
        let plantedFault: PlantedFault?
        private(set) var unsupported: String?

        init(world: SelfCheckHeadlessWorld, destination: Screen?, destinationName: String) {
            self.world = world
            self.destination = destination
            self.destinationName = destinationName
            plantedFault = world.coreFault
        }

        func log(_ message: String) {}
        func giveDestinationDefaultNavigationTransition() {
            destination?.hasCustomTransition = true
            destination?.navigationStyle = .slide
        }
        func installNavigationProxy() {
            guard let destination else { return }
            world.plantFaults(HeadlessNavigationProxy.install(on: world.nav, owner: destination))
        }
        func push(animated: Bool) {
            guard let destination else { return }
            world.nav.pushViewController(destination, animated: animated)
        }
        func giveDestinationItsRootsModalTransition() { unsupported = "a modal segue" }
        func giveDestinationDefaultModalTransition() { unsupported = "a modal segue" }
        func present(animated: Bool) { unsupported = "a modal segue" }
        func dismissToDestination(animated: Bool, completion: @escaping () -> Void) {
            // `dismiss(animated:completion:)` on the presenter: the completion runs once the dismissal ended.
            world.modal.dismiss(animated: animated)
            world.settle()
            if world.modal.presentedScreen == nil { completion() }
        }
        func popToDestination(animated: Bool) {
            guard let screen = world.nav.viewControllers.first(where: { $0.name == destinationName }) else { return }
            world.nav.popToViewController(screen, animated: animated)
        }
    }

    /// A forward segue from the screen on top to `destination`: Core's route and steps, run by Core on this world.
    private func performSegue(_ kind: StoryboardSegueRoute.Kind, to destination: Screen) throws {
        let facts = StoryboardSegueRoute.Destination(
            animated: true, hasNavigationTransition: destination.hasCustomTransition,
            hasModalTransition: false, rootHasModalTransition: nil)
        try runSegue(route(kind, to: destination.name), facts: facts, destination: destination, name: destination.name)
    }

    /// An unwind segue from the screen on top (the presented one, if any) back to `name`.
    private func unwind(to name: String) throws {
        let kind: StoryboardSegueRoute.Kind = modal.presentedScreen == nil ? .navigation : .modal
        try runSegue(route(kind, to: name), facts: StoryboardSegueRoute.Destination(), destination: nil, name: name)
    }

    private func runSegue(
        _ route: StoryboardSegueRoute, facts: StoryboardSegueRoute.Destination, destination: Screen?, name: String
    ) throws {
        let host = SegueHost(world: self, destination: destination, destinationName: name)
        StoryboardSegueStep.run(route.steps(for: facts), on: host)
        if let unsupported = host.unsupported { throw Unsupported(description: "\(unsupported) (routed \(route))") }
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
            return SelfCheckObservation.Screen(
                name: name, frameInWindow: view.flatMap { frameInWindow($0, window: nav.window) },
                isAlive: made[name]?.object != nil)
        }
        let observation = SelfCheckObservation(
            container: PresentationContainer(bounds: HeadlessNavigationController.bounds, safeArea: modal.safeArea),
            stack: nav.viewControllers.map(\.name),
            presented: modal.presentedScreen?.view.name,
            screens: screens,
            libraryViews: Self.libraryViews(in: nav.window) + (collection.map { Self.libraryViews(in: $0.view) } ?? []),
            transitions: transitions.map(\.observed),
            delegateProperty: delegate,
            proxyForwardsToApp: installed ? proxy?.originalDelegate === appDelegate : nil,
            appDelegateLastShown: appDelegate?.lastShown,
            popGestureEnabled: nav.interactivePopGestureEnabled,
            carouselCentredItem: collection?.carouselCentredItem,
            reorderShown: collection?.reorderShown,
            reorderData: collection?.reorderData,
            sheet: sheetObservation
        )
        return zoom?.observe(base: observation) ?? observation
    }

    /// The presented sheet as the UIKit runner reads it: its presentation controller's layout and detent, the
    /// dimming's pass-through (the model of UIKit's hit test), the presented view's modality, the keyboard UIKit
    /// announced, the list, and the taps this runner gave the screen behind.
    private var sheetObservation: SelfCheckSheetObservation? {
        guard let controller = modal.presentationController, case let .sheet(sheet) = controller.session.layout else {
            return nil
        }
        // The docked keyboard covers the strip of the window below its top.
        let overlap = keyboardFrame.map { max(0, HeadlessModalUIKit.screen.maxY - $0.minY) } ?? 0
        return SelfCheckSheetObservation(
            sheet: sheet, selectedDetent: controller.selectedDetent, passesTouches: controller.dimmingPassesTouches,
            isAccessibilityModal: controller.uikit?.containerView?.accessibilityViewIsModal,
            keyboardOverlap: overlap,
            touchesPassedToPresenter: touchesPassedToPresenter,
            listOffset: controller.presented.view.scrollState?.contentOffset.y,
            isPanWired: controller.isDismissPanInstalled)
    }

    /// The library's views under `root`, masks included, by the marks the doubles give them where the UIKit
    /// classes mark theirs (every kind of ``LibraryViewKind``).
    static func libraryViews(in root: HeadlessView) -> [LibraryViewKind] {
        var found: [LibraryViewKind] = []
        func visit(_ view: HeadlessView) {
            if let mark = view.libraryMark { found.append(mark) }
            if let mask = view.mask { visit(mask) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
