#if canImport(UIKit)
import UIKit
import os

/// Emits the library's `os_signpost` animation intervals (Core's ``TransitionSignpost``: subsystem
/// `org.navtransitions`, category `transitions`) for one transition or one presentation, in every build: a user
/// profiles a release build.
///
/// Core's ``SignpostHost`` decides when an interval begins and ends; this class only calls `OSSignposter`. While
/// no tool records (`isEnabled` false) nothing begins: no signpost ID is made and no interval state is kept.
@MainActor
final class TransitionSignposter {
    /// The library's signposter, made once.
    private static let signposter = OSSignposter(subsystem: TransitionSignpost.subsystem, category: TransitionSignpost.category)

    /// The interval open now (Core's).
    var signpostInterval = SignpostInterval()
    /// The state `beginAnimationInterval` returned for the open interval.
    private var state: OSSignpostIntervalState?
}

extension TransitionSignposter: @preconcurrency SignpostHost {
    var isRecordingSignposts: Bool { Self.signposter.isEnabled }

    func beginAnimationInterval(_ signpost: TransitionSignpost) {
        let signposter = Self.signposter
        state = signposter.beginAnimationInterval(signpost.name, id: signposter.makeSignpostID())
    }

    func endInterval(_ signpost: TransitionSignpost) {
        guard let state else { return }
        self.state = nil
        Self.signposter.endInterval(signpost.name, state)
    }
}
#endif
