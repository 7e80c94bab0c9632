import TalecastApp
import TalecastCommandLine

/// `talecast voices [--json]`: the built-in narrator's voices with their languages.
enum VoicesCommand {
  static func run(_ command: ParsedCommand) -> Int32 {
    do {
      let voices = try Talecast.voices()
      if command.flag("json") {
        try LibraryOutput.json(voices)
        return 0
      }
      var table = Table(header: ["VOICE", "LANGUAGES", "NAME"])
      for voice in voices {
        table.rows.append([voice.file, voice.languages.joined(separator: ", "), voice.name])
      }
      Output.line(table.render())
      Output.line(
        "The built-in writer writes English: its jobs need a voice whose first language is en.")
      return 0
    } catch {
      Output.error("Error: \(Hints.message(error))")
      return 1
    }
  }
}
