#if canImport(UIKit)
import UIKit

extension ZoomSource {
    /// The source of a zoom started by a storyboard segue: the view the segue's `sender` names, held weakly.
    ///
    /// Give it to the destination's zoom in `prepare(for:sender:)`; a ``NavigationTransitionSegue`` or a
    /// ``ModalTransitionSegue`` then runs the zoom, and an unwind (or the browser's own pinch, drag or close
    /// button) flies back to the same view:
    ///
    /// ```swift
    /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///     segue.destination.modalTransition = .zoom(sourceViewProvider: ZoomSource.sender(sender))
    /// }
    /// ```
    ///
    /// A cell (the tapped cell of a selection segue) gives its image view (the first in its content view,
    /// as ``cell(in:at:)`` does), else the cell itself; another view gives itself; a
    /// gesture recognizer gives the view it is attached to. Anything else — nil, a bar button item, a model
    /// object — gives no source, and neither does a view that has been freed or has left the window by
    /// the time the zoom asks: the photo then fades and shrinks toward the centre. The view is read once,
    /// now; for a grid whose browser pages, ``cell(in:at:)`` follows the photo shown instead.
    ///
    /// - Parameter sender: the segue's sender.
    public static func sender(_ sender: Any?) -> ZoomSourceViewProvider {
        let kind: SegueSenderSource.Sender
        // stays in UIKit: maps the sender's UIKit class into SegueSenderSource.Sender
        switch sender {
        case let object? where object is UICollectionViewCell || object is UITableViewCell: kind = .cell
        case let object? where object is UIView: kind = .view
        case let object? where object is UIGestureRecognizer: kind = .gestureRecognizer
        default: kind = .other
        }
        let view: UIView?
        // stays in UIKit: applies SegueSenderSource's answer (which view to hold)
        switch SegueSenderSource.source(for: kind) {
        case .sender: view = sender as? UIView
        case .cellImage:
            let contentView = (sender as? UICollectionViewCell)?.contentView ?? (sender as? UITableViewCell)?.contentView
            view = (sender as? UIView).flatMap { cell in
                contentView.flatMap { ZoomSourceSearch.sourceView(inCell: cell, contentView: $0) as? UIView }
            }
        case .recognizerView: view = (sender as? UIGestureRecognizer)?.view
        case .none: view = nil
        }
        let reference = WeakSourceView(view)
        return { _ in reference.view }
    }
}

/// A weak reference to a view that a `Sendable` provider can hold.
@MainActor
private final class WeakSourceView {
    weak var view: UIView?
    init(_ view: UIView?) { self.view = view }
}
#endif
