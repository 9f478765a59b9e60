import Foundation
import Testing
import NavTransitions

/// Exactly at the flick speed (300 pt/s) a release is not a flick: the projection decides. Stops at 0 (the
/// dismissal), 275, 500 and 950.
@Suite("SheetRelease flick speed")
struct SheetReleaseFlickTests {
    static var detents: ResolvedSheetDetents { SheetFixture.three }

    @Test("up at exactly 300 pt/s from .medium: projected 500 + 0.3 × 0.998 ÷ 0.002 = 649.7, nearer 500 than 950: stays")
    func upAtTheFlickSpeed() {
        let atSpeed = SheetRelease.decide(visibleHeight: 500, velocity: -300, detents: Self.detents, canDismiss: true)
        #expect(atSpeed.target == .detent(1))
        // A point per second faster is a flick: one detent up.
        let flick = SheetRelease.decide(visibleHeight: 500, velocity: -301, detents: Self.detents, canDismiss: true)
        #expect(flick.target == .detent(2))
    }

    @Test("down at exactly 300 pt/s from .medium: projected 350.3, but a sheet resting on 500 has 500 as both neighbours: stays")
    func downAtTheFlickSpeed() {
        let atSpeed = SheetRelease.decide(visibleHeight: 500, velocity: 300, detents: Self.detents, canDismiss: true)
        #expect(atSpeed.target == .detent(1))
        let flick = SheetRelease.decide(visibleHeight: 500, velocity: 301, detents: Self.detents, canDismiss: true)
        #expect(flick.target == .detent(0))
    }

    @Test("a flick from half a point off a detent counts from that detent: up to the next one, down to the one below")
    func flickWithinTheTolerance() {
        // Half a point below .medium is at .medium: a flick up goes to .large, not to .medium.
        #expect(
            SheetRelease.decide(visibleHeight: 499.5, velocity: -1000, detents: Self.detents, canDismiss: true).target
                == .detent(2))
        // Half a point above .medium is at .medium: a flick down goes to the smallest detent.
        #expect(
            SheetRelease.decide(visibleHeight: 500.5, velocity: 1000, detents: Self.detents, canDismiss: true).target
                == .detent(0))
    }

    /// Issue 32 §6: a flick from the rubber band took the next stop below the release point, which is the
    /// largest detent itself, and settled back; FloatingPanel's own tests pin one detent down, as from the detent.
    @Test("a hard flick down from a few points above the largest detent lands one detent down, as from the detent")
    func flickDownFromTheRubberBand() {
        let release = SheetRelease.decide(visibleHeight: 955, velocity: 3_000, detents: Self.detents, canDismiss: true)
        #expect(release.target == .detent(1))
        #expect(release.targetHeight == 500)
        #expect(release.initialVelocity > 0, "toward the target")
        let fromDetent = SheetRelease.decide(visibleHeight: 950, velocity: 3_000, detents: Self.detents, canDismiss: true)
        #expect(fromDetent.target == release.target)
        // Far up the band (the sheet stretched 100 points past its largest detent): the same.
        #expect(
            SheetRelease.decide(visibleHeight: 1_050, velocity: 3_000, detents: Self.detents, canDismiss: false).target
                == .detent(1))
        // A flick up from the band has no stop above: it stays on the largest detent.
        #expect(
            SheetRelease.decide(visibleHeight: 955, velocity: -3_000, detents: Self.detents, canDismiss: true).target
                == .detent(2))
    }

    @Test("a hard flick up from below the smallest detent (nothing dismisses: the rubber band) lands one detent up")
    func flickUpFromBelowTheSmallest() {
        let release = SheetRelease.decide(visibleHeight: 260, velocity: -3_000, detents: Self.detents, canDismiss: false)
        #expect(release.target == .detent(1))
        #expect(release.targetHeight == 500)
        #expect(
            SheetRelease.decide(visibleHeight: 275, velocity: -3_000, detents: Self.detents, canDismiss: false).target
                == .detent(1))
        // Where the sheet can be dismissed, below the smallest detent is the way out, not a band: up to the smallest.
        #expect(
            SheetRelease.decide(visibleHeight: 260, velocity: -3_000, detents: Self.detents, canDismiss: true).target
                == .detent(0))
        // A flick down from the band below the smallest has nowhere lower to go: it stays there.
        #expect(
            SheetRelease.decide(visibleHeight: 260, velocity: 3_000, detents: Self.detents, canDismiss: false).target
                == .detent(0))
    }
}
