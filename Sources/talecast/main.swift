import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

// The program only parses arguments, runs one command and prints; the work happens in the
// services behind `Talecast`.

Talecast.prepareProcess()

let outcome: ParseOutcome
do {
  outcome = try Commands.parser.parse(bytes: CommandLineParser.processArguments)
} catch {
  Output.error(error.description)
  exit(UsageError.exitCode)
}

switch outcome {
case .help(let text):
  FileHandle.standardOutput.write(Data(text.utf8))
  exit(0)
case .version:
  let version = Talecast.version
  Output.line("talecast \(version.number)")
  for library in version.libraries { Output.line("  \(library.name) \(library.version)") }
  exit(0)
case .run(let command):
  exit(CommandRunner.run(command))
}
