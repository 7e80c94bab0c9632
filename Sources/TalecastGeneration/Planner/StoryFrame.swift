import TalecastCore

/// What a story is: its kind, its hero as the story tells them, the key thing the story is
/// about, the other character, the world and the place in it, by when it must be done, what
/// the world puts in the way, and the goal in the writer's own words. The premise fills the
/// roles (`StoryFrame+Premise`); a built-in occasion has its own (`StoryFrame+Occasions`).
struct StoryFrame: Sendable {
  var kind: StoryKind
  var hero: HeroRole
  var gift: Gift
  /// What the story is about, on stage in every scene: a kite, a radio, a shy dragon.
  var thing: Role
  /// The other character: whom the hero teaches, guides or welcomes, whom it is for.
  var other: Role?
  /// Whom the task is done for, when that is someone ("Grandma").
  var whom: Role?
  /// Whose the key thing is, or to whom it goes, when that is someone besides the hero ("the
  /// farmer's stuck hay cart", "a note to Grandma's cottage"): on stage at the start and at the
  /// goal, so the one it matters to is in the story.
  var owner: Role?
  /// Someone the premise names beside the hero ("his cat Biscuit"): with the hero from the
  /// start, the helper at the low point, there at the end.
  var companion: Companion?
  /// Whether whom it is for comes at the end ("grandma, who is coming by the evening train").
  var guestArrives = false
  /// Whether a visitor to be made welcome is here already (a hedgehog that has moved into the
  /// garden), not on the way.
  var guestHere = false
  /// Whether the newcomer does not speak the hero's language yet ("a new boy who doesn't speak
  /// English yet"): made welcome without words.
  var newToLanguage = false
  var world: StoryWorld
  /// Where in the world, with "the" ("the park", "the attic").
  var place: String
  /// Where the thing is, after "was stuck" or "was lost": "up in the tallest tree".
  var spot: String?
  /// What a rescued thing is tangled in, with "the": "the old net", "the brambles".
  var trap: String?
  /// For a teaching story, what is learned, after "could" ("whistle").
  var skill: String?
  /// Where a fetched thing goes, after "to" ("Grandma", "the post office").
  var destination: String?
  /// The goal, after "to" and in the past: "get the kite down" / "got the kite down".
  var task: String
  var taskPast: String
  /// For a making story, its verb ("fix"); a mended thing was broken before.
  var makeVerb: String?
  /// By when, if the premise says or the kind of story races the world; else nil.
  var deadline: Deadline?
  var trouble: Trouble
  /// A contest won by what is shown, not by a race: "the pumpkin-growing contest", its entry
  /// the key thing (the pumpkin).
  var contest: String?
  /// What is so before the story starts, in the story's own sentences (`Retelling`).
  var situation: [String] = []
  /// Why it matters, said in the past: "the family could hear the weather news".
  var purpose: String?
  /// The purpose as it came true, a sentence of the ending: "And so the kids stayed cozy.",
  /// "Now the whole town could have fresh bread."
  var purposeDone: String?
  /// How the hero did it, when the premise says ("wins because she makes a castle with a
  /// moat"): "Daisy made a castle with a moat …", said at the turn.
  var reason: String?
  /// In an investigation, what is making the mystery (a little mouse), and what it was doing
  /// ("dragging an old sock into her nest"): found at the goal (`Mystery`).
  var source: Role?
  var sourceDoing: String?
  /// Whether the mystery is who keeps taking something ("someone keeps eating the
  /// strawberries"), not what makes a noise.
  var taken = false
  /// Whether the story happens at bedtime, at night or towards dark (the premise or its
  /// deadline says so): no sunlight in it.
  var night = false
  /// Whether a mended thing is torn cloth or paper (a kite, a teddy), patched rather than
  /// set ticking again.
  var patched = false

  /// What the key thing is once the goal is reached, after "was": "safe", "found", "working
  /// again".
  var done: String {
    switch kind {
    case .rescue: "safe"
    case .find, .adventure: "found"
    // Grandpa taken across the city arrives safe; he is nobody's parcel.
    case .fetch: thing.alive ? "safe" : "delivered"
    case .make:
      mends
        ? (patched ? "mended" : "working again")
        : grows ? "growing" : learns ? "easy" : clears ? "clear" : "finished"
    case .teach: "happy"
    case .win: contest == nil ? "won" : "ready"
    case .guide: "home"
    // A visitor who is here already is made welcome; a welcome got ready is ready.
    case .welcome: guestHere ? "happy" : "ready"
    case .celebrate: "ready"
    case .faceFear: "less scary"
    // What was being taken is safe once the taker is found.
    case .investigate: taken ? "safe" : "explained"
    }
  }

  /// The key thing before the goal is reached, after "was": "still not safe"; a fear is "as
  /// scary as ever", never "still not less scary".
  var notDone: String { kind == .faceFear ? "as scary as ever" : "still not \(done)" }

  /// How the gift acts on the task: a show is won by making the entry the best.
  var shape: Gift.Shape {
    contest != nil
      ? .craft
      : grows
        ? .tend
        : trap != nil
          ? .untangle
          : clears
            ? .clear
            : kind == .welcome ? .greet : kind.shape
  }

  /// Whether the thing is mended (it was broken) rather than made new.
  var mends: Bool { ["fix", "mend", "repair"].contains(makeVerb ?? "") }
  /// Whether the thing grows (seeds, sunflowers).
  var grows: Bool { ["grow", "plant", "water"].contains(makeVerb ?? "") }
  /// Whether the thing is cleared (a road under snow, a path under branches).
  var clears: Bool { ["clear", "shovel", "sweep", "plough", "plow"].contains(makeVerb ?? "") }
  /// Whether the hero learns it themselves ("learn to ride her bicycle").
  var learns: Bool { ["learn", "practise", "practice"].contains(makeVerb ?? "") }
}
