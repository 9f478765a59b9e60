import Foundation
@testable import NavTransitions

/// One thing a user, the app or the run loop does in a reliability sequence.
///
/// A step is plain data drawn from the seed alone, never from the state it will meet: a step that makes no
/// sense when it runs (a pop on the root, a lift without a finger down) changes nothing, as in UIKit. So a
/// seed names the same sequence on every run, and any prefix of it replays on its own.
///
/// Each feature has one case holding its own step enum; a feature's part of ``ReliabilityWorld`` applies
/// it and checks that feature's invariants (the collection view's is ``ReliabilityCollectionPart``, the
/// zoom's ``ReliabilityZoomPart``).
enum ReliabilityStep: Equatable, CustomStringConvertible {
    /// The navigation controller, its proxy and the app's screens and delegates.
    case navigation(NavigationStep)
    /// A custom presentation over the presenting screen.
    case modal(ModalStep)
    /// The one finger on the screen, whichever gesture it started.
    case finger(FingerStep)
    /// A settle animation moves on or ends.
    case settle(SettleStep)
    /// A collection view's carousel layout and its long-press reorder.
    case collection(CollectionStep)
    /// The photo browser's zoom: legs, pinch and drag dismissals, the grid and the browser changing under them.
    case zoom(ZoomStep)
    /// The run loop turns: the main queues run what was queued.
    case mainQueueTurn
    /// A gesture delivers a value that is not a number, or infinite (a broken recognizer, a division by zero upstream).
    case nonFinite(NonFiniteStep)

    /// What a generated sequence may hold beyond the default mix.
    struct Options: Equatable, Sendable {
        /// More installs whose owner is not in the stack yet (the default mix draws them too): half the
        /// sequences start as a `NavigationTransitionSegue` does, with the proxy installed for the screen about
        /// to be pushed, then its push (the rule of issue 17, finding 2).
        var ownersOutsideTheStack = false

        static let standard = Options()
    }

    /// A value that is not finite.
    enum NonFinite: Equatable, CaseIterable, CustomStringConvertible {
        case nan, infinity, minusInfinity

        var value: CGFloat {
            switch self {
            case .nan: return .nan
            case .infinity: return .infinity
            case .minusInfinity: return -.infinity
            }
        }

        var description: String { "\(value)" }
    }

    /// Where a non-finite value goes (kept apart from the finite steps so that sequences stay `Equatable`).
    enum NonFiniteStep: Equatable {
        /// The finger on the screen moves by it (a swipe back, a dismiss pan, UIKit's edge swipe).
        case fingerMove(NonFinite)
        /// The finger lifts at it.
        case fingerLift(NonFinite)
        /// The carousel is released at it (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
        case carouselRelease(NonFinite)
        /// The zoom's fingers move by it (and a pinch's scale becomes it), or lift at it.
        case zoomFingersMove(NonFinite)
        case zoomFingersLift(NonFinite)
    }

    enum NavigationStep: Equatable {
        /// A new screen, with a custom transition (a style and a swipe-back area, by index) or without one.
        case push(custom: CustomTransition?, animated: Bool)
        /// A screen the app kept, pushed again (by index among those out of the stack).
        case pushKept(pick: Int, animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        /// `setViewControllers`: picks among the stack and the kept screens (a pick of `newScreen` is a new plain screen).
        case setViewControllers(picks: [Int], animated: Bool)
        /// The app keeps a strong reference to the top screen.
        case keepTop
        /// The app drops every screen it kept: those out of the stack must be freed.
        case dropKept
        /// The app assigns `delegate`: a new delegate, one it assigned before (by index), or nil.
        case assignDelegate(DelegateChoice)
        /// The app sets `interactivePopGestureRecognizer.isEnabled`.
        case setSystemPopGesture(Bool)
        /// `install(on:owner:)`.
        case install(owner: OwnerChoice)
        case uninstall
        /// Another library's delegate proxy wraps whatever is in `delegate` (RxCocoa, an analytics SDK).
        case wrapDelegate
    }

    /// The owner of an install.
    enum OwnerChoice: Equatable {
        /// None: the navigation controller owns the proxy.
        case navigationController
        /// The top screen.
        case top
        /// A screen of the stack, by index.
        case inStack(Int)
        /// A screen the app kept out of the stack, by index.
        case kept(Int)
        /// A new screen, installed as the owner and then pushed, as a segue does.
        case nextPush(custom: CustomTransition, animated: Bool)
    }

    struct CustomTransition: Equatable {
        /// An index into ``ReliabilityWorld/navigationStyles``.
        var style: Int
        /// An index into ``ReliabilityWorld/swipeBackAreas``.
        var area: Int
    }

    enum DelegateChoice: Equatable {
        case new
        case previous(Int)
        case none
    }

    enum ModalStep: Equatable {
        /// Presents with a configuration (an index into ``ReliabilityWorld/modalConfigurations``); a list
        /// presents a screen whose view holds a scroll view, scrolled down a little.
        case present(configuration: Int, animated: Bool, list: Bool)
        /// The app's button: `dismiss(animated:)`.
        case dismiss(animated: Bool)
        /// A tap on the dimming view.
        case tapDimming
        /// VoiceOver's escape gesture.
        case escape
    }

    enum FingerStep: Equatable {
        /// A touch `x` points from the leading edge, moving at `velocityX` toward the trailing edge (the world
        /// turns both into screen coordinates for the layout direction), reaches the navigation controller: the
        /// library's swipe-back pan, and UIKit's edge swipe when it is at the edge.
        case swipeBack(x: CGFloat, velocityX: CGFloat)
        /// A pan on the presented view (on its list's cell when `onList` and it has one): toward the dismissal
        /// edge (`towardDismissal`, which the world's own table gives for the presentation and the layout
        /// direction) or along another axis direction (by index), at `speed` points per second.
        case dismissPan(towardDismissal: Bool, otherDirection: Int, speed: CGFloat, onList: Bool)
        /// The finger moves `distance` points along its gesture's direction (negative: back).
        case move(distance: CGFloat)
        /// The finger lifts, moving at `velocity` points per second along its gesture's direction.
        case lift(velocity: CGFloat)
        /// The system cancels the gesture (an incoming call, say).
        case cancel
    }

    enum CollectionStep: Equatable {
        /// A long press on the reorder grid's slot (by index; beyond the items: over no item).
        case reorderPress(slot: Int)
        /// The pressed finger moves over a slot (by index; beyond the items: over no item).
        case reorderDrag(slot: Int)
        case reorderDrop
        case reorderCancel
        /// The carousel is dragged by this many points along its axis.
        case carouselScroll(by: CGFloat)
        /// The dragging finger lifts at this velocity, in points per millisecond (UIKit's unit for it).
        case carouselRelease(velocity: CGFloat)
        /// The app reloads the carousel with an item count (an index into ``ReliabilityCollectionPart/itemCounts``).
        case carouselReload(itemCount: Int)
        /// The app scrolls the carousel to an item (`scrollToItem(at:animated:)`), maybe beyond the items.
        case carouselScrollTo(item: Int)
    }

    enum ZoomStep: Equatable {
        /// The app zooms an item (an index into ``ReliabilityZoomPart/items``: maybe scrolled away or missing) into the browser.
        case open(item: Int, dimming: Bool, reduceMotion: Bool)
        /// The app zooms the browser back to the grid (`dismiss` or `popViewController`, animated).
        case close(dimming: Bool)
        /// The user pages the browser to an item (an index into ``ReliabilityZoomPart/items``).
        case page(to: Int)
        /// The grid scrolls to a content offset (cells are created and released), even mid-flight.
        case gridScroll(toY: CGFloat)
        /// The grid's collection view leaves the visible area (another tab's screen), or comes back.
        case gridOffScreen(Bool)
        /// The app reloads the grid with an item count (an index into ``ReliabilityZoomPart/itemCounts``; a deleted photo's cell goes away), even mid-flight.
        case gridReload(itemCount: Int)
        /// The app gives the current (or any) thumbnail, or the browser's photo view, an alpha of its own.
        case appAlpha(thumbnail: Bool, alpha: CGFloat)
        /// The animator of a leg no finger drives is scrubbed to a fraction (a swipe back on a pop).
        case flightScrub(CGFloat)
        /// The display link ticks: the flight follows a thumbnail that moved.
        case flightFollowsSource
        /// The animator of a leg no finger drives reaches its end, or goes back to its start.
        case flightEnds(finished: Bool)
        /// A pinch or a drag begins on the photo (on a landing photo: it grabs it).
        case fingersDown(pinch: Bool)
        /// The fingers move by (dx, dy) points; a pinch's scale becomes `scale`.
        case fingersMove(dx: CGFloat, dy: CGFloat, scale: CGFloat)
        /// The fingers lift at a vertical velocity (points per second) and a pinch's scale velocity.
        case fingersLift(velocityY: CGFloat, scaleVelocity: CGFloat)
        case fingersCancelled
        /// UIKit starts the interactive dismissal that was asked for (`startInteractiveTransition(_:)`).
        case transitionStarts
        /// The landing animation moves on by this fraction.
        case landingAdvances(CGFloat)
        /// The landing and the screens' animator end.
        case landingEnds
        /// The browser refuses (or accepts again) to be dismissed: `isModalInPresentation`.
        case refusesDismissal(Bool)
    }

    enum SettleStep: Equatable {
        /// The settling transitions cover this fraction of what is left.
        case advance(CGFloat)
        /// The settling transitions reach their ends.
        case end
    }

    var description: String {
        switch self {
        case let .navigation(step):
            switch step {
            case let .push(custom, animated):
                let transition = custom.map { " custom(style \($0.style), area \($0.area))" } ?? ""
                return "push\(transition)\(animated ? " animated" : "")"
            case let .pushKept(pick, animated): return "push kept screen #\(pick)\(animated ? " animated" : "")"
            case let .pop(animated): return "pop\(animated ? " animated" : "")"
            case let .popToRoot(animated): return "popToRoot\(animated ? " animated" : "")"
            case let .setViewControllers(picks, animated):
                return "setViewControllers picks \(picks)\(animated ? " animated" : "")"
            case .keepTop: return "app keeps the top screen"
            case .dropKept: return "app drops the screens it kept"
            case let .assignDelegate(choice):
                switch choice {
                case .new: return "app assigns a new delegate"
                case let .previous(index): return "app assigns its delegate #\(index) again"
                case .none: return "app assigns delegate nil"
                }
            case let .setSystemPopGesture(enabled): return "app sets interactivePopGestureRecognizer.isEnabled = \(enabled)"
            case let .install(owner):
                switch owner {
                case .navigationController: return "install the proxy"
                case .top: return "install the proxy for the top screen"
                case let .inStack(index): return "install the proxy for stack screen #\(index)"
                case let .kept(index): return "install the proxy for kept screen #\(index)"
                case let .nextPush(custom, animated):
                    return
                        "install the proxy for a new screen custom(style \(custom.style), area \(custom.area)), then push it\(animated ? " animated" : "")"
                }
            case .uninstall: return "uninstall the proxy"
            case .wrapDelegate: return "another library wraps the delegate"
            }
        case let .modal(step):
            switch step {
            case let .present(configuration, animated, list):
                return "present configuration \(configuration)\(list ? " (a list)" : "")\(animated ? " animated" : "")"
            case let .dismiss(animated): return "dismiss\(animated ? " animated" : "")"
            case .tapDimming: return "tap on the dimming"
            case .escape: return "VoiceOver escape"
            }
        case let .finger(step):
            switch step {
            case let .swipeBack(x, velocityX): return "finger down for a swipe back at x \(x), velocity \(velocityX)"
            case let .dismissPan(toward, other, speed, onList):
                return
                    "finger down on the presented \(onList ? "list" : "view") \(toward ? "toward the dismissal edge" : "along direction \(other)") at \(speed)"
            case let .move(distance): return "finger moves \(distance)"
            case let .lift(velocity): return "finger lifts at \(velocity)"
            case .cancel: return "the system cancels the gesture"
            }
        case let .collection(step):
            switch step {
            case let .reorderPress(slot): return "long press on reorder slot \(slot)"
            case let .reorderDrag(slot): return "reorder finger over slot \(slot)"
            case .reorderDrop: return "reorder finger lifts"
            case .reorderCancel: return "reorder gesture cancelled"
            case let .carouselScroll(distance): return "carousel dragged \(distance)"
            case let .carouselRelease(velocity): return "carousel released at \(velocity) pt/ms"
            case let .carouselReload(count): return "carousel reloaded with \(ReliabilityCollectionPart.itemCounts[count]) items"
            case let .carouselScrollTo(item): return "carousel scrolled to item \(item)"
            }
        case let .zoom(step):
            switch step {
            case let .open(item, dimming, reduceMotion):
                return
                    "zoom open item \(ReliabilityZoomPart.items[item])\(dimming ? " with dimming" : "")\(reduceMotion ? " with Reduce Motion" : "")"
            case let .close(dimming): return "zoom close\(dimming ? " with dimming" : "")"
            case let .page(item): return "browser pages to item \(ReliabilityZoomPart.items[item])"
            case let .gridScroll(y): return "grid scrolls to y \(y)"
            case let .gridOffScreen(isOff): return isOff ? "grid moves off screen" : "grid comes back on screen"
            case let .gridReload(count): return "grid reloaded with \(ReliabilityZoomPart.itemCounts[count]) items"
            case let .appAlpha(thumbnail, alpha):
                return "app sets the \(thumbnail ? "thumbnail" : "photo view")'s alpha to \(alpha)"
            case let .flightScrub(progress): return "zoom flight scrubbed to \(progress)"
            case .flightFollowsSource: return "zoom flight follows its thumbnail"
            case let .flightEnds(finished): return "zoom flight \(finished ? "finishes" : "is cancelled")"
            case let .fingersDown(pinch): return "\(pinch ? "pinch" : "drag") begins on the photo"
            case let .fingersMove(dx, dy, scale): return "fingers move (\(dx), \(dy)), scale \(scale)"
            case let .fingersLift(velocity, scaleVelocity):
                return "fingers lift at \(velocity) pt/s, scale velocity \(scaleVelocity)"
            case .fingersCancelled: return "the system cancels the zoom gesture"
            case .transitionStarts: return "UIKit starts the interactive zoom dismissal"
            case let .landingAdvances(fraction): return "zoom landing advances \(fraction)"
            case .landingEnds: return "zoom landing ends"
            case let .refusesDismissal(refuses): return refuses ? "browser refuses dismissal" : "browser accepts dismissal"
            }
        case let .settle(step):
            switch step {
            case let .advance(fraction): return "settles advance \(fraction)"
            case .end: return "settles end"
            }
        case .mainQueueTurn:
            return "main queue turn"
        case let .nonFinite(step):
            switch step {
            case let .fingerMove(value): return "finger moves \(value)"
            case let .fingerLift(value): return "finger lifts at \(value)"
            case let .carouselRelease(value): return "carousel released at \(value) pt/ms"
            case let .zoomFingersMove(value): return "zoom fingers move (\(value), \(value)), scale \(value)"
            case let .zoomFingersLift(value): return "zoom fingers lift at \(value) pt/s, scale velocity \(value)"
            }
        }
    }

    // MARK: Generating

    /// The steps of the sequence named by `seed` (and `options`).
    static func sequence(seed: UInt64, options: Options = .standard) -> [ReliabilityStep] {
        var rng = SplitMix64(seed: seed)
        let count = 16 + rng.below(32)
        // One sequence in four is mostly zoom: a pinch that lands needs an open, its end, a touch, a lift, the
        // transition's start and the landing's end, in that order, which mixed sequences rarely draw.
        let zoomFocused = rng.chance(25)
        var steps: [ReliabilityStep] = (0..<count).map { _ in
            zoomFocused && rng.chance(80) ? .zoom(randomZoom(&rng)) : random(&rng, options)
        }
        // One sequence in five (drawn apart, so that the others stay as they were) is a run of gestures grabbed while
        // they settle: the hard cases the mix above reaches a few times per 10,000 sequences only, too few for the
        // 1,000-sequence runs behind the mutation scores to require.
        var focus = SplitMix64(seed: seed ^ 0x6E57_0AB5_6E57_0AB5)
        if !zoomFocused, focus.chance(20) { steps = grabs(&focus) + steps.prefix(8) }
        if options.ownersOutsideTheStack, rng.chance(50) {
            // Half the sequences start as a segue does: the proxy for the screen about to be pushed, then the push.
            let custom = CustomTransition(
                style: rng.below(ReliabilityWorld.navigationStyles.count), area: rng.below(ReliabilityWorld.swipeBackAreas.count))
            steps.insert(
                contentsOf: [
                    .navigation(.uninstall), .navigation(.install(owner: .nextPush(custom: custom, animated: rng.chance(80)))),
                ], at: 0)
        }
        return steps
    }

    /// A pick in ``NavigationStep/setViewControllers(picks:animated:)`` that means a new plain screen.
    static let newScreen = -1

    private static let xs: [CGFloat] = [2, 10, 30, 120, 300]
    private static let velocities: [CGFloat] = [-1_500, -300, 0, 40, 300, 800, 2_500]
    private static let distances: [CGFloat] = [-80, -10, 10, 40, 90, 160, 260, 400]
    private static let speeds: [CGFloat] = [0, 40, 500, 2_000]

    private static func random(_ rng: inout SplitMix64, _ options: Options) -> ReliabilityStep {
        func animated() -> Bool { rng.chance(65) }
        func pick<T>(_ values: [T]) -> T { values[rng.below(values.count)] }
        func customTransition() -> CustomTransition {
            CustomTransition(
                style: rng.below(ReliabilityWorld.navigationStyles.count), area: rng.below(ReliabilityWorld.swipeBackAreas.count))
        }
        switch rng.below(150) {
        case 0..<9:
            let custom = rng.chance(60) ? customTransition() : nil
            return .navigation(.push(custom: custom, animated: animated()))
        case 9..<11: return .navigation(.pushKept(pick: rng.below(4), animated: animated()))
        case 11..<16: return .navigation(.pop(animated: animated()))
        case 16..<18: return .navigation(.popToRoot(animated: animated()))
        case 18..<20:
            let picks = (0..<(1 + rng.below(4))).map { _ in rng.chance(25) ? newScreen : rng.below(6) }
            return .navigation(.setViewControllers(picks: picks, animated: animated()))
        case 20..<22: return .navigation(.keepTop)
        case 22: return .navigation(.dropKept)
        case 23..<25:
            switch rng.below(10) {
            case 0..<4: return .navigation(.assignDelegate(.new))
            case 4..<7: return .navigation(.assignDelegate(.previous(rng.below(4))))
            default: return .navigation(.assignDelegate(.none))
            }
        case 25: return .navigation(.setSystemPopGesture(rng.chance(50)))
        case 26:
            guard rng.chance(50) else { return .navigation(.uninstall) }
            switch rng.below(6) {
            case 0, 1: return .navigation(.install(owner: .navigationController))
            case 2: return .navigation(.install(owner: .top))
            case 3: return .navigation(.install(owner: .inStack(rng.below(4))))
            case 4: return .navigation(.install(owner: .kept(rng.below(4))))
            default: return .navigation(.install(owner: .nextPush(custom: customTransition(), animated: animated())))
            }
        case 27..<33:
            return .modal(
                .present(
                    configuration: rng.below(ReliabilityWorld.modalConfigurations.count), animated: animated(),
                    list: rng.chance(35)))
        case 33..<36: return .modal(.dismiss(animated: animated()))
        case 36..<38: return .modal(.tapDimming)
        case 38: return .modal(.escape)
        case 39..<47: return .finger(.swipeBack(x: pick(xs), velocityX: pick(velocities)))
        case 47..<53:
            return .finger(
                .dismissPan(
                    towardDismissal: rng.chance(75), otherDirection: rng.below(4), speed: pick(speeds), onList: rng.chance(60)))
        case 53..<66: return .finger(.move(distance: pick(distances)))
        case 66..<72: return .finger(.lift(velocity: pick(velocities)))
        case 72..<74: return .finger(.cancel)
        case 74..<78: return .settle(.advance(pick([0.25, 0.5, 0.9] as [CGFloat])))
        case 78..<84: return .settle(.end)
        case 100..<102: return .collection(.reorderPress(slot: rng.below(14)))
        case 102..<105: return .collection(.reorderDrag(slot: rng.below(14)))
        case 105: return .collection(rng.chance(80) ? .reorderDrop : .reorderCancel)
        case 106..<108: return .collection(.carouselScroll(by: pick([-900, -120, -10, 10, 130, 700] as [CGFloat])))
        case 108: return .collection(.carouselRelease(velocity: pick([-6, -0.4, 0, 0.2, 3] as [CGFloat])))
        case 109: return .collection(.carouselReload(itemCount: rng.below(ReliabilityCollectionPart.itemCounts.count)))
        case 110..<112: return .collection(.carouselScrollTo(item: pick([-3, 0, 1, 5, 99, 2_000_000])))
        case 112..<140: return .zoom(randomZoom(&rng))
        case 140..<142: return .navigation(.wrapDelegate)
        case 142..<145:
            let value = pick(NonFinite.allCases)
            switch rng.below(6) {
            case 0, 1: return .nonFinite(.fingerMove(value))
            case 2: return .nonFinite(.fingerLift(value))
            case 3: return .nonFinite(.carouselRelease(value))
            default: return .nonFinite(rng.chance(60) ? .zoomFingersMove(value) : .zoomFingersLift(value))
            }
        case 145:
            return .navigation(.install(owner: .nextPush(custom: customTransition(), animated: animated())))
        default: return .mainQueueTurn
        }
    }

    /// A run of gestures released and grabbed again while they settle, of one kind: swipe backs on pushed custom
    /// screens, dismiss pans on a presentation (half of them on its list, which hands over to the dismissal), or
    /// pinches and drags on the zoom's browser. The values stay random; only the order is steered.
    private static func grabs(_ rng: inout SplitMix64) -> [ReliabilityStep] {
        func pick<T>(_ values: [T]) -> T { values[rng.below(values.count)] }
        var steps: [ReliabilityStep] = []
        let rounds = 3 + rng.below(4)
        switch rng.below(3) {
        case 0:
            for _ in 0..<2 {
                let custom = CustomTransition(style: rng.below(ReliabilityWorld.navigationStyles.count), area: pick([0, 2]))
                steps += [.navigation(.push(custom: custom, animated: true)), .mainQueueTurn, .settle(.end), .mainQueueTurn]
            }
            for _ in 0..<rounds {
                steps += [
                    .finger(.swipeBack(x: pick([2, 10, 30] as [CGFloat]), velocityX: pick([40, 300, 800] as [CGFloat]))),
                    .finger(.move(distance: pick([40, 90, 160, 260] as [CGFloat]))),
                    .finger(.lift(velocity: pick([-300, 0, 300, 800] as [CGFloat]))),
                ]
                if rng.chance(50) { steps.append(.settle(.advance(pick([0.25, 0.5] as [CGFloat])))) }
            }
        case 1:
            let configuration = pick([0, 1, 2, 3, 4, 7, 8])
            steps += [
                .modal(.present(configuration: configuration, animated: true, list: rng.chance(75))), .mainQueueTurn,
                .settle(.end),
                .mainQueueTurn,
            ]
            for _ in 0..<rounds {
                // Any pan may start on the list: the first hands over to the dismissal, the later ones grab a settling
                // dismissal through the list, which must stay still inside its content for the whole touch.
                let onList = rng.chance(80)
                steps += [
                    .finger(
                        .dismissPan(
                            towardDismissal: true, otherDirection: 0, speed: pick([40, 500, 2_000] as [CGFloat]),
                            onList: onList)),
                    .finger(.move(distance: pick([40, 90, 160, 260] as [CGFloat]))),
                    // UIKit starts the dismissal the pan asked for on the next turn of the main queue.
                    .mainQueueTurn,
                    .finger(.move(distance: pick([10, 90, 160] as [CGFloat]))),
                    .finger(.lift(velocity: pick([-300, 0, 300, 800] as [CGFloat]))),
                ]
                if rng.chance(50) { steps.append(.settle(.advance(pick([0.25, 0.5] as [CGFloat])))) }
            }
        default:
            steps += [
                .zoom(.open(item: pick([0, 1, 2]), dimming: rng.chance(40), reduceMotion: false)),
                .zoom(.flightEnds(finished: true)),
            ]
            for _ in 0..<rounds {
                steps += [
                    .zoom(.fingersDown(pinch: rng.chance(50))),
                    .zoom(
                        .fingersMove(
                            dx: pick([-40, 0, 30] as [CGFloat]), dy: pick([20, 80, 200] as [CGFloat]),
                            scale: pick([0.3, 0.6, 0.9] as [CGFloat]))),
                    .zoom(.transitionStarts),
                    .zoom(
                        .fingersLift(
                            velocityY: pick([-2_000, 0, 300, 3_000] as [CGFloat]),
                            scaleVelocity: pick([-2, -0.3, 0, 1] as [CGFloat]))),
                ]
                if rng.chance(50) { steps.append(.zoom(.landingAdvances(pick([0.3, 0.6] as [CGFloat])))) }
            }
        }
        return steps
    }

    /// A zoom step: legs and their animators, the fingers of a pinch or a drag, the grid and the browser changing.
    private static func randomZoom(_ rng: inout SplitMix64) -> ZoomStep {
        func pick<T>(_ values: [T]) -> T { values[rng.below(values.count)] }
        switch rng.below(28) {
        case 0..<3:
            return .open(item: rng.below(ReliabilityZoomPart.items.count), dimming: rng.chance(40), reduceMotion: rng.chance(10))
        case 3..<5: return .close(dimming: rng.chance(40))
        case 5: return .page(to: rng.below(ReliabilityZoomPart.items.count))
        case 6: return .gridScroll(toY: pick(ReliabilityZoomPart.scrollOffsets))
        case 7:
            return rng.chance(50)
                ? .gridOffScreen(rng.chance(50)) : .gridReload(itemCount: rng.below(ReliabilityZoomPart.itemCounts.count))
        case 8: return .appAlpha(thumbnail: rng.chance(50), alpha: pick([0.5, 1] as [CGFloat]))
        case 9..<11: return .flightScrub(pick([0, 0.3, 0.7, 1] as [CGFloat]))
        case 11: return .flightFollowsSource
        case 12..<14: return .flightEnds(finished: rng.chance(75))
        case 14..<17: return .fingersDown(pinch: rng.chance(50))
        case 17..<20:
            return .fingersMove(
                dx: pick([-40, 0, 30] as [CGFloat]), dy: pick([-60, 20, 80, 200] as [CGFloat]),
                scale: pick([0.3, 0.6, 0.9, 1, 1.4] as [CGFloat]))
        case 20..<22:
            return rng.chance(85)
                ? .fingersLift(
                    velocityY: pick([-2_000, 0, 300, 3_000] as [CGFloat]), scaleVelocity: pick([-2, -0.3, 0, 1] as [CGFloat]))
                : .fingersCancelled
        case 22..<24: return .transitionStarts
        case 24: return .landingAdvances(pick([0.3, 0.6] as [CGFloat]))
        case 25..<27: return .landingEnds
        default: return .refusesDismissal(rng.chance(30))
        }
    }
}
