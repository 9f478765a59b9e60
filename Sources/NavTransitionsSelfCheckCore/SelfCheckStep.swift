import Foundation
import NavTransitions

/// One thing a self-check scenario does: what an app calls, or what a user's finger does, expressed so that
/// the Example's runner can do it with UIKit and the headless runner with the test model.
///
/// Screens are named by strings: "A" is the root of the navigation stack every scenario starts from; the
/// steps name the screens they create. A gesture is driven through the same driver its recognizer feeds
/// (progress, velocity, release), never by synthesized touches.
package enum SelfCheckStep: Sendable, Equatable, CustomStringConvertible {
    // MARK: Navigation

    /// The app assigns its own navigation delegate (a new object each time); it must receive every
    /// `willShow` and `didShow` from then on and be the delegate (or the proxy's original) at the end.
    case assignAppDelegate
    /// A framework's own navigation delegate takes the `delegate` property, as SwiftUI's does for a
    /// `NavigationStack`: it assigns itself again in every `willShow` and `didShow`, and runs its own transition
    /// for the screens pushed with ``SelfCheckDestination/framework``. It stands for the app's delegate in the
    /// invariants: it must receive every message and stay the proxy's original.
    case assignFrameworkDelegate
    /// The app sets `interactivePopGestureRecognizer.isEnabled`.
    case setPopGestureEnabled(Bool)
    /// The navigation controller gets the proxy.
    case install(SelfCheckInstall)
    /// `NavigationDelegateProxy.uninstall()`.
    case uninstall
    /// A new screen is pushed: with a `navigationTransition` of this style (nil: none), animated or not,
    /// by `pushViewController(_:animated:)` or by a `NavigationTransitionSegue`.
    case push(String, style: TransitionStyle?, animated: Bool = true, bySegue: Bool = false)
    /// Two screens with this style pushed, the second while the first push's transition runs.
    case pushDuringTransition(String, then: String, style: TransitionStyle)
    /// A screen with this style pushed, and a new app delegate assigned while its transition runs.
    case pushAssigningDelegateMidTransition(String, style: TransitionStyle)
    /// A new screen pushed into a declarative stack (``SelfCheckInstall/declarativeStack(default:)``), its content
    /// declaring what ``SelfCheckDestination`` says before the push is answered (SwiftUI's destination modifier).
    case pushDestination(String, SelfCheckDestination)
    /// `popViewController(animated:)`.
    case pop(animated: Bool = true)
    /// The swipe back, through the proxy's swipe-back interaction: begun, moved to `progress`, released.
    case swipeBack(SelfCheckRelease)
    /// An unwind segue from the screen on top (the presented one, if any) back to a named screen.
    case unwind(to: String)

    // MARK: Presentation

    /// A new screen presented from the navigation controller with a `modalTransition`.
    case present(String, SelfCheckPresentation)
    /// The app's `dismiss(animated:)` on the presented screen.
    case dismiss(animated: Bool = true)
    /// The dismiss pan, through the presentation controller's `dismissInteraction`: begun, moved, released.
    case panDismiss(SelfCheckRelease)
    /// VoiceOver's escape gesture on the presented screen (`accessibilityPerformEscape()`).
    case escape
    /// Escape on a hardware keyboard: the presented view's key command, sent along the responder chain
    /// from the first responder (`UIApplication.sendAction(_:to: nil, …)`).
    case keyCommandEscape
    /// A tap on the dimming view (on UIKit: a tap above the presented view, given to whatever the container's hit
    /// test returns; the dimming view's tap goes through the entry point its recognizer calls).
    case tapDimming
    /// The presented screen's list is scrolled down, then dragged down until the sheet dismisses (on UIKit: the
    /// presentation controller's `drivePan`, the path its pan's recognizer takes).
    case scrollThenDragToDismiss
    /// The keyboard comes up for a text field in the presented screen: the field becomes first responder, its input
    /// view a fixed 300 points high (the same keyboard on every simulator), and UIKit posts its own notifications.
    case keyboardUp

    // MARK: Sheets

    /// The app's `setSelectedDetent(_:animated: true)` on the presented sheet (not a user change).
    case selectDetent(PresentationLayout.SheetDetent)
    /// The app's `setLayout(.sheet(_), animated: true)` on the presented sheet: new detents while it is up.
    case changeSheet(PresentationLayout.Sheet)
    /// The sheet's pan: the finger moves the sheet, the app's change (if any) arrives while the finger holds
    /// it, then the finger lifts (on UIKit: the presentation controller's `panShouldBegin` and `drivePan`, the path
    /// its pan's recognizer and gesture delegate take).
    case dragSheet(SelfCheckSheetDrag)
    /// A drag that starts on the presented list: who moves — the list or the sheet — is the sheet's rule; the
    /// expectation says where both rest (on UIKit: the list's offset moved as its own pan would, and the
    /// presentation controller's `drivePan` and `driveScrollViewPan`, the paths of both recognizers).
    case dragList(SelfCheckListDrag)
    /// A VoiceOver action on the sheet's grabber (`accessibilityIncrement`, `…Decrement`, `…Activate`).
    case grabber(SheetState.AccessibilityAction)
    /// A tap outside the sheet, on the dimming view or, while it passes touches, on the screen behind it (on UIKit:
    /// given to whatever the container's hit test returns, as ``tapDimming``).
    case tapBehindSheet
    /// The app dismisses the sheet (animated) and changes it while the dismissal runs.
    case dismissChangingSheet(SelfCheckSheetChange)
    /// The presented screen's text field resigns first responder: UIKit hides the keyboard and says so.
    case keyboardDown

    // MARK: Zoom

    /// The photo of `item` zooms from its cell in the grid (the root) into a browser, pushed or presented.
    case zoomOpen(item: Int, pushed: Bool)
    /// The browser pages to another item.
    case zoomPage(to: Int)
    /// The grid scrolls so that the cell of the item the browser shows is off screen.
    case zoomScrollSourceAway
    /// The app closes the browser (`popViewController` or `dismiss`, animated): the photo flies back.
    case zoomClose
    /// A pinch or a drag on the photo, released at `progress` (the pinch's scale or the drag's share of the
    /// screen's height) with a velocity.
    case zoomGesture(SelfCheckZoomGesture, SelfCheckRelease)

    // MARK: Collection views

    /// The carousel (the root screen's) is flicked from where it rests at `velocity` points per millisecond.
    case carouselFlick(velocity: CGFloat)
    /// An assistive technology focuses the carousel's item `item` (VoiceOver, or Switch Control's scan): on UIKit the
    /// `elementFocusedNotification` UIKit posts then, with the item's cell and the technology, VoiceOver running for the
    /// window (the library's override).
    case carouselAccessibilityFocus(item: Int, byVoiceOver: Bool)
    /// The reorder grid (the root screen's) moves an item to another index, through the reorder interaction.
    case reorderMove(from: Int, to: Int)
    /// A reorder drag is in flight and the app's data source removes an item under it.
    case reorderDataSourceChangesMidDrag
    /// VoiceOver's "Move earlier" or "Move later" on the reorder grid's item at `item`, once.
    case reorderAccessibilityAction(item: Int, ReorderAccessibility.Step)

    // MARK: UIKit's back gestures beside the proxy

    /// Checks UIKit's back recognizers (the edge one, and iOS 26's content one where the runtime has it) as the
    /// expectation says, through the entry point UIKit calls (their delegate's `gestureRecognizerShouldBegin`),
    /// and their wiring: on the navigation controller's view (where UIKit delivers the touches), enabled or not,
    /// their delegate the library's object or not. No finger: the UI tests swipe.
    case checkSystemBackGestures(SelfCheckBackGestureExpectation)
    /// A new screen carrying UIKit's own `.zoom` `preferredTransition` (iOS 18, built at run time) is pushed: Apple's
    /// wins, so the library animates nothing; on an older runtime the scenario is not run.
    case pushPreferredZoom(String)

    /// Whether only a real finger can do this on UIKit (no entry point drives it): the Example's runner lists the
    /// step as a manual check instead of running it.
    ///
    /// None today: the taps and the drags go through the presentation controller's package entry points, which
    /// its recognizers' action methods call too (`drivePan`, `driveScrollViewPan`, `dimmingViewTapped`, the
    /// gesture delegate's `panShouldBegin`); the zoom's pinch and drag through its dismissal's (`gestureShouldBegin`,
    /// `driveGesture`). That UIKit recognizes a real finger as these gestures is the Example's UI tests'.
    package var needsRealTouches: Bool {
        false
    }

    /// The names of the screens the step creates.
    package var createdScreens: [String] {
        switch self {
        case let .push(name, _, _, _), let .pushAssigningDelegateMidTransition(name, _), let .present(name, _),
            let .pushDestination(name, _):
            return [name]
        case let .pushDuringTransition(first, second, _): return [first, second]
        case .zoomOpen: return [SelfCheckScenario.browserName]
        case let .pushPreferredZoom(name): return [name]
        default: return []
        }
    }

    package var description: String {
        switch self {
        case .assignAppDelegate: return "the app assigns its navigation delegate"
        case .assignFrameworkDelegate: return "the framework's own navigation delegate takes the property"
        case let .setPopGestureEnabled(enabled): return "the app sets interactivePopGestureRecognizer.isEnabled = \(enabled)"
        case let .install(install): return "install \(install)"
        case .uninstall: return "uninstall the proxy"
        case let .push(name, style, animated, bySegue):
            let how = bySegue ? "by segue" : animated ? "animated" : "not animated"
            return "push \(name) \(style.map { "with \(SelfCheckStep.name(of: $0))" } ?? "without a transition"), \(how)"
        case let .pushDuringTransition(first, second, style):
            return "push \(first), then \(second) during its transition, with \(SelfCheckStep.name(of: style))"
        case let .pushAssigningDelegateMidTransition(name, style):
            return "push \(name) with \(SelfCheckStep.name(of: style)), a new app delegate assigned during its transition"
        case let .pushDestination(name, destination): return "push \(name), its content declaring \(destination)"
        case let .pop(animated): return animated ? "pop" : "pop, not animated"
        case let .swipeBack(release): return "swipe back \(release)"
        case let .unwind(to): return "unwind to \(to)"
        case let .present(name, presentation): return "present \(name) \(presentation)"
        case let .dismiss(animated): return animated ? "dismiss" : "dismiss, not animated"
        case let .panDismiss(release): return "pan to dismiss \(release)"
        case .escape: return "VoiceOver escape"
        case .keyCommandEscape: return "Escape on a hardware keyboard"
        case .tapDimming: return "tap on the dimming view"
        case .scrollThenDragToDismiss: return "scroll the list, then drag the sheet down"
        case .keyboardUp: return "the keyboard comes up"
        case let .selectDetent(detent): return "the app selects \(detent)"
        case let .changeSheet(sheet): return "the app changes the detents to \(sheet.detents)"
        case let .dragSheet(drag): return "drag the sheet \(drag)"
        case let .dragList(drag): return "drag the list \(drag)"
        case let .grabber(action): return "VoiceOver's \(action) on the grabber"
        case .tapBehindSheet: return "tap outside the sheet"
        case let .dismissChangingSheet(change): return "dismiss, \(change) during the dismissal"
        case .keyboardDown: return "the keyboard goes down"
        case let .zoomOpen(item, pushed): return "zoom item \(item) open, \(pushed ? "pushed" : "presented")"
        case let .zoomPage(item): return "page to item \(item)"
        case .zoomScrollSourceAway: return "scroll the thumbnail off screen"
        case .zoomClose: return "close the browser"
        case let .zoomGesture(gesture, release): return "\(gesture) \(release)"
        case let .carouselFlick(velocity): return "flick the carousel at \(velocity) pt/ms"
        case let .carouselAccessibilityFocus(item, byVoiceOver):
            return "\(byVoiceOver ? "VoiceOver" : "Switch Control") focuses carousel item \(item)"
        case let .reorderMove(from, to): return "move item \(from) to \(to)"
        case .reorderDataSourceChangesMidDrag: return "the data source changes during a reorder drag"
        case let .reorderAccessibilityAction(item, step):
            return "VoiceOver's \(step == .earlier ? "Move earlier" : "Move later") on item \(item)"
        case let .checkSystemBackGestures(expectation): return "UIKit's back recognizers: \(expectation)"
        case let .pushPreferredZoom(name): return "push \(name) with UIKit's own .zoom preferredTransition"
        }
    }

    /// A short name of a style, for scenario names.
    package static func name(of style: TransitionStyle) -> String {
        switch style {
        case .slide: return "slide"
        case .fade: return "fade"
        case .scale: return "scale"
        case let .cover(edge): return "cover from \(edge)"
        case .circularReveal: return "circular reveal"
        case .planned: return "planned style"
        }
    }
}

/// A change the app makes to a presented sheet.
package enum SelfCheckSheetChange: Sendable, Equatable, CustomStringConvertible {
    /// `setSelectedDetent(_:animated: true)`.
    case select(PresentationLayout.SheetDetent)
    /// `setLayout(.sheet(_), animated: true)`.
    case layout(PresentationLayout.Sheet)

    package var description: String {
        switch self {
        case let .select(detent): return "the app selects \(detent)"
        case let .layout(sheet): return "the app changes the detents to \(sheet.detents)"
        }
    }
}

/// A drag of a sheet: how far the finger moves it (negative: up), the app's change while the finger holds it,
/// and the finger's velocity at release (points per second, positive down: a flick beyond 300).
package struct SelfCheckSheetDrag: Sendable, Equatable, CustomStringConvertible {
    package var distance: CGFloat
    package var change: SelfCheckSheetChange?
    package var velocity: CGFloat

    package init(distance: CGFloat, change: SelfCheckSheetChange? = nil, velocity: CGFloat) {
        self.distance = distance
        self.change = change
        self.velocity = velocity
    }

    package var description: String {
        "by \(distance) pt\(change.map { ", \($0) under the finger" } ?? ""), released at \(velocity) pt/s"
    }
}

/// A drag on the presented list: the list is first scrolled to `startOffset` (its vertical content offset),
/// then the finger moves `distance` points (positive down) in steps of at most 50, the list's own pan scrolling
/// it by each step before the sheet's pan reports, and lifts at `velocity` (points per second, positive down).
package struct SelfCheckListDrag: Sendable, Equatable, CustomStringConvertible {
    package var startOffset: CGFloat
    package var distance: CGFloat
    package var velocity: CGFloat

    package init(startOffset: CGFloat, distance: CGFloat, velocity: CGFloat) {
        self.startOffset = startOffset
        self.distance = distance
        self.velocity = velocity
    }

    package var description: String {
        "scrolled to \(startOffset), by \(distance) pt, released at \(velocity) pt/s"
    }
}

/// How the navigation controller gets the proxy.
package enum SelfCheckInstall: Sendable, Equatable, CustomStringConvertible {
    /// `NavigationDelegateProxy.install(on:)`: for the navigation controller's life.
    case proxy
    /// `NavigationDelegateProxy.install(on:owner:)` with a named screen as owner.
    case proxyOwnedBy(String)
    /// The navigation controller is a `TransitionNavigationController`, which installs itself.
    case transitionNavigationController
    /// A declarative stack's bridge (SwiftUI's `defaultNavigationControllerTransition(_:)`): installs the proxy
    /// without an owner, becomes its transition provider, and gives every screen that declares nothing this
    /// default (nil: the system animation).
    case declarativeStack(default: TransitionStyle?)

    package var description: String {
        switch self {
        case .proxy: return "the proxy"
        case let .proxyOwnedBy(owner): return "the proxy owned by \(owner)"
        case .transitionNavigationController: return "a TransitionNavigationController"
        case let .declarativeStack(style):
            return "a declarative stack's bridge, default \(style.map(SelfCheckStep.name(of:)) ?? "none")"
        }
    }
}

/// How a gesture is released: the progress it reached, its speed at release (points per second along the
/// gesture's direction), and the outcome the library must choose.
package struct SelfCheckRelease: Sendable, Equatable, CustomStringConvertible {
    /// The share of the way the finger moved, 0...1.
    package var progress: CGFloat
    /// The release velocity along the gesture's direction, in points per second.
    package var velocity: CGFloat
    /// What must happen: the transition finishes or is cancelled.
    package var outcome: InteractiveCompletion

    package init(progress: CGFloat, velocity: CGFloat, outcome: InteractiveCompletion) {
        self.progress = progress
        self.velocity = velocity
        self.outcome = outcome
    }

    /// Released past half way with a flick: finishes.
    package static let finish = SelfCheckRelease(progress: 0.6, velocity: 900, outcome: .finish)
    /// Released early without speed: cancels.
    package static let cancel = SelfCheckRelease(progress: 0.2, velocity: 0, outcome: .cancel)

    package var description: String {
        "to \(progress) at \(velocity) pt/s, \(outcome == .finish ? "finished" : "cancelled")"
    }
}

/// A presentation: the screen's `modalTransition`.
package struct SelfCheckPresentation: Sendable, Equatable, CustomStringConvertible {
    package var layout: PresentationLayout
    package var style: TransitionStyle
    package var dismissal: ModalDismissal
    /// Whether the presented screen shows a scrolling list (a table) filling it.
    package var hasList: Bool
    /// The presented screen's `isModalInPresentation`.
    package var isModalInPresentation: Bool

    package init(
        layout: PresentationLayout, style: TransitionStyle, dismissal: ModalDismissal = .all, hasList: Bool = false,
        isModalInPresentation: Bool = false
    ) {
        self.layout = layout
        self.style = style
        self.dismissal = dismissal
        self.hasList = hasList
        self.isModalInPresentation = isModalInPresentation
    }

    package var description: String {
        "as \(SelfCheckPresentation.name(of: layout)) with \(SelfCheckStep.name(of: style))"
    }

    /// A short name of a layout, for scenario names.
    package static func name(of layout: PresentationLayout) -> String {
        switch layout {
        case .fullScreen: return "full screen"
        case .sheet: return "sheet"
        case .sideMenu: return "side menu"
        case .card: return "card"
        }
    }
}

/// The zoom dismissal's gestures.
package enum SelfCheckZoomGesture: String, Sendable, Equatable, CustomStringConvertible {
    case pinch
    case drag

    package var description: String { rawValue }
}

/// What a declarative destination's content declares (SwiftUI's `navigationControllerTransition(_:)`), or
/// that the framework runs its own transition for it.
package enum SelfCheckDestination: Sendable, Equatable, CustomStringConvertible {
    /// Nothing: the stack's default, after the framework's own answer.
    case inherit
    /// `navigationControllerTransition(nil)`: the system animation, whatever the default.
    case system
    /// `navigationControllerTransition(_:)` with this style: ours, before the framework's answer.
    case style(TransitionStyle)
    /// Nothing of ours; the framework answers the push with its own transition (iOS 18's zoom): it must win
    /// over the stack's default, for the push and the pop.
    case framework

    package var description: String {
        switch self {
        case .inherit: return "nothing"
        case .system: return "the system animation"
        case let .style(style): return SelfCheckStep.name(of: style)
        case .framework: return "nothing, the framework animating it"
        }
    }
}

/// What UIKit's back recognizers must show at a ``SelfCheckStep/checkSystemBackGestures(_:)`` step.
package enum SelfCheckBackGestureExpectation: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// A plain screen on top with the proxy installed: each recognizer on the navigation controller's view, with
    /// the app's `isEnabled` (the content one on), its delegate the library's object, and that delegate lets it
    /// begin (UIKit is reported to refuse otherwise for a delegate like the proxy).
    case plainScreenSwipesBack
    /// A screen with a custom transition on top: each recognizer switched off (the library's pan swipes it back),
    /// its delegate still the library's object.
    case heldOffUnderCustomScreen
    /// The proxy uninstalled: no recognizer's delegate is the library's object any more.
    case handedBack

    package var description: String {
        switch self {
        case .plainScreenSwipesBack: return "a plain screen may be swiped back by UIKit, through the library's answer"
        case .heldOffUnderCustomScreen: return "held off under a custom screen"
        case .handedBack: return "handed back"
        }
    }
}
