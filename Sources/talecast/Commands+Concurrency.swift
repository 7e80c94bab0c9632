import TalecastApp
import TalecastCommandLine

extension Commands {
  /// `--concurrency N` (1 to 64), by default one per core; nil after printing the error.
  static func concurrency(_ command: ParsedCommand) -> Int? {
    guard let text = command.value("concurrency") else { return Talecast.defaultConcurrency }
    guard let number = Int(text), (1...64).contains(number) else {
      Output.error("Error: --concurrency: expected a number from 1 to 64, found '\(text)'")
      return nil
    }
    return number
  }
}
