import Foundation

/// The delegates the navigation proxy holds — the original it forwards to and hands back, the wrapper it
/// stays behind, and the originals a reassignment displaced — kept weakly and changed only by
/// ``NavigationProxyAction``s, so the UIKit proxy and its headless double share this bookkeeping instead
/// of each writing it.
///
/// `Delegate` is a class-bound protocol type (`any UINavigationControllerDelegate`); its values are held
/// as weak object references.
package struct NavigationDelegateSlots<Delegate> {
    /// What the navigation controller's `delegate` must become after an action.
    package enum Assignment: Sendable, Hashable {
        /// The proxy itself.
        case proxy
        /// The original delegate (nil if it is gone).
        case original
        /// The wrapper (another library's proxy) the proxy stays behind.
        case wrapper
    }

    private struct Weak {
        weak var object: AnyObject?
        init(_ delegate: Delegate? = nil) { object = delegate.map { $0 as AnyObject } }
        var delegate: Delegate? { object as? Delegate }
    }

    private var originalReference = Weak()
    private var wrapperReference = Weak()
    private var displaced: [Weak] = []

    /// Creates empty slots.
    package init() {}

    /// The original delegate, or nil (none, or freed).
    package var original: Delegate? { originalReference.delegate }
    /// The wrapper the proxy stays behind, or nil.
    package var wrapper: Delegate? { wrapperReference.delegate }

    /// Applies `action`; `candidate` is the delegate object the event's snapshot saw.
    ///
    /// - Returns: what the navigation controller's `delegate` becomes, or nil when it is left alone (also
    ///   for the actions that are not about delegates). Restoring from an empty displaced list gives no
    ///   original; dropping from it does nothing.
    package mutating func apply(_ action: NavigationProxyAction, candidate: Delegate?) -> Assignment? {
        switch action {
        case let .adoptCurrentAndAssignProxy(displacing):
            if displacing { displaced.append(originalReference) }
            originalReference = Weak(candidate)
            return .proxy
        case .handBack:
            return .original
        case let .keepCurrentAsWrapper(restoreDisplaced):
            wrapperReference = Weak(candidate)
            if restoreDisplaced { restoreDisplacedOriginal() }
            return nil
        case .wrapWithOriginal:
            wrapperReference = originalReference
            restoreDisplacedOriginal()
            return .wrapper
        case .restoreDisplacedOriginal:
            restoreDisplacedOriginal()
            return nil
        case .dropOldestDisplacedOriginal:
            if !displaced.isEmpty { displaced.removeFirst() }
            return nil
        case .forgetWrapper:
            wrapperReference = Weak()
            return nil
        case .setSystemPopGestureEnabled, .setSystemContentPopGestureEnabled, .takeSystemBackGestureDelegates,
            .handBackSystemBackGestureDelegates, .observeTransitionEnd, .abandonUnstartedSwipeBack, .resetStaleSwipeBack,
            .keepOwner, .forgetOwner,
            .checkStackAfterCancelledPop:
            return nil
        }
    }

    private mutating func restoreDisplacedOriginal() {
        originalReference = displaced.popLast() ?? Weak()
    }
}
