import Foundation

/// The facts about the top screen that decide whether it may be swiped back.
///
/// The UIKit layer reads them from the top view controller: `navigationTransition != nil`,
/// `navigationTransition?.swipeBackArea`, and its `navigationItem`'s `hidesBackButton`,
/// `leftBarButtonItems?.count`, (iOS 16) the item counts of `leadingItemGroups`, and
/// `leftItemsSupplementBackButton`, and passes them to ``init(hasCustomTransition:area:hidesBackButton:leftBarButtonItemCount:leadingItemGroupItemCounts:leftItemsSupplementBackButton:)``.
package struct SwipeBackScreen: Sendable, Hashable {
    /// Whether the screen has a custom transition (the library's pan swipes it back, not UIKit's).
    package var hasCustomTransition: Bool
    /// Where a swipe back may start on the screen; nil turns it off for the screen.
    package var area: SwipeBackArea?
    /// `navigationItem.hidesBackButton`.
    package var hidesBackButton: Bool
    /// `navigationItem.leftBarButtonItems?.count ?? 0`; a negative count counts as 0.
    package var leftItemCount: Int
    /// `navigationItem.leftItemsSupplementBackButton`.
    package var leftItemsSupplementBackButton: Bool

    /// Creates the facts; the defaults are a screen with a custom transition and the system's back button.
    package init(
        hasCustomTransition: Bool = true,
        area: SwipeBackArea? = .leadingEdge,
        hidesBackButton: Bool = false,
        leftItemCount: Int = 0,
        leftItemsSupplementBackButton: Bool = false
    ) {
        self.hasCustomTransition = hasCustomTransition
        self.area = area
        self.hidesBackButton = hidesBackButton
        self.leftItemCount = leftItemCount
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
    }

    /// The facts read from a top screen's `navigationItem`, leading item groups included.
    ///
    /// - Parameters:
    ///   - leftBarButtonItemCount: `leftBarButtonItems?.count ?? 0`.
    ///   - leadingItemGroupItemCounts: `leadingItemGroups.map(\.barButtonItems.count)` on iOS 16 and later;
    ///     nil before (the property does not exist).
    package init(
        hasCustomTransition: Bool,
        area: SwipeBackArea?,
        hidesBackButton: Bool,
        leftBarButtonItemCount: Int,
        leadingItemGroupItemCounts: [Int]?,
        leftItemsSupplementBackButton: Bool
    ) {
        self.init(
            hasCustomTransition: hasCustomTransition,
            area: area,
            hidesBackButton: hidesBackButton,
            leftItemCount: Self.leadingItemCount(
                leftBarButtonItemCount: leftBarButtonItemCount, leadingItemGroupItemCounts: leadingItemGroupItemCounts),
            leftItemsSupplementBackButton: leftItemsSupplementBackButton
        )
    }

    /// How many items take the leading side of the navigation bar: the larger of the left items and the
    /// items of the leading item groups, which replace the left items on iOS 16 (UINavigationItem.h: "Items
    /// set via this method will replace items set via .leftBarButtonItem or .leftBarButtonItems"). Negative
    /// counts count as 0.
    package static func leadingItemCount(leftBarButtonItemCount: Int, leadingItemGroupItemCounts: [Int]?) -> Int {
        let groups = (leadingItemGroupItemCounts ?? []).reduce(0) { $0 + max(0, $1) }
        return max(leftBarButtonItemCount, groups, 0)
    }

    /// Whether left bar button items take the back button's place: some items, not supplementing it.
    /// UIKit's own edge swipe does not begin then.
    package var replacesBackButton: Bool {
        leftItemCount > 0 && !leftItemsSupplementBackButton
    }

    /// Whether a scroll view's pan must wait for the swipe-back pan to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`): from the leading edge of a custom-transition
    /// screen the swipe back wins, as the system's does.
    package var winsOverScrollViews: Bool {
        hasCustomTransition && area == .leadingEdge
    }

    /// Whether a scroll view's pan must wait for the swipe-back pan for `input`: only for touches (a
    /// trackpad's scroll has no edge, so the scroll views under the pointer keep it, as with ``SwipeBackArea/anywhere``).
    package func makesScrollViewsWait(for input: SwipeBackInput) -> Bool {
        input == .touch && winsOverScrollViews
    }

    /// Whether another recognizer must wait for the swipe-back pan (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`):
    /// a scroll view's own pan (`panGestureRecognizer`), as ``makesScrollViewsWait(for:)`` says; nothing else waits.
    package func makesWait(otherIsScrollViewPan: Bool, input: SwipeBackInput) -> Bool {
        otherIsScrollViewPan && makesScrollViewsWait(for: input)
    }
}

/// What moves the swipe-back pan: a finger, or a trackpad's two-finger scroll (`UIEvent.EventType.scroll`;
/// the pan allows continuous scrolls, `allowedScrollTypesMask = .continuous`, as the system's swipe back
/// follows an iPad trackpad).
package enum SwipeBackInput: Sendable, Hashable, CaseIterable {
    /// A touch (UIKit sends `gestureRecognizer(_:shouldReceive:)` with the touch first).
    case touch
    /// A trackpad's continuous scroll: no finger comes down, the pointer may be anywhere.
    case trackpadScroll

    /// The input of an event the pan is about to receive (`gestureRecognizer(_:shouldReceive:)` with a `UIEvent`).
    package init(isScrollEvent: Bool) {
        self = isScrollEvent ? .trackpadScroll : .touch
    }
}

/// What the swipe-back pan sees when it is about to begin (`gestureRecognizerShouldBegin(_:)`).
package struct SwipeBackRequest: Sendable, Equatable {
    /// The navigation stack's number of view controllers; more than 1 is needed.
    package var stackCount: Int
    /// Whether a transition runs (`transitionCoordinator != nil`).
    package var isTransitionRunning: Bool
    /// The top screen's facts.
    package var top: SwipeBackScreen
    /// The touch's x in the container, in points, where the finger came down.
    package var touchLocationX: CGFloat
    /// The container's width in points (to measure from the right edge in right-to-left layouts).
    package var containerWidth: CGFloat
    /// The container's layout direction; the leading edge is left in LTR, right in RTL.
    package var layoutDirection: LayoutDirection
    /// The pan's velocity in points per second.
    package var velocity: CGPoint
    /// Horizontal scroll views under the touch (or the pointer); used where the area or the input yields to them.
    package var scrollViewsUnderTouch: [ScrollViewState]
    /// What moves the pan.
    package var input: SwipeBackInput
    /// Whether the library's own pop is settling after a release (a touch grabs it).
    package var isSwipeBackSettling: Bool

    /// Creates a request.
    package init(
        stackCount: Int,
        isTransitionRunning: Bool,
        top: SwipeBackScreen,
        touchLocationX: CGFloat,
        containerWidth: CGFloat,
        layoutDirection: LayoutDirection,
        velocity: CGPoint,
        scrollViewsUnderTouch: [ScrollViewState],
        isSwipeBackSettling: Bool,
        input: SwipeBackInput
    ) {
        self.stackCount = stackCount
        self.isTransitionRunning = isTransitionRunning
        self.top = top
        self.touchLocationX = touchLocationX
        self.containerWidth = containerWidth
        self.layoutDirection = layoutDirection
        self.velocity = velocity
        self.scrollViewsUnderTouch = scrollViewsUnderTouch
        self.isSwipeBackSettling = isSwipeBackSettling
        self.input = input
    }
}

/// Decides whether the library's swipe-back pan may begin, the way UIKit decides for its own edge swipe.
///
/// The decisions name the reason, first failing check first, in the order of ``Decision``'s cases.
package enum SwipeBackGate {
    /// The width of the leading edge band, in points, like the system's edge swipe.
    package static let edgeWidth: CGFloat = 44

    /// The outcome of ``decision(for:isEnabledByApp:isInstalled:)``.
    package enum Decision: Sendable, Hashable, CaseIterable {
        /// A new swipe back begins.
        case begin
        /// The library's own pop is settling and the pan moves in the swipe-back direction: it grabs the pop.
        case grab
        /// The proxy is not installed (detached or uninstalled): the pan has nothing to pop.
        case notInstalled
        /// The stack holds one screen or none: there is nothing to pop.
        case nothingToPop
        /// A transition is already running (pushing, popping, or a pop that is not the library's).
        case transitionRunning
        /// The top screen has no custom transition; UIKit's own swipe back handles it.
        case noCustomTransition
        /// The top screen turned swipe back off (`swipeBackArea == nil`).
        case swipeBackOff
        /// The app switched the system swipe back off (`interactivePopGestureRecognizer.isEnabled = false`).
        case disabledByApp
        /// The top screen hides its back button (`navigationItem.hidesBackButton`).
        case backButtonHidden
        /// Left bar button items replace the back button (without `leftItemsSupplementBackButton`).
        case backButtonReplaced
        /// The pan is not mostly horizontal toward the back direction (or its velocity is zero or NaN); also
        /// for a pan that lands on a settling pop.
        case wrongDirection
        /// Leading-edge area, and the touch is farther from the leading edge than ``edgeWidth``.
        case outsideEdge
        /// Anywhere area, and a scroll view under the touch can still scroll with a finger moving back.
        case scrollViewCanScroll

        /// Whether the pan begins: ``begin`` or ``grab``.
        package var beginsPan: Bool { self == .begin || self == .grab }
    }

    /// Whether the swipe-back pan may begin, or why not.
    ///
    /// - Parameters:
    ///   - request: what the pan sees.
    ///   - isEnabledByApp: the app's value of `interactivePopGestureRecognizer.isEnabled` (not a value the
    ///     proxy set: see ``SystemPopGestureOwnership/appValue(current:)``).
    ///   - isInstalled: whether the proxy is installed.
    /// - Returns: while the library's pop settles, ``Decision/grab`` for a pan that moves mostly in the
    ///   swipe-back direction, anywhere on screen (``Decision/wrongDirection`` for any other); otherwise
    ///   ``Decision/begin`` when the
    ///   stack can pop, no transition runs, the top screen has a custom transition with a swipe-back area,
    ///   the app has not switched swipe back off, the back button is neither hidden nor replaced (UIKit's own
    ///   rules for its edge swipe), the pan moves mostly toward the back direction (right in LTR, left in
    ///   RTL), and the touch is within ``edgeWidth`` of the leading edge (leading-edge area) or not over a
    ///   scroll view that can still scroll back (anywhere area). NaN locations and widths are outside the edge.
    ///   A trackpad's scroll has no edge: in either area it begins wherever the pointer is, unless a scroll
    ///   view under the pointer can still scroll back.
    package static func decision(for request: SwipeBackRequest, isEnabledByApp: Bool, isInstalled: Bool) -> Decision {
        guard isInstalled else { return .notInstalled }
        let back = SwipeDirection.back(for: request.layoutDirection)
        let movesBack = SwipeDirection(dominantDirectionOf: request.velocity) == back
        if request.isSwipeBackSettling, request.isTransitionRunning {
            // Any other pan (the revealed screen's list, a carousel moving forward) leaves the settle alone.
            return movesBack ? .grab : .wrongDirection
        }
        guard request.stackCount > 1 else { return .nothingToPop }
        guard !request.isTransitionRunning else { return .transitionRunning }
        let top = request.top
        guard top.hasCustomTransition else { return .noCustomTransition }
        guard let area = top.area else { return .swipeBackOff }
        guard isEnabledByApp else { return .disabledByApp }
        guard !top.hidesBackButton else { return .backButtonHidden }
        guard !top.replacesBackButton else { return .backButtonReplaced }
        guard movesBack else { return .wrongDirection }

        switch (area, request.input) {
        case (.leadingEdge, .touch):
            let fromLeadingEdge = distanceFromLeadingEdge(request.touchLocationX, request.containerWidth, request.layoutDirection)
            // NaN anywhere fails both comparisons: outside. Like the system's, the edge wins over scroll views.
            guard fromLeadingEdge >= 0, fromLeadingEdge <= edgeWidth else { return .outsideEdge }
        case (.anywhere, _), (.leadingEdge, .trackpadScroll):
            if request.scrollViewsUnderTouch.contains(where: { $0.canScroll(toward: back) }) { return .scrollViewCanScroll }
        }
        return .begin
    }

    /// Whether the pan should receive a touch that came down at `x` (`gestureRecognizer(_:shouldReceive:)`).
    ///
    /// Only touches it could begin with: any touch while the library's pop settles (a grab), otherwise a
    /// touch on a top screen with a custom transition and a swipe-back area, within ``edgeWidth`` of the
    /// leading edge for the leading-edge area. A pan that never receives a touch never makes scroll views
    /// wait for it.
    package static func receivesTouch(
        atX x: CGFloat,
        containerWidth: CGFloat,
        layoutDirection: LayoutDirection,
        top: SwipeBackScreen?,
        isSwipeBackSettling: Bool
    ) -> Bool {
        if isSwipeBackSettling { return true }
        guard let top, top.hasCustomTransition, let area = top.area else { return false }
        switch area {
        case .anywhere:
            return true
        case .leadingEdge:
            let fromLeadingEdge = distanceFromLeadingEdge(x, containerWidth, layoutDirection)
            return fromLeadingEdge >= 0 && fromLeadingEdge <= edgeWidth
        }
    }

    /// Whether the pan should receive a trackpad's scroll (`gestureRecognizer(_:shouldReceive:)` with a scroll
    /// event): while the library's pop settles (a grab), or on a top screen with a custom transition and a
    /// swipe-back area, wherever the pointer is.
    package static func receivesScroll(top: SwipeBackScreen?, isSwipeBackSettling: Bool) -> Bool {
        if isSwipeBackSettling { return true }
        guard let top, top.hasCustomTransition else { return false }
        return top.area != nil
    }

    private static func distanceFromLeadingEdge(_ x: CGFloat, _ width: CGFloat, _ layoutDirection: LayoutDirection) -> CGFloat {
        switch layoutDirection {
        case .leftToRight: return x
        case .rightToLeft: return width - x
        }
    }
}
