import NavTransitions
// `@preconcurrency`: the iOS 15 and 16 SDKs import `UIAccessibility.Notification.pageScrolled` from a mutable
// global, which Swift 6 does not read without it.
@preconcurrency import UIKit

/// The photo-browser demo: a grid of photos (drawn in code) opening a paging browser with the zoom,
/// presented or pushed; pinch or drag the photo to close it, and it flies back to the thumbnail of the
/// photo shown — after paging too.
@MainActor
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// How the grid opens the browser.
    enum Mode {
        case present, push
    }

    private let mode: Mode
    private let photos = SamplePhotos.make(count: 30)
    private let collectionView: UICollectionView

    init(mode: Mode) {
        self.mode = mode
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
        title = mode == .present ? "Photos (present)" : "Photos (push)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(PhotoThumbnailCell.self, forCellWithReuseIdentifier: "thumbnail")
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = collectionView.bounds.inset(by: collectionView.adjustedContentInset).width
        let side = max(1, floor((width - 2 * layout.minimumInteritemSpacing) / 3))
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "thumbnail", for: indexPath)
        (cell as? PhotoThumbnailCell)?.imageView.image = photos[indexPath.item]
        cell.accessibilityLabel = "Photo \(indexPath.item + 1)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let browser = PhotoBrowserViewController(photos: photos, index: indexPath.item, showsCloseButton: mode == .present)
        // Asked when opening and again when closing: the cell of the photo shown then, scrolled into view.
        let source = ZoomSource.cell(in: collectionView) { context in
            (context.zoomedViewController as? PhotoBrowserViewController)?.currentIndexPath
        }
        switch mode {
        case .present:
            browser.modalTransition = .zoom(sourceViewProvider: source)
            present(browser, animated: true)
        case .push:
            // A dimming between the grid and the browser; the swipe back scrubs the zoom backwards.
            browser.navigationTransition = .zoom(options: ZoomOptions(dimmingColor: .black), sourceViewProvider: source)
            navigationController?.pushViewController(browser, animated: true)
        }
    }
}

/// A square thumbnail: an aspect-fill image view, rounded (the zoom reads the corner radius).
@MainActor
final class PhotoThumbnailCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }
}

/// One page of the browser: an image view that a scroll view zooms, fit to the width (centred when
/// shorter than the screen, from the top when longer).
@MainActor
final class PhotoPageCell: UICollectionViewCell, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()

    var image: UIImage? {
        didSet {
            imageView.image = image
            scrollView.zoomScale = 1
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        imageView.contentMode = .scaleAspectFit
        scrollView.addSubview(imageView)
        contentView.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom(_:)))
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = contentView.bounds
        guard scrollView.zoomScale == 1 else { return }
        let imageSize = image?.size ?? .zero
        let width = scrollView.bounds.width
        let height = imageSize.width > 0 ? imageSize.height * width / imageSize.width : 0
        imageView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        scrollView.contentSize = imageView.frame.size
        centerImage()
    }

    private func centerImage() {
        let bounds = scrollView.bounds.size, size = imageView.frame.size
        scrollView.contentInset = UIEdgeInsets(
            top: max(0, (bounds.height - size.height) / 2),
            left: max(0, (bounds.width - size.width) / 2), bottom: 0, right: 0)
    }

    @objc private func toggleZoom(_ tap: UITapGestureRecognizer) {
        if scrollView.zoomScale > 1 {
            scrollView.setZoomScale(1, animated: true)
        } else {
            let point = tap.location(in: imageView)
            scrollView.zoom(to: CGRect(x: point.x - 40, y: point.y - 40, width: 80, height: 80), animated: true)
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { centerImage() }
}

/// A full-screen paging photo browser. It names its photo view for the zoom and hides its chrome (the
/// close button, the caption, the navigation bar) while a pinch or a drag dismisses it.
@MainActor
final class PhotoBrowserViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    ZoomTransitionDestination
{
    let photos: [UIImage]
    private(set) var currentIndexPath: IndexPath
    private let showsCloseButton: Bool
    private let pages: UICollectionView
    private let closeButton = UIButton(type: .close)
    private let caption = UILabel()
    private var isResizingPages = false

    init(photos: [UIImage], index: Int, showsCloseButton: Bool) {
        self.photos = photos
        currentIndexPath = IndexPath(item: index, section: 0)
        self.showsCloseButton = showsCloseButton
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        pages = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pages.isPagingEnabled = true
        pages.contentInsetAdjustmentBehavior = .never
        pages.backgroundColor = .clear
        pages.showsHorizontalScrollIndicator = false
        pages.dataSource = self
        pages.delegate = self
        pages.register(PhotoPageCell.self, forCellWithReuseIdentifier: "page")
        view.addSubview(pages)
        caption.textColor = .white
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.adjustsFontForContentSizeCategory = true
        caption.textAlignment = .center
        view.addSubview(caption)
        if showsCloseButton {
            closeButton.addTarget(self, action: #selector(close), for: .primaryActionTriggered)
            closeButton.accessibilityLabel = "Close"
            view.addSubview(closeButton)
        }
        updateCaption()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        closeButton.frame = CGRect(x: 16, y: safe.top + 8, width: 44, height: 44)
        caption.frame = CGRect(x: 16, y: view.bounds.height - safe.bottom - 44, width: view.bounds.width - 32, height: 36)
        guard pages.frame != view.bounds else { return }
        // The pages resize under the current photo: the scrolls this makes are not the user's paging.
        isResizingPages = true
        defer { isResizingPages = false }
        pages.frame = view.bounds
        (pages.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = view.bounds.size
        pages.collectionViewLayout.invalidateLayout()
        pages.layoutIfNeeded()
        pages.scrollToItem(at: currentIndexPath, at: .left, animated: false)
    }

    @objc private func close() {
        dismiss(animated: true)
    }

    private func updateCaption() {
        caption.text = "Photo \(currentIndexPath.item + 1) of \(photos.count)"
        title = caption.text
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        (cell as? PhotoPageCell)?.image = photos[indexPath.item]
        return cell
    }

    /// The current photo follows the scroll position however the pages moved: a drag, and also VoiceOver's
    /// three-finger swipe and keyboard paging, animated scrolls that end in `scrollViewDidEndScrollingAnimation`
    /// (never in `scrollViewDidEndDecelerating`). VoiceOver hears the new page.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === pages, !isResizingPages, pages.bounds.width > 0, !photos.isEmpty else { return }
        let item = min(max(Int((pages.contentOffset.x / pages.bounds.width).rounded()), 0), photos.count - 1)
        guard item != currentIndexPath.item else { return }
        currentIndexPath = IndexPath(item: item, section: 0)
        updateCaption()
        UIAccessibility.post(notification: .pageScrolled, argument: caption.text)
    }

    // MARK: ZoomTransitionDestination

    var zoomTransitionPhotoView: UIView? {
        view.layoutIfNeeded()
        return (pages.cellForItem(at: currentIndexPath) as? PhotoPageCell)?.imageView
    }

    func zoomTransitionInteractiveDismissalDidBegin() {
        setChromeVisible(false)
    }

    func zoomTransitionInteractiveDismissalDidEnd(willDismiss: Bool) {
        // Dismissing: the browser leaves, but a pushed one shares the navigation bar with the grid.
        if willDismiss {
            UIView.animate(withDuration: 0.25) { self.navigationController?.navigationBar.alpha = 1 }
        } else {
            setChromeVisible(true)
        }
    }

    private func setChromeVisible(_ visible: Bool) {
        UIView.animate(withDuration: 0.2) {
            let alpha: CGFloat = visible ? 1 : 0
            self.closeButton.alpha = alpha
            self.caption.alpha = alpha
            self.navigationController?.navigationBar.alpha = alpha
        }
    }
}

/// Photos drawn in code: a sky, a sun, hills and the photo's number, in landscape, portrait, square and
/// one long "screenshot" shape, so that thumbnails crop them differently.
@MainActor
enum SamplePhotos {
    static func make(count: Int) -> [UIImage] {
        (0..<count).map(photo(number:))
    }

    private static func photo(number: Int) -> UIImage {
        let sizes = [
            CGSize(width: 900, height: 600), CGSize(width: 600, height: 900), CGSize(width: 700, height: 700),
            CGSize(width: 900, height: 600), CGSize(width: 500, height: 2000),
        ]
        let size = sizes[number % sizes.count]
        let hue = CGFloat(number % 12) / 12
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let sky = [
                UIColor(hue: hue, saturation: 0.45, brightness: 1, alpha: 1).cgColor,
                UIColor(hue: hue, saturation: 0.2, brightness: 0.95, alpha: 1).cgColor,
            ]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray, locations: [0, 1]) {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor(hue: 0.13, saturation: 0.8, brightness: 1, alpha: 1).setFill()
            let sun = min(size.width, size.height) * 0.12
            cg.fillEllipse(in: CGRect(x: size.width * 0.7 - sun, y: size.height * 0.22 - sun, width: sun * 2, height: sun * 2))
            for (index, level) in [0.62, 0.78].enumerated() {
                UIColor(hue: 0.33, saturation: 0.6, brightness: index == 0 ? 0.6 : 0.45, alpha: 1).setFill()
                let hill = UIBezierPath()
                hill.move(to: CGPoint(x: 0, y: size.height))
                hill.addLine(to: CGPoint(x: 0, y: size.height * level))
                hill.addQuadCurve(
                    to: CGPoint(x: size.width, y: size.height * (level - 0.05)),
                    controlPoint: CGPoint(x: size.width * 0.5, y: size.height * (level - 0.2)))
                hill.addLine(to: CGPoint(x: size.width, y: size.height))
                hill.close()
                hill.fill()
            }
            let text = "\(number + 1)" as NSString
            let font = UIFont.systemFont(ofSize: min(size.width, size.height) * 0.3, weight: .heavy)
            let attributes: [NSAttributedString.Key: Any] = [
                .font: font, .foregroundColor: UIColor.white.withAlphaComponent(0.9),
            ]
            let textSize = text.size(withAttributes: attributes)
            text.draw(
                at: CGPoint(x: (size.width - textSize.width) / 2, y: (size.height - textSize.height) / 2),
                withAttributes: attributes)
        }
    }
}
