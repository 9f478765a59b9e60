import UIKit

/// Builds the window of a scene: the Example's navigation controller.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ExampleRoot.makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        SelfCheckLaunch.startIfRequested(in: window)
    }
}
