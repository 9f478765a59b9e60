import NavTransitions
import UIKit

/// The Example's first screen: one row per transition.
@MainActor
final class TransitionListViewController: UITableViewController {
    /// The app's own navigation delegate; the list keeps it alive.
    let navigationLog = NavigationLog()

    private enum Section: Int, CaseIterable {
        case push, swipeBack, present, collection, swiftUI, storyboard, selfCheck

        var title: String {
            switch self {
            case .push: return "Push (swipe back to pop)"
            case .swipeBack: return "Swipe back"
            case .present: return "Present"
            case .collection: return "Collection views"
            case .swiftUI: return "SwiftUI"
            case .storyboard: return "Storyboard"
            case .selfCheck: return "Self-check"
            }
        }
    }

    private enum PushDemo: CaseIterable {
        case slide, fade, scale, coverFromBottom, coverFromTrailing, custom, system

        var title: String {
            switch self {
            case .slide: return "Slide"
            case .fade: return "Fade"
            case .scale: return "Scale"
            case .coverFromBottom: return "Cover from the bottom"
            case .coverFromTrailing: return "Cover from the trailing edge"
            case .custom: return "Custom animator (scale in, fade out)"
            case .system: return "System (no navigationTransition)"
            }
        }

        @MainActor var transition: NavigationControllerTransition? {
            switch self {
            case .slide: return .slide
            case .fade: return .fade
            case .scale: return .scale
            case .coverFromBottom: return .cover(edge: .bottom)
            case .coverFromTrailing: return .cover(edge: .trailing)
            case .custom:
                // Any UIViewControllerAnimatedTransitioning works; TransitionAnimation keeps it interruptible.
                return .custom { context in
                    TransitionAnimation(operation: context.operation, style: context.operation == .push ? .scale : .fade)
                }
            case .system: return nil
            }
        }
    }

    private enum SwipeBackDemo: CaseIterable {
        case anywhere, off, systemZoom

        var title: String {
            switch self {
            case .anywhere: return "From anywhere (this screen only)"
            case .off: return "Off (a checkout step)"
            case .systemZoom: return "UIKit's own zoom (iOS 18 preferredTransition)"
            }
        }

        /// A slide whose swipe back starts anywhere, or is turned off, for the pushed screen only; none for UIKit's zoom.
        @MainActor var transition: NavigationControllerTransition? {
            var transition = NavigationControllerTransition.slide
            switch self {
            case .anywhere: transition.swipeBackArea = .anywhere
            case .off: transition.swipeBackArea = nil
            case .systemZoom: return nil
            }
            return transition
        }
    }

    private enum PresentDemo: CaseIterable {
        case sheet, sheetOverMap, growingSheet, sheetWithTable, form, sideMenu, card, circularReveal, fullScreenFade

        var title: String {
            switch self {
            case .sheet: return "Bottom sheet (half height)"
            case .sheetOverMap: return "Sheet over a map (detents, search, taps pass through)"
            case .growingSheet: return "Sheet that grows"
            case .sheetWithTable: return "Sheet with a table (scroll, then pull down)"
            case .form: return "Form that refuses to lose changes"
            case .sideMenu: return "Side menu"
            case .card: return "Card"
            case .circularReveal: return "Circular reveal from this row"
            case .fullScreenFade: return "Full-screen fade"
            }
        }
    }

    init() {
        super.init(style: .insetGrouped)
        title = "NavTransitions"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: the Example builds its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .push: return PushDemo.allCases.count
        case .swipeBack: return SwipeBackDemo.allCases.count
        case .present: return PresentDemo.allCases.count
        case .collection: return CollectionDemo.allCases.count
        case .swiftUI, .storyboard, .selfCheck: return 1
        case nil: return 0
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .swipeBack:
            return "Each screen says where its swipe back starts (swipeBackArea): within 44 pt of the leading edge "
                + "by default, like the system; anywhere, except where a horizontal scroll view can still scroll; "
                + "or nowhere. The navigation controller's own setting (interactivePopGestureRecognizer.isEnabled) "
                + "and a hidden or replaced back button are honoured too."
        default:
            return nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryView = nil
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .default
        switch Section(rawValue: indexPath.section) {
        case .push:
            content.text = PushDemo.allCases[indexPath.row].title
        case .swipeBack:
            content.text = SwipeBackDemo.allCases[indexPath.row].title
        case .present:
            let demo = PresentDemo.allCases[indexPath.row]
            content.text = demo.title
            cell.accessoryType = demo == .sheetOverMap ? .disclosureIndicator : .none
        case .collection: content.text = CollectionDemo.allCases[indexPath.row].title
        case .swiftUI: content.text = "A NavigationStack: zoom into a photo, a sheet, a card"
        case .storyboard: content.text = "Segues from a storyboard (push, present, unwind)"
        case .selfCheck: content.text = "Run every transition and check what it leaves"
        case nil:
            break
        }
        cell.contentConfiguration = content
        return cell
    }

    // MARK: Actions

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Section(rawValue: indexPath.section) {
        case .push:
            push(PushDemo.allCases[indexPath.row])
        case .swipeBack:
            let demo = SwipeBackDemo.allCases[indexPath.row]
            guard demo == .systemZoom else { return pushDetail(title: demo.title, transition: demo.transition) }
            pushSystemZoom(title: demo.title, from: tableView.cellForRow(at: indexPath))
        case .present:
            present(PresentDemo.allCases[indexPath.row], from: tableView.cellForRow(at: indexPath))
        case .collection:
            navigationController?.pushViewController(CollectionDemo.allCases[indexPath.row].makeViewController(), animated: true)
        case .swiftUI: present(SwiftUIDemo.makeViewController(), animated: true)
        case .storyboard: pushStoryboardMenu()
        case .selfCheck: navigationController?.pushViewController(SelfCheckViewController(), animated: true)
        case nil:
            break
        }
    }

    /// Pushes the first scene of `Segues.storyboard`; its buttons run the library's segues.
    private func pushStoryboardMenu() {
        guard let menu = StoryboardDemo.makeMenu() else {
            let alert = UIAlertController(
                title: "No storyboard",
                message: "Segues.storyboard is not in the app's bundles: the tool that built the app did not compile it. "
                    + "Xcode compiles it as a resource of the app package.",
                preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        navigationController?.pushViewController(menu, animated: true)
    }

    private func push(_ demo: PushDemo) {
        pushDetail(title: demo.title, transition: demo.transition)
    }

    /// A screen with UIKit's own `.zoom` preferred transition from the tapped row (iOS 18; built at run time, the
    /// Example compiling against older SDKs too): UIKit runs it and its own dismissals (pinch, swipe down, the edge)
    /// although the proxy is installed. Before iOS 18 the screen is pushed with the system animation.
    private func pushSystemZoom(title: String, from cell: UITableViewCell?) {
        let detail = DetailViewController(title: title, transition: nil, depth: 1)
        if let zoom = SystemZoomTransition.make(source: cell) { detail.setValue(zoom, forKey: "preferredTransition") }
        navigationController?.pushViewController(detail, animated: true)
    }

    private func pushDetail(title: String, transition: NavigationControllerTransition?) {
        let detail = DetailViewController(title: title, transition: transition, depth: 1)
        // The push uses the pushed screen's transition; the pop (and the swipe back) uses its reverse.
        detail.navigationTransition = transition
        navigationController?.pushViewController(detail, animated: true)
    }

    private func present(_ demo: PresentDemo, from cell: UITableViewCell?) {
        let screen: UIViewController
        switch demo {
        case .sheetOverMap:
            // A screen of its own: the map is pushed, and it presents the sheet when it appears.
            navigationController?.pushViewController(SheetMapViewController(), animated: true)
            return
        case .sheet:
            screen = MessageViewController(
                title: "Bottom sheet",
                message: "Half the safe-area height, plus the home-indicator inset. Pan down or tap the dimming to dismiss."
            )
            screen.modalTransition = .sheet(detents: [.medium])
        case .growingSheet:
            let short = PresentationLayout.sheet(.init(detents: [.fraction(0.4)]))
            let tall = PresentationLayout.sheet(.init(detents: [.fraction(0.85)]))
            screen = MessageViewController(
                title: "Sheet that grows",
                message: "The presentation controller springs the sheet to its new height.",
                extraButton: .init(title: "Grow / shrink") { screen in
                    // The library's presentation controller, once presented.
                    guard let presentation = screen.presentationController as? DimmingPresentationController else { return }
                    presentation.setLayout(presentation.layout == short ? tall : short, animated: true)
                }
            )
            screen.modalTransition = .sheet(detents: [.fraction(0.4)])
        case .form:
            // A navigation controller: the form on top of it is modal in presentation once edited.
            screen = FormNavigationController()
            screen.modalTransition = .sheet(detents: [.fraction(0.6)])
        case .sheetWithTable:
            screen = ScrollingSheetViewController()
            // The pan dismisses only once the table rests at its top; until then the table scrolls.
            screen.modalTransition = ModalTransition(
                style: .cover(edge: .bottom), layout: .sheet(.init(detents: [.fraction(0.7)])), dismissal: .pan)
        case .sideMenu:
            screen = SideMenuViewController()
            // 75 % of a compact width, 300 pt on a regular width, from the leading edge.
            screen.modalTransition = .sideMenu
        case .card:
            screen = MessageViewController(
                title: "Card",
                message: "320 × 240 pt, centred, kept 16 pt inside the safe area. Tap outside to dismiss."
            )
            screen.modalTransition = .card(size: CGSize(width: 320, height: 240))
        case .circularReveal:
            screen = RevealViewController()
            // Grows from the tapped row and shrinks back into it (the row is held weakly).
            if let cell {
                screen.modalTransition = .circularReveal(from: cell)
            } else {
                screen.modalTransition = .circularReveal(from: .center)
            }
        case .fullScreenFade:
            screen = MessageViewController(title: "Full screen", message: "A cross-dissolve. Close to go back.")
            screen.modalTransition = .fade
        }
        present(screen, animated: true)
    }
}

/// UIKit's `.zoom` preferred transition (`UIViewControllerTransition.zoom(options:sourceViewProvider:)`, iOS 18),
/// built at run time by its Objective-C names: the Example also compiles with SDKs that do not have it.
@MainActor
enum SystemZoomTransition {
    /// The transition zooming from `source`; nil before iOS 18.
    static func make(source: UIView?) -> AnyObject? {
        let selector = NSSelectorFromString("zoomWithOptions:sourceViewProvider:")
        guard UIViewController.instancesRespond(to: NSSelectorFromString("setPreferredTransition:")),
            let type = NSClassFromString("UIViewControllerTransition") as? NSObject.Type, type.responds(to: selector)
        else { return nil }
        let provider: @convention(block) (AnyObject) -> UIView? = { [weak source] _ in source }
        return type.perform(selector, with: nil, with: unsafeBitCast(provider, to: AnyObject.self))?.takeUnretainedValue()
    }
}
