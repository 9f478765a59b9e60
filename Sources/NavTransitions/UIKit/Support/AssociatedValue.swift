#if canImport(UIKit)
import ObjectiveC
import UIKit

/// A value stored on an object with the Objective-C runtime's associated objects (public API).
///
/// Each key is one byte allocated once, for the life of the process, so its address is unique and
/// stable; it is immutable and isolated to the main actor.
@MainActor
struct AssociatedValue<Value> {
    private let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The value stored on `object`, if any.
    func get(_ object: AnyObject) -> Value? {
        (objc_getAssociatedObject(object, key) as? Box)?.value
    }

    /// Stores `value` on `object` (retained by the object), or removes it when nil.
    func set(_ value: Value?, on object: AnyObject) {
        objc_setAssociatedObject(object, key, value.map(Box.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// The keys NavTransitions stores on UIKit objects.
@MainActor
enum AssociatedValues {
    static let navigationTransition = AssociatedValue<NavigationControllerTransition>()
    static let navigationDelegateProxy = AssociatedValue<NavigationDelegateProxy>()
    static let modalTransitioningDelegate = AssociatedValue<ModalTransitioningDelegate>()
    static let zoomDismissal = AssociatedValue<ZoomInteractiveDismissal>()
    static let reduceMotionOverride = AssociatedValue<Bool>()
    static let voiceOverOverride = AssociatedValue<Bool>()
    /// Whether the navigation delegate's original (a framework's own delegate) answered the screen's last push
    /// although a transition of ours stood behind it (Core's ``NavigationAnimationAnswer/pushedScreen(originalAnswered:)``).
    static let pushedByFramework = AssociatedValue<Bool>()
    static let lastFocusPost = AssociatedValue<TransitionFocusPoster.Record>()
}
#endif
