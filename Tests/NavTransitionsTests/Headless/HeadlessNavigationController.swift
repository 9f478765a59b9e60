import Foundation
import NavTransitions

/// A test-only model of the `UINavigationController` behaviour the delegate proxy relies on.
///
/// Everything runs synchronously unless a piece says it uses the main queue (`mainQueue`, drained by the
/// test). "Animated" decides whether a transition coordinator exists and whether animation and interaction
/// controllers are requested. Each piece names the UIKit behaviour it models; the few that Apple does not
/// document are marked as observed, and where the truth is unknown a switch lets tests run both ways.
final class HeadlessNavigationController {
    /// A view controller. A class, so tests can hold screens weakly and check that nothing retains them.
    final class Screen: CustomStringConvertible {
        /// A unique, readable name used in messages and failure reports.
        let name: String
        /// Whether the screen has a `navigationTransition`. Setting it is the library's
        /// `navigationTransition` setter, which reconciles the installed proxy of the screen's navigation controller.
        var hasCustomTransition: Bool {
            didSet { navigationController.flatMap(HeadlessNavigationProxy.installed(on:))?.reconcile() }
        }
        /// Whether the screen carries UIKit's `preferredTransition` on a system that has one (iOS 18+).
        var hasPreferredTransition = false
        /// Who runs the screen's push and pop: Core's rule (``ScreenTransitionOwner``), as the UIKit layer asks it.
        var owner: ScreenTransitionOwner {
            ScreenTransitionOwner(hasNavigationTransition: hasCustomTransition, hasPreferredTransition: hasPreferredTransition)
        }
        /// `navigationTransition?.swipeBackArea` (nil turns swipe back off for the screen).
        var swipeBackArea: SwipeBackArea? = .leadingEdge
        /// The style of the screen's `navigationTransition` (used when ``hasCustomTransition``).
        var navigationStyle: TransitionStyle = .slide
        /// The screen's view, as a transition context hands it over.
        let content: HeadlessViewController
        /// `navigationItem.hidesBackButton`.
        var hidesBackButton = false
        /// `navigationItem.leftBarButtonItems?.count`.
        var leftItemCount = 0
        /// `navigationItem.leadingItemGroups.map(\.barButtonItems.count)` on iOS 16 and later; nil before.
        var leadingItemGroupItemCounts: [Int]?
        /// `navigationItem.leftItemsSupplementBackButton`.
        var leftItemsSupplementBackButton = false
        /// `navigationController`: the navigation controller while the screen is in its stack (weak, as in UIKit).
        fileprivate(set) weak var navigationController: HeadlessNavigationController?
        /// `isViewLoaded`.
        private(set) var isViewLoaded = false
        /// Runs once, when the view loads (a subclass's `viewDidLoad`).
        var viewDidLoad: (() -> Void)?
        /// Whether its `navigationTransition` is a `.zoom` (the proxy then vends a zoom animator for it).
        var isZoom = false
        /// The zoom's pinch and drag, owned by the screen (an associated object in UIKit); made by each
        /// zoom push of the screen.
        var zoomDismissal: HeadlessZoomDismissal?
        /// A `.custom` `navigationTransition`: the app's closure, asked for every push and pop of the screen.
        var customAnimator: ((_ operation: TransitionOperation, _ from: Screen, _ to: Screen) -> Animator)?
        /// What the screen's declarative content declared (the SwiftUI bridge's associated value); nil: nothing.
        var destinationChoice: ScreenTransitionChoice<HeadlessNavigationTransition>?
        /// The answer the stack's bridge prepared for the screen's push (the bridge's associated value).
        var pushedTransitionAnswer: ScreenTransitionChoice<HeadlessNavigationTransition>.Answer?
        /// Whether the original delegate answered the screen's last push although ours stood behind it (the
        /// proxy's associated value).
        var pushedByFramework: Bool?
        private var windowHandlers: [ObjectIdentifier: () -> Void] = [:]

        init(_ name: String, custom: Bool = false, zoom: Bool = false) {
            self.name = name
            self.hasCustomTransition = custom || zoom
            isZoom = zoom
            content = HeadlessViewController(name, frame: HeadlessNavigationController.bounds)
        }

        var description: String { hasCustomTransition ? "\(name)*" : name }

        /// `loadViewIfNeeded()`.
        func loadViewIfNeeded() {
            guard !isViewLoaded else { return }
            isViewLoaded = true
            viewDidLoad?()
        }

        /// `navigationTransition.animationController(for:from:to:)`: the controller the screen's transition
        /// vends, by its kind — the app's for `.custom`, the zoom's, or the library's animation of a style —
        /// as `TransitionAnimationSource` does.
        func animationController(for operation: TransitionOperation, from: Screen, to: Screen) -> Animator {
            if let customAnimator { return customAnimator(operation, from, to) }
            if isZoom { return HeadlessZoomDismissal.animationController(for: operation, zoomed: self) }
            return Animator(vendor: "proxy", animation: HeadlessAnimationController(operation: operation, style: navigationStyle))
        }

        /// Registers (or replaces) the handler `key` runs when the screen's view enters the window
        /// (`didMoveToWindow` of a subview, as the library's owner observer uses).
        func onWindowEntry(key: ObjectIdentifier, _ handler: @escaping () -> Void) {
            loadViewIfNeeded()
            windowHandlers[key] = handler
        }

        fileprivate func enteredWindow() {
            for handler in windowHandlers.values { handler() }
        }
    }

    /// The `UINavigationControllerDelegate` methods the proxy takes part in, and `responds(to:)`.
    ///
    /// UIKit calls only the methods the delegate said it implements when it was assigned (``delegate``).
    protocol Delegate: AnyObject {
        /// `responds(to:)` for a delegate method's selector.
        func responds(to call: DelegateCall) -> Bool
        /// `navigationControllerSupportedInterfaceOrientations(_:)`.
        func navigationControllerSupportedInterfaceOrientations(
            _ navigationController: HeadlessNavigationController
        ) -> OrientationMask
        /// `navigationController(_:willShow:animated:)`.
        func navigationController(_ navigationController: HeadlessNavigationController, willShow screen: Screen, animated: Bool)
        /// `navigationController(_:didShow:animated:)`.
        func navigationController(_ navigationController: HeadlessNavigationController, didShow screen: Screen, animated: Bool)
        /// `navigationController(_:animationControllerFor:from:to:)`.
        func navigationController(
            _ navigationController: HeadlessNavigationController,
            animationControllerFor operation: TransitionOperation,
            from: Screen,
            to: Screen
        ) -> Animator?
        /// `navigationController(_:interactionControllerFor:)`.
        func navigationController(
            _ navigationController: HeadlessNavigationController, interactionControllerFor animator: Animator
        ) -> Interactor?
    }

    /// `UIInterfaceOrientationMask`.
    struct OrientationMask: OptionSet, Hashable, CustomStringConvertible {
        let rawValue: Int
        static let portrait = OrientationMask(rawValue: 1 << 1)
        static let portraitUpsideDown = OrientationMask(rawValue: 1 << 2)
        static let landscapeLeft = OrientationMask(rawValue: 1 << 4)
        static let landscapeRight = OrientationMask(rawValue: 1 << 3)
        static let allButUpsideDown: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
        static let all: OrientationMask = [.allButUpsideDown, .portraitUpsideDown]
        var description: String { "OrientationMask(\(rawValue))" }
    }

    // MARK: UIKit's back recognizers

    /// A back gesture recognizer of the navigation controller: `interactivePopGestureRecognizer`, and iOS 26's
    /// `interactiveContentPopGestureRecognizer` (header: "The interactive content pop gesture recognizes on the
    /// entire content area of the navigation controller in cases that are not covered by the interactive pop
    /// gesture recognizer and initiates an interactive pop. This property should only be used to set up failure
    /// requirements with it.").
    final class BackGestureRecognizer {
        let gesture: SystemBackGesture
        /// `isEnabled`; true by default, as in UIKit.
        var isEnabled = true
        /// `delegate`: weak, as UIKit's is.
        weak var delegate: BackGestureDelegate?

        init(_ gesture: SystemBackGesture) {
            self.gesture = gesture
        }
    }

    /// Where a finger touches for a system back swipe.
    struct BackGestureTouch: Equatable {
        /// Points from the leading edge.
        var x: CGFloat
        /// The scroll views under the finger.
        var scrollViews: [ScrollViewState] = []
        /// Whether the finger is on a table row with leading swipe actions.
        var onRowWithSwipeActions = false
    }

    /// `UIGestureRecognizerDelegate` of a back recognizer, the methods the model uses; nil: not implemented.
    protocol BackGestureDelegate: AnyObject {
        /// Whether the object is UIKit's own (the UIKit layer tells it by its class's bundle).
        var isUIKitsOwn: Bool { get }
        /// `gestureRecognizerShouldBegin(_:)`.
        func gestureRecognizerShouldBegin(_ recognizer: BackGestureRecognizer, touch: BackGestureTouch) -> Bool?
        /// `gestureRecognizer(_:shouldReceive:)` with the touch.
        func gestureRecognizer(_ recognizer: BackGestureRecognizer, shouldReceive touch: BackGestureTouch) -> Bool?
    }

    /// UIKit's own delegate of its back recognizers (`_UINavigationInteractiveTransition`): UIKit's rules for the
    /// built-in interactive pop, the gating of ``builtInPopGating`` and iOS 26's content swipe's yield rules.
    final class UIKitBackGestureDelegate: BackGestureDelegate {
        unowned let navigationController: HeadlessNavigationController
        /// How often it was asked `shouldReceive` (forwarded by a delegate that chains to it).
        private(set) var shouldReceiveCalls = 0

        init(_ navigationController: HeadlessNavigationController) {
            self.navigationController = navigationController
        }

        var isUIKitsOwn: Bool { true }

        func gestureRecognizerShouldBegin(_ recognizer: BackGestureRecognizer, touch: BackGestureTouch) -> Bool? {
            navigationController.builtInPopMayBegin(recognizer.gesture, touch: touch)
        }

        func gestureRecognizer(_ recognizer: BackGestureRecognizer, shouldReceive touch: BackGestureTouch) -> Bool? {
            shouldReceiveCalls += 1
            return true
        }
    }

    /// Whether UIKit switches its built-in interactive pop off for a delegate that implements
    /// `navigationController(_:animationControllerFor:from:to:)` (even one that returns nil).
    enum BuiltInPopGating: CaseIterable, CustomStringConvertible {
        /// Reported, not documented, the default: Open Radar 15215690 ("interactivePopGestureRecognizer.delegate is
        /// not wired correctly when custom transition delegate methods present"), wordpress-mobile/WordPress-iOS#6639,
        /// woocommerce/woocommerce-ios#4504, software-mansion/react-native-screens#3173 (iOS 26: "the gesture
        /// recognizers won't work w/o setting the delegates"). UIKit's own recognizer delegate refuses to begin; a
        /// delegate of the app's that answers `gestureRecognizerShouldBegin` lets it begin again (the reported
        /// workaround). Both recognizers (edge and content) are gated.
        case whenDelegateImplementsAnimationController
        /// The alternative: UIKit never gates it.
        case never

        var description: String {
            self == .never ? "built-in pop never gated" : "built-in pop gated for animation-controller delegates"
        }
    }

    /// `UIViewControllerInteractiveTransitioning`: started by the navigation controller with the transition.
    protocol Interactor: AnyObject {
        /// A readable name of the vendor, for records.
        var vendorName: String { get }
        /// `startInteractiveTransition(_:)`.
        func startInteractiveTransition(_ transition: InteractivePop)
    }

    /// An animation controller; a class, so that its identity matters as it does in UIKit.
    final class Animator {
        /// A readable name of the vendor, for records.
        let vendor: String
        /// A zoom animator's `zoomDismissal`: the zoomed screen's pinch and drag.
        weak var zoomDismissal: HeadlessZoomDismissal?
        /// A zoom animator's `interaction`: the finger-driven dismissal vended with it, set when it is vended.
        weak var interaction: HeadlessZoomDismissal?
        /// `animationEnded(_:)`: UIKit calls it on the animation controller at the end of every transition it
        /// ran — finished or cancelled, interactive or not — whether or not the coordinator's completions run.
        var animationEnded: ((_ transitionCompleted: Bool) -> Void)?
        /// What runs the transition's views: the library's animation controller (`TransitionAnimation`'s
        /// stand-in); nil for an app's own animator and the zoom's, whose views the model swaps as UIKit's own animation does.
        let animation: HeadlessAnimationController?

        init(vendor: String, animation: HeadlessAnimationController? = nil) {
            self.vendor = vendor
            self.animation = animation
        }
    }

    /// A `willShow` or `didShow` message, as a delegate receives it.
    enum Message: Equatable, CustomStringConvertible {
        case willShow(String, animated: Bool)
        case didShow(String, animated: Bool)

        var description: String {
            switch self {
            case let .willShow(name, animated): return "willShow(\(name)\(animated ? "" : ", unanimated"))"
            case let .didShow(name, animated): return "didShow(\(name)\(animated ? "" : ", unanimated"))"
            }
        }
    }

    /// The controllers UIKit obtained for one animated transition, by vendor name.
    struct TransitionRecord: Equatable {
        let operation: TransitionOperation
        let from: String
        let to: String
        let animator: String?
        let interactor: String?
    }

    /// `UIViewControllerTransitionCoordinator`: exists while an animated transition runs.
    final class TransitionCoordinator {
        /// `isInteractive`: a gesture drives the transition.
        fileprivate(set) var isInteractive: Bool
        /// `viewController(forKey: .from)` and `viewController(forKey: .to)`: the screens the transition leaves and shows.
        private(set) weak var from: Screen?
        private(set) weak var to: Screen?
        private var completions: [(_ cancelled: Bool) -> Void] = []

        fileprivate init(isInteractive: Bool, from: Screen?, to: Screen?) {
            self.isInteractive = isInteractive
            self.from = from
            self.to = to
        }

        /// `animate(alongsideTransition: nil, completion:)`, with the context reduced to `isCancelled`.
        func animateAlongsideTransition(completion: @escaping (_ cancelled: Bool) -> Void) {
            completions.append(completion)
        }

        /// Whether completions are registered.
        fileprivate var hasCompletions: Bool { !completions.isEmpty }

        /// Runs the completions `times` times over (UIKit promises once; 0 and 2 model a lost and a doubled call).
        fileprivate func complete(cancelled: Bool, times: Int = 1) {
            let pending = completions
            completions = []
            for _ in 0..<times {
                for completion in pending { completion(cancelled) }
            }
        }
    }

    /// A non-interactive animated transition that takes time (``transitionsTakeTime``): its animation runs
    /// until ``endTransitionInFlight()``.
    private struct TransitionInFlight {
        let operation: TransitionOperation
        let from: Screen
        let to: Screen
        let animator: Animator?
        /// The library's animation and its animator, when the animator is one; nil: UIKit's own animation.
        let viewTransition: (animation: HeadlessAnimationController, runner: HeadlessTransitionRunner)?
        let coordinator: TransitionCoordinator?
        let animated: Bool
        /// The stack before the transition (an interrupted push goes back to it).
        let oldStack: [Screen]
        var progress: CGFloat = 0
    }

    /// An interactive pop driven by an interaction controller: the transition context, the percent-driven
    /// transition and the settle animator (``HeadlessPercentDrivenTransition``), with the screens and the
    /// coordinator of the pop. The navigation controller holds it strongly until the pop ends.
    final class InteractivePop: HeadlessPercentDrivenTransition {
        let popped: Screen
        let to: Screen
        let coordinator: TransitionCoordinator
        /// The animation controller, held for the whole transition as UIKit's transition context does.
        let animator: Animator?
        /// The library's animation running the views, when the animator is one.
        fileprivate var viewTransition: (animation: HeadlessAnimationController, runner: HeadlessTransitionRunner)?

        fileprivate init(
            popped: Screen, to: Screen, coordinator: TransitionCoordinator, animator: Animator?,
            reversedFractionCountsFromEnd: Bool
        ) {
            self.popped = popped
            self.to = to
            self.coordinator = coordinator
            self.animator = animator
            super.init(reversedFractionCountsFromEnd: reversedFractionCountsFromEnd)
        }

        /// The pop's transition coordinator holds the completions.
        override func animateAlongsideTransition(completion: @escaping (_ cancelled: Bool) -> Void) {
            coordinator.animateAlongsideTransition(completion: completion)
        }
    }

    /// `viewControllers`: the stack, root first. It changes as soon as a push or pop is requested,
    /// before `willShow` (UIKit updates the array first, then transitions the views).
    private(set) var viewControllers: [Screen] {
        didSet {
            for screen in oldValue where !viewControllers.contains(where: { $0 === screen }) { screen.navigationController = nil }
            for screen in viewControllers { screen.navigationController = self }
            stackObserver?()
        }
    }

    /// Called after every change of ``viewControllers``.
    var stackObserver: (() -> Void)?

    /// `visibleViewController`: the screen whose view is on screen; it changes between `willShow` and `didShow`.
    private(set) var visibleViewController: Screen?

    /// `delegate`: weak, as UIKit's is. Every assignment is reported to `delegateObserver`, which models
    /// key-value observation of the property (synchronous, inside the assignment; not documented by UIKit).
    ///
    /// UIKit reads the new delegate's `responds(to:)` when it is assigned and calls only the methods it said it
    /// implements from then on (reported, not documented: pointfreeco/swift-navigation#259 and #311,
    /// fastred/AHKNavigationController#5); assigning the object already there again reads them again only if
    /// ``reassigningSameDelegateRefreshesAnswers`` (unknown).
    weak var delegate: Delegate? {
        didSet {
            if delegate !== oldValue || reassigningSameDelegateRefreshesAnswers {
                delegateAnswers = delegate.map { delegate in Set(DelegateCall.allCases.filter(delegate.responds(to:))) } ?? []
                delegateAnswerReads += 1
            }
            delegateObserver?()
        }
    }

    /// The delegate's `responds(to:)` answers as UIKit read them at its assignment.
    private(set) var delegateAnswers: Set<DelegateCall> = []
    /// How often UIKit read a delegate's answers (a DEBUG probe counts the same on a device).
    private(set) var delegateAnswerReads = 0

    /// Whether assigning the delegate already in the property again makes UIKit read its answers again. Unknown
    /// (the DEBUG probe `reassigningDelegateRefreshesAnswers` reports it on a device); tests run both.
    var reassigningSameDelegateRefreshesAnswers = false

    /// Called after every assignment of `delegate`.
    var delegateObserver: (() -> Void)?

    /// UIKit's gating of its built-in interactive pop (``BuiltInPopGating``): the reported behaviour by default.
    var builtInPopGating = BuiltInPopGating.whenDelegateImplementsAnimationController

    /// `interactivePopGestureRecognizer`: its delegate is UIKit's own object until someone replaces it.
    let interactivePopGestureRecognizer = BackGestureRecognizer(.edge)
    /// iOS 26's `interactiveContentPopGestureRecognizer`: nil before iOS 26 and for an app not built with its SDK.
    private(set) var interactiveContentPopGestureRecognizer: BackGestureRecognizer?

    /// The runtime has iOS 26's content swipe (set up before anything reads the navigation controller).
    func addContentPopGestureRecognizer() {
        guard interactiveContentPopGestureRecognizer == nil else { return }
        let recognizer = BackGestureRecognizer(.content)
        recognizer.delegate = uikitBackGestureDelegate
        interactiveContentPopGestureRecognizer = recognizer
    }
    /// UIKit's own delegate of both recognizers, kept by the navigation controller.
    private(set) lazy var uikitBackGestureDelegate = UIKitBackGestureDelegate(self)

    /// `interactivePopGestureRecognizer.isEnabled`; `true` by default, as in UIKit.
    var interactivePopGestureEnabled: Bool {
        get { interactivePopGestureRecognizer.isEnabled }
        set { interactivePopGestureRecognizer.isEnabled = newValue }
    }

    /// `supportedInterfaceOrientations`: the delegate's answer when it said it implements
    /// `navigationControllerSupportedInterfaceOrientations(_:)` (documented: "Returns the complete set of supported
    /// interface orientations for the navigation controller, as determined by the delegate"), else UIKit's default
    /// for an iPhone, all but upside down (the top screen's, which the model's screens leave at the default).
    var supportedInterfaceOrientations: OrientationMask {
        guard let delegate, delegateAnswers.contains(.supportedInterfaceOrientations) else { return .allButUpsideDown }
        return delegate.navigationControllerSupportedInterfaceOrientations(self)
    }

    /// Whether a screen's `preferredTransition` zoom (iOS 18) has its own interactive dismissals switched off
    /// for a delegate that implements the animation-controller method, as the built-in pop is. Nothing reports
    /// it (so false by default); the UI test on a device observes it.
    var gatesPreferredTransitionDismissals = false

    /// `transitionCoordinator`: non-nil from the start of an animated transition until its completion.
    private(set) var transitionCoordinator: TransitionCoordinator?

    /// Strong storage for the proxy, as `objc_setAssociatedObject` gives the UIKit layer.
    var attachedProxy: AnyObject?

    /// The main queue of the app this navigation controller lives in.
    let mainQueue = HeadlessMainQueue()

    /// The screen size the model uses.
    static let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
    /// The window the navigation controller's view is in.
    let window = HeadlessView("navigation window", frame: HeadlessNavigationController.bounds)
    /// The view transitions run in (UIKit's transition view inside the navigation controller's view): it
    /// holds the top screen's view at rest.
    let containerView = HeadlessView("navigation container", frame: HeadlessNavigationController.bounds)
    /// Called with every transition context UIKit creates for a transition run by a library animation.
    var contextObserver: ((HeadlessTransitionContext) -> Void)?

    /// The view's width in points, and its `effectiveUserInterfaceLayoutDirection`.
    var containerWidth: CGFloat = 375
    var layoutDirection: LayoutDirection = .leftToRight

    /// `isViewLoaded`, and a subclass's `viewDidLoad`.
    private(set) var isViewLoaded = false
    var viewDidLoad: (() -> Void)?

    /// Whether a finished interactive pop sends `didShow` before running the coordinator's completions.
    ///
    /// UIKit does not document this order; tests run both.
    var sendsDidShowBeforeCoordinatorCompletion = false

    /// Whether an animated push or pop asks its delegate for controllers (and runs) one main-queue turn after
    /// the call instead of inside it. UIKit does not document either; the library must survive both.
    var transitionsStartLater = false

    /// Whether the coordinator's completions are lost (UIKit promises them; tests check the library survives).
    var dropsCoordinatorCompletions = false

    /// Whether the coordinator's completions run twice (UIKit promises once; tests check the library survives).
    var doublesCoordinatorCompletions = false

    /// Whether an animated push or pop has a transition coordinator. UIKit documents one for every animated
    /// transition; `false` models a transition that runs without one, which the library must survive.
    var providesCoordinator = true

    /// Whether an animated transition no finger drives takes time: its views animate until
    /// ``endTransitionInFlight()``, and meanwhile `transitionCoordinator` is set and the app may ask for more.
    /// `false` (the default) completes it inside the call.
    var transitionsTakeTime = false

    /// What a push, pop or `setViewControllers` does while a transition no finger drives is in flight. UIKit
    /// does not document it; `false`: ignored, `true`: run once the transition ends, in order.
    var queuesRequestsDuringTransition = false

    /// iOS 26's interruptible system transitions (WWDC25, "What's new in UIKit": a push can be interrupted by a
    /// back tap or a swipe): a request while a transition is in flight interrupts it instead of being ignored or
    /// queued. A pop during a push turns the push into a pop (`willShow` of the pushed screen, then `willShow` and
    /// `didShow` of the screen below, no `didShow` between; the push's completions see `cancelled`); any other
    /// request ends the transition in flight where it was going (its completions run, its `didShow` is not sent:
    /// `willShow` with no `didShow` between) and runs at once. Not documented in detail; the library must survive it.
    var interruptsTransitionsInFlight = false

    /// What a cancelled interactive pop leaves in `viewControllers`: UIKit puts the popped screen back, but a
    /// cancelled interactive transition that `setViewControllers` took part in can leave the stack wrong
    /// (radar 14794181). `nil` (the default): put back, as documented.
    var cancelledPopFault: CancelledPopFault?

    /// A wrong stack after a cancelled interactive pop (radar 14794181).
    enum CancelledPopFault {
        /// The popped screen is not put back: its view is on screen, the stack ends below it.
        case leavesPoppedScreenOut
        /// The popped screen is put back, and `extra` stays above it (the old and the new screens together).
        case keepsBoth(extra: Screen)
    }

    /// How often the model used one of the switches above (so a test can show it reached them).
    private(set) var droppedCompletions = 0
    private(set) var doubledCompletions = 0
    private(set) var transitionsWithoutCoordinator = 0
    private(set) var requestsDuringTransition = 0
    /// Transitions in flight that a request interrupted, and pushes a pop turned around (``interruptsTransitionsInFlight``).
    private(set) var interruptedTransitions = 0
    private(set) var reversedPushes = 0

    /// How a reversed animator reports `fractionComplete` (see ``InteractivePop/reversedFractionCountsFromEnd``).
    var reversedFractionCountsFromEnd = true

    /// Called with every `willShow` and `didShow` message just before the delegate receives it.
    var messageObserver: ((Message) -> Void)?

    /// Called with the controllers obtained for each animated transition.
    var transitionObserver: ((TransitionRecord) -> Void)?

    /// Given to every interactive pop (``HeadlessPercentDrivenTransition/progressValueObserver``).
    var progressValueObserver: ((CGFloat) -> Void)?

    /// The running interactive pop, if any.
    private(set) var interactivePop: InteractivePop?
    /// Whether an animated change waits for its main-queue turn to start (``transitionsStartLater``).
    private(set) var isTransitionPending = false
    private var transitionInFlight: TransitionInFlight?
    private var queuedRequests: [() -> Void] = []

    /// Whether a transition no finger drives is animating (``transitionsTakeTime``).
    var isTransitionInFlight: Bool { transitionInFlight != nil }

    /// A navigation controller with `root`; `hasContentPopGesture`: the runtime has iOS 26's content swipe.
    init(root: Screen, hasContentPopGesture: Bool = false) {
        viewControllers = [root]
        visibleViewController = root
        root.navigationController = self
        window.addSubview(containerView)
        containerView.addSubview(root.content.view)
        interactivePopGestureRecognizer.delegate = uikitBackGestureDelegate
        if hasContentPopGesture { addContentPopGestureRecognizer() }
    }

    /// `loadViewIfNeeded()`.
    func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad?()
    }

    /// Whether an interactive pop has begun and not ended.
    var isInteractivePopRunning: Bool { interactivePop != nil }

    /// `topViewController`.
    var topViewController: Screen? { viewControllers.last }

    // MARK: Stack changes

    /// `pushViewController(_:animated:)`. Pushing a screen already in the stack is refused (UIKit raises).
    func pushViewController(_ screen: Screen, animated: Bool) {
        guard !deferredDuringTransition({ [unowned self] in pushViewController(screen, animated: animated) }) else { return }
        guard !viewControllers.contains(where: { $0 === screen }) else { return }
        transition(to: viewControllers + [screen], animated: animated)
    }

    /// `popViewController(animated:)`: nothing happens on the root, as in UIKit (returns `nil`).
    @discardableResult
    func popViewController(animated: Bool) -> Screen? {
        guard !deferredDuringTransition(isPop: true, { [unowned self] in popViewController(animated: animated) }) else {
            return nil
        }
        guard viewControllers.count > 1, let top = viewControllers.last, transitionCoordinator == nil, !isTransitionPending else {
            return nil
        }
        transition(to: Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// `popToRootViewController(animated:)`: a single pop transition from the top to the root.
    @discardableResult
    func popToRootViewController(animated: Bool) -> [Screen]? {
        guard !deferredDuringTransition({ [unowned self] in popToRootViewController(animated: animated) }) else { return nil }
        guard viewControllers.count > 1, let root = viewControllers.first else { return nil }
        let popped = Array(viewControllers.dropFirst())
        transition(to: [root], animated: animated)
        return popped
    }

    /// `popToViewController(_:animated:)`: a single pop transition from the top to `screen`; nothing (nil) when
    /// `screen` is the top or not in the stack (UIKit raises on the latter; the library never asks for it).
    @discardableResult
    func popToViewController(_ screen: Screen, animated: Bool) -> [Screen]? {
        guard let index = viewControllers.firstIndex(where: { $0 === screen }), index < viewControllers.count - 1 else {
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        transition(to: Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// `setViewControllers(_:animated:)`: a push when the new top is new to the stack, a pop when it was below.
    ///
    /// When the top screen does not change there is no transition and no delegate message (observed, not
    /// documented), so screens below the top can leave the stack without `willShow`.
    func setViewControllers(_ screens: [Screen], animated: Bool) {
        guard !deferredDuringTransition({ [unowned self] in setViewControllers(screens, animated: animated) }) else { return }
        transition(to: screens, animated: animated)
    }

    /// A request while a transition is in flight: counted, then ignored or queued
    /// (``queuesRequestsDuringTransition``). Returns whether the request was taken care of so.
    private func deferredDuringTransition(isPop: Bool = false, _ request: @escaping () -> Void) -> Bool {
        guard transitionInFlight != nil else { return false }
        requestsDuringTransition += 1
        if interruptsTransitionsInFlight { return interruptTransitionInFlight(byPop: isPop) }
        if queuesRequestsDuringTransition { queuedRequests.append(request) }
        return true
    }

    /// A request interrupts the transition in flight (``interruptsTransitionsInFlight``). Returns whether the
    /// request was taken care of (a pop that turned a push around); otherwise it runs now.
    private func interruptTransitionInFlight(byPop: Bool) -> Bool {
        guard let flight = transitionInFlight else { return false }
        transitionInFlight = nil
        interruptedTransitions += 1
        let reverses = byPop && flight.operation == .push
        if let (animation, runner) = flight.viewTransition {
            runner.end(reverses ? .cancelled : .finished)
            animation.animationEnded(!reverses)
        } else {
            let stays = reverses ? flight.from : flight.to
            for view in containerView.subviews where view !== stays.content.view { view.removeFromSuperview() }
        }
        flight.animator?.animationEnded?(!reverses)
        if transitionCoordinator === flight.coordinator { transitionCoordinator = nil }
        guard reverses else {
            complete(flight.coordinator, cancelled: false)
            return false
        }
        reversedPushes += 1
        viewControllers = flight.oldStack
        complete(flight.coordinator, cancelled: true)
        send(.willShow(flight.from.name, animated: true)) { $0.navigationController(self, willShow: flight.from, animated: true) }
        visibleViewController = flight.from
        flight.from.enteredWindow()
        if flight.from.content.view.superview !== containerView { containerView.addSubview(flight.from.content.view) }
        send(.didShow(flight.from.name, animated: true)) { $0.navigationController(self, didShow: flight.from, animated: true) }
        return true
    }

    /// Every change: the array first, then (when animated) the animation and interaction controllers,
    /// `willShow`, the new top's view entering the window, the coordinator's completions, `didShow`.
    ///
    /// UIKit asks for the animation controller before it sends `willShow` (observed, not documented): this is
    /// why a proxy that hands back in `willShow` still animates the pop of its owner. A pop whose delegate
    /// vends an interaction controller runs interactively: see ``beginInteractivePop(popped:to:animator:interactor:)``.
    private func transition(to newStack: [Screen], animated: Bool) {
        guard interactivePop == nil, !isTransitionPending else { return }
        let oldStack = viewControllers
        viewControllers = newStack
        guard let to = newStack.last, let from = oldStack.last, to !== from else { return }
        let operation: TransitionOperation = oldStack.contains(where: { $0 === to }) ? .pop : .push
        let run = { [self] in
            isTransitionPending = false
            var animator: Animator?
            if animated {
                let coordinator = TransitionCoordinator(isInteractive: false, from: from, to: to)
                transitionCoordinator = coordinator
                let (vended, interactor) = requestControllers(operation, from: from, to: to)
                animator = vended
                if let interactor, operation == .pop {
                    coordinator.isInteractive = true
                    return beginInteractivePop(popped: from, to: to, animator: animator, interactor: interactor)
                }
                if !providesCoordinator {
                    transitionCoordinator = nil
                    transitionsWithoutCoordinator += 1
                }
            }
            send(.willShow(to.name, animated: animated)) { $0.navigationController(self, willShow: to, animated: animated) }
            visibleViewController = to
            to.enteredWindow()
            if animated && transitionsTakeTime {
                return startTransitionInFlight(operation, from: from, to: to, animator: animator, oldStack: oldStack)
            }
            runViews(operation, from: from, to: to, animation: animator?.animation)
            animator?.animationEnded?(true)
            let coordinator = transitionCoordinator
            transitionCoordinator = nil
            complete(coordinator, cancelled: false)
            send(.didShow(to.name, animated: animated)) { $0.navigationController(self, didShow: to, animated: animated) }
        }
        if animated && transitionsStartLater {
            isTransitionPending = true
            mainQueue.async(run)
        } else {
            run()
        }
    }

    // MARK: A transition in flight

    /// The animation of a transition no finger drives starts: the library's builds its animator (the views at
    /// their start), UIKit's own puts the new view in the container (above going forward, below going back).
    private func startTransitionInFlight(
        _ operation: TransitionOperation, from: Screen, to: Screen, animator: Animator?, oldStack: [Screen]
    ) {
        var viewTransition: (HeadlessAnimationController, HeadlessTransitionRunner)?
        if let animation = animator?.animation {
            viewTransition = (animation, animation.interruptibleAnimator(using: makeContext(operation, from: from, to: to)))
        } else if operation == .push {
            containerView.addSubview(to.content.view)
        } else {
            containerView.insertSubview(to.content.view, at: 0)
        }
        transitionInFlight = TransitionInFlight(
            operation: operation, from: from, to: to, animator: animator,
            viewTransition: viewTransition, coordinator: transitionCoordinator, animated: true,
            oldStack: oldStack)
    }

    /// The animation in flight moves on by `fraction` of what is left.
    func advanceTransitionInFlight(by fraction: CGFloat) {
        guard var flight = transitionInFlight else { return }
        flight.progress += (1 - flight.progress) * min(max(fraction, 0), 1)
        transitionInFlight = flight
        flight.viewTransition?.runner.scrub(to: flight.progress)
    }

    /// The animation in flight reaches its end: the transition completes as one inside the call would
    /// (`animationEnded`, the coordinator's completions, `didShow`), then the requests queued meanwhile run.
    func endTransitionInFlight() {
        guard let flight = transitionInFlight else { return }
        transitionInFlight = nil
        if let (animation, runner) = flight.viewTransition {
            runner.end(.finished)
            animation.animationEnded(true)
        } else {
            for view in containerView.subviews where view !== flight.to.content.view { view.removeFromSuperview() }
        }
        flight.animator?.animationEnded?(true)
        if transitionCoordinator === flight.coordinator { transitionCoordinator = nil }
        complete(flight.coordinator, cancelled: false)
        send(.didShow(flight.to.name, animated: flight.animated)) {
            $0.navigationController(self, didShow: flight.to, animated: flight.animated)
        }
        let requests = queuedRequests
        queuedRequests = []
        for request in requests { request() }
    }

    /// Runs a coordinator's completions once, or not at all, or twice, as the switches say.
    private func complete(_ coordinator: TransitionCoordinator?, cancelled: Bool) {
        guard let coordinator else { return }
        if coordinator.hasCompletions {
            if dropsCoordinatorCompletions {
                droppedCompletions += 1
            } else if doublesCoordinatorCompletions {
                doubledCompletions += 1
            }
        }
        coordinator.complete(cancelled: cancelled, times: dropsCoordinatorCompletions ? 0 : doublesCoordinatorCompletions ? 2 : 1)
    }

    // MARK: Interactive pop

    /// Begins an interactive pop by UIKit's own edge swipe (`interactivePopGestureRecognizer`), a touch 5
    /// points from the leading edge; see ``systemSwipeBack(_:)``. Returns whether a pop began.
    @discardableResult
    func beginSystemSwipePop() -> Bool {
        systemSwipeBack(BackGestureTouch(x: 5)) != nil
    }

    /// The width of the edge recognizer's band, in points from the leading edge (a screen-edge pan).
    static let edgeSwipeBand: CGFloat = 20

    /// A finger swipes back: UIKit's edge recognizer takes a touch within ``edgeSwipeBand`` of the leading edge;
    /// a touch it does not begin with goes to iOS 26's content recognizer, when there is one ("cases that are not
    /// covered by the interactive pop gesture recognizer"). A recognizer begins when it is enabled, its delegate
    /// takes the touch and agrees to begin (without a delegate it begins); then the interactive pop begins as
    /// ``beginInteractiveSystemPop()`` says. Returns the recognizer that began the pop, or nil.
    @discardableResult
    func systemSwipeBack(_ touch: BackGestureTouch) -> SystemBackGesture? {
        let candidates = [
            touch.x >= 0 && touch.x <= Self.edgeSwipeBand ? interactivePopGestureRecognizer : nil,
            interactiveContentPopGestureRecognizer,
        ]
        for recognizer in candidates.compactMap({ $0 }) where recognizer.isEnabled {
            guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true,
                recognizer.delegate.map({ $0.gestureRecognizerShouldBegin(recognizer, touch: touch) ?? true }) ?? true
            else { continue }
            return beginInteractiveSystemPop() ? recognizer.gesture : nil
        }
        return nil
    }

    /// UIKit's own delegate's answer (``UIKitBackGestureDelegate``): more than one screen, no transition, the back
    /// button neither hidden nor replaced (observed rules of the edge swipe, which `SwipeBackGate` also encodes),
    /// the gating of ``builtInPopGating``, and for the content swipe its reported yield rules: a horizontal scroll
    /// view under the finger that can scroll back, a row with swipe actions.
    fileprivate func builtInPopMayBegin(_ gesture: SystemBackGesture, touch: BackGestureTouch) -> Bool {
        guard viewControllers.count > 1, !isTransitionBusy, let top = viewControllers.last else { return false }
        let screen = SwipeBackScreen(
            hasCustomTransition: false, area: nil, hidesBackButton: top.hidesBackButton,
            leftBarButtonItemCount: top.leftItemCount, leadingItemGroupItemCounts: top.leadingItemGroupItemCounts,
            leftItemsSupplementBackButton: top.leftItemsSupplementBackButton)
        guard !screen.hidesBackButton, !screen.replacesBackButton else { return false }
        if builtInPopGating == .whenDelegateImplementsAnimationController, delegate != nil,
            delegateAnswers.contains(.animationController)
        {
            return false
        }
        guard gesture == .content else { return true }
        let back = SwipeDirection.back(for: layoutDirection)
        return !touch.scrollViews.contains { $0.canScroll(toward: back) } && !touch.onRowWithSwipeActions
    }

    /// Whether a transition runs, is in flight or waits to start.
    private var isTransitionBusy: Bool {
        interactivePop != nil || transitionCoordinator != nil || transitionInFlight != nil || isTransitionPending
    }

    /// A screen's `preferredTransition` zoom (iOS 18) dismissed by its own gestures (a pinch, a swipe down, the
    /// edge): an interactive pop UIKit runs with its own transition. It begins on a top screen with a preferred
    /// transition, unless ``gatesPreferredTransitionDismissals`` gates it for the delegate. Returns whether it began.
    @discardableResult
    func beginPreferredTransitionDismissal() -> Bool {
        guard viewControllers.last?.hasPreferredTransition == true, !isTransitionBusy else { return false }
        if gatesPreferredTransitionDismissals, delegate != nil, delegateAnswers.contains(.animationController) { return false }
        return beginInteractiveSystemPop()
    }

    /// The interactive pop of UIKit's own gestures: the popped screen leaves `viewControllers` at once and
    /// `willShow` is sent for the screen below, with an interactive coordinator (documented: `willShow` arrives
    /// at the gesture start). Returns `false` when the pop cannot begin: on the root (UIKit's own rule), or while
    /// another transition runs or is about to start.
    private func beginInteractiveSystemPop() -> Bool {
        guard !isTransitionBusy, viewControllers.count > 1, let popped = viewControllers.last else { return false }
        viewControllers.removeLast()
        guard let to = viewControllers.last else { return false }
        transitionCoordinator = TransitionCoordinator(isInteractive: true, from: popped, to: to)
        let (animator, _) = requestControllers(.pop, from: popped, to: to)
        beginInteractivePop(popped: popped, to: to, animator: animator, interactor: nil)
        return true
    }

    /// The interactive part of a pop: `willShow`, the revealed screen's view entering the window, then the
    /// interaction controller's `startInteractiveTransition(_:)`.
    private func beginInteractivePop(popped: Screen, to: Screen, animator: Animator?, interactor: Interactor?) {
        guard let coordinator = transitionCoordinator else { return }
        let pop = InteractivePop(
            popped: popped, to: to, coordinator: coordinator, animator: animator,
            reversedFractionCountsFromEnd: reversedFractionCountsFromEnd
        )
        interactivePop = pop
        pop.progressValueObserver = progressValueObserver
        send(.willShow(to.name, animated: true)) { $0.navigationController(self, willShow: to, animated: true) }
        to.enteredWindow()
        if let animation = animator?.animation {
            // `startInteractiveTransition` of a percent-driven transition asks for the interruptible animator,
            // paused at the start, and scrubs it from then on.
            let runner = animation.interruptibleAnimator(using: makeContext(.pop, from: popped, to: to))
            pop.viewTransition = (animation, runner)
            pop.progressObserver = { [unowned runner] progress in runner.scrub(to: progress) }
        } else {
            // UIKit's (or an app's) own pop: the revealed view goes in below.
            containerView.insertSubview(to.content.view, at: 0)
        }
        interactor?.startInteractiveTransition(pop)
    }

    /// The settle of an interaction-driven pop reached its end: finished or cancelled as the interaction said.
    /// A paused (grabbed) or not yet released pop does not end.
    func completeSettle() {
        endTransitionInFlight()
        switch interactivePop?.settle {
        case .finishing?: finishInteractivePop()
        case .cancelling?: cancelInteractivePop()
        case .none?, nil: break
        }
    }

    /// The gesture was released short: the popped screen is back on top, the completions see `cancelled`,
    /// and no `didShow` is sent (documented UIKit behaviour for a cancelled interactive pop).
    func cancelInteractivePop() {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        switch cancelledPopFault {
        case nil: viewControllers.append(pop.popped)
        case .leavesPoppedScreenOut?: break
        case let .keepsBoth(extra)?: viewControllers += [pop.popped, extra]
        }
        endViews(of: pop, outcome: .cancelled)
        let coordinator = transitionCoordinator
        transitionCoordinator = nil
        complete(coordinator, cancelled: true)
    }

    /// The gesture completed the pop: the completions run and `didShow` is sent, in the order
    /// `sendsDidShowBeforeCoordinatorCompletion` says.
    func finishInteractivePop() {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        visibleViewController = pop.to
        endViews(of: pop, outcome: .finished)
        let coordinator = transitionCoordinator
        transitionCoordinator = nil
        let didShow = { [self] in
            send(.didShow(pop.to.name, animated: true)) { $0.navigationController(self, didShow: pop.to, animated: true) }
        }
        let completions = { [self] in complete(coordinator, cancelled: false) }
        if sendsDidShowBeforeCoordinatorCompletion {
            didShow()
            completions()
        } else {
            completions()
            didShow()
        }
    }

    // MARK: Views

    /// The views of a non-interactive transition: a library animation runs its plan in the container and
    /// completes (`animateTransition`, then `animationEnded`); without one, UIKit's own animation (or none)
    /// leaves the to-view alone in the container.
    private func runViews(_ operation: TransitionOperation, from: Screen, to: Screen, animation: HeadlessAnimationController?) {
        guard let animation else {
            for view in containerView.subviews where view !== to.content.view { view.removeFromSuperview() }
            if to.content.view.superview !== containerView { containerView.addSubview(to.content.view) }
            return
        }
        let runner = animation.interruptibleAnimator(using: makeContext(operation, from: from, to: to))
        runner.end(.finished)
        animation.animationEnded(!runner.context.transitionWasCancelled)
    }

    /// The end of an interactive pop's views: the library animation completes as the pop ended; UIKit's own
    /// removes the view that left.
    private func endViews(of pop: InteractivePop, outcome: TransitionOutcome) {
        pop.progressObserver = nil
        if let (animation, runner) = pop.viewTransition {
            pop.viewTransition = nil
            runner.end(outcome)
            animation.animationEnded(outcome == .finished)
        } else {
            (outcome == .finished ? pop.popped : pop.to).content.view.removeFromSuperview()
        }
        pop.animator?.animationEnded?(outcome == .finished)
    }

    /// A transition context for the container, reported to ``contextObserver``.
    private func makeContext(_ operation: TransitionOperation, from: Screen, to: Screen) -> HeadlessTransitionContext {
        let context = HeadlessTransitionContext(
            operation: operation, bounds: containerView.bounds, from: from.content, to: to.content,
            container: containerView)
        context.layoutDirection = layoutDirection
        contextObserver?(context)
        return context
    }

    // MARK: Delegate messages

    /// UIKit asks for an interaction controller only when the delegate returned an animation controller.
    private func requestControllers(_ operation: TransitionOperation, from: Screen, to: Screen) -> (Animator?, Interactor?) {
        let asksAnimator = delegateAnswers.contains(.animationController),
            asksInteractor = delegateAnswers.contains(.interactionController)
        let animator =
            asksAnimator ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let interactor =
            asksInteractor ? animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) } : nil
        transitionObserver?(
            TransitionRecord(
                operation: operation, from: from.name, to: to.name, animator: animator?.vendor, interactor: interactor?.vendorName
            ))
        return (animator, interactor)
    }

    private func send(_ message: Message, to call: (Delegate) -> Void) {
        messageObserver?(message)
        let method: DelegateCall
        switch message {
        case .willShow: method = .willShow
        case .didShow: method = .didShow
        }
        if let delegate, delegateAnswers.contains(method) { call(delegate) }
    }
}

extension HeadlessNavigationController.Delegate {
    /// The transition methods; the orientation methods are optional and not implemented.
    func responds(to call: DelegateCall) -> Bool {
        switch call {
        case .willShow, .didShow, .animationController, .interactionController: return true
        case .supportedInterfaceOrientations, .preferredInterfaceOrientation: return false
        }
    }

    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: HeadlessNavigationController
    ) -> HeadlessNavigationController.OrientationMask {
        .all
    }
}
