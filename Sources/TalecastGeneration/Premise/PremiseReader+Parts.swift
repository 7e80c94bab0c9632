import TalecastGrammar
import TalecastLexicon

/// The parts of a premise found in a parsed clause, by the links Link Grammar draws: S (a
/// subject to its verb), I and TO (a verb to the verb it governs: "must return", "wants to
/// find"), O (a verb to its object), J (a preposition to its noun).
extension PremiseReader {
  static let placePrepositions: Set<String> = [
    "in", "at", "on", "inside", "into", "to", "near", "under", "behind", "across", "through",
    "around", "beside", "up", "down", "along", "over", "from",
  ]
  static let objectPronouns: Set<String> = ["it", "them", "him", "her", "me", "us", "you"]

  func readGoal(_ clause: ClauseReading, into premise: inout Premise) {
    let words = clause.words
    let subject = Array(words[clause.subject])
    if let comma = subject.firstIndex(where: { $0.text == "," }) {
      let rest = subject[(comma + 1)...].prefix { $0.text != "," }
      if let head = rest.last(where: \.isNoun) ?? rest.last {
        premise.heroDescription = Premise.NounPhrase(
          text: Self.join(rest.map(\.text)), head: head.text.lowercased())
      }
      // The word's first sense: a "cat" is a person only in slang.
      premise.heroIsPerson = wordNet.noun(
        premise.heroDescription?.head ?? "", isA: .person, senses: 1)
      // "the lighthouse keeper's cat" lives at the lighthouse.
      if let home = rest.first(where: { $0.isNoun && wordNet.noun($0.text, isA: .place) }) {
        premise.place = Premise.NounPhrase(text: "the " + home.text, head: home.text.lowercased())
      }
    }
    // "A shy hedgehog named Pip", "A little tugboat called Toby": what the hero is.
    if premise.heroDescription == nil,
      let named = subject.firstIndex(where: { ["named", "called"].contains($0.text.lowercased()) }),
      named > subject.startIndex
    {
      let said = subject[..<named].filter { $0.text != "," }
      if let head = said.last {
        premise.heroDescription = Premise.NounPhrase(
          text: Self.join(said.map(\.text)).lowercased(), head: head.text.lowercased())
        premise.heroIsPerson = wordNet.noun(head.text.lowercased(), isA: .person, senses: 1)
      }
    }
    // "Bertie the little delivery van", "Daisy the cow": what the hero is, after the name.
    if premise.heroDescription == nil,
      let the = subject.firstIndex(where: { $0.text.lowercased() == "the" }),
      the > subject.startIndex, subject[the - 1].text.first?.isUppercase == true
    {
      let said = subject[(the + 1)...].prefix { $0.text != "," && $0.text != "and" }
      // "Daisy the cow really wants …": the phrase ends at its noun.
      if let at = said.lastIndex(where: \.isNoun) ?? said.indices.last {
        let head = said[at]
        premise.heroDescription = Premise.NounPhrase(
          text: Self.join(said[...at].map(\.text)).lowercased(), head: head.text.lowercased())
        premise.heroIsPerson = wordNet.noun(head.text.lowercased(), isA: .person, senses: 1)
      }
    }
    if let and = subject.firstIndex(where: { $0.text == "and" }) {
      // "zippy and the other toys plant a bean seed": the toys, up to their verb.
      let rest = subject[(and + 1)...].prefix { $0.text != "," && !$0.isVerb }
      // "…, and she has to keep it secret": the hero again, not someone with her.
      if let head = rest.last, !Self.subjectPronouns.contains(head.text.lowercased()) {
        premise.companion = Premise.NounPhrase(
          text: Self.join(rest.map(\.text)), head: head.text.lowercased())
      }
    }
    var verb = governedVerb(from: clause.verb, in: clause.parse)
    // "is scared of the dark and wants to be brave": the wish, not the state.
    if verbs.base(of: words[verb].text) == "be",
      let wish = words.indices.first(where: { index in
        index > verb + 1 && words[index].isVerb && words[index - 1].text == "and"
      })
    {
      verb = governedVerb(from: wish, in: clause.parse)
    }
    let end =
      words.lastIndex { $0.text != "." && $0.text != "RIGHT-WALL" }.map { $0 + 1 } ?? words.count
    guard verb < end else { return }
    let firstVerb =
      words.indices.first(where: { $0 > clause.subject.lowerBound && words[$0].isVerb }) ?? verb
    defer {
      // "hears a boat's horn in the fog and has to guide it": what the hero did first.
      if firstVerb < verb,
        let and = words[firstVerb..<verb].lastIndex(where: { $0.text == "and" }), and > firstVerb
      {
        let texts = words[firstVerb..<and].map(\.text).filter { $0 != "," }
        premise.heroBefore = Self.join(verbs.pastPhrase(texts, verbAt: 0))
      }
    }
    // "sets off to bring it home", "zooms up into the sky to collect moonbeams", "gathers up
    // her courage to climb the ladder": the errand's verb; "is in charge of collecting
    // berries": the gerund's.
    if Self.errandVerbs.contains(verbs.base(of: words[verb].text)),
      let to = words.indices.first(where: { index in
        index > verb && index + 1 < end && words[index].text == "to" && words[index + 1].isVerb
      })
    {
      verb = to + 1
    } else if let charge = words.indices.first(where: { index in
      index > verb && index + 2 < end && words[index].text == "charge"
        && words[index + 1].text == "of" && words[index + 2].text.hasSuffix("ing")
    }) {
      verb = charge + 2
    }
    let base = verbs.base(of: words[verb].text)
    let rest = Self.pastBeforePast(Array(words[(verb + 1)..<end]))
    // "fixes the radio and calls grandma": every verb of the goal in the present is said
    // again in the infinitive, and in the past.
    let infinitive = rest.map { word in
      isPresent(word) ? verbs.base(of: word.text) : word.text
    }
    let past = rest.map { word in
      isPresent(word) ? verbs.past(of: verbs.base(of: word.text)) : word.text
    }
    premise.goal = Premise.Action(
      infinitive: Self.join([base] + infinitive), past: Self.join([verbs.past(of: base)] + past),
      verb: base)
    if let object = clause.parse.links.first(where: { $0.label.hasPrefix("O") && $0.left == verb }),
      object.right < end, Self.objectPronouns.contains(words[object.right].text.lowercased())
    {
      // "loses Dad's whistle in the sand and must find it": it is the earlier verb's object;
      // "hears a fishing boat's horn and has to guide it": a boat is guided, not a horn.
      premise.thing = antecedent(before: verb, in: clause, guiding: Self.leadVerbs.contains(base))
    } else if let object = clause.parse.links.first(where: {
      $0.label.hasPrefix("O") && $0.left == verb
    }),
      object.right < end, !Self.objectPronouns.contains(words[object.right].text.lowercased())
    {
      // "lost reading glasses": a noun after a gerund Link Grammar took for the head is the
      // head.
      var right = object.right
      while right + 1 < end, words[right].text.lowercased().hasSuffix("ing"),
        !Self.placePrepositions.contains(words[right + 1].text.lowercased()),
        !wordNet.senses(of: words[right + 1].text.lowercased(), as: .noun).isEmpty
      {
        right += 1
      }
      // The object ends before a preposition ("a honey cake for grandma" → "a honey cake").
      let span = (verb + 1)...right
      let cut =
        span.first {
          Self.placePrepositions.contains(words[$0].text.lowercased())
            || words[$0].text == "for" || words[$0].text == "with"
        } ?? (right + 1)
      if cut > verb + 1 { premise.thing = phrase(words, (verb + 1)...(cut - 1)) }
    }
    // "hears a boat's horn and has to guide it": the goal's "it" is said by name.
    if premise.thing == nil,
      let it = words.indices.first(where: { index in
        index > verb && index < end && ["it", "them"].contains(words[index].text.lowercased())
      })
    {
      let guiding = words[verb..<it].contains { Self.leadVerbs.contains(verbs.base(of: $0.text)) }
      premise.thing =
        antecedent(before: min(it, verb), in: clause, guiding: guiding)
        ?? antecedent(before: it, in: clause, guiding: guiding)
    }
    // "plants a sunflower seed and wants it to grow taller": it is what was planted.
    if premise.thing == nil, verb >= 3, words[verb - 1].text == "to",
      ["it", "them"].contains(words[verb - 2].text.lowercased())
    {
      premise.thing = antecedent(before: verb - 2, in: clause, guiding: false)
    }
    // A place the goal names wins over the hero's home.
    var placeSaid = false
    for index in (verb + 1)..<end {
      let preposition = words[index].text.lowercased()
      let nouns = Array(
        words[(index + 1)..<end].prefix { word in
          !Self.phraseEnds.contains(word.text.lowercased()) && word.text != ","
        })
      guard let head = nouns.last, !nouns.isEmpty else { continue }
      let range = (index + 1)...(index + nouns.count)
      if !placeSaid, Self.placePrepositions.contains(preposition),
        isPlace(nouns.map(\.text))
      {
        premise.place = phrase(words, range)
        placeSaid = true
      }
      if premise.forWhom == nil, preposition == "for",
        head.text.first?.isUppercase == true || wordNet.noun(head.text, isA: .person)
          // "their zookeeper", "the lighthouse keeper": someone's job is someone.
          || head.text.lowercased().hasSuffix("keeper")
          || wordNet.noun(head.text, isA: .animal)
      {
        premise.forWhom = phrase(words, range)
      }
    }
  }

  /// Verbs whose object is someone led, so "a boat's horn" guided is the boat.
  static let leadVerbs: Set<String> = ["guide", "lead", "steer", "tow", "help", "rescue", "save"]

  /// The object of the last verb before `verb` in the clause, cut before a preposition.
  func antecedent(before verb: Int, in clause: ClauseReading, guiding: Bool) -> Premise.NounPhrase?
  {
    let words = clause.words
    guard
      let link = clause.parse.links.last(where: {
        $0.label.hasPrefix("O") && $0.left < verb && $0.right < verb && words[$0.left].isVerb
      })
    else { return nil }
    var span = Array((link.left + 1)...link.right)
    if let cut = span.firstIndex(where: {
      Self.placePrepositions.contains(words[$0].text.lowercased()) || words[$0].text == "for"
    }), cut > 0 {
      span = Array(span[..<cut])
    }
    // "Sam's rocket engine breaks on the moon": the engine, not "engine breaks".
    // ("a broken music box": a verb's form before any noun describes it).
    if let verb = span.indices.first(where: { at in
      words[span[at]].isVerb && span[..<at].contains { words[$0].isNoun }
    }) {
      span = Array(span[..<verb])
    }
    if guiding, let owner = span.firstIndex(where: { words[$0].text == "'s" }), owner > 0 {
      span = Array(span[..<owner])
    }
    guard let first = span.first, let last = span.last, !span.isEmpty else { return nil }
    return phrase(words, first...last)
  }

  /// Verbs of setting out, whose errand is the "to …" after them.
  static let errandVerbs: Set<String> = [
    "set", "zoom", "go", "head", "hurry", "rush", "race", "dash", "fly", "travel", "sail", "run",
    "gather", "pluck", "chug", "climb", "hop", "march", "trot", "waddle", "scamper", "rumble",
    "puff", "drive", "swim", "walk", "leave", "start", "decide", "plan",
  ]

  static let phraseEnds = PremiseSegments.phraseEnds.union(["into", "near", "under", "from"])

  /// A third person's present verb ("calls"), not a base form ("find") or a past.
  static let subjectPronouns: Set<String> = ["it", "he", "she", "they", "i", "we", "you"]

  /// "return a star it borrowed from the sky", retold in the story's past, is "return the star
  /// it had borrowed": a thing a clause of its own says happened earlier is known ("the") and
  /// further back ("had"). Only the pattern article, nouns, pronoun, past verb.
  static func pastBeforePast(_ words: [Parse.Word]) -> [Parse.Word] {
    var words = words
    for index in words.indices.dropFirst(2) where words[index].tag == "v-d" {
      let pronoun = index - 1
      guard subjectPronouns.contains(words[pronoun].text.lowercased()) else { continue }
      let nouns = words[..<pronoun].reversed().prefix { $0.isNoun || $0.tag.hasPrefix("a") }
      let article = pronoun - nouns.count - 1
      guard !nouns.isEmpty, article >= 0, ["a", "an"].contains(words[article].text.lowercased())
      else { continue }
      words[article].text = "the"
      words[index].text = "had " + words[index].text
    }
    return words
  }

  private func isPresent(_ word: Parse.Word) -> Bool {
    word.isVerb && word.text.hasSuffix("s")
      && verbs.present(of: verbs.base(of: word.text)) == word.text.lowercased()
  }

  /// Whether the phrase's noun names a place, trying a compound first ("post office").
  func isPlace(_ words: [String]) -> Bool {
    guard let last = words.last else { return false }
    if words.count >= 2 {
      let compound = words.suffix(2).joined(separator: " ")
      if !wordNet.senses(of: compound, as: .noun).isEmpty {
        return wordNet.noun(compound, isA: .place)
      }
    }
    return wordNet.noun(last, isA: .place)
  }

  /// The verb that does the work: from "must" to "return", from "wants" through "to" to
  /// "find", from "is" through "going to" to "build"; the verb itself when it governs none.
  func governedVerb(from start: Int, in parse: Parse) -> Int {
    var current = start
    for _ in 0..<6 {
      let next = parse.links.filter { link in
        link.left == current && link.right > current && link.right <= current + 2
          && (link.label.hasPrefix("I") && !link.label.hasPrefix("ID")
            || link.label.hasPrefix("TO") || link.label.hasPrefix("Pg"))
      }.min { $0.right < $1.right }
      guard let next else { break }
      current = next.right
    }
    // Ended on "to": the verb it links to.
    if parse.words[current].text == "to",
      let link = parse.links.first(where: { $0.left == current && $0.label.hasPrefix("I") })
    {
      current = link.right
    }
    return current
  }

  func deadline(_ word: String, _ words: [String]) -> Premise.Deadline {
    // "before Mum's birthday tomorrow" is a day, not a clause ("Mum is birthday").
    let possessive = words.contains { $0.hasSuffix("'s") || $0.hasSuffix("\u{2019}s") }
    // "before the first frost" is a thing that comes, not "the first" frosting.
    let nounOnly =
      words.count <= 4 && ["the", "a", "an"].contains(words.first?.lowercased() ?? "")
      && words.last?.hasSuffix("s") == false
      && !wordNet.baseForms(of: words.last?.lowercased() ?? "", as: .noun).isEmpty
    if !possessive, let reading = reading(words),
      !(nounOnly && reading.verb == words.count)
    {
      return Premise.Deadline(word: word, event: clause(reading), time: nil)
    }
    let head = words.last?.lowercased() ?? ""
    return Premise.Deadline(
      word: word, event: nil, time: Premise.NounPhrase(text: Self.join(words), head: head))
  }

  func clause(_ reading: ClauseReading) -> Premise.Clause {
    let words = reading.words
    let end =
      words.lastIndex { $0.text != "." && $0.text != "RIGHT-WALL" }.map { $0 + 1 } ?? words.count
    var texts = words[1..<end].map(\.text)
    // The parse saw the clause with a capital; the clause is said inside a sentence.
    if let first = texts.first, !isNameLike(first) {
      texts[0] = first.lowercased()
    }
    let verbAt = reading.verb - 1
    let past = verbs.pastPhrase(texts, verbAt: verbAt)
    return Premise.Clause(
      subject: Self.join(Array(texts[..<verbAt])), present: Self.join(texts),
      past: Self.join(past))
  }

  func phrase(_ words: [Parse.Word], _ range: ClosedRange<Int>) -> Premise.NounPhrase {
    Premise.NounPhrase(
      text: Self.join(words[range].map(\.text)), head: words[range.upperBound].text.lowercased())
  }

  private func isNameLike(_ word: String) -> Bool {
    word.first?.isUppercase == true && wordNet.baseForms(of: word, as: .noun).isEmpty
  }

  /// Words joined as written: no space before a comma or "'s".
  static func join(_ words: [String]) -> String {
    var result = ""
    for word in words {
      if !result.isEmpty, ![",", ".", "'s", "’s", "'", "n't", ";", ":"].contains(word) {
        result += " "
      }
      result += word
    }
    return result
  }
}

extension PremiseReader.ClauseReading {
  var subjectText: String { PremiseReader.join(words[subject].map(\.text)) }
}
