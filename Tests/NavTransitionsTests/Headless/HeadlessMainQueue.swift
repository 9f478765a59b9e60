/// The main queue, modelled explicitly: work submitted with `async` runs only when a test drains it.
///
/// Models `DispatchQueue.main.async` as UIKit code sees it: the block runs after the current call stack
/// has returned (one run-loop turn later), in submission order. Blocks submitted while draining run in
/// the same drain, after the ones already queued.
final class HeadlessMainQueue {
    private var pending: [() -> Void] = []

    /// Whether no work is queued.
    var isEmpty: Bool { pending.isEmpty }

    /// `DispatchQueue.main.async`.
    func async(_ work: @escaping () -> Void) {
        pending.append(work)
    }

    /// One run-loop turn: runs the work queued now; work it queues waits for the next turn.
    func turn() {
        let now = pending
        pending = []
        for work in now { work() }
    }

    /// Runs the queued work, and the work it queues, until none is left.
    func drain() {
        while !pending.isEmpty {
            let work = pending.removeFirst()
            work()
        }
    }
}
