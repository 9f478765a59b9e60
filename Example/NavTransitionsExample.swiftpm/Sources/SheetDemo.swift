import NavTransitions
import UIKit

/// A map-like screen under a sheet with detents, the way a maps app shows search results.
///
/// The background is a large grid of tiles that counts its taps: while the sheet rests at `.medium` (its
/// largest undimmed detent) the taps outside the sheet reach it, which proves the pass-through; at `.large`
/// the screen behind is dimmed and a tap there dismisses the sheet. The sheet lists places and has a search
/// field that expands it to `.large` when it begins editing.
@MainActor
final class SheetMapViewController: UIViewController {
    private let tapCountLabel = UILabel()
    private var taps = 0
    /// The sheet this screen presented (UIKit holds it while it is presented).
    private weak var sheet: UIViewController?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Sheet over a map"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen.withAlphaComponent(0.25)
        let grid = MapGridView()
        grid.translatesAutoresizingMaskIntoConstraints = false
        grid.onTap = { [weak self] in self?.tileTapped() }
        view.addSubview(grid)

        tapCountLabel.translatesAutoresizingMaskIntoConstraints = false
        tapCountLabel.font = .preferredFont(forTextStyle: .headline)
        tapCountLabel.adjustsFontForContentSizeCategory = true
        tapCountLabel.backgroundColor = .systemBackground.withAlphaComponent(0.85)
        tapCountLabel.textAlignment = .center
        tapCountLabel.layer.cornerRadius = 8
        tapCountLabel.layer.masksToBounds = true
        view.addSubview(tapCountLabel)
        updateLabel()

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Results", style: .plain, target: self, action: #selector(showResults))
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: view.topAnchor),
            grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tapCountLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            tapCountLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            tapCountLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if sheet == nil { showResults() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Leaving the map (the back button is reachable while the sheet rests undimmed): the sheet goes too.
        if isMovingFromParent, let sheet, sheet.presentingViewController != nil { sheet.dismiss(animated: animated) }
    }

    @objc private func showResults() {
        guard sheet == nil, presentedViewController == nil else { return }
        let results = SheetResultsViewController()
        results.modalTransition = .sheet(detents: [.medium, .large], largestUndimmedDetent: .medium, prefersGrabberVisible: true)
        sheet = results
        present(results, animated: true)
    }

    private func tileTapped() {
        taps += 1
        updateLabel()
    }

    private func updateLabel() {
        tapCountLabel.text = "Map taps: \(taps)"
        tapCountLabel.accessibilityLabel = "Map taps: \(taps)"
    }
}

/// A large grid of tiles standing in for a map; a tap anywhere on it calls ``onTap``.
@MainActor
private final class MapGridView: UIView {
    var onTap: (() -> Void)?
    private let tile: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        // VoiceOver's double tap lands on the element's activation point: the tap recognizer counts it.
        isAccessibilityElement = true
        accessibilityLabel = "Map"
        accessibilityHint = "Counts a tap"
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.systemGreen.withAlphaComponent(0.6).cgColor)
        context.setLineWidth(1)
        var x: CGFloat = 0
        while x <= bounds.width {
            context.move(to: CGPoint(x: x, y: 0))
            context.addLine(to: CGPoint(x: x, y: bounds.height))
            x += tile
        }
        var y: CGFloat = 0
        while y <= bounds.height {
            context.move(to: CGPoint(x: 0, y: y))
            context.addLine(to: CGPoint(x: bounds.width, y: y))
            y += tile
        }
        context.strokePath()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    @objc private func tapped() {
        onTap?()
    }
}

/// The sheet's content: a search field above a list of places. Focusing the field expands the sheet to
/// `.large` through the typed access to its presentation controller.
@MainActor
final class SheetResultsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate {
    private let searchBar = UISearchBar()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let places = (1...40).map { "Place \($0)" }
    private var filter = ""

    private var shown: [String] {
        filter.isEmpty ? places : places.filter { $0.localizedCaseInsensitiveContains(filter) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        searchBar.placeholder = "Search places"
        searchBar.searchBarStyle = .minimal
        searchBar.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        view.addSubview(searchBar)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            // Below the grabber's 24-point band, which always moves the sheet.
            searchBar.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
            tableView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: Search

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        // Make room for the keyboard and the results: the one call every sheet app makes.
        dimmingPresentationController?.setSelectedDetent(.large, animated: true)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        filter = searchText
        tableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    // MARK: List

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        content.secondaryText = "\(indexPath.row + 1) km"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        searchBar.resignFirstResponder()
        // A chosen place: back to the map at medium, so the map is usable again.
        dimmingPresentationController?.setSelectedDetent(.medium, animated: true)
    }
}
