import Foundation
import Testing
@testable import NavTransitionsPreview

@Suite("nav-transitions-preview: arguments")
struct PreviewCommandTests {
    @Test(
        "Valid arguments",
        arguments: [
            ([], PreviewCommand.Parsed.run(PreviewCommand(output: "nav-transitions-preview.html"))),
            (["--output", "out/page.html"], .run(PreviewCommand(output: "out/page.html"))),
            (["--output=page.html"], .run(PreviewCommand(output: "page.html"))),
            (["-o", "page.html"], .run(PreviewCommand(output: "page.html"))),
            (
                ["--svg-strip", "Docs/Images/transitions.svg"],
                .run(PreviewCommand(output: nil, svgStrip: "Docs/Images/transitions.svg"))
            ),
            (["--svg-strip", "a.svg", "--output", "b.html"], .run(PreviewCommand(output: "b.html", svgStrip: "a.svg"))),
            (["--help"], .help),
            (["-h"], .help),
            (["--output", "page.html", "--help"], .help),
        ] as [([String], PreviewCommand.Parsed)])
    func parsesValidArguments(arguments: [String], expected: PreviewCommand.Parsed) {
        #expect(PreviewCommand.parse(arguments) == expected)
    }

    @Test(
        "Wrong arguments are usage errors",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["-x"], "unknown option '-x'"),
            (["page.html"], "unexpected argument 'page.html'"),
            (["--output"], "--output needs a path"),
            (["--output", "--help"], "--output needs a path"),
            (["--output", "-"], "--output needs a path"),
            (["--output="], "--output needs a path"),
            (["--svg-strip"], "--svg-strip needs a path"),
            (["-o", "a.html", "--output", "b.html"], "--output is given twice"),
            (["--svg-strip", "a.svg", "--svg-strip", "b.svg"], "--svg-strip is given twice"),
            (["--help=yes"], "--help takes no value"),
        ] as [([String], String)])
    func rejectsWrongArguments(arguments: [String], message: String) {
        #expect(PreviewCommand.parse(arguments) == .usageError(message))
    }

    @Test("A wrong argument exits with code 2, the message and the usage on standard error")
    func wrongArgumentExitsWithTwo() {
        let outcome = PreviewCommand.run(arguments: ["--frobnicate"], currentDirectory: URL(fileURLWithPath: "/nonexistent"))
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("error: unknown option '--frobnicate'\n"))
        #expect(outcome.standardError.contains("Usage: swift run nav-transitions-preview"))
    }

    @Test("--help prints the usage and exits with 0, writing nothing")
    func helpPrintsUsage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = PreviewCommand.run(arguments: ["--help"], currentDirectory: directory)
        #expect(outcome == PreviewCommand.Outcome(exitCode: 0, standardOutput: PreviewCommand.usage, standardError: ""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("Without arguments the page goes to ./nav-transitions-preview.html and its path is printed")
    func writesDefaultPage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = PreviewCommand.run(arguments: [], currentDirectory: directory)
        let expected = directory.appendingPathComponent("nav-transitions-preview.html").standardizedFileURL
        #expect(outcome == PreviewCommand.Outcome(exitCode: 0, standardOutput: expected.path + "\n", standardError: ""))
        let written = try String(contentsOf: expected, encoding: .utf8)
        #expect(written == previewPage)
    }

    @Test("--output and --svg-strip write both files, relative to the current directory, and print both paths")
    func writesBothFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = PreviewCommand.run(
            arguments: ["--output", "page.html", "--svg-strip", "strip.svg"], currentDirectory: directory)
        let page = directory.appendingPathComponent("page.html").standardizedFileURL
        let strip = directory.appendingPathComponent("strip.svg").standardizedFileURL
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == page.path + "\n" + strip.path + "\n")
        #expect(try String(contentsOf: strip, encoding: .utf8) == FrameStrip.svg(model: PreviewModel()))
        #expect(FileManager.default.fileExists(atPath: page.path))
    }

    @Test("A file in a missing directory exits with code 1 and names the directory")
    func unwritablePathFails() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = PreviewCommand.run(arguments: ["--output", "missing/dir/page.html"], currentDirectory: directory)
        let base = directory.standardizedFileURL.path
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "error: cannot write \(base)/missing/dir/page.html: the directory \(base)/missing/dir does not exist; create it first\n"
        )
    }

    @Test("A directory given as the page's path is named as one, with a file path to use instead")
    func directoryPathFails() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
        let base = directory.standardizedFileURL.path
        let page = PreviewCommand.run(arguments: ["--output", "out"], currentDirectory: directory)
        #expect(page.exitCode == 1)
        #expect(
            page.standardError
                == "error: cannot write \(base)/out: it is a directory; give the path of a file, such as \(base)/out/nav-transitions-preview.html\n"
        )
        #expect(!page.standardError.contains("NSCocoaErrorDomain"))
        let strip = PreviewCommand.run(arguments: ["--svg-strip", "."], currentDirectory: directory)
        #expect(strip.exitCode == 1)
        #expect(
            strip.standardError
                == "error: cannot write \(base): it is a directory; give the path of a file, such as \(base)/transitions.svg\n")
    }

    @Test("A path under a file names the file that is in the way")
    func pathUnderAFileFails() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("page.html"))
        let base = directory.standardizedFileURL.path
        let outcome = PreviewCommand.run(arguments: ["--output", "page.html/inner.html"], currentDirectory: directory)
        #expect(outcome.exitCode == 1)
        #expect(
            outcome.standardError
                == "error: cannot write \(base)/page.html/inner.html: \(base)/page.html is a file, not a directory\n")
    }

    @Test("When the page is written but the strip cannot be, the page's path is still printed")
    func secondFileFails() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.standardizedFileURL.path
        let outcome = PreviewCommand.run(
            arguments: ["--output", "page.html", "--svg-strip", "nowhere/strip.svg"], currentDirectory: directory)
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput == "\(base)/page.html\n")
        #expect(
            outcome.standardError
                == "error: cannot write \(base)/nowhere/strip.svg: the directory \(base)/nowhere does not exist; create it first\n"
        )
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nav-transitions-preview-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
