/// The description of one command: what it is for, what it takes, and its subcommands.
/// Help texts are generated from it, so what is parsed and what is documented never drift.
public struct CommandSpec: Sendable {
  public var name: String
  public var abstract: String
  public var discussion: String?
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]
  public var subcommands: [CommandSpec]
  /// Shown under EXAMPLES in the help.
  public var examples: [String]
  /// Names the command had before, still understood (not listed in help): scripts written for
  /// an earlier Talecast keep working.
  public var oldNames: [String]
  /// A group that does something of its own when no subcommand follows (`talecast voices`
  /// lists, `talecast voices add` adds), instead of showing its help.
  public var runsAlone: Bool
  /// What its exit codes mean beyond (or instead of) `ExitStatus.standard`.
  public var exitStatuses: [ExitStatus]

  public init(
    name: String, oldNames: [String] = [], abstract: String, discussion: String? = nil,
    arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], subcommands: [CommandSpec] = [],
    examples: [String] = [], runsAlone: Bool = false, exitStatuses: [ExitStatus] = []
  ) {
    self.runsAlone = runsAlone
    self.exitStatuses = exitStatuses
    self.name = name
    self.oldNames = oldNames
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.examples = examples
  }
}

extension CommandSpec {
  /// Whether `word` names this command, by its name or an old one.
  func answers(to word: String) -> Bool { name == word || oldNames.contains(word) }

  /// Whether the words after it must name a subcommand (a group that does nothing alone).
  var needsSubcommand: Bool { !subcommands.isEmpty && arguments.isEmpty && !runsAlone }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  /// Takes one or more values (`<file> ...`).
  public var repeating: Bool
  public var optional: Bool
  /// Words like `-hero:Luna` (one dash, not a known option) are arguments, not options:
  /// for query terms, where a leading dash negates.
  public var allowsLeadingDash: Bool

  public init(
    _ name: String, help: String, repeating: Bool = false, optional: Bool = false,
    allowsLeadingDash: Bool = false
  ) {
    self.name = name
    self.help = help
    self.repeating = repeating
    self.optional = optional
    self.allowsLeadingDash = allowsLeadingDash
  }
}

/// A named option: a flag (`--json`) or an option with a value (`--media <dir>`).
public struct OptionSpec: Sendable {
  public var long: String
  public var short: Character?
  /// The value's name in help (`dir` for `--media <dir>`); nil for a flag.
  public var valueName: String?
  public var help: String
  public var defaultDescription: String?

  public init(
    _ long: String, short: Character? = nil, value: String? = nil, help: String,
    default defaultDescription: String? = nil
  ) {
    self.long = long
    self.short = short
    self.valueName = value
    self.help = help
    self.defaultDescription = defaultDescription
  }

  public var isFlag: Bool { valueName == nil }

  static let help = OptionSpec("help", short: "h", help: "Show help information.")
  /// Listed in the top command's help only: `--version` is asked before any subcommand.
  static let version = OptionSpec("version", help: "Show the version and the linked libraries.")
}
