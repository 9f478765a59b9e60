import Foundation
import NavTransitions

/// One scenario of the self-check: a fixture, steps, and what must hold when it has come to rest.
///
/// The same values drive the Example's runner on UIKit and the headless runner in the tests, so the two
/// cannot drift. Every scenario runs twice (``SelfCheckMotion``): with motion and with Reduce Motion's
/// cross-fade.
package struct SelfCheckScenario: Sendable, Equatable, Identifiable, CustomStringConvertible {
    /// The root screen of every scenario's navigation stack.
    package static let rootName = "A"
    /// The photo browser a zoom opens.
    package static let browserName = "photo"

    /// A readable, unique name.
    package var name: String
    /// What the root screen shows.
    package var fixture: SelfCheckFixture
    package var steps: [SelfCheckStep]
    /// The state at rest after the steps.
    package var expectation: SelfCheckExpectation
    /// Set while the scenario needs a fix that lands on another branch: the runners report it as pending
    /// instead of running it as a check. The lead removes it when the fix is merged.
    package var pending: SelfCheckPending?

    package init(
        _ name: String, fixture: SelfCheckFixture = .plain, steps: [SelfCheckStep], expect expectation: SelfCheckExpectation,
        pending: SelfCheckPending? = nil
    ) {
        self.name = name
        self.fixture = fixture
        self.steps = steps
        self.expectation = expectation
        self.pending = pending
    }

    package var id: String { name }
    package var description: String { name }

    /// The value the app last gave `interactivePopGestureRecognizer.isEnabled` (UIKit's default is true).
    package var appPopGestureEnabled: Bool {
        steps.reduce(true) { value, step in
            if case let .setPopGestureEnabled(enabled) = step { return enabled }
            return value
        }
    }

    /// The screens the steps give a transition of the library's: a push with a style (a segue's too), a
    /// declarative destination with its own style or inheriting the stack's default (the root too, which declares
    /// nothing: a declarative stack's default is every screen's that declares nothing), the zoom's pushed browser.
    /// The harness's own record, read from the table: never from the product.
    package var screensWithLibraryTransition: Set<String> {
        var names: Set<String> = []
        var stackDefault: TransitionStyle?
        for step in steps {
            switch step {
            case let .push(name, .some, _, _): names.insert(name)
            case let .pushAssigningDelegateMidTransition(name, _): names.insert(name)
            case let .pushDuringTransition(first, second, _): names.formUnion([first, second])
            case let .install(.declarativeStack(style)):
                stackDefault = style
                if style != nil { names.insert(Self.rootName) }
            case let .pushDestination(name, .style): names.insert(name)
            case let .pushDestination(name, .inherit) where stackDefault != nil: names.insert(name)
            case .zoomOpen(_, pushed: true): names.insert(Self.browserName)
            default: break
            }
        }
        return names
    }

    /// Whether the navigation delegate proxy must be installed once the scenario rests with `stack`, by the
    /// installation rule as the steps apply it: installed by the last install step (a segue's push installs it
    /// for the pushed screen) unless an uninstall came after it, and for an owner only while the owner is in the
    /// stack (once it has been in the stack and left, the proxy hands the delegate back).
    package func proxyIsInstalled(atRestWith stack: [String]) -> Bool {
        var installed = false
        var owner: String?
        for step in steps {
            switch step {
            case .install(.proxy), .install(.transitionNavigationController), .install(.declarativeStack):
                // Installing again never nests: an installation without an owner outlives any owner.
                installed = true
                owner = nil
            case let .install(.proxyOwnedBy(name)):
                if !installed { owner = name }
                installed = true
            case let .push(name, _, _, true):
                if !installed { owner = name }
                installed = true
            case .uninstall:
                installed = false
                owner = nil
            default: break
            }
        }
        guard installed else { return false }
        return owner.map(stack.contains) ?? true
    }

    /// Whether the proxy holds UIKit's edge swipe off at rest: installed, with a screen of the library's
    /// transitions on top (``screensWithLibraryTransition``); the app's own value shows otherwise.
    package func holdsSystemPopGestureOff(atRestWith stack: [String]) -> Bool {
        guard let top = stack.last else { return false }
        return proxyIsInstalled(atRestWith: stack) && screensWithLibraryTransition.contains(top)
    }

    /// Whether a step needs a real finger on UIKit.
    package var needsRealTouches: Bool { steps.contains(where: \.needsRealTouches) }

    /// Every screen the scenario makes, the root first.
    package var screenNames: [String] {
        var names = [Self.rootName]
        for step in steps { names += step.createdScreens.filter { !names.contains($0) } }
        return names
    }

    /// The presentation a screen was presented with, if a step presented it (a zoom's browser: full screen).
    package func presentation(of screen: String) -> SelfCheckPresentation? {
        for step in steps {
            if case let .present(name, presentation) = step, name == screen { return presentation }
            if case .zoomOpen(_, pushed: false) = step, screen == Self.browserName {
                return SelfCheckPresentation(layout: .fullScreen, style: .fade, dismissal: [])
            }
        }
        return nil
    }

    /// How the transitions a step starts must complete: a released gesture as its release says, the rest finished.
    package func expectedCompletion(ofStep index: Int) -> InteractiveCompletion {
        guard steps.indices.contains(index) else { return .finish }
        switch steps[index] {
        case let .swipeBack(release), let .panDismiss(release), let .zoomGesture(_, release): return release.outcome
        default: return .finish
        }
    }

    /// Whether the step at `index` must be animated by the library (a push of a screen with a transition,
    /// animated): a system animation there is a missed custom transition.
    package func requiresLibraryAnimator(step index: Int) -> Bool {
        guard steps.indices.contains(index) else { return false }
        switch steps[index] {
        case let .push(_, style, animated, _): return style != nil && animated
        case .pushAssigningDelegateMidTransition, .swipeBack, .panDismiss, .zoomOpen, .zoomGesture, .zoomClose: return true
        // Every presentation of the table has a `modalTransition`: its animations are the library's, a full-screen
        // one included (UIKit's default slide there is a missed custom transition).
        case .present, .dismiss(animated: true), .dismissChangingSheet: return true
        case let .pushDestination(_, destination): return libraryAnimates(destination, before: index)
        default: return false
        }
    }

    /// Whether the step at `index` must not be animated by the library (a declarative destination that asked
    /// for the system animation, or that the framework animates itself): the library's animation there hides
    /// the framework's own answer or ignores the destination.
    package func forbidsLibraryAnimator(step index: Int) -> Bool {
        guard steps.indices.contains(index), case let .pushDestination(_, destination) = steps[index] else { return false }
        return !libraryAnimates(destination, before: index)
    }

    /// Whether a declarative destination pushed at step `index` is animated by the library: its own style
    /// always; inheriting, when the stack installed before it has a default (precedence: a screen's own choice,
    /// then the framework's answer, then the stack's default).
    private func libraryAnimates(_ destination: SelfCheckDestination, before index: Int) -> Bool {
        switch destination {
        case .style: return true
        case .system, .framework: return false
        case .inherit:
            let stackDefault = steps[..<index].reduce(nil as TransitionStyle?) { value, step in
                if case let .install(.declarativeStack(style)) = step { return style }
                return value
            }
            return stackDefault != nil
        }
    }

    /// The screen the app's delegate must have been shown last (its last `didShow`), when the stack
    /// changed after it was assigned; nil when it has nothing to have seen.
    package var appDelegateMustHaveShown: String? {
        guard
            let assigned = steps.lastIndex(where: {
                if case .assignAppDelegate = $0 { return true }
                if case .assignFrameworkDelegate = $0 { return true }
                if case .pushAssigningDelegateMidTransition = $0 { return true }
                return false
            })
        else { return nil }
        let changesStack = steps[assigned...].contains { step in
            switch step {
            case .push, .pushDuringTransition, .pushAssigningDelegateMidTransition, .pushDestination, .pop, .unwind: return true
            case let .swipeBack(release): return release.outcome == .finish
            default: return false
            }
        }
        guard changesStack, expectation.stacks.count == 1 else { return nil }
        return expectation.stacks.first?.last
    }
}

/// What the root screen of a scenario shows.
package enum SelfCheckFixture: String, Sendable, Equatable {
    /// A plain screen.
    case plain
    /// A grid of photo thumbnails the zoom opens from.
    case photoGrid
    /// A carousel (``CarouselGeometry``): seven items, one per flick.
    case carousel
    /// A reorderable grid of twelve items.
    case reorderGrid
}

/// What must hold once a scenario has come to rest, besides the invariants every scenario checks.
package struct SelfCheckExpectation: Sendable, Equatable {
    /// The navigation stack, root first; any one of these (UIKit decides whether a push during a transition runs).
    package var stacks: [[String]]
    /// The presented screen, nil for none.
    package var presented: String?
    /// Where the app's navigation delegate is.
    package var delegate: SelfCheckDelegateExpectation
    /// The carousel's centred item.
    package var carouselItem: Int?
    /// The reorder grid's items, by their original index, in the order shown and in the data.
    package var reorderOrder: [Int]?
    /// The accessibility notification the library must have posted last, after a transition; nil: none
    /// (every transition but a zoom's return leaves VoiceOver to UIKit).
    package var focus: SelfCheckFocus?
    /// The presented sheet at rest; nil: not checked.
    package var sheet: SelfCheckSheetExpectation?

    package init(
        stack: [String], alternatively other: [[String]] = [], presented: String? = nil,
        delegate: SelfCheckDelegateExpectation = .proxyForwardingToApp, carouselItem: Int? = nil, reorderOrder: [Int]? = nil,
        focus: SelfCheckFocus? = nil, sheet: SelfCheckSheetExpectation? = nil
    ) {
        self.focus = focus
        self.sheet = sheet
        stacks = [stack] + other
        self.presented = presented
        self.delegate = delegate
        self.carouselItem = carouselItem
        self.reorderOrder = reorderOrder
    }
}

/// A presented sheet at rest: its detent, whether the screen behind gets the touches outside it (and VoiceOver,
/// which follows the same rule), and what the scenario's touches and list left.
package struct SelfCheckSheetExpectation: Sendable, Equatable, CustomStringConvertible {
    /// The detent the sheet rests at (`selectedDetent`, resolved: `.medium` in a compact height is the next taller).
    package var detent: PresentationLayout.SheetDetent
    /// Whether touches outside the sheet reach the presenting screen; the presented view is modal for VoiceOver
    /// exactly when they do not.
    package var passesTouches: Bool
    /// How many taps outside the sheet reached the presenting screen; nil: not counted (a runner that cannot).
    package var touchesPassedToPresenter: Int?
    /// The presented list's vertical content offset; nil: not checked.
    package var listOffset: CGFloat?

    package init(
        detent: PresentationLayout.SheetDetent, passesTouches: Bool = false, touchesPassedToPresenter: Int? = nil,
        listOffset: CGFloat? = nil
    ) {
        self.detent = detent
        self.passesTouches = passesTouches
        self.touchesPassedToPresenter = touchesPassedToPresenter
        self.listOffset = listOffset
    }

    package var description: String {
        "at \(detent), \(passesTouches ? "passing touches" : "modal")"
    }

    /// At `detent`, passing touches or modal.
    package static func sheetAt(_ detent: PresentationLayout.SheetDetent, passesTouches: Bool) -> SelfCheckSheetExpectation {
        SelfCheckSheetExpectation(detent: detent, passesTouches: passesTouches)
    }
}

/// Where the app's navigation delegate must be at rest.
package enum SelfCheckDelegateExpectation: Sendable, Equatable {
    /// The app assigned none: nothing to check.
    case none
    /// The app's delegate is in the `delegate` property (the proxy handed it back, or was never installed).
    case appInProperty
    /// The proxy is the delegate and forwards to the app's.
    case proxyForwardingToApp
}

/// Why a scenario cannot pass on this branch yet.
package struct SelfCheckPending: Sendable, Equatable, CustomStringConvertible {
    /// What is missing.
    package var reason: String
    /// Where the fix is being made.
    package var fixedOn: String

    package init(_ reason: String, fixedOn: String) {
        self.reason = reason
        self.fixedOn = fixedOn
    }

    package var description: String { "\(reason) (fix on \(fixedOn))" }
}

/// Whether a run animates or takes Reduce Motion's fallback.
package enum SelfCheckMotion: String, Sendable, Equatable, CaseIterable {
    /// The system setting off: every style with its motion.
    case standard
    /// Reduce Motion on (the window's override): every built-in style cross-fades.
    case reduceMotion

    package var isReduceMotionEnabled: Bool { self == .reduceMotion }
}

/// A scenario the self-check runs once per motion setting (a UIKit one or a SwiftUI one): its name names the runs.
package protocol SelfCheckRunnable: Sendable, Equatable {
    var name: String { get }
}

extension SelfCheckScenario: SelfCheckRunnable {}

/// One run of a UIKit scenario of the self-check.
package typealias SelfCheckRun = SelfCheckRunOf<SelfCheckScenario>

/// One run of the self-check: a scenario with a motion setting.
package struct SelfCheckRunOf<Scenario: SelfCheckRunnable>: Sendable, Equatable, Identifiable, CustomStringConvertible {
    package var scenario: Scenario
    package var motion: SelfCheckMotion

    package init(_ scenario: Scenario, motion: SelfCheckMotion) {
        self.scenario = scenario
        self.motion = motion
    }

    package var name: String { motion == .standard ? scenario.name : "\(scenario.name) (Reduce Motion)" }
    package var id: String { name }
    package var description: String { name }
}
