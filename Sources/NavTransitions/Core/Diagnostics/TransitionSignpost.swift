import Foundation

/// The `os_signpost` animation intervals the library emits: one per transition it runs, from the moment UIKit
/// starts it to its completion, and one per settle of a sheet, so that Instruments' hitch tools and an
/// `XCTOSSignpostMetric(subsystem:category:name:)` in a performance test see them.
///
/// Every interval is logged with subsystem ``subsystem`` and category ``category`` under its ``name``
/// (Docs/Performance.md lists them). The UIKit layer emits them (`TransitionSignposter`, with `OSSignposter`'s
/// `beginAnimationInterval` and `endInterval`); which transition gets which name, and when an interval begins and
/// ends, is decided here and by ``SignpostHost``.
package enum TransitionSignpost: Sendable, Hashable {
    /// A transition an animation controller of the library runs: `TransitionAnimation` (every style), or a zoom
    /// leg (`isZoom`). `isInteractive` when a gesture drives it from its start (the transition context's
    /// `isInteractive` when the animator is made): a swipe back, a pan to dismiss, a pinch or a drag on a photo.
    case transition(TransitionOperation, isInteractive: Bool, isZoom: Bool)
    /// A sheet settling on a detent with its spring after a release (a touch cancelled, a refused dismissal, a
    /// settle resumed after a size change), until it rests or a touch grabs it.
    case sheetSettle

    /// The subsystem of every interval: the library's, as its debug log's.
    package static let subsystem = "org.navtransitions"
    /// The category of every interval.
    package static let category = "transitions"

    /// Every interval the library can emit.
    package static let all: [TransitionSignpost] =
        TransitionOperation.allCases.flatMap { operation in
            [false, true].flatMap { isZoom in
                [false, true].map { isInteractive in
                    TransitionSignpost.transition(operation, isInteractive: isInteractive, isZoom: isZoom)
                }
            }
        } + [.sheetSettle]

    /// The interval of a presentation's layout animation (``PresentationSession/LayoutAnimation``): a sheet's settle
    /// has one; a layout change the app animates, the keyboard's animation and a layout without animation have none.
    package init?(layoutAnimation: PresentationSession.LayoutAnimation) {
        switch layoutAnimation {
        case .sheetSettle: self = .sheetSettle
        case .none, .layoutChange, .keyboard: return nil
        }
    }

    /// The interval's name, as `XCTOSSignpostMetric(subsystem:category:name:)` and Instruments show it:
    /// "Push", "Interactive Pop", "Zoom Present", "Interactive Zoom Dismiss", "Sheet Settle", …
    package var name: StaticString {
        switch self {
        case .sheetSettle: return "Sheet Settle"
        case let .transition(operation, isInteractive, isZoom):
            switch (operation, isInteractive, isZoom) {
            case (.push, false, false): return "Push"
            case (.pop, false, false): return "Pop"
            case (.present, false, false): return "Present"
            case (.dismiss, false, false): return "Dismiss"
            case (.push, true, false): return "Interactive Push"
            case (.pop, true, false): return "Interactive Pop"
            case (.present, true, false): return "Interactive Present"
            case (.dismiss, true, false): return "Interactive Dismiss"
            case (.push, false, true): return "Zoom Push"
            case (.pop, false, true): return "Zoom Pop"
            case (.present, false, true): return "Zoom Present"
            case (.dismiss, false, true): return "Zoom Dismiss"
            case (.push, true, true): return "Interactive Zoom Push"
            case (.pop, true, true): return "Interactive Zoom Pop"
            case (.present, true, true): return "Interactive Zoom Present"
            case (.dismiss, true, true): return "Interactive Zoom Dismiss"
            }
        }
    }

    /// ``name`` as a `String`.
    package var nameString: String {
        name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}

/// The interval a ``SignpostHost`` has open, if any.
package struct SignpostInterval: Sendable, Equatable {
    /// The open interval, or nil.
    package private(set) var open: TransitionSignpost?

    /// No interval open.
    package init() {}

    fileprivate init(open: TransitionSignpost?) {
        self.open = open
    }
}

/// What emits the intervals of one transition or one presentation: `TransitionSignposter` over `OSSignposter` in
/// the UIKit layer, a recorder in the tests. It keeps the open interval (``signpostInterval``); Core changes it
/// between its calls, never during one.
///
/// The rules (``beginSignpost(_:)``, ``endSignpost()``):
/// - one interval at a time per host: beginning another ends the open one first (a settle replaced by another);
/// - an interval ends exactly once, however many of the host's paths report the end (a transition's completion,
///   then `animationEnded`; a cancelled interactive transition included); an end without an open interval emits
///   nothing;
/// - nothing begins while no tool records (``isRecordingSignposts``, `OSSignposter.isEnabled`): then the host
///   makes no signpost ID and keeps no interval state, and the end emits nothing either. A recording that starts
///   in the middle of a transition sees the next one.
package protocol SignpostHost: AnyObject {
    /// The interval open now.
    var signpostInterval: SignpostInterval { get set }
    /// Whether signposts are recorded now (`OSSignposter.isEnabled`).
    var isRecordingSignposts: Bool { get }
    /// Emits the beginning of `signpost`'s animation interval (`beginAnimationInterval`), keeping its state.
    func beginAnimationInterval(_ signpost: TransitionSignpost)
    /// Emits the end of `signpost`'s interval (`endInterval`), with the state its beginning kept.
    func endInterval(_ signpost: TransitionSignpost)
}

extension SignpostHost {
    /// Begins `signpost`'s interval (nil: none), after ending the one still open; nothing begins while no tool
    /// records.
    package func beginSignpost(_ signpost: TransitionSignpost?) {
        let ending = signpostInterval.open
        let beginning = signpost.flatMap { isRecordingSignposts ? $0 : nil }
        signpostInterval = SignpostInterval(open: beginning)
        if let ending { endInterval(ending) }
        if let beginning { beginAnimationInterval(beginning) }
    }

    /// Ends the open interval, if any: exactly once per beginning.
    package func endSignpost() {
        guard let ending = signpostInterval.open else { return }
        signpostInterval = SignpostInterval()
        endInterval(ending)
    }
}
