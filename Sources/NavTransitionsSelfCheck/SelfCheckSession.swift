#if canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
import UIKit

/// One run of the self-check on UIKit: a fresh navigation controller in the self-check's window, the
/// scenario's steps done with UIKit's calls and the library's drivers, then what UIKit shows read into a
/// ``SelfCheckObservation`` that Core's ``SelfCheckInvariant`` judges.
@MainActor
final class SelfCheckSession {
    /// A transition a step started.
    private final class Record {
        let step: Int
        var animator: SelfCheckObservation.Animator?
        var completions: [Bool] = []
        init(step: Int) { self.step = step }
    }

    private struct Weak {
        weak var object: UIViewController?
    }

    private let run: SelfCheckRun
    private var scenario: SelfCheckScenario { run.scenario }
    private let window: UIWindow
    private let navigationController: UINavigationController
    private let root: UIViewController & SelfCheckNamed
    /// The app keeps its delegates (UIKit holds them weakly).
    private var appDelegates: [any SelfCheckAppNavigationDelegate] = []
    /// The declarative stack's bridge (`install(.declarativeStack)`), held as the navigation controller holds SwiftUI's.
    private var stackBridge: SelfCheckStackBridge?
    /// A screen made before it is pushed (an owner named by `install`), held as the app would.
    private var prepared: [String: UIViewController] = [:]
    private var made: [String: Weak] = [:]
    private var records: [Record] = []
    private var failures: [String] = []
    /// How many times a screen's transition made the library's animation controller.
    private var libraryAnimations = 0
    /// How many times a presented screen's transition made the library's animation controller.
    private var libraryModalAnimations = 0
    /// How many times a zoom asked the grid for its source thumbnail (only the library's zoom asks).
    private var zoomSourceRequests = 0
    /// The end frame of the keyboard UIKit last announced (`keyboardWillChangeFrameNotification`), in screen
    /// coordinates; nil until it announced one. The run's own record of UIKit's notification.
    private var keyboardFrame: CGRect?
    private var keyboardObserver: NSObjectProtocol?
    private var focusObserver: NSObjectProtocol?
    /// What UIKit reported an assistive technology focusing during the scenario (`elementFocusedNotification`, the
    /// one accessibility notification an app can observe): the element's type and label, with the technology. Empty
    /// on a simulator, which runs no VoiceOver; on a device with VoiceOver or Switch Control on, the runner prints it
    /// beside the scenario's line, where the library's own post (``SelfCheckObservation/focus``) can be compared with
    /// what UIKit did.
    private(set) var assistiveFocusLog: [String] = []
    /// Taps outside a presented view that UIKit's hit test gave to the presenter's view (an undimmed sheet).
    private var touchesPassedToPresenter = 0

    init(_ run: SelfCheckRun, window: UIWindow) {
        self.run = run
        self.window = window
        switch run.scenario.fixture {
        case .plain: root = SelfCheckScreen(SelfCheckScenario.rootName)
        case .photoGrid: root = SelfCheckPhotoGrid()
        case .carousel: root = SelfCheckCarousel()
        case .reorderGrid: root = SelfCheckReorderGrid()
        }
        // A TransitionNavigationController installs the proxy when its view loads: when the window shows it.
        navigationController =
            run.scenario.steps.contains(.install(.transitionNavigationController))
            ? TransitionNavigationController(rootViewController: root) : UINavigationController(rootViewController: root)
        made[root.selfCheckName] = Weak(object: root)
    }

    /// Why the run is not done on UIKit, or nil to run it.
    private var notRun: SelfCheckResult? {
        if let pending = scenario.pending { return .pending(pending) }
        if scenario.needsRealTouches {
            return .manual("needs a real finger; checked by hand (Docs/Troubleshooting.md, \"what only a finger can check\")")
        }
        if scenario.steps.contains(where: { if case .pushPreferredZoom = $0 { return true } else { return false } }),
            SelfCheckPreferredZoom.transition(from: nil) == nil
        {
            return .manual("UIKit's preferredTransition needs iOS 18; not on this runtime")
        }
        return nil
    }

    /// Runs the scenario and judges what it left.
    func execute() async -> SelfCheckResult {
        if let notRun { return notRun }
        MotionSettings.setReduceMotionOverride(run.motion.isReduceMotionEnabled, for: window)
        TransitionFocusPoster.forgetLastPost(in: window)
        window.rootViewController = navigationController
        window.layoutIfNeeded()
        let endFrameKey = UIResponder.keyboardFrameEndUserInfoKey
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            queue: .main
        ) { [weak self] notification in
            let frame = (notification.userInfo?[endFrameKey] as? NSValue)?.cgRectValue
            Task { @MainActor in self?.keyboardFrame = frame }
        }
        let elementKey = UIAccessibility.focusedElementUserInfoKey, technologyKey = UIAccessibility.assistiveTechnologyUserInfoKey
        focusObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: nil,
            queue: .main
        ) { [weak self] notification in
            let element = notification.userInfo?[elementKey] as? NSObject
            let entry =
                "\(element.map { String(describing: type(of: $0)) } ?? "nothing") \"\(element?.accessibilityLabel ?? "")\""
                + " by \(notification.userInfo?[technologyKey] as? String ?? "an unnamed technology")"
            Task { @MainActor in self?.assistiveFocusLog.append(entry) }
        }
        await SelfCheckWaiting.mainQueueTurns()
        for (index, step) in scenario.steps.enumerated() {
            await perform(step, index: index)
            await SelfCheckWaiting.mainQueueTurns()
        }
        prepared = [:]
        // Let UIKit let go of what it released, then read.
        await SelfCheckWaiting.mainQueueTurns()
        let violations = failures + SelfCheckInvariant.violations(in: observe(), for: scenario)
        await tearDown()
        return violations.isEmpty ? .passed : .failed(violations)
    }

    private func tearDown() async {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
        if let focusObserver { NotificationCenter.default.removeObserver(focusObserver) }
        focusObserver = nil
        window.endEditing(true)
        if let presented = navigationController.presentedViewController {
            presented.dismiss(animated: false)
            await SelfCheckWaiting.mainQueueTurns()
        }
        window.rootViewController = nil
        MotionSettings.setReduceMotionOverride(nil, for: window)
        await SelfCheckWaiting.mainQueueTurns()
    }

    // MARK: Steps

    private var top: UIViewController {
        navigationController.presentedViewController ?? navigationController.topViewController ?? root
    }
    private var proxy: NavigationDelegateProxy? { NavigationDelegateProxy.installed(on: navigationController) }
    private var layoutDirection: LayoutDirection {
        navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A screen with the library's animation for `style`: the same `TransitionAnimation` that
    /// `NavigationControllerTransition(style:)` vends, made through `.custom` so the run knows it was made.
    private func screen(_ name: String, style: TransitionStyle?, hasList: Bool = false) -> UIViewController {
        let screen = prepared.removeValue(forKey: name) ?? SelfCheckScreen(name, hasList: hasList)
        if let style { screen.navigationTransition = libraryTransition(style) }
        made[name] = Weak(object: screen)
        return screen
    }

    /// The library's animation for `style`, counted when made.
    private func libraryTransition(_ style: TransitionStyle) -> NavigationControllerTransition {
        .custom { [weak self] context in
            self?.libraryAnimations += 1
            return TransitionAnimation(operation: context.operation, style: style)
        }
    }

    /// The library's modal transition for a presentation of the table: the style, layout, dismissal and dismissal
    /// edge `ModalTransition(style:layout:dismissal:)` has, its animation controller made through `.custom` so
    /// that the run knows UIKit got it from the presented screen's transitioning delegate.
    private func libraryModalTransition(_ presentation: SelfCheckPresentation) -> ModalTransition {
        let style = presentation.style
        var transition = ModalTransition.custom { [weak self] context in
            self?.libraryModalAnimations += 1
            return TransitionAnimation(operation: context.operation, style: style)
        }
        transition.layout = presentation.layout
        transition.dismissal = presentation.dismissal
        transition.dismissalEdge = .modalDismissal(chosen: nil, style: style, layout: presentation.layout)
        return transition
    }

    /// Follows a presentation's or a dismissal's transition: the library's when the presented screen's transitioning
    /// delegate made the library's animation controller for it (more than `made` so far) and the library's wrapper
    /// (the presentation controller's, around the presented view) was in the container while it ran; UIKit's
    /// default animation otherwise, a full-screen one included.
    private func followModal(_ coordinator: UIViewControllerTransitionCoordinator?, step: Int, madeBefore made: Int) async {
        var sawWrapper = false
        coordinator?.animate(
            alongsideTransition: { context in
                if LibraryViewMark.kinds(in: context.containerView).contains(.presentationWrapper) { sawWrapper = true }
            },
            completion: { context in
                if LibraryViewMark.kinds(in: context.containerView).contains(.presentationWrapper) { sawWrapper = true }
            })
        await follow(coordinator, step: step) { [unowned self] in
            libraryModalAnimations > made && sawWrapper ? .library : .system
        }
    }

    private func assignAppDelegate() {
        let delegate = SelfCheckNavigationDelegate()
        appDelegates.append(delegate)
        navigationController.delegate = delegate
    }

    /// Waits for the transition `coordinator` coordinates and records how it ended and what ran it:
    /// `animator` reads it when given (returning nil when it cannot tell); otherwise the `.custom` recorder.
    private func follow(
        _ coordinator: UIViewControllerTransitionCoordinator?, step: Int,
        animator: (() -> SelfCheckObservation.Animator?)? = nil
    ) async {
        guard let coordinator else { return } // not animated: nothing to follow
        let before = libraryAnimations
        let record = Record(step: step)
        records.append(record)
        if let ended = await SelfCheckWaiting.end(of: coordinator) {
            record.completions.append(ended)
        } else {
            failures.append(
                "step \(step + 1): the transition did not end within \(SelfCheckWaiting.transitionTimeout / 1_000_000_000) s")
        }
        // The caller's reading when it has one (nil inside it: the run cannot tell), else whether a screen's
        // transition made the library's animation controller.
        let reading: SelfCheckObservation.Animator?? = animator.map { $0() }
        record.animator = reading ?? (libraryAnimations > before ? .library : .system)
    }

    /// Follows every transition until none runs (a push during a transition, an unwind of several steps).
    private func followAll(step: Int) async {
        for _ in 0..<4 {
            guard
                let coordinator = navigationController.presentedViewController?.transitionCoordinator
                    ?? navigationController.transitionCoordinator
            else { return }
            await follow(coordinator, step: step)
            await SelfCheckWaiting.mainQueueTurn()
        }
    }

    private func perform(_ step: SelfCheckStep, index: Int) async {
        switch step {
        case .assignAppDelegate:
            assignAppDelegate()
        case .assignFrameworkDelegate:
            let delegate = SelfCheckFrameworkDelegate()
            appDelegates.append(delegate)
            navigationController.delegate = delegate
        case let .setPopGestureEnabled(enabled):
            navigationController.interactivePopGestureRecognizer?.isEnabled = enabled
        case let .install(install):
            switch install {
            case .proxy:
                NavigationDelegateProxy.install(on: navigationController)
            case let .proxyOwnedBy(name):
                let owner =
                    navigationController.viewControllers.first { ($0 as? SelfCheckNamed)?.selfCheckName == name }
                    ?? prepared[name] ?? SelfCheckScreen(name)
                if !navigationController.viewControllers.contains(owner) { prepared[name] = owner }
                made[name] = Weak(object: owner)
                NavigationDelegateProxy.install(on: navigationController, owner: owner)
            case .transitionNavigationController:
                if proxy == nil { failures.append("step \(index + 1): the TransitionNavigationController installed no proxy") }
            case let .declarativeStack(style):
                let bridge = SelfCheckStackBridge(defaultTransition: style.map(libraryTransition))
                stackBridge = bridge
                NavigationDelegateProxy.install(on: navigationController).transitionProvider = bridge
            }
        case .uninstall:
            proxy?.uninstall()
        case let .push(name, style, animated, bySegue):
            let pushed = screen(name, style: style)
            if bySegue {
                NavigationTransitionSegue(identifier: nil, source: top, destination: pushed).perform()
            } else {
                navigationController.pushViewController(pushed, animated: animated)
            }
            await follow(navigationController.transitionCoordinator, step: index)
        case let .pushDuringTransition(first, second, style):
            navigationController.pushViewController(screen(first, style: style), animated: true)
            navigationController.pushViewController(screen(second, style: style), animated: true)
            await followAll(step: index)
        case let .pushAssigningDelegateMidTransition(name, style):
            navigationController.pushViewController(screen(name, style: style), animated: true)
            let coordinator = navigationController.transitionCoordinator
            assignAppDelegate()
            await follow(coordinator, step: index)
        case let .pushDestination(name, destination):
            guard let stackBridge else { return failures.append("step \(index + 1): no declarative stack") }
            let pushed = screen(name, style: nil)
            switch destination {
            case .inherit: break
            case .system: stackBridge.choices[ObjectIdentifier(pushed)] = .system
            case let .style(style): stackBridge.choices[ObjectIdentifier(pushed)] = .transition(libraryTransition(style))
            case .framework: (appDelegates.last as? SelfCheckFrameworkDelegate)?.ownTransitionScreens.insert(name)
            }
            navigationController.pushViewController(pushed, animated: true)
            await follow(navigationController.transitionCoordinator, step: index)
        case let .pop(animated):
            navigationController.popViewController(animated: animated)
            await follow(navigationController.transitionCoordinator, step: index)
        case let .swipeBack(release):
            await swipeBack(release, step: index)
        case let .unwind(to):
            guard let destination = made[to]?.object else { return failures.append("step \(index + 1): no screen \(to)") }
            let segue: UIStoryboardSegue =
                navigationController.presentedViewController == nil
                ? NavigationTransitionSegue(identifier: nil, source: top, destination: destination)
                : ModalTransitionSegue(identifier: nil, source: top, destination: destination)
            segue.perform()
            await followAll(step: index)
        case let .present(name, presentation):
            let presented = screen(name, style: nil, hasList: presentation.hasList)
            presented.modalTransition = libraryModalTransition(presentation)
            presented.isModalInPresentation = presentation.isModalInPresentation
            let made = libraryModalAnimations
            navigationController.present(presented, animated: true)
            await followModal(presented.transitionCoordinator, step: index, madeBefore: made)
        case let .dismiss(animated):
            guard let presented = navigationController.presentedViewController else {
                return failures.append("step \(index + 1): nothing presented")
            }
            let made = libraryModalAnimations
            presented.dismiss(animated: animated)
            await followModal(presented.transitionCoordinator, step: index, madeBefore: made)
        case let .panDismiss(release):
            await panDismiss(release, step: index)
        case .escape:
            guard let presented = navigationController.presentedViewController else {
                return failures.append("step \(index + 1): nothing presented")
            }
            let made = libraryModalAnimations
            _ = presented.presentationController?.presentedView?.accessibilityPerformEscape()
            await followModal(presented.transitionCoordinator, step: index, madeBefore: made)
        case .keyboardUp:
            await keyboard(up: true, step: index)
        case .keyboardDown:
            await keyboard(up: false, step: index)
        case let .selectDetent(detent):
            await changeSheet(.select(detent), step: index)
        case let .changeSheet(sheet):
            await changeSheet(.layout(sheet), step: index)
        case let .grabber(action):
            await grabber(action, step: index)
        case let .dismissChangingSheet(change):
            guard let presented = navigationController.presentedViewController else {
                return failures.append("step \(index + 1): nothing presented")
            }
            let made = libraryModalAnimations
            presented.dismiss(animated: true)
            let coordinator = presented.transitionCoordinator
            apply(change, to: presented)
            await followModal(coordinator, step: index, madeBefore: made)
        case .reorderDataSourceChangesMidDrag:
            reorderWhileTheDataSourceChanges(step: index)
            await reorderLands(step: index)
        case .keyCommandEscape:
            guard let presented = navigationController.presentedViewController else {
                return failures.append("step \(index + 1): nothing presented")
            }
            // As a hardware keyboard's Escape: the key command's action goes along the responder chain from the
            // first responder (the presented view took it when the presentation ended), where it is offered.
            let made = libraryModalAnimations
            if let action = presented.presentationController?.presentedView?.keyCommands?.first?.action {
                UIApplication.shared.sendAction(action, to: nil, from: nil, for: nil)
            }
            await followModal(presented.transitionCoordinator, step: index, madeBefore: made)
        case .tapDimming, .tapBehindSheet:
            await tapOutsidePresentedView(step: index)
        case .scrollThenDragToDismiss:
            await scrollThenDrag(step: index)
        case let .dragSheet(drag):
            await dragSheet(drag, step: index)
        case let .dragList(drag):
            await dragList(drag, step: index)
        case let .zoomGesture(gesture, release):
            await zoomGesture(gesture, release, step: index)
        case let .zoomOpen(item, pushed):
            await zoomOpen(item: item, pushed: pushed, step: index)
        case let .zoomPage(item):
            await zoomPage(to: item, step: index)
        case .zoomScrollSourceAway:
            guard let grid = root as? SelfCheckPhotoGrid else { return }
            grid.collectionView.setContentOffset(
                CGPoint(x: 0, y: max(0, grid.collectionView.contentSize.height - grid.collectionView.bounds.height)),
                animated: false)
        case .zoomClose:
            await zoomClose(step: index)
        case let .carouselFlick(velocity):
            flick(velocity)
        case let .carouselAccessibilityFocus(item, byVoiceOver):
            await carouselFocus(item: item, byVoiceOver: byVoiceOver, step: index)
        case let .reorderMove(from, to):
            reorderDrag(from: from, to: to, step: index)
            await reorderLands(step: index)
        case let .reorderAccessibilityAction(item, action):
            reorderAccessibilityAction(item: item, action, step: index)
        case let .checkSystemBackGestures(expectation):
            checkSystemBackGestures(expectation, step: index)
        case let .pushPreferredZoom(name):
            await pushPreferredZoom(name, step: index)
        }
    }

    /// The swipe back through the proxy's interaction, as its pan feeds it: begun, moved, released.
    private func swipeBack(_ release: SelfCheckRelease, step: Int) async {
        guard let interaction = proxy?.swipeBackInteraction else {
            return failures.append("step \(step + 1): no proxy to swipe back with")
        }
        let width = navigationController.view.bounds.width
        let sign: CGFloat = layoutDirection == .rightToLeft ? -1 : 1
        interaction.direction = .back(for: layoutDirection)
        interaction.gestureBegan(distance: width)
        let coordinator = navigationController.transitionCoordinator
        interaction.gestureChanged(translation: CGPoint(x: sign * release.progress * width, y: 0))
        interaction.gestureEnded(
            translation: CGPoint(x: sign * release.progress * width, y: 0), velocity: CGPoint(x: sign * release.velocity, y: 0))
        await follow(coordinator, step: step)
    }

    /// The dismiss pan through the entry points its recognizer takes: the gesture delegate's rule
    /// (`panShouldBegin`), then `drivePan` by phase — a first move of a few points toward the edge (the
    /// dismissal takes over there and counts from it, as a finger's pan does), the move, the release.
    private func panDismiss(_ release: SelfCheckRelease, step: Int) async {
        guard let presented = navigationController.presentedViewController,
            let presentation = presented.presentationController as? DimmingPresentationController,
            let presentedView = presentation.presentedView,
            let configuration = scenario.presentation(of: (presented as? SelfCheckNamed)?.selfCheckName ?? "")
        else {
            return failures.append("step \(step + 1): no dismiss pan to drive")
        }
        // The direction the presentation controller resolves when its pan begins (Core's session decides).
        let session = PresentationSession(
            layout: configuration.layout, dismissal: configuration.dismissal,
            dismissalEdge: configuration.style.exitEdge, cornerRadius: nil)
        let unit = session.dismissalDirection(layoutDirection: layoutDirection).unitVector
        let extent = unit.x != 0 ? presentedView.bounds.width : presentedView.bounds.height
        let moving = CGPoint(x: unit.x * 500, y: unit.y * 500)
        let start = CGPoint(x: presentedView.bounds.midX, y: presentedView.bounds.midY)
        // Counted before the pan begins: the dismissal's animation controller is made when it does.
        let made = libraryModalAnimations
        guard beginPan(presentation, at: start, velocity: moving, step: step) else { return }
        let takeOver = CGPoint(x: unit.x * 10, y: unit.y * 10)
        presentation.drivePan(.changed, translation: takeOver, velocity: moving, location: start)
        let coordinator = presented.transitionCoordinator
        let moved = CGPoint(
            x: takeOver.x + unit.x * release.progress * extent, y: takeOver.y + unit.y * release.progress * extent)
        presentation.drivePan(.changed, translation: moved, velocity: moving, location: start)
        presentation.drivePan(
            .ended, translation: moved, velocity: CGPoint(x: unit.x * release.velocity, y: unit.y * release.velocity),
            location: start)
        await followModal(coordinator, step: step, madeBefore: made)
    }

    private func zoomOpen(item: Int, pushed: Bool, step: Int) async {
        guard let grid = root as? SelfCheckPhotoGrid else { return failures.append("step \(step + 1): no photo grid") }
        let browser = SelfCheckBrowser(index: item)
        made[browser.selfCheckName] = Weak(object: browser)
        let cell = ZoomSource.cell(in: grid.collectionView) { context in
            IndexPath(item: (context.zoomedViewController as? SelfCheckBrowser)?.index ?? 0, section: 0)
        }
        // Only the library's zoom asks for the source: each request is the run's evidence that it ran a leg.
        let source: ZoomSourceViewProvider = { [weak self] context in
            self?.zoomSourceRequests += 1
            return cell(context)
        }
        let made = zoomSourceRequests
        if pushed {
            browser.navigationTransition = .zoom(sourceViewProvider: source)
            navigationController.pushViewController(browser, animated: true)
        } else {
            browser.modalTransition = .zoom(sourceViewProvider: source)
            navigationController.present(browser, animated: true)
        }
        await followZoom(
            browser.transitionCoordinator ?? navigationController.transitionCoordinator, step: step, sourceRequestsBefore: made)
    }

    /// Pages the browser to `item` the way VoiceOver's three-finger swipe does, one page at a time
    /// (``SelfCheckBrowser/page(forward:)``: `accessibilityScroll`, else an animated `setContentOffset`), each scroll
    /// left to come to rest; the browser derives its page from the scroll position. Fails when it does not show
    /// `item` then, or announced no page.
    private func zoomPage(to item: Int, step: Int) async {
        guard
            let browser = (navigationController.presentedViewController ?? navigationController.topViewController)
                as? SelfCheckBrowser
        else {
            return failures.append("step \(step + 1): no browser to page")
        }
        let announcementsBefore = browser.pageAnnouncements
        var turns = 0
        while browser.index != item, turns < SelfCheckBrowser.photoCount {
            turns += 1
            let target = browser.page(forward: item > browser.index)
            let start = DispatchTime.now().uptimeNanoseconds
            while abs(browser.pages.contentOffset.x - target.x) > 0.5,
                DispatchTime.now().uptimeNanoseconds - start < SelfCheckWaiting.transitionTimeout
            {
                try? await Task.sleep(nanoseconds: 8_000_000)
            }
        }
        await SelfCheckWaiting.mainQueueTurns()
        if browser.index != item {
            failures.append("step \(step + 1): the browser shows page \(browser.index), expected \(item)")
        }
        if browser.pageAnnouncements == announcementsBefore { failures.append("step \(step + 1): the browser announced no page") }
    }

    private func zoomClose(step: Int) async {
        let made = zoomSourceRequests
        if let browser = navigationController.presentedViewController as? SelfCheckBrowser {
            browser.dismiss(animated: true)
            await followZoom(browser.transitionCoordinator, step: step, sourceRequestsBefore: made)
        } else if navigationController.topViewController is SelfCheckBrowser {
            navigationController.popViewController(animated: true)
            await followZoom(navigationController.transitionCoordinator, step: step, sourceRequestsBefore: made)
        } else {
            failures.append("step \(step + 1): no browser to close")
        }
    }

    /// A pinch or a drag on the photo, through the zoom dismissal's recognizers' own paths: their wiring first (on
    /// the browser's view, enabled, their delegate the library's object), then the delegate's rule with the finger's
    /// readings, then the action's began, changed and ended with them, as the headless runner drives its double.
    /// The finger is put down at the centre of the photo; a pinch closes to `1 − progress`, a drag moves down by
    /// `progress` of the view's height; the release has the step's velocity. What only a real finger proves (that
    /// UIKit recognizes these touches at all) is a UI test: Example/NavTransitionsExampleUITests.
    private func zoomGesture(_ gesture: SelfCheckZoomGesture, _ release: SelfCheckRelease, step: Int) async {
        guard
            let browser = (navigationController.presentedViewController ?? navigationController.topViewController)
                as? SelfCheckBrowser,
            let view = browser.viewIfLoaded, let dismissal = browser.zoomInteractiveDismissal
        else {
            return failures.append("step \(step + 1): no zoom dismissal on the browser")
        }
        let isPinch = gesture == .pinch
        guard
            let recognizer = dismissal.screenGestureRecognizers.first(where: {
                isPinch ? $0 is UIPinchGestureRecognizer : $0 is UIPanGestureRecognizer
            }),
            recognizer.view === view, recognizer.isEnabled, recognizer.delegate === dismissal.gestureDelegate
        else {
            return failures.append(
                "step \(step + 1): the zoom's \(gesture) recognizer is not on the browser's view, enabled, with the library's delegate"
            )
        }
        let home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let touches = isPinch ? 2 : 1
        // The readings when UIKit asks the delegate: the fingers have just begun to close, or to move down.
        guard
            dismissal.gestureShouldBegin(
                recognizer, scale: isPinch ? 0.95 : 1, velocity: isPinch ? .zero : CGPoint(x: 0, y: 500),
                location: home)
        else {
            return failures.append("step \(step + 1): the zoom's \(gesture) was refused by its recognizer's delegate")
        }
        let made = zoomSourceRequests
        dismissal.driveGesture(
            .began, isPinch ? .pinch : .drag, location: home, scale: 1, touchCount: touches,
            panVelocity: isPinch ? nil : CGPoint(x: 0, y: 500), scaleVelocity: 0)
        let coordinator = browser.transitionCoordinator ?? navigationController.transitionCoordinator
        await SelfCheckWaiting.mainQueueTurns()
        let location = isPinch ? home : CGPoint(x: home.x, y: home.y + release.progress * view.bounds.height)
        let scale = isPinch ? 1 - release.progress : 1
        dismissal.driveGesture(
            .changed, isPinch ? .pinch : .drag, location: location, scale: scale, touchCount: touches,
            panVelocity: isPinch ? nil : CGPoint(x: 0, y: release.velocity), scaleVelocity: 0)
        dismissal.driveGesture(
            .ended, isPinch ? .pinch : .drag, location: location, scale: scale, touchCount: touches,
            panVelocity: isPinch ? nil : CGPoint(x: 0, y: release.velocity),
            scaleVelocity: isPinch ? -release.velocity / 1_000 : 0)
        await followZoom(coordinator, step: step, sourceRequestsBefore: made)
    }

    /// A zoom leg is the library's when its flying view was in the container or it asked the grid for the source
    /// thumbnail (UIKit's own animation does neither); UIKit's otherwise.
    private func followZoom(
        _ coordinator: UIViewControllerTransitionCoordinator?, step: Int, sourceRequestsBefore made: Int
    ) async {
        var sawFlight = LibraryViewMark.kinds(in: window).contains(.zoomFlyingView)
        coordinator?.animate(
            alongsideTransition: { context in
                if LibraryViewMark.kinds(in: context.containerView).contains(.zoomFlyingView) { sawFlight = true }
            }, completion: nil)
        await follow(coordinator, step: step) { [unowned self] in sawFlight || zoomSourceRequests > made ? .library : .system }
    }

    /// A release on the carousel: UIKit asks the layout where to rest (`targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`) for its deceleration's projection of the velocity.
    /// What UIKit posts when VoiceOver (or Switch Control's scan) lands on the carousel's item `item`: the
    /// `elementFocusedNotification` with its cell and the technology, while VoiceOver runs for the window (the library's
    /// override: a simulator runs no VoiceOver). The carousel's own observer answers; the run waits for its scroll to
    /// come to rest.
    private func carouselFocus(item: Int, byVoiceOver: Bool, step: Int) async {
        guard let carousel = root as? SelfCheckCarousel else { return failures.append("no carousel") }
        let collectionView = carousel.collectionView
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else {
            return failures.append("step \(step + 1): carousel item \(item) is not on screen")
        }
        MotionSettings.setVoiceOverOverride(true, for: window)
        defer { MotionSettings.setVoiceOverOverride(nil, for: window) }
        let technology =
            byVoiceOver
            ? UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver
            : UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl
        NotificationCenter.default.post(
            name: UIAccessibility.elementFocusedNotification, object: nil,
            userInfo: [
                UIAccessibility.focusedElementUserInfoKey: cell,
                UIAccessibility.assistiveTechnologyUserInfoKey: technology.rawValue,
            ])
        // An animated scroll (none under Reduce Motion, none for Switch Control): wait until the offset holds still.
        let start = DispatchTime.now().uptimeNanoseconds
        var last = collectionView.contentOffset
        repeat {
            try? await Task.sleep(nanoseconds: 100_000_000)
            let now = collectionView.contentOffset
            if now == last { break }
            last = now
        } while DispatchTime.now().uptimeNanoseconds - start < SelfCheckWaiting.transitionTimeout
        collectionView.layoutIfNeeded()
    }

    private func flick(_ velocity: CGFloat) {
        guard let carousel = root as? SelfCheckCarousel else { return failures.append("no carousel") }
        let collectionView = carousel.collectionView
        collectionView.layoutIfNeeded()
        var offset = collectionView.contentOffset
        offset.x += 20 // the finger dragged a little
        collectionView.contentOffset = offset
        // UIKit's projection: the velocity (points per millisecond) decays by the rate every millisecond.
        let rate = collectionView.decelerationRate.rawValue
        let proposed = CGPoint(x: offset.x + velocity * rate / (1 - rate), y: offset.y)
        let target = carousel.layout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: velocity, y: 0))
        collectionView.setContentOffset(target, animated: false)
        collectionView.layoutIfNeeded()
    }

    /// A drag from the item at `from` over the slot of `to`, dropped there: the long press's events through the
    /// path its recognizer's action takes (the state and the point it delivers), after its wiring is asserted (on
    /// the collection view, enabled, its delegate the library's object).
    private func reorderDrag(from: Int, to: Int, step: Int) {
        guard let grid = root as? SelfCheckReorderGrid, let start = grid.centerOfItem(at: from),
            let over = grid.centerOfItem(at: to)
        else {
            return failures.append("step \(step + 1): no reorder grid with items \(from) and \(to)")
        }
        let press = grid.interaction.longPressGestureRecognizer
        guard press.view === grid.collectionView, press.isEnabled, press.delegate != nil else {
            return failures.append(
                "step \(step + 1): the reorder's long press is not on the collection view, enabled, with the library's delegate")
        }
        grid.interaction.longPressChanged(.began, at: start)
        grid.interaction.longPressChanged(.changed, at: over)
        grid.interaction.longPressChanged(.ended, at: over)
        grid.collectionView.layoutIfNeeded()
    }

    /// VoiceOver's "Move earlier" or "Move later" on the item at `item`, once: the actions the interaction gives the
    /// element VoiceOver focuses (`accessibilityCustomActions(for:)`, the same list its focus observer attaches),
    /// read once as VoiceOver reads them when it lands on the cell. The run posts no focus notification of its own:
    /// actions that went stale would show.
    private func reorderAccessibilityAction(item: Int, _ action: ReorderAccessibility.Step, step: Int) {
        guard let grid = root as? SelfCheckReorderGrid else { return failures.append("no reorder grid") }
        let collectionView = grid.collectionView
        let name =
            action == .later
            ? grid.interaction.configuration.moveLaterActionName : grid.interaction.configuration.moveEarlierActionName
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else {
            return failures.append("step \(step + 1): no cell at \(item)")
        }
        guard let custom = grid.interaction.accessibilityCustomActions(for: cell).first(where: { $0.name == name }),
            custom.actionHandler?(custom) == true
        else {
            return failures.append("step \(step + 1): the \"\(name)\" action did not move the item at \(item)")
        }
        collectionView.layoutIfNeeded()
        // The moved item's cell (focused again: no VoiceOver runs here) carries the actions of its new place, set
        // before the announcement: moved to the last place, "Move later" is gone.
        let destination = IndexPath(item: item + (action == .later ? 1 : -1), section: 0)
        guard let moved = collectionView.cellForItem(at: destination) else { return }
        let attached = (moved.accessibilityCustomActions ?? []).map(\.name)
        let fresh = grid.interaction.accessibilityCustomActions(for: moved).map(\.name)
        if Array(attached.suffix(fresh.count)) != fresh || fresh.isEmpty {
            failures.append("step \(step + 1): the moved item offers \(attached), expected the actions of its new place \(fresh)")
        }
    }

    /// Waits for a reorder's drop to land: until no lifted image or cell mask of the library is in the window, within
    /// the transition timeout (one left after it is judged by the invariants).
    private func reorderLands(step: Int) async {
        let start = DispatchTime.now().uptimeNanoseconds
        while LibraryViewMark.kinds(in: window).contains(where: { $0 == .reorderLiftedImage || $0 == .reorderCellMask }),
            DispatchTime.now().uptimeNanoseconds - start < SelfCheckWaiting.transitionTimeout
        {
            try? await Task.sleep(nanoseconds: 8_000_000)
        }
        await SelfCheckWaiting.mainQueueTurns()
    }

    /// The presented screen's text field becomes first responder (`up`) or resigns: UIKit shows or hides its input
    /// view (``SelfCheckScreen/inputViewHeight`` high) and posts its own keyboard notifications, which the
    /// presentation controller observes; the run records the end frame UIKit announced and waits for the keyboard
    /// and the sheet to come to rest.
    private func keyboard(up: Bool, step: Int) async {
        guard let field = (navigationController.presentedViewController as? SelfCheckScreen)?.textField else {
            return failures.append("step \(step + 1): no text field on the presented screen")
        }
        let announced = keyboardFrame
        if up {
            guard field.becomeFirstResponder() else {
                return failures.append("step \(step + 1): the text field did not become first responder")
            }
        } else {
            field.resignFirstResponder()
        }
        // UIKit announces the change inside the call or on a later turn; the keyboard then animates.
        let start = DispatchTime.now().uptimeNanoseconds
        while keyboardFrame == announced, DispatchTime.now().uptimeNanoseconds - start < SelfCheckWaiting.transitionTimeout {
            try? await Task.sleep(nanoseconds: 8_000_000)
        }
        if keyboardFrame == announced { failures.append("step \(step + 1): UIKit announced no keyboard frame change") }
        try? await Task.sleep(nanoseconds: 600_000_000) // the keyboard's own animation
        await sheetSettles(step: step)
    }

    /// The height of the window's bottom strip the keyboard UIKit last announced covers (0 without one).
    private var keyboardOverlap: CGFloat {
        guard let frame = keyboardFrame else { return 0 }
        let inWindow = window.convert(frame, from: window.screen.coordinateSpace)
        return max(0, window.bounds.maxY - inWindow.minY)
    }

    /// The app's change to the presented sheet through its public API, then the time its spring takes.
    private func changeSheet(_ change: SelfCheckSheetChange, step: Int) async {
        guard let presented = navigationController.presentedViewController else {
            return failures.append("step \(step + 1): nothing presented")
        }
        apply(change, to: presented)
        await sheetSettles(step: step)
    }

    private func apply(_ change: SelfCheckSheetChange, to presented: UIViewController) {
        guard let presentation = presented.dimmingPresentationController else {
            return failures.append("no sheet's presentation controller")
        }
        switch change {
        case let .select(detent): presentation.setSelectedDetent(detent, animated: true)
        case let .layout(sheet): presentation.setLayout(.sheet(sheet), animated: true)
        }
    }

    // MARK: Touches through the presentation controller's entry points

    /// The presented screen, its presentation controller and presented view; nil (a failure of `step`) without one.
    private func drivenPresentation(
        step: Int
    ) -> (presented: UIViewController, controller: DimmingPresentationController, view: UIView)? {
        guard let presented = navigationController.presentedViewController,
            let controller = presented.dimmingPresentationController,
            let view = controller.presentedView
        else {
            failures.append("step \(step + 1): no presentation controller to drive")
            return nil
        }
        return (presented, controller, view)
    }

    /// Where the driven finger goes down: on the presented screen's content, below a sheet's grabber band, in the
    /// presented view's coordinates.
    private static func fingerLocation(in presentedView: UIView) -> CGPoint {
        CGPoint(x: presentedView.bounds.midX, y: SheetGrabber.areaHeight + 60)
    }

    /// The presented screen's list, if it has one.
    private static func list(in presented: UIViewController) -> UIScrollView? {
        view(in: presented.view) { $0 is UITableView } as? UIScrollView
    }

    /// Begins the presentation's pan as its recognizer does: the delegate's rule first (`panShouldBegin`), then
    /// the began event through `drivePan`, the path the recognizer's action takes. False (a failure of `step`) when
    /// the rule refuses it.
    private func beginPan(_ controller: DimmingPresentationController, at location: CGPoint, velocity: CGPoint, step: Int) -> Bool
    {
        guard controller.panShouldBegin(location: location, velocity: velocity) else {
            failures.append("step \(step + 1): the presentation's pan did not begin")
            return false
        }
        controller.drivePan(.began, translation: .zero, velocity: velocity, location: location)
        return true
    }

    /// After a release: a dismissal it started runs to its end, a sheet's settle comes to rest.
    private func released(_ presented: UIViewController, step: Int, madeBefore made: Int) async {
        await followModal(presented.transitionCoordinator, step: step, madeBefore: made)
        await sheetSettles(step: step)
    }

    /// The sheet's pan, as its recognizer reports: began, one change, the app's change under the finger, release.
    private func dragSheet(_ drag: SelfCheckSheetDrag, step: Int) async {
        guard let (presented, controller, view) = drivenPresentation(step: step) else { return }
        let start = Self.fingerLocation(in: view)
        let moving = CGPoint(x: 0, y: drag.distance < 0 ? -500 : 500)
        let made = libraryModalAnimations
        guard beginPan(controller, at: start, velocity: moving, step: step) else { return }
        let moved = CGPoint(x: 0, y: drag.distance)
        controller.drivePan(.changed, translation: moved, velocity: moving, location: start)
        if let change = drag.change { apply(change, to: presented) }
        controller.drivePan(.ended, translation: moved, velocity: CGPoint(x: 0, y: drag.velocity), location: start)
        await released(presented, step: step, madeBefore: made)
    }

    /// A drag that starts on the presented list: the list is scrolled to the start offset; each step the list's own
    /// pan scrolls it with the finger (UIKit's order: its content moves first), then the presentation's pan reports,
    /// then the list's pan's target (the presentation controller follows it) hears the same movement.
    private func dragList(_ drag: SelfCheckListDrag, step: Int) async {
        guard let (presented, controller, view) = drivenPresentation(step: step) else { return }
        guard let list = Self.list(in: presented) else {
            return failures.append("step \(step + 1): the presented screen has no list")
        }
        let top = -list.adjustedContentInset.top
        list.setContentOffset(CGPoint(x: list.contentOffset.x, y: top + drag.startOffset), animated: false)
        let start = Self.fingerLocation(in: view)
        let moving = CGPoint(x: 0, y: drag.distance < 0 ? -500 : 500)
        let made = libraryModalAnimations
        guard beginPan(controller, at: start, velocity: moving, step: step) else { return }
        var moved: CGFloat = 0
        var remaining = drag.distance
        while remaining != 0 {
            let delta = remaining < 0 ? max(remaining, -50) : min(remaining, 50)
            remaining -= delta
            moved += delta
            list.contentOffset.y -= delta
            controller.drivePan(.changed, translation: CGPoint(x: 0, y: moved), velocity: moving, location: start)
            controller.driveScrollViewPan(.changed)
        }
        controller.drivePan(
            .ended, translation: CGPoint(x: 0, y: moved), velocity: CGPoint(x: 0, y: drag.velocity), location: start)
        controller.driveScrollViewPan(.ended)
        await released(presented, step: step, madeBefore: made)
    }

    /// A drag down on the scrolled list: the list scrolls to its top (its own pan; offsets set as it would), then
    /// the same drag moves the sheet down and a flick dismisses it.
    private func scrollThenDrag(step: Int) async {
        guard let (presented, controller, view) = drivenPresentation(step: step) else { return }
        guard let list = Self.list(in: presented) else {
            return failures.append("step \(step + 1): the presented screen has no list")
        }
        let top = -list.adjustedContentInset.top
        list.setContentOffset(CGPoint(x: list.contentOffset.x, y: top + 300), animated: false)
        let start = Self.fingerLocation(in: view)
        let down = CGPoint(x: 0, y: 600)
        let made = libraryModalAnimations
        guard beginPan(controller, at: start, velocity: down, step: step) else { return }
        var moved: CGFloat = 0
        for offset in [200, 100, 0] as [CGFloat] {
            list.setContentOffset(CGPoint(x: list.contentOffset.x, y: top + offset), animated: false)
            moved += 100
            controller.drivePan(.changed, translation: CGPoint(x: 0, y: moved), velocity: down, location: start)
            controller.driveScrollViewPan(.changed)
        }
        await SelfCheckWaiting.mainQueueTurns()
        moved += 200
        controller.drivePan(.changed, translation: CGPoint(x: 0, y: moved), velocity: down, location: start)
        controller.driveScrollViewPan(.changed)
        controller.drivePan(.ended, translation: CGPoint(x: 0, y: moved), velocity: CGPoint(x: 0, y: 1_500), location: start)
        // The list's own pan ends with the touch too: Core's end of following it.
        controller.driveScrollViewPan(.ended)
        await released(presented, step: step, madeBefore: made)
    }

    /// A tap outside the presented view, above it. UIKit's own hit test of the container says who gets it: the
    /// presenter's view when the dimming passes touches (an undimmed sheet; counted as a touch that reached it),
    /// or the dimming view, whose tap goes through the entry point its tap recognizer calls.
    private func tapOutsidePresentedView(step: Int) async {
        guard let (presented, controller, view) = drivenPresentation(step: step) else { return }
        guard let container = controller.containerView else { return failures.append("step \(step + 1): no container") }
        // stays in UIKit: reads UIKit: a presented view at the container's top leaves no room above it to tap
        guard view.frame.minY > 2 else { return failures.append("step \(step + 1): no room above the presented view to tap") }
        let point = CGPoint(x: container.bounds.midX, y: view.frame.minY / 2)
        let hit = container.hitTest(point, with: nil)
        if let hit, let presenter = presented.presentingViewController?.view, hit.isDescendant(of: presenter) {
            touchesPassedToPresenter += 1
        } else if let hit, LibraryViewMark.kind(of: hit) == .presentationDimming {
            let made = libraryModalAnimations
            controller.dimmingViewTapped()
            await followModal(presented.transitionCoordinator, step: step, madeBefore: made)
        } else {
            failures.append(
                "step \(step + 1): the tap at \(point) reached \(hit.map { String(describing: type(of: $0)) } ?? "nothing")")
        }
    }

    /// A VoiceOver action on the sheet's grabber: the element the presentation controller put in the container,
    /// found by its label, sent the action VoiceOver sends.
    private func grabber(_ action: SheetState.AccessibilityAction, step: Int) async {
        guard let container = navigationController.presentedViewController?.presentationController?.containerView,
            let grabber = Self.view(
                in: container, where: { $0.accessibilityLabel == SheetAccessibilityText.grabberLabel.localized })
        else {
            return failures.append("step \(step + 1): no grabber in the sheet's container")
        }
        switch action {
        case .increment: grabber.accessibilityIncrement()
        case .decrement: grabber.accessibilityDecrement()
        case .activate:
            // The grabber takes the double tap: otherwise VoiceOver would touch the content under it.
            if !grabber.accessibilityActivate() {
                failures.append("step \(step + 1): the grabber did not take VoiceOver's double tap")
            }
        }
        await sheetSettles(step: step)
    }

    /// Waits for a sheet's spring (a settle, the layout change's) to stop: until the presentation controller
    /// runs none, within the transition timeout; a spring that does not stop is a failure of `step`.
    private func sheetSettles(step: Int) async {
        if let presentation = navigationController.presentedViewController?.dimmingPresentationController {
            let rested = await SelfCheckWaiting.sheetSpringEnd(of: presentation)
            if !rested { failures.append("step \(step + 1): the sheet's spring did not come to rest within the timeout") }
        }
        await SelfCheckWaiting.mainQueueTurns()
    }

    private static func view(in root: UIView, where matches: (UIView) -> Bool) -> UIView? {
        if matches(root) { return root }
        for subview in root.subviews {
            if let found = view(in: subview, where: matches) { return found }
        }
        return nil
    }

    /// Item 1 lifted and dragged over item 3 through the long press's entry point; the app deletes it; the drop
    /// must end as a cancel (Docs/Troubleshooting.md: a reorder under data changes).
    private func reorderWhileTheDataSourceChanges(step: Int) {
        guard let grid = root as? SelfCheckReorderGrid, let start = grid.centerOfItem(at: 1), let over = grid.centerOfItem(at: 3)
        else {
            return failures.append("step \(step + 1): no reorder grid with items 1 and 3")
        }
        grid.interaction.longPressChanged(.began, at: start)
        grid.interaction.longPressChanged(.changed, at: over)
        grid.deleteItem(at: 1)
        grid.interaction.longPressChanged(.ended, at: over)
        grid.collectionView.layoutIfNeeded()
    }

    // MARK: Observing

    private func frameInWindow(_ controller: UIViewController?) -> CGRect? {
        guard let view = controller?.viewIfLoaded, view.window === window else { return nil }
        return view.convert(view.bounds, to: nil)
    }

    private func observe() -> SelfCheckObservation {
        let name = { (controller: UIViewController?) in (controller as? SelfCheckNamed)?.selfCheckName }
        let proxy = self.proxy
        let proxyIsDelegate = proxy?.isDelegate(of: navigationController) == true
        let appDelegate = appDelegates.last
        let holder: SelfCheckObservation.DelegateHolder
        switch navigationController.delegate {
        case nil: holder = .none
        case _? where proxyIsDelegate: holder = .proxy
        case let delegate? where delegate === appDelegate: holder = .app
        default: holder = .other
        }
        let insets = window.safeAreaInsets
        return SelfCheckObservation(
            container: PresentationContainer(
                bounds: window.bounds,
                safeArea: EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                horizontalSizeClass: window.traitCollection.horizontalSizeClass == .regular ? .regular : .compact,
                layoutDirection: window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                verticalSizeClass: window.traitCollection.verticalSizeClass == .compact ? .compact : .regular
            ),
            stack: navigationController.viewControllers.compactMap(name),
            presented: name(navigationController.presentedViewController),
            screens: scenario.screenNames.map { screen in
                SelfCheckObservation.Screen(
                    name: screen, frameInWindow: frameInWindow(made[screen]?.object), isAlive: made[screen]?.object != nil)
            },
            libraryViews: LibraryViewMark.kinds(in: window),
            transitions: records.map {
                SelfCheckObservation.Transition(step: $0.step, animator: $0.animator, completions: $0.completions)
            },
            delegateProperty: holder,
            proxyForwardsToApp: proxyIsDelegate ? proxy?.originalDelegate === appDelegate : nil,
            appDelegateLastShown: appDelegate?.lastShown,
            popGestureEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled ?? true,
            hiddenThumbnails: (root as? SelfCheckPhotoGrid)?.hiddenThumbnails ?? 0,
            carouselCentredItem: (root as? SelfCheckCarousel)?.centredItem,
            reorderShown: (root as? SelfCheckReorderGrid)?.shown,
            reorderData: (root as? SelfCheckReorderGrid)?.items,
            focus: focus,
            sheet: sheetObservation
        )
    }

    /// The presented sheet, read through the public API: the presentation controller's layout and detent, the
    /// container's hit test above the sheet (the presenter's view when touches pass through), the presented
    /// view's VoiceOver modality, the announced keyboard, the list's offset, and the taps outside the sheet that
    /// UIKit's hit test gave to the presenter's view.
    private var sheetObservation: SelfCheckSheetObservation? {
        guard let presented = navigationController.presentedViewController,
            let presentation = presented.dimmingPresentationController, case let .sheet(sheet) = presentation.layout
        else { return nil }
        var passes: Bool?
        if let container = presentation.containerView, let sheetView = presentation.presentedView, sheetView.frame.minY > 2 {
            let above = CGPoint(x: container.bounds.midX, y: sheetView.frame.minY / 2)
            let hit = container.hitTest(above, with: nil)
            passes = hit.map { hit in presented.presentingViewController.map { hit.isDescendant(of: $0.view) } ?? false } ?? false
        }
        let list = Self.view(in: presented.view) { $0 is UITableView } as? UITableView
        return SelfCheckSheetObservation(
            sheet: sheet, selectedDetent: presentation.selectedDetent, passesTouches: passes,
            isAccessibilityModal: presentation.containerView?.accessibilityViewIsModal,
            keyboardOverlap: keyboardOverlap, touchesPassedToPresenter: touchesPassedToPresenter,
            listOffset: list.map { $0.contentOffset.y + $0.adjustedContentInset.top },
            isPanWired: presentation.isPanWired)
    }

    /// The library's last accessibility post after a transition in the window, the element named as the
    /// scenario names it.
    private var focus: SelfCheckFocus? {
        guard let record = TransitionFocusPoster.lastPost(in: window) else { return nil }
        let grid = (root as? SelfCheckPhotoGrid)?.collectionView
        let item = record.element.flatMap { element in
            grid?.visibleCells.first { element.isDescendant(of: $0) }.flatMap { grid?.indexPath(for: $0)?.item }
        }
        return SelfCheckFocus(record.post, item.map(SelfCheckFocus.item) ?? "other")
    }

    // MARK: UIKit's back gestures beside the proxy

    /// UIKit's back recognizers as `expectation` says, through their delegate's `gestureRecognizerShouldBegin`
    /// (the entry point UIKit calls when a finger starts a swipe), and their wiring: on the navigation controller's
    /// view, where UIKit delivers the touches; enabled or not; their delegate the library's object or not.
    private func checkSystemBackGestures(_ expectation: SelfCheckBackGestureExpectation, step: Int) {
        let recognizers = NavigationDelegateProxy.systemBackGestureRecognizers(of: navigationController)
        if recognizers.isEmpty {
            failures.append("step \(step + 1): the navigation controller has no interactivePopGestureRecognizer")
        }
        for (gesture, recognizer) in recognizers {
            let isLibrarys = proxy?.isDelegate(of: recognizer) ?? false
            var problems: [String] = []
            switch expectation {
            case .plainScreenSwipesBack:
                if recognizer.view !== navigationController.view { problems.append("is not on the navigation controller's view") }
                let appValue = gesture == .edge ? scenario.appPopGestureEnabled : true
                if recognizer.isEnabled != appValue {
                    problems.append("isEnabled is \(recognizer.isEnabled), the app's value is \(appValue)")
                }
                if !isLibrarys { problems.append("its delegate is not the library's object") }
                if recognizer.delegate?.gestureRecognizerShouldBegin?(recognizer) == false {
                    problems.append("its delegate refuses to begin")
                }
            case .heldOffUnderCustomScreen:
                if recognizer.isEnabled { problems.append("is enabled under a custom screen") }
                if !isLibrarys { problems.append("its delegate is not the library's object") }
            case .handedBack:
                if isLibrarys { problems.append("still has the library's object as its delegate") }
            }
            failures += problems.map { "step \(step + 1): \(gesture) \($0)" }
        }
    }

    /// Pushes a screen with UIKit's `.zoom` preferred transition, built at run time (iOS 18 API the package's SDK
    /// lacks); the library must animate nothing (Apple's wins).
    private func pushPreferredZoom(_ name: String, step: Int) async {
        let pushed = screen(name, style: nil)
        let source = top.view
        guard let transition = SelfCheckPreferredZoom.transition(from: source) else {
            return failures.append("step \(step + 1): UIKit's .zoom transition could not be made")
        }
        pushed.setValue(transition, forKey: "preferredTransition")
        pushed.navigationTransition = libraryTransition(.fade) // Apple's must win over it
        let before = libraryAnimations
        navigationController.pushViewController(pushed, animated: true)
        await follow(navigationController.transitionCoordinator, step: step) { .system }
        if libraryAnimations != before {
            failures.append("step \(step + 1): the library animated a screen that carries UIKit's preferredTransition")
        }
    }
}

/// UIKit's `.zoom` preferred transition, built at run time: `UIViewControllerTransition.zoom(options:sourceViewProvider:)`
/// is iOS 18 API, absent from the SDK the package compiles against; nil before iOS 18.
@MainActor
enum SelfCheckPreferredZoom {
    static func transition(from source: UIView?) -> AnyObject? {
        let selector = NSSelectorFromString("zoomWithOptions:sourceViewProvider:")
        guard UIViewController.instancesRespond(to: NSSelectorFromString("setPreferredTransition:")),
            let type = NSClassFromString("UIViewControllerTransition") as? NSObject.Type, type.responds(to: selector)
        else { return nil }
        let provider: @convention(block) (AnyObject) -> UIView? = { [weak source] _ in source }
        return type.perform(selector, with: nil, with: unsafeBitCast(provider, to: AnyObject.self))?.takeUnretainedValue()
    }
}
#endif
