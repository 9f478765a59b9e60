import Foundation
import NavTransitions

/// Everything the page shows, sampled from Core once: every entry × operation × variant, the gestures'
/// decisions and the timings. The page's data block is ``json``; the page's static drawings are
/// rendered from the same values.
package struct PreviewModel: Sendable {
    /// One transition of the page (an entry and an operation) in every variant.
    package struct Transition: Sendable {
        package let id: String
        package let entry: PreviewEntry
        package let operation: TransitionOperation
        /// The sampling of each variant, in ``PreviewVariant/all``'s order.
        package let samplings: [TransitionSampling]

        /// The sampling of one variant.
        package func sampling(_ variant: PreviewVariant) -> TransitionSampling {
            samplings.first { $0.variant == variant } ?? samplings[0]
        }

        /// The layers of every variant merged, bottom to top: the stage draws them all and hides the
        /// ones a variant does not have (Reduce Motion drops the dimming view and the mask).
        package var allLayers: [PreviewLayer] {
            var merged: [PreviewLayer] = []
            for sampling in samplings {
                for (index, layer) in sampling.layers.enumerated() where !merged.contains(layer) {
                    let below = sampling.layers[..<index].last { merged.contains($0) }
                    let position = below.flatMap { merged.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                    merged.insert(layer, at: position)
                }
            }
            return merged
        }

        /// The layer each mask clips, over every variant.
        package var allMaskTargets: [PreviewLayer: PreviewLayer] {
            samplings.reduce(into: [:]) { result, sampling in result.merge(sampling.maskTargets) { first, _ in first } }
        }
    }

    package let transitions: [Transition]
    package let gestures: [GestureSampling]
    package let timings: [TimingSampling]
    /// The sheet with detents: scripted drags and the release grid.
    package let sheets: SheetSampling

    package init(entries: [PreviewEntry] = PreviewCatalog.entries) {
        transitions = entries.flatMap { entry in
            entry.operations.map { operation in
                Transition(
                    id: "\(entry.id)-\(Self.name(of: operation))",
                    entry: entry,
                    operation: operation,
                    samplings: PreviewVariant.all.map { TransitionSampling(entry: entry, operation: operation, variant: $0) }
                )
            }
        }
        gestures = GestureSampling.all()
        sheets = SheetSampling()
        timings = TimingSampling.all(from: transitions.flatMap(\.samplings))
    }

    /// The transition with this id, if any.
    package func transition(_ id: String) -> Transition? {
        transitions.first { $0.id == id }
    }

    /// `push`, `pop`, `present` or `dismiss`.
    package static func name(of operation: TransitionOperation) -> String {
        switch operation {
        case .push: return "push"
        case .pop: return "pop"
        case .present: return "present"
        case .dismiss: return "dismiss"
        }
    }

    /// The state channels of a track, in the page's order.
    package static let channels = ["x", "y", "w", "h", "a", "sx", "sy", "tx", "ty", "r"]

    /// The value of one channel of a state.
    package static func channel(_ name: String, of state: ViewState) -> PreviewJSON {
        switch name {
        case "x": return .points(state.frame.minX)
        case "y": return .points(state.frame.minY)
        case "w": return .points(state.frame.width)
        case "h": return .points(state.frame.height)
        case "a": return .ratio(state.alpha)
        case "sx": return .ratio(state.transform.scaleX)
        case "sy": return .ratio(state.transform.scaleY)
        case "tx": return .points(state.transform.translationX)
        case "ty": return .points(state.transform.translationY)
        default: return .points(state.cornerRadius)
        }
    }

    /// A track: for each channel, one number when it is the same in every state, else one number per state.
    package static func track(_ states: [ViewState]) -> PreviewJSON {
        .object(
            channels.map { name in
                let values = states.map { channel(name, of: $0) }
                let first = values.first ?? .integer(0)
                return (name, values.allSatisfy { $0 == first } ? first : .array(values))
            })
    }

    /// The label of a screen layer, drawn on it.
    package static func label(of layer: PreviewLayer) -> String {
        switch layer {
        case .participant(.fromView): return "from-view"
        case .participant(.toView): return "to-view"
        case .presenter: return "presenter"
        default: return ""
        }
    }

    /// The JSON of one sampling.
    package static func json(of sampling: TransitionSampling) -> PreviewJSON {
        let layers: [PreviewJSON] = sampling.layers.map { layer in
            var members: [(String, PreviewJSON)] = [("key", .string(layer.key)), ("kind", .string(layer.kind.rawValue))]
            if layer.kind == .screen {
                members.append(("screen", .string(sampling.screen(of: layer).rawValue)))
                members.append(("label", .string(label(of: layer))))
            }
            if let target = sampling.maskTargets[layer] { members.append(("target", .string(target.key))) }
            return .object(members)
        }
        return .object([
            ("timing", .string(TimingSampling.label(of: sampling.plan.timing))),
            ("duration", .seconds(sampling.plan.timing.duration)),
            ("times", .array(sampling.times.map { .seconds($0) })),
            ("progress", .array(sampling.progress.map { .ratio($0) })),
            ("layers", .array(layers)),
            ("tracks", .object(sampling.layers.map { ($0.key, track(sampling.states[$0] ?? [])) })),
            ("strip", .object(sampling.layers.map { ($0.key, track(sampling.strip[$0] ?? [])) })),
        ])
    }

    /// The page's data block: every value the page's script draws, in a fixed order with fixed decimals.
    ///
    /// Identical samplings (Reduce Motion looks the same in both directions; a style without a direction
    /// looks the same in both) are stored once; each transition names its sampling per variant.
    package var json: PreviewJSON {
        var samplingTexts: [String] = []
        var samplingValues: [PreviewJSON] = []
        let transitionValues: [PreviewJSON] = transitions.map { transition in
            let variants: [(String, PreviewJSON)] = transition.samplings.map { sampling in
                let value = Self.json(of: sampling)
                let text = value.serialized
                let index: Int
                if let existing = samplingTexts.firstIndex(of: text) {
                    index = existing
                } else {
                    index = samplingTexts.count
                    samplingTexts.append(text)
                    samplingValues.append(value)
                }
                return (sampling.variant.key, .integer(index))
            }
            return .object([
                ("id", .string(transition.id)),
                ("entry", .string(transition.entry.id)),
                ("title", .string(transition.entry.title)),
                ("operation", .string(Self.name(of: transition.operation))),
                ("variants", .object(variants)),
            ])
        }
        let device = PreviewDevice.bounds
        return .object([
            ("generator", .string("nav-transitions-preview")),
            (
                "device",
                .object([
                    ("width", .points(device.width)), ("height", .points(device.height)),
                    ("safeAreaTop", .points(PreviewDevice.safeArea.top)),
                    ("safeAreaBottom", .points(PreviewDevice.safeArea.bottom)),
                ])
            ),
            ("channels", .array(Self.channels.map { .string($0) })),
            ("variants", .array(PreviewVariant.all.map { .string($0.key) })),
            ("stripProgress", .array(PreviewCatalog.stripProgress.map { .ratio($0) })),
            ("transitions", .array(transitionValues)),
            ("samplings", .array(samplingValues)),
            ("gestures", .array(gestures.map(Self.json(of:)))),
            ("timings", .array(timings.map(Self.json(of:)))),
            ("sheets", sheets.json),
        ])
    }

    package static func json(of gesture: GestureSampling) -> PreviewJSON {
        .object([
            ("id", .string(gesture.id)),
            ("title", .string(gesture.title)),
            ("direction", gesture.layoutDirection.map { .string(PreviewVariant.directionKey($0)) } ?? .string("any")),
            ("swipe", .string(name(of: gesture.tracker.direction))),
            ("axis", .string(gesture.axisName)),
            ("distance", .points(gesture.tracker.distance)),
            ("translations", .array(gesture.translations.map { .points($0) })),
            ("progress", .array(gesture.progress.map { .ratio($0) })),
            ("positions", .array(gesture.releasePositions.map { .points($0) })),
            ("velocities", .array(gesture.releaseVelocities.map { .points($0) })),
            (
                "completions",
                .array(
                    gesture.releases.map { row in
                        .string(String(row.map { $0.completion == .finish ? "f" : "c" }))
                    })
            ),
            ("initialVelocities", .array(gesture.releases.map { row in .array(row.map { .ratio($0.initialVelocity) }) })),
        ])
    }

    package static func json(of timing: TimingSampling) -> PreviewJSON {
        .object([
            ("label", .string(timing.label)),
            ("usedBy", .array(timing.usedBy.map { .string($0) })),
            ("duration", .seconds(timing.timing.duration)),
            ("times", .array(timing.times.map { .seconds($0) })),
            ("progress", .array(timing.progress.map { .ratio($0) })),
        ])
    }

    /// `left`, `right`, `up` or `down`.
    package static func name(of direction: SwipeDirection) -> String {
        switch direction {
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        }
    }
}
