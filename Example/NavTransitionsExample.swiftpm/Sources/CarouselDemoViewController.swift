import NavTransitions
import UIKit

/// A horizontal carousel: cards shrink and fade away from the centre, a release centres one card, the
/// switch turns on paging (one card per flick), and a long press reorders the cards.
@MainActor
final class CarouselDemoViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The app's data: card numbers, in the order shown.
    private var cards = Array(1...20)
    private let layout = CarouselFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Carousel"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        layout.itemSize = CGSize(width: 220, height: 300)
        layout.minimumLineSpacing = 12
        // The classic rule (0.75 at half the width), plus a gentle fade.
        layout.appearance = CarouselAppearance(alphaFalloff: 0.4, minimumAlpha: 0.4)

        collectionView.backgroundColor = .clear
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
        // Long-press reorder works inside the carousel too; the data source below commits the move.
        collectionView.addInteraction(CollectionViewReorderInteraction())
        collectionView.heightAnchor.constraint(equalToConstant: 360).isActive = true

        let paging = UISwitch()
        paging.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.layout.maximumItemsPerFlick = toggle.isOn ? 1 : .max
            }, for: .valueChanged)
        let pagingLabel = UILabel()
        pagingLabel.text = "One card per flick"
        pagingLabel.font = .preferredFont(forTextStyle: .body)
        pagingLabel.adjustsFontForContentSizeCategory = true
        let pagingRow = UIStackView(arrangedSubviews: [pagingLabel, paging])
        pagingRow.spacing = 12

        var jump = UIButton.Configuration.tinted()
        jump.title = "Go to the last card"
        let jumpButton = UIButton(
            configuration: jump,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.layout.scrollToItem(at: IndexPath(item: self.cards.count - 1, section: 0), animated: true)
            })

        status.font = .preferredFont(forTextStyle: .footnote)
        status.adjustsFontForContentSizeCategory = true
        status.textColor = .secondaryLabel
        status.numberOfLines = 0

        let controls = UIStackView(arrangedSubviews: [pagingRow, jumpButton, status])
        controls.axis = .vertical
        controls.spacing = 16
        controls.alignment = .leading
        let stack = UIStackView(arrangedSubviews: [collectionView, controls])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            controls.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            controls.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        showCurrentCard()
    }

    /// Says which card is centred: `currentIndexPath` survives rotation and reloads.
    private func showCurrentCard() {
        let current = layout.currentIndexPath.map { "card \(cards[$0.item])" } ?? "no card"
        status.text = "Centred: \(current). Rotate the device: it stays centred. Long-press a card to move it."
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        (cell as? TileCell)?.show("Card \(cards[indexPath.item])", number: cards[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// The reorder's one commit, on drop.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        cards.insert(cards.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        showCurrentCard()
    }

    // MARK: Delegate

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        showCurrentCard()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        showCurrentCard()
    }
}
