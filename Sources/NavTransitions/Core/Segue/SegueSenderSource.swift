import Foundation

/// Which view a zoom takes as its source from a storyboard segue's `sender`
/// (`prepare(for:sender:)`, `performSegue(withIdentifier:sender:)`).
///
/// A segue from a cell in Interface Builder passes the tapped cell; code may pass a view, a gesture
/// recognizer, a bar button item, a model object or nil. The UIKit layer says what the sender is, this
/// decides, and the provider holds the chosen view weakly.
package enum SegueSenderSource: Sendable, Hashable, CaseIterable {
    /// The sender itself: a view that is not a cell (an image view, a button).
    case sender
    /// The cell's thumbnail as ``ZoomSourceSearch/sourceView(inCell:contentView:)`` finds it — the first
    /// image view in its content view, else the cell — as ``ZoomSource`` does for a grid's cell.
    case cellImage
    /// The view a gesture recognizer is attached to (a tap on a thumbnail).
    case recognizerView
    /// No source: the flight fades and shrinks toward the centre.
    case none

    /// What kind of object a sender is.
    package enum Sender: Sendable, Hashable, CaseIterable {
        /// A `UICollectionViewCell` or a `UITableViewCell`.
        case cell
        /// Any other `UIView`.
        case view
        /// A `UIGestureRecognizer`.
        case gestureRecognizer
        /// Anything else: nil, a `UIBarButtonItem`, a model object, a string.
        case other
    }

    /// The source a sender gives.
    ///
    /// - Returns: a cell: ``cellImage``; another view: ``sender``; a gesture recognizer:
    ///   ``recognizerView`` (none when it is not attached to a view); anything else: ``none``.
    package static func source(for sender: Sender) -> SegueSenderSource {
        switch sender {
        case .cell: return .cellImage
        case .view: return .sender
        case .gestureRecognizer: return .recognizerView
        case .other: return .none
        }
    }
}
