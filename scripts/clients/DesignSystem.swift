import NavTransitions
import UIKit

/// An app's design system: its transitions named once, as constants, next to its colours and fonts.
enum AppTransitions {
    static let detail = NavigationControllerTransition.slide
    static let gallery = NavigationControllerTransition.scale
    /// A checkout step: it covers from the bottom, and cannot be swiped back.
    static let checkoutStep = NavigationControllerTransition(style: .cover(edge: .bottom), swipeBackArea: nil)
    static let settings = NavigationControllerTransition(style: .fade, timing: .curve(.easeInOut, duration: 0.4))
    static let springyCover: NavigationControllerTransition = {
        var transition = NavigationControllerTransition.cover(edge: .trailing)
        transition.timing = .spring(SpringCurve(dampingRatio: 0.8, response: 0.45))
        transition.swipeBackArea = .anywhere
        return transition
    }()
    static let reveal = NavigationControllerTransition.circularReveal(from: .point(CGPoint(x: 40, y: 80)))
    static let crossFadeThenScale = NavigationControllerTransition.custom { context in
        TransitionAnimation(operation: context.operation, style: context.operation == .push ? .scale : .fade)
    }

    static let halfSheet = ModalTransition.sheet(detents: [.medium])
    static let form = ModalTransition(
        style: .cover(edge: .bottom),
        layout: .sheet(.init(detents: [.points(420)])),
        dismissal: .tapOnDimming,
        dimmingColor: UIColor.black.withAlphaComponent(0.6),
        timing: .spring(SpringCurve(dampingRatio: 0.9, response: 0.4))
    )
    static let menu = ModalTransition.sideMenu
    static let card = ModalTransition.card(size: CGSize(width: 320, height: 240))
    static let photo = ModalTransition.fade
    static let undimmedCover: ModalTransition = {
        var transition = ModalTransition.cover()
        transition.dimmingColor = nil
        transition.dismissal = []
        return transition
    }()
    static let systemLikeModal = ModalTransition.cover(edge: .bottom)
}

final class ProductListViewController: UIViewController {
    func showProduct() {
        let product = UIViewController()
        product.navigationTransition = AppTransitions.detail
        navigationController?.pushViewController(product, animated: true)
    }

    func showCheckout() {
        let step = UIViewController()
        step.navigationTransition = AppTransitions.checkoutStep
        navigationController?.pushViewController(step, animated: true)
    }

    func showFilters(from button: UIButton) {
        let filters = UIViewController()
        filters.modalTransition = AppTransitions.halfSheet
        present(filters, animated: true)
        let reveal = UIViewController()
        reveal.modalTransition = .circularReveal(from: button)
        reveal.navigationTransition = .circularReveal(from: button)
    }

    /// Values compare: the same constant, or values made the same way, are equal.
    func isShowingProductTransition(_ screen: UIViewController) -> Bool {
        screen.navigationTransition == AppTransitions.detail
            && AppTransitions.halfSheet == .sheet(detents: [.medium])
            && AppTransitions.form != AppTransitions.halfSheet
            && AppTransitions.systemLikeModal == .cover()
    }
}
