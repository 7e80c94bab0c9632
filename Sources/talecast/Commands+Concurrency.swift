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

  /// `--shutdown-timeout SECONDS` (0 to 3600, by default 30): how long the first Ctrl-C or
  /// SIGTERM lets running jobs take to reach their next stop point before they are released.
  static func shutdownTimeout(_ command: ParsedCommand) -> Double? {
    guard let text = command.value("shutdown-timeout") else { return 30 }
    guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
      Output.error(
        "Error: --shutdown-timeout: expected seconds from 0 to 3600, found '\(text)'")
      return nil
    }
    return seconds
  }

  static let shutdownTimeoutOption = OptionSpec(
    "shutdown-timeout", value: "seconds",
    help:
      "After the first Ctrl-C or SIGTERM, how long running jobs have to reach their next stop point; then they are released to resume next run.",
    default: "30")
}
