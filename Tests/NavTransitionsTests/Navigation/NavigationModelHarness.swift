import NavTransitions

/// One seeded random walk over a headless navigation controller with a proxy, checked against a small
/// reference model of the rules after every step.
///
/// The reference model says when the proxy should be installed, from the rules alone: installed by
/// `install`, also for an owner not in the stack yet (it is on its way: it arrives when the proxy sees it in
/// the stack in a `willShow` or `didShow`, or its view enters the window); a completed transition that leaves
/// an arrived screen owner out of the stack detaches it; a cancelled interactive pop changes nothing; the owner appearing on
/// top brings it back; a deallocated owner is noticed at the proxy's next message; `uninstall` stops it.
/// The app's intended delegate (`appIntent`) is the last delegate the app assigned.
final class NavigationModelHarness {
    typealias Screen = HeadlessNavigationController.Screen
    typealias Message = HeadlessNavigationController.Message

    /// How often each interesting path occurred, summed over runs to show the walk covers the rules.
    struct Coverage {
        var deferredHandBackFinished = 0
        var deferredHandBackCancelled = 0
        var ownerReappeared = 0
        var deadOwnerNoticedWhileInstalled = 0
        var ownerLeftSilently = 0
        var reassignedDuringInteractivePop = 0
        var assignedNilWhileInstalled = 0
        var uninstalledWhileInstalled = 0
        var installedAgain = 0
        var panPops = 0
        var systemSwipePops = 0
        var proxyAnimations = 0
        var appAnimations = 0
        var systemAnimations = 0
        var transitionsWhileAdoptionPending = 0
        var panPopsCancelled = 0
        var silentLeaveNoticedByReconcile = 0
        var appSwitchedSystemGesture = 0
        var swipeBackRefused = 0
        var wrappedTheProxy = 0
        var wrappedTheApp = 0
        var wrappedProxyHandedBack = 0
        var wrapperNotYetRevealed = 0
        var pendingOwnerPushedWithTheProxy = 0
        var pendingOwnerFreed = 0
        /// UIKit's swipes back on plain screens while UIKit gates its built-in pop (the proxy's answer lets them begin),
        /// and iOS 26's content swipes.
        var systemSwipesWhileGated = 0
        var contentSwipePops = 0
        /// How many times the invariants were checked, and how many checks were skipped because work was still
        /// queued on the main queue (an adoption waits for its turn; the rules hold once it has run).
        var checksRun = 0
        var checksSkippedForQueuedWork = 0

        /// Every counter by name (all of them, so a new counter is summed and asserted without being listed twice).
        var counters: [(name: String, value: Int)] {
            Mirror(reflecting: self).children.compactMap { child in (child.value as? Int).map { (child.label ?? "?", $0) } }
        }

        mutating func add(_ other: Coverage) {
            deferredHandBackFinished += other.deferredHandBackFinished
            deferredHandBackCancelled += other.deferredHandBackCancelled
            ownerReappeared += other.ownerReappeared
            deadOwnerNoticedWhileInstalled += other.deadOwnerNoticedWhileInstalled
            ownerLeftSilently += other.ownerLeftSilently
            reassignedDuringInteractivePop += other.reassignedDuringInteractivePop
            assignedNilWhileInstalled += other.assignedNilWhileInstalled
            uninstalledWhileInstalled += other.uninstalledWhileInstalled
            installedAgain += other.installedAgain
            panPops += other.panPops
            systemSwipePops += other.systemSwipePops
            proxyAnimations += other.proxyAnimations
            appAnimations += other.appAnimations
            systemAnimations += other.systemAnimations
            transitionsWhileAdoptionPending += other.transitionsWhileAdoptionPending
            panPopsCancelled += other.panPopsCancelled
            silentLeaveNoticedByReconcile += other.silentLeaveNoticedByReconcile
            appSwitchedSystemGesture += other.appSwitchedSystemGesture
            swipeBackRefused += other.swipeBackRefused
            wrappedTheProxy += other.wrappedTheProxy
            wrappedTheApp += other.wrappedTheApp
            wrappedProxyHandedBack += other.wrappedProxyHandedBack
            wrapperNotYetRevealed += other.wrapperNotYetRevealed
            pendingOwnerPushedWithTheProxy += other.pendingOwnerPushedWithTheProxy
            pendingOwnerFreed += other.pendingOwnerFreed
            systemSwipesWhileGated += other.systemSwipesWhileGated
            contentSwipePops += other.contentSwipePops
            checksRun += other.checksRun
            checksSkippedForQueuedWork += other.checksSkippedForQueuedWork
        }
    }

    private enum Phase: String {
        case uninstalled, installed, waiting
    }

    private struct WeakScreen {
        weak var screen: Screen?
        let name: String
    }

    private struct WeakDelegate {
        weak var delegate: RecordingNavigationDelegate?
        let name: String
    }

    let seed: UInt64
    private(set) var coverage = Coverage()
    private var rng: SplitMix64
    private var steps: [String] = []
    private var failure: String?

    private var nav: HeadlessNavigationController?
    private var proxy: HeadlessNavigationProxy?
    /// Screens the app keeps to push again later (never the owner).
    private var spares: [Screen] = []
    /// The app's own strong reference to the owner, kept while the owner is outside the stack.
    private var ownerKeeper: Screen?
    private var delegates: [RecordingNavigationDelegate] = []
    /// Other libraries' delegate proxies that wrapped whatever delegate was current.
    private var wrappers: [ForwardingWrapperDelegate] = []
    private var allScreens: [WeakScreen] = []
    private var customScreenNames: Set<String> = []
    private var nextScreen = 0

    // Reference model.
    private var phase: Phase = .uninstalled
    private var ownerIsScreen = false
    private weak var owner: Screen?
    /// The owner's id, which outlives the owner until the proxy notices the deallocation.
    private var ownerID: ObjectIdentifier?
    private var appIntent: RecordingNavigationDelegate?
    private var expectedMessages: [ObjectIdentifier: [Message]] = [:]
    private var panDriving = false
    /// The value the app gave `interactivePopGestureRecognizer.isEnabled`.
    private var appGestureValue = true
    /// Whether the owner's view entered the window since the last completed transition.
    private var ownerEnteredWindow = false
    /// Whether the installed proxy's owner has been seen in the stack (an owner installed before its push is
    /// on its way until then, and its absence hands nothing back).
    private var ownerArrived = true
    /// Whether the owner left the stack without a message: the proxy hands back at its next event, which may
    /// be a reconcile (an observed assignment, a swipe about to begin) before the next message.
    private var ownerLeftUnnoticed = false

    /// UIKit's gating of its built-in pop, and whether the runtime has iOS 26's content swipe, for this walk.
    let gating: HeadlessNavigationController.BuiltInPopGating
    let hasContentPopGesture: Bool

    /// A walk; by default the seed picks the gating (even seeds: the reported one) and the content swipe (seeds
    /// 2 and 3 modulo 4), so that 200 seeds run each of the four combinations 50 times.
    init(seed: UInt64, gating: HeadlessNavigationController.BuiltInPopGating? = nil, hasContentPopGesture: Bool? = nil) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        self.gating = gating ?? (seed % 2 == 0 ? .whenDelegateImplementsAnimationController : .never)
        self.hasContentPopGesture = hasContentPopGesture ?? (seed % 4 >= 2)
    }

    /// Runs `stepCount` random steps, then drops everything; returns a report of the first broken rule, or `nil`.
    func run(stepCount: Int) -> String? {
        setUp()
        for _ in 0..<stepCount where failure == nil {
            step()
            // Usually the run loop turns between two user actions; sometimes the next action comes first.
            if rng.chance(80) {
                nav?.mainQueue.drain()
                if failure == nil { checkInvariants(midTransition: false) }
            } else {
                steps.append("(no main-queue turn)")
            }
        }
        if failure == nil { tearDownAndCheckMemory() }
        // A walk whose every check was skipped (work always queued) proves nothing.
        if failure == nil, coverage.checksRun == 0 {
            fail("no check ran (\(coverage.checksSkippedForQueuedWork) skipped for queued work)")
        }
        guard let failure else { return nil }
        let list = steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        return "seed \(seed), after step \(steps.count): \(failure)\nsteps:\n\(list)"
    }

    // MARK: Set-up and tear-down

    private func setUp() {
        let root = makeScreen()
        let nav = HeadlessNavigationController(root: root, hasContentPopGesture: hasContentPopGesture)
        nav.builtInPopGating = gating
        self.nav = nav
        nav.messageObserver = { [unowned self] message in
            // The proxy notices a dead owner at the first message that reaches it, and sees its owner arrive.
            if proxyReached { noticeDeadOwner() }
            if proxyReached { noteArrival() }
            if let appIntent { expectedMessages[ObjectIdentifier(appIntent), default: []].append(message) }
        }
        nav.transitionObserver = { [unowned self] record in checkAnswers(record) }
        assignDelegate(makeDelegate())
        for _ in 0..<rng.below(3) { nav.pushViewController(makeScreen(), animated: false) }
        steps.append(
            "start: stack \(nav.viewControllers), delegate \(appIntent?.name ?? "nil"), \(gating)\(hasContentPopGesture ? ", content swipe" : "")"
        )
        install()
        if failure == nil { checkInvariants(midTransition: false) }
    }

    private func tearDownAndCheckMemory() {
        nav?.mainQueue.drain()
        steps.append("drop the stack, the spares and the owner")
        let fresh = makeScreen()
        nav?.setViewControllers([fresh], animated: false)
        nav?.mainQueue.drain()
        spares = []
        ownerKeeper = nil
        let alive = allScreens.filter { $0.screen != nil && $0.screen !== fresh }.map(\.name)
        if !alive.isEmpty { fail("screens still alive after the stack was dropped: \(alive)") }
        steps.append("drop the delegates")
        let weakDelegates = delegates.map { WeakDelegate(delegate: $0, name: $0.name) }
        delegates = []
        appIntent = nil
        let aliveDelegates = weakDelegates.filter { $0.delegate != nil }.map(\.name)
        if !aliveDelegates.isEmpty { fail("app delegates retained: \(aliveDelegates)") }
        weak let lastWrapper = wrappers.last
        wrappers = []
        if lastWrapper != nil { fail("a wrapper is retained") }
        steps.append("drop the navigation controller")
        weak let weakProxy = proxy
        weak let weakNav = nav
        proxy = nil
        nav = nil
        if weakNav != nil || weakProxy != nil { fail("navigation controller or proxy retained") }
    }

    // MARK: Steps

    private func step() {
        switch rng.below(22) {
        case 21: wrapDelegate()
        case 20: setSystemGesture()
        case 0..<4: push(makeScreen(custom: rng.chance(50)), spare: rng.chance(30))
        case 4..<6: pushKnownScreen()
        case 6..<9: pop()
        case 9: popToRoot()
        case 10..<12: setStack()
        case 12..<15: interactivePop()
        case 15..<17: reassignDelegate(during: nil)
        case 17: dropOwner()
        case 18: uninstall()
        default: install()
        }
    }

    private func push(_ screen: Screen, spare: Bool) {
        guard let nav else { return }
        let animated = rng.chance(60)
        if spare { spares.append(screen) }
        steps.append("push \(screen)\(animated ? " animated" : "")")
        changeStack { nav.pushViewController(screen, animated: animated) }
    }

    private func pushKnownScreen() {
        guard let nav else { return }
        var candidates = spares.filter { spare in !nav.viewControllers.contains { $0 === spare } }
        if let ownerKeeper, !nav.viewControllers.contains(where: { $0 === ownerKeeper }) {
            candidates += [ownerKeeper, ownerKeeper]
        }
        guard let screen = rng.pick(candidates) else { return push(makeScreen(custom: rng.chance(50)), spare: false) }
        push(screen, spare: false)
    }

    private func pop() {
        guard let nav else { return }
        let animated = rng.chance(60)
        steps.append("pop\(animated ? " animated" : "")")
        changeStack { nav.popViewController(animated: animated) }
    }

    private func popToRoot() {
        guard let nav else { return }
        let animated = rng.chance(60)
        steps.append("popToRoot\(animated ? " animated" : "")")
        changeStack { nav.popToRootViewController(animated: animated) }
    }

    private func setStack() {
        guard let nav, let top = nav.viewControllers.last else { return }
        var pool = nav.viewControllers + spares
        if let ownerKeeper, !pool.contains(where: { $0 === ownerKeeper }) { pool.append(ownerKeeper) }
        var stack: [Screen] = []
        for _ in 0..<(1 + rng.below(4)) {
            let screen = rng.chance(25) ? makeScreen(custom: rng.chance(50)) : rng.pick(pool)
            if let screen, !stack.contains(where: { $0 === screen }) { stack.append(screen) }
        }
        if rng.chance(35) {
            // Keep the top: the screens below change without any message.
            stack.removeAll { $0 === top }
            stack.append(top)
        }
        let animated = rng.chance(60)
        let silent = stack.last === top
        steps.append("setViewControllers \(stack)\(animated ? " animated" : "")\(silent ? " (same top)" : "")")
        if silent, let owner, stack.contains(where: { $0 === owner }) { ownerLeftUnnoticed = false }
        if silent, phase == .installed, ownerIsScreen, ownerArrived, let owner, !stack.contains(where: { $0 === owner }) {
            coverage.ownerLeftSilently += 1
            ownerLeftUnnoticed = true
        }
        changeStack { nav.setViewControllers(stack, animated: animated) }
    }

    /// A push, pop or stack change; the reference model follows when the top changed (a message was sent).
    private func changeStack(_ change: () -> Void) {
        guard let nav else { return }
        let oldTop = nav.viewControllers.last
        // While an adoption waits for its main-queue turn, the transition's messages go to the app's delegate
        // alone: the proxy sees nothing of it.
        let reachesProxy = forwardingChain(from: nav.delegate).chain.contains { $0 === proxy }
        if !reachesProxy && phase == .installed { coverage.transitionsWhileAdoptionPending += 1 }
        change()
        guard nav.viewControllers.last !== oldTop else { return }
        noticeDeadOwner()
        transitionCompleted(seenByProxy: reachesProxy)
    }

    private func interactivePop() {
        guard let nav, let proxy, nav.viewControllers.count > 1, let top = nav.viewControllers.last else { return }
        let cancel = rng.chance(50)
        nav.sendsDidShowBeforeCoordinatorCompletion = rng.chance(50)
        // The touch reaches both the library's pan and UIKit's edge swipe; the pan's shouldReceive reconciles
        // first, which notices a freed owner and an owner that left silently.
        noticeDeadOwner()
        if ownerLeftUnnoticed, phase == .installed, ownerIsScreen, ownerArrived,
            !nav.viewControllers.contains(where: { $0 === owner })
        {
            ownerLeftUnnoticed = false
            coverage.silentLeaveNoticedByReconcile += 1
            phase = owner == nil ? .uninstalled : .waiting
        }
        let custom = phase == .installed && top.hasCustomTransition
        // The library's pan honours what UIKit's own edge swipe would.
        let backButtonShown =
            !top.hidesBackButton
            && !((top.leftItemCount > 0 || (top.leadingItemGroupItemCounts ?? []).contains { $0 > 0 })
                && !top.leftItemsSupplementBackButton)
        let usePan = custom && top.swipeBackArea != nil && appGestureValue && backButtonShown
        // UIKit's own swipe: from the edge (the app's value), or iOS 26's content swipe from the middle. UIKit gates it
        // for a delegate in the property that implements the animation-controller method (every delegate here does)
        // unless the proxy is installed: then it answers for UIKit's recognizers, and plain screens keep their swipe.
        let fromContent = hasContentPopGesture && rng.chance(40)
        let gated = gating != .never && nav.delegate != nil && phase != .installed
        // A touch at the edge that the edge recognizer does not take (the app switched it off) goes to the content one.
        let systemSwipe = !custom && (fromContent || appGestureValue || hasContentPopGesture) && !gated && backButtonShown
        let touch = HeadlessNavigationController.BackGestureTouch(x: fromContent ? 200 : 5)
        guard usePan || systemSwipe else {
            steps.append("swipe back on \(top)\(fromContent ? " from the content" : ""), refused")
            coverage.swipeBackRefused += 1
            if proxy.swipeBackBegan() { return fail("the library's pan began on \(top)") }
            if let began = nav.systemSwipeBack(touch) { return fail("UIKit's \(began) began on \(top)") }
            return
        }
        steps.append("interactive pop by \(usePan ? "pan" : fromContent ? "content swipe" : "system swipe")")
        panDriving = usePan
        let panBegan = proxy.swipeBackBegan()
        if panBegan != usePan { return fail("the library's pan \(panBegan ? "began" : "did not begin")") }
        let gestureBefore = nav.interactivePopGestureEnabled
        let began = usePan || nav.systemSwipeBack(touch) != nil
        guard began else {
            return fail(
                "the system swipe could not begin (system gesture enabled: \(nav.interactivePopGestureEnabled), \(gating))")
        }
        if usePan {
            coverage.panPops += 1
            proxy.swipeBackChanged(translationX: 120)
        } else {
            coverage.systemSwipePops += 1
            if fromContent { coverage.contentSwipePops += 1 }
            if gating != .never, nav.delegate != nil { coverage.systemSwipesWhileGated += 1 }
        }
        noticeDeadOwner()
        checkInvariants(midTransition: true, gestureBefore: gestureBefore)
        if failure == nil, rng.chance(30) {
            reassignDelegate(during: "interactive pop")
            if rng.chance(70) {
                nav.mainQueue.drain()
                checkInvariants(midTransition: true, gestureBefore: gestureBefore)
            }
        }
        guard failure == nil else { return }
        let ownerOut = phase == .installed && ownerIsScreen && ownerArrived && !nav.viewControllers.contains { $0 === owner }
        steps.append(
            cancel
                ? "cancel the interactive pop"
                : "finish the interactive pop\(nav.sendsDidShowBeforeCoordinatorCompletion ? " (didShow first)" : "")")
        if usePan {
            // Released short of half way without speed: cancels; past it: finishes. Then the settle ends.
            proxy.swipeBackEnded(translationX: cancel ? 40 : 300, velocityX: 0)
            nav.completeSettle()
            if cancel { coverage.panPopsCancelled += 1 }
        } else if cancel {
            nav.cancelInteractivePop()
        } else {
            nav.finishInteractivePop()
        }
        if nav.isInteractivePopRunning { return fail("the interactive pop did not end") }
        if ownerOut { if cancel { coverage.deferredHandBackCancelled += 1 } else { coverage.deferredHandBackFinished += 1 } }
        transitionCompleted()
        panDriving = false
    }

    /// The app switches UIKit's edge swipe on or off while the recognizer is its own (no custom screen on top
    /// of an installed proxy: the case of a switch while the proxy holds it off is in the unit tests).
    ///
    /// Switching it off while the proxy still holds it off (a push it has not seen yet) is the documented case
    /// it cannot see (`SystemPopGestureOwnership`): not generated.
    private func setSystemGesture() {
        guard let nav, let proxy, !(phase == .installed && nav.viewControllers.last?.hasCustomTransition == true) else { return }
        let value = rng.chance(50) || proxy.state.systemPopGesture.isHeldOff
        steps.append("app sets interactivePopGestureRecognizer.isEnabled = \(value)")
        coverage.appSwitchedSystemGesture += 1
        appGestureValue = value
        nav.interactivePopGestureEnabled = value
    }

    /// Another library wraps the current delegate. (Re-subscribing an old wrapper re-targets it and can orphan
    /// whatever it forwarded to, which no proxy can repair; the unit tests cover re-subscription.)
    private func wrapDelegate() {
        guard let nav else { return }
        let wrapper = ForwardingWrapperDelegate("w\(wrappers.count)")
        wrappers.append(wrapper)
        steps.append("\(wrapper.name) wraps \(name(nav.delegate))")
        if nav.delegate === proxy { coverage.wrappedTheProxy += 1 } else { coverage.wrappedTheApp += 1 }
        wrapper.install(on: nav)
    }

    private func reassignDelegate(during moment: String?) {
        let delegate: RecordingNavigationDelegate?
        switch rng.below(10) {
        case 0..<4: delegate = makeDelegate()
        case 4..<7: delegate = rng.pick(delegates)
        default: delegate = nil
        }
        steps.append("app assigns delegate \(delegate?.name ?? "nil")\(moment.map { " during the \($0)" } ?? "")")
        if moment != nil { coverage.reassignedDuringInteractivePop += 1 }
        if delegate == nil && phase == .installed { coverage.assignedNilWhileInstalled += 1 }
        assignDelegate(delegate)
        noticeDeadOwner()
    }

    private func dropOwner() {
        guard let nav, let name = ownerKeeper?.name, !nav.viewControllers.contains(where: { $0 === ownerKeeper }) else { return }
        steps.append("app drops the owner \(name)")
        weak let dropped = ownerKeeper
        ownerKeeper = nil
        if dropped != nil { return fail("the owner \(name) is retained after the app dropped it") }
        if phase == .waiting { phase = .uninstalled }
        if phase == .installed, ownerIsScreen, !ownerArrived { coverage.pendingOwnerFreed += 1 }
    }

    private func uninstall() {
        guard let proxy else { return }
        steps.append("uninstall")
        noticeDeadOwner()
        if phase == .installed { coverage.uninstalledWhileInstalled += 1 }
        proxy.uninstall()
        phase = .uninstalled
    }

    private func install() {
        guard let nav else { return }
        noticeDeadOwner()
        var newOwner: Screen?
        if phase == .installed {
            // Installing again: the same owner, or the navigation controller itself.
            newOwner = ownerIsScreen && rng.chance(70) ? owner : nil
            coverage.installedAgain += 1
        } else {
            let outside = (spares + [ownerKeeper].compactMap { $0 }).filter { s in !nav.viewControllers.contains { $0 === s } }
            switch rng.below(4) {
            case 0: newOwner = nil
            case 1: newOwner = nav.viewControllers.last
            case 2: newOwner = rng.pick(nav.viewControllers)
            default: newOwner = rng.pick(outside) ?? nav.viewControllers.last
            }
        }
        steps.append("install for \(newOwner.map { "\($0)" } ?? "the navigation controller")")
        let proxy = HeadlessNavigationProxy.install(on: nav, owner: newOwner)
        if let existing = self.proxy, existing !== proxy { fail("a second proxy was created") }
        self.proxy = proxy
        if phase == .installed {
            if newOwner == nil {
                ownerIsScreen = false
                owner = nil
                ownerID = nil
                ownerLeftUnnoticed = false
            }
            return
        }
        if let previous = ownerKeeper, previous !== newOwner { spares.append(previous) }
        ownerKeeper = newOwner
        spares.removeAll { $0 === newOwner }
        ownerEnteredWindow = false
        newOwner?.onWindowEntry(key: ObjectIdentifier(self)) { [unowned self] in
            ownerEnteredWindow = true
            noteArrival()
        }
        ownerIsScreen = newOwner != nil
        owner = newOwner
        ownerID = newOwner.map(ObjectIdentifier.init)
        // Issue 17, finding 2: the proxy attaches at once, also for an owner on its way.
        phase = .installed
        ownerArrived = newOwner.map { candidate in nav.viewControllers.contains { $0 === candidate } } ?? true
    }

    // MARK: Reference model

    /// The installed proxy sees the stack (a message, the owner's view entering the window): an owner in it has arrived.
    private func noteArrival() {
        guard phase == .installed, let nav, let owner, nav.viewControllers.contains(where: { $0 === owner }) else { return }
        ownerArrived = true
    }

    /// A message reached the proxy: an installed proxy whose owner deallocated hands back.
    private func noticeDeadOwner() {
        guard phase == .installed, ownerIsScreen, owner == nil else { return }
        coverage.deadOwnerNoticedWhileInstalled += 1
        phase = .uninstalled
    }

    /// A non-interactive transition, or an interactive pop, completed.
    ///
    /// A waiting proxy installs again once the transition in which its owner's view entered the window has
    /// ended with the owner in the stack (even below the top, after a cancelled swipe that revealed it).
    private func transitionCompleted(seenByProxy: Bool = true) {
        guard let nav else { return }
        let inStack = owner.map { candidate in nav.viewControllers.contains { $0 === candidate } } ?? false
        ownerLeftUnnoticed = !seenByProxy && phase == .installed && ownerIsScreen && ownerArrived && !inStack
        switch phase {
        case .installed where ownerIsScreen && ownerArrived && !inStack && seenByProxy:
            phase = owner == nil ? .uninstalled : .waiting
        case .waiting where owner != nil && inStack && ownerEnteredWindow:
            coverage.ownerReappeared += 1
            phase = .installed
            ownerArrived = true
        default:
            break
        }
        ownerEnteredWindow = false
    }

    // MARK: Checks

    /// The rules hold once the main queue has turned (an adoption waits for its turn).
    private func checkInvariants(midTransition: Bool, gestureBefore: Bool = true) {
        guard failure == nil, let nav, let proxy else { return }
        guard nav.mainQueue.isEmpty else {
            coverage.checksSkippedForQueuedWork += 1
            return
        }
        coverage.checksRun += 1
        if ownerLeftUnnoticed, phase == .installed, ownerIsScreen, proxy.state.phase != .installed {
            ownerLeftUnnoticed = false
            coverage.silentLeaveNoticedByReconcile += 1
            phase = owner == nil ? .uninstalled : .waiting
        }
        if phase == .installed, ownerIsScreen, owner == nil, proxy.state.phase != .installed {
            // A freed owner (one on its way can be freed while installed) is noticed at any event of the proxy,
            // a main-queue turn's reconcile included, which the reference does not follow one by one.
            coverage.deadOwnerNoticedWhileInstalled += 1
            phase = .uninstalled
        }
        let installed = phase == .installed
        if let looping = wrappers.first(where: { $0.loopDetected }) { return fail("\(looping.name) detected a forwarding loop") }
        // Who a call to the navigation controller's delegate reaches, following wrappers and the proxy.
        let (chain, cycles) = forwardingChain(from: nav.delegate)
        let chainNames = chain.map { name($0 as? HeadlessNavigationController.Delegate) }.joined(separator: " → ")
        let throughProxy = chain.contains { $0 === proxy }
        if cycles {
            // Only the moment between adopting (or handing back to) a wrapper and the next call that reveals it.
            guard throughProxy else { return fail("the delegates forward in a loop: \(chainNames)") }
            coverage.wrapperNotYetRevealed += 1
        } else if chain.last as? RecordingNavigationDelegate !== appIntent {
            return fail("\(phase): calls reach \(chainNames), not the app's \(appIntent?.name ?? "nil")")
        }
        if installed {
            if !throughProxy { return fail("installed, but calls reach \(chainNames)") }
            if proxy.state.phase != .installed { return fail("installed, but the lifecycle says \(proxy.state.phase)") }
            if proxy.state.original != proxy.original.map(ObjectIdentifier.init) {
                return fail("the state's original is not the proxy's")
            }
            if proxy.state.owner != (ownerIsScreen ? ownerID : nil) { return fail("the lifecycle names another owner") }
        } else {
            if proxy.state.phase == .installed { return fail("\(phase), but the lifecycle says installed") }
            if throughProxy { coverage.wrappedProxyHandedBack += 1 }
        }
        for delegate in delegates where delegate.messages != expectedMessages[ObjectIdentifier(delegate), default: []] {
            return fail(
                "\(delegate.name) received \(delegate.messages), expected \(expectedMessages[ObjectIdentifier(delegate), default: []])"
            )
        }
        let topIsCustom = nav.viewControllers.last?.hasCustomTransition ?? false
        // Held off exactly while a custom screen is on top of an installed proxy; otherwise the app's value.
        let gesture =
            midTransition ? (installed ? gestureBefore : appGestureValue) : (installed && topIsCustom ? false : appGestureValue)
        if nav.interactivePopGestureEnabled != gesture {
            return fail("system pop gesture enabled is \(nav.interactivePopGestureEnabled), expected \(gesture) (\(phase))")
        }
    }

    /// The animation and interaction controllers UIKit obtained follow the precedence rules.
    ///
    /// UIKit asks whoever is in the `delegate` property: the proxy (which answers for custom screens and
    /// forwards the rest to the app's delegate) or, while an adoption waits for its main-queue turn, the
    /// app's delegate itself.
    private func checkAnswers(_ record: HeadlessNavigationController.TransitionRecord) {
        guard let nav, let proxy else { return }
        if proxyReached { noticeDeadOwner() }
        let relevantIsCustom = customScreenNames.contains(record.operation == .push ? record.to : record.from)
        let proxyAnswers = phase == .installed && forwardingChain(from: nav.delegate).chain.contains { $0 === proxy }
        let expected = relevantIsCustom && proxyAnswers ? "proxy" : appIntent?.name
        if record.animator != expected {
            return fail(
                "\(record.operation) \(record.from) → \(record.to) animated by \(record.animator ?? "the system"), expected \(expected ?? "the system")"
            )
        }
        if expected == "proxy" {
            coverage.proxyAnimations += 1
            if record.operation == .push, ownerIsScreen, !ownerArrived, record.to == owner?.name {
                coverage.pendingOwnerPushedWithTheProxy += 1
            }
        } else if expected == nil {
            coverage.systemAnimations += 1
        } else {
            coverage.appAnimations += 1
        }
        let expectedInteractor = expected == "proxy" && panDriving ? "swipeBack" : nil
        if record.interactor != expectedInteractor {
            return fail("\(record.operation) got interaction controller \(record.interactor ?? "none")")
        }
    }

    // MARK: Helpers

    private func assignDelegate(_ delegate: RecordingNavigationDelegate?) {
        appIntent = delegate
        nav?.delegate = delegate
    }

    private func makeScreen(custom: Bool = false) -> Screen {
        let screen = Screen("s\(nextScreen)", custom: custom)
        nextScreen += 1
        allScreens.append(WeakScreen(screen: screen, name: screen.name))
        if custom {
            customScreenNames.insert(screen.name)
            switch rng.below(10) {
            case 0: screen.swipeBackArea = nil
            case 1: screen.hidesBackButton = true
            case 2:
                screen.leftItemCount = 1
                screen.leftItemsSupplementBackButton = rng.chance(50)
            case 4: screen.leadingItemGroupItemCounts = rng.chance(50) ? [0, 1] : []
            case 3: screen.swipeBackArea = .anywhere
            default: break
            }
        }
        return screen
    }

    private func makeDelegate() -> RecordingNavigationDelegate {
        let delegate = RecordingNavigationDelegate("d\(delegates.count)")
        delegates.append(delegate)
        return delegate
    }

    private func name(_ delegate: HeadlessNavigationController.Delegate?) -> String {
        switch delegate {
        case nil: return "nil"
        case let recording as RecordingNavigationDelegate: return recording.name
        case let wrapper as ForwardingWrapperDelegate: return wrapper.name
        case is HeadlessNavigationProxy: return "the proxy"
        default: return "an unknown object"
        }
    }

    /// Whether a call to the navigation controller's delegate reaches the proxy now.
    private var proxyReached: Bool {
        guard let nav, let proxy else { return false }
        return forwardingChain(from: nav.delegate).chain.contains { $0 === proxy }
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }
}
