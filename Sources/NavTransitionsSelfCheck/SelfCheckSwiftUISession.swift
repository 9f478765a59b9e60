#if canImport(SwiftUI) && canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
import SwiftUI
import UIKit

/// One run of a SwiftUI scenario on UIKit: the scenario's SwiftUI container hosted in a `UIHostingController`
/// in the self-check's window, each step done to the SwiftUI state (or through the package's gesture drivers),
/// then, once UIKit and SwiftUI have come to rest, both read into a ``SelfCheckSwiftUIObservation`` that Core's
/// ``SelfCheckSwiftUIInvariant`` judges.
@MainActor
final class SelfCheckSwiftUISession {
    /// A transition seen running.
    private final class Record {
        let step: Int
        var animator: SelfCheckObservation.Animator?
        var completions: [Bool] = []
        var sawFlight = false
        init(step: Int) { self.step = step }
    }

    private let run: SelfCheckSwiftUIRun
    private var scenario: SelfCheckSwiftUIScenario { run.scenario }
    private let window: UIWindow
    private let counter = SelfCheckAnimationCounter()
    private let model: SelfCheckSwiftUIModel
    private let container = UIViewController()
    private var hosting: UIViewController?
    private var records: [Record] = []
    /// The coordinators already followed.
    private var followed: [ObjectIdentifier] = []
    private var madeBeforeTrack = 0
    private var failures: [String] = []
    private var afterSteps: [SelfCheckSwiftUIObservation.AfterStep] = []

    init(_ run: SelfCheckSwiftUIRun, window: UIWindow) {
        self.run = run
        self.window = window
        let modal = run.scenario.modal
        model = SelfCheckSwiftUIModel(
            stackDefault: run.scenario.host.stackDefault,
            modal: ModalTransition(style: modal.style, layout: modal.layout, dismissal: modal.dismissal),
            counter: counter)
    }

    /// Why the run is not done here, or nil to run it.
    private var notRun: SelfCheckResult? {
        if scenario.needsRealTouches {
            return .manual(
                "a tap on a SwiftUI button needs a real finger (no public entry point sends a touch); checked by hand "
                    + "(Docs/Troubleshooting.md, \"what only a finger can check\")")
        }
        if case .navigationStack = scenario.host, !Self.hasNavigationStack {
            return .manual("NavigationStack needs iOS 16; this device runs an earlier version")
        }
        return nil
    }

    private static var hasNavigationStack: Bool {
        if #available(iOS 16, *) { return true }
        return false
    }

    /// Runs the scenario and judges what it left.
    func execute() async -> SelfCheckResult {
        if let notRun { return notRun }
        MotionSettings.setReduceMotionOverride(run.motion.isReduceMotionEnabled, for: window)
        host()
        window.rootViewController = container
        window.layoutIfNeeded()
        await settle(step: -1)
        for (index, step) in scenario.steps.enumerated() {
            madeBeforeTrack = counter.made
            await perform(step, index: index)
            await settle(step: index)
            afterSteps.append(read(afterStep: index))
        }
        await SelfCheckWaiting.mainQueueTurns()
        let violations = failures + SelfCheckSwiftUIInvariant.violations(in: observe(), for: scenario)
        await tearDown()
        return violations.isEmpty ? .passed : .failed(violations)
    }

    /// The container, in the hosting controller; a regular width for a `NavigationView` that must show columns.
    private func host() {
        let root: AnyView
        switch scenario.host {
        case .navigationStack:
            if #available(iOS 16, *) {
                root = AnyView(SelfCheckSwiftUINavigationStack(model: model))
            } else {
                root = AnyView(EmptyView())
            }
        case .navigationViewStack:
            root = AnyView(SelfCheckSwiftUINavigationView(model: model, columns: false))
        case .navigationViewColumns:
            root = AnyView(SelfCheckSwiftUINavigationView(model: model, columns: true))
        }
        let hosting = UIHostingController(rootView: root)
        self.hosting = hosting
        container.addChild(hosting)
        hosting.view.frame = container.view.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(hosting.view)
        hosting.didMove(toParent: container)
        if scenario.host.isRegularWidth {
            container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: hosting)
        }
    }

    private func tearDown() async {
        if let presented = container.presentedViewController {
            presented.dismiss(animated: false)
            await SelfCheckWaiting.mainQueueTurns()
        }
        window.rootViewController = nil
        MotionSettings.setReduceMotionOverride(nil, for: window)
        await SelfCheckWaiting.mainQueueTurns()
    }

    // MARK: Reading UIKit

    /// Every controller under the hosting controller, breadth first.
    private var controllers: [UIViewController] {
        var found: [UIViewController] = []
        var queue = hosting.map { [$0] } ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            found.append(next)
            queue += next.children
        }
        return found
    }

    /// The navigation controller SwiftUI runs the stack on: the first under the hosting controller.
    private var navigationController: UINavigationController? {
        controllers.lazy.compactMap { $0 as? UINavigationController }.first
    }

    /// The controller presented over the container, the topmost.
    private var presented: UIViewController? {
        var top = container.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    private var runningCoordinator: UIViewControllerTransitionCoordinator? {
        if let coordinator = presented?.transitionCoordinator { return coordinator }
        if let coordinator = container.presentedViewController?.transitionCoordinator { return coordinator }
        return navigationController?.transitionCoordinator
    }

    // MARK: Following transitions

    /// Registers for the end of `coordinator`'s transition (once) and for what ran it.
    private func track(_ coordinator: UIViewControllerTransitionCoordinator, step: Int) {
        let identifier = ObjectIdentifier(coordinator as AnyObject)
        guard !followed.contains(identifier) else { return }
        followed.append(identifier)
        let record = Record(step: step)
        records.append(record)
        let libraryMade = counter.made > madeBeforeTrack
        madeBeforeTrack = counter.made
        let isPresentation = coordinator.presentationStyle != .none
        let isCustomPresentation = coordinator.presentationStyle == .custom
        let reduceMotion = run.motion.isReduceMotionEnabled
        let zoomStep = isZoomStep(step)
        // Found by polling, the transition may already be under way: its flying view is in the window then.
        record.sawFlight = LibraryViewMark.kinds(in: window).contains(.zoomFlyingView)
        coordinator.animate(
            alongsideTransition: { context in
                if LibraryViewMark.kinds(in: context.containerView).contains(.zoomFlyingView) { record.sawFlight = true }
            },
            completion: { context in
                record.completions.append(!context.isCancelled)
                if isPresentation {
                    record.animator = isCustomPresentation ? .library : .system
                } else if libraryMade || record.sawFlight {
                    record.animator = .library
                } else {
                    // A zoom under Reduce Motion may cross-fade without a flying view: the run cannot tell.
                    record.animator = zoomStep && reduceMotion ? nil : .system
                }
            })
    }

    /// Whether the step at `index` pushes or pops a zoom destination.
    private func isZoomStep(_ index: Int) -> Bool {
        guard scenario.steps.indices.contains(index) else { return false }
        let before = index == 0 ? SelfCheckSwiftUIState() : scenario.expectedState(afterStep: index - 1)
        switch scenario.steps[index] {
        case .append(_, .zoom): return true
        case .removeLast, .swipeBack:
            if case .zoom = before.destinations.last { return true }
            return false
        default: return false
        }
    }

    /// Waits until the transitions the step started (SwiftUI starts them on a later turn) have ended and
    /// nothing has run for a while, tracking every one that runs.
    private func settle(step: Int) async {
        let start = Date()
        var quietSince = Date()
        while Date().timeIntervalSince(start) < Double(SelfCheckWaiting.transitionTimeout) / 1_000_000_000 {
            if let coordinator = runningCoordinator {
                track(coordinator, step: step)
                quietSince = Date()
            } else if records.allSatisfy({ !$0.completions.isEmpty }), Date().timeIntervalSince(quietSince) > 0.35 {
                return
            }
            try? await Task.sleep(nanoseconds: 8_000_000)
        }
        failures.append(
            "step \(step + 1): UIKit did not come to rest within \(SelfCheckWaiting.transitionTimeout / 1_000_000_000) s")
    }

    // MARK: Steps

    private func perform(_ step: SelfCheckSwiftUIStep, index: Int) async {
        switch step {
        case let .append(name, destination):
            model.declare(destination, for: name)
            model.path.append(name)
        case .removeLast:
            guard !model.path.isEmpty else { return failures.append("step \(index + 1): the path is empty") }
            model.path.removeLast()
        case let .swipeBack(release):
            await swipeBack(release, step: index)
        case .presentWithBinding:
            model.isPresented = true
        case .setBindingFalse:
            model.isPresented = false
        case let .panDismiss(release):
            await panDismiss(release, step: index)
        case let .setItem(item):
            model.item = SelfCheckSwiftUIItem(id: item)
        case .tapRevealedScreen:
            failures.append("step \(index + 1) (\(step)) cannot be driven on UIKit")
        }
    }

    /// The swipe back through the proxy's interaction, as its pan feeds it: begun, moved, held for a few frames
    /// (a progress reader samples the interactive progress), released.
    private func swipeBack(_ release: SelfCheckRelease, step: Int) async {
        guard let navigationController,
            let interaction = NavigationDelegateProxy.installed(on: navigationController)?.swipeBackInteraction
        else {
            return failures.append("step \(step + 1): no proxy to swipe back with")
        }
        let rightToLeft = navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = navigationController.view.bounds.width
        let sign: CGFloat = rightToLeft ? -1 : 1
        interaction.direction = .back(for: rightToLeft ? .rightToLeft : .leftToRight)
        interaction.gestureBegan(distance: width)
        if let coordinator = navigationController.transitionCoordinator { track(coordinator, step: step) }
        for fraction in [0.5, 1.0] as [CGFloat] {
            interaction.gestureChanged(translation: CGPoint(x: sign * release.progress * fraction * width, y: 0))
            try? await Task.sleep(nanoseconds: 60_000_000)
        }
        interaction.gestureEnded(
            translation: CGPoint(x: sign * release.progress * width, y: 0), velocity: CGPoint(x: sign * release.velocity, y: 0))
    }

    /// The dismiss pan through the entry points its recognizer takes: the gesture delegate's rule
    /// (`panShouldBegin`), then `drivePan` by phase — a first move of a few points toward the edge (the
    /// dismissal takes over there and counts from it, as a finger's pan does), the move, the release.
    private func panDismiss(_ release: SelfCheckRelease, step: Int) async {
        guard let presented,
            let presentation = presented.presentationController as? DimmingPresentationController,
            let presentedView = presentation.presentedView
        else {
            return failures.append("step \(step + 1): no dismiss pan to drive")
        }
        let modal = scenario.modal
        let session = PresentationSession(
            layout: modal.layout, dismissal: modal.dismissal, dismissalEdge: modal.style.exitEdge, cornerRadius: nil)
        let rightToLeft = presentedView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let unit = session.dismissalDirection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight).unitVector
        let extent = unit.x != 0 ? presentedView.bounds.width : presentedView.bounds.height
        let moving = CGPoint(x: unit.x * 500, y: unit.y * 500)
        let start = CGPoint(x: presentedView.bounds.midX, y: presentedView.bounds.midY)
        guard presentation.panShouldBegin(location: start, velocity: moving) else {
            return failures.append("step \(step + 1): the presentation's pan did not begin")
        }
        presentation.drivePan(.began, translation: .zero, velocity: moving, location: start)
        let takeOver = CGPoint(x: unit.x * 10, y: unit.y * 10)
        presentation.drivePan(.changed, translation: takeOver, velocity: moving, location: start)
        if let coordinator = presented.transitionCoordinator { track(coordinator, step: step) }
        let moved = CGPoint(
            x: takeOver.x + unit.x * release.progress * extent, y: takeOver.y + unit.y * release.progress * extent)
        presentation.drivePan(.changed, translation: moved, velocity: moving, location: start)
        presentation.drivePan(
            .ended, translation: moved, velocity: CGPoint(x: unit.x * release.velocity, y: unit.y * release.velocity),
            location: start)
    }

    // MARK: Observing

    private func read(afterStep index: Int) -> SelfCheckSwiftUIObservation.AfterStep {
        let stack = scenario.host.pushes ? navigationController?.viewControllers ?? [] : []
        return SelfCheckSwiftUIObservation.AfterStep(
            step: index,
            state: SelfCheckSwiftUIState(path: model.path, isPresented: model.isPresented, item: model.item?.id),
            stack: stack.map(model.registry.name(of:)),
            distinctControllers: Set(stack.map(ObjectIdentifier.init)).count,
            presented: presented.map(model.registry.name(of:))
        )
    }

    private func observe() -> SelfCheckSwiftUIObservation {
        var delegate: SelfCheckSwiftUIObservation.Delegate?
        var fallback: SelfCheckSwiftUIObservation.Fallback?
        if scenario.host.pushes {
            if let navigationController {
                let proxy = NavigationDelegateProxy.installed(on: navigationController)
                delegate = SelfCheckSwiftUIObservation.Delegate(
                    proxyIsDelegate: proxy?.isDelegate(of: navigationController) == true,
                    originalIsFrameworks: proxy?.originalDelegate != nil
                )
            }
        } else {
            // The library's stack marker, as its debug probe reads it (AssumptionLog logs Core's message).
            let marker = controllers.lazy.compactMap { $0 as? NavigationTransitionMarkerController }.first {
                $0.placement == .onStack
            }
            let miss = marker.map { NavigationControllerLocation.locate(from: $0, placement: .onStack).miss } ?? nil
            let installed = controllers.compactMap { $0 as? UINavigationController }.filter {
                NavigationDelegateProxy.installed(on: $0) != nil
            }
            fallback = marker.map { _ in
                SelfCheckSwiftUIObservation.Fallback(
                    miss: miss,
                    message: AssumptionProbe.navigationModifierFoundStack(miss: miss, placement: .onStack)?.message,
                    proxiesInstalled: installed.count
                )
            }
        }
        let kept = Set(
            (navigationController?.viewControllers ?? []).map(ObjectIdentifier.init)
                + (presented.map { [ObjectIdentifier($0)] } ?? []))
        let shown = Set(controllers.map(ObjectIdentifier.init))
        let leftAlive = model.registry.alive.filter {
            !kept.contains(ObjectIdentifier($0.screen)) && !shown.contains(ObjectIdentifier($0.screen))
        }
        return SelfCheckSwiftUIObservation(
            afterSteps: afterSteps,
            transitions: records.map {
                SelfCheckObservation.Transition(step: $0.step, animator: $0.animator, completions: $0.completions)
            },
            delegate: delegate,
            fallback: fallback,
            progress: model.progress,
            libraryViews: LibraryViewMark.kinds(in: window),
            aliveAfterLeaving: leftAlive.map(\.name)
        )
    }
}
#endif
