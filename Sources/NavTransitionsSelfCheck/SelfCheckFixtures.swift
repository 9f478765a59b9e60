#if canImport(UIKit)
import NavTransitions
import NavTransitionsSelfCheckCore
@preconcurrency import UIKit

/// A screen the self-check makes, named as Core's scenario names it.
@MainActor
protocol SelfCheckNamed: UIViewController {
    var selfCheckName: String { get }
}

/// A plain screen with a colour, its name and a text field, optionally a list filling it instead.
@MainActor
final class SelfCheckScreen: UIViewController, SelfCheckNamed, UITableViewDataSource {
    /// The height of the text field's input view: the keyboard the self-check brings up is the same on every
    /// simulator and device, with or without a hardware keyboard connected (which hides the software one).
    static let inputViewHeight: CGFloat = 300

    let selfCheckName: String
    private let hasList: Bool
    /// A text field whose keyboard is an input view ``inputViewHeight`` points high (none on a screen with a list).
    private(set) var textField: UITextField?

    init(_ name: String, hasList: Bool = false) {
        selfCheckName = name
        self.hasList = hasList
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        if hasList {
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            view = table
        } else {
            super.loadView()
            let hue = CGFloat(abs(selfCheckName.hashValue % 360)) / 360
            view.backgroundColor = UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1)
            let label = UILabel()
            label.text = selfCheckName
            label.font = .preferredFont(forTextStyle: .largeTitle)
            label.sizeToFit()
            label.center = CGPoint(x: 80, y: 160)
            view.addSubview(label)
            let field = UITextField(frame: CGRect(x: 16, y: 60, width: 240, height: 44))
            field.borderStyle = .roundedRect
            field.placeholder = "Search"
            let input = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: Self.inputViewHeight))
            input.autoresizingMask = [.flexibleWidth]
            input.backgroundColor = .secondarySystemBackground
            field.inputView = input
            view.addSubview(field)
            textField = field
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// The app's own navigation delegate: remembers the last screen it was shown; vends nothing.
@MainActor
final class SelfCheckNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var lastShown: String?

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        lastShown = (viewController as? SelfCheckNamed)?.selfCheckName
    }
}

/// A small square image of one colour, for the photo grid and the browser.
@MainActor
enum SelfCheckPhoto {
    static func image(_ item: Int, size: CGSize = CGSize(width: 300, height: 200)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.6, brightness: 0.85, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}

/// A collection view on `layout` (a new flow layout unless given, such as a carousel) with items of
/// `itemSize`, `spacing` apart along and across the lines.
@MainActor
private func makeFlowCollectionView(
    itemSize: CGSize, spacing: CGFloat, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()
) -> UICollectionView {
    layout.itemSize = itemSize
    layout.minimumLineSpacing = spacing
    layout.minimumInteritemSpacing = spacing
    return UICollectionView(frame: .zero, collectionViewLayout: layout)
}

/// The photo grid the zoom opens from (the root screen of a zoom scenario): 60 thumbnails, three per row.
@MainActor
final class SelfCheckPhotoGrid: UIViewController, SelfCheckNamed, UICollectionViewDataSource {
    let selfCheckName = SelfCheckScenario.rootName
    let collectionView = makeFlowCollectionView(itemSize: CGSize(width: 110, height: 110), spacing: 4)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(Cell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? Cell)?.imageView.image = SelfCheckPhoto.image(indexPath.item)
        return cell
    }

    /// Thumbnails whose image view is not fully opaque (a zoom hides its source with alpha).
    var hiddenThumbnails: Int {
        collectionView.visibleCells.compactMap { ($0 as? Cell)?.imageView }.filter { $0.alpha != 1 }.count
    }

    final class Cell: UICollectionViewCell {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            contentView.addSubview(imageView)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }
}

/// The photo browser a zoom opens: a paging scroll view of the grid's 60 photos, as Docs/PhotoBrowserZoom.md
/// builds it. The page shown is derived from the scroll position in `scrollViewDidScroll` — VoiceOver's three-finger
/// swipe and keyboard paging are animated scrolls that end in `scrollViewDidEndScrollingAnimation`, never in
/// `scrollViewDidEndDecelerating` — and announced with `.pageScrolled`. The run pages it the way VoiceOver does
/// (``page(forward:)``), never by setting the index.
@MainActor
final class SelfCheckBrowser: UIViewController, SelfCheckNamed, ZoomTransitionDestination, UIScrollViewDelegate {
    let selfCheckName = SelfCheckScenario.browserName
    /// The photos: the grid's.
    static let photoCount = 60
    let pages = UIScrollView()
    private var photoViews: [UIImageView] = []
    /// The page shown, derived from the scroll position.
    private(set) var index: Int
    /// How many `.pageScrolled` announcements the browser made.
    private(set) var pageAnnouncements = 0

    init(index: Int) {
        self.index = min(max(index, 0), Self.photoCount - 1)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pages.frame = view.bounds
        pages.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pages.isPagingEnabled = true
        pages.contentInsetAdjustmentBehavior = .never
        pages.delegate = self
        view.addSubview(pages)
        photoViews = (0..<Self.photoCount).map { item in
            let photoView = UIImageView(image: SelfCheckPhoto.image(item))
            photoView.contentMode = .scaleAspectFit
            photoView.isAccessibilityElement = true
            photoView.accessibilityLabel = "Photo \(item + 1)"
            pages.addSubview(photoView)
            return photoView
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = pages.bounds.size
        guard size.width > 0, photoViews.first?.frame.size != size else { return }
        for (item, photoView) in photoViews.enumerated() {
            photoView.frame = CGRect(x: CGFloat(item) * size.width, y: 0, width: size.width, height: size.height)
        }
        pages.contentSize = CGSize(width: CGFloat(photoViews.count) * size.width, height: size.height)
        pages.contentOffset = CGPoint(x: CGFloat(index) * size.width, y: 0)
    }

    /// The page follows the scroll position, however the scroll view moved: a drag, VoiceOver's three-finger swipe,
    /// a keyboard's page key, the app's animated `setContentOffset`.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        guard width > 0, !photoViews.isEmpty else { return }
        let page = min(max(Int((scrollView.contentOffset.x / width).rounded()), 0), photoViews.count - 1)
        guard page != index else { return }
        index = page
        pageAnnouncements += 1
        UIAccessibility.post(notification: .pageScrolled, argument: "Photo \(page + 1) of \(photoViews.count)")
    }

    /// Pages once, as VoiceOver's three-finger swipe does: `accessibilityScroll` (UIKit's own paging, when an
    /// assistive technology has loaded it), else an animated `setContentOffset` to the next page. Returns the
    /// offset the scroll view is moving to.
    func page(forward: Bool) -> CGPoint {
        let width = pages.bounds.width
        let target = CGPoint(x: min(max(CGFloat(index + (forward ? 1 : -1)), 0), CGFloat(photoViews.count - 1)) * width, y: 0)
        // `.next` and `.previous`: the directions VoiceOver uses for paged content (UIAccessibility.h).
        if !pages.accessibilityScroll(forward ? .next : .previous) {
            pages.setContentOffset(target, animated: true)
        }
        return target
    }

    var zoomTransitionPhotoView: UIView? {
        view.layoutIfNeeded()
        return photoViews.indices.contains(index) ? photoViews[index] : nil
    }
}

/// The carousel (the root screen of a carousel scenario): seven cards, one per flick.
@MainActor
final class SelfCheckCarousel: UIViewController, SelfCheckNamed, UICollectionViewDataSource {
    let selfCheckName = SelfCheckScenario.rootName
    let layout: CarouselFlowLayout = {
        let layout = CarouselFlowLayout()
        layout.maximumItemsPerFlick = 1
        return layout
    }()
    private(set) lazy var collectionView = makeFlowCollectionView(
        itemSize: CGSize(width: 250, height: 200), spacing: 10, layout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 300)
        collectionView.autoresizingMask = [.flexibleWidth]
        collectionView.decelerationRate = .fast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item) / 7, saturation: 0.5, brightness: 0.9, alpha: 1)
        return cell
    }

    /// The item whose centre is at the centre of the bounds (within half a point), if any.
    var centredItem: Int? {
        collectionView.layoutIfNeeded()
        let midX = collectionView.bounds.midX
        return collectionView.indexPathsForVisibleItems
            .first { indexPath in
                collectionView.layoutAttributesForItem(at: indexPath).map { abs($0.center.x - midX) <= 0.5 } ?? false
            }?
            .item
    }
}

/// The reorderable grid (the root screen of a reorder scenario): twelve tiles, the app's data in `items`.
@MainActor
final class SelfCheckReorderGrid: UIViewController, SelfCheckNamed, UICollectionViewDataSource {
    let selfCheckName = SelfCheckScenario.rootName
    private(set) var items = Array(0..<12)
    let interaction = CollectionViewReorderInteraction()
    let collectionView = makeFlowCollectionView(itemSize: CGSize(width: 80, height: 80), spacing: 8)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.frame = view.bounds.insetBy(dx: 0, dy: 100)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = self
        collectionView.addInteraction(interaction)
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? Tile)?.value = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        items.insert(items.remove(at: source.item), at: destination.item)
    }

    /// The app deletes the item at `index` from its data and from the collection view (mid-drag, in the
    /// self-check).
    func deleteItem(at index: Int) {
        items.remove(at: index)
        collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
    }

    /// The centre of the cell at `index`, in the collection view; nil when it has none.
    func centerOfItem(at index: Int) -> CGPoint? {
        collectionView.layoutIfNeeded()
        return collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.center
    }

    /// The tiles' values in the order the collection view shows them.
    var shown: [Int] {
        collectionView.layoutIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? Tile)?.value
        }
    }

    final class Tile: UICollectionViewCell {
        private let label = UILabel()
        var value = 0 {
            didSet { label.text = "\(value)" }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemTeal
            label.frame = contentView.bounds
            label.textAlignment = .center
            contentView.addSubview(label)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }
}
#endif
