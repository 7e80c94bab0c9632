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
        let reading = try read(text, heroName: heroName)
        // The description fills what the premise left out, field by field.
        let isPerson =
          premise.heroDescription != nil ? premise.heroIsPerson : reading.heroIsPerson
        let arrives = premise.guestArrives || reading.guestArrives
        let situation = premise.situation.isEmpty ? reading.situation : premise.situation
        let heroBefore = premise.heroBefore ?? reading.heroBefore
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
        premise.placeKind = nil
      } catch {
        // A description may be about anything; only the premise must be readable.
        guard field == "promptSeed" else { continue }
        throw PremiseProblem(error.message, field: "promptSeed")
      }
      if premise.goal != nil { break }
    }
    if let goal = occasion.goal {
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
      premise.thing = given.thing ?? premise.thing
    }
    if let thing = occasion.thing { premise.thing = nounPhrase(Self.withArticle(thing)) }
    if let place = occasion.place { premise.place = nounPhrase(Self.withArticle(place)) }
    if let forWhom = occasion.forWhom { premise.forWhom = nounPhrase(forWhom) }
    if let deadline = occasion.deadline { premise.deadline = self.deadline(given: deadline) }
    premise.placeKind = premise.place.map { placeKind(of: $0.text) }
    return premise
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
