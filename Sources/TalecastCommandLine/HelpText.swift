/// Help in the shape swift-argument-parser prints: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, with defaults shown and `-h, --help` always listed.
enum HelpText {
  static let column = 26

  static func render(chain: [CommandSpec], globalOptions: [OptionSpec]) -> String {
    let command = chain.last!
    var lines = ["OVERVIEW: \(command.abstract)"]
    if let discussion = command.discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(usage(chain: chain, globalOptions: globalOptions))"]
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += command.arguments.map { row("<\($0.name)>", $0.help) }
    }
    lines += ["", "OPTIONS:"]
    let own: [OptionSpec] = chain.count == 1 ? [.help, .version] : [.help]
    lines += (command.options + globalOptions + own).map { option in
      var help = option.help
      if let value = option.defaultDescription { help += " (default: \(value))" }
      return row(label(option), help)
    }
    if !command.subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      lines += command.subcommands.map { row($0.name, $0.abstract) }
      // `help` is understood at the top: "talecast help stories <subcommand>".
      let words = [chain[0].name, "help"] + chain.dropFirst().map(\.name)
      lines += ["", "  See '\(words.joined(separator: " ")) <subcommand>' for detailed help."]
    }
    if !command.examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      lines += command.examples.map { "  \($0)" }
    }
    if !command.needsSubcommand {
      lines += ["", "EXIT STATUS:"]
      lines += ExitStatus.merged(command.exitStatuses).map { row("\($0.code)", $0.meaning) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func usage(chain: [CommandSpec], globalOptions: [OptionSpec]) -> String {
    let command = chain.last!
    var parts = [chain.map(\.name).joined(separator: " ")]
    if command.needsSubcommand {
      parts.append("<subcommand>")
      return parts.joined(separator: " ")
    }
    if command.runsAlone { parts.append("[<subcommand>]") }
    for option in command.options {
      parts.append(
        option.isFlag ? "[--\(option.long)]" : "[--\(option.long) <\(option.valueName!)>]")
    }
    for argument in command.arguments {
      var text = "<\(argument.name)>"
      if argument.repeating { text += " ..." }
      parts.append(argument.optional ? "[\(text)]" : text)
    }
    return parts.joined(separator: " ")
  }

  private static func label(_ option: OptionSpec) -> String {
    var text = option.short.map { "-\($0), " } ?? ""
    text += "--\(option.long)"
    if let value = option.valueName { text += " <\(value)>" }
    return text
  }

  private static func row(_ label: String, _ help: String) -> String {
    let indented = "  " + label
    if indented.count < column {
      return indented + String(repeating: " ", count: column - indented.count) + help
    }
    return indented + "\n" + String(repeating: " ", count: column) + help
  }
}
