/// Goals a premise says with a pronoun or in two steps, retold in full words for the reader.
extension PremiseReader {
  /// Finding is the first step when the hero then does more with what is found: "finds a fawn
  /// who has wandered away … and guides it safely home" is the story of guiding the fawn home.
  static func followingGoal(in text: String, after verb: String) -> String? {
    guard ["find", "spot", "discover", "meet", "see", "notice"].contains(verb) else { return nil }
    // "… and has to help it get free": freeing what was found.
    if text.range(
      of: #"\bhelps? (it|him|her|them) (get|break|wriggle) (free|loose|out)\b"#,
      options: [.regularExpression, .caseInsensitive]) != nil,
      let found = nounAfter(verb, in: text)
    {
      return "free " + found
    }
    // "… and has to help it get back home": guiding it home.
    if text.range(
      of: #"\bhelps? (it|him|her|them) (get|go|find (its|his|her|their) way) (back|home)\b"#,
      options: [.regularExpression, .caseInsensitive]) != nil,
      let found = nounAfter(verb, in: text)
    {
      return "guide " + found + " home"
    }
    guard let later = laterGoal(in: text, after: verb) else { return nil }
    let words = later.split(separator: " ").map(String.init)
    // "finds an old music box … and wants to fix it": mending what was found; "finds a baby
    // seal tangled in a net and has to help it get free": freeing it.
    let next: Set<String> = [
      "guide", "lead", "bring", "take", "carry", "rescue", "save", "free", "fix", "mend",
      "repair", "help",
    ]
    guard let first = words.first, next.contains(first), words.count > 1,
      objectPronouns.contains(words[1].lowercased()),
      let found = nounAfter(verb, in: text)
    else { return nil }
    return ([first, found] + words.dropFirst(2)).joined(separator: " ")
  }

  /// "A toy dinosaur is too roary for the nursery, so the hero … teaches him how to be gentle":
  /// the one taught is the dinosaur, the first thing the premise names, not the cot.
  static func pronounGoal(in text: String, verb: String) -> String? {
    let words = text.split(separator: " ").map(String.init)
    guard
      let at = words.indices.dropLast().first(where: {
        forms(of: verb).contains(bare(words[$0]))
          && objectPronouns.contains(bare(words[$0 + 1]))
      }),
      let subject = openingNoun(of: words)
    else { return nil }
    var phrase = [verb, subject]
    let ends: Set<String> = ["so", "before", "because", "while", "when", "until", "but", "and"]
    for word in words[(at + 2)...] {
      if ends.contains(bare(word)) { break }
      phrase.append(word.trimmingCharacters(in: .punctuationCharacters))
      if word.last.map({ ",.;".contains($0) }) == true { break }
    }
    guard phrase.count <= 12 else { return nil }
    return phrase.joined(separator: " ")
  }

  /// The noun phrase the premise opens with, as "the toy dinosaur": an article, then words up
  /// to the first verb; nil when the premise opens on the hero or on anything else.
  static func openingNoun(of words: [String]) -> String? {
    guard let first = words.first, ["a", "an", "the"].contains(first.lowercased()) else {
      return nil
    }
    let stops: Set<String> = [
      "is", "was", "has", "had", "keeps", "can", "cannot", "will", "won't", "who", "that",
      "are", "were", "just", "gets", "goes",
    ]
    var noun: [String] = []
    for word in words.dropFirst() {
      let lowered = bare(word)
      if stops.contains(lowered) || lowered.hasPrefix("hero") { break }
      noun.append(lowered)
      if word.last.map({ ",.;".contains($0) }) == true { break }
    }
    // "brand-new toy dinosaur" → "toy dinosaur": two words are the name, the rest describe.
    guard !noun.isEmpty, noun.count <= 5 else { return nil }
    return "the " + noun.suffix(2).joined(separator: " ")
  }

  /// "finds a fawn who has wandered away" → "the fawn".
  static func nounAfter(_ verb: String, in text: String) -> String? {
    let words = text.split(separator: " ").map(String.init)
    guard let at = words.firstIndex(where: { forms(of: verb).contains(bare($0)) }),
      at + 2 < words.count, ["a", "an", "the"].contains(bare(words[at + 1]))
    else { return nil }
    var noun: [String] = []
    for word in words[(at + 2)...] {
      let lowered = bare(word)
      if ["who", "that", "which", "and", "in", "on", "at", "with"].contains(lowered) { break }
      // "a baby seal tangled in a net": the seal.
      if ["tangled", "stuck", "trapped", "caught", "lost", "hiding", "sitting"].contains(lowered) {
        break
      }
      noun.append(lowered)
      if word.last.map({ ",.;".contains($0) }) == true || noun.count == 3 { break }
    }
    guard !noun.isEmpty else { return nil }
    return "the " + noun.suffix(2).joined(separator: " ")
  }

  static func bare(_ word: String) -> String {
    word.lowercased().trimmingCharacters(in: .punctuationCharacters)
  }

  /// A verb as a premise may say it: "find", "finds", "teaches", "carries".
  static func forms(of verb: String) -> Set<String> {
    var forms: Set<String> = [verb, verb + "s", verb + "es"]
    if verb.hasSuffix("y") { forms.insert(String(verb.dropLast()) + "ies") }
    return forms
  }
}
