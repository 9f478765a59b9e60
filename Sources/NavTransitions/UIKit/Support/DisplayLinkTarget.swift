#if canImport(UIKit)
import UIKit

/// Something a display link calls on every frame.
@MainActor
protocol DisplayLinkReceiver: AnyObject {
    /// The display link fired.
    func displayLinkDidFire(_ link: CADisplayLink)
}

/// A display link's target that holds its receiver weakly (a display link retains its target) and
/// invalidates the link once the receiver is gone.
@MainActor
final class DisplayLinkTarget: NSObject {
    private weak var receiver: (any DisplayLinkReceiver)?

    init(_ receiver: any DisplayLinkReceiver) {
        self.receiver = receiver
    }

    /// Makes a display link on the main run loop's common modes that calls `receiver` every frame.
    static func link(calling receiver: any DisplayLinkReceiver) -> CADisplayLink {
        let link = CADisplayLink(target: DisplayLinkTarget(receiver), selector: #selector(fire(_:)))
        link.add(to: .main, forMode: .common)
        return link
    }

    @objc private func fire(_ link: CADisplayLink) {
        guard let receiver else {
            link.invalidate()
            return
        }
        receiver.displayLinkDidFire(link)
    }
}
#endif
