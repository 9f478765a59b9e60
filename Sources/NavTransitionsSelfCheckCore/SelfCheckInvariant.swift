import Foundation
import NavTransitions

/// What must hold after every self-check scenario, judged from a ``SelfCheckObservation``: the black
/// screens, leaks and lost delegates users fear.
package enum SelfCheckInvariant: String, Sendable, CaseIterable, CustomStringConvertible {
    /// No transient view of the library (a transition's dimming or mask, a zoom's flying view, a reorder's
    /// lifted image) is left in the window; a presentation's dimming and wrapper only while it is presented.
    case noStrayViews
    /// Each screen's view is in the window exactly when it should be (the top of the stack, unless a
    /// full-screen presentation covers it; the presented screen), at Core's resting frame; no thumbnail
    /// is left hidden.
    case screensAtRest
    /// Every transition a step started completed once, finished or cancelled as the step's release says,
    /// and a screen's custom transition ran the library's animation (not UIKit's: a missed custom transition).
    case transitionsCompletedOnce
    /// The app's navigation delegate is the delegate again (or the proxy's original, while installed) and
    /// received the last `didShow`.
    case appDelegateKept
    /// `interactivePopGestureRecognizer.isEnabled` is the app's value once no screen of ours is on top.
    case popGestureRestored
    /// Popped and dismissed screens are freed.
    case leftScreensFreed
    /// The stack, the presented screen and the fixtures are where the scenario says.
    case expectedOutcome

    /// How far a frame read from UIKit may be from Core's, in points (UIKit rounds to pixels).
    package static let frameTolerance: CGFloat = 0.5

    package var description: String { rawValue }

    /// Where a screen rests, or nil when it must not be in the window: by default Core's layout
    /// (``restingFrame(of:in:for:)``, which a device's runner needs: its screen's size is the device's); a runner
    /// that knows its container by heart (the headless one) gives its own frames, computed by hand.
    package typealias RestingFrames =
        @Sendable (_ screen: String, _ observation: SelfCheckObservation, _ scenario: SelfCheckScenario) -> CGRect?

    /// Every violation of every invariant, each prefixed with the invariant's name.
    package static func violations(
        in observation: SelfCheckObservation, for scenario: SelfCheckScenario,
        restingFrames: RestingFrames = restingFrame(of:in:for:)
    ) -> [String] {
        allCases.flatMap { invariant in
            invariant.violations(in: observation, for: scenario, restingFrames: restingFrames).map { "\(invariant): \($0)" }
        }
    }

    /// Where a screen's view rests in the window's coordinates, or nil when it must not be in the window.
    package static func restingFrame(
        of screen: String, in observation: SelfCheckObservation, for scenario: SelfCheckScenario
    ) -> CGRect? {
        let container = observation.container
        func frame(_ layout: PresentationLayout) -> CGRect {
            layout.frame(
                in: container.bounds, safeArea: container.safeArea, horizontalSizeClass: container.horizontalSizeClass,
                layoutDirection: container.layoutDirection)
        }
        if let presented = observation.presented, presented == screen {
            // A sheet rests at the detent it was left at, in the description it has now, lifted by the keyboard.
            if let sheet = observation.sheet {
                let layout = PresentationLayout.sheet(sheet.sheet)
                return PresentationKeyboard.placement(
                    restingFrame: layout.frame(in: container), anchor: layout.keyboardAnchor,
                    containerBounds: container.bounds, safeArea: container.safeArea,
                    overlap: sheet.keyboardOverlap
                ).frame
            }
            return frame(scenario.presentation(of: presented)?.layout ?? .fullScreen)
        }
        guard observation.stack.last == screen else { return nil }
        if let presented = observation.presented, (scenario.presentation(of: presented)?.layout ?? .fullScreen) == .fullScreen {
            return nil // UIKit removes the presenter's view while a full-screen presentation covers it.
        }
        return frame(.fullScreen)
    }

    /// The violations of this invariant, readable; empty when it holds.
    package func violations(
        in observation: SelfCheckObservation, for scenario: SelfCheckScenario,
        restingFrames: RestingFrames = restingFrame(of:in:for:)
    ) -> [String] {
        switch self {
        case .noStrayViews: return Self.strayViews(observation)
        case .screensAtRest: return Self.screensNotAtRest(observation, scenario, restingFrames)
        case .transitionsCompletedOnce: return Self.badCompletions(observation, scenario)
        case .appDelegateKept: return Self.lostDelegate(observation, scenario)
        case .popGestureRestored: return Self.popGesture(observation, scenario)
        case .leftScreensFreed: return Self.leaks(observation)
        case .expectedOutcome: return Self.outcome(observation, scenario)
        }
    }

    private static func strayViews(_ o: SelfCheckObservation) -> [String] {
        var found: [String] = []
        for kind in LibraryViewKind.allCases {
            let count = o.libraryViews.filter { $0 == kind }.count
            if kind.isTransient, count > 0 { found.append("\(count) × \(kind) left in the window") }
            if kind.belongsToPresentation, count > (o.presented == nil ? 0 : 1) {
                found.append("\(count) × \(kind) with \(o.presented.map { "\($0) presented" } ?? "nothing presented")")
            }
        }
        return found
    }

    private static func screensNotAtRest(
        _ o: SelfCheckObservation, _ scenario: SelfCheckScenario, _ restingFrames: RestingFrames
    ) -> [String] {
        var found: [String] = []
        for screen in o.screens {
            let resting = restingFrames(screen.name, o, scenario)
            switch (resting, screen.frameInWindow) {
            case (nil, nil): break
            case let (expected?, nil): found.append("\(screen.name) is not in the window; it should rest at \(expected)")
            case (nil, _?): found.append("\(screen.name)'s view is in the window; it should not be")
            case let (expected?, actual?):
                let distance =
                    [
                        actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width,
                        actual.height - expected.height,
                    ].map(abs).max() ?? 0
                if !(distance <= frameTolerance) {
                    found.append("\(screen.name) rests at \(actual), Core's resting frame is \(expected)")
                }
            }
        }
        if o.hiddenThumbnails > 0 { found.append("\(o.hiddenThumbnails) thumbnail(s) left with an alpha other than 1") }
        return found
    }

    private static func badCompletions(_ o: SelfCheckObservation, _ scenario: SelfCheckScenario) -> [String] {
        var found: [String] = []
        for transition in o.transitions {
            // A check that cannot be made is a failed one: the runner must observe every completion.
            guard let completions = transition.completions else {
                found.append("the completions of a transition of step \(transition.step + 1) were not observed")
                continue
            }
            let expected = scenario.expectedCompletion(ofStep: transition.step) == .finish
            if completions.count != 1 {
                found.append("a transition of step \(transition.step + 1) completed \(completions.count) times")
            } else if completions[0] != expected {
                found.append(
                    "a transition of step \(transition.step + 1) \(completions[0] ? "finished" : "was cancelled"), "
                        + "expected \(expected ? "finished" : "cancelled")")
            }
        }
        for index in scenario.steps.indices where scenario.requiresLibraryAnimator(step: index) {
            let started = o.transitions.filter { $0.step == index }
            if started.isEmpty {
                found.append("step \(index + 1) (\(scenario.steps[index])) started no transition")
            } else if started.contains(where: { $0.animator == .system }) {
                found.append(
                    "step \(index + 1) (\(scenario.steps[index])) ran UIKit's animation: the custom transition was missed")
            } else if started.contains(where: { $0.animator == nil }) {
                found.append("step \(index + 1) (\(scenario.steps[index])): the runner could not tell which animation ran it")
            }
        }
        for index in scenario.steps.indices where scenario.forbidsLibraryAnimator(step: index) {
            if o.transitions.contains(where: { $0.step == index && $0.animator == .library }) {
                found.append(
                    "step \(index + 1) (\(scenario.steps[index])) ran the library's animation over the framework's or the system's"
                )
            } else if o.transitions.contains(where: { $0.step == index && $0.animator == nil }) {
                found.append("step \(index + 1) (\(scenario.steps[index])): the runner could not tell which animation ran it")
            }
        }
        return found
    }

    private static func lostDelegate(_ o: SelfCheckObservation, _ scenario: SelfCheckScenario) -> [String] {
        var found: [String] = []
        switch scenario.expectation.delegate {
        case .none:
            break
        case .appInProperty:
            if o.delegateProperty != .app {
                found.append("the navigation controller's delegate is \(o.delegateProperty), expected the app's")
            }
        case .proxyForwardingToApp:
            if o.delegateProperty != .proxy || o.proxyForwardsToApp != true {
                found.append(
                    "the delegate is \(o.delegateProperty), forwarding to the app's: \(o.proxyForwardsToApp.map(String.init) ?? "no proxy"); "
                        + "expected the proxy forwarding to the app's")
            }
        }
        if let expected = scenario.appDelegateMustHaveShown, o.appDelegateLastShown != expected {
            found.append(
                "the app's delegate last heard didShow(\(o.appDelegateLastShown ?? "nothing")), expected didShow(\(expected))")
        }
        return found
    }

    /// Whether the edge swipe is held off comes from the scenario (the proxy installed, a screen of the
    /// library's on top: ``SelfCheckScenario/holdsSystemPopGestureOff(atRestWith:)``), never from the product.
    private static func popGesture(_ o: SelfCheckObservation, _ scenario: SelfCheckScenario) -> [String] {
        let heldOff = scenario.holdsSystemPopGestureOff(atRestWith: o.stack)
        let expected = heldOff ? false : scenario.appPopGestureEnabled
        guard o.popGestureEnabled != expected else { return [] }
        return [
            "interactivePopGestureRecognizer.isEnabled is \(o.popGestureEnabled), expected \(expected)"
                + (heldOff ? " (held off under a custom screen)" : " (the app's value)")
        ]
    }

    private static func leaks(_ o: SelfCheckObservation) -> [String] {
        let kept = Set(o.stack + (o.presented.map { [$0] } ?? []))
        return o.screens.filter { $0.isAlive && !kept.contains($0.name) }.map { "\($0.name) left and is still alive" }
    }

    private static func outcome(_ o: SelfCheckObservation, _ scenario: SelfCheckScenario) -> [String] {
        var found: [String] = []
        let expectation = scenario.expectation
        if !expectation.stacks.contains(o.stack) {
            found.append("the stack is \(o.stack), expected \(expectation.stacks.map { "\($0)" }.joined(separator: " or "))")
        }
        if o.presented != expectation.presented {
            found.append("presented: \(o.presented ?? "nothing"), expected \(expectation.presented ?? "nothing")")
        }
        if let item = expectation.carouselItem, o.carouselCentredItem != item {
            found.append(
                "the carousel rests with \(o.carouselCentredItem.map { "item \($0)" } ?? "no item") centred, expected item \(item)"
            )
        }
        if o.focus != expectation.focus {
            found.append(
                "VoiceOver: the library posted \(o.focus.map { "\($0)" } ?? "nothing"), expected \(expectation.focus.map { "\($0)" } ?? "nothing")"
            )
        }
        if let sheet = expectation.sheet { found += sheetOutcome(o.sheet, expected: sheet) }
        if let order = expectation.reorderOrder, o.reorderShown != order || o.reorderData != order {
            found.append(
                "the reorder grid shows \(o.reorderShown.map { "\($0)" } ?? "nothing") over data "
                    + "\(o.reorderData.map { "\($0)" } ?? "nothing"), expected \(order)")
        }
        return found
    }

    private static func sheetOutcome(_ observed: SelfCheckSheetObservation?, expected: SelfCheckSheetExpectation) -> [String] {
        guard let observed else { return ["no sheet is presented, expected one \(expected)"] }
        var found: [String] = []
        if observed.selectedDetent != expected.detent {
            found.append(
                "the sheet rests at \(observed.selectedDetent.map { "\($0)" } ?? "no detent"), expected \(expected.detent)")
        }
        // A check that cannot be made is a failed one: nil is not a pass.
        if let passes = observed.passesTouches {
            if passes != expected.passesTouches {
                found.append(
                    "touches outside the sheet \(passes ? "reach" : "do not reach") the screen behind, expected the opposite")
            }
        } else {
            found.append("whether touches outside the sheet reach the screen behind was not observed")
        }
        if let modal = observed.isAccessibilityModal {
            if modal == expected.passesTouches {
                found.append(
                    "the sheet is \(modal ? "" : "not ")modal for VoiceOver, expected \(expected.passesTouches ? "not modal" : "modal")"
                )
            }
        } else {
            found.append("whether the sheet is modal for VoiceOver was not observed")
        }
        if let expectedTouches = expected.touchesPassedToPresenter {
            if let touches = observed.touchesPassedToPresenter {
                if touches != expectedTouches {
                    found.append("\(touches) tap(s) reached the screen behind the sheet, expected \(expectedTouches)")
                }
            } else {
                found.append("the taps that reached the screen behind the sheet were not counted")
            }
        }
        if let offset = expected.listOffset {
            if let observedOffset = observed.listOffset {
                if !(abs(observedOffset - offset) <= frameTolerance) {
                    found.append("the list rests at offset \(observedOffset), expected \(offset)")
                }
            } else {
                found.append("no list in the sheet, expected one at offset \(offset)")
            }
        }
        if observed.isPanWired == false {
            found.append(
                "the sheet's pan is not on the presented view, enabled, with the library's gesture delegate: a finger cannot move it"
            )
        }
        return found
    }
}
