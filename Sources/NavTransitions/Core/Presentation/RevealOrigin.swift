import Foundation

/// The place a circular reveal grows from when presenting and shrinks back into when dismissing.
public enum RevealOrigin: Sendable, Equatable {
    /// The container's centre.
    case center
    /// A point in the container's coordinates. It may lie outside the container; a non-finite point means the centre.
    case point(CGPoint)
    /// The source view's frame, converted to the container's coordinates when the transition starts.
    ///
    /// `nil` means the source view is gone. A missing, empty, non-finite or entirely-outside frame makes the
    /// reveal use a circle of radius 0 at the container's centre instead.
    case sourceFrame(CGRect?)
}
