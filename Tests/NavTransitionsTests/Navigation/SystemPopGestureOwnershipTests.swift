import Testing
import NavTransitions

/// UIKit's edge swipe belongs to the app; the proxy only holds an enabled one off while a custom screen is on top.
struct SystemPopGestureOwnershipTests {
    /// One `update`: held before, the recognizer's value, whether to hold off → the write, held after, the app's value after.
    @Test(
        arguments: [
            // held, current, holdOff, write, held after, app value after
            (false, Bool?.some(true), true, Bool?.some(false), true, true), // switch an enabled recognizer off
            (false, false, true, nil, false, false), // the app had it off: leave it
            (false, true, false, nil, false, true), // nothing to do
            (false, false, false, nil, false, false), // never switched on of its own accord
            (true, false, true, nil, true, true), // still held
            (true, true, true, false, true, true), // the app switched it on meanwhile: off again
            (true, false, false, true, false, true), // put back the value that was there
            (true, true, false, nil, false, true), // the app switched it on: nothing to put back
            (true, nil, true, nil, false, true), // no recognizer: nothing held
            (false, nil, false, nil, false, true),
        ] as [(Bool, Bool?, Bool, Bool?, Bool, Bool)])
    func update(held: Bool, current: Bool?, holdOff: Bool, write: Bool?, heldAfter: Bool, appValueAfter: Bool) {
        var ownership = SystemPopGestureOwnership()
        if held { _ = ownership.update(current: true, holdOff: true) }
        #expect(ownership.isHeldOff == held)
        #expect(ownership.update(current: current, holdOff: holdOff) == write)
        #expect(ownership.isHeldOff == heldAfter)
        #expect(ownership.appValue(current: write ?? current) == appValueAfter)
    }

    @Test func theAppsValueIsTheCurrentOneUnlessHeld() {
        var ownership = SystemPopGestureOwnership()
        #expect(ownership.appValue(current: false) == false)
        #expect(ownership.appValue(current: true) == true)
        #expect(ownership.appValue(current: nil) == true)
        _ = ownership.update(current: true, holdOff: true)
        #expect(ownership.appValue(current: false) == true)
    }

    typealias State = NavigationProxyState<String, String, String>

    /// The proxy never switches the recognizer in the middle of an interactive transition (that would cancel
    /// the gesture driving it); it catches up when the transition ends.
    @Test func theProxyLeavesTheRecognizerAloneDuringAnInteractiveTransition() {
        var state = State()
        let custom = NavigationSnapshot<String, String>(
            stack: ["root", "custom"], current: .none, topHasCustomTransition: true, isTransitionRunning: false,
            systemPopGestureEnabled: true
        )
        #expect(state.install(owner: nil, custom).contains(.setSystemPopGestureEnabled(false)))
        // A custom screen is popped interactively to a plain one; the recognizer stays as it is meanwhile.
        var popping = NavigationSnapshot<String, String>(
            stack: ["root"], current: .proxy, topHasCustomTransition: false, isTransitionRunning: true,
            systemPopGestureEnabled: false
        )
        #expect(
            !state.willShow(popping, isInteractive: true).contains {
                if case .setSystemPopGestureEnabled = $0 { true } else { false }
            })
        #expect(state.systemPopGesture.isHeldOff)
        popping.isTransitionRunning = false
        #expect(state.transitionEnded(cancelled: false, popping).contains(.setSystemPopGestureEnabled(true)))
        #expect(!state.systemPopGesture.isHeldOff)
    }
}
