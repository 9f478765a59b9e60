import NavTransitions
import UIKit

/// A grid of tiles with a diffable data source: long-press a tile to move it. The cover (first) and the
/// "Add" tile (last) are pinned: they cannot be lifted, and nothing moves them.
@MainActor
final class ReorderDemoViewController: UIViewController {
    /// A tile of the grid.
    enum Tile: Hashable {
        case cover
        case photo(Int)
        case add

        var isPinned: Bool { self == .cover || self == .add }

        var title: String {
            switch self {
            case .cover: return "Cover"
            case let .photo(number): return "\(number)"
            case .add: return "Add"
            }
        }
    }

    /// The app's data, updated once per drop by the reordering handler.
    private var tiles: [Tile] = [.cover] + (1...40).map(Tile.photo) + [.add]
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    private lazy var dataSource = makeDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reorderable grid"
        navigationItem.largeTitleDisplayMode = .never
        collectionView.backgroundColor = .systemBackground
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        collectionView.dataSource = dataSource
        collectionView.addInteraction(CollectionViewReorderInteraction(configuration: ReorderConfiguration(liftScale: 1.15)))

        var snapshot = NSDiffableDataSourceSnapshot<Int, Tile>()
        snapshot.appendSections([0])
        snapshot.appendItems(tiles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Int, Tile> {
        let registration = UICollectionView.CellRegistration<TileCell, Tile> { cell, _, tile in
            if case let .photo(number) = tile {
                cell.show(tile.title, number: number)
            } else {
                cell.show(tile.title, number: 0, pinned: true)
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Tile>(collectionView: collectionView) {
            collectionView, indexPath, tile in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tile)
        }
        // Pinned tiles are fixed: the reorder interaction asks the data source, which asks this handler.
        dataSource.reorderingHandlers.canReorderItem = { !$0.isPinned }
        // The one commit, on drop: the diffable data source has already updated its snapshot.
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.tiles = transaction.finalSnapshot.itemIdentifiers
        }
        return dataSource
    }
}
