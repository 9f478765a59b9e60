// A STUB of XCTest, for type-checking the Example's UI tests on Linux only; it is never run, and every body traps.
//
// The iOS SDK that scripts/setup-ios-sdk.sh extracts has no XCTest (Xcode ships it with the platform, not the SDK),
// so scripts/check-ios.sh compiles this file as a module named XCTest and type-checks
// Example/NavTransitionsExampleUITests against it. On a Mac the real XCTest is used: the workflow's UI-test step
// (scripts/ui-tests-simulator.sh) compiles and runs the tests with Xcode, and check-ios.sh skips this stub there.
//
// It declares only the subset (the real classes derive from NSObject; the stub's need not) the UI tests use, with the signatures of Apple's documentation (XCTest and
// XCUIAutomation, developer.apple.com/documentation/xctest and /documentation/xcuiautomation, Xcode 16.3 and later):
// XCTestCase's set-up and `continueAfterFailure`; the `@MainActor` classes XCUIApplication, XCUIElement,
// XCUIElementQuery and XCUICoordinate; the XCUIGestureVelocity structure; XCTAssertTrue, XCTAssertEqual, XCTFail
// and XCTUnwrap. A test that uses something else fails to type-check here: add it, from the documentation.
import CoreGraphics
import Foundation

private func stub(_ symbol: String = #function) -> Never {
    fatalError("XCTest stub: \(symbol) cannot run; the stub only type-checks the UI tests on Linux")
}

/// XCTest's abstract test (`XCTest`).
open class XCTest: NSObject {}

/// `XCTestCase`.
open class XCTestCase: XCTest {
    /// Whether a test continues after a failure (`continueAfterFailure`).
    open var continueAfterFailure: Bool {
        get { stub() }
        set { stub() }
    }

    /// `setUpWithError()`.
    open func setUpWithError() throws { stub() }
    /// `tearDownWithError()`.
    open func tearDownWithError() throws { stub() }
}

/// `XCUIGestureVelocity`: a gesture's speed, in pixels per second.
public struct XCUIGestureVelocity: Sendable, Hashable {
    public var rawValue: CGFloat

    public init(_ velocity: CGFloat) { rawValue = velocity }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    public static let `default` = XCUIGestureVelocity(0)
    public static let slow = XCUIGestureVelocity(0)
    public static let fast = XCUIGestureVelocity(0)
}

/// `XCUIElementQuery`: the elements of one type under an element.
@MainActor
open class XCUIElementQuery {
    /// The element whose identifier or label is `key`.
    open subscript(key: String) -> XCUIElement { stub() }
    /// `element(boundBy:)`.
    open func element(boundBy index: Int) -> XCUIElement { stub() }
    /// `firstMatch`.
    open var firstMatch: XCUIElement { stub() }
    /// `count`.
    open var count: Int { stub() }
    /// `matching(_:)`.
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { stub() }
}

/// `XCUIElement`.
@MainActor
open class XCUIElement {
    /// The stub's elements are made by queries only (the real class is an `NSObject` subclass).
    public init() {}

    /// `exists`.
    open var exists: Bool { stub() }
    /// `isHittable`.
    open var isHittable: Bool { stub() }
    /// `frame`, in screen coordinates.
    open var frame: CGRect { stub() }
    /// `label`.
    open var label: String { stub() }

    /// `waitForExistence(timeout:)`.
    open func waitForExistence(timeout: TimeInterval) -> Bool { stub() }
    /// `waitForNonExistence(timeout:)` (Xcode 16 and later).
    open func waitForNonExistence(timeout: TimeInterval) -> Bool { stub() }

    /// `tap()`.
    open func tap() { stub() }
    /// `swipeUp()`.
    open func swipeUp() { stub() }
    /// `swipeDown(velocity:)`.
    open func swipeDown(velocity: XCUIGestureVelocity) { stub() }
    /// `swipeLeft(velocity:)`.
    open func swipeLeft(velocity: XCUIGestureVelocity) { stub() }
    /// `pinch(withScale:velocity:)`: a scale in 0...1 closes the fingers; the velocity is in scale factor per second.
    open func pinch(withScale scale: CGFloat, velocity: CGFloat) { stub() }
    /// `coordinate(withNormalizedOffset:)`.
    open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { stub() }

    // The queries an element provides (`XCUIElementTypeQueryProvider`).
    open var buttons: XCUIElementQuery { stub() }
    open var staticTexts: XCUIElementQuery { stub() }
    open var cells: XCUIElementQuery { stub() }
    open var collectionViews: XCUIElementQuery { stub() }
    open var tables: XCUIElementQuery { stub() }
    open var navigationBars: XCUIElementQuery { stub() }
    open var windows: XCUIElementQuery { stub() }
    open var searchFields: XCUIElementQuery { stub() }
    open var otherElements: XCUIElementQuery { stub() }
}

/// `XCUIApplication`.
@MainActor
open class XCUIApplication: XCUIElement {
    /// `init()`: the target application of the UI-test target.
    public override init() { stub() }
    /// `launchArguments`.
    open var launchArguments: [String] {
        get { stub() }
        set { stub() }
    }

    /// `launch()`.
    open func launch() { stub() }
    /// `terminate()`.
    open func terminate() { stub() }
}

/// `XCUICoordinate`: a point relative to an element.
@MainActor
open class XCUICoordinate {
    /// `withOffset(_:)`, in points.
    open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { stub() }
    /// `tap()`.
    open func tap() { stub() }
    /// `press(forDuration:thenDragTo:)`.
    open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) { stub() }
    /// `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)` (Xcode 12 and later).
    open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate, withVelocity velocity: XCUIGestureVelocity,
                    thenHoldForDuration holdDuration: TimeInterval) { stub() }
}

/// `XCTAssertTrue(_:_:file:line:)`.
public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                          file: StaticString = #filePath, line: UInt = #line) { stub() }

/// `XCTAssertEqual(_:_:_:file:line:)`.
public func XCTAssertEqual<T: Equatable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
                                         _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) { stub() }

/// `XCTAssertEqual(_:_:accuracy:_:file:line:)`.
public func XCTAssertEqual<T: FloatingPoint>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
                                            accuracy: T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
                                            line: UInt = #line) { stub() }

/// `XCTFail(_:file:line:)`.
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) { stub() }

/// `XCTUnwrap(_:_:file:line:)`.
public func XCTUnwrap<T>(_ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line) throws -> T { stub() }
