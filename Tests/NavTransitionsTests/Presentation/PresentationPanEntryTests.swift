import Foundation
import Testing
@testable import NavTransitions

/// The presentation's pan by phase (`PresentationSession.pan(_:_:beginning:)`, `scrollViewPan(_:…)`): the one entry
/// point the recognizers' action methods and the self-check call.
@Suite("The presentation's pan by phase")
struct PresentationPanEntryTests {
    static let phone = PresentationContainer(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34))
    static let medium = CGRect(x: 0, y: 412.5, width: 375, height: 399.5)

    static func presentedSheet() -> PresentationSession {
        var session = PresentationSession(layout: .sheet(.init(detents: [.medium, .large])), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight, container: phone)
        _ = session.presentationDidEnd(completed: true)
        _ = session.containerWillLayout(phone)
        return session
    }

    @Test("no phase does nothing; began reads the touch once and names the shared list first; the end forgets the touch")
    func phases() {
        var session = Self.presentedSheet()
        let presented = HeadlessViewController("S", frame: .zero)
        let list = HeadlessView("list", frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        list.scrollState = ScrollViewState(
            contentOffset: .zero, contentSize: CGSize(width: 375, height: 2_000), boundsSize: CGSize(width: 375, height: 400))
        let beginning = PresentationPanBeginning(
            location: CGPoint(x: 100, y: 100), scrollViews: [list.scrollState], presentedFrame: Self.medium,
            onScreenFrame: nil, settling: nil,
            isModalInPresentation: UserDismissalDecision.isModalInPresentation(presented))
        var event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: -500), container: Self.phone,
            trackedScrollView: nil, dismissProgress: 0)
        #expect(session.pan(nil, event, beginning: beginning) == [], "a state that calls no action")
        #expect(session.pan(.began, event, beginning: nil) == [], "a began without its reading does nothing")
        let began = session.pan(.began, event, beginning: beginning)
        #expect(began == [.trackScrollView(.underFinger(0)), .followScrollViewPan(.tracked)])
        event.translation = CGPoint(x: 0, y: -100)
        event.trackedScrollView = list.scrollState
        let moved = session.pan(.changed, event, beginning: nil)
        #expect(
            moved.contains(.setPresentedFrame(CGRect(x: 0, y: 312.5, width: 375, height: 499.5))),
            "expands first, as SheetDrag says")
        let ended = session.pan(.ended, event, beginning: nil)
        #expect(ended.last == .forgetTouch)
        #expect(
            session.scrollViewPan(nil, translation: event.translation, scrollView: list.scrollState, container: Self.phone) == [])
        #expect(
            session.scrollViewPan(.began, translation: event.translation, scrollView: list.scrollState, container: Self.phone)
                == [])
        let listEnded = session.scrollViewPan(
            .ended, translation: event.translation, scrollView: list.scrollState, container: Self.phone)
        #expect(listEnded.first == .stopReceivingScrollViewPan)
        #expect(listEnded.last == .stopFollowingScrollViewPan, "both pans have ended: the list is forgotten")
    }

    @Test("a cancelled pan forgets the touch too; a card's pan without a scroll view tracks none")
    func cancelledCard() {
        var session = PresentationSession(layout: .card(size: CGSize(width: 300, height: 400)), dismissal: .all)
        _ = session.presentationWillBegin(layoutDirection: .leftToRight)
        _ = session.presentationDidEnd(completed: true)
        let event = PresentationPanEvent(
            translation: .zero, velocity: CGPoint(x: 0, y: 500), container: Self.phone,
            trackedScrollView: nil, dismissProgress: 0)
        let began = session.pan(
            .began, event,
            beginning: PresentationPanBeginning(
                location: CGPoint(x: 150, y: 200), scrollViews: [],
                presentedFrame: CGRect(x: 37.5, y: 206, width: 300, height: 400),
                onScreenFrame: nil, settling: nil, isModalInPresentation: false))
        #expect(began == [.setInteractionDirection(.down)])
        let cancelled = session.pan(.cancelled, event, beginning: nil)
        #expect(cancelled == [.forgetTouch])
    }
}
