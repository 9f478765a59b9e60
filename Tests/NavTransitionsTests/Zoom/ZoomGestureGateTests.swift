import Foundation
import Testing
@testable import NavTransitions

@Suite("Zoom gesture gate")
struct ZoomGestureGateTests {
    typealias Zoom = ZoomGestureGate.Zoom

    /// A photo that fits: no scrolling possible.
    static let fitted = ScrollViewState(
        contentOffset: .zero, contentSize: CGSize(width: 375, height: 812), boundsSize: CGSize(width: 375, height: 812))
    /// Zoomed 2× and scrolled to its top edge.
    static let zoomedAtTop = ScrollViewState(
        contentOffset: CGPoint(x: 100, y: 0), contentSize: CGSize(width: 750, height: 1624),
        boundsSize: CGSize(width: 375, height: 812))
    /// Zoomed 2× and scrolled to the middle.
    static let zoomedMiddle = ScrollViewState(
        contentOffset: CGPoint(x: 100, y: 400), contentSize: CGSize(width: 750, height: 1624),
        boundsSize: CGSize(width: 375, height: 812))

    @Test(
        "a pinch begins when it closes on a photo at its fitted size; otherwise it stays the scroll view's",
        arguments: [
            (CGFloat(0.9), Zoom(scale: 1, minimumScale: 1) as Zoom?, ZoomGestureGate.Decision.begin),
            (0.9, nil, .begin),
            (0.9, Zoom(scale: 1.005, minimumScale: 1), .begin), // within the tolerance
            (0.9, Zoom(scale: 1 + ZoomGestureGate.zoomTolerance, minimumScale: 1), .begin), // at the tolerance
            (0.9, Zoom(scale: 1.02, minimumScale: 1), .refuse), // zoomed in: the scroll view zooms out
            (0.9, Zoom(scale: 2, minimumScale: 1), .refuse),
            (1.1, Zoom(scale: 1, minimumScale: 1), .refuse), // pinching out zooms in
            (1, Zoom(scale: 1, minimumScale: 1), .refuse),
            (0.9, Zoom(scale: 0.5, minimumScale: 0.5), .begin), // a minimum below 1 is "1×"
            (0.9, Zoom(scale: 0.52, minimumScale: 0.5), .refuse),
            (CGFloat.nan, Zoom(scale: 1, minimumScale: 1), .refuse),
            (0.9, Zoom(scale: .nan, minimumScale: 1), .refuse),
            (0.9, Zoom(scale: 1, minimumScale: .nan), .refuse),
        ] as [(CGFloat, Zoom?, ZoomGestureGate.Decision)])
    func pinch(scale: CGFloat, zoom: Zoom?, expected: ZoomGestureGate.Decision) {
        #expect(
            ZoomGestureGate.decision(
                .pinch, scale: scale, velocity: .zero, zoom: zoom, scrollView: nil,
                scrollViewsUnderTouch: [], photoScrollView: nil, session: .idle, hasPhotoView: true) == expected)
    }

    @Test(
        "a drag begins when mostly vertical and the scroll view cannot scroll that way",
        arguments: [
            (CGPoint(x: 0, y: 300), fitted as ScrollViewState?, ZoomGestureGate.Decision.begin),
            (CGPoint(x: 0, y: -300), fitted, .begin),
            (CGPoint(x: 0, y: 300), nil, .begin),
            (CGPoint(x: 100, y: 300), fitted, .begin),
            (CGPoint(x: 300, y: 100), fitted, .refuse), // horizontal: the browser pages
            (CGPoint(x: -300, y: 0), fitted, .refuse),
            (CGPoint(x: 300, y: 300), fitted, .refuse), // no dominant direction
            (CGPoint.zero, fitted, .refuse),
            (CGPoint(x: 0, y: 300), zoomedAtTop, .begin), // zoomed in, at its top, pulled down
            (CGPoint(x: 0, y: -300), zoomedAtTop, .refuse), // the scroll view scrolls
            (CGPoint(x: 0, y: 300), zoomedMiddle, .refuse),
            (CGPoint(x: 0, y: -300), zoomedMiddle, .refuse),
            (CGPoint(x: CGFloat.nan, y: 300), fitted, .refuse),
        ] as [(CGPoint, ScrollViewState?, ZoomGestureGate.Decision)])
    func drag(velocity: CGPoint, scrollView: ScrollViewState?, expected: ZoomGestureGate.Decision) {
        #expect(
            ZoomGestureGate.decision(
                .drag, scale: 1, velocity: velocity, zoom: Zoom(scale: 1, minimumScale: 1),
                scrollView: scrollView, scrollViewsUnderTouch: [], photoScrollView: nil,
                session: .idle, hasPhotoView: true) == expected)
    }

    @Test(
        "while landing every touch grabs; while fingers drive, none begins; without a photo view, none",
        arguments: [
            (ZoomInteractionSession.Phase.settling(.finish), true, ZoomGestureGate.Decision.grab),
            (.settling(.cancel), false, .grab),
            (.interacting, true, .refuse),
            (.waitingForTransition, true, .refuse),
            (.idle, false, .refuse),
            (.idle, true, .begin),
        ] as [(ZoomInteractionSession.Phase, Bool, ZoomGestureGate.Decision)])
    func phases(phase: ZoomInteractionSession.Phase, hasPhotoView: Bool, expected: ZoomGestureGate.Decision) {
        for gesture in ZoomDismissalGesture.allCases {
            #expect(
                ZoomGestureGate.decision(
                    gesture, scale: 0.5, velocity: CGPoint(x: 0, y: 300), zoom: nil, scrollView: nil,
                    scrollViewsUnderTouch: [], photoScrollView: nil,
                    session: phase, hasPhotoView: hasPhotoView) == expected)
        }
    }

    /// A browser: `zoomed` > `pager` > `page` (the photo's zoom scroll view) > `photo`, and `zoomed` > `caption`
    /// (a text view) > `captionText`; `outside` belongs to another screen.
    final class Browser {
        let zoomed = HeadlessView("zoomed")
        let pager = HeadlessView("pager")
        let page = HeadlessView("page")
        let photo = HeadlessView("photo")
        let caption = HeadlessView("caption")
        let captionText = HeadlessView("captionText")
        let outside = HeadlessView("outside")

        init(
            pager pagerState: ScrollViewState? = ZoomGestureGateTests.horizontalPager, page pageState: ScrollViewState? = fitted,
            caption captionState: ScrollViewState? = nil
        ) {
            pager.scrollState = pagerState
            page.scrollState = pageState
            caption.scrollState = captionState
            zoomed.addSubview(pager)
            pager.addSubview(page)
            page.addSubview(photo)
            zoomed.addSubview(caption)
            caption.addSubview(captionText)
        }

        /// What the UIKit layer reads for a drag: the scroll views under the finger (Core's search), then the gate.
        func drag(from hit: HeadlessView, velocity: CGPoint, photoState: ScrollViewState? = fitted) -> ZoomGestureGate.Decision {
            ZoomGestureGate.decision(
                .drag, scale: 1, velocity: velocity, zoom: Zoom(scale: 1, minimumScale: 1), scrollView: photoState,
                scrollViewsUnderTouch: ScrollViewState.scrollViews(from: hit, upTo: zoomed), photoScrollView: page,
                session: .idle, hasPhotoView: true)
        }
    }

    /// Three pages side by side, on the second: it scrolls left and right, never up or down.
    static let horizontalPager = ScrollViewState(
        contentOffset: CGPoint(x: 375, y: 0), contentSize: CGSize(width: 1125, height: 812),
        boundsSize: CGSize(width: 375, height: 812))
    /// A caption of 300 points in 100, scrolled to 50: it scrolls both ways vertically.
    static let captionMiddle = ScrollViewState(
        contentOffset: CGPoint(x: 0, y: 50), contentSize: CGSize(width: 375, height: 300),
        boundsSize: CGSize(width: 375, height: 100))
    /// The same caption at its top: a drag down (content pulled down) has nothing to show; a drag up does.
    static let captionTop = ScrollViewState(
        contentOffset: .zero, contentSize: CGSize(width: 375, height: 300),
        boundsSize: CGSize(width: 375, height: 100))
    /// A caption whose text fits: it cannot scroll.
    static let captionFits = ScrollViewState(
        contentOffset: .zero, contentSize: CGSize(width: 375, height: 80),
        boundsSize: CGSize(width: 375, height: 100))

    @Test(
        "a drag on a caption that can scroll that way is the caption's; one that cannot scroll dismisses",
        arguments: [
            (captionMiddle, CGPoint(x: 0, y: 300), ZoomGestureGate.Decision.refuse), // down: the caption scrolls back up
            (captionMiddle, CGPoint(x: 0, y: -300), .refuse),
            (captionTop, CGPoint(x: 0, y: 300), .begin), // at its top, pulled down: nothing to scroll
            (captionTop, CGPoint(x: 0, y: -300), .refuse),
            (captionFits, CGPoint(x: 0, y: 300), .begin),
            (captionFits, CGPoint(x: 0, y: -300), .begin),
            (captionMiddle, CGPoint(x: 300, y: 0), .refuse), // horizontal: never a dismissal
        ] as [(ScrollViewState, CGPoint, ZoomGestureGate.Decision)])
    func captionUnderTheFinger(caption: ScrollViewState, velocity: CGPoint, expected: ZoomGestureGate.Decision) {
        let browser = Browser(caption: caption)
        #expect(browser.drag(from: browser.captionText, velocity: velocity) == expected)
        // The same drag on the photo does not look at the caption: the photo fits, it dismisses when vertical.
        #expect(browser.drag(from: browser.photo, velocity: velocity) == (velocity.y == 0 ? .refuse : .begin))
    }

    @Test("a caption whose scrolling is disabled is not a scroll view: the drag dismisses")
    func disabledCaption() {
        let browser = Browser(caption: nil) // `isScrollEnabled == false`: the node has no state
        #expect(browser.drag(from: browser.captionText, velocity: CGPoint(x: 0, y: 300)) == .begin)
    }

    @Test(
        "the photo's scroll view keeps its rules: its state is what the gate was given, not its node's",
        arguments: [
            (fitted, zoomedMiddle, ZoomGestureGate.Decision.begin), // the node says it scrolls; the photo's state says fitted
            (zoomedMiddle, fitted, .refuse),
            (zoomedAtTop, fitted, .begin), // zoomed in at its top, pulled down
            (fitted, fitted, .begin),
        ] as [(ScrollViewState, ScrollViewState, ZoomGestureGate.Decision)])
    func photoScrollViewRules(photoState: ScrollViewState, nodeState: ScrollViewState, expected: ZoomGestureGate.Decision) {
        let browser = Browser(page: nodeState)
        #expect(browser.drag(from: browser.photo, velocity: CGPoint(x: 0, y: 300), photoState: photoState) == expected)
    }

    @Test(
        "a vertical pager keeps a drag toward a page it has; on its first page a drag down dismisses",
        arguments: [
            (CGFloat(812), CGPoint(x: 0, y: 300), ZoomGestureGate.Decision.refuse), // second page, down: back to the first
            (812, CGPoint(x: 0, y: -300), .refuse),
            (0, CGPoint(x: 0, y: 300), .begin), // first page, pulled down
            (0, CGPoint(x: 0, y: -300), .refuse), // first page, up: the next page
            (1624, CGPoint(x: 0, y: -300), .begin), // last page, pushed up
        ] as [(CGFloat, CGPoint, ZoomGestureGate.Decision)])
    func verticalPager(offset: CGFloat, velocity: CGPoint, expected: ZoomGestureGate.Decision) {
        let pager = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 375, height: 2436),
            boundsSize: CGSize(width: 375, height: 812))
        let browser = Browser(pager: pager)
        #expect(browser.drag(from: browser.photo, velocity: velocity) == expected)
    }

    @Test("a pinch does not look at the scroll views under the finger")
    func pinchIgnoresScrollViewsUnderTouch() {
        let browser = Browser(caption: Self.captionMiddle)
        #expect(
            ZoomGestureGate.decision(
                .pinch, scale: 0.9, velocity: .zero, zoom: Zoom(scale: 1, minimumScale: 1), scrollView: nil,
                scrollViewsUnderTouch: ScrollViewState.scrollViews(from: browser.captionText, upTo: browser.zoomed),
                photoScrollView: browser.page, session: .idle, hasPhotoView: true) == .begin)
    }

    @Test("without a photo scroll view every scroll view under the finger counts")
    func noPhotoScrollView() {
        let browser = Browser(page: Self.zoomedMiddle)
        let decision = ZoomGestureGate.decision(
            .drag, scale: 1, velocity: CGPoint(x: 0, y: 300), zoom: nil, scrollView: nil,
            scrollViewsUnderTouch: ScrollViewState.scrollViews(from: browser.photo, upTo: browser.zoomed),
            photoScrollView: nil, session: .idle, hasPhotoView: true)
        #expect(decision == .refuse)
    }

    @Test(
        "another recognizer as UIKit describes it: not a scroll view's own, no scroll view or no zoomed view is other; else as its scroll view"
    )
    func otherGestureFromUIKit() {
        let browser = Browser()
        func kind(_ view: HeadlessView?, pinch: Bool, pan: Bool, zoomed: HeadlessView?) -> ZoomGestureGate.OtherGesture {
            ZoomGestureGate.otherGesture(
                scrollView: view, isScrollViewPinch: pinch, isScrollViewPan: pan, photoScrollView: browser.page,
                zoomedView: zoomed)
        }
        #expect(kind(browser.page, pinch: true, pan: false, zoomed: browser.zoomed) == .photoPinch)
        #expect(kind(browser.page, pinch: false, pan: true, zoomed: browser.zoomed) == .photoPan)
        #expect(kind(browser.pager, pinch: false, pan: true, zoomed: browser.zoomed) == .pagerPan)
        #expect(kind(browser.caption, pinch: true, pan: false, zoomed: browser.zoomed) == .scrollViewPinch)
        #expect(
            kind(browser.page, pinch: false, pan: false, zoomed: browser.zoomed) == .other,
            "a recognizer the app added to the photo's scroll view")
        #expect(kind(nil, pinch: false, pan: false, zoomed: browser.zoomed) == .other, "its view is not a scroll view")
        #expect(kind(browser.page, pinch: true, pan: false, zoomed: nil) == .other, "the zoomed screen's view is not loaded")
        #expect(kind(browser.page, pinch: false, pan: true, zoomed: nil) == .other)
    }

    @Test("the photo's scroll view, its pager and the other scroll views are told apart")
    func otherGestureKinds() {
        let browser = Browser()
        func kind(_ view: HeadlessView, pinch: Bool, photo: HeadlessView? = browser.page) -> ZoomGestureGate.OtherGesture {
            ZoomGestureGate.otherGesture(scrollView: view, isPinch: pinch, photoScrollView: photo, zoomedView: browser.zoomed)
        }
        #expect(kind(browser.page, pinch: true) == .photoPinch)
        #expect(kind(browser.page, pinch: false) == .photoPan)
        #expect(kind(browser.pager, pinch: false) == .pagerPan)
        #expect(kind(browser.pager, pinch: true) == .scrollViewPinch)
        #expect(kind(browser.zoomed, pinch: false) == .pagerPan, "the zoomed view itself may be the pager")
        #expect(kind(browser.caption, pinch: false) == .scrollViewPan)
        #expect(kind(browser.caption, pinch: true) == .scrollViewPinch)
        #expect(kind(browser.photo, pinch: false) == .scrollViewPan, "a scroll view inside the photo's is not its pager")
        #expect(kind(browser.outside, pinch: false) == .other)
        #expect(kind(browser.outside, pinch: true) == .other)
        #expect(kind(browser.page, pinch: false, photo: nil) == .scrollViewPan)
        #expect(kind(browser.pager, pinch: false, photo: nil) == .scrollViewPan)
        // A photo scroll view on another screen: no pager here.
        #expect(kind(browser.pager, pinch: false, photo: browser.outside) == .scrollViewPan)
    }

    @Test(
        "the photo's pinch waits for the dismissal's pinch, its pan and its pager's for the drag; nothing else waits",
        arguments: [
            (ZoomGestureGate.OtherGesture.photoPinch, ZoomDismissalGesture.pinch, true),
            (.photoPan, .drag, true),
            (.pagerPan, .drag, true),
            (.photoPan, .pinch, false),
            (.pagerPan, .pinch, false),
            (.photoPinch, .drag, false),
            (.scrollViewPan, .drag, false), // a caption keeps its touches
            (.scrollViewPinch, .pinch, false),
            (.scrollViewPan, .pinch, false),
            (.scrollViewPinch, .drag, false),
            (.other, .pinch, false),
            (.other, .drag, false),
        ] as [(ZoomGestureGate.OtherGesture, ZoomDismissalGesture, Bool)])
    func waiting(other: ZoomGestureGate.OtherGesture, gesture: ZoomDismissalGesture, expected: Bool) {
        #expect(ZoomGestureGate.otherGestureMustWait(other, for: gesture) == expected)
    }
}

@Suite("Zoom item scroll")
struct ZoomItemScrollTests {
    /// A grid 375×600 scrolled to y 1000: visible content (0, 1000, 375, 600).
    static let visible = CGRect(x: 0, y: 1000, width: 375, height: 600)

    @Test(
        "an item entirely visible needs no scroll; one above aligns its top, below its bottom",
        arguments: [
            (CGRect(x: 0, y: 1100, width: 120, height: 120), nil as ZoomItemScroll?),
            (CGRect(x: 0, y: 1000, width: 120, height: 120), nil),
            (CGRect(x: 255, y: 1480, width: 120, height: 120), nil),
            (CGRect(x: 0, y: 100, width: 120, height: 120), ZoomItemScroll(vertical: .top, horizontal: nil)),
            (CGRect(x: 0, y: 950, width: 120, height: 120), ZoomItemScroll(vertical: .top, horizontal: nil)),
            (CGRect(x: 0, y: 1500, width: 120, height: 120), ZoomItemScroll(vertical: .bottom, horizontal: nil)),
            (CGRect(x: 0, y: 5000, width: 120, height: 120), ZoomItemScroll(vertical: .bottom, horizontal: nil)),
            (CGRect(x: -10, y: 1100, width: 120, height: 120), ZoomItemScroll(vertical: nil, horizontal: .left)),
            (CGRect(x: 300, y: 1100, width: 120, height: 120), ZoomItemScroll(vertical: nil, horizontal: .right)),
            (CGRect(x: 400, y: 5000, width: 120, height: 120), ZoomItemScroll(vertical: .bottom, horizontal: .right)),
            // Taller than the visible area: align the top, unless it is already there.
            (CGRect(x: 0, y: 1200, width: 120, height: 700), ZoomItemScroll(vertical: .top, horizontal: nil)),
            // Exactly as tall as the visible area, 10 points too low: its bottom aligns.
            (CGRect(x: 0, y: 1010, width: 120, height: 600), ZoomItemScroll(vertical: .bottom, horizontal: nil)),
            (CGRect(x: 0, y: 1000.4, width: 120, height: 700), nil),
            (CGRect(x: 0, y: 999.4, width: 120, height: 700), ZoomItemScroll(vertical: .top, horizontal: nil)),
            (CGRect(x: 10, y: 1100, width: 400, height: 100), ZoomItemScroll(vertical: nil, horizontal: .left)),
            (CGRect(x: 0.3, y: 1100, width: 400, height: 100), nil),
            // Unmeasurable: take the cell as it is.
            (CGRect(x: 0, y: CGFloat.nan, width: 120, height: 120), nil),
            (CGRect(x: 0, y: 100, width: 0, height: 120), nil),
        ] as [(CGRect, ZoomItemScroll?)])
    func reveal(item: CGRect, expected: ZoomItemScroll?) {
        #expect(ZoomItemScroll.toReveal(item, in: Self.visible) == expected)
    }

    @Test("an unmeasurable visible area asks for no scroll")
    func unmeasurableVisibleArea() {
        #expect(ZoomItemScroll.toReveal(CGRect(x: 0, y: 0, width: 10, height: 10), in: .zero) == nil)
        #expect(
            ZoomItemScroll.toReveal(
                CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)) == nil)
    }
}

@Suite("Zoom velocity estimator")
struct ZoomVelocityEstimatorTests {
    @Test("the velocity spans the samples of the last tenth of a second")
    func velocity() {
        var estimator = ZoomVelocityEstimator()
        #expect(estimator.velocity == .zero)
        estimator.add(CGPoint(x: 0, y: 0), at: 1.0)
        #expect(estimator.velocity == .zero)
        estimator.add(CGPoint(x: 10, y: -5), at: 1.05)
        // 10 points in 0.05 s: 200 pt/s; −5: −100 pt/s.
        #expect(approximately(estimator.velocity, CGPoint(x: 200, y: -100), tolerance: 1e-6))
        estimator.add(CGPoint(x: 30, y: -5), at: 1.08)
        // Still within 0.1 s of the first: 30 / 0.08.
        #expect(approximately(estimator.velocity, CGPoint(x: 375, y: -62.5), tolerance: 1e-6))
        estimator.add(CGPoint(x: 40, y: -5), at: 1.16)
        // The first two are more than 0.1 s older: (40 − 30) / 0.08.
        #expect(approximately(estimator.velocity, CGPoint(x: 125, y: 0), tolerance: 1e-6))
    }

    @Test("a sample exactly a window old still counts; one at the same time as the last is ignored")
    func boundaries() {
        var estimator = ZoomVelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: 10, y: 0), at: 0.1)
        #expect(approximately(estimator.velocity, CGPoint(x: 100, y: 0), tolerance: 1e-9))
        var same = ZoomVelocityEstimator()
        same.add(CGPoint(x: 0, y: 0), at: 0)
        same.add(CGPoint(x: 10, y: 0), at: 0.05)
        same.add(CGPoint(x: 99, y: 0), at: 0.05)
        #expect(approximately(same.velocity, CGPoint(x: 200, y: 0), tolerance: 1e-9))
    }

    @Test("samples too close, out of order or non-finite are ignored; reset forgets")
    func badSamples() {
        var estimator = ZoomVelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 1.0)
        estimator.add(CGPoint(x: 10, y: 0), at: 1.003)
        #expect(estimator.velocity == .zero) // 3 ms apart: too close to divide by
        estimator.add(CGPoint(x: 50, y: 0), at: 0.9)
        estimator.add(CGPoint(x: 50, y: 0), at: 1.003)
        estimator.add(CGPoint(x: CGFloat.nan, y: 0), at: 1.05)
        estimator.add(CGPoint(x: 0, y: CGFloat.infinity), at: 1.05)
        estimator.add(CGPoint(x: 50, y: 0), at: .nan)
        estimator.add(CGPoint(x: 20, y: 0), at: 1.01)
        // Kept: (0, 1.0), (10, 1.003), (20, 1.01): 20 / 0.01.
        #expect(approximately(estimator.velocity, CGPoint(x: 2000, y: 0), tolerance: 1e-6))
        var copy = estimator
        #expect(copy == estimator)
        copy.reset()
        #expect(copy.velocity == .zero)
        #expect(copy != estimator)
        copy.add(CGPoint(x: 0, y: 0), at: 1.0)
        #expect(copy != estimator)
    }
}
