import NavTransitions
import SwiftUI
import UIKit

/// The SwiftUI screen of the Example: a navigation stack of photos with a default slide, a photo zoomed in
/// from its thumbnail, a header that follows the transition's progress, a filter sheet dismissed by a pan or
/// from its own button, and a card presented for an item.
enum SwiftUIDemo {
    /// The screen, hosted for the UIKit menu (presented full screen: it has its own navigation stack; its
    /// Close button dismisses the hosting controller).
    @MainActor
    static func makeViewController() -> UIViewController {
        let hosting = UIHostingController(rootView: SwiftUIDemoView(close: {}))
        hosting.rootView = SwiftUIDemoView(close: { [weak hosting] in hosting?.dismiss(animated: true) })
        hosting.modalPresentationStyle = .fullScreen
        return hosting
    }
}

/// A coloured square standing in for a photo.
struct DemoPhoto: Identifiable, Hashable {
    let id: Int

    var color: Color { Color(hue: Double(id % 12) / 12, saturation: 0.6, brightness: 0.9) }
}

struct SwiftUIDemoView: View {
    /// Leaves the SwiftUI screen (back to the UIKit menu).
    let close: @MainActor () -> Void
    @Namespace private var grid
    @State private var showsFilters = false
    @State private var cardPhoto: DemoPhoto?
    private let photos = (0..<30).map(DemoPhoto.init)

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 4)], spacing: 4) {
                    ForEach(photos) { photo in
                        NavigationLink {
                            DemoPhotoView(photo: photo)
                                .navigationControllerTransition(.zoom(sourceID: photo.id, in: grid))
                        } label: {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(photo.color)
                                .aspectRatio(1, contentMode: .fit)
                                .zoomTransitionSource(id: photo.id, in: grid, cornerRadius: 8)
                        }
                        .contextMenu {
                            Button("Show as a card") { cardPhoto = photo }
                        }
                    }
                }
                .padding(4)
                NavigationLink("About these transitions") { DemoAboutView() }
                    .padding()
            }
            .navigationTitle("SwiftUI")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Close") { close() }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Filters") { showsFilters = true }
                }
            }
        }
        .navigationViewStyle(.stack)
        .defaultNavigationControllerTransition(.slide)
        .modalTransition(.sheet(detents: [.fraction(0.5)]), isPresented: $showsFilters) {
            DemoFiltersView()
        }
        .modalTransition(.card(size: CGSize(width: 300, height: 300)), item: $cardPhoto) { photo in
            RoundedRectangle(cornerRadius: 16).fill(photo.color)
        }
    }
}

struct DemoPhotoView: View {
    let photo: DemoPhoto

    var body: some View {
        VStack(spacing: 16) {
            TransitionProgressReader { progress in
                Text("Photo \(photo.id)")
                    .font(.title2)
                    .opacity(progress.visibility)
                    .offset(y: (1 - progress.visibility) * -24)
            }
            Rectangle()
                .fill(photo.color)
                .aspectRatio(1, contentMode: .fit)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct DemoAboutView: View {
    var body: some View {
        Text("Pushed with the stack's default slide; swipe back from the leading edge.")
            .padding()
    }
}

struct DemoFiltersView: View {
    @ModalTransitionDismiss private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Filters").font(.headline)
            Text("Drag down or tap outside to dismiss.")
            Button("Done") { dismiss() }
        }
        .padding()
    }
}
