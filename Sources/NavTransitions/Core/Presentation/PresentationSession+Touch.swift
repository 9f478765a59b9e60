import Foundation

/// The presentation's pan's readings as the session counts them: the translation the host last reported (the
/// finger's, since the pan began), the offset of the session's last reset (``PresentationSession/Action/resetPanTranslation``),
/// and the velocity.
package struct PresentationPanReading: Sendable, Equatable {
    /// The finger's translation since the pan began, as last reported, in the container's coordinates.
    package var reported: CGPoint = .zero
    /// The reported translation at the session's last reset: the session counts from it.
    package var offset: CGPoint = .zero
    /// The velocity last reported, in points per second in the container's coordinates.
    package var velocity: CGPoint = .zero

    /// Creates the readings of no pan.
    package init() {}

    /// The translation the session counts: the reported one less the offset of the last reset.
    package var counted: CGPoint {
        CGPoint(x: reported.x - offset.x, y: reported.y - offset.y)
    }

    /// The finger's translation since the pan began, from the recognizer's own: a reset also sets the
    /// recognizer's translation to zero (so a size change, which UIKit does not document for a translation in
    /// flight, cannot shift what was gathered before), and adding the offset back gives a finger's translation
    /// in the same terms as a driven one's.
    package func fingerTranslation(recognizerTranslation: CGPoint) -> CGPoint {
        CGPoint(x: recognizerTranslation.x + offset.x, y: recognizerTranslation.y + offset.y)
    }
}

/// The scroll views under the finger that one touch holds still while the sheet or a dismissal owns it.
///
/// UIKit lets a scroll view's pan recognize together with the presentation's pan (the sheet must share the touch
/// with the list it tracks, and asks before it knows which one that is), so every scroll view under the finger
/// may move with it: a table view with a few rows rubber-bands (`alwaysBounceVertical`, which table views are
/// observed to turn on), a list grabbed during a settling dismissal starts scrolling again. Each one is held at
/// the offset it had when the sheet (or the dismissal) took the touch, pinned back on every event of either pan
/// (its own pan is followed, so the pin comes after it moved its content), and pinned once more when its pan
/// ends, which stops the deceleration it would start.
package struct HeldScrollViews: Sendable, Equatable {
    /// The offset each held scroll view is kept at, by its index among the scroll views under the finger.
    package var offsets: [Int: CGPoint] = [:]
    /// The held scroll views whose own pan is followed (it has not ended yet).
    package var followed: Set<Int> = []
    /// The presentation's pan has ended: the touch's scroll views are forgotten once no followed pan remains.
    package var touchEnded = false

    /// Holds nothing.
    package init() {}
}

/// Where the window's first responder is, as the presentation reads it (`isFirstResponder` down the window's
/// views).
package enum FirstResponderLocation: Sendable, Hashable, CaseIterable {
    /// Nothing in the window is first responder.
    case none
    /// A view inside the presented view (a text field in the sheet), or the presented view itself.
    case insidePresentedView
    /// A view elsewhere in the window (a search field behind an undimmed sheet, a screen presented over it).
    case elsewhere

    /// Where the first responder is among the views of `window` (nil: no window, nothing is first responder).
    ///
    /// Another presentation's presented view that holds first responder only so that its own key commands are
    /// reached (`holdsOnlyForKeyCommands`: the library's wrapper of a presentation below or above this one)
    /// counts as none: the presentation on top takes it for its Escape, and the one below takes it back when the
    /// one on top is gone (``PresentationHost/rearmKeyCommands()``).
    ///
    /// - Parameters:
    ///   - window: the window's root view; nil outside a window.
    ///   - presentedView: the presentation's presented view.
    ///   - children: a view's subviews.
    ///   - isFirstResponder: whether a view is first responder.
    ///   - holdsOnlyForKeyCommands: whether a view is another presentation's presented view.
    package static func locate<Node: AnyObject>(
        window: Node?, presentedView: Node, children: (Node) -> [Node],
        isFirstResponder: (Node) -> Bool,
        holdsOnlyForKeyCommands: (Node) -> Bool
    ) -> FirstResponderLocation {
        guard let window,
            let found = ViewTreeSearch.nodes(under: window, includingRoot: true, children: children).first(
                where: isFirstResponder)
        else { return .none }
        if ViewTreeSearch.contains(under: presentedView, includingRoot: true, children: children, where: { $0 === found }) {
            return .insidePresentedView
        }
        return holdsOnlyForKeyCommands(found) ? .none : .elsewhere
    }
}

extension PresentationSession {
    // MARK: The pan's translation

    /// The host reported the pan's translation (the finger's since the pan began) and velocity, and where an
    /// assistive technology's focus is (``accessibilityFocus``: a movement may flip the modal scope), read before
    /// the event's step.
    ///
    /// - Returns: the translation the session counts from it (``PresentationPanReading/counted``), for the event it
    ///   is part of, and whether a movement reads the scroll views under the finger
    ///   (``movementReadsScrollViewsUnderFinger``).
    package mutating func panReported(
        translation: CGPoint, velocity: CGPoint, accessibilityFocus focus: AccessibilityFocusLocation
    ) -> (counted: CGPoint, movementReadsScrollViewsUnderFinger: Bool) {
        panReading.reported = translation
        panReading.velocity = velocity
        accessibilityFocus = focus
        return (panReading.counted, movementReadsScrollViewsUnderFinger)
    }

    /// Whether a movement of the touch (a `.changed` event of either pan) looks at the states of the scroll views
    /// that were under the finger when it began (``PresentationPanEvent/scrollViewsUnderFinger``): to pin those it
    /// holds, or to hold new ones — every one of them for a dismissal, all but the tracked one for a sheet, which
    /// pins that one itself. False when nothing is held and the only one is the sheet's tracked list, or there is
    /// none: the host then reads none of them (a list's offset is otherwise read on every event).
    package var movementReadsScrollViewsUnderFinger: Bool {
        if !heldScrollViews.offsets.isEmpty { return true }
        // The tracked index is one of them: both were set when the pan began.
        if sheetPan?.trackedIndex != nil { return scrollViewsUnderFingerCount > 1 }
        return scrollViewsUnderFingerCount > 0
    }

    /// The host reported the pan's translation only (the tracked scroll view's pan reported first).
    package mutating func panReported(translation: CGPoint) {
        panReading.reported = translation
    }

    /// ``Action/resetPanTranslation`` ran: the session counts from the translation reported last.
    package mutating func panTranslationWasReset() {
        panReading.offset = panReading.reported
    }

    // MARK: The touch

    /// A new touch begins (the presentation's pan's `.began`, before anything is read): the last touch's held
    /// scroll views and tracked one are let go (their pans no longer followed), and the translation counts
    /// from zero.
    package mutating func touchBegan() -> [Action] {
        var actions: [Action] = heldScrollViews.followed.sorted().map { .stopFollowingHeldScrollViewPan(.underFinger($0)) }
        actions += stopFollowingScrollViewPan()
        heldScrollViews = HeldScrollViews()
        panReading.offset = .zero
        return actions
    }

    /// ``Action/forgetTouch`` ran: the translation counts from zero again; returns whether the scroll views that
    /// were under the finger are forgotten now (no held one's pan is still followed).
    package mutating func touchEnded() -> Bool {
        panReading.offset = .zero
        return heldScrollViews.followed.isEmpty
    }

    /// The presentation's pan ended or was cancelled: a held scroll view whose own pan never recognized this touch
    /// (`pansRecognized`, by index) is let go now — no end of its pan will come, and following it would pin it
    /// during a later touch of its own — the others when their pans end; the last action is ``Action/forgetTouch``.
    mutating func presentationPanFinished(pansRecognized: [Bool]) -> [Action] {
        heldScrollViews.touchEnded = true
        let idle = heldScrollViews.followed.sorted().filter { pansRecognized.indices.contains($0) && !pansRecognized[$0] }
        for index in idle { heldScrollViews.followed.remove(index) }
        return idle.map { .stopFollowingHeldScrollViewPan(.underFinger($0)) } + [.forgetTouch]
    }

    /// The presentation ended under the finger: every held scroll view is let go.
    mutating func releaseHeldScrollViews() -> [Action] {
        let actions: [Action] = heldScrollViews.followed.sorted().map { .stopFollowingHeldScrollViewPan(.underFinger($0)) }
        let wasHolding = !heldScrollViews.offsets.isEmpty
        heldScrollViews = HeldScrollViews()
        return actions + (wasHolding ? [.forgetTouch] : [])
    }

    // MARK: Holding scroll views

    /// Holds every scroll view under the finger (but `excluded`, the tracked one a sheet pins itself) where it is,
    /// from its first hold on: a new one is held at its ``ScrollViewState/heldOffset`` (the shared scroll view of a
    /// dismissal at `trackedOffset`, where it was just stopped) and its pan followed; one held already is pinned
    /// back when it moved.
    ///
    /// - Parameters:
    ///   - states: the states of the scroll views under the finger now, by index (nil: gone).
    ///   - excluded: an index the caller pins itself.
    ///   - trackedOffset: where a dismissal stopped its shared scroll view in this event, or nil.
    ///   - alreadyStopped: every scroll view was stopped at its held offset in this event (a grab): nothing to write.
    ///   - actions: the event's actions, which the holds and pins are appended to.
    mutating func holdScrollViews(
        _ states: [ScrollViewState?], except excluded: Int?, trackedOffset: CGPoint?,
        alreadyStopped: Bool = false, into actions: inout Actions
    ) {
        for (index, state) in states.enumerated() where index != excluded {
            guard let state else { continue }
            if let offset = heldScrollViews.offsets[index] {
                if state.contentOffset != offset { actions.append(.setScrollViewOffset(.underFinger(index), offset)) }
                continue
            }
            let stoppedNow = alreadyStopped || (index == gesture?.trackedIndex && trackedOffset != nil)
            let offset = index == gesture?.trackedIndex ? trackedOffset ?? state.heldOffset : state.heldOffset
            heldScrollViews.offsets[index] = offset
            heldScrollViews.followed.insert(index)
            actions.append(.followScrollViewPan(.underFinger(index)))
            if !stoppedNow, state.contentOffset != offset { actions.append(.setScrollViewOffset(.underFinger(index), offset)) }
        }
    }

    /// Pins every held scroll view that moved back to its offset (`states`: those under the finger now, by index),
    /// appending to `actions`. Runs on every movement while scroll views are held: in index order without sorting
    /// (no array is made).
    mutating func pinHeldScrollViews(_ states: [ScrollViewState?], into actions: inout Actions) {
        guard !heldScrollViews.offsets.isEmpty else { return }
        for (index, state) in states.enumerated() {
            guard let offset = heldScrollViews.offsets[index], let state, state.contentOffset != offset else { continue }
            actions.append(.setScrollViewOffset(.underFinger(index), offset))
        }
    }

    /// One event of a held scroll view's own pan (the one at `index` under the finger), after it moved its content:
    /// a change pins every held scroll view back; its end pins it once more (stopping the deceleration its pan
    /// starts) and stops following it, and once the presentation's pan has ended too and no held pan is followed,
    /// the touch's scroll views are forgotten (``Action/forgetTouch``). A pan that begins once the presentation's
    /// pan has ended belongs to a new touch of the scroll view's own: it is let go, never pinned.
    ///
    /// - Parameter states: the states of the scroll views under the finger now, by index (nil: gone).
    package mutating func heldScrollViewPan(_ phase: GesturePhase?, index: Int, states: [ScrollViewState?]) -> Actions {
        guard heldScrollViews.followed.contains(index) else { return Actions() }
        switch phase {
        case .changed?:
            var actions = Actions()
            pinHeldScrollViews(states, into: &actions)
            return actions
        case .ended?, .cancelled?:
            heldScrollViews.followed.remove(index)
            var actions = Actions()
            if let offset = heldScrollViews.offsets[index], states.indices.contains(index), let state = states[index],
                state.contentOffset != offset
            {
                actions.append(.setScrollViewOffset(.underFinger(index), offset))
            }
            actions.append(.stopFollowingHeldScrollViewPan(.underFinger(index)))
            if heldScrollViews.touchEnded, heldScrollViews.followed.isEmpty { actions.append(.forgetTouch) }
            return actions
        case .began?:
            guard heldScrollViews.touchEnded else { return Actions() }
            heldScrollViews.followed.remove(index)
            var actions = Actions(.stopFollowingHeldScrollViewPan(.underFinger(index)))
            if heldScrollViews.followed.isEmpty { actions.append(.forgetTouch) }
            return actions
        case nil:
            return Actions()
        }
    }
}
