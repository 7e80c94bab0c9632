import Foundation
import TalecastApp
import TalecastCommandLine
import TalecastCore

/// What a shell user installs once: completions and the manual page, made from these
/// commands' definitions.
extension Commands {
  static let completions = CommandSpec(
    name: "completions", abstract: "Print a completion script for bash, zsh or fish.",
    discussion: """
      The script completes every command, subcommand and option, made from the same definitions
      as the help; an option's value and an argument complete as files.
      """,
    arguments: [ArgumentSpec("shell", help: "bash, zsh or fish.")],
    examples: [
      "source <(talecast completions bash)          # in ~/.bashrc",
      "talecast completions zsh > ~/.zfunc/_talecast  # a folder of $fpath",
      "talecast completions fish > ~/.config/fish/completions/talecast.fish",
    ])

  static let manual = CommandSpec(
    name: "manual", abstract: "Print the manual page (roff), made from every command's help.",
    discussion: "make man writes it to .build/man/man1/talecast.1 (man -l to read it there).",
    examples: [
      "talecast manual | man -l -", "talecast manual > ~/.local/share/man/man1/talecast.1",
    ])
}

enum ShellCommand {
  static func completions(_ command: ParsedCommand) -> Int32 {
    let shell = command.arguments.first ?? ""
    guard let script = Completions.script(for: shell, parser: Commands.parser) else {
      var message = "No completions for '\(shell)': the shells are bash, zsh and fish."
      if let close = Suggestion.closest(to: shell, in: Completions.shells) {
        message = "No completions for '\(shell)'. Did you mean '\(close)'?"
      }
      Output.error(Commands.parser.usageError(message, command: command.path).description)
      return UsageError.exitCode
    }
    FileHandle.standardOutput.write(Data(script.utf8))
    return 0
  }

  static func manual(_ command: ParsedCommand) -> Int32 {
    let page = ManPage.render(parser: Commands.parser, version: Talecast.version.number)
    FileHandle.standardOutput.write(Data(page.utf8))
    return 0
  }
}
