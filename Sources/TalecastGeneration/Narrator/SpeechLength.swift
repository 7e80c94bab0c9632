/// How long a scene's speech may last for its words, whoever voiced it: audio far shorter
/// than the words need is not their speech (a 0.2 s beep for a 300-word story was once
/// accepted), nor is audio far longer (a 50 MB WAV per scene once became a 59-minute story).
enum SpeechLength {
  static func words(in text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).count
  }

  /// Seconds: even speech five times the asked rate would take longer.
  static func shortest(words: Int, rate: Int) -> Double {
    Double(words) * 60 / Double(rate * 5)
  }

  /// Seconds: three times what the words take at the asked rate, and 10 s for pauses and
  /// breaths (a remote narrator's pace is its own; the request asks for the rate's ratio).
  static func longest(words: Int, rate: Int) -> Double {
    Double(words) * 60 * 3 / Double(rate) + 10
  }
}
