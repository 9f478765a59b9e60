import Foundation
import Testing
@testable import NavTransitions

/// `HeadlessView` as the zoom's source search sees it.
extension HeadlessView: ZoomSourceNode {
    var zoomSourceSuperview: (any ZoomSourceNode)? { superview }
    var zoomSourceSubviews: [any ZoomSourceNode] { subviews }
    var isZoomSourceImageView: Bool { isImageView }
    var isZoomSourceCell: Bool { isCell }
    var zoomSourceIsHidden: Bool { isHidden }
    var zoomSourceAlpha: CGFloat { alpha }
    var zoomSourceSize: CGSize { bounds.size }
    var zoomSourceClips: Bool { clipsToBounds }
    var zoomSourceCornerRadius: CGFloat { cornerRadius }
    /// The headless image views draw aspect-fill (a grid's thumbnails); other views are not image views.
    var zoomSourceContentMode: ZoomContentMode? { isImageView ? .aspectFill : nil }
    func zoomSourceFrame(in space: any ZoomSourceNode) -> CGRect {
        guard let space = space as? HeadlessView else { return .zero }
        return convert(bounds, to: space)
    }
}

@Suite("Zoom source search")
struct ZoomSourceSearchTests {
    /// A grid cell 120×120: `cell` > `background` (an image view, the cell's backgroundView), `contentView` >
    /// `stack` > (`badge`, `thumbnail` image view), and `contentView` > `title`.
    final class Cell {
        let grid = HeadlessView("grid", frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let cell = HeadlessView("cell", frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let background = HeadlessView("background", frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let contentView = HeadlessView("contentView", frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let stack = HeadlessView("stack", frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let badge = HeadlessView("badge", frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        let thumbnail = HeadlessView("thumbnail", frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        let title = HeadlessView("title", frame: CGRect(x: 0, y: 100, width: 120, height: 20))

        init() {
            cell.isCell = true
            background.isImageView = true
            thumbnail.isImageView = true
            grid.addSubview(cell)
            cell.addSubview(background)
            cell.addSubview(contentView)
            contentView.addSubview(stack)
            contentView.addSubview(title)
            stack.addSubview(badge)
            stack.addSubview(thumbnail)
        }

        var source: String? { (ZoomSourceSearch.sourceView(inCell: cell, contentView: contentView) as? HeadlessView)?.name }
    }

    @Test("the first image view in the content view, breadth-first; never the cell's background")
    func imageView() {
        let c = Cell()
        #expect(c.source == "thumbnail")
        // An image view nearer the top of the content view wins over a deeper one, whatever the order in depth.
        let icon = HeadlessView("icon", frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        icon.isImageView = true
        c.title.addSubview(icon)
        // Depth 1: stack, title; depth 2: badge, thumbnail (the stack's), icon (the title's).
        #expect(c.source == "thumbnail", "at the same depth, UIKit's subviews order decides")
        let direct = HeadlessView("direct", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        direct.isImageView = true
        c.contentView.addSubview(direct)
        #expect(c.source == "direct", "a direct subview of the content view is found before the stack's children")
    }

    @Test(
        "an image view that does not show is skipped; one inside a hidden view too",
        arguments: [
            "hidden", "transparent", "zeroWidth", "zeroHeight", "nanSize", "infiniteSize", "infiniteWidth", "nanAlpha",
            "hiddenParent",
        ])
    func notShowing(change: String) {
        let c = Cell()
        switch change {
        case "hidden": c.thumbnail.isHidden = true
        case "transparent": c.thumbnail.alpha = 0
        case "zeroWidth": c.thumbnail.frame.size.width = 0
        case "zeroHeight": c.thumbnail.frame.size.height = 0
        case "nanSize": c.thumbnail.frame.size.width = .nan
        case "infiniteSize": c.thumbnail.frame.size.height = .infinity
        case "infiniteWidth": c.thumbnail.frame.size.width = .infinity
        case "nanAlpha": c.thumbnail.alpha = .nan
        default: c.stack.isHidden = true
        }
        #expect(c.source == "cell", "\(change): no image view shows, the cell flies")
    }

    @Test("a barely visible image view still counts")
    func faint() {
        let c = Cell()
        c.thumbnail.alpha = 0.02
        #expect(c.source == "thumbnail")
    }

    @Test("without an image view the cell itself flies")
    func noImageView() {
        let c = Cell()
        c.thumbnail.isImageView = false
        #expect(c.source == "cell")
    }

    @Test(
        "the corner radius: the nearest view that clips with a radius, up to and including the cell",
        arguments: [
            // (image view: clips, radius; stack: clips, radius; cell: clips, radius; grid: clips, radius) → radius
            (false, 0, false, 0, true, 12, true, 30, CGFloat(12)), // the cell rounds its layer
            (true, 8, false, 0, true, 12, false, 0, 8), // the image view rounds itself
            (false, 8, false, 0, true, 12, false, 0, 12), // an image view radius without clipping does not show
            (false, 0, true, 6, true, 12, false, 0, 6), // a view between
            (true, 0, false, 0, true, 12, false, 0, 12), // an image view that clips without a radius: the cell's
            (false, 0, true, 0, false, 12, false, 0, 0), // the cell's radius without clipping: nothing is rounded
            (false, 0, false, 0, false, 0, true, 30, 0), // above the cell does not count
            (false, 5, false, 0, false, 0, false, 0, 5), // nothing clips: the view's own radius (as before)
            (true, -4, false, 0, true, 12, false, 0, 12), // a negative radius counts as 0
            (true, .nan, false, 0, true, 12, false, 0, 12),
            (true, .infinity, false, 0, false, 0, false, 0, 0),
            (false, -3, false, 0, false, 0, false, 0, 0),
        ] as [(Bool, CGFloat, Bool, CGFloat, Bool, CGFloat, Bool, CGFloat, CGFloat)])
    func cornerRadius(
        imageClips: Bool, imageRadius: CGFloat, stackClips: Bool, stackRadius: CGFloat, cellClips: Bool, cellRadius: CGFloat,
        gridClips: Bool, gridRadius: CGFloat, expected: CGFloat
    ) {
        let c = Cell()
        (c.thumbnail.clipsToBounds, c.thumbnail.cornerRadius) = (imageClips, imageRadius)
        (c.stack.clipsToBounds, c.stack.cornerRadius) = (stackClips, stackRadius)
        (c.cell.clipsToBounds, c.cell.cornerRadius) = (cellClips, cellRadius)
        (c.grid.clipsToBounds, c.grid.cornerRadius) = (gridClips, gridRadius)
        #expect(ZoomSourceSearch.cornerRadius(of: c.thumbnail) == expected)
    }

    @Test("a source outside any cell: only its own radius counts, not a rounded ancestor's")
    func noCell() {
        let card = HeadlessView("card", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        card.clipsToBounds = true
        card.cornerRadius = 10
        let image = HeadlessView("image", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.addSubview(image)
        #expect(ZoomSourceSearch.cornerRadius(of: image) == 0)
        image.cornerRadius = 4
        #expect(ZoomSourceSearch.cornerRadius(of: image) == 4)
        image.cornerRadius = .nan
        #expect(ZoomSourceSearch.cornerRadius(of: image) == 0)
    }

    @Test("the cell itself as the source: its own radius when it clips")
    func cellAsSource() {
        let c = Cell()
        c.cell.cornerRadius = 12
        #expect(ZoomSourceSearch.cornerRadius(of: c.cell) == 12)
        c.cell.clipsToBounds = true
        #expect(ZoomSourceSearch.cornerRadius(of: c.cell) == 12)
        c.grid.clipsToBounds = true
        c.grid.cornerRadius = 30
        c.cell.cornerRadius = 0
        #expect(ZoomSourceSearch.cornerRadius(of: c.cell) == 0)
    }
}
