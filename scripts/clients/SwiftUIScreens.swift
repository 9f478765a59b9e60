import NavTransitions
import SwiftUI

/// The SwiftUI API as an app uses it: a stack with a default transition, a destination with its own zoom, a
/// header animated with the transition's progress, a sheet presented with a binding and dismissed from its
/// content, and a card presented for an item.
struct LibraryPhoto: Identifiable, Hashable {
    let id: Int
    let title: String
}

/// An item whose identifier is not `Sendable`: `item:` takes it as SwiftUI's `.sheet(item:)` does.
final class LibraryDraft: Identifiable {
    let name: String
    init(name: String) { self.name = name }
}

enum LibraryTransitions {
    static let detail = NavigationControllerTransition.slide
    static let sheet = ModalTransition.sheet(detents: [.fraction(0.5)])
}

struct PhotoLibrary: View {
    @Namespace private var grid
    @State private var showsSheet = false
    @State private var draft: LibraryDraft?
    let photos = (0..<12).map { LibraryPhoto(id: $0, title: "LibraryPhoto \($0)") }

    var body: some View {
        NavigationView {
            List(photos) { photo in
                NavigationLink(photo.title) {
                    LibraryPhotoDetail(photo: photo)
                        .navigationControllerTransition(.zoom(sourceID: photo.id, in: grid))
                }
                .zoomTransitionSource(id: photo.id, in: grid, cornerRadius: 8)
            }
            .toolbar {
                Button("Filters") { showsSheet = true }
                Button("New") { draft = LibraryDraft(name: "Untitled") }
            }
        }
        .navigationViewStyle(.stack)
        .defaultNavigationControllerTransition(LibraryTransitions.detail)
        .modalTransition(LibraryTransitions.sheet, isPresented: $showsSheet, onDismiss: { print("filters closed") }) {
            LibraryFilters()
        }
        .modalTransition(.card(size: CGSize(width: 320, height: 240)), item: $draft) { draft in
            Text(draft.name)
        }
    }
}

@available(iOS 16.0, *)
struct PathLibrary: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(1) }
                .navigationDestination(for: Int.self) { value in
                    Text("Screen \(value)")
                        .navigationControllerTransition(value.isMultiple(of: 2) ? .fade : nil)
                }
        }
        .defaultNavigationControllerTransition(.cover(edge: .bottom))
    }
}

struct LibraryPhotoDetail: View {
    let photo: LibraryPhoto

    var body: some View {
        TransitionProgressReader { progress in
            Text(photo.title)
                .opacity(progress.visibility)
                .offset(y: (1 - progress.visibility) * -20)
        }
    }
}

struct LibraryFilters: View {
    @ModalTransitionDismiss private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

/// A stored transition value and a reveal from a SwiftUI-hosted screen, through UIKit.
@MainActor
func presentLibraryFilters(from presenter: UIViewController) {
    let filters = UIHostingController(rootView: LibraryFilters())
    filters.modalTransition = .sideMenu
    presenter.present(filters, animated: true)
    let progress = TransitionProgress.shown
    _ = progress.visibility == 1 && progress.operation == nil
}
