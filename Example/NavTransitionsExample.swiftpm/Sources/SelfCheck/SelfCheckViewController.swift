import NavTransitionsSelfCheck
import UIKit

/// Runs NavTransitions' self-check on this device and shows its report: one line per scenario, then
/// `N passed, M failed`. Every line also goes to standard output, unbuffered, so that a script reading the
/// app's console (`xcrun simctl launch --console-pty … -NavTransitionsSelfCheck`) sees it as it comes.
@MainActor
final class SelfCheckViewController: UIViewController {
    private let textView = UITextView()
    private var hasStarted = false

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Self-check"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.isEditable = false
        textView.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        textView.text = "Running every scenario, with motion and with Reduce Motion…\n"
        view.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasStarted, let window = view.window else { return }
        hasStarted = true
        Task { @MainActor in
            SelfCheckViewController.write("NavTransitions self-check")
            await SelfCheckRunner(over: window).run { [weak self] line in
                SelfCheckViewController.write(line)
                guard let textView = self?.textView else { return }
                textView.text = (textView.text ?? "") + line + "\n"
            }
            textView.scrollRangeToVisible(NSRange(location: max(0, textView.text.utf16.count - 1), length: 1))
        }
    }

    /// Writes a line to standard output at once (no buffering to flush).
    private static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The launch argument that runs the self-check as soon as the app starts.
@MainActor
enum SelfCheckLaunch {
    static let argument = "-NavTransitionsSelfCheck"

    /// Whether the app was launched with ``argument``.
    static var isRequested: Bool {
        ProcessInfo.processInfo.arguments.contains(argument)
    }

    /// Shows the self-check on the root navigation controller, if it was requested.
    static func startIfRequested(in window: UIWindow) {
        guard isRequested, let navigationController = window.rootViewController as? UINavigationController else { return }
        navigationController.pushViewController(SelfCheckViewController(), animated: false)
    }
}
