#if canImport(SwiftUI) && canImport(UIKit)
import Combine
import SwiftUI
import UIKit

/// A view that reads the progress of the transition moving its screen, to animate its own content with it.
///
/// ```swift
/// TransitionProgressReader { progress in
///     Header()
///         .opacity(progress.visibility)
///         .offset(y: (1 - progress.visibility) * -20)
/// }
/// ```
///
/// The progress follows every transition of the screen the reader is in — a push or a pop, a presentation
/// or a dismissal of this screen, or a full-screen presentation covering it — with the transition's duration
/// when it runs by itself, and finger by finger while a gesture drives it (the swipe back, the pan to dismiss).
/// At rest it is ``TransitionProgress/shown``. It follows the screen's appearance callbacks: a sheet, a card or
/// a side menu over the screen leaves it in view, UIKit sends it none, and the progress stays `shown` under
/// them.
public struct TransitionProgressReader<Content: View>: View {
    @StateObject private var observer = TransitionProgressObserver()
    private let content: (TransitionProgress) -> Content

    /// A reader whose content is built from the progress.
    public init(@ViewBuilder content: @escaping (TransitionProgress) -> Content) {
        self.content = content
    }

    /// The content, given the progress, with the invisible observer behind it.
    public var body: some View {
        content(observer.progress)
            .background {
                TransitionProgressMarker(observer: observer)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
    }
}

/// Publishes a screen's progress, animating toward each value as Core's tracker says.
@MainActor
final class TransitionProgressObserver: ObservableObject {
    @Published private(set) var progress = TransitionProgress.shown
    private var tracker = TransitionProgressTracker()
    private var link: CADisplayLink?
    private weak var coordinator: UIViewControllerTransitionCoordinator?

    nonisolated init() {}

    /// A transition of the screen began, seen from `appearance`.
    func transitionBegan(_ appearance: TransitionProgressTracker.Appearance, coordinator: UIViewControllerTransitionCoordinator) {
        let operation = TransitionProgressTracker.operation(for: appearance)
        publish(
            tracker.began(
                operation, isAppearing: appearance.isAppearing, isInteractive: coordinator.isInteractive,
                duration: coordinator.transitionDuration))
        self.coordinator = coordinator
        // stays in UIKit: applies Core's `followsGesture` (sample each frame and hear the release only while a gesture drives it)
        if tracker.followsGesture {
            link?.invalidate()
            link = DisplayLinkTarget.link(calling: self)
            coordinator.notifyWhenInteractionChanges { [weak self] context in
                self?.stopSampling()
                self?.publish(self?.tracker.interactionEnded(finishing: !context.isCancelled) ?? CommandList())
            }
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.stopSampling()
            self?.publish(self?.tracker.ended(cancelled: context.isCancelled) ?? CommandList())
        }
    }

    private func stopSampling() {
        link?.invalidate()
        link = nil
    }

    /// Publishes Core's steps (a frame's sample is one step, stored inline: nothing allocated per frame).
    private func publish(_ steps: CommandList<TransitionProgressTracker.Step>) {
        for step in steps {
            // stays in UIKit: applies Core's step: animated over its duration, or at once
            if step.duration > 0 {
                withAnimation(.linear(duration: step.duration)) { progress = step.progress }
            } else {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { progress = step.progress }
            }
        }
    }
}

extension TransitionProgressObserver: DisplayLinkReceiver {
    func displayLinkDidFire(_ link: CADisplayLink) {
        guard let coordinator else { return }
        publish(tracker.sampled(coordinator.percentComplete, isInteractive: coordinator.isInteractive))
    }
}

/// The invisible child controller that hears the screen's appearance callbacks.
struct TransitionProgressMarker: UIViewControllerRepresentable {
    let observer: TransitionProgressObserver

    func makeUIViewController(context: Context) -> TransitionProgressMarkerController {
        TransitionProgressMarkerController(observer: observer)
    }

    func updateUIViewController(_ controller: TransitionProgressMarkerController, context: Context) {}
}

final class TransitionProgressMarkerController: UIViewController {
    private let observer: TransitionProgressObserver

    init(observer: TransitionProgressObserver) {
        self.observer = observer
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        view = InertMarkerView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        report(appearing: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        report(appearing: false)
    }

    /// Reads the screen's state for Core and starts following the transition, if one runs.
    private func report(appearing: Bool) {
        guard let coordinator = transitionCoordinator,
            let screen = NavigationControllerLocation.screen(containing: self) as? UIViewController
        else { return }
        let appearance = TransitionProgressTracker.Appearance(
            isAppearing: appearing,
            isMovingInNavigationStack: appearing ? screen.isMovingToParent : screen.isMovingFromParent,
            isBeingPresentedOrDismissed: appearing ? screen.isBeingPresented : screen.isBeingDismissed,
            isNavigationTransition: screen.navigationController?.transitionCoordinator != nil
        )
        observer.transitionBegan(appearance, coordinator: coordinator)
    }
}
#endif
