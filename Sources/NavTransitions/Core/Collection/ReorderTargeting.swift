import Foundation

/// Which item slot a dragging finger is over.
///
/// The slots are the places the collection view shows items at (index and frame, unscaled, in the
/// collection view's content coordinates), usually just the visible ones. The finger targets the slot
/// whose frame contains it; where frames overlap (a carousel's neighbours), the slot whose centre is
/// nearest wins, then the lower index. Over a gap between slots, nothing is targeted and the dragged
/// item stays where it is.
package enum ReorderTargeting {
    /// The index of the slot under `point`, or `nil` over no slot or for a non-finite point.
    ///
    /// A frame contains the points of `minX..<maxX` × `minY..<maxY`; frames with no area or a non-finite
    /// component contain nothing.
    package static func index(at point: CGPoint, slots: some Sequence<(index: Int, frame: CGRect)>) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: (index: Int, distance: CGFloat)?
        for slot in slots {
            let frame = slot.frame
            let components = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            guard components.allSatisfy(\.isFinite) else { continue }
            let rect = frame.standardized
            guard rect.width > 0, rect.height > 0,
                  point.x >= rect.minX, point.x < rect.maxX, point.y >= rect.minY, point.y < rect.maxY
            else { continue }
            let dx = point.x - rect.midX, dy = point.y - rect.midY
            let distance = dx * dx + dy * dy
            if let current = best, current.distance < distance || (current.distance == distance && current.index < slot.index) {
                continue
            }
            best = (slot.index, distance)
        }
        return best?.index
    }
}
