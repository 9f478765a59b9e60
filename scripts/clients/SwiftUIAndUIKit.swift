import NavTransitions
import SwiftUI
import UIKit

/// A SwiftUI screen of an app that also uses UIKit navigation: SwiftUI's names (`EdgeInsets`,
/// `LayoutDirection`, `Animation`, `Edge`, `.slide`, `.easeInOut`) keep their meaning next to NavTransitions.
struct ProfileCard: View {
    @Environment(\.layoutDirection) private var layoutDirection: LayoutDirection
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Text(layoutDirection == .rightToLeft ? "RTL" : "LTR")
                .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            if isExpanded {
                Text("Details")
                    .transition(.slide)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(Animation.easeInOut(duration: 0.3), value: isExpanded)
        .animation(.spring(response: 0.4, dampingFraction: 0.8), value: isExpanded)
        .onTapGesture { withAnimation(.easeInOut) { isExpanded.toggle() } }
    }
}

/// Pushing a hosting controller with a NavTransitions transition.
@MainActor
func showProfile(in navigationController: UINavigationController) {
    let hosting = UIHostingController(rootView: ProfileCard())
    hosting.navigationTransition = .slide
    navigationController.pushViewController(hosting, animated: true)
    let edge: Edge = .bottom
    let insets = EdgeInsets()
    _ = (edge, insets, CGRect.zero.inset(by: .init(top: 1, left: 1, bottom: 1, right: 1)))
}
