extension Completions {
  static func bash(_ table: Table) -> String {
    var lines = [
      "# bash completion for \(table.program), made by '\(table.program) completions bash'.",
      "# Load it in ~/.bashrc: source <(\(table.program) completions bash)",
      "\(table.function)() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  local path= skip= word i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    word=\"${COMP_WORDS[i]}\"",
    ]
    lines += pathWalk(table, word: "$word")
    lines += [
      "  done",
      "  case \"$prev\" in",
      "    \(table.valued.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;",
      "  esac",
      "  local commands= options=",
      "  case \"$path\" in",
    ]
    for entry in table.entries {
      let options = entry.options.flatMap { option in
        ["--\(option.long)"] + (option.short.map { ["-\($0)"] } ?? [])
      }
      lines.append(
        "    \(quoted(entry.path))) commands=\(quoted(entry.subcommands.map(\.name).joined(separator: " "))); "
          + "options=\(quoted(options.joined(separator: " "))) ;;")
    }
    lines += [
      "  esac",
      "  if [[ \"$cur\" == -* ]]; then",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  elif [ -n \"$commands\" ]; then",
      "    COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -f -- \"$cur\"))",
      "  fi",
      "}",
      "complete -o filenames -F \(table.function) \(table.program)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func zsh(_ table: Table) -> String {
    var lines = [
      "#compdef \(table.program)",
      "# zsh completion for \(table.program), made by '\(table.program) completions zsh'.",
      "# Save it as _\(table.program) in a folder of $fpath, or: source <(\(table.program) completions zsh)",
      "\(table.function)() {",
      "  local path= skip= word i",
      "  local -a commands options",
      "  for ((i = 2; i < CURRENT; i++)); do",
      "    word=\"${words[i]}\"",
    ]
    lines += pathWalk(table, word: "$word")
    lines += [
      "  done",
      "  case \"${words[CURRENT-1]}\" in",
      "    \(table.valued.joined(separator: "|"))) _files; return ;;",
      "  esac",
      "  case \"$path\" in",
    ]
    func described(_ name: String, _ about: String) -> String {
      quoted(name.replacingOccurrences(of: ":", with: "\\:") + ":" + about)
    }
    for entry in table.entries {
      let commands = entry.subcommands.map { described($0.name, $0.about) }
      let options = entry.options.flatMap { option in
        [described("--\(option.long)", option.help)]
          + (option.short.map { [described("-\($0)", option.help)] } ?? [])
      }
      lines.append(
        "    \(quoted(entry.path))) commands=(\(commands.joined(separator: " "))); "
          + "options=(\(options.joined(separator: " "))) ;;")
    }
    lines += [
      "  esac",
      "  if [[ \"$PREFIX\" == -* ]]; then",
      "    _describe -t options option options",
      "  elif (( ${#commands} )); then",
      "    _describe -t commands command commands",
      "  else",
      "    _files",
      "  fi",
      "}",
      "if [ \"$funcstack[1]\" = \"\(table.function)\" ]; then \(table.function) \"$@\"; "
        + "else compdef \(table.function) \(table.program); fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func fish(_ table: Table) -> String {
    let paths = table.entries.map(\.path).filter { !$0.isEmpty }
    let function = "__\(table.function.dropFirst())_path"
    let at = "__\(table.function.dropFirst())_at"
    var lines = [
      "# fish completion for \(table.program), made by '\(table.program) completions fish'.",
      "# Save it as ~/.config/fish/completions/\(table.program).fish",
      "function \(function)",
      "    set -l path",
      "    set -l skip 0",
      "    for word in (commandline -opc)[2..-1]",
      "        if test $skip = 1; set skip 0; continue; end",
      "        switch $word",
      "            case \(table.valued.map { quoted($0) }.joined(separator: " "))",
      "                set skip 1; continue",
      "            case '-*'",
      "                continue",
      "        end",
      "        set -l next (string join ' ' $path $word)",
      "        if contains -- $next \(paths.map { quoted($0) }.joined(separator: " "))",
      "            set path $next",
      "        end",
      "    end",
      "    string join ' ' $path",
      "end",
      "# Whether the command path typed so far is the words given (none: the program's own).",
      "function \(at)",
      "    set -l path (\(function))",
      "    test \"$path\" = \"$argv\"",
      "end",
      "complete -c \(table.program) -f",
    ]
    for entry in table.entries {
      let condition = quoted(
        ([at] + entry.path.split(separator: " ").map(String.init)).joined(separator: " "))
      for sub in entry.subcommands {
        lines.append(
          "complete -c \(table.program) -n \(condition) -a \(quoted(sub.name)) -d \(quoted(sub.about))"
        )
      }
      for option in entry.options {
        var line = "complete -c \(table.program) -n \(condition) -l \(option.long)"
        if let short = option.short { line += " -s \(short)" }
        if !option.isFlag { line += " -r -F" }
        lines.append(line + " -d \(quoted(option.help))")
      }
      if entry.subcommands.isEmpty {
        lines.append("complete -c \(table.program) -n \(condition) -F")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
