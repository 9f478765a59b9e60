import Foundation

/// The command line of `nav-transitions-preview`: what to write, parsed from the arguments.
package struct PreviewCommand: Equatable, Sendable {
    /// The default page path, relative to the current directory.
    package static let defaultOutput = "nav-transitions-preview.html"

    /// Where to write the HTML page, or nil for none (only an SVG strip was asked for).
    package var output: String?
    /// Where to write the README's SVG frame strip, or nil for none.
    package var svgStrip: String?

    package init(output: String? = PreviewCommand.defaultOutput, svgStrip: String? = nil) {
        self.output = output
        self.svgStrip = svgStrip
    }

    /// The result of parsing the arguments.
    package enum Parsed: Equatable, Sendable {
        case run(PreviewCommand)
        case help
        /// A usage error: the message to print; the exit code is 2.
        case usageError(String)
    }

    package static let usage = """
        Usage: swift run nav-transitions-preview [--output PATH] [--svg-strip PATH]

        Writes a self-contained HTML page that previews every built-in transition, drawn from the
        library's Core plans, timing curves and gesture trackers, and prints the path it wrote.

        Options:
          -o, --output PATH     Write the page to PATH (default: ./nav-transitions-preview.html).
          --svg-strip PATH      Write the README's SVG frame strip to PATH. Without --output, only the
                                strip is written.
          -h, --help            Show this help.

        """

    /// Parses the arguments (without the executable's name).
    package static func parse(_ arguments: [String]) -> Parsed {
        var output: String?
        var svgStrip: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let name: String, inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inlineValue = nil
            }
            switch name {
            case "-h", "--help":
                guard inlineValue == nil else { return .usageError("\(name) takes no value") }
                return .help
            case "-o", "--output", "--svg-strip":
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("-") {
                    value = arguments[index]
                    index += 1
                } else {
                    return .usageError("\(name) needs a path")
                }
                guard !value.isEmpty else { return .usageError("\(name) needs a path") }
                if name == "--svg-strip" {
                    guard svgStrip == nil else { return .usageError("--svg-strip is given twice") }
                    svgStrip = value
                } else {
                    guard output == nil else { return .usageError("--output is given twice") }
                    output = value
                }
            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                return .usageError("\(kind) '\(argument)'")
            }
        }
        if svgStrip != nil, output == nil { return .run(PreviewCommand(output: nil, svgStrip: svgStrip)) }
        return .run(PreviewCommand(output: output ?? defaultOutput, svgStrip: svgStrip))
    }

    /// What running the command printed, and its exit code.
    package struct Outcome: Equatable, Sendable {
        package var exitCode: Int32
        package var standardOutput: String
        package var standardError: String
    }

    /// Parses and runs: writes the files relative to `currentDirectory` and returns what to print.
    ///
    /// Exit codes: 0 success (and `--help`), 1 a file could not be written, 2 a usage error.
    package static func run(arguments: [String], currentDirectory: URL) -> Outcome {
        switch parse(arguments) {
        case .help:
            return Outcome(exitCode: 0, standardOutput: usage, standardError: "")
        case let .usageError(message):
            return Outcome(exitCode: 2, standardOutput: "", standardError: "error: \(message)\n\n\(usage)")
        case let .run(command):
            let model = PreviewModel()
            var written: [String] = []
            var files: [(path: String, example: String, text: () -> String)] = []
            if let output = command.output { files.append((output, defaultOutput, { PreviewPage.html(model: model) })) }
            if let strip = command.svgStrip { files.append((strip, "transitions.svg", { FrameStrip.svg(model: model) })) }
            for file in files {
                let url = URL(fileURLWithPath: file.path, relativeTo: currentDirectory).standardizedFileURL
                do {
                    try Data(file.text().utf8).write(to: url)
                } catch {
                    let reason = writeFailure(at: url, exampleName: file.example, error: error)
                    return Outcome(
                        exitCode: 1, standardOutput: written.map { $0 + "\n" }.joined(),
                        standardError: "error: cannot write \(url.path): \(reason)\n")
                }
                written.append(url.path)
            }
            return Outcome(exitCode: 0, standardOutput: written.map { $0 + "\n" }.joined(), standardError: "")
        }
    }

    /// Why a file could not be written at `url`, in words, found by looking at the file system after
    /// the failure (Foundation's own message for a directory is "NSCocoaErrorDomain error 512").
    /// `exampleName` is the file name suggested when `url` is a directory.
    package static func writeFailure(at url: URL, exampleName: String, error: any Error) -> String {
        let files = FileManager.default
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                let example = url.appendingPathComponent(exampleName).path
                return "it is a directory; give the path of a file, such as \(example)"
            }
            if !files.isWritableFile(atPath: path) { return "the file exists and is read-only" }
        } else if !files.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return "the directory \(folder) does not exist; create it first"
        } else if !isDirectory.boolValue {
            return "\(folder) is a file, not a directory"
        } else if !files.isWritableFile(atPath: folder) {
            return "no permission to create a file in \(folder)"
        }
        return error.localizedDescription
    }
}
