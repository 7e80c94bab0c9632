import TalecastCore

extension StoryFrame {
  /// Whose a thing is, from the word with "'s" in its phrase: "the farmer's stuck hay cart" is
  /// the farmer's, "Grandma's cottage" Grandma's. Only someone alive (a person, an animal, a
  /// name) owns a thing in a story; the hero's own ("the hero's kite") is nobody else's, and
  /// "the hero's grandmother's music box" is her grandmother's.
  static func whose(_ phrase: String?, naming: Naming) -> Role? {
    guard var words = phrase?.split(separator: " ").map(String.init) else { return nil }
    if words.count > 1, words[0].lowercased() == "the", words[1].lowercased() == "hero's" {
      words.replaceSubrange(0...1, with: ["her"])
    }
    guard let at = words.lastIndex(where: { $0.hasSuffix("'s") }), at + 1 < words.count
    else { return nil }
    var said = Array(words[...at])
    said[at] = String(said[at].dropLast(2))
    // "Evie's class hamster" when the hero is Evie: the hero's own.
    let hero = naming.hero.name.lowercased()
    guard !said.contains(where: { ["hero", hero].contains($0.lowercased()) }) else { return nil }
    let role = naming.role(said.joined(separator: " "))
    return role.alive ? role : nil
  }
}

extension StoryFrame {
  /// Someone of the family the premise says it is all for ("in time for his sister's
  /// birthday", "to surprise grandpa when he comes"): on stage at the start and at the goal.
  static func beneficiary(in text: String, naming: Naming) -> Role? {
    let family =
      "(grandma|grandpa|granny|grandad|nana|mum|mummy|dad|daddy|sister|brother|aunt|auntie|uncle|cousin|teacher)"
    for pattern in [
      #"\b(his|her|their) (little |baby |big |younger |older )?"# + family
        + #"'s (birthday|party|wedding)"#,
      #"\b(surprise|for|cheer up|show|give it to) (his |her |their )?(little |baby |big )?"#
        + family
        + #"\b"#,
    ] {
      guard
        let range = text.range(of: pattern, options: [.regularExpression, .caseInsensitive])
      else { continue }
      var words = text[range].split(separator: " ").map(String.init)
      if ["surprise", "for", "cheer", "show", "give"].contains(words[0].lowercased()) {
        words.removeFirst()
        while let first = words.first, ["up", "it", "to"].contains(first.lowercased()) {
          words.removeFirst()
        }
      } else {
        words.removeLast()
        words[words.count - 1] = String(words[words.count - 1].dropLast(2))
      }
      guard !words.isEmpty else { continue }
      let said = words.joined(separator: " ")
      // "grandpa" alone is said with a capital, as a name.
      let name = words.count == 1 ? said.prefix(1).uppercased() + said.dropFirst() : said
      let role = naming.role(name, alive: true)
      return role
    }
    return nil
  }

  /// "… but the tide comes in at four o'clock", "by twelve o'clock": a time of day the premise names without
  /// "before" is still the time to beat.
  static func clockTime(in words: [String]) -> Deadline? {
    guard
      let at = words.indices.dropLast(2).first(where: {
        ["at", "by"].contains(words[$0]) && words[$0 + 2].hasPrefix("o'clock")
      })
    else { return nil }
    let time = "\(words[at + 1]) o'clock"
    return Deadline(before: "before \(time)", comes: "it was \(time)")
  }
}

extension StoryFrame {
  /// A clause of the premise told in the story's past, its pronoun said by name: "she made a
  /// castle with a moat" → "Daisy made a castle with a moat"; "he was not scared anymore" of
  /// a little brother → "the little brother was not scared anymore". Nil when it is not
  /// clear whom a pronoun means.
  static func told(_ clause: Premise.Clause, hero: Hero, cast: [Role]) -> String? {
    let subject = clause.subject.lowercased()
    guard clause.past.lowercased().hasPrefix(subject), !subject.isEmpty else { return nil }
    let rest = clause.past.dropFirst(clause.subject.count)
    let pronouns: [String: Pronouns] = ["she": .she, "he": .he, "they": .they, "it": .it]
    if subject == hero.name.lowercased() { return hero.name + rest }
    guard let pronoun = pronouns[subject] else {
      return clause.subject.first?.isUppercase == true ? clause.past : subject + rest
    }
    if pronoun == hero.pronouns { return hero.name + rest }
    guard let who = cast.first(where: { $0.pronouns == pronoun }) else { return nil }
    return who.definite + rest
  }
}
