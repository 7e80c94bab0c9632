/// The manual page (roff, section 1) made from the command tree that parsing and help are made
/// from: every command with its usage, discussion, arguments, options, examples and exit codes.
public enum ManPage {
  public static func render(parser: CommandLineParser, version: String) -> String {
    let root = parser.root
    let name = root.name
    var lines = [
      ".\\\" The manual page of \(name), made by '\(name) manual' from its command definitions.",
      ".TH \(name.uppercased()) 1 \"\" \"\(escaped(name)) \(escaped(version))\" \"User Commands\"",
      ".SH NAME", "\(escaped(name)) \\- \(escaped(root.abstract))",
      ".SH SYNOPSIS", ".B \(escaped(name))",
      ".I command", "[\\fIoptions\\fR] [\\fIarguments\\fR]",
      ".SH DESCRIPTION", escaped(root.abstract),
      "Every command takes \\fB\\-\\-help\\fR; \\fB\(escaped(name)) help\\fR \\fIcommand\\fR says the same.",
      ".SH GLOBAL OPTIONS",
    ]
    lines += parser.globalOptions.flatMap(option)
    lines.append(".SH COMMANDS")
    func walk(_ command: CommandSpec, _ chain: [CommandSpec]) {
      let chain = chain + [command]
      if chain.count > 1 {
        lines += [
          ".SS \(escaped(chain.map(\.name).joined(separator: " ")))", escaped(command.abstract),
        ]
        if !command.needsSubcommand {
          lines += [
            ".PP", ".B Usage:",
            escaped(HelpText.usage(chain: chain, globalOptions: parser.globalOptions)),
          ]
          if let discussion = command.discussion {
            lines += [".PP", escaped(discussion)]
          }
          for argument in command.arguments {
            lines += [".TP", ".I <\(escaped(argument.name))>", escaped(argument.help)]
          }
          lines += command.options.flatMap(option)
          if !command.examples.isEmpty {
            lines += [".PP", ".B Examples:", ".RS", ".nf"]
            lines += command.examples.map(escaped)
            lines += [".fi", ".RE"]
          }
          if !command.exitStatuses.isEmpty {
            lines += [".PP", ".B Exit status:"]
            for status in ExitStatus.merged(command.exitStatuses) {
              lines += [".TP", ".B \(status.code)", escaped(status.meaning)]
            }
          }
        }
      }
      for sub in command.subcommands { walk(sub, chain) }
    }
    walk(root, [])
    lines.append(".SH EXIT STATUS")
    lines += ["Unless a command says otherwise above:"]
    for status in ExitStatus.standard {
      lines += [".TP", ".B \(status.code)", escaped(status.meaning)]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func option(_ option: OptionSpec) -> [String] {
    var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    label += "\\fB\\-\\-\(escaped(option.long))\\fR"
    if let value = option.valueName { label += " \\fI<\(escaped(value))>\\fR" }
    var help = escaped(option.help)
    if let value = option.defaultDescription { help += " (default: \(escaped(value)))" }
    return [".TP", label, help]
  }

  /// Text roff prints as it is: backslashes and dashes escaped, no line starting with a
  /// control character ('.' or "'").
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        let line = line.drop { $0 == " " }
        return line.first == "." || line.first == "'" ? "\\&" + line : String(line)
      }
      .joined(separator: "\n")
  }
}
