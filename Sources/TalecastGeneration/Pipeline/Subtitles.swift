/// A WebVTT subtitle file: one cue per sentence, from the sentence's first sample to the next
/// sentence's (or the scene's end), placed by the scene's measured start in the final audio.
enum Subtitles {
  struct Cue: Equatable {
    var start: Double
    var end: Double
    var text: String
  }

  /// The cues of a story. `starts`/`ends` are the scenes' measured times in the final audio
  /// (seconds); each narration's sentence starts are samples at its own rate.
  static func cues(narrations: [SavedNarration], sceneStarts: [Double], sceneEnds: [Double])
    -> [Cue]
  {
    var cues: [Cue] = []
    for (scene, narration) in narrations.enumerated() {
      let rate = Double(narration.sampleRate)
      let sentences = narration.sentences
      for (index, sentence) in sentences.enumerated() {
        let start = sceneStarts[scene] + Double(sentence.start) / rate
        let end =
          index + 1 < sentences.count
          ? sceneStarts[scene] + Double(sentences[index + 1].start) / rate : sceneEnds[scene]
        cues.append(
          Cue(start: start, end: max(start, min(end, sceneEnds[scene])), text: sentence.text))
      }
    }
    return cues
  }

  static func webVTT(_ cues: [Cue]) -> String {
    var text = "WEBVTT\n"
    for (index, cue) in cues.enumerated() {
      text +=
        "\n\(index + 1)\n\(timestamp(cue.start)) --> \(timestamp(cue.end))\n\(escape(cue.text))\n"
    }
    return text
  }

  /// "00:01:02.345": hours always, so any player reads it.
  static func timestamp(_ seconds: Double) -> String {
    let milliseconds = Int((max(0, seconds) * 1000).rounded())
    let hours = milliseconds / 3_600_000
    let minutes = milliseconds / 60_000 % 60
    let secs = milliseconds / 1000 % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let fraction = milliseconds % 1000
    let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(two(hours)):\(two(minutes)):\(two(secs)).\(millis)"
  }

  /// Cue text may not hold "-->", a blank line, or bare "<" and "&" (they start tags and
  /// character references).
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\n", "\r": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
