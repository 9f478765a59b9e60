import Foundation
import Testing
@testable import NavTransitions

/// `PresentationSession.Actions`: the inline list the presentation's pans answer with, so that an event's movement
/// never allocates.
@Suite("The presentation's per-event actions, stored inline")
struct PresentationActionsTests {
    typealias Actions = PresentationSession.Actions

    @Test("holds actions in order like an array, the ninth and later spilled after the eight inline")
    func likeAnArray() {
        var actions = Actions()
        #expect(actions.isEmpty && actions.count == 0 && actions.first == nil)
        let many: [PresentationSession.Action] = (0..<11).map { .setDimmingAlpha(CGFloat($0) / 10) }
        for action in many { actions.append(action) }
        #expect(actions.count == 11)
        #expect(Array(actions) == many)
        #expect(actions[7] == .setDimmingAlpha(0.7) && actions[8] == .setDimmingAlpha(0.8) && actions.last == .setDimmingAlpha(1))
        #expect(Actions(many) == actions)
        var joined = Actions(.forgetTouch)
        joined += [.resetPanTranslation, .updateInteraction]
        #expect(joined == [.forgetTouch, .resetPanTranslation, .updateInteraction])
        #expect(joined != [.forgetTouch, .resetPanTranslation])
        #expect(joined != [.forgetTouch, .updateInteraction, .resetPanTranslation])
        #expect(Actions() == [])
        #expect(Actions.inlineCapacity == 8)
    }

    static let phone = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34))

    /// A drag over a list on a sheet with an undimmed medium detent, up past the large detent and down toward the
    /// dismissal and back: every event's answers, the sheet's pan's and the list's.
    static func dragAnswers() -> (answers: [Actions], kinds: Set<String>) {
        var session = PresentationSession(
            layout: .sheet(.init(detents: [.medium, .large], largestUndimmedDetent: .medium)), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        _ = session.containerWillLayout(phone)
        var state = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000), boundsSize: CGSize(width: 375, height: 700))
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: -300), container: phone,
            trackedScrollView: state, dismissProgress: 0)
        let began = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 100, y: 200), scrollViews: [state],
                presentedFrame: CGRect(x: 0, y: 412.5, width: 375, height: 399.5),
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        #expect(began.first == .trackScrollView(.underFinger(0)), "the list shares the pan")
        var answers: [Actions] = []
        var last: CGFloat = 0
        // Up 700 points (the sheet to its large detent, then the list), down 800 (the list, then the sheet past medium).
        let path = Array(stride(from: 0, through: -700, by: -5)) + Array(stride(from: -695, through: 100, by: 5))
        for y in path.map({ CGFloat($0) }) {
            state.contentOffset.y -= y - last // the list's own pan moved it first
            event.translation.y = y
            event.trackedScrollView = state
            event.scrollViewsUnderFinger = [state]
            for answer in [
                session.pan(.changed, event, beginning: nil),
                session.scrollViewPan(
                    .changed, translation: event.translation, scrollView: state, container: phone,
                    underFinger: [state]),
            ] {
                answers.append(answer)
                for case let .setScrollViewOffset(_, offset) in answer { state.contentOffset = offset }
            }
            last = y
        }
        var kinds = Set<String>()
        for answer in answers {
            for action in answer { kinds.insert(String(describing: action).components(separatedBy: "(").first ?? "") }
        }
        return (answers, kinds)
    }

    @Test("a drag's events hand the finger over both ways and cross the undimmed detent, all within the inline eight")
    func perEventWithinInlineCapacity() {
        let (answers, kinds) = Self.dragAnswers()
        let largest = answers.map(\.count).max() ?? 0
        #expect(largest <= Actions.inlineCapacity, "an event answered \(largest) actions: past the inline storage, it allocates")
        #expect(largest >= 5, "the busiest event sets the frame, the dimming, its pass-through and the chrome")
        // The drag reached every kind of per-event action: the hand-overs (the pin and the indicator) and the crossing.
        for kind in [
            "setPresentedFrame", "setDimmingAlpha", "setDimmingPassesTouches", "setChrome", "setScrollViewOffset",
            "setScrollIndicatorHidden", "postAccessibility",
        ] {
            #expect(kinds.contains(kind), "no event answered \(kind)")
        }
    }
}
