import Foundation
import NavTransitions

/// Something drawn on a stage, bottom to top: a participant of the plan, or presentation chrome that the
/// presentation controller owns.
package enum PreviewLayer: Hashable, Sendable {
    /// A participant of the plan (its states come from the plan).
    case participant(TransitionRole)
    /// The presenting screen when it is not a participant (a presentation that keeps it): it stays still.
    case presenter
    /// The presentation controller's dimming view; its alpha comes from `DimmingCurve`.
    case presentationDimming

    /// The key of the layer in the page's data.
    package var key: String {
        switch self {
        // The zoom's roles: the flying photo (`flyingImage`) clipped by the flying view (its mask).
        case let .participant(role): return role.name
        case .presenter: return "presenter"
        case .presentationDimming: return "presentationDimming"
        }
    }

    /// How the layer is drawn.
    package var kind: PreviewLayerKind {
        switch self {
        case .participant(.fromView), .participant(.toView), .presenter: return .screen
        case .participant(.dimmingView), .presentationDimming: return .dimming
        case .participant(.maskView), .participant(.flyingView): return .mask
        default: return .screen // the zoom's flying image, its source thumbnail and the zoomed photo view
        }
    }
}

/// How a layer is drawn.
package enum PreviewLayerKind: String, Sendable {
    /// A screen with content.
    case screen
    /// A black view whose alpha dims what is below.
    case dimming
    /// A circular mask of another layer, in that layer's coordinates.
    case mask
}

/// Which of the two screens of the story a screen layer shows: A (the base screen) or B (the pushed or
/// presented one). A push and its pop show the same two screens in swapped roles.
package enum PreviewScreen: String, Sendable {
    case a = "A"
    case b = "B"
}

/// The Core plan of one transition in one variant, sampled for the page: states over time along the
/// plan's own timing, and states at the strip's fixed progress values.
package struct TransitionSampling: Sendable {
    package let entry: PreviewEntry
    package let operation: TransitionOperation
    package let variant: PreviewVariant
    package let scene: TransitionScene
    package let plan: TransitionPlan
    /// A zoom entry's Core plan (``plan`` is its screens' part); nil for the other styles.
    package let zoomPlan: ZoomPlan?
    /// The layers bottom to top (masks are listed too, after the layer they mask).
    package let layers: [PreviewLayer]
    /// The layer each mask clips.
    package let maskTargets: [PreviewLayer: PreviewLayer]
    /// The sample times in seconds: `timeIntervals + 1` values from 0 to the timing's duration.
    package let times: [TimeInterval]
    /// The plan's progress at each sample time: `plan.timing.progress(at:)` (a spring may pass 1).
    package let progress: [CGFloat]
    /// Every layer's state at each sample time.
    package let states: [PreviewLayer: [ViewState]]
    /// Every layer's state at each of ``PreviewCatalog/stripProgress``.
    package let strip: [PreviewLayer: [ViewState]]

    package init(entry: PreviewEntry, operation: TransitionOperation, variant: PreviewVariant) {
        self.entry = entry
        self.operation = operation
        self.variant = variant
        let scene = Self.scene(for: entry.kind, operation: operation, variant: variant)
        self.scene = scene
        let plan = entry.plan(operation, scene)
        self.plan = plan
        let zoomPlan = entry.zoom?(operation, scene)
        self.zoomPlan = zoomPlan
        var (layers, maskTargets) = Self.layerOrder(
            plan: plan, kind: entry.kind, presentationDimming: entry.hasPresentationDimming)
        if zoomPlan?.flight != nil {
            // On top of the container: the flying view holding the photo (`ZoomPlan.flightSetupCommands`),
            // drawn as the photo clipped by the flying view.
            layers += [.participant(.flyingImage), .participant(.flyingView)]
            maskTargets[.participant(.flyingView)] = .participant(.flyingImage)
        }
        self.layers = layers
        self.maskTargets = maskTargets

        let duration = plan.timing.duration
        let count = PreviewCatalog.timeIntervals
        let times = (0...count).map { duration * TimeInterval($0) / TimeInterval(count) }
        self.times = times
        let progress = times.map { plan.timing.progress(at: $0) }
        self.progress = progress
        var states: [PreviewLayer: [ViewState]] = [:]
        var strip: [PreviewLayer: [ViewState]] = [:]
        for layer in layers {
            states[layer] = progress.map {
                Self.state(of: layer, plan: plan, zoomPlan: zoomPlan, operation: operation, progress: $0)
            }
            strip[layer] = PreviewCatalog.stripProgress.map {
                Self.state(of: layer, plan: plan, zoomPlan: zoomPlan, operation: operation, progress: $0)
            }
        }
        self.states = states
        self.strip = strip
    }

    /// The state of `layer` at `progress`: the plan's interpolated state for a participant (what an
    /// interactive scrub or the animator shows), the dimming curve's alpha for the presentation dimming.
    ///
    /// A zoom's photo is the flight's endpoint at `progress` (`ZoomFlight.endpoint(atProgress:)`): the
    /// image frame with the flying view's alpha, and the flying view's clip as a mask in the image's
    /// coordinates, with its corner radius.
    package static func state(
        of layer: PreviewLayer, plan: TransitionPlan, zoomPlan: ZoomPlan? = nil, operation: TransitionOperation, progress: CGFloat
    ) -> ViewState {
        if let flight = zoomPlan?.flight, layer == .participant(.flyingImage) || layer == .participant(.flyingView) {
            let endpoint = flight.endpoint(atProgress: progress)
            guard layer == .participant(.flyingView) else { return ViewState(frame: endpoint.imageFrame, alpha: endpoint.alpha) }
            let clip = endpoint.clipFrame.offsetBy(dx: -endpoint.imageFrame.minX, dy: -endpoint.imageFrame.minY)
            return ViewState(frame: clip, cornerRadius: endpoint.cornerRadius)
        }
        switch layer {
        case let .participant(role):
            return plan[role]?.state(atProgress: progress) ?? ViewState(frame: .zero, alpha: 0)
        case .presenter:
            return ViewState(frame: PreviewDevice.bounds)
        case .presentationDimming:
            return ViewState(frame: PreviewDevice.bounds, alpha: DimmingCurve().alpha(for: operation, progress: progress))
        }
    }

    /// The scene UIKit would describe: a navigation controller's two full-screen views, or a presentation
    /// whose presented view sits where its layout says and whose presenter takes part only when a
    /// full-screen layout removes it (`shouldRemovePresentersView`).
    package static func scene(
        for kind: PreviewEntry.Kind, operation: TransitionOperation, variant: PreviewVariant
    ) -> TransitionScene {
        let bounds = PreviewDevice.bounds
        let screen = ParticipantGeometry(frame: bounds)
        switch kind {
        case .navigation:
            return TransitionScene(
                containerBounds: bounds, fromView: screen, toView: screen,
                layoutDirection: variant.layoutDirection, isReduceMotionEnabled: variant.isReduceMotionEnabled
            )
        case let .modal(layout):
            let presented = ParticipantGeometry(
                frame: layout.frame(
                    in: bounds,
                    safeArea: PreviewDevice.safeArea,
                    horizontalSizeClass: PreviewDevice.horizontalSizeClass,
                    layoutDirection: variant.layoutDirection
                ))
            let expected = TransitionParticipants.expected(for: operation, presentersViewIsRemoved: layout == .fullScreen)
            let presenter: ParticipantGeometry? =
                operation.isForward
                ? (expected.hasFromView ? screen : nil)
                : (expected.hasToView ? screen : nil)
            return TransitionScene(
                containerBounds: bounds,
                fromView: operation.isForward ? presenter : presented,
                toView: operation.isForward ? presented : presenter,
                layoutDirection: variant.layoutDirection,
                isReduceMotionEnabled: variant.isReduceMotionEnabled
            )
        }
    }

    /// The layers bottom to top, as the container holds them once the plan's setup commands have run.
    ///
    /// Before the setup: a navigation container holds the from-view. A presentation's container holds the
    /// presentation controller's dimming view (inserted at index 0 when the presentation begins) and,
    /// when dismissing, the presented view above it; a presenter that does not take part stays below,
    /// in the window. Then every `insert` command is applied as `ContainerCommandRunner` applies it.
    ///
    /// - Parameter presentationDimming: whether a presentation has the presentation controller's dimming
    ///   view (not for a zoom, which dims with its own view when it dims).
    package static func layerOrder(
        plan: TransitionPlan, kind: PreviewEntry.Kind,
        presentationDimming: Bool = true
    ) -> ([PreviewLayer], [PreviewLayer: PreviewLayer]) {
        let operation = plan.operation
        var order: [PreviewLayer] = []
        let dimming: [PreviewLayer] = presentationDimming ? [.presentationDimming] : []
        switch kind {
        case .navigation:
            if plan[.fromView] != nil { order = [.participant(.fromView)] }
        case .modal:
            let presenterTakesPart = plan[operation.isForward ? .fromView : .toView] != nil
            if operation.isForward {
                order = [presenterTakesPart ? .participant(.fromView) : .presenter] + dimming
            } else {
                order = (presenterTakesPart ? [] : [.presenter]) + dimming
                if plan[.fromView] != nil { order.append(.participant(.fromView)) }
            }
        }
        var masks: [PreviewLayer: PreviewLayer] = [:]
        for command in plan.setupCommands {
            guard case let .insert(role, placement) = command else { continue }
            let layer = PreviewLayer.participant(role)
            switch placement {
            case .top, .inside:
                order.append(layer)
            case .bottom:
                order.insert(layer, at: 0)
            case let .above(other):
                if let index = order.firstIndex(of: .participant(other)) {
                    order.insert(layer, at: index + 1)
                } else {
                    order.append(layer)
                }
            case let .below(other):
                if let index = order.firstIndex(of: .participant(other)) {
                    order.insert(layer, at: index)
                } else {
                    order.append(layer)
                }
            case let .mask(of: target):
                masks[layer] = .participant(target)
            }
        }
        // A mask is listed right after the layer it clips.
        for (mask, target) in masks.sorted(by: { $0.key.key < $1.key.key }) {
            let index = order.firstIndex(of: target).map { $0 + 1 } ?? order.endIndex
            order.insert(mask, at: index)
        }
        return (order, masks)
    }

    /// Which screen a screen layer shows: forward, the from-view is A and the to-view B; backward, the reverse.
    package func screen(of layer: PreviewLayer) -> PreviewScreen {
        switch layer {
        case .participant(.fromView): return operation.isForward ? .a : .b
        case .participant(.toView): return operation.isForward ? .b : .a
        default: return .a
        }
    }
}
