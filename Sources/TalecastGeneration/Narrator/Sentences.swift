import Foundation

/// Splits narration text into sentences, for subtitles and for backends with input limits.
public enum Sentences {
  /// Titles and short forms whose dot ends no sentence: "Mr. Brown" is one sentence, read as
  /// one (split there, a narrator would end "Mister" as a sentence and pause). Not "no" or
  /// "etc", which end sentences as often as not.
  static let abbreviations: Set<String> = [
    "mr", "mrs", "ms", "dr", "prof", "st", "mt", "jr", "sr", "capt", "col", "gen", "lt", "sgt",
    "rev", "hon", "vs", "approx", "e.g", "i.e",
  ]

  /// Whether `text` (a sentence so far, its last character a ".") ends in a short form after
  /// which the sentence goes on. Not an initial: "J. Smith" and "Plan B. Then" look alike.
  static func abbreviation(before text: String) -> Bool {
    let word = text.dropLast().split(whereSeparator: { $0.isWhitespace || $0 == "(" }).last ?? ""
    let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'“‘("))
    return abbreviations.contains(bare.lowercased())
  }

  /// Sentences: runs of text up to and including ".", "!" or "?" (and closing quotes) that are
  /// followed by whitespace or the end; not a "." that ends a short form.
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
      if ends && next.isWhitespace && !(character == "." && Self.abbreviation(before: current)) {
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
