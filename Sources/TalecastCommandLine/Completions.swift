/// Completion scripts for bash, zsh and fish, made from the command tree that parsing and help
/// are made from: a new command or option completes without a line written here. Each shell
/// finds the command path typed so far (the words that name subcommands, options skipped) and
/// offers that command's subcommands and options; an option's value, or an argument, is a file.
public enum Completions {
  public static let shells = ["bash", "zsh", "fish"]

  /// The script for `shell` (one of `shells`), nil for another.
  public static func script(for shell: String, parser: CommandLineParser) -> String? {
    let table = Table(parser: parser)
    switch shell {
    case "bash": return bash(table)
    case "zsh": return zsh(table)
    case "fish": return fish(table)
    default: return nil
    }
  }

  /// Every command path (below the program) with what it offers.
  struct Table {
    struct Entry {
      /// "stories list"; "" for the program itself.
      let path: String
      let subcommands: [(name: String, about: String)]
      let options: [OptionSpec]
    }
    let program: String
    let entries: [Entry]
    /// Options that take a value (their value is never a subcommand).
    let valued: [String]

    init(parser: CommandLineParser) {
      program = parser.root.name
      var entries: [Entry] = []
      func walk(_ command: CommandSpec, _ path: [String], top: Bool) {
        let own: [OptionSpec] = top ? [.help, .version] : [.help]
        entries.append(
          Entry(
            path: path.joined(separator: " "),
            subcommands: command.subcommands.map { ($0.name, $0.abstract) },
            options: command.options + parser.globalOptions + own))
        for sub in command.subcommands { walk(sub, path + [sub.name], top: false) }
      }
      walk(parser.root, [], top: true)
      self.entries = entries
      var valued = Set<String>()
      for entry in entries {
        for option in entry.options where !option.isFlag {
          valued.insert("--\(option.long)")
          if let short = option.short { valued.insert("-\(short)") }
        }
      }
      self.valued = valued.sorted()
    }

    var function: String { "_" + program.map { $0.isLetter || $0.isNumber ? $0 : "_" } }
  }

  /// Text in single quotes for any of the three shells.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// A shell function body that sets `path` to the command path typed before the word being
  /// completed, from the words `$words[first..<last]` (bash and zsh share it).
  static func pathWalk(_ table: Table, word: String) -> [String] {
    let paths = table.entries.map(\.path).filter { !$0.isEmpty }
    return [
      "    case \"\(word)\" in",
      "      \(table.valued.joined(separator: "|"))) skip=1; continue ;;",
      "      -*) continue ;;",
      "    esac",
      "    if [ -n \"$skip\" ]; then skip=; continue; fi",
      "    case \"${path:+$path }\(word)\" in",
      "      " + paths.map { quoted($0) }.joined(separator: "|")
        + ") path=\"${path:+$path }\(word)\" ;;",
      "    esac",
    ]
  }
}
