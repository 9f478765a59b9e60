import Foundation
import NavTransitions

/// The container of the sheet tests: 1000 points tall, 50-point top and bottom safe-area insets.
///
/// Safe height 900; the tallest visible height 950. A detent of content height `c` rests at visible height
/// `c + 50`: `.large` at 950, `.medium` (450) at 500, `.fraction(0.25)` (225) at 275, `.points(300)` at 350.
enum SheetFixture {
    static let container = SheetContainer(height: 1000, safeArea: EdgeInsets(top: 50, bottom: 50))
    static let compact = SheetContainer(height: 1000, safeArea: EdgeInsets(top: 50, bottom: 50), isCompactHeight: true)

    /// `[.fraction(0.25), .medium, .large]`: stops at 275, 500 and 950.
    static let threeDetents: [PresentationLayout.SheetDetent] = [.fraction(0.25), .medium, .large]
    static var three: ResolvedSheetDetents { ResolvedSheetDetents(threeDetents, in: container) }
    /// `[.medium, .large]`: stops at 500 and 950.
    static var two: ResolvedSheetDetents { ResolvedSheetDetents([.medium, .large], in: container) }

    /// A list 2000 points tall in 800 with no inset: offsets 0...1200, its top at 0.
    static func list(y: CGFloat) -> ScrollViewState {
        ScrollViewState(
            contentOffset: CGPoint(x: 0, y: y), contentSize: CGSize(width: 400, height: 2000),
            boundsSize: CGSize(width: 400, height: 800))
    }
}
