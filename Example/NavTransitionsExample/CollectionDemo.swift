import UIKit

/// The collection-view demos the list offers: a carousel and a reorderable grid.
@MainActor
enum CollectionDemo: CaseIterable {
    case carousel, reorderableGrid

    /// The row's title.
    var title: String {
        switch self {
        case .carousel: return "Carousel (snaps; long-press to reorder)"
        case .reorderableGrid: return "Reorderable grid (diffable data source)"
        }
    }

    /// The screen the row pushes.
    func makeViewController() -> UIViewController {
        switch self {
        case .carousel: return CarouselDemoViewController()
        case .reorderableGrid: return ReorderDemoViewController()
        }
    }
}

/// A rounded, coloured tile with a centred title: the cell of both demos.
@MainActor
final class TileCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.layer.cornerCurve = .continuous
        contentView.clipsToBounds = true
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.textColor = .white
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        // One VoiceOver element per tile: the reorder's "Move earlier / later" actions land on it.
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    /// Shows `title` on a colour picked from `number`.
    func show(_ title: String, number: Int, pinned: Bool = false) {
        label.text = title
        let hues: [UIColor] = [.systemBlue, .systemPurple, .systemPink, .systemOrange, .systemGreen, .systemTeal, .systemIndigo]
        contentView.backgroundColor = pinned ? .systemGray : hues[abs(number) % hues.count]
        accessibilityLabel = title
        accessibilityHint = pinned ? "Pinned; cannot be moved." : nil
    }
}
