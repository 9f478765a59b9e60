import Foundation

/// What the proxy answers for the navigation controller's orientation methods, which it claims only when the
/// original delegate implements them (so UIKit's own defaults apply otherwise).
///
/// The answers are UIKit values (`UIInterfaceOrientationMask`, `UIInterfaceOrientation`); the rules are
/// generic over them, the UIKit layer passes the candidates.
package enum NavigationOrientationAnswer {
    /// `navigationControllerSupportedInterfaceOrientations(_:)`.
    ///
    /// - Parameters:
    ///   - entry: the call's entry (``NavigationProxyState/delegateCallBegan(_:_:)``); an ignored call (a
    ///     forwarding loop) does not ask the original.
    ///   - original: the original delegate's answer; nil when it has none (or has been freed since the
    ///     proxy claimed the method).
    ///   - isPad: whether the navigation controller's idiom is the iPad's.
    ///   - all, allButUpsideDown: the two masks of UIKit's defaults.
    /// - Returns: the original's answer, else UIKit's default: all orientations on iPad, all but upside down
    ///   elsewhere.
    package static func supportedInterfaceOrientations<Mask>(
        entry: DelegateCallEntry,
        original: () -> Mask?,
        isPad: Bool,
        all: Mask,
        allButUpsideDown: Mask
    ) -> Mask {
        forwarded(entry, original) ?? (isPad ? all : allButUpsideDown)
    }

    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
    ///
    /// - Returns: the original's answer, else the top screen's `preferredInterfaceOrientationForPresentation`,
    ///   else (an empty stack) `portrait`.
    package static func preferredInterfaceOrientation<Orientation>(
        entry: DelegateCallEntry,
        original: () -> Orientation?,
        topScreen: () -> Orientation?,
        portrait: Orientation
    ) -> Orientation {
        forwarded(entry, original) ?? topScreen() ?? portrait
    }

    /// The original's answer, unless the call is ignored.
    private static func forwarded<Value>(_ entry: DelegateCallEntry, _ original: () -> Value?) -> Value? {
        switch entry {
        case .ignore: return nil
        case .handle, .forwardOnly: return original()
        }
    }
}
