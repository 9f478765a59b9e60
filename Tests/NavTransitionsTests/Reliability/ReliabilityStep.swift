import Foundation
@testable import NavTransitions

/// One thing a user, the app or the run loop does in a reliability sequence.
///
/// A step is plain data drawn from the seed alone, never from the state it will meet: a step that makes no
/// sense when it runs (a pop on the root, a lift without a finger down) changes nothing, as in UIKit. So a
/// seed names the same sequence on every run, and any prefix of it replays on its own.
///
/// Each feature has one case holding its own step enum; a feature's part of ``ReliabilityWorld`` applies
/// it and checks that feature's invariants (the collection view's is ``ReliabilityCollectionPart``).
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
    /// The run loop turns: the main queues run what was queued.
    case mainQueueTurn

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
        case install
        case uninstall
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
        /// Presents with a configuration (an index into ``ReliabilityWorld/modalConfigurations``).
        case present(configuration: Int, animated: Bool)
        /// The app's button: `dismiss(animated:)`.
        case dismiss(animated: Bool)
        /// A tap on the dimming view.
        case tapDimming
        /// VoiceOver's escape gesture.
        case escape
    }

    enum FingerStep: Equatable {
        /// A touch at `x` moving at `velocityX` reaches the navigation controller: the library's swipe-back pan,
        /// and UIKit's edge swipe when it is at the edge.
        case swipeBack(x: CGFloat, velocityX: CGFloat)
        /// A pan on the presented view: toward the dismissal edge (`towardDismissal`) or along another axis
        /// direction (by index), at `speed` points per second.
        case dismissPan(towardDismissal: Bool, otherDirection: Int, speed: CGFloat)
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
            case let .setViewControllers(picks, animated): return "setViewControllers picks \(picks)\(animated ? " animated" : "")"
            case .keepTop: return "app keeps the top screen"
            case .dropKept: return "app drops the screens it kept"
            case let .assignDelegate(choice):
                switch choice {
                case .new: return "app assigns a new delegate"
                case let .previous(index): return "app assigns its delegate #\(index) again"
                case .none: return "app assigns delegate nil"
                }
            case let .setSystemPopGesture(enabled): return "app sets interactivePopGestureRecognizer.isEnabled = \(enabled)"
            case .install: return "install the proxy"
            case .uninstall: return "uninstall the proxy"
            }
        case let .modal(step):
            switch step {
            case let .present(configuration, animated): return "present configuration \(configuration)\(animated ? " animated" : "")"
            case let .dismiss(animated): return "dismiss\(animated ? " animated" : "")"
            case .tapDimming: return "tap on the dimming"
            case .escape: return "VoiceOver escape"
            }
        case let .finger(step):
            switch step {
            case let .swipeBack(x, velocityX): return "finger down for a swipe back at x \(x), velocity \(velocityX)"
            case let .dismissPan(toward, other, speed):
                return "finger down on the presented view \(toward ? "toward the dismissal edge" : "along direction \(other)") at \(speed)"
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
        case let .settle(step):
            switch step {
            case let .advance(fraction): return "settles advance \(fraction)"
            case .end: return "settles end"
            }
        case .mainQueueTurn:
            return "main queue turn"
        }
    }

    // MARK: Generating

    /// The steps of the sequence named by `seed`.
    static func sequence(seed: UInt64) -> [ReliabilityStep] {
        var rng = SplitMix64(seed: seed)
        let count = 16 + rng.below(32)
        return (0..<count).map { _ in random(&rng) }
    }

    /// A pick in ``NavigationStep/setViewControllers(picks:animated:)`` that means a new plain screen.
    static let newScreen = -1

    private static let xs: [CGFloat] = [2, 10, 30, 120, 300]
    private static let velocities: [CGFloat] = [-1_500, -300, 0, 40, 300, 800, 2_500]
    private static let distances: [CGFloat] = [-80, -10, 10, 40, 90, 160, 260, 400]
    private static let speeds: [CGFloat] = [0, 40, 500, 2_000]

    private static func random(_ rng: inout SplitMix64) -> ReliabilityStep {
        func animated() -> Bool { rng.chance(65) }
        func pick<T>(_ values: [T]) -> T { values[rng.below(values.count)] }
        switch rng.below(112) {
        case 0..<9:
            let custom = rng.chance(60)
                ? CustomTransition(style: rng.below(ReliabilityWorld.navigationStyles.count), area: rng.below(ReliabilityWorld.swipeBackAreas.count))
                : nil
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
        case 26: return .navigation(rng.chance(50) ? .install : .uninstall)
        case 27..<33: return .modal(.present(configuration: rng.below(ReliabilityWorld.modalConfigurations.count), animated: animated()))
        case 33..<36: return .modal(.dismiss(animated: animated()))
        case 36..<38: return .modal(.tapDimming)
        case 38: return .modal(.escape)
        case 39..<47: return .finger(.swipeBack(x: pick(xs), velocityX: pick(velocities)))
        case 47..<53: return .finger(.dismissPan(towardDismissal: rng.chance(75), otherDirection: rng.below(4), speed: pick(speeds)))
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
        default: return .mainQueueTurn
        }
    }
}
