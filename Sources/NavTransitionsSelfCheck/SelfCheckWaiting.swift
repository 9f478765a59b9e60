#if canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
import UIKit

/// Waiting for UIKit without blocking the main thread: main-queue turns and the end of a transition.
@MainActor
enum SelfCheckWaiting {
    /// How long a transition may take before the self-check calls it stuck.
    static let transitionTimeout: UInt64 = 5_000_000_000

    /// One turn of the main queue.
    static func mainQueueTurn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// `count` turns of the main queue (UIKit releases what it let go of, delegates hear of it).
    static func mainQueueTurns(_ count: Int = 2) async {
        for _ in 0..<count { await mainQueueTurn() }
    }

    /// Whether a transition ended and how: the coordinator's completion with `!isCancelled` (true: finished),
    /// or nil when it did not come within the timeout.
    static func end(of coordinator: UIViewControllerTransitionCoordinator) async -> Bool? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool?, Never>) in
            let once = Once()
            coordinator.animate(alongsideTransition: nil) { context in
                once.resume(continuation, with: !context.isCancelled)
            }
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: transitionTimeout)
                once.resume(continuation, with: nil)
            }
        }
    }

    /// Whether the presented sheet's spring (a settle or an animated layout change) stopped running — came to
    /// rest, or was stopped by a touch, a size change or a dismissal — looked at every 8 ms; false when one
    /// still runs after the timeout (a stuck spring is a failure, not a pass).
    static func sheetSpringEnd(of presentation: DimmingPresentationController) async -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        while presentation.isSheetSpringRunning {
            guard DispatchTime.now().uptimeNanoseconds - start < transitionTimeout else { return false }
            try? await Task.sleep(nanoseconds: 8_000_000)
        }
        return true
    }

    /// Resumes a continuation once, whichever comes first.
    @MainActor
    private final class Once {
        private var isDone = false

        func resume(_ continuation: CheckedContinuation<Bool?, Never>, with value: Bool?) {
            guard !isDone else { return }
            isDone = true
            continuation.resume(returning: value)
        }
    }
}
#endif
