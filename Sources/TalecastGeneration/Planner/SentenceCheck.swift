import Synchronization
import TalecastGrammar

/// Whether a sentence reads as English to Link Grammar: a reading that links every word (no
/// null links). Speech is checked inside its quotes ("\"I'll help you,\" said Ada." checks "I'll
/// help you"); the words after a closing quote ("said Ada.") are the speaker's tag, not a
/// sentence. Without Link Grammar's data every sentence passes, and `available` says so.
struct SentenceCheck: Sendable {
  let grammar: EnglishGrammar?

  static func shared() -> SentenceCheck {
    SentenceCheck(grammar: try? EnglishGrammar.shared())
  }

  var available: Bool { grammar != nil }

  /// The parts of `sentence` that must parse: the quoted speech, or the whole.
  static func parts(of sentence: String) -> [String] {
    let quotes: Set<Character> = ["\"", "\u{201C}", "\u{201D}"]
    guard sentence.contains(where: { quotes.contains($0) }) else {
      // A speaker's tag cut off its speech ("said Ada.") starts small.
      if sentence.first?.isLowercase == true { return [] }
      return [sentence]
    }
    var parts: [String] = []
    var inside = false
    var current = ""
    for character in sentence {
      if quotes.contains(character) {
        if inside, current.contains(where: \.isLetter) { parts.append(current) }
        current = ""
        inside.toggle()
      } else if inside {
        current.append(character)
      }
    }
    return parts.map { part in
      var text = part.trimmingCharacters(in: .whitespaces)
      // "I'll help you," → "I'll help you."
      if text.hasSuffix(",") { text = String(text.dropLast()) }
      if let last = text.last, !".!?".contains(last) { text += "." }
      return text
    }
  }

  /// Whether every part links every word. Answers are remembered (a story's sentences recur
  /// across stories, and a parse costs milliseconds), up to `remembered` of them.
  func accepts(_ sentence: String) -> Bool {
    guard let grammar else { return true }
    if let known = Self.answers.withLock({ $0[sentence] }) { return known }
    let answer = Self.parts(of: sentence).allSatisfy { grammar.accepts($0) }
    Self.answers.withLock { answers in
      if answers.count >= Self.remembered { answers.removeAll(keepingCapacity: true) }
      answers[sentence] = answer
    }
    return answer
  }

  static let remembered = 100_000
  /// Sentences checked before, by the process's writers: one lock, held only to look up or
  /// to store.
  static let answers = Mutex<[String: Bool]>([:])
}
