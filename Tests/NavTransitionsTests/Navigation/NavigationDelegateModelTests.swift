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
            total.add(harness.coverage)
        }
        print("coverage over 200 seeds:", total)
        // The walk must actually reach every rule, or the invariants above prove little: every counter, the
        // checks that ran and those skipped while work was queued included.
        for (name, value) in total.counters {
            #expect(value > 0, "\(name) never happened in 200 walks")
        }
        // Most checks run: a check is skipped only while an adoption waits for its main-queue turn.
        #expect(
            total.checksRun > 10 * total.checksSkippedForQueuedWork,
            "\(total.checksRun) checks ran, \(total.checksSkippedForQueuedWork) skipped")
    }
}
