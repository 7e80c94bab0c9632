import TalecastCore

/// A custom occasion's story parts: those given as fields, and what its premise (or, without
/// one, its description) says for the rest.
extension PremiseReader {
  public func read(_ occasion: CustomOccasion, heroName: String) throws(PremiseProblem)
    -> Premise
  {
    var premise = Premise()
    for (field, text) in [
      ("promptSeed", occasion.promptSeed), ("description", occasion.description),
    ]
    where !text.isEmpty {
      do {
        let reading = try readWhole(text, heroName: heroName)
        // The description fills what the premise left out, field by field.
        let isPerson =
          premise.heroDescription != nil ? premise.heroIsPerson : reading.heroIsPerson
        let arrives = premise.guestArrives || reading.guestArrives
        let situation = premise.situation.isEmpty ? reading.situation : premise.situation
        let heroBefore = premise.heroBefore ?? reading.heroBefore
        let reason = premise.reason ?? reading.reason
        premise = Premise(
          goal: premise.goal ?? reading.goal, thing: premise.thing ?? reading.thing,
          place: premise.place ?? reading.place, forWhom: premise.forWhom ?? reading.forWhom,
          deadline: premise.deadline ?? reading.deadline,
          purpose: premise.purpose ?? reading.purpose,
          heroDescription: premise.heroDescription ?? reading.heroDescription,
          companion: premise.companion ?? reading.companion)
        premise.heroIsPerson = isPerson
        premise.guestArrives = arrives
        premise.situation = situation
        premise.heroBefore = heroBefore
        premise.reason = reason
        premise.placeKind = nil
      } catch {
        // A description may be about anything; only the premise must be readable.
        guard field == "promptSeed" else { continue }
        throw PremiseProblem(error.message, field: "promptSeed")
      }
      if premise.goal != nil { break }
    }
    // "The hero's favourite toy rabbit has gone missing, and …": the goal is to find it; and
    // a goal whose verb asks for no kind of story ("works all through a snowy night to clear
    // the road") is the later verb that does ("clear the road").
    var implied: String?
    if occasion.goal == nil {
      // As the reader read it: "it's" in full, the request and the apposition left out.
      let seed = Self.prepared(occasion.promptSeed, heroName: heroName)
      let lowered = seed.lowercased()
      let fearful = ["scared", "afraid", "frightened"].contains { lowered.contains($0) }
      // "… but must find the courage to paddle out": courage is not a thing to look for.
      let braving = ["the courage", "the nerve", "the bravery", "brave enough"].contains {
        lowered.contains($0)
      }
      if premise.goal == nil || braving && Self.impliedGoal(in: seed) != nil {
        implied = Self.impliedGoal(in: seed)
      } else if let verb = premise.goal?.verb, verb == "be", fearful {
        // "is scared of the dark … but finds out it is not so scary": the fear is the story.
        implied = nil
      } else if let verb = premise.goal?.verb,
        !Self.storyVerbs.contains(verb)
          || lowered.contains("feel welcome") || lowered.contains("feel at home")
      {
        implied = Self.laterGoal(in: seed, after: verb)
      } else if let verb = premise.goal?.verb {
        implied =
          Self.followingGoal(in: seed, after: verb)
          ?? Self.pronounGoal(in: seed, verb: verb)
      }
    }
    if let goal = occasion.goal ?? implied {
      let sentence = "The hero must \(goal)"
      guard let reading = reading(sentence.split(separator: " ").map(String.init), main: true)
      else {
        throw PremiseProblem(
          "could not read \"\(goal)\" as something the hero does (e.g. \"fix the old radio\")",
          field: "goal")
      }
      var given = Premise()
      readGoal(reading, into: &given)
      // "The hero must 👍🏻." has a subject and "must", but nothing to do.
      guard let action = given.goal, action.verb != "must", reading.parse.unlinked.isEmpty else {
        throw PremiseProblem(
          "could not read \"\(goal)\" as something the hero does (e.g. \"fix the old radio\")",
          field: "goal")
      }
      premise.goal = given.goal
      premise.thing = given.thing.map(Self.withoutParticle) ?? premise.thing
    }
    if let thing = occasion.thing { premise.thing = nounPhrase(Self.withArticle(thing)) }
    if let place = occasion.place { premise.place = nounPhrase(Self.withArticle(place)) }
    if let forWhom = occasion.forWhom { premise.forWhom = nounPhrase(forWhom) }
    if let deadline = occasion.deadline { premise.deadline = self.deadline(given: deadline) }
    premise.placeKind = premise.place.map { placeKind(of: $0.text) }
    return premise
  }

  /// "… a baby triceratops who wants to win the big roaring contest", "Because the baker is
  /// sick, a mouse called Crumb must bake all the bread": what must be done, whoever the
  /// sentence is about, when no clause about the hero says it; and by when.
  func readWish(_ text: String, heroName: String = "", into premise: inout Premise) {
    let sentences = Self.sentences(of: Self.prepared(text, heroName: heroName))
    guard let wish = wish(in: sentences) else { return }
    premise.goal = wish.goal
    if premise.thing == nil { premise.thing = wish.thing }
    for sentence in sentences where premise.deadline == nil {
      for segment in PremiseSegments(sentence, isTime: isTime).segments {
        if case .deadline(let word) = segment.kind, premise.deadline == nil {
          premise.deadline = deadline(word, segment.words)
        }
      }
    }
  }

  /// "Luma guides a lost baby owl home, following the silver river …": the clause before the
  /// comma, when it is long enough to say what happens.
  func beforeComma(_ text: String, heroName: String) -> Premise? {
    guard let comma = text.range(of: ", "),
      text[..<comma.lowerBound].split(separator: " ").count >= 5,
      let reading = try? read(String(text[..<comma.lowerBound]) + ".", heroName: heroName),
      reading.goal != nil
    else { return nil }
    return reading
  }

  /// A premise too long for Link Grammar to link whole ("… is frightened of the big crashing
  /// waves on the beach but must find the courage to paddle out to sea with her brothers and
  /// sisters") is read up to its first "but" or "so" when the words there say what the story
  /// is (a fear, something lost): the rest is what `impliedGoal` reads.
  func readWhole(_ text: String, heroName: String) throws(PremiseProblem) -> Premise {
    do {
      var premise = try read(text, heroName: heroName)
      if premise.goal == nil { readWish(text, into: &premise) }
      if premise.goal == nil, let before = beforeComma(text, heroName: heroName) {
        return before
      }
      if premise.goal == nil, let shorter = readShortened(text, heroName: heroName) {
        return shorter
      }
      return premise
    } catch {
      if let reading = readInParts(text, heroName: heroName) { return reading }
      guard Self.impliedGoal(in: text) != nil else {
        var premise = Premise()
        readWish(text, into: &premise)
        if premise.goal != nil { return premise }
        if let before = beforeComma(text, heroName: heroName) { return before }
        if let shorter = readShortened(text, heroName: heroName) { return shorter }
        throw error
      }
      for cut in [" but ", " so ", ", and ", " and "] {
        guard let found = text.range(of: cut) else { continue }
        let first = String(text[..<found.lowerBound]) + "."
        guard first.split(separator: " ").count >= 4,
          let reading = try? read(first, heroName: heroName)
        else { continue }
        return reading
      }
      if let shorter = readShortened(text, heroName: heroName) { return shorter }
      throw error
    }
  }

  /// A premise Link Grammar cannot link whole ("… enters the harbour boat race against the
  /// fast speedboats and wins by staying steady when the sea gets rough"), read from its
  /// longest opening that says what the hero does, cut where a clause joins.
  func readShortened(_ text: String, heroName: String) -> Premise? {
    let first = Self.sentences(of: text).first ?? text
    var cuts: [String.Index] = []
    for join in [" and ", " by ", " when ", " while ", " because ", " so ", " but ", ", "] {
      var from = first.startIndex
      while let found = first.range(of: join, range: from..<first.endIndex) {
        cuts.append(found.lowerBound)
        from = found.upperBound
      }
    }
    for cut in cuts.sorted(by: >) {
      let opening = String(first[..<cut])
      guard opening.split(separator: " ").count >= 4,
        let reading = try? read(opening + ".", heroName: heroName), reading.goal != nil
      else { continue }
      return reading
    }
    return nil
  }

  /// Verbs that ask for a kind of story (`StoryKind.verbs`), and their "-ing" forms.
  static let storyVerbs: Set<String> = Set(StoryKind.verbs.values.joined()).subtracting([
    "get", "take", "look", "pick", "plan", "meet",
  ])

  /// The first phrase of a story verb after the weak one the reader took: "… works all
  /// through a snowy night to clear the road up the hill so …" → "clear the road up the hill";
  /// "chuffs all around the park delivering invitations to a picnic" → "deliver invitations to
  /// a picnic".
  static func laterGoal(in text: String, after weak: String) -> String? {
    let lowered = text.lowercased()
    // "A shy comet is visiting …, and the hero wants to make it feel welcome": welcome it.
    if lowered.contains("feel welcome") || lowered.contains("feel at home") {
      let words = text.split(separator: " ").map(String.init)
      // "must help a new pupil who has just moved from far away feel welcome", "make their
      // shy little girl feel welcome": the one named as helped, first.
      let lowWords = words.map { $0.lowercased() }
      if let verb = lowWords.firstIndex(where: { ["help", "make", "helps", "makes"].contains($0) }),
        verb + 2 < words.count,
        ["a", "an", "the", "their", "his", "her", "its"].contains(lowWords[verb + 1])
      {
        let ends: Set<String> = ["who", "that", "feel", "to", "on", "in", "at", ","]
        let phrase = words[(verb + 2)...].prefix { !ends.contains($0.lowercased()) }
        if !phrase.isEmpty, phrase.count <= 4 {
          return "welcome the " + phrase.joined(separator: " ")
        }
      }
      // "A lonely hedgehog has moved into the garden, and the hero wants to make him feel at
      // home": the guest is the one the premise opens with.
      if let guest = openingNoun(of: words) { return "welcome " + guest }
      for coming in [" is visiting", " is coming", " is arriving", " visits", " arrives"] {
        guard let found = lowered.range(of: coming) else { continue }
        let before = text[..<found.lowerBound].split(separator: " ").suffix(3)
        if let article = before.firstIndex(where: { ["a", "an", "the"].contains($0.lowercased()) })
        {
          return "welcome the " + before[(article + 1)...].joined(separator: " ")
        }
      }
    }
    // "in charge of the one stubborn seed": a seed in someone's charge is grown.
    if let charge = lowered.range(of: "in charge of ") {
      // "the one stubborn seed": the seed, not how many.
      let after = text[charge.upperBound...].split(separator: " ").prefix(6).map(String.init)
        .filter { $0.lowercased() != "one" }
      let growing: Set<String> = [
        "seed", "seeds", "plant", "plants", "flower", "flowers", "seedling",
      ]
      // Just "the seed": "the stubborn seed" is read as someone stubborn seeding.
      if let noun = after.first(where: { growing.contains($0.lowercased()) }) {
        return "grow the " + noun.lowercased()
      }
    }
    // Only the hero's own words: "When the class plants a vegetable patch, the hero …".
    var words = text.split(separator: " ").map(String.init)
    if let hero = words.firstIndex(where: { $0.lowercased().hasPrefix("hero") }) {
      words = Array(words[hero...])
    }
    let ends: Set<String> = ["so", "before", "because", "while", "when", "until", "but", "and"]
    for (index, word) in words.enumerated() where index > 0 {
      let lowered = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
      // "when the lights go out": a noun after its article, not the verb "light".
      if determiners.contains(words[index - 1].lowercased()) { continue }
      var base: String?
      if storyVerbs.contains(lowered),
        ["to", "and", "then"].contains(words[index - 1].lowercased())
      {
        base = lowered
      } else if lowered.hasSuffix("ing") {
        let stem = String(lowered.dropLast(3))
        base = [stem, stem + "e", String(stem.dropLast())].first(where: storyVerbs.contains)
      } else if lowered.hasSuffix("s") {
        // "enters the jumping contest": the hero's own present tense.
        base = [String(lowered.dropLast()), String(lowered.dropLast(2))].first(
          where: storyVerbs.contains)
      }
      guard let verb = base, verb != weak else { continue }
      var phrase = [verb]
      for next in words[(index + 1)...] {
        let bare = next.lowercased().trimmingCharacters(in: .punctuationCharacters)
        if ends.contains(bare) { break }
        phrase.append(next.trimmingCharacters(in: .punctuationCharacters))
        if next.last.map({ ",.;".contains($0) }) == true { break }
      }
      guard phrase.count >= 2, phrase.count <= 12 else { continue }
      return phrase.joined(separator: " ")
    }
    return nil
  }

  /// What a premise that names no goal asks for when it says something is lost: "find the
  /// hero's favourite toy rabbit" for "The hero's favourite toy rabbit has gone missing".
  static func impliedGoal(in text: String) -> String? {
    let lowered = text.lowercased()
    // "is frightened of the big crashing waves, but …": the goal is to face them.
    for fear in [" frightened of ", " afraid of ", " scared of "] {
      guard let found = lowered.range(of: fear) else { continue }
      var after = String(text[found.upperBound...])
      for mark in [",", ";", ".", " but ", " and ", " so ", " because ", " when "] {
        if let end = after.range(of: mark) { after = String(after[..<end.lowerBound]) }
      }
      // "the big crashing waves on the beach": what is feared, not where.
      for place in [" on ", " in ", " at ", " by "] {
        if let end = after.range(of: place) { after = String(after[..<end.lowerBound]) }
      }
      let words = after.split(separator: " ")
      if (1...6).contains(words.count) { return "face " + words.joined(separator: " ") }
    }
    let missing = [
      " has gone missing", " have gone missing", " went missing", " is missing", " are missing",
      " has disappeared", " is lost", " are lost", " has vanished",
    ]
    guard
      let found = missing.compactMap({ lowered.range(of: $0) }).min(by: {
        $0.lowerBound < $1.lowerBound
      })
    else { return nil }
    // The noun phrase before it, back to the clause's start.
    var before = String(text[..<found.lowerBound])
    for mark in [",", ";", ".", " and ", " but ", " when ", " because "] {
      if let last = before.range(of: mark, options: .backwards) {
        before = String(before[last.upperBound...])
      }
    }
    let words = before.split(separator: " ").map(String.init)
    guard (1...6).contains(words.count) else { return nil }
    var phrase = words.joined(separator: " ")
    // "The hero's rabbit" is their own: "find their rabbit" (`Naming` says whose).
    if words.count > 1, words[0].lowercased() == "the", words[1].lowercased() == "hero's" {
      return "find their " + words.dropFirst(2).joined(separator: " ")
    }
    if let first = words.first, first == "The" || first == "A" || first == "An" {
      phrase = first.lowercased() + phrase.dropFirst(first.count)
    }
    return "find \(phrase)"
  }

  /// A building or a room is indoors, a sea or a lake is water, the rest is out of doors.
  func placeKind(of phrase: String) -> Premise.PlaceKind {
    let words = phrase.lowercased().split(separator: " ").map(String.init)
    let candidates = [words.suffix(2).joined(separator: " "), words.last ?? ""]
    for noun in candidates where !wordNet.senses(of: noun, as: .noun).isEmpty {
      guard let sense = wordNet.senses(of: noun, as: .noun).first else { continue }
      let names = Set(([sense] + wordNet.ancestors(of: sense)).flatMap(\.words))
      if names.contains("body of water") || names.contains("watercourse") { return .water }
      if sense.lexicographerFile == 6 || names.contains("room") || names.contains("building") {
        return .indoors
      }
      return .outdoors
    }
    return .outdoors
  }

  static let determiners: Set<String> = [
    "a", "an", "the", "my", "his", "her", "their", "its", "our", "your", "this", "that", "some",
  ]

  /// A field's "kitchen" said as "the kitchen"; "a red kite", "Grandma's attic" and "Paris"
  /// as they are.
  static func withArticle(_ text: String) -> String {
    guard let first = text.split(separator: " ").first else { return text }
    if determiners.contains(first.lowercased()) || first.hasSuffix("'s") || first.hasSuffix("’s")
      || first.first?.isUppercase == true
    {
      return text
    }
    return "the " + text
  }

  func nounPhrase(_ text: String) -> Premise.NounPhrase {
    let words = text.split(separator: " ").map(String.init)
    return Premise.NounPhrase(text: text, head: words.last?.lowercased() ?? "")
  }

  /// "before the storm arrives", "by sunset", "until the tide comes in", or a time alone
  /// ("dawn": before dawn).
  func deadline(given text: String) -> Premise.Deadline {
    var words = text.split(separator: " ").map(String.init)
    var word = "before"
    if let first = words.first?.lowercased(), ["before", "until", "till", "by"].contains(first) {
      word = first == "till" ? "until" : first
      words.removeFirst()
    } else if words.prefix(3).map({ $0.lowercased() }) == ["in", "time", "for"] {
      word = "in time for"
      words.removeFirst(3)
    }
    return deadline(word, words)
  }
}
