import UIKit

/// The Example app's entry point.
///
/// With a scene manifest in Info.plist (Xcode's iOS App template has one), UIKit asks for a scene
/// configuration and ``SceneDelegate`` builds the window. Without one, the app delegate builds the
/// window itself, so the files run in either kind of target.
@main
@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The window, when the app runs without scenes.
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let usesScenes = Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") != nil
        if !usesScenes {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = ExampleRoot.makeRootViewController()
            window.makeKeyAndVisible()
            self.window = window
            SelfCheckLaunch.startIfRequested(in: window)
        }
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // A name that no Info.plist entry uses, so no storyboard is attached to the scene.
        let configuration = UISceneConfiguration(name: "NavTransitionsExample", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
