import NavTransitions
import UIKit

/// A pushed screen: says how to go back, pushes another one with the same transition, and has a
/// horizontal strip that keeps its pan while it can scroll (when its swipe back starts anywhere).
@MainActor
final class DetailViewController: UIViewController {
    private let baseTitle: String
    private let transition: NavigationControllerTransition?
    private let depth: Int

    init(title: String, transition: NavigationControllerTransition?, depth: Int) {
        baseTitle = title
        self.transition = transition
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        self.title = depth == 1 ? title : "\(title) \(depth)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let hues: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange, .systemPink, .systemGreen]
        view.backgroundColor = hues[(depth - 1) % hues.count].withAlphaComponent(0.25)
        navigationItem.largeTitleDisplayMode = .never

        let explanation = UILabel()
        explanation.accessibilityIdentifier = "detail.explanation" // the UI tests find the pushed screen by it
        explanation.numberOfLines = 0
        explanation.font = .preferredFont(forTextStyle: .body)
        explanation.adjustsFontForContentSizeCategory = true
        switch transition?.swipeBackArea {
        case nil where transition == nil:
            explanation.text = "No navigationTransition: the system push, and the system swipe back."
        case nil:
            explanation.text = "swipeBackArea = nil: no swipe back on this screen. Use the back button."
        case .anywhere?:
            explanation.text = "Swipe back from anywhere: the strip below keeps the swipe until it rests at its start."
        case .leadingEdge?:
            explanation.text =
                "Swipe back from the leading edge to pop interactively: lift early to cancel, flick to finish, "
                + "touch again to grab it mid-flight."
        }

        let pushAnother = UIButton(type: .system)
        pushAnother.setTitle("Push another", for: .normal)
        pushAnother.addAction(UIAction { [weak self] _ in self?.pushAnother() }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [explanation, pushAnother, makeStrip()])
        stack.axis = .vertical
        stack.spacing = 24
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    private func pushAnother() {
        let next = DetailViewController(title: baseTitle, transition: transition, depth: depth + 1)
        next.navigationTransition = transition
        navigationController?.pushViewController(next, animated: true)
    }

    /// A horizontally scrolling row of tiles.
    private func makeStrip() -> UIView {
        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "detail.strip"
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.heightAnchor.constraint(equalToConstant: 96).isActive = true

        let tiles = UIStackView()
        tiles.axis = .horizontal
        tiles.spacing = 12
        tiles.translatesAutoresizingMaskIntoConstraints = false
        for index in 1...12 {
            let tile = UILabel()
            tile.text = "\(index)"
            tile.textAlignment = .center
            tile.backgroundColor = .secondarySystemBackground
            tile.layer.cornerRadius = 12
            tile.clipsToBounds = true
            tile.widthAnchor.constraint(equalToConstant: 96).isActive = true
            tiles.addArrangedSubview(tile)
        }
        scrollView.addSubview(tiles)
        NSLayoutConstraint.activate([
            tiles.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            tiles.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            tiles.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            tiles.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            tiles.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
        ])
        return scrollView
    }
}
