import Foundation

/// Words as the library's full-text search reads them, the way SQLite's FTS5 tokenizer
/// (`unicode61 remove_diacritics 2`) does: lower case; the accents of U+0300–U+036F removed
/// (not splitting the word they sit in: "e\u{301}clair" is "eclair"); split at every character
/// that is not a letter, a digit or private use (so "ada's" is "ada" and "s", and "ß" stays
/// "ß"). The PostgreSQL store searches the same words (its `search_words` function), and the
/// memory store searches with this.
package enum SearchText {
  package static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    func finish() {
      guard !word.isEmpty else { return }
      // Composed again, so that a syllable split by decomposition (Hangul) is one character.
      words.append(String(word).precomposedStringWithCanonicalMapping)
      word = String.UnicodeScalarView()
    }
    for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
      if (0x300...0x36F).contains(scalar.value) { continue }
      if isWordCharacter(scalar) {
        word.append(scalar)
      } else {
        finish()
      }
    }
    finish()
    return words
  }

  /// FTS5's token characters: Unicode letters (L*), numbers (N*) and private use (Co).
  package static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse:
      true
    default: false
    }
  }
}
