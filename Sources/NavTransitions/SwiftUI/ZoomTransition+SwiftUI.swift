#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension NavigationControllerTransition {
    /// The photo flies from the SwiftUI view marked with
    /// ``SwiftUI/View/zoomTransitionSource(id:in:cornerRadius:)`` to the pushed screen, and back to it when
    /// popped.
    ///
    /// ```swift
    /// PhotoView(photo: photo)
    ///     .navigationControllerTransition(.zoom(sourceID: photo.id, in: grid))
    /// ```
    ///
    /// The identifier is read again when popping: put the modifier on the destination with the identifier of
    /// the photo shown now (a browser that pages updates it). Otherwise as
    /// ``zoom(options:sourceViewProvider:)``.
    public static func zoom<ID: Hashable & Sendable>(
        sourceID: ID, in namespace: Namespace.ID, options: ZoomOptions = ZoomOptions()
    ) -> NavigationControllerTransition {
        zoom(options: options, sourceViewProvider: ZoomSourceMarkers.provider(for: sourceID, in: namespace))
    }
}

extension ModalTransition {
    /// The photo flies from the SwiftUI view marked with
    /// ``SwiftUI/View/zoomTransitionSource(id:in:cornerRadius:)`` to the presented content, and back to it
    /// when dismissed.
    ///
    /// ```swift
    /// Thumbnail(photo: photo)
    ///     .zoomTransitionSource(id: photo.id, in: grid)
    ///     .modalTransition(.zoom(sourceID: photo.id, in: grid), isPresented: $showsPhoto) {
    ///         PhotoView(photo: photo)
    ///     }
    /// ```
    ///
    /// The photo lands on the presented content's frame. SwiftUI content does not name a photo view, so the
    /// zoom's pinch and drag do not dismiss it: dismiss it with ``ModalTransitionDismiss``, or a transition
    /// with a pan. Otherwise as ``zoom(options:sourceViewProvider:)``.
    public static func zoom<ID: Hashable & Sendable>(
        sourceID: ID, in namespace: Namespace.ID, options: ZoomOptions = ZoomOptions()
    ) -> ModalTransition {
        zoom(options: options, sourceViewProvider: ZoomSourceMarkers.provider(for: sourceID, in: namespace))
    }
}
#endif
