import Testing
@testable import NavTransitions

/// Seeded random walks over every event the coordinator meets; after every step the Core machine mirrors the
/// screen and no rule is broken, and at rest the binding agrees with the screen.
@Suite("PresentationBinding model")
struct PresentationBindingModelTests {
    struct Coverage: CustomStringConvertible {
        var replacements = 0, pansFinished = 0, pansCancelled = 0, taps = 0, parentDismissals = 0, refusals = 0
        var reentrantOnDismiss = 0, staleReadsIgnored = 0, ownerRemovals = 0, windowWaits = 0, writesBack = 0, postponements = 0
        var description: String {
            "replacements \(replacements), pans finished \(pansFinished) / cancelled \(pansCancelled), taps \(taps), "
                + "parent \(parentDismissals), refusals \(refusals), onDismiss re-entry \(reentrantOnDismiss), "
                + "stale reads \(staleReadsIgnored), owner removals \(ownerRemovals), window waits \(windowWaits), writes back \(writesBack), "
                + "postponements \(postponements)"
        }
    }

    /// One walk; returns the first broken rule with the seed and the step.
    static func walk(seed: UInt64, steps: Int, coverage: inout Coverage) -> String? {
        var random = SplitMix64(seed: seed)
        let model = HeadlessModalPresenter()
        model.movePresenter(toWindow: random.chance(80))
        if random.chance(30) {
            // The app presents something again from onDismiss, or clears it, or leaves it.
            var inner = SplitMix64(seed: seed &+ 7)
            model.onDismiss = { _ in
                inner.chance(50) ? .some(inner.pick([nil, 1, 2, 3]) ?? nil) : nil
            }
        }
        var log: [String] = []
        for index in 0..<steps {
            let choice = random.below(100)
            let before = model.dismissReports.count
            switch choice {
            case 0..<22:
                let value = random.pick([nil, 1, 1, 2, 3]) ?? nil
                if model.presented != nil, value != nil, value != model.presented { coverage.replacements += 1 }
                model.binding = value
                log.append("binding = \(value.map(String.init) ?? "nil")")
                if random.chance(70) {
                    model.update()
                    log.append("update")
                }
            case 22..<35:
                if model.deferredWrites.isEmpty == false, model.binding != nil { coverage.staleReadsIgnored += 1 }
                model.update()
                log.append("update")
            case 35..<45:
                model.finishPresentation(completed: random.chance(95))
                log.append("presentation ends")
            case 45..<52:
                if model.beginPan() { log.append("pan begins") }
            case 52..<60:
                let finishing = random.chance(50)
                if model.transition == .dismissing(interactive: true) {
                    if finishing { coverage.pansFinished += 1 } else { coverage.pansCancelled += 1 }
                }
                model.endPan(finishing: finishing)
                log.append("pan ends (finishing: \(finishing))")
            case 60..<64:
                if model.tapDimming() {
                    coverage.taps += 1
                    log.append("tap on dimming")
                }
            case 64..<74:
                model.finishDismissal()
                log.append("dismissal ends")
            case 74..<78:
                if model.presented != nil { coverage.parentDismissals += 1 }
                model.parentDismisses()
                log.append("parent dismisses")
            case 78..<88:
                model.flushWrites()
                log.append("next turn")
            case 88..<92:
                let inWindow = random.chance(70)
                if !inWindow { coverage.windowWaits += 1 }
                model.movePresenter(toWindow: inWindow)
                log.append("presenter in window: \(inWindow)")
            case 92..<97:
                model.advanceOtherPresentation()
                log.append("other presentation: \(model.other)")
                if model.other == .shown { coverage.refusals += 1 }
            default:
                if index > steps / 2, random.chance(30) {
                    coverage.ownerRemovals += 1
                    model.removeOwner()
                    log.append("owner removed")
                }
            }
            if model.dismissReports.count > before, model.onDismiss != nil { coverage.reentrantOnDismiss += 1 }
            if model.machine.pendingWrite != nil { coverage.writesBack += 1 }
            if let violation = model.violations.first {
                return "seed \(seed), step \(index): \(violation)\n  " + log.suffix(12).joined(separator: "\n  ")
            }
            if !model.reportsBalance {
                return
                    "seed \(seed), step \(index): \(model.presentations) presentations, \(model.dismissReports.count) reports\n  "
                    + log.suffix(12).joined(separator: "\n  ")
            }
        }
        coverage.postponements += model.postponements
        model.settle(cancelPans: random.chance(50))
        if let violation = model.violations.first ?? model.agreementViolation() {
            return "seed \(seed), at rest: \(violation)\n  " + log.suffix(12).joined(separator: "\n  ")
        }
        if !model.reportsBalance { return "seed \(seed), at rest: reports do not balance" }
        return nil
    }

    @Test("random orders of binding changes, transitions, gestures and removals keep binding and screen in agreement")
    func randomWalks() {
        var coverage = Coverage()
        for seed in UInt64(0)..<400 {
            let failure = Self.walk(seed: seed, steps: 80, coverage: &coverage)
            #expect(failure == nil, "\(failure ?? "")")
            if failure != nil { return }
        }
        print("PresentationBinding coverage over 400 seeds:", coverage)
        // The walk must reach every kind of event, or the checks above prove little.
        #expect(coverage.replacements > 0)
        #expect(coverage.pansFinished > 0 && coverage.pansCancelled > 0)
        #expect(coverage.taps > 0 && coverage.parentDismissals > 0 && coverage.refusals > 0)
        #expect(coverage.reentrantOnDismiss > 0 && coverage.staleReadsIgnored > 0)
        #expect(coverage.ownerRemovals > 0 && coverage.windowWaits > 0 && coverage.writesBack > 0 && coverage.postponements > 0)
    }

    @Test("an onDismiss that asks again for the dismissed item gets it presented again")
    func onDismissPresentsAgain() {
        let model = HeadlessModalPresenter()
        model.movePresenter(toWindow: true)
        model.binding = 1
        model.update()
        model.finishPresentation()
        model.onDismiss = { _ in .some(1) }
        #expect(model.beginPan())
        model.endPan(finishing: true)
        // The write (outside an update) cleared the binding, then onDismiss set it again.
        #expect(model.binding == 1)
        #expect(model.dismissReports == [1])
        model.update()
        #expect(model.transition == .presenting)
        #expect(model.presented == 1)
    }

    @Test("a presentation asked for while another one is dismissed from the presenter waits for its end")
    func postponedUntilTheOtherIsGone() {
        let model = HeadlessModalPresenter()
        model.movePresenter(toWindow: true)
        model.advanceOtherPresentation()
        model.advanceOtherPresentation()
        model.binding = 1
        model.update()
        #expect(model.presented == nil)
        #expect(model.binding == 1)
        #expect(model.deferredWrites == [])
        model.advanceOtherPresentation()
        #expect(model.presented == 1)
        #expect(model.transition == .presenting)
        #expect(model.violations == [])
    }

    @Test("a write asked for inside an update waits for the next turn; stale reads meanwhile do nothing")
    func deferredWrite() {
        let model = HeadlessModalPresenter()
        model.movePresenter(toWindow: true)
        model.advanceOtherPresentation()
        model.binding = 2
        model.update()
        #expect(model.deferredWrites == [2])
        #expect(model.binding == 2)
        model.update()
        #expect(model.presented == nil)
        model.flushWrites()
        #expect(model.binding == nil)
        #expect(model.violations == [])
        #expect(model.dismissReports == [])
    }
}
