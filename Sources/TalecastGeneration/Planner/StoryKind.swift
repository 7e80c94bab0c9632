/// What kind of story a premise asks for, read from its verb: each kind has its own shape
/// of trying and failing, its own turn and its own ending (`StoryKind+Lines`).
enum StoryKind: String, Sendable, CaseIterable {
  case teach, find, fetch, make, win, rescue, guide, welcome, faceFear, celebrate, adventure
  /// Find out what is making a noise or a light (`Mystery`); read from the premise's words,
  /// not its verb.
  case investigate

  /// How the hero's gift acts on this kind of task.
  var shape: Gift.Shape {
    switch self {
    case .rescue: .reach
    case .fetch: .carry
    case .find, .adventure: .search
    case .guide: .guide
    case .make, .welcome, .celebrate: .craft
    case .teach: .coax
    case .win: .contest
    case .faceFear: .courage
    case .investigate: .listen
    }
  }

  /// The verbs (base forms) that ask for each kind; "get … down" and "bring … home" are
  /// read with their particles (`of(verb:words:)`).
  static let verbs: [StoryKind: Set<String>] = [
    .teach: ["teach", "train", "coach", "show"],
    .find: [
      "find", "search", "look", "discover", "solve", "uncover", "track", "seek", "investigate",
      "hunt", "spot", "catch",
    ],
    .fetch: [
      "bring", "deliver", "carry", "take", "fetch", "return", "post", "send", "pull", "tow",
      "collect", "gather", "pick", "drive",
    ],
    .make: [
      "make", "build", "fix", "mend", "repair", "bake", "grow", "plant", "paint", "knit", "sew",
      "cook", "decorate", "invent", "write", "draw", "water", "tidy", "clean", "light", "wash",
      "practise", "practice", "learn", "feed", "clear",
    ],
    .win: ["win", "race", "enter", "compete", "beat"],
    .rescue: ["rescue", "save", "free", "unstick", "get", "help"],
    .guide: ["guide", "lead", "steer", "escort"],
    .welcome: ["welcome", "greet", "meet"],
    .faceFear: ["face", "overcome", "brave"],
    .celebrate: ["celebrate", "throw", "surprise", "plan", "organise", "organize"],
  ]

  /// The kind for a goal's verb and its words ("get the kite down" is a rescue; "help the owl
  /// find its nest" a guide; "is scared of the dark" a fear).
  static func of(verb: String, words: [String]) -> StoryKind {
    let lowered = Set(words.map { $0.lowercased() })
    // A fear is the story when the hero's own verb is being afraid, not when the hero
    // teaches someone "without being scared".
    let fearful = !lowered.isDisjoint(with: [
      "scared", "afraid", "frightened", "fear", "nervous", "frighten",
    ])
    let ownVerb = allCases.contains { verbs[$0]?.contains(verb) == true }
    if fearful && (!ownVerb || ["be", "face", "overcome", "brave"].contains(verb))
      || verb == "be" && lowered.contains("brave")
    {
      return .faceFear
    }
    // "make a surprise birthday cake for Mum" is baking a cake; "plan a birthday party" a
    // celebration.
    let made = !Set(words.prefix(6).map { $0.lowercased() }).isDisjoint(with: [
      "cake", "card", "present", "gift", "pie", "biscuits", "cookies", "cupcakes",
    ])
    if !lowered.isDisjoint(with: ["party", "birthday", "celebration", "anniversary"]),
      !(made && verb != "throw" && verb != "plan" && !lowered.contains("party")),
      ["throw", "plan", "celebrate", "surprise", "make", "organise", "organize", "have"].contains(
        verb)
    {
      return .celebrate
    }
    // "swims out to help it" when it is stuck; "pull the stuck cart out of the ditch".
    let stuck = !lowered.isDisjoint(with: ["stuck", "trapped", "tangled", "stranded", "caught"])
    if verb == "help", stuck { return .rescue }
    if ["pull", "tow", "drag", "haul", "lift", "push"].contains(verb),
      stuck || !lowered.isDisjoint(with: ["ditch", "mud", "muddy"])
    {
      return .rescue
    }
    if verb == "help" || verb == "show" {
      if !lowered.isDisjoint(with: ["way", "home", "nest", "mother", "mum", "family", "back"]) {
        return .guide
      }
      if !lowered.isDisjoint(with: ["learn", "to"]) { return .teach }
      return .rescue
    }
    if verb == "bring" || verb == "take" || verb == "get",
      !lowered.isDisjoint(with: ["home", "back", "down", "out", "free", "safe", "off"])
    {
      return .rescue
    }
    if verb == "get" { return .fetch }
    if verb == "learn" { return .make }
    for kind in allCases where verbs[kind]?.contains(verb) == true { return kind }
    return .adventure
  }
}
