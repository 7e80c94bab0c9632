import TalecastGrammar
import TalecastLexicon

/// A verb's forms, from WordNet's exception lists (irregular verbs) and English's spelling
/// rules, checked against Link Grammar's dictionary where spelling alone cannot tell
/// ("stopped", not "stoped"; "sang", not "sung").
struct VerbForms: Sendable {
  let wordNet: WordNet
  let grammar: EnglishGrammar

  static let modalsPast = [
    "can": "could", "will": "would", "may": "might", "shall": "should", "must": "had to",
    "is": "was", "are": "were", "am": "was", "has": "had", "have": "had", "does": "did",
    "do": "did", "wants": "wanted",
  ]

  /// The base form of a verb as a premise writes it ("fixes" → "fix", "goes" → "go",
  /// "tries" → "try"); the word itself when WordNet does not know it as a verb.
  func base(of word: String) -> String {
    let lowered = word.lowercased()
    switch lowered {
    case "is", "are", "am", "was", "were": return "be"
    case "has", "had": return "have"
    case "does", "did": return "do"
    default: break
    }
    let bases = wordNet.baseForms(of: lowered, as: .verb)
    // The base whose present form is the word ("leaves" → "leave", not "leaf").
    return bases.first { present(of: $0) == lowered } ?? bases.first ?? lowered
  }

  /// The third person's present: "fix" → "fixes", "try" → "tries", "go" → "goes".
  func present(of base: String) -> String {
    switch base {
    case "be": return "is"
    case "have": return "has"
    case "do": return "does"
    case "go": return "goes"
    default: break
    }
    if base.hasSuffix("y"), let before = base.dropLast().last, !"aeiou".contains(before) {
      return base.dropLast() + "ies"
    }
    for ending in ["s", "sh", "ch", "x", "z", "o"] where base.hasSuffix(ending) {
      return base + "es"
    }
    return base + "s"
  }

  /// The simple past: "fix" → "fixed", "stop" → "stopped", "sing" → "sang", "go" → "went".
  func past(of base: String) -> String {
    switch base {
    case "be": return "was"
    case "have": return "had"
    case "do": return "did"
    // Verbs whose past is the word itself: WordNet lists no other form for them.
    case "set", "put", "cut", "hit", "let", "shut", "spread", "cost", "hurt", "quit", "burst",
      "upset", "shed", "split":
      return base
    default: break
    }
    let irregular = wordNet.irregularForms(of: base, as: .verb).filter { form in
      !form.contains("_") && !form.hasSuffix("ing") && form != present(of: base)
    }
    if !irregular.isEmpty {
      // "sang" and "sung", "went" and "gone": the past is the one a sentence takes alone.
      // "melt" has only "molten", an adjective: the past is "melted" when English says it.
      if irregular.count == 1, irregular[0].hasSuffix("en"),
        grammar.accepts("They \(regularPast(of: base)) yesterday.")
      {
        return regularPast(of: base)
      }
      if irregular.count == 1 { return irregular[0] }
      return irregular.first { grammar.accepts("They \($0) yesterday.") }
        ?? irregular.first { grammar.accepts("They \($0) it yesterday.") }
        ?? irregular.first { !$0.hasSuffix("n") } ?? irregular[0]
    }
    return regularPast(of: base)
  }

  /// The past by English's spelling rules: "fixed", "stopped", "tried", "baked".
  private func regularPast(of base: String) -> String {
    if base.hasSuffix("e") { return base + "d" }
    if base.hasSuffix("y"), let before = base.dropLast().last, !"aeiou".contains(before) {
      return base.dropLast() + "ied"
    }
    let doubled = base + String(base.last ?? "e") + "ed"
    if endsConsonantVowelConsonant(base), grammar.knows(doubled) { return doubled }
    return base + "ed"
  }

  /// A verb phrase's first verb put in the past: "can hear the news" → "could hear the news".
  func pastPhrase(_ words: [String], verbAt index: Int) -> [String] {
    var words = words
    let verb = words[index].lowercased()
    if let past = Self.modalsPast[verb] {
      words[index] = past
    } else {
      words[index] = past(of: base(of: verb))
    }
    return words
  }

  private func endsConsonantVowelConsonant(_ word: String) -> Bool {
    let letters = Array(word)
    guard letters.count >= 3 else { return false }
    let vowels = Set("aeiou")
    let last = letters[letters.count - 1]
    return !vowels.contains(last) && !"wxy".contains(last)
      && vowels.contains(letters[letters.count - 2]) && !vowels.contains(letters[letters.count - 3])
  }
}
