import Foundation

/// The grabber the presentation controller draws at the top of a sheet, and the band of the sheet that a
/// touch always drags the sheet from (never the content under it).
///
/// All geometry is in the sheet's coordinates (its top-left corner at the origin).
package enum SheetGrabber {
    /// The capsule's size: 36 × 5 points.
    package static let size = CGSize(width: 36, height: 5)
    /// The space between the sheet's top edge and the capsule: 5 points.
    package static let topInset: CGFloat = 5
    /// The height of the band at the top of the sheet that belongs to the grabber: 24 points.
    package static let areaHeight: CGFloat = 24

    /// The capsule's frame in a sheet `sheetWidth` points wide: centred, ``topInset`` below the top edge.
    /// A non-finite or negative width counts as 0.
    package static func frame(inSheetWidth sheetWidth: CGFloat) -> CGRect {
        let width = Swift.max(0, sheetWidth.finiteOr(0))
        return CGRect(x: (width - size.width) / 2, y: topInset, width: size.width, height: size.height)
    }

    /// Whether a touch at `location` begins in the grabber's band: the grabber is visible and the location
    /// lies in the top ``areaHeight`` points of the sheet, across its whole width. Such a touch moves the
    /// sheet and never shares its pan with a scroll view. Non-finite locations are outside.
    package static func areaContains(_ location: CGPoint, sheetWidth: CGFloat, isVisible: Bool) -> Bool {
        guard isVisible, location.x.isFinite, location.y.isFinite else { return false }
        return location.y >= 0 && location.y < areaHeight && location.x >= 0 && location.x <= Swift.max(0, sheetWidth.finiteOr(0))
    }
}
