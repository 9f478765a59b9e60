import Foundation
import Testing
import NavTransitions

@Suite("PresentationLayout")
struct PresentationLayoutTests {
    /// The corners are four distinct single bits in CACornerMask's order (minX-minY 1, maxX-minY 2,
    /// minX-maxY 4, maxX-maxY 8), so a set of them says exactly which corners are rounded.
    @Test func cornersAreDistinctBits() {
        let corners: [RectCorners] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        #expect(corners.map(\.rawValue) == [1, 2, 4, 8])
        #expect(RectCorners.all.rawValue == 15)
        let sheetTop: RectCorners = [.topLeft, .topRight]
        #expect(!sheetTop.contains(.bottomLeft) && !sheetTop.contains(.bottomRight))
    }

    /// One layout in one container with the frame computed by hand.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var layout: PresentationLayout
        var container: CGRect
        var safeArea: EdgeInsets
        var sizeClass: SizeClass = .compact
        var direction: LayoutDirection = .leftToRight
        var expected: CGRect
        var testDescription: String { name }
    }

    /// iPhone portrait: 375×812, safe area top 47, bottom 34. Safe rect (0, 47, 375, 731).
    static let phone = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let phoneSafeArea = EdgeInsets(top: 47, bottom: 34)
    /// iPhone landscape: 812×375, safe area left 47, right 47, bottom 21. Safe rect (47, 0, 718, 354).
    static let landscape = CGRect(x: 0, y: 0, width: 812, height: 375)
    static let landscapeSafeArea = EdgeInsets(left: 47, bottom: 21, right: 47)
    /// iPad landscape: 1024×768, safe area top 24, bottom 20.
    static let pad = CGRect(x: 0, y: 0, width: 1024, height: 768)
    static let padSafeArea = EdgeInsets(top: 24, bottom: 20)

    static let cases: [Case] = [
        Case(
            name: "full screen", layout: .fullScreen, container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 0, width: 375, height: 812)),

        // Sheets: height = content + 34, at most 812 − 47 = 765; fractions apply to 812 − 47 − 34 = 731.
        Case(
            name: "sheet 300 pt", layout: .sheet(.init(detents: [.points(300)])), container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 478, width: 375, height: 334)),
        // A zero, negative or NaN detent is ignored; with none left the sheet is `.large` (ResolvedSheetDetents).
        Case(
            name: "sheet 0 pt is large", layout: .sheet(.init(detents: [.points(0)])), container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet 2000 pt capped below top inset", layout: .sheet(.init(detents: [.points(2000)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet infinite points", layout: .sheet(.init(detents: [.points(.infinity)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet half", layout: .sheet(.init(detents: [.fraction(0.5)])), container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 412.5, width: 375, height: 399.5)),
        Case(
            name: "sheet quarter", layout: .sheet(.init(detents: [.fraction(0.25)])), container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 595.25, width: 375, height: 216.75)),
        Case(
            name: "sheet fraction 1", layout: .sheet(.init(detents: [.fraction(1)])), container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet fraction 0 is large", layout: .sheet(.init(detents: [.fraction(0)])), container: phone,
            safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet fraction 1.5 clamped to 1", layout: .sheet(.init(detents: [.fraction(1.5)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet fraction +infinity clamped to 1", layout: .sheet(.init(detents: [.fraction(.infinity)])),
            container: phone, safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        // Invalid heights are ignored: the sheet is `.large`, the safe height plus the bottom inset (731 + 34).
        Case(
            name: "sheet negative fraction is large", layout: .sheet(.init(detents: [.fraction(-0.2)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet NaN fraction is large", layout: .sheet(.init(detents: [.fraction(.nan)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet negative points are large", layout: .sheet(.init(detents: [.points(-10)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet NaN points are large", layout: .sheet(.init(detents: [.points(.nan)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        Case(
            name: "sheet -infinity points are large", layout: .sheet(.init(detents: [.points(-.infinity)])), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 0, y: 47, width: 375, height: 765)),
        // Landscape: side insets do not narrow the sheet; 300 + 21 = 321; (375 − 21) × 0.5 + 21 = 198.
        Case(
            name: "landscape sheet 300 pt", layout: .sheet(.init(detents: [.points(300)])), container: landscape,
            safeArea: landscapeSafeArea, expected: CGRect(x: 0, y: 54, width: 812, height: 321)),
        Case(
            name: "landscape sheet half", layout: .sheet(.init(detents: [.fraction(0.5)])), container: landscape,
            safeArea: landscapeSafeArea, expected: CGRect(x: 0, y: 177, width: 812, height: 198)),
        // Insets taller than the container: 10 + 40 = 50 is capped at 100 − 80 = 20.
        Case(
            name: "sheet with oversized insets", layout: .sheet(.init(detents: [.points(10)])),
            container: CGRect(x: 0, y: 0, width: 100, height: 100), safeArea: EdgeInsets(top: 80, bottom: 40),
            expected: CGRect(x: 0, y: 80, width: 100, height: 20)),
        // A container with a non-zero origin keeps it.
        Case(
            name: "sheet in an offset container", layout: .sheet(.init(detents: [.points(300)])),
            container: CGRect(x: 10, y: 20, width: 375, height: 812), safeArea: phoneSafeArea,
            expected: CGRect(x: 10, y: 498, width: 375, height: 334)),

        // Side menus: 375 × 0.75 = 281.25 compact, 300 regular; RTL anchors to the right edge.
        Case(
            name: "side menu compact LTR", layout: .sideMenu, container: phone, safeArea: phoneSafeArea,
            expected: CGRect(x: 0, y: 0, width: 281.25, height: 812)),
        Case(
            name: "side menu compact RTL", layout: .sideMenu, container: phone, safeArea: phoneSafeArea,
            direction: .rightToLeft, expected: CGRect(x: 93.75, y: 0, width: 281.25, height: 812)),
        Case(
            name: "side menu regular LTR on phone width", layout: .sideMenu, container: phone, safeArea: phoneSafeArea,
            sizeClass: .regular, expected: CGRect(x: 0, y: 0, width: 300, height: 812)),
        Case(
            name: "side menu regular RTL on phone width", layout: .sideMenu, container: phone, safeArea: phoneSafeArea,
            sizeClass: .regular, direction: .rightToLeft, expected: CGRect(x: 75, y: 0, width: 300, height: 812)),
        Case(
            name: "side menu regular LTR on iPad", layout: .sideMenu, container: pad, safeArea: padSafeArea,
            sizeClass: .regular, expected: CGRect(x: 0, y: 0, width: 300, height: 768)),
        Case(
            name: "side menu regular RTL on iPad", layout: .sideMenu, container: pad, safeArea: padSafeArea,
            sizeClass: .regular, direction: .rightToLeft, expected: CGRect(x: 724, y: 0, width: 300, height: 768)),
        Case(
            name: "side menu compact on iPad width", layout: .sideMenu, container: pad, safeArea: padSafeArea,
            expected: CGRect(x: 0, y: 0, width: 768, height: 768)),
        Case(
            name: "side menu regular never wider than container LTR", layout: .sideMenu,
            container: CGRect(x: 0, y: 0, width: 250, height: 600), safeArea: .zero, sizeClass: .regular,
            expected: CGRect(x: 0, y: 0, width: 250, height: 600)),
        Case(
            name: "side menu regular never wider than container RTL", layout: .sideMenu,
            container: CGRect(x: 0, y: 0, width: 250, height: 600), safeArea: .zero, sizeClass: .regular,
            direction: .rightToLeft, expected: CGRect(x: 0, y: 0, width: 250, height: 600)),
        Case(
            name: "side menu RTL in an offset container", layout: .sideMenu,
            container: CGRect(x: 10, y: 20, width: 375, height: 812), safeArea: phoneSafeArea,
            direction: .rightToLeft, expected: CGRect(x: 103.75, y: 20, width: 281.25, height: 812)),

        // Cards: centred on the safe rect's centre (187.5, 412.5); at most 375 − 32 = 343 by 731 − 32 = 699.
        Case(
            name: "card 300×400", layout: .card(size: CGSize(width: 300, height: 400)), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 37.5, y: 212.5, width: 300, height: 400)),
        Case(
            name: "card 1000×1000 clamped", layout: .card(size: CGSize(width: 1000, height: 1000)), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 16, y: 63, width: 343, height: 699)),
        Case(
            name: "card 1000×100 clamps width only", layout: .card(size: CGSize(width: 1000, height: 100)),
            container: phone, safeArea: phoneSafeArea, expected: CGRect(x: 16, y: 362.5, width: 343, height: 100)),
        Case(
            name: "card infinite size clamped", layout: .card(size: CGSize(width: CGFloat.infinity, height: .infinity)),
            container: phone, safeArea: phoneSafeArea, expected: CGRect(x: 16, y: 63, width: 343, height: 699)),
        Case(
            name: "card zero size falls back", layout: .card(size: .zero), container: phone,
            safeArea: phoneSafeArea, expected: CGRect(x: 16, y: 63, width: 343, height: 699)),
        Case(
            name: "card negative size falls back", layout: .card(size: CGSize(width: -5, height: -5)),
            container: phone, safeArea: phoneSafeArea, expected: CGRect(x: 16, y: 63, width: 343, height: 699)),
        Case(
            name: "card NaN width falls back in width only", layout: .card(size: CGSize(width: CGFloat.nan, height: 400)),
            container: phone, safeArea: phoneSafeArea, expected: CGRect(x: 16, y: 212.5, width: 343, height: 400)),
        // Landscape: safe rect (47, 0, 718, 354), centre (406, 177); height at most 354 − 32 = 322.
        Case(
            name: "landscape card 300×400", layout: .card(size: CGSize(width: 300, height: 400)), container: landscape,
            safeArea: landscapeSafeArea, expected: CGRect(x: 256, y: 16, width: 300, height: 322)),
        // Insets taller than the container: safe rect (0, 80, 100, 0), so the card has no height.
        Case(
            name: "card with oversized insets", layout: .card(size: CGSize(width: 50, height: 50)),
            container: CGRect(x: 0, y: 0, width: 100, height: 100), safeArea: EdgeInsets(top: 80, bottom: 40),
            expected: CGRect(x: 25, y: 80, width: 50, height: 0)),

        // A non-finite container origin becomes 0.
        Case(
            name: "full screen with NaN origin", layout: .fullScreen,
            container: CGRect(x: CGFloat.nan, y: 0, width: 375, height: 812), safeArea: .zero,
            expected: CGRect(x: 0, y: 0, width: 375, height: 812)),
    ]

    @Test("Frames computed by hand", arguments: cases)
    func frame(_ testCase: Case) {
        let frame = testCase.layout.frame(
            in: testCase.container,
            safeArea: testCase.safeArea,
            horizontalSizeClass: testCase.sizeClass,
            layoutDirection: testCase.direction
        )
        #expect(approximately(frame, testCase.expected), "got \(frame)")
    }

    static let layouts: [PresentationLayout] = [
        .fullScreen,
        .sheet(.init(detents: [.points(300)])),
        .sheet(.init(detents: [.fraction(0.5)])),
        .sideMenu,
        .card(size: CGSize(width: 300, height: 400)),
    ]

    /// Degenerate containers and the zero-sized rect each one gives.
    static let degenerateContainers: [(CGRect, CGRect)] = [
        (CGRect(x: 0, y: 0, width: 0, height: 812), CGRect(x: 0, y: 0, width: 0, height: 0)),
        (CGRect(x: 0, y: 0, width: 375, height: 0), CGRect(x: 0, y: 0, width: 0, height: 0)),
        (CGRect(x: 5, y: 6, width: -375, height: 812), CGRect(x: 5, y: 6, width: 0, height: 0)),
        (CGRect(x: 5, y: 6, width: 375, height: -812), CGRect(x: 5, y: 6, width: 0, height: 0)),
        (CGRect(x: 0, y: 0, width: CGFloat.nan, height: 812), CGRect(x: 0, y: 0, width: 0, height: 0)),
        (CGRect(x: 0, y: 0, width: 375, height: CGFloat.infinity), CGRect(x: 0, y: 0, width: 0, height: 0)),
        (CGRect(x: CGFloat.nan, y: 6, width: CGFloat.nan, height: CGFloat.nan), CGRect(x: 0, y: 6, width: 0, height: 0)),
    ]

    @Test(
        "A zero, negative or non-finite container gives a zero-sized rect at its origin",
        arguments: layouts, degenerateContainers)
    func degenerateContainer(layout: PresentationLayout, container: (CGRect, CGRect)) {
        for direction in LayoutDirection.allCases {
            for sizeClass in SizeClass.allCases {
                let frame = layout.frame(
                    in: container.0, safeArea: Self.phoneSafeArea,
                    horizontalSizeClass: sizeClass, layoutDirection: direction
                )
                #expect(approximately(frame, container.1), "got \(frame) for \(direction), \(sizeClass)")
            }
        }
    }

    @Test(
        "The dismissal edge is resolved for the layout direction",
        arguments: [
            (PresentationLayout.sheet(.init(detents: [.points(300)])), LayoutDirection.leftToRight, TransitionEdge.bottom),
            (.sheet(.init(detents: [.fraction(0.5)])), .rightToLeft, .bottom),
            (.sideMenu, .leftToRight, .left),
            (.sideMenu, .rightToLeft, .right),
            (.card(size: CGSize(width: 300, height: 400)), .leftToRight, .bottom),
            (.card(size: CGSize(width: 300, height: 400)), .rightToLeft, .bottom),
            (.fullScreen, .leftToRight, .bottom),
            (.fullScreen, .rightToLeft, .bottom),
        ]
    )
    func dismissalEdge(layout: PresentationLayout, direction: LayoutDirection, expected: TransitionEdge) {
        #expect(layout.dismissalEdge(layoutDirection: direction) == expected)
    }

    @Test("The side menu leaves through the edge it is anchored to", arguments: LayoutDirection.allCases)
    func sideMenuLeavesThroughItsAnchor(direction: LayoutDirection) {
        let frame = PresentationLayout.sideMenu.frame(
            in: Self.phone, safeArea: Self.phoneSafeArea, horizontalSizeClass: .compact, layoutDirection: direction
        )
        switch PresentationLayout.sideMenu.dismissalEdge(layoutDirection: direction) {
        case .left: #expect(frame.minX == Self.phone.minX)
        case .right: #expect(frame.maxX == Self.phone.maxX)
        default: Issue.record("a side menu leaves through a horizontal edge")
        }
    }
}
