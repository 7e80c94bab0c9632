import Foundation

/// What the hero is good at, as the turn of the story uses it: on the task itself, not beside
/// it. The hero's own words ("whistling like any bird") are sorted into a kind of gift by
/// their words; each kind has a way to act on each shape of task. A gift of no known kind is
/// still used, in the hero's own words.
struct Gift: Sendable, Hashable {
  enum Kind: String, Sendable, CaseIterable {
    case music, seeing, jokes, speed, climbing, strength, animals, making, thinking,
      remembering, kindness, swimming, hearing, cooking, drawing, stories, patience, wayfinding,
      smelling, gardening, other
  }

  var kind: Kind
  /// The hero's words, after "a gift for" ("whistling like any bird").
  var words: String

  init(_ words: String) {
    self.words = words.trimmingCharacters(in: .whitespacesAndNewlines)
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    let lowered = Set(
      self.words.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    // "pulling", "pulls", "towing": a keyword's other forms count too.
    let stems = lowered.union(lowered.flatMap(Self.stems))
    kind =
      Self.keywords.first { _, words in !stems.isDisjoint(with: words) }?.0 ?? .other
  }

  /// A word's plain forms: "pulling" → "pull", "baking" → "bake", "loads" → "load".
  static func stems(_ word: String) -> [String] {
    var said: [String] = []
    if word.hasSuffix("ing"), word.count > 5 {
      let stem = String(word.dropLast(3))
      said += [stem, stem + "e", String(stem.dropLast())]
    }
    if word.hasSuffix("s"), word.count > 3 { said.append(String(word.dropLast())) }
    return said
  }

  /// In order: the first kind whose words the gift has.
  static let keywords: [(Kind, Set<String>)] = [
    // "making friends", "making new friends feel at home": a kindness, not a making.
    (.kindness, ["friends", "friend", "friendly", "welcome", "welcoming"]),
    (.stories, ["story", "stories", "storytelling", "tales", "storyteller", "reading", "books"]),
    (.smelling, ["sniff", "sniffing", "smell", "smelling", "nose", "scent", "scents"]),
    (
      .gardening,
      ["growing", "gardening", "garden", "plants", "seeds", "flowers", "green", "digging", "dig"]
    ),
    (.patience, ["patient", "patience", "waiting", "wait"]),
    (
      .wayfinding,
      [
        "map", "maps", "compass", "directions", "stars", "star", "navigating", "street", "streets",
        "roads", "route", "routes", "shortcuts", "quickest",
      ]
    ),
    (.animals, ["animal", "animals", "creatures", "language", "languages", "dragon", "birds"]),
    (
      .music,
      [
        "sing", "singing", "song", "songs", "whistle", "whistling", "hum", "humming", "tune",
        "tunes", "music", "melody", "piano", "drum", "violin", "flute",
      ]
    ),
    (.remembering, ["remember", "remembering", "memory", "never", "forgets", "forgetting"]),
    (
      .seeing,
      [
        "find", "finding", "spot", "spotting", "see", "seeing", "eyes", "notice", "noticing",
        "lost", "sharp", "look", "looking",
      ]
    ),
    (.jokes, ["joke", "jokes", "laugh", "laughing", "funny", "giggle", "tickle", "silly"]),
    // Before speed: an otter "swimming super fast" swims.
    (.swimming, ["swim", "swimming", "breath", "dive", "diving", "water"]),
    (
      .speed,
      [
        "run", "running", "fast", "quick", "quickly", "speed", "race", "racing", "skating",
        "skate", "skates", "gliding", "zooming", "flying", "fly", "zoom", "dash",
      ]
    ),
    (
      .climbing,
      ["climb", "climbing", "jump", "jumping", "balance", "balancing", "leap", "leaping"]
    ),
    (
      .strength,
      [
        "strong", "lift", "lifting", "carry", "carrying", "push", "pushing", "pull", "tow", "heavy",
        "load", "haul",
      ]
    ),
    (
      .making,
      [
        "build", "building", "make", "making", "fix", "fixing", "mend", "mending", "tools", "knots",
        "tying", "sew", "sewing", "knit",
      ]
    ),
    (
      .thinking,
      [
        "think", "thinking", "clever", "puzzle", "puzzles", "count", "counting", "numbers", "idea",
        "ideas", "plan", "plans", "riddles",
      ]
    ),
    (
      .kindness,
      [
        "kind", "gentle", "calm", "calming", "soothe", "soothing", "comfort", "comforting", "cheer",
        "cheering", "hug", "hugs", "friends", "cuddle", "cuddles", "cuddling", "sharing", "helping",
        "caring",
      ]
    ),
    (.hearing, ["hear", "hearing", "listen", "listening", "ears", "sounds"]),
    (.cooking, ["bake", "baking", "cook", "cooking", "recipe", "cakes", "soup"]),
    (
      .drawing,
      [
        "draw", "drawing", "paint", "painting", "colours", "colors", "pictures", "decorating",
        "decorate", "patterns", "pattern",
      ]
    ),
  ]

  /// Words one of which the turn's sentence says, so a reader (and a test) hears the gift at
  /// work; the hero's own words for a gift of no known kind.
  var actionWords: Set<String> {
    switch kind {
    case .music: ["sang", "hummed", "whistled", "tune", "song", "notes"]
    case .seeing: ["spotted", "noticed", "looked", "saw", "eyes"]
    case .jokes: ["joke", "laughed", "giggled", "laughing", "laugh"]
    case .speed: ["ran", "raced", "dashed", "fast", "faster", "quick", "zoomed", "sped"]
    case .climbing: ["climbed", "jumped", "leapt", "balanced", "scrambled"]
    case .strength: ["lifted", "pushed", "pulled", "heaved", "strong"]
    case .animals: ["asked", "talked", "spoke", "language", "understood"]
    case .making: ["built", "tied", "made", "fixed", "knot", "mended", "sewed"]
    case .thinking: ["thought", "counted", "worked", "plan", "puzzled"]
    case .remembering: ["remembered", "remember"]
    case .kindness: ["gently", "softly", "calm", "kind", "kindly"]
    case .swimming: ["swam", "dived", "breath"]
    case .hearing: ["listened", "heard", "ears"]
    case .cooking: ["baked", "cooked", "recipe", "mixed"]
    case .drawing: ["drew", "painted", "drawing", "picture", "chalk"]
    case .stories: ["story", "told", "tale"]
    case .patience: ["patient", "patiently", "waited"]
    case .wayfinding: ["map", "star", "way", "path"]
    case .smelling: ["sniffed", "smell", "nose", "scent"]
    case .gardening: ["planted", "watered", "soil", "roots", "seeds"]
    case .other:
      Set(words.lowercased().split(separator: " ").map(String.init).filter { $0.count > 3 })
    }
  }
}
