import Foundation
@testable import NavTransitions
@testable import NavTransitionsSelfCheckCore

/// Where the headless runner's screens rest, computed by hand for its one container — 375 × 812 points, a safe
/// area 47 points from the top and 34 from the bottom, compact width, left to right — instead of by the Core layout
/// the product applies (``SelfCheckInvariant/restingFrame(of:in:for:)``): a layout bug cannot agree with itself.
///
/// The arithmetic: the safe height is 812 − 47 − 34 = 731. A sheet's visible height is its detent's content height
/// plus the 34-point bottom inset, at most 812 − 47 = 765, and it rests on the bottom edge: `.large` 731 + 34 = 765
/// (y 47), `.medium` and `.fraction(0.5)` 365.5 + 34 = 399.5 (y 412.5), `.fraction(0.3)` 219.3 + 34 = 253.3
/// (y 558.7), `.points(200)` 234 (y 578), `.points(500)` 534 (y 278). A docked keyboard covering the bottom 300
/// points lifts a sheet by 300, never above the safe area's top: y 278, 112.5, 47 (Docs/Sheets.md, "Keyboard").
/// A 300 × 400 card is centred in the safe area: x (375 − 300) / 2 = 37.5, y 47 + (731 − 400) / 2 = 212.5. A side
/// menu takes 75 % of the width, the full height, on the leading edge: 281.25 wide. The rest fills the window.
enum SelfCheckHeadlessFrames {
    static let window = CGRect(x: 0, y: 0, width: 375, height: 812)

    /// A sheet's resting frame at a detent's visible `height`, lifted by a keyboard covering `overlap` points.
    private static func sheet(visibleHeight height: CGFloat, overlap: CGFloat) -> CGRect {
        let y = 812 - height
        let lifted = overlap > 0 ? min(y, max(y - overlap, 47)) : y
        return CGRect(x: 0, y: lifted, width: 375, height: height)
    }

    /// The visible heights of the detents the table uses, by hand (see the type's summary).
    private static func visibleHeight(_ detent: PresentationLayout.SheetDetent) -> CGFloat? {
        switch detent {
        case .large: return 765
        case .medium, .fraction(0.5): return 399.5
        case .fraction(0.3): return 253.3
        case .points(200): return 234
        case .points(500): return 534
        default: return nil
        }
    }

    /// The hand-computed resting frame of `screen`, as ``SelfCheckInvariant/RestingFrames`` asks; a frame the table
    /// needs and this type does not know is `.null`, which no observed frame matches (a missing case fails).
    static let restingFrame: SelfCheckInvariant.RestingFrames = { screen, observation, scenario in
        if let presented = observation.presented, presented == screen {
            if let sheet = observation.sheet {
                guard let detent = sheet.selectedDetent, let height = visibleHeight(detent) else { return .null }
                return Self.sheet(visibleHeight: height, overlap: sheet.keyboardOverlap)
            }
            switch scenario.presentation(of: presented)?.layout ?? .fullScreen {
            case .fullScreen: return window
            case let .card(size) where size == CGSize(width: 300, height: 400):
                return CGRect(x: 37.5, y: 212.5, width: 300, height: 400)
            case .sideMenu: return CGRect(x: 0, y: 0, width: 281.25, height: 812)
            default: return .null
            }
        }
        guard observation.stack.last == screen else { return nil }
        if let presented = observation.presented, (scenario.presentation(of: presented)?.layout ?? .fullScreen) == .fullScreen {
            return nil // UIKit removes the presenter's view while a full-screen presentation covers it.
        }
        return window
    }
}
