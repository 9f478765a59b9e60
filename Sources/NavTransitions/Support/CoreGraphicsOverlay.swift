// On Apple platforms, CGRect's members (`width`, `minX`, …) and the `Equatable` conformances of
// CGPoint, CGSize and CGRect live in the CoreGraphics Swift overlay, which `import Foundation` does not
// load since the iOS 16 SDK. Core imports only Foundation (it must build on Linux, where there is no
// CoreGraphics module), so this one file loads the overlay for the whole module where it exists.
// Core itself has no `#if`; this is the only platform switch outside the UIKit layer.
#if canImport(CoreGraphics)
import CoreGraphics
#endif
