import Testing

@testable import TalecastCommandLine

@Suite struct CommandLineParserTests {
  static let show = CommandSpec(
    name: "show", abstract: "Show one thing.", arguments: [ArgumentSpec("id", help: "Which one.")],
    options: [
      OptionSpec("json", help: "Print JSON."),
      OptionSpec("limit", short: "n", value: "count", help: "At most this many.", default: "10"),
    ])
  static let things = CommandSpec(
    name: "things", abstract: "Work with things.", subcommands: [show])
  static let add = CommandSpec(
    name: "add", abstract: "Add files.",
    arguments: [ArgumentSpec("file", help: "Files to add.", repeating: true)],
    examples: ["tool add a.json b.json"])
  static let parser = CommandLineParser(
    root: CommandSpec(name: "tool", abstract: "A tool.", subcommands: [things, add]),
    globalOptions: [OptionSpec("media", value: "dir", help: "Where things live.")])

  func run(_ words: [String]) throws -> ParsedCommand {
    guard case .run(let command) = try Self.parser.parse(words) else {
      Issue.record("expected a command")
      return ParsedCommand(path: [])
    }
    return command
  }

  @Test func optionsFlagsAndArgumentsInAnyOrder() throws {
    let command = try run([
      "things", "show", "--json", "abc", "-n", "3", "--media=/tmp/x", "--limit", "4",
    ])
    #expect(
      command
        == ParsedCommand(
          path: ["things", "show"], arguments: ["abc"],
          values: ["limit": ["3", "4"], "media": ["/tmp/x"]], flags: ["json"]))
    #expect(command.value("limit") == "4")
  }

  /// `tool --media /x things show abc` is the same command as with --media at the end.
  @Test func anArgumentThatIsNotUTF8IsRefusedWithItsPlaceAndBytes() throws {
    let bad: [[UInt8]] = [Array("things".utf8), Array("show".utf8), [0x42, 0xFF, 0x5C]]
    do {
      _ = try Self.parser.parse(bytes: bad)
      Issue.record("expected a usage error")
    } catch {
      #expect(
        error.message.hasPrefix(#"Argument 3 (after 'show') is not UTF-8 text: 'B\xFF\x5C'."#))
      #expect(error.command == "tool things show")
    }
    let good: [[UInt8]] = [Array("things".utf8), Array("show".utf8), Array("Zoë".utf8)]
    guard case .run(let command) = try Self.parser.parse(bytes: good) else {
      Issue.record("expected a command")
      return
    }
    #expect(command.arguments == ["Zoë"])
  }

  /// A command's help ends with what its exit codes mean: the standard ones, its own over them.
  @Test func helpSaysWhatExitCodesMean() throws {
    var command = Self.add
    command.exitStatuses = [ExitStatus(1, "A file failed."), ExitStatus(130, "Ctrl-C.")]
    let parser = CommandLineParser(
      root: CommandSpec(name: "tool", abstract: "A tool.", subcommands: [command, Self.things]))
    guard case .help(let text) = try parser.parse(["add", "--help"]) else {
      Issue.record("expected help")
      return
    }
    let tail = text.components(separatedBy: "EXIT STATUS:\n").last ?? ""
    let codes = tail.split(separator: "\n").map { $0.split(separator: " ").first ?? "" }
    #expect(codes == ["0", "1", "64", "130"], "\(text)")
    #expect(tail.contains("A file failed.") && !tail.contains("It failed"))
    // A group that needs a subcommand runs nothing: it has no exit codes of its own.
    guard case .help(let group) = try parser.parse(["things", "--help"]) else { return }
    #expect(!group.contains("EXIT STATUS"))
  }

  @Test func globalOptionsMayComeBeforeTheSubcommand() throws {
    let command = try run(["--media", "/tmp/x", "things", "--media=/tmp/y", "show", "abc"])
    #expect(command.path == ["things", "show"])
    #expect(command.arguments == ["abc"])
    #expect(command.values["media"] == ["/tmp/x", "/tmp/y"])
    // A command's own option is not global: before its subcommand it is still unknown.
    #expect(throws: UsageError.self) { try run(["things", "--json", "show", "abc"]) }
  }

  @Test func doubleDashEndsOptions() throws {
    #expect(
      try run(["add", "--", "--weird-name.json", "-"]).arguments == ["--weird-name.json", "-"])
  }

  /// `--version` is the program's: alone, it asks for the version; after a subcommand it is an
  /// unknown option of that command; the top help lists it, a subcommand's does not.
  @Test func versionIsAskedAtTheTop() throws {
    #expect(try Self.parser.parse(["--version"]) == .version)
    #expect(throws: UsageError.self) {
      try Self.parser.parse(["things", "show", "a", "--version"])
    }
    guard case .help(let top) = try Self.parser.parse(["--help"]),
      case .help(let sub) = try Self.parser.parse(["things", "show", "--help"])
    else {
      Issue.record("expected help")
      return
    }
    #expect(top.contains("  --version               Show the version and the linked libraries.\n"))
    #expect(!sub.contains("--version"))
  }

  @Test func negativeNumbersAreValues() throws {
    #expect(try run(["things", "show", "x", "--limit", "-1"]).value("limit") == "-1")
  }

  @Test(arguments: [
    (
      ["things", "show", "x", "--jsno"],
      "Error: Unknown option '--jsno'. Did you mean '--json'?\nUsage: tool things show [--json] [--limit <count>] <id>\n  See 'tool things show --help' for more information."
    ),
    (
      ["things", "show"],
      "Error: Missing expected argument '<id>'.\nUsage: tool things show [--json] [--limit <count>] <id>\n  See 'tool things show --help' for more information."
    ),
    (
      ["things", "show", "a", "b"],
      "Error: Unexpected argument 'b'.\nUsage: tool things show [--json] [--limit <count>] <id>\n  See 'tool things show --help' for more information."
    ),
    (
      ["things", "show", "a", "--limit"],
      "Error: Missing value for '--limit <count>'.\nUsage: tool things show [--json] [--limit <count>] <id>\n  See 'tool things show --help' for more information."
    ),
    (
      ["things", "show", "a", "--json=yes"],
      "Error: The flag '--json' takes no value.\nUsage: tool things show [--json] [--limit <count>] <id>\n  See 'tool things show --help' for more information."
    ),
    (
      ["thigns"],
      "Error: Unknown subcommand 'thigns'. Did you mean 'things'?\nUsage: tool <subcommand>\n  See 'tool --help' for more information."
    ),
    (
      ["add"],
      "Error: Missing expected argument '<file>'.\nUsage: tool add <file> ...\n  See 'tool add --help' for more information."
    ),
    (
      ["help", "nope"],
      "Error: Unknown subcommand 'nope'.\nUsage: tool <subcommand>\n  See 'tool --help' for more information."
    ),
  ])
  func mistakesAreExplainedWithTheUsage(words: [String], message: String) {
    #expect(throws: UsageError.self) { try Self.parser.parse(words) }
    do {
      _ = try Self.parser.parse(words)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func helpForALeafCommand() throws {
    let expected = """
      OVERVIEW: Show one thing.

      USAGE: tool things show [--json] [--limit <count>] <id>

      ARGUMENTS:
        <id>                    Which one.

      OPTIONS:
        --json                  Print JSON.
        -n, --limit <count>     At most this many. (default: 10)
        --media <dir>           Where things live.
        -h, --help              Show help information.

      EXIT STATUS:
        0                       Done.
        1                       It failed: the error says what and where.
        64                      The command line is wrong: an unknown option, a bad value.

      """
    #expect(try Self.parser.parse(["things", "show", "--help"]) == .help(expected))
    #expect(try Self.parser.parse(["help", "things", "show"]) == .help(expected))
    #expect(try Self.parser.parse(["things", "show", "x", "-h"]) == .help(expected))
  }

  @Test func helpForAGroupListsSubcommandsAndExamples() throws {
    let group = """
      OVERVIEW: Work with things.

      USAGE: tool things <subcommand>

      OPTIONS:
        --media <dir>           Where things live.
        -h, --help              Show help information.

      SUBCOMMANDS:
        show                    Show one thing.

        See 'tool help things <subcommand>' for detailed help.

      """
    #expect(try Self.parser.parse(["things"]) == .help(group))
    guard case .help(let addHelp) = try Self.parser.parse(["add", "--help"]) else {
      Issue.record("expected help")
      return
    }
    #expect(addHelp.contains("EXAMPLES:\n  tool add a.json b.json\n\nEXIT STATUS:\n"))
  }

  @Test func usageErrorsExitWithSixtyFour() {
    #expect(UsageError.exitCode == 64)
  }
}
