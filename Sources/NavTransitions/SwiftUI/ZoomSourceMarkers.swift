#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension AssociatedValues {
    static let zoomSourceMarkers = AssociatedValue<ZoomSourceMarkers>()
}

/// A zoom source's identifier: the app's identifier in its namespace.
struct ZoomSourceKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The zoom sources marked in one window (kept on the window: no global state), over Core's
/// ``ZoomSourceRegistry``.
@MainActor
final class ZoomSourceMarkers {
    private var registry = ZoomSourceRegistry<ZoomSourceKey, ObjectIdentifier>()
    private var views: [ObjectIdentifier: WeakMarker] = [:]

    private struct WeakMarker {
        weak var view: ZoomSourceMarkerView?
    }

    /// The markers of `window`, made on first use.
    static func markers(in window: UIWindow) -> ZoomSourceMarkers {
        let markers = AssociatedValues.zoomSourceMarkers.get(window) ?? ZoomSourceMarkers()
        AssociatedValues.zoomSourceMarkers.set(markers, on: window)
        return markers
    }

    func register(_ marker: ZoomSourceMarkerView, for key: ZoomSourceKey) {
        let identifier = ObjectIdentifier(marker)
        views[identifier] = WeakMarker(view: marker)
        registry.register(identifier, for: key)
    }

    func unregister(_ marker: ZoomSourceMarkerView) {
        let identifier = ObjectIdentifier(marker)
        views[identifier] = nil
        registry.unregister(identifier)
    }

    /// The marker a zoom flies from for `key` (Core's choice among the shown ones), if any.
    func source(for key: ZoomSourceKey) -> ZoomSourceMarkerView? {
        let found = registry.source(for: key) { [views] identifier in
            views[identifier]?.view?.isShownForZoom ?? false
        }
        return found.flatMap { views[$0]?.view }
    }

    /// The source-view provider of a SwiftUI zoom: the marker of `id` in `namespace`, in the window of the
    /// zoomed screen (the source screen's view may be out of the window while a full-screen presentation
    /// covers it).
    nonisolated static func provider<ID: Hashable & Sendable>(for id: ID, in namespace: Namespace.ID) -> ZoomSourceViewProvider {
        { context in
            let window = context.zoomedViewController.viewIfLoaded?.window ?? context.sourceViewController.viewIfLoaded?.window
            return window.flatMap { markers(in: $0).source(for: ZoomSourceKey(namespace: namespace, id: AnyHashable(id))) }
        }
    }
}

/// The invisible view behind a SwiftUI zoom source: it has the source's frame, so the zoom measures it and
/// flies from it; its snapshot is the hosting view's drawing over that frame (it holds none of its own);
/// the zoom hiding it (alpha) hides the SwiftUI view through the modifier's state.
final class ZoomSourceMarkerView: UIView {
    var key: ZoomSourceKey? {
        didSet { if key != oldValue { registerIfInWindow() } }
    }
    /// Tells the modifier whether the zoom hides the source now.
    var hiddenByZoomChanged: ((Bool) -> Void)?

    override var alpha: CGFloat {
        didSet { hiddenByZoomChanged?(alpha < 0.01) }
    }

    /// In a window, shown, with a size.
    var isShownForZoom: Bool {
        window != nil && !isHidden && bounds.width > 0 && bounds.height > 0
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard let window else { return }
        ZoomSourceMarkers.markers(in: window).unregister(self)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        registerIfInWindow()
    }

    private func registerIfInWindow() {
        guard let window, let key else { return }
        ZoomSourceMarkers.markers(in: window).register(self, for: key)
    }

    /// The hosting view's drawing over this view's frame.
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        // The hosting controller's view: the first view up the chain whose next responder is its controller.
        let host = ViewTreeSearch.ancestor(from: self as UIView, next: \.superview) { $0.next is UIViewController }
        return host.resizableSnapshotView(from: convert(bounds, to: host), afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }
}

/// The representable that places a ``ZoomSourceMarkerView`` behind a view.
struct ZoomSourceMarker: UIViewRepresentable {
    let key: ZoomSourceKey
    let cornerRadius: CGFloat
    let hiddenByZoom: Binding<Bool>

    func makeUIView(context: Context) -> ZoomSourceMarkerView {
        ZoomSourceMarkerView(frame: .zero)
    }

    func updateUIView(_ view: ZoomSourceMarkerView, context: Context) {
        view.key = key
        view.layer.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        view.hiddenByZoomChanged = { [hiddenByZoom] hidden in
            // stays in UIKit: SwiftUI: write the binding only when it changes (a write re-renders)
            if hiddenByZoom.wrappedValue != hidden { hiddenByZoom.wrappedValue = hidden }
        }
    }
}
#endif
