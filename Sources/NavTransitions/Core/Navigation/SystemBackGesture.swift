import Foundation

/// One of UIKit's own back gestures of a navigation controller.
package enum SystemBackGesture: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `interactivePopGestureRecognizer`: the swipe from the leading edge (iOS 7 and later).
    case edge
    /// `interactiveContentPopGestureRecognizer`: the swipe from anywhere in the content (iOS 26 and later, for
    /// apps built with the iOS 26 SDK). Apple's header: "The interactive content pop gesture recognizes on the
    /// entire content area of the navigation controller in cases that are not covered by the interactive pop
    /// gesture recognizer and initiates an interactive pop. This property should only be used to set up failure
    /// requirements with it." Reported: it yields to horizontal scroll views and to cells' swipe actions. The
    /// package compiles against the iOS 16.5 SDK: the UIKit layer finds it at run time (`responds(to:)`, then
    /// `value(forKey:)`), never by `#if compiler`.
    case content

    package var description: String {
        switch self {
        case .edge: return "interactivePopGestureRecognizer"
        case .content: return "interactiveContentPopGestureRecognizer"
        }
    }
}

/// The delegates UIKit's back recognizers had before the proxy became their delegate, kept weakly so that every
/// call the proxy does not answer itself is forwarded to them and they are put back when the proxy hands back.
///
/// The proxy takes a recognizer's delegate when it installs (``NavigationProxyAction/takeSystemBackGestureDelegates``)
/// and keeps whatever was there as the *chained* delegate: UIKit's own object, or another library's (an app's
/// navigation controller that set `interactivePopGestureRecognizer.delegate = self`). It never overwrites one
/// silently: the chained delegate keeps receiving every call, and its answer to `gestureRecognizerShouldBegin`
/// counts as ``SystemBackGestureGate`` says. When the proxy hands back
/// (``NavigationProxyAction/handBackSystemBackGestureDelegates``), a recognizer whose delegate is still the
/// proxy gets its chained delegate back; one that another object took meanwhile is left to that object.
package struct SystemBackGestureDelegates<Delegate> {
    private struct Weak {
        weak var object: AnyObject?
        init(_ delegate: Delegate?) { object = delegate.map { $0 as AnyObject } }
        var delegate: Delegate? { object as? Delegate }
    }

    private var chained: [SystemBackGesture: Weak] = [:]

    /// Creates slots that hold nothing.
    package init() {}

    /// The delegate the proxy chains to for `gesture`: the one it found there, nil if none (or freed).
    package func chained(_ gesture: SystemBackGesture) -> Delegate? {
        chained[gesture]?.delegate
    }

    /// Whether the proxy holds `gesture`'s delegate slot (it took it and has not handed it back).
    package func holds(_ gesture: SystemBackGesture) -> Bool {
        chained[gesture] != nil
    }

    /// The proxy takes the delegate of `gesture`'s recognizer, which holds `current` (`isProxy`: the proxy itself).
    ///
    /// - Returns: whether to assign the proxy as the recognizer's delegate: not when it is already.
    package mutating func take(_ gesture: SystemBackGesture, current: Delegate?, isProxy: Bool) -> Bool {
        guard !isProxy else {
            if chained[gesture] == nil { chained[gesture] = Weak(nil) }
            return false
        }
        chained[gesture] = Weak(current)
        return true
    }

    /// The proxy hands `gesture`'s recognizer back; its delegate is the proxy (`isProxy`) or another object.
    ///
    /// - Returns: `.some(delegate)` to assign (the chained delegate, nil if it is gone) when the proxy is still
    ///   the recognizer's delegate; nil to leave the recognizer alone (another object took it, or the proxy
    ///   never held it).
    package mutating func handBack(_ gesture: SystemBackGesture, isProxy: Bool) -> Delegate?? {
        guard let taken = chained.removeValue(forKey: gesture), isProxy else { return nil }
        return .some(taken.delegate)
    }
}
