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
        var nearest = Nearest(point: point)
        for slot in slots { nearest.consider(slot.index, frame: slot.frame) }
        return nearest.index
    }

    /// The search of ``index(at:slots:)`` one slot at a time, for a caller that walks its slots itself (no
    /// closure is stored, nothing is allocated: ``ReorderDrag/slot(at:visibleItems:frame:)`` runs per event).
    package struct Nearest {
        /// The finger.
        let point: CGPoint
        /// The slot under the finger so far, with its centre's squared distance from the finger.
        private var best: (index: Int, distance: CGFloat)?

        /// A search around `point`.
        package init(point: CGPoint) {
            self.point = point
        }

        /// The index of the slot under the point among those considered, or `nil` (also for a non-finite point).
        package var index: Int? { best?.index }

        /// Considers the slot at `index` with `frame`.
        package mutating func consider(_ index: Int, frame: CGRect) {
            // `frame.standardized`, spelled out: Foundation's is a call per slot, and every visible slot is
            // considered on every event of the drag, most of them far from the finger: the containment test
            // comes first. It also refuses what is not finite: a NaN compares false, an infinite point or origin
            // leaves no finite span to be inside of (`-inf + inf` is NaN); only an infinite side needs its check.
            let width = Swift.abs(frame.size.width), height = Swift.abs(frame.size.height)
            let minY = frame.size.height < 0 ? frame.origin.y + frame.size.height : frame.origin.y
            guard point.y >= minY, point.y < minY + height else { return }
            let minX = frame.size.width < 0 ? frame.origin.x + frame.size.width : frame.origin.x
            guard point.x >= minX, point.x < minX + width, width.isFinite, height.isFinite else { return }
            let dx = point.x - (minX + width / 2), dy = point.y - (minY + height / 2)
            let distance = dx * dx + dy * dy
            if let current = best, current.distance < distance || (current.distance == distance && current.index < index) {
                return
            }
            best = (index, distance)
        }
    }
}
