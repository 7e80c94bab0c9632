import TalecastCore

/// What a story is about: the hero's goal, the problem in the way, what resolves it, and for a
/// custom occasion its guest and keywords. A built-in occasion's plot comes from its setting; a
/// custom occasion's from its own title, premise and keywords (`CustomPlot`), in the setting it
/// borrows.
struct Plot: Sendable {
  enum Problem: Sendable {
    /// Something in the way, after "there was" ("a river far too wide to cross").
    case obstacle(String)
    /// Something of the hero's gone missing, with "the" ("the honey cake").
    case lost(LostThing)
  }

  /// Someone the occasion is for, who comes at the end ("Grandma").
  struct Guest: Sendable {
    var name: String
    /// Whether the premise has them come (a visit, a train) or simply be there.
    var arrives: Bool
  }

  /// After "to": "find the hidden waterfall", "bake a honey cake for grandma".
  var goal: String
  var problem: Problem
  /// What the hero finds when the problem is solved (built-in occasions), after "found".
  var treasure: String?
  var guest: Guest?
  /// A custom occasion's own keywords still to be said, in its order.
  var keywords: [String]
  var custom: CustomOccasion?
  /// The setting's way of setting off, if it says one.
  var departure: Line?
  /// What a custom occasion's premise and fields say (goal, deadline, purpose …), read by
  /// `PremiseReader`; nil for a built-in occasion.
  var premise: Premise?
  /// What the journey is for: a thing the goal needs, fetched from the story's place.
  var need: Need?
  /// The trouble said again ("the fallen tree"), when the setting has a short name for it.
  var obstacleShort: String?
  /// Whom a long story's hero helps on the way, whose thanks gets them past the trouble; none
  /// when the trouble is a lost thing (the thanks would have nothing to do).
  var aid: Aid?
  /// A long story's smaller trouble on the way.
  var setback: Setback?

  var isLost: Bool {
    if case .lost = problem { return true }
    return false
  }

  static func of(
    _ occasion: StoryOccasion, setting: Setting, hero: Hero, premise: Premise? = nil,
    random: inout SeededRandom
  )
    -> Plot
  {
    guard case .custom(let occasion) = occasion else {
      var plot = Plot(
        goal: setting.goal, problem: .obstacle(setting.obstacle), treasure: setting.treasure,
        guest: nil, keywords: [], custom: nil, departure: setting.departure)
      plot.obstacleShort = setting.obstacleShort
      plot.aid = setting.aid
      plot.setback = setting.setback
      return plot
    }
    let goal =
      premise.flatMap { $0.goal.map { speaking(of: hero, $0.infinitive, in: premise) } }
      ?? CustomPlot.goal(of: occasion, hero: hero)
    let lost = CustomPlot.lostThing(in: occasion.keywords, apartFrom: goal, random: &random)
    var needRandom = random.derived("need")
    var plot = Plot(
      goal: goal, problem: lost.map { .lost($0) } ?? .obstacle(setting.obstacle), treasure: nil,
      guest: premise.map { guest(of: $0) } ?? CustomPlot.guest(of: occasion, hero: hero),
      keywords: occasion.keywords.filter { $0 != lost?.keyword }, custom: occasion,
      departure: setting.departure, premise: premise)
    // A lost thing is the journey's trouble already; otherwise the journey fetches a need.
    if lost == nil, let premise { plot.need = Need.of(premise, random: &needRandom) }
    plot.obstacleShort = setting.obstacleShort
    plot.aid = lost == nil ? setting.aid : nil
    plot.setback = setting.setback
    return plot
  }

  /// A premise about an animal hero calls it "it" ("a star it borrowed"): the story calls the
  /// hero by the hero's own pronouns.
  static func speaking(of hero: Hero, _ phrase: String, in premise: Premise?) -> String {
    guard premise?.heroDescription != nil, premise?.heroIsPerson == false, hero.pronouns != .it
    else { return phrase }
    return phrase.split(separator: " ", omittingEmptySubsequences: false).map { word in
      switch word {
      case "it": hero.pronouns.subject
      case "its": hero.pronouns.possessive
      case "itself": hero.pronouns.reflexive
      default: String(word)
      }
    }.joined(separator: " ")
  }

  /// Whom a read premise says the story is for, if a person ("grandma"; not "the school
  /// race"): they come at the end when the premise has them coming.
  static func guest(of premise: Premise) -> Guest? {
    guard let whom = premise.forWhom else { return nil }
    let first = whom.text.prefix(1)
    let name =
      CustomPlot.namedFamily.contains(whom.text.lowercased())
      ? first.uppercased() + whom.text.dropFirst() : whom.text
    return Guest(name: name, arrives: premise.guestArrives)
  }
}

/// A thing that goes missing, with the forms the sentences need.
struct LostThing: Sendable {
  /// The keyword as the occasion wrote it.
  var keyword: String
  /// With "the" (or the owner's name): "the honey cake", "grandma's umbrella".
  var phrase: String
  /// "honey cakes" is more than one: "they were gone".
  var plural: Bool
}
