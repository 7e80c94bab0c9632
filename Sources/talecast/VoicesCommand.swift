import Foundation
import TalecastApp
import TalecastCommandLine

/// `talecast voices [--json]`: the neural voices, then espeak-ng's; `talecast voices add PATH`
/// prepares and installs a Piper voice.
enum VoicesCommand {
  static func run(_ command: ParsedCommand) -> Int32 {
    if command.path == ["voices", "add"] { return add(command) }
    do {
      let list = try Talecast.voices(defaultVoice: try TalecastConfiguration.voice())
      if command.flag("json") {
        try LibraryOutput.json(["voices": list.voices])
        return 0
      }
      let neural = list.voices.filter { $0.engine == "piper" }
      Output.line("Neural voices (Piper, through sherpa-onnx):")
      if neural.isEmpty {
        Output.line("  none installed")
      } else {
        var table = Table(header: [
          "VOICE", "SHORT", "LANGUAGE", "QUALITY", "RATE", "PACE", "DEFAULT",
        ])
        for voice in neural {
          table.rows.append([
            voice.id, voice.shortName ?? "", voice.languages.joined(separator: ", "),
            voice.quality ?? "", voice.sampleRate.map { "\($0) Hz" } ?? "",
            voice.wordsPerMinute.map { String(format: "%.0f wpm", $0) } ?? "",
            voice.isDefault ? "yes" : "",
          ])
        }
        Output.line(table.render())
      }
      for problem in list.problems { Output.line("  (\(problem))") }
      Output.line("")
      Output.line("espeak-ng voices:")
      var table = Table(header: ["VOICE", "LANGUAGES", "NAME"])
      for voice in list.voices where voice.engine == "espeak-ng" {
        table.rows.append([
          voice.id, voice.languages.joined(separator: ", "),
          voice.name + (voice.isDefault ? "  (default)" : ""),
        ])
      }
      Output.line(table.render())
      Output.line("")
      Output.line(
        "A job that names no voice gets the default: TALECAST_VOICE, else the neural voice for English."
      )
      Output.line(
        "The built-in writer writes English: its jobs need a voice whose first language is en.")
      return 0
    } catch {
      Output.error("Error: \(Hints.message(error))")
      return 1
    }
  }

  static func add(_ command: ParsedCommand) -> Int32 {
    do {
      let voice = try Talecast.addVoice(
        at: command.arguments[0], replace: command.flag("replace"),
        source: command.value("source"))
      if command.flag("json") {
        try LibraryOutput.json(voice)
        return 0
      }
      Output.line(
        "added \(voice.id) (\(voice.shortName ?? voice.name)): \(voice.languages.joined(separator: ", ")), \(voice.quality ?? "?") quality, \(voice.sampleRate ?? 0) Hz, \(String(format: "%.0f", voice.wordsPerMinute ?? 0)) words a minute at its own pace"
      )
      return 0
    } catch {
      Output.error("Error: \(Hints.message(error))")
      return 1
    }
  }
}
