import Foundation

/// Splits narration text into sentences, for subtitles and for backends with input limits.
public enum Sentences {
  /// Sentences: runs of text up to and including ".", "!" or "?" (and closing quotes) that are
  /// followed by whitespace or the end.
  public static func split(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      current.append(character)
      let ends =
        ".!?".contains(character)
        || (("\"'”’)".contains(character)) && index > 0
          && ".!?".contains(characters[index - 1]))
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if ends && next.isWhitespace {
        let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { result.append(trimmed) }
        current = ""
      }
    }
    let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty { result.append(trimmed) }
    return result
  }
}
