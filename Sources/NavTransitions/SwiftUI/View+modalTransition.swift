#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Presents content with a modal transition while a binding is true.
    ///
    /// The SwiftUI counterpart of UIKit's ``UIKit/UIViewController/modalTransition``: any
    /// ``ModalTransition`` — a sheet, a side menu, a card, a circular reveal, a zoom — with its layout,
    /// dimming and dismissal gestures:
    ///
    /// ```swift
    /// Button("Menu") { showsMenu = true }
    ///     .modalTransition(.sideMenu, isPresented: $showsMenu) {
    ///         MenuView()
    ///     }
    /// ```
    ///
    /// The binding always says what the screen shows: a pan or a tap on the dimming that dismisses the
    /// content sets it to `false` (once the dismissal has finished; a pan released short changes nothing),
    /// and so does a parent dismissing it. Setting it to `false` dismisses; setting it to `true` again while
    /// the dismissal runs presents again after it. The content dismisses itself with
    /// ``ModalTransitionDismiss``. Changing `transition` while presented changes the dismissal's animation.
    ///
    /// The content is hosted in its own hosting controller, as UIKit presents it: pass it the environment
    /// objects it needs. A `withAnimation`-less change still animates; a transaction that disables
    /// animations presents and dismisses without them.
    ///
    /// - Parameters:
    ///   - transition: how the content is presented and dismissed.
    ///   - isPresented: whether the content is presented.
    ///   - onDismiss: called when the content has been dismissed, however it was.
    ///   - content: the presented content.
    public func modalTransition<Content: View>(
        _ transition: ModalTransition,
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background {
            ModalTransitionPresenter<Bool, Content>(
                transition: transition,
                requested: isPresented.wrappedValue ? true : nil,
                content: { _ in content() },
                writeBack: { _ in
                    // stays in UIKit: SwiftUI: write the binding only when it changes (a write re-renders)
                    if isPresented.wrappedValue { isPresented.wrappedValue = false }
                },
                onDismiss: onDismiss
            )
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
    }

    /// Presents content for an item with a modal transition while the binding holds one.
    ///
    /// Like ``SwiftUI/View/modalTransition(_:isPresented:onDismiss:content:)``, for an item: the binding is
    /// set to `nil` when the content is dismissed, and an item with another identity while one is presented
    /// dismisses it and presents the new one. An item with the same identity updates the content in place.
    ///
    /// ```swift
    /// PhotoGrid(selection: $selectedPhoto)
    ///     .modalTransition(.card(size: CGSize(width: 320, height: 420)), item: $selectedPhoto) { photo in
    ///         PhotoCard(photo: photo)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - transition: how the content is presented and dismissed.
    ///   - item: the item to present, or nil for none.
    ///   - onDismiss: called when the content has been dismissed, however it was.
    ///   - content: the presented content for the item.
    public func modalTransition<Item: Identifiable, Content: View>(
        _ transition: ModalTransition,
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        background {
            ModalTransitionPresenter<Item.ID, Content>(
                transition: transition,
                requested: item.wrappedValue?.id,
                content: { id in
                    // stays in UIKit: SwiftUI: the item binding still holds this identity
                    guard let value = item.wrappedValue, value.id == id else { return nil }
                    return content(value)
                },
                writeBack: { id in
                    // stays in UIKit: the write-back Action's rule on the app's item: one set to another item meanwhile keeps it
                    if item.wrappedValue?.id == id { item.wrappedValue = nil }
                },
                onDismiss: onDismiss
            )
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
    }
}
#endif
