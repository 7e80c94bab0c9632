import TalecastCore

/// Parses `argv` against a tree of commands. Conventions: `--name value` or `--name=value`,
/// `-x value`, flags `--json`, `--` ends options, `-h`/`--help` anywhere asks for help,
/// `help <subcommand>` too. Global options are accepted by every command.
public struct CommandLineParser: Sendable {
  public let root: CommandSpec
  public let globalOptions: [OptionSpec]

  public init(root: CommandSpec, globalOptions: [OptionSpec] = []) {
    self.root = root
    self.globalOptions = globalOptions
  }

  public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
    var remaining = arguments[...]
    var chain = [root]
    // `--version` is the program's, asked before any subcommand (as swift-argument-parser does).
    if arguments == ["--version"] { return .version }
    // `talecast help stories show` is the same as `talecast stories show --help`.
    if remaining.first == "help" {
      remaining = remaining.dropFirst()
      for word in remaining {
        guard let next = chain.last!.subcommands.first(where: { $0.answers(to: word) }) else {
          throw unknownSubcommand(word, chain: chain)
        }
        chain.append(next)
      }
      return .help(HelpText.render(chain: chain, globalOptions: globalOptions))
    }
    // Walk down subcommands while the next word names one. A global option met on the way
    // (`talecast --media /tmp/m stories list`) is read as if it came after the subcommand.
    var early: [String] = []
    while let word = remaining.first {
      if let next = chain.last!.subcommands.first(where: { $0.answers(to: word) }) {
        chain.append(next)
        remaining = remaining.dropFirst()
        continue
      }
      let (name, inlineValue) = split(word)
      guard !chain.last!.subcommands.isEmpty, name.hasPrefix("--"),
        let option = find(name, in: globalOptions)
      else { break }
      early.append(word)
      remaining = remaining.dropFirst()
      if !option.isFlag, inlineValue == nil, let value = remaining.first {
        early.append(value)
        remaining = remaining.dropFirst()
      }
    }
    remaining = (early + remaining)[...]
    let command = chain.last!
    let options = command.options + globalOptions
    var parsed = ParsedCommand(path: chain.dropFirst().map(\.name))
    var positional: [String] = []
    var onlyPositional = false

    while let word = remaining.popFirst() {
      if onlyPositional || word == "-" || !word.hasPrefix("-") {
        positional.append(word)
        continue
      }
      if word == "--" {
        onlyPositional = true
        continue
      }
      if word == "--help" || word == "-h" {
        return .help(HelpText.render(chain: chain, globalOptions: globalOptions))
      }
      let (name, inlineValue) = split(word)
      let dashArgument =
        command.arguments.contains(where: \.allowsLeadingDash) && !word.hasPrefix("--")
      if dashArgument && find(name, in: options) == nil {
        positional.append(word)
        continue
      }
      guard let option = find(name, in: options) else {
        var message = "Unknown option '\(name)'."
        let longNames = (options + [.help]).map { "--\($0.long)" }
        if name.hasPrefix("--"), let close = closest(name, in: longNames) {
          message += " Did you mean '\(close)'?"
        }
        throw usageError(message, chain: chain)
      }
      if option.isFlag {
        if inlineValue != nil {
          throw usageError("The flag '--\(option.long)' takes no value.", chain: chain)
        }
        parsed.flags.insert(option.long)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if let next = remaining.first,
        !(next.hasPrefix("-") && next.count > 1 && !isNumber(next))
      {
        value = next
        remaining = remaining.dropFirst()
      } else {
        throw usageError(
          "Missing value for '--\(option.long) <\(option.valueName!)>'.", chain: chain)
      }
      parsed.values[option.long, default: []].append(value)
    }

    if !command.subcommands.isEmpty && command.arguments.isEmpty {
      if let first = positional.first { throw unknownSubcommand(first, chain: chain) }
    }
    if command.needsSubcommand {
      // A group without a subcommand shows its help, as git and swift do.
      return .help(HelpText.render(chain: chain, globalOptions: globalOptions))
    }
    try check(positional, against: command.arguments, chain: chain)
    parsed.arguments = positional
    return .run(parsed)
  }

  private func check(_ positional: [String], against specs: [ArgumentSpec], chain: [CommandSpec])
    throws(UsageError)
  {
    let required = specs.filter { !$0.optional }
    if positional.count < required.count {
      let missing = required[positional.count]
      throw usageError("Missing expected argument '<\(missing.name)>'.", chain: chain)
    }
    if !specs.contains(where: \.repeating) && positional.count > specs.count {
      throw usageError("Unexpected argument '\(positional[specs.count])'.", chain: chain)
    }
  }

  private func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private func find(_ name: String, in options: [OptionSpec]) -> OptionSpec? {
    if name.hasPrefix("--") { return options.first { "--\($0.long)" == name } }
    guard name.count == 2, let letter = name.last else { return nil }
    return options.first { $0.short == letter }
  }

  private func isNumber(_ word: String) -> Bool { Double(word) != nil }

  private func closest(_ word: String, in candidates: [String]) -> String? {
    Suggestion.closest(to: word, in: candidates)
  }

  private func unknownSubcommand(_ word: String, chain: [CommandSpec]) -> UsageError {
    var message = "Unknown subcommand '\(word)'."
    if let close = closest(word, in: chain.last!.subcommands.map(\.name)) {
      message += " Did you mean '\(close)'?"
    }
    return usageError(message, chain: chain)
  }

  private func usageError(_ message: String, chain: [CommandSpec]) -> UsageError {
    UsageError(
      message: message, command: chain.map(\.name).joined(separator: " "),
      usage: HelpText.usage(chain: chain, globalOptions: globalOptions))
  }
}

extension CommandLineParser {
  /// A usage error about the command at `path` (below the root), for checks made after
  /// parsing, such as a value out of range.
  public func usageError(_ message: String, command path: [String]) -> UsageError {
    var chain = [root]
    for name in path {
      guard let next = chain.last!.subcommands.first(where: { $0.name == name }) else { break }
      chain.append(next)
    }
    return usageError(message, chain: chain)
  }
}
