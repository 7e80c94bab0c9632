import Foundation

/// What a custom occasion's premise says, read by `PremiseReader` into the forms the writer
/// says it in: "The hero fixes his grandfather's old radio before the storm arrives, so the
/// family can hear the weather news" → goal "fix his grandfather's old radio" (past: "fixed
/// …"), thing "his grandfather's old radio", deadline "the storm arrives" (past: "the storm
/// arrived"), purpose "the family could hear the weather news".
public struct Premise: Sendable, Hashable {
  /// What the hero does, after "to" and in the past.
  public var goal: Action?
  /// What the goal is done to ("his grandfather's old radio"), and its last noun ("radio").
  public var thing: NounPhrase?
  /// Where it happens ("the attic", "the lighthouse"), and what kind of place that is.
  public var place: NounPhrase?
  public var placeKind: PlaceKind?
  /// Whom it is for ("grandma", "the family").
  public var forWhom: NounPhrase?
  /// By when it must be done.
  public var deadline: Deadline?
  /// Why: what the goal makes possible ("the family can hear the weather news").
  public var purpose: Clause?
  /// How: what the hero does that wins it ("because she makes a castle with a moat").
  public var reason: Clause?
  /// Who the hero is, when the premise says ("the lighthouse keeper's cat" → "cat").
  public var heroDescription: NounPhrase?
  /// Whether the hero is a person (the premise says nothing else, or says "the girl"); false
  /// for "the lighthouse keeper's cat" or "a little robot".
  public var heroIsPerson = true
  /// Whether whom it is for comes to the hero ("grandma, who is coming by the evening train").
  public var guestArrives = false
  /// Who does it with the hero ("The hero and her dog build …" → "her dog").
  public var companion: NounPhrase?
  /// What the premise says is so before the hero acts, in the past ("a baby fox was stuck
  /// on a frozen pond during a snowstorm"), where "the hero" may stand for the hero.
  public var situation: [String] = []
  /// What the hero does before the goal, in the past, without the hero ("heard a fishing
  /// boat's horn in the thick fog").
  public var heroBefore: String?

  public init(
    goal: Action? = nil, thing: NounPhrase? = nil, place: NounPhrase? = nil,
    forWhom: NounPhrase? = nil, deadline: Deadline? = nil, purpose: Clause? = nil,
    heroDescription: NounPhrase? = nil, companion: NounPhrase? = nil
  ) {
    self.goal = goal
    self.thing = thing
    self.place = place
    self.forWhom = forWhom
    self.deadline = deadline
    self.purpose = purpose
    self.heroDescription = heroDescription
    self.companion = companion
  }

  /// Inside a building, out of doors, or on the water: what a place's paths, sights and
  /// troubles can be.
  public enum PlaceKind: String, Sendable, Hashable {
    case indoors, outdoors, water
  }

  /// A verb phrase: "fix his grandfather's old radio" / "fixed his grandfather's old radio".
  public struct Action: Sendable, Hashable {
    public var infinitive: String
    public var past: String
    /// The verb alone, as a base form ("fix").
    public var verb: String
  }

  /// A noun phrase as written ("his grandfather's old radio") and its head noun ("radio").
  public struct NounPhrase: Sendable, Hashable {
    public var text: String
    public var head: String

    /// The phrase for a later mention: "the radio" (or a name as it is).
    public var definite: String {
      let first = text.split(separator: " ").first.map(String.init) ?? ""
      if first.first?.isUppercase == true, !["The", "A", "An"].contains(first) { return text }
      if ["the", "my", "his", "her", "its", "their", "our"].contains(first.lowercased()) {
        return text
      }
      if ["a", "an", "some"].contains(first.lowercased()) {
        return "the " + text.split(separator: " ").dropFirst().joined(separator: " ")
      }
      return "the " + text
    }
  }

  /// A clause: its subject, the present form and the past form ("the storm arrives" / "the
  /// storm arrived").
  public struct Clause: Sendable, Hashable {
    public var subject: String
    public var present: String
    public var past: String
  }

  /// "before the storm arrives" (an event) or "before dawn" (a time).
  public struct Deadline: Sendable, Hashable {
    /// "before", "until", "by".
    public var word: String
    public var event: Clause?
    public var time: NounPhrase?

    /// "before the storm arrived" / "before dawn", said in the past; "until the tide comes
    /// in" is a deadline too: "before the tide came in".
    public var pastPhrase: String {
      let said = word == "until" ? "before" : word
      return "\(said) \(event?.past ?? time?.text ?? "")"
    }
  }
}

extension Premise {
  /// The premise with every word `standIn` said as `name` (a premise read with a stand-in for
  /// a hero's name).
  func naming(_ standIn: String, as name: String) -> Premise {
    func said(_ text: String) -> String {
      text.replacingOccurrences(
        of: #"\b"# + standIn + #"\b"#, with: name, options: .regularExpression)
    }
    func said(_ phrase: NounPhrase?) -> NounPhrase? {
      phrase.map { NounPhrase(text: said($0.text), head: said($0.head)) }
    }
    func said(_ clause: Clause?) -> Clause? {
      clause.map {
        Clause(subject: said($0.subject), present: said($0.present), past: said($0.past))
      }
    }
    var premise = self
    premise.goal = goal.map {
      Action(infinitive: said($0.infinitive), past: said($0.past), verb: $0.verb)
    }
    premise.thing = said(thing)
    premise.place = said(place)
    premise.forWhom = said(forWhom)
    premise.deadline = deadline.map {
      Deadline(word: $0.word, event: said($0.event), time: said($0.time))
    }
    premise.purpose = said(purpose)
    premise.reason = said(reason)
    premise.heroDescription = said(heroDescription)
    premise.companion = said(companion)
    premise.situation = situation.map(said)
    premise.heroBefore = heroBefore.map(said)
    return premise
  }
}
