import Foundation
import TalecastApp
import TalecastAudio
import TalecastCommandLine
import TalecastCore

// The program only parses arguments, runs one command and prints; the work happens in the
// services behind `Talecast`.

LargeAllocations.returnToSystemWhenFreed()

let outcome: ParseOutcome
do {
  outcome = try Commands.parser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  Output.error(error.description)
  exit(UsageError.exitCode)
}

// FFmpeg's own log lines join Talecast's, at the level TALECAST_LOG_LEVEL sets.
FFmpegLog.use(
  Logger(
    label: "talecast.ffmpeg",
    level: (try? TalecastConfiguration.resolve(mediaOption: nil))?.logLevel ?? .warning))

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
