/// What the premise says is so before the story starts ("a baby fox was stuck on a frozen
/// pond during a snowstorm", "heard a fishing boat's horn in the thick fog"), said again as
/// the story's own sentences: in the past, the hero by name, a closing "in the fog" brought
/// to the front ("In the thick fog, Ada heard a fishing boat's horn."), and never six words
/// in a row of the premise (a sentence that would be is left out).
struct Retelling {
  let premise: String
  let heroName: String

  /// Prepositions whose phrase can open the sentence; "from", "of", "with" belong to the
  /// noun before them ("a visit from a real astronaut").
  static let frontable: Set<String> = [
    "in", "on", "at", "during", "under", "behind", "near", "inside", "across", "through",
  ]

  func sentences(situation: [String], heroBefore: String?) -> [String] {
    var said: [String] = []
    for clause in situation {
      if let sentence = retold(named(clause)) { said.append(sentence) }
    }
    if let heroBefore, let sentence = retold("\(heroName) \(named(heroBefore))") {
      said.append(sentence)
    }
    return said
  }

  /// "the hero's class" → "Ada's class".
  func named(_ clause: String) -> String {
    var clause = clause
    // "his baby sister spilt juice": at the story's start, whose sister is said by name.
    for pronoun in ["his ", "her ", "their "] where clause.lowercased().hasPrefix(pronoun) {
      clause = "\(heroName)'s " + clause.dropFirst(pronoun.count)
    }
    // "all his friends were waiting": all the hero's friends.
    for pronoun in ["all his ", "all her ", "all their ", "both his ", "both her "]
    where clause.lowercased().hasPrefix(pronoun) {
      let all = clause.prefix(pronoun.count).split(separator: " ")[0]
      clause = "\(all) \(heroName)'s " + clause.dropFirst(pronoun.count)
    }
    // "… the night before": when, first.
    for time in [
      " the night before", " the day before", " that morning", " yesterday", " last night",
    ]
    where clause.hasSuffix(time) {
      let front = time.dropFirst()
      clause = front.prefix(1).uppercased() + front.dropFirst() + ", " + clause.dropLast(time.count)
    }
    return clause.replacingOccurrences(of: "the hero's", with: "\(heroName)'s")
      .replacingOccurrences(of: "The hero's", with: "\(heroName)'s")
      .replacingOccurrences(of: "the hero", with: heroName)
      .replacingOccurrences(of: "The hero", with: heroName)
  }

  func retold(_ clause: String) -> String? {
    var words = clause.split(separator: " ").map(String.init)
    // "When the class planted a patch" is said as what happened: "The class planted a patch".
    let joining: Set<String> = ["when", "while", "as", "because", "since", "after", "once", "if"]
    if let first = words.first, joining.contains(first.lowercased()) { words.removeFirst() }
    guard words.count >= 3 else { return nil }
    var candidates: [[String]] = [words]
    // The last short phrase first: "In the thick fog, …".
    if !words.prefix(4).contains(where: { $0.hasSuffix(",") }),
      let at = words.indices.dropFirst(2).last(where: {
        Self.frontable.contains(words[$0].lowercased())
      }), words.count - at <= 5
    {
      let front = words[at...].joined(separator: " ")
      words = Array(words[..<at])
      if let first = words.first,
        first.first?.isUppercase == false || first == "A" || first == "The"
      {
        words[0] = first == heroName ? first : first.lowercased()
      }
      candidates.insert(
        (front.prefix(1).uppercased() + front.dropFirst() + ",").split(separator: " ").map(
          String.init)
          + words, at: 0)
    }
    // "… waiting on the other side for a picnic": said without its last "for" phrase when
    // the whole would copy the premise.
    if let last = candidates.last,
      let at = last.indices.dropFirst(3).last(where: {
        last[$0].lowercased() == "for"
      }), last.count - at <= 4
    {
      candidates.append(Array(last[..<at]))
    }
    for candidate in candidates {
      let text = candidate.joined(separator: " ")
      let sentence = text.prefix(1).uppercased() + text.dropFirst() + "."
      if WriterFigures.sharedRun(premise, sentence, length: 6) == nil { return sentence }
    }
    return nil
  }
}
