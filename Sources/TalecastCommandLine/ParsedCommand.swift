/// The result of parsing: which command, with which arguments and options.
public struct ParsedCommand: Sendable, Equatable {
  /// The command path below the program, e.g. ["stories", "show"].
  public var path: [String]
  public var arguments: [String]
  /// Option values by long name; repeated options keep every value in order.
  public var values: [String: [String]]
  public var flags: Set<String>

  public init(
    path: [String], arguments: [String] = [], values: [String: [String]] = [:],
    flags: Set<String> = []
  ) {
    self.path = path
    self.arguments = arguments
    self.values = values
    self.flags = flags
  }

  /// The last value given for an option.
  public func value(_ long: String) -> String? { values[long]?.last }

  public func flag(_ long: String) -> Bool { flags.contains(long) }
}

/// What the program should do after parsing.
public enum ParseOutcome: Sendable, Equatable {
  case run(ParsedCommand)
  /// Print this help text and exit 0.
  case help(String)
  /// `talecast --version`: print the version and exit 0.
  case version
}

/// A mistake in the command line: said with the usage line of the command it concerns.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String
  /// The full command name, e.g. "talecast stories show".
  public let command: String
  public let usage: String

  public init(message: String, command: String, usage: String) {
    self.message = message
    self.command = command
    self.usage = usage
  }

  public var description: String {
    "Error: \(message)\nUsage: \(usage)\n  See '\(command) --help' for more information."
  }

  /// Usage errors exit with EX_USAGE, as the BSD convention and swift-argument-parser do.
  public static let exitCode: Int32 = 64
}
