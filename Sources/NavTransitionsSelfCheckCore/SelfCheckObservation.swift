import Foundation
import NavTransitions

/// What a runner read once a scenario had come to rest: the window, the screens, the transitions it saw
/// run, the navigation controller's delegate and gesture, and the fixtures' state.
///
/// The Example's runner reads it from UIKit, the headless runner from the test model; ``SelfCheckInvariant``
/// judges both the same way.
package struct SelfCheckObservation: Sendable, Equatable {
    /// A screen the scenario made.
    package struct Screen: Sendable, Equatable {
        package var name: String
        /// The frame of its view in the window's coordinates; nil when the view is not in the window.
        package var frameInWindow: CGRect?
        /// Whether the screen is still alive (after the main queue has turned twice since the last step).
        package var isAlive: Bool

        package init(name: String, frameInWindow: CGRect?, isAlive: Bool) {
            self.name = name
            self.frameInWindow = frameInWindow
            self.isAlive = isAlive
        }
    }

    /// Which animation ran a transition.
    package enum Animator: String, Sendable, Equatable {
        /// One of the library's animation controllers.
        case library
        /// UIKit's own (or none, for a transition that is not animated).
        case system
    }

    /// A transition a step started.
    package struct Transition: Sendable, Equatable {
        /// The index of the step that started it.
        package var step: Int
        /// Which animation ran it; nil when the runner could not tell.
        package var animator: Animator?
        /// Every completion reported (`completeTransition`, or the transition coordinator's completion with
        /// `!isCancelled`): true for finished. Nil when the runner could not observe them (UIKit's own transitions
        /// in the headless model).
        package var completions: [Bool]?

        package init(step: Int, animator: Animator?, completions: [Bool]?) {
            self.step = step
            self.animator = animator
            self.completions = completions
        }
    }

    /// What the navigation controller's `delegate` property holds.
    package enum DelegateHolder: String, Sendable, Equatable {
        case none
        case proxy
        /// The app's current delegate.
        case app
        /// Another object (a delegate the app assigned before its current one, or a stranger).
        case other
    }

    /// The container screens rest in: the window's bounds, safe area, size class and direction.
    package var container: PresentationContainer
    /// The navigation stack, root first.
    package var stack: [String]
    /// The presented screen, if any.
    package var presented: String?
    /// Every screen the scenario made (the root included).
    package var screens: [Screen]
    /// The library's marked views found in the window, masks included.
    package var libraryViews: [LibraryViewKind]
    /// The transitions the steps started.
    package var transitions: [Transition]
    /// What the navigation controller's `delegate` property holds.
    package var delegateProperty: DelegateHolder
    /// Whether the installed proxy forwards to the app's current delegate; nil without an installed proxy.
    package var proxyForwardsToApp: Bool?
    /// The screen of the last `didShow` the app's current delegate received.
    package var appDelegateLastShown: String?
    /// `interactivePopGestureRecognizer.isEnabled`. (Whether the proxy must hold it off is the scenario's to
    /// say: ``SelfCheckScenario/holdsSystemPopGestureOff(atRestWith:)``.)
    package var popGestureEnabled: Bool
    /// Thumbnails of the photo grid whose alpha is not 1 (a zoom hides its source with alpha).
    package var hiddenThumbnails: Int
    /// The carousel's centred item, if one is centred.
    package var carouselCentredItem: Int?
    /// The reorder grid's items by original index: as shown, and in the app's data.
    package var reorderShown: [Int]?
    package var reorderData: [Int]?
    /// The last accessibility notification the library posted after a transition of the scenario
    /// (``TransitionFocus``), with the element it focused; nil when it posted none.
    package var focus: SelfCheckFocus?
    /// The presented sheet, when a sheet is presented.
    package var sheet: SelfCheckSheetObservation?

    package init(
        container: PresentationContainer, stack: [String], presented: String?, screens: [Screen],
        libraryViews: [LibraryViewKind], transitions: [Transition], delegateProperty: DelegateHolder,
        proxyForwardsToApp: Bool?, appDelegateLastShown: String?, popGestureEnabled: Bool,
        hiddenThumbnails: Int = 0, carouselCentredItem: Int? = nil, reorderShown: [Int]? = nil, reorderData: [Int]? = nil,
        focus: SelfCheckFocus? = nil, sheet: SelfCheckSheetObservation? = nil
    ) {
        self.focus = focus
        self.sheet = sheet
        self.container = container
        self.stack = stack
        self.presented = presented
        self.screens = screens
        self.libraryViews = libraryViews
        self.transitions = transitions
        self.delegateProperty = delegateProperty
        self.proxyForwardsToApp = proxyForwardsToApp
        self.appDelegateLastShown = appDelegateLastShown
        self.popGestureEnabled = popGestureEnabled
        self.hiddenThumbnails = hiddenThumbnails
        self.carouselCentredItem = carouselCentredItem
        self.reorderShown = reorderShown
        self.reorderData = reorderData
    }
}

/// An accessibility notification the library posted after a transition: which one, and the element it
/// sent VoiceOver to, named as the scenario names it ("item 7": the photo grid's cell of item 7; "other").
package struct SelfCheckFocus: Sendable, Equatable, CustomStringConvertible {
    package var post: TransitionFocus.Post
    package var element: String

    package init(_ post: TransitionFocus.Post, _ element: String) {
        self.post = post
        self.element = element
    }

    /// The name of the photo grid's cell of `item`.
    package static func item(_ item: Int) -> String { "item \(item)" }

    package var description: String { "\(post) on \(element)" }
}

/// A presented sheet as a runner reads it from its presentation controller.
package struct SelfCheckSheetObservation: Sendable, Equatable {
    /// The sheet's description now (`layout`; its selection follows the user).
    package var sheet: PresentationLayout.Sheet
    /// The detent it rests at, resolved (`selectedDetent`).
    package var selectedDetent: PresentationLayout.SheetDetent?
    /// Whether a touch outside the sheet reaches the presenting screen; nil when the runner cannot tell.
    package var passesTouches: Bool?
    /// The presented view's `accessibilityViewIsModal`; nil when the runner cannot tell.
    package var isAccessibilityModal: Bool?
    /// The height of the container's bottom strip the docked keyboard covers (0 without one).
    package var keyboardOverlap: CGFloat
    /// How many taps outside the sheet reached the presenting screen; nil when the runner cannot count them.
    package var touchesPassedToPresenter: Int?
    /// The presented list's vertical content offset; nil without a list.
    package var listOffset: CGFloat?
    /// Whether the sheet's pan is wired as UIKit will deliver touches to it — on the presented view, enabled,
    /// with the library's gesture delegate — so that a drag the scenario drives through the pan's entry points
    /// is also one a finger can make; nil when the runner cannot tell.
    package var isPanWired: Bool?

    package init(
        sheet: PresentationLayout.Sheet, selectedDetent: PresentationLayout.SheetDetent?, passesTouches: Bool?,
        isAccessibilityModal: Bool?, keyboardOverlap: CGFloat, touchesPassedToPresenter: Int? = nil, listOffset: CGFloat? = nil,
        isPanWired: Bool? = nil
    ) {
        self.sheet = sheet
        self.selectedDetent = selectedDetent
        self.passesTouches = passesTouches
        self.isAccessibilityModal = isAccessibilityModal
        self.keyboardOverlap = keyboardOverlap
        self.touchesPassedToPresenter = touchesPassedToPresenter
        self.listOffset = listOffset
        self.isPanWired = isPanWired
    }
}
