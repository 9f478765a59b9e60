import Testing

/// Seeded random walks: after every step the delegate, the forwarded messages, the answers and the system
/// pop gesture match the rules, and nothing is retained once the stack is dropped.
struct NavigationDelegateModelTests {
    @Test func randomSequencesKeepTheRules() {
        var total = NavigationModelHarness.Coverage()
        for seed in UInt64(0)..<200 {
            let harness = NavigationModelHarness(seed: seed)
            let report = harness.run(stepCount: 60)
            #expect(report == nil, "\(report ?? "")")
            if report != nil { return }
            let c = harness.coverage
            total.deferredHandBackFinished += c.deferredHandBackFinished
            total.deferredHandBackCancelled += c.deferredHandBackCancelled
            total.ownerReappeared += c.ownerReappeared
            total.deadOwnerNoticedWhileInstalled += c.deadOwnerNoticedWhileInstalled
            total.ownerLeftSilently += c.ownerLeftSilently
            total.reassignedDuringInteractivePop += c.reassignedDuringInteractivePop
            total.assignedNilWhileInstalled += c.assignedNilWhileInstalled
            total.uninstalledWhileInstalled += c.uninstalledWhileInstalled
            total.installedAgain += c.installedAgain
            total.panPops += c.panPops
            total.systemSwipePops += c.systemSwipePops
            total.proxyAnimations += c.proxyAnimations
            total.appAnimations += c.appAnimations
            total.systemAnimations += c.systemAnimations
            total.transitionsWhileAdoptionPending += c.transitionsWhileAdoptionPending
            total.panPopsCancelled += c.panPopsCancelled
            total.silentLeaveNoticedByReconcile += c.silentLeaveNoticedByReconcile
            total.appSwitchedSystemGesture += c.appSwitchedSystemGesture
            total.swipeBackRefused += c.swipeBackRefused
            total.wrappedTheProxy += c.wrappedTheProxy
            total.wrappedTheApp += c.wrappedTheApp
            total.wrappedProxyHandedBack += c.wrappedProxyHandedBack
            total.wrapperNotYetRevealed += c.wrapperNotYetRevealed
            total.pendingOwnerPushedWithTheProxy += c.pendingOwnerPushedWithTheProxy
            total.pendingOwnerFreed += c.pendingOwnerFreed
        }
        print("coverage over 200 seeds:", total)
        // The walk must actually reach every rule, or the invariants above prove little.
        #expect(total.deferredHandBackFinished > 0)
        #expect(total.deferredHandBackCancelled > 0)
        #expect(total.ownerReappeared > 0)
        #expect(total.deadOwnerNoticedWhileInstalled > 0)
        #expect(total.ownerLeftSilently > 0)
        #expect(total.reassignedDuringInteractivePop > 0)
        #expect(total.assignedNilWhileInstalled > 0)
        #expect(total.uninstalledWhileInstalled > 0)
        #expect(total.installedAgain > 0)
        #expect(total.panPops > 0)
        #expect(total.systemSwipePops > 0)
        #expect(total.proxyAnimations > 0)
        #expect(total.appAnimations > 0)
        #expect(total.systemAnimations > 0)
        #expect(total.transitionsWhileAdoptionPending > 0)
        #expect(total.panPopsCancelled > 0)
        #expect(total.silentLeaveNoticedByReconcile > 0)
        #expect(total.appSwitchedSystemGesture > 0)
        #expect(total.swipeBackRefused > 0)
        #expect(total.wrappedTheProxy > 0)
        #expect(total.wrappedTheApp > 0)
        #expect(total.wrappedProxyHandedBack > 0)
        #expect(total.pendingOwnerPushedWithTheProxy > 0)
        #expect(total.pendingOwnerFreed > 0)
    }
}
