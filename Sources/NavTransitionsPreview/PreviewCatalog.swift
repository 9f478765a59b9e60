import Foundation
import NavTransitions

/// The phone every stage of the preview shows: an iPhone 14 in portrait, in points.
package enum PreviewDevice {
    /// The container's bounds (the whole screen).
    package static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The safe-area insets of the container (status bar with the notch, home indicator).
    package static let safeArea = EdgeInsets(top: 47, bottom: 34)
    /// The horizontal size class of a phone in portrait.
    package static let horizontalSizeClass = SizeClass.compact
    /// The corner radius of the display, for the drawing only.
    package static let displayCornerRadius: CGFloat = 47
}

/// The settings a reader of the page can switch: the layout direction and Reduce Motion.
package struct PreviewVariant: Sendable, Hashable {
    package var layoutDirection: LayoutDirection
    package var isReduceMotionEnabled: Bool

    package init(layoutDirection: LayoutDirection, isReduceMotionEnabled: Bool) {
        self.layoutDirection = layoutDirection
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// Left to right, Reduce Motion off: what the static pictures show.
    package static let standard = PreviewVariant(layoutDirection: .leftToRight, isReduceMotionEnabled: false)

    /// Every variant, in the page's order.
    package static let all: [PreviewVariant] = [false, true].flatMap { reduceMotion in
        LayoutDirection.allCases.map { PreviewVariant(layoutDirection: $0, isReduceMotionEnabled: reduceMotion) }
    }

    /// The key of the variant in the page's data: `ltr`, `rtl`, `ltr-reduce-motion`, `rtl-reduce-motion`.
    package var key: String {
        Self.directionKey(layoutDirection) + (isReduceMotionEnabled ? "-reduce-motion" : "")
    }

    /// `ltr` or `rtl`.
    package static func directionKey(_ direction: LayoutDirection) -> String {
        switch direction {
        case .leftToRight: return "ltr"
        case .rightToLeft: return "rtl"
        }
    }
}

/// One thing the preview shows: a built-in style used for navigation, or a modal presentation (a style
/// with a presentation layout). Adding a style or a layout to the page is adding one entry to
/// ``PreviewCatalog/entries``.
package struct PreviewEntry: Sendable {
    /// How the screens take part.
    package enum Kind: Sendable, Equatable {
        /// Pushed onto and popped off a navigation stack: both screens fill the container.
        case navigation
        /// Presented over another screen: the presented view sits where the layout puts it, behind it the
        /// presentation controller's dimming view.
        case modal(PresentationLayout)
    }

    /// A stable identifier, used in the page's anchors and data.
    package var id: String
    /// The name a reader knows it by (the public API spelling).
    package var title: String
    /// The line of app code that selects it.
    package var code: String
    package var kind: Kind
    /// The operations shown, in order.
    package var operations: [TransitionOperation]
    /// A control drawn on the presenting screen (a circular reveal's source), in container coordinates.
    package var sourceMarker: CGRect?
    /// The Core plan for an operation in a scene: the very call the UIKit layer makes. For a zoom, the
    /// screens' part of its ``zoom`` plan.
    package var plan: @Sendable (TransitionOperation, TransitionScene) -> TransitionPlan
    /// For a zoom: the Core `ZoomPlan` of the leg (its flight is drawn as a photo clipped by the flying
    /// view), built as `ZoomFlightRun` builds it; nil for the other styles.
    package var zoom: (@Sendable (TransitionOperation, TransitionScene) -> ZoomPlan)?

    /// An entry for a built-in style, planned by `TransitionPlan(style:operation:scene:)` as
    /// `TransitionAnimation` does on a device.
    package static func style(
        _ style: TransitionStyle,
        id: String,
        title: String,
        code: String,
        kind: Kind,
        sourceMarker: CGRect? = nil
    ) -> PreviewEntry {
        PreviewEntry(
            id: id,
            title: title,
            code: code,
            kind: kind,
            operations: kind == .navigation ? [.push, .pop] : [.present, .dismiss],
            sourceMarker: sourceMarker,
            plan: { operation, scene in TransitionPlan(style: style, operation: operation, scene: scene) },
            zoom: nil
        )
    }

    /// A zoom entry: a navigation push and pop, or a full-screen presentation and dismissal (which has no
    /// presentation-controller dimming: the zoom dims with its own view when `dimming` is on).
    package static func zoom(id: String, title: String, code: String, kind: Kind, dimming: Bool) -> PreviewEntry {
        let plan: @Sendable (TransitionOperation, TransitionScene) -> ZoomPlan = { operation, scene in
            PreviewCatalog.zoomPlan(operation, scene: scene, hasDimming: dimming)
        }
        return PreviewEntry(
            id: id,
            title: title,
            code: code,
            kind: kind,
            operations: kind == .navigation ? [.push, .pop] : [.present, .dismiss],
            sourceMarker: nil,
            plan: { operation, scene in plan(operation, scene).screens },
            zoom: plan
        )
    }

    /// Whether the presentation controller's dimming view is drawn: for a modal entry that is not a zoom.
    package var hasPresentationDimming: Bool {
        if case .modal = kind { return zoom == nil }
        return false
    }
}

/// Everything the preview page shows, one table entry per style or presentation.
package enum PreviewCatalog {
    /// The frame of the button a circular reveal grows from in the preview (bottom trailing, like a
    /// floating action button), in container coordinates.
    package static let revealSource = CGRect(x: 310, y: 730, width: 56, height: 56)

    /// The entries, in the page's order.
    package static let entries: [PreviewEntry] = [
        // Navigation: every built-in style, push and pop.
        .style(
            .slide, id: "slide", title: ".slide",
            code: "detail.navigationTransition = .slide", kind: .navigation),
        .style(
            .fade, id: "fade", title: ".fade",
            code: "detail.navigationTransition = .fade", kind: .navigation),
        .style(
            .cover(edge: .bottom), id: "cover-bottom", title: ".cover(edge: .bottom)",
            code: "detail.navigationTransition = .cover(edge: .bottom)", kind: .navigation),
        .style(
            .cover(edge: .trailing), id: "cover-trailing", title: ".cover(edge: .trailing)",
            code: "detail.navigationTransition = .cover(edge: .trailing)", kind: .navigation),
        .style(
            .scale, id: "scale", title: ".scale",
            code: "detail.navigationTransition = .scale", kind: .navigation),
        .style(
            .circularReveal(.center), id: "reveal-navigation", title: ".circularReveal(from: .center)",
            code: "detail.navigationTransition = .circularReveal(from: .center)", kind: .navigation),

        // Modal: every built-in style and every presentation layout, present and dismiss.
        .style(
            .cover(edge: .bottom), id: "modal-cover", title: "ModalTransition.cover()",
            code: "screen.modalTransition = .cover()", kind: .modal(.fullScreen)),
        .style(
            .cover(edge: .bottom), id: "modal-sheet", title: "ModalTransition.sheet(detents: [.medium, .large])",
            code: "screen.modalTransition = .sheet(detents: [.medium, .large])",
            kind: .modal(.sheet(.init(detents: [.medium, .large])))),
        .style(
            .cover(edge: .leading), id: "modal-side-menu", title: "ModalTransition.sideMenu",
            code: "menu.modalTransition = .sideMenu", kind: .modal(.sideMenu)),
        .style(
            .scale, id: "modal-card", title: "ModalTransition.card(size:)",
            code: "card.modalTransition = .card(size: CGSize(width: 320, height: 420))",
            kind: .modal(.card(size: CGSize(width: 320, height: 420)))),
        .style(
            .fade, id: "modal-fade", title: "ModalTransition.fade",
            code: "screen.modalTransition = .fade", kind: .modal(.fullScreen)),
        .style(
            .circularReveal(.sourceFrame(revealSource)), id: "modal-reveal",
            title: "ModalTransition.circularReveal(from:)",
            code: "screen.modalTransition = .circularReveal(from: button)", kind: .modal(.fullScreen),
            sourceMarker: revealSource),
        .style(
            .slide, id: "modal-slide", title: "ModalTransition(style: .slide)",
            code: "screen.modalTransition = ModalTransition(style: .slide)", kind: .modal(.fullScreen)),

        // The zoom: a thumbnail of the grid flies into the photo browser and back.
        .zoom(
            id: "zoom", title: ".zoom(options:sourceViewProvider:)",
            code: "photo.navigationTransition = .zoom(options: ZoomOptions(dimmingColor: .black)) { _ in thumbnail }",
            kind: .navigation, dimming: true),
        .zoom(
            id: "modal-zoom", title: "ModalTransition.zoom(sourceViewProvider:)",
            code: "browser.modalTransition = .zoom { _ in thumbnail }", kind: .modal(.fullScreen), dimming: false),
    ]

    /// The thumbnail a zoom flies from, in container coordinates: a cell of a three-column grid, rounded by 8.
    package static let zoomThumbnail = CGRect(x: 137, y: 300, width: 116, height: 116)
    /// The corner radius of ``zoomThumbnail``.
    package static let zoomThumbnailCornerRadius: CGFloat = 8
    /// The size of the photo that flies: a landscape photo, cropped square in the thumbnail (aspect fill)
    /// and shown whole in the browser (aspect fit).
    package static let zoomImageSize = CGSize(width: 3000, height: 2000)

    /// The zoom's Core plan for a leg in a scene, as `ZoomFlightRun` builds it: the screens of the scene,
    /// the thumbnail at ``zoomThumbnail`` (visible, in a window), and a browser that names no photo view
    /// (the photo lands on its aspect-fit frame in the browser).
    package static func zoomPlan(_ operation: TransitionOperation, scene: TransitionScene, hasDimming: Bool) -> ZoomPlan {
        ZoomPlan(
            scene: ZoomScene(
                operation: operation,
                containerBounds: scene.containerBounds,
                fromView: scene.fromView,
                toView: scene.toView,
                imageSize: zoomImageSize,
                photo: nil,
                source: ZoomSourceMeasurement(
                    frame: zoomThumbnail, visibleRect: scene.containerBounds, cornerRadius: zoomThumbnailCornerRadius),
                hasDimming: hasDimming,
                isReduceMotionEnabled: scene.isReduceMotionEnabled
            ))
    }

    /// The transitions drawn in the README's frame strip, as (entry id, operation).
    package static let readmeStrip: [(entry: String, operation: TransitionOperation)] = [
        ("slide", .push),
        ("modal-sheet", .present),
        ("modal-card", .present),
        ("modal-reveal", .present),
    ]

    /// The progress values of every frame strip.
    package static let stripProgress: [CGFloat] = [0, 0.25, 0.5, 0.75, 1]

    /// The number of intervals a transition is sampled in over its duration (so `count + 1` samples).
    package static let timeIntervals = 60
}
