#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Marks this view as the thumbnail a zoom flies from, and back to.
    ///
    /// A push or a presentation names the same identifier and namespace in its
    /// ``NavigationControllerTransition/zoom(sourceID:in:options:)`` or
    /// ``ModalTransition/zoom(sourceID:in:options:)``:
    ///
    /// ```swift
    /// @Namespace private var grid
    ///
    /// Thumbnail(photo: photo)
    ///     .zoomTransitionSource(id: photo.id, in: grid, cornerRadius: 8)
    /// ```
    ///
    /// The flight takes the thumbnail's frame and its drawing; the thumbnail is hidden (its opacity) while the
    /// photo flies from it and back. A thumbnail scrolled out of a lazy stack or list is no longer there: the
    /// photo then fades and shrinks toward the centre, as for a UIKit source that is gone. When several views
    /// carry the same identifier, the one marked last that is on screen is used.
    ///
    /// - Parameters:
    ///   - id: the identifier of the thumbnail (a photo's `id`).
    ///   - namespace: the namespace of the identifiers (`@Namespace`).
    ///   - cornerRadius: the thumbnail's corner radius, which the flight opens from (a clip shape is not
    ///     visible to UIKit).
    public func zoomTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID, cornerRadius: CGFloat = 0) -> some View {
        modifier(
            ZoomTransitionSourceModifier(
                key: ZoomSourceKey(namespace: namespace, id: AnyHashable(id)), cornerRadius: cornerRadius))
    }
}

/// Hides the view while a zoom flies from it, and places the marker behind it.
struct ZoomTransitionSourceModifier: ViewModifier {
    let key: ZoomSourceKey
    let cornerRadius: CGFloat
    @State private var isHiddenByZoom = false

    func body(content: Content) -> some View {
        content
            .opacity(isHiddenByZoom ? 0 : 1)
            .background {
                ZoomSourceMarker(key: key, cornerRadius: cornerRadius, hiddenByZoom: $isHiddenByZoom)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
    }
}
#endif
