import NavTransitions
import UIKit

/// A presented screen with a title, a message, an optional extra button and a Close button (used for
/// the sheets, the card and the full-screen fade).
@MainActor
final class MessageViewController: UIViewController {
    /// A button above Close: its title and what it does to the screen.
    struct ExtraButton {
        let title: String
        let action: @MainActor (MessageViewController) -> Void
    }

    private let message: String
    private let extraButton: ExtraButton?

    init(title: String, message: String, extraButton: ExtraButton? = nil) {
        self.message = message
        self.extraButton = extraButton
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The presentation controller rounds sheets (top corners) and cards (all four) itself.
        view.backgroundColor = .systemBackground

        let heading = UILabel()
        heading.text = title
        heading.font = .preferredFont(forTextStyle: .title2)
        heading.adjustsFontForContentSizeCategory = true

        let body = UILabel()
        body.text = message
        body.numberOfLines = 0
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true

        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)

        var buttons: [UIView] = []
        if let extraButton {
            let button = UIButton(type: .system)
            button.setTitle(extraButton.title, for: .normal)
            button.addAction(
                UIAction { [weak self] _ in
                    if let self { extraButton.action(self) }
                }, for: .primaryActionTriggered)
            buttons.append(button)
        }

        let stack = UIStackView(arrangedSubviews: [heading, body] + buttons + [close])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// A sheet whose content is a table: drag down inside it and the table scrolls back to its top first;
/// from the top, the same drag dismisses the sheet.
@MainActor
final class ScrollingSheetViewController: UITableViewController {
    init() {
        super.init(style: .plain)
        title = "Sheet with a table"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The presented view is the table itself: the dismiss pan finds it and lets it scroll first.
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        // The UI tests find the sheet by it (SheetUITests.swift).
        tableView.accessibilityIdentifier = "sheet.table"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        40
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Scroll down, then pull down from the top"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        dismiss(animated: true)
    }
}

/// A side menu: choosing an item closes it.
@MainActor
final class SideMenuViewController: UITableViewController {
    private let items = ["Home", "Favourites", "Downloads", "Settings"]

    init() {
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Pan toward the leading edge or tap the dimming to close."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        dismiss(animated: true)
    }
}

/// The screen a circular reveal uncovers. A reveal has no dismissal gesture by default: a button closes it.
@MainActor
final class RevealViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo

        let label = UILabel()
        label.text = "Revealed"
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.adjustsFontForContentSizeCategory = true

        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.tintColor = .white
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [label, close])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// A presented navigation controller whose form refuses to be swiped or tapped away once edited, and
/// asks what to do instead — the way UIKit's own sheets handle `isModalInPresentation`.
@MainActor
final class FormNavigationController: UINavigationController, UIAdaptivePresentationControllerDelegate {
    init() {
        super.init(rootViewController: FormViewController())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Once presenting has begun, `presentationController` is the library's; it tells us of attempts.
        // (Reading it before `present` could make UIKit create a presentation controller of its own.)
        if isBeingPresented { presentationController?.delegate = self }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard your changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in self?.dismiss(animated: true) })
        alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
        present(alert, animated: true)
    }
}

/// The form: editing the text field makes it modal in presentation (on the navigation controller's top
/// screen, not on the presented controller).
@MainActor
final class FormViewController: UIViewController, UITextFieldDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })

        let field = UITextField()
        field.placeholder = "Type to make unsaved changes"
        field.borderStyle = .roundedRect
        field.delegate = self
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        isModalInPresentation = !(textField.text ?? "").isEmpty
    }
}
