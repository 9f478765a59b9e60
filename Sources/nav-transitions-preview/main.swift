// `swift run nav-transitions-preview [--output PATH] [--svg-strip PATH]`
//
// Writes a self-contained HTML page that previews every built-in transition from the library's Core
// (see NavTransitionsPreview), and prints the path it wrote. `--help` lists the options; a wrong
// argument prints a message and exits with code 2.

import Foundation
import NavTransitionsPreview

let outcome = PreviewCommand.run(
    arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()),
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
)
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
