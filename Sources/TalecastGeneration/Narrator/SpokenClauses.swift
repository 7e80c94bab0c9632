import Foundation

/// A sentence cut where a reader draws breath — at commas, semicolons, colons, dashes and
/// brackets — each clause with the punctuation that ends it. A Piper voice hears the
/// punctuation (it was trained on espeak-ng's phonemes with the punctuation kept): a comma
/// makes it pause and lift, a question mark ask. espeak-ng's phonemes carry none, so the
/// clauses are phonemized one by one and their punctuation put back (`phonemes(…)`).
public struct SpokenClause: Sendable, Hashable {
  public var text: String
  /// One of `,` `;` `:` `.` `!` `?`.
  public var terminator: Character

  public init(_ text: String, _ terminator: Character) {
    self.text = text
    self.terminator = terminator
  }
}

public enum SpokenClauses {
  /// The clauses of one sentence. Quotation marks are left out (a voice reads them as
  /// nothing); an apostrophe inside a word stays ("Robin's"). A sentence without a final
  /// `.`, `!` or `?` ends as a statement.
  public static func split(_ sentence: String) -> [SpokenClause] {
    let characters = Array(sentence)
    var clauses: [SpokenClause] = []
    var current = ""
    func close(_ terminator: Character) {
      let text = current.trimmingCharacters(in: .whitespaces)
      current = ""
      if text.contains(where: { $0.isLetter || $0.isNumber }) {
        clauses.append(SpokenClause(text, terminator))
      } else if let last = clauses.indices.last, ".!?".contains(terminator) {
        // Only punctuation after the last words ("…and went home!"): it ends them.
        clauses[last].terminator = terminator
      }
    }
    for (index, character) in characters.enumerated() {
      let before = index > 0 ? characters[index - 1] : " "
      let after = index + 1 < characters.count ? characters[index + 1] : " "
      switch character {
      case "\"", "“", "”", "«", "»", "„":
        current.append(" ")
      case "‘", "’", "'":
        // An apostrophe between letters belongs to the word; a single quotation mark not.
        if before.isLetter && after.isLetter {
          current.append("'")
        } else if before.isLetter && character != "‘" && (after == " " || after == "s") {
          current.append("'")  // the children' toys
        } else {
          current.append(" ")
        }
      case ",":
        // 1,000 is a number, not a pause.
        if before.isNumber && after.isNumber { current.append(character) } else { close(",") }
      case ";": close(";")
      case ":":
        if before.isNumber && after.isNumber { current.append(character) } else { close(":") }
      case "—", "–", "(", ")", "[", "]":
        // A dash or a bracket is a breath, as a comma is; a hyphen between words is not.
        close(",")
      case "-" where (before == " " && after == " ") || after == "-" || before == "-":
        // " - " and a typed "--" are dashes; a hyphen joins words.
        if before != "-" { close(",") }
      case "…":
        close(index == characters.count - 1 ? "." : ",")
      case "!", "?":
        close(character)
      case ".":
        let end = characters[(index + 1)...].allSatisfy { !$0.isLetter && !$0.isNumber }
        if end {
          close(".")
        } else if after == "." || before == "." {
          current.append(" ")  // "wait... then" reads on
        } else {
          current.append(character)  // "Mr." and "3.5" are espeak-ng's to read
        }
      default:
        current.append(character)
      }
    }
    // What follows the last terminator, if it has words; a "?" or "!" already set stays.
    if current.contains(where: { $0.isLetter || $0.isNumber }) { close(".") }
    if let last = clauses.indices.last, !".!?".contains(clauses[last].terminator) {
      clauses[last].terminator = "."
    }
    return clauses
  }

  /// A sentence's phonemes for a Piper voice: each clause's phonemes (`ipa`, from espeak-ng)
  /// with its punctuation after it, a space after `,` `;` `:` as Piper writes them;
  /// espeak-ng's language-switch marks ("(fr)") taken out, the whole decomposed (NFD) as
  /// Piper does, and only the symbols the voice has kept.
  public static func phonemes(
    _ clauses: [SpokenClause], ipa: [String], symbols: Set<Unicode.Scalar>
  ) -> [Unicode.Scalar] {
    var text = ""
    for (clause, phonemes) in zip(clauses, ipa) {
      let cleaned = phonemes.replacingOccurrences(
        of: #"\([^)]*\)"#, with: "", options: .regularExpression
      ).trimmingCharacters(in: .whitespaces)
      guard !cleaned.isEmpty else { continue }
      if !text.isEmpty && !text.hasSuffix(" ") { text.append(" ") }
      text += cleaned
      text.append(clause.terminator)
      if ",;:".contains(clause.terminator) { text.append(" ") }
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
      symbols.contains($0)
    }
  }
}
