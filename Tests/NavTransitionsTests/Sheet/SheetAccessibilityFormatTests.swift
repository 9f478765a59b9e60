import Foundation
import Testing
import NavTransitions

/// A translation of the grabber's position ("Detent %1$d of %2$d") is app data: it is used only when every
/// conversion reads one of the two numbers; otherwise the English format is (a `%@` would crash `String(format:)`).
@Suite("Sheet accessibility text formats")
struct SheetAccessibilityFormatTests {
    static let position = SheetAccessibilityText.detent(position: 2, count: 3)

    @Test(arguments: [
        "Cran %1$d sur %2$d",
        "Stufe %2$d von %1$d", // the positions in another order
        "Detent %d of %d", // sequential
        "%ld / %lld", // lengths
        "%5d von %-3d", // a width, a flag
        "100%% %d", // a literal percent
        "Detent %x", // fewer conversions than numbers
        "Detent", // none
    ])
    func integerTranslationIsUsed(translated: String) {
        #expect(Self.position.format(translated: translated) == translated)
    }

    @Test(arguments: [
        "Detent %1$@ of %2$d", // an object
        "Detent %s", // a C string
        "Detent %f", // a double
        "Detent %n", // a write
        "%d %d %d", // more conversions than numbers
        "%3$d", // a position past the numbers
        "%0$d", // position 0
        "%99999999999999999999$d", // a position that is no Int
        "%1$d %d", // positions and sequential mixed
        "100%", // a dangling percent
        "%-2$d", // a flag before the position
        "%ld%", // a dangling percent after a good one
    ])
    func otherTranslationFallsBackToEnglish(translated: String) {
        #expect(Self.position.format(translated: translated) == "Detent %1$d of %2$d")
    }

    @Test("a text without numbers takes no conversion: a translated '%@' falls back to the English text")
    func textWithoutNumbers() {
        #expect(SheetAccessibilityText.dismiss.format(translated: "Schließen") == "Schließen")
        #expect(SheetAccessibilityText.dismiss.format(translated: "%@") == "Dismiss")
    }
}
