import TalecastCore

/// Where a story happens and everything that belongs there: its places and the way between
/// them, what is seen and heard, its weather, who lives there, and the
/// times that end a day there. The frame chooses one world from the premise's words; every
/// sight and helper of the story comes from it, so a tugboat's story is told on the
/// water and a snow story in the snow.
struct StoryWorld: Sendable {
  enum Name: String, Sendable, CaseIterable {
    case harbour, beach, snowyTown, park, garden, village, home, school, town, forest, nightSky
    case farm, river, zoo, mountain
  }

  /// What a picture of the world is drawn on.
  enum Backdrop: String, Sendable {
    case sea, beach, snow, park, garden, village, room, cellar, classroom, street, forest, night
    case farm, river
  }

  var name: Name
  /// Nouns of a premise that put its story here ("tugboat", "harbour", "sail").
  var triggers: Set<String>
  /// The world's place said with "the" ("the harbour").
  var place: String
  /// Where a child hero lives, with "in" or "at" ("in a blue house above the harbour").
  var home: Template
  /// Ways across the world, after a verb of going ("along the harbour wall").
  var routes: [Template]
  /// Whole sentences of what is seen and heard there.
  var sights: [Template]
  /// Who lives there and may help: first mention, later mention, pronoun.
  var helpers: [Role]
  /// Times that end a day there, if the premise sets none.
  var deadlines: [Deadline]
  /// Closing images, whole sentences; they name the key thing.
  var endings: [Template]
  var backdrop: Backdrop
  /// Words only this world says: another world's story never says them (tests check).
  var stockWords: Set<String>
  /// Whether the way about is by water (a boat hero sails, a child rows).
  var onWater = false
}

/// Someone or something in a story, with the forms the sentences need.
struct Role: Sendable, Hashable {
  /// The first mention: "a shy dragon", "Grandma", "her red kite".
  var first: String
  /// Later mentions: "the dragon", "Grandma", "her kite".
  var definite: String
  /// The noun it is ("dragon"), for pictures and checks.
  var head: String
  var pronouns: Pronouns
  /// Whether it lives (so it can be thanked, can say things, can be taught).
  var alive: Bool

  init(
    _ first: String, _ definite: String, head: String? = nil, pronouns: Pronouns = .it,
    alive: Bool = true
  ) {
    self.first = first
    self.definite = definite
    self.head = head ?? String(definite.split(separator: " ").last ?? "")
    self.pronouns = pronouns
    self.alive = alive
  }

  /// "The ducks were", but "the new pupil was": a "they" who is one person is one.
  var plural: Bool {
    pronouns == .they
      && (head.hasSuffix("s") || ["people", "children", "geese", "mice"].contains(head))
  }
  var was: String { plural ? "were" : "was" }
}

/// By when the hero must be done: "before the tide turned", and the moment it comes: "the
/// tide turned".
struct Deadline: Sendable, Hashable {
  var before: String
  var comes: String
}
