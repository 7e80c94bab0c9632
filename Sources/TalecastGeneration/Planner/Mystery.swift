import TalecastCore

/// A premise that asks what is making a noise or a light ("Something keeps going creak-creak
/// up in the attic at bedtime, and the hero … climbs the ladder to find out what it is") is an
/// investigation: the key thing is the mystery itself (the creak), and what makes it is chosen
/// here from the world, something small and gentle found at the end (a mouse making her nest
/// in the attic, a hedgehog in the garden), so the story answers the question it asks.
enum Mystery {
  /// Words of a premise that ask what something is.
  static let asks = [
    "find out what", "find out who", "find out where", "what is making", "what's making",
    "who is making", "what was making", "who was making", "what keeps", "something keeps",
    "strange noise", "strange sound", "funny noise", "spooky noise", "mysterious",
    "what that noise", "what the noise", "where the noise", "where the sound",
    "discover who", "discover what", "who has been", "who had been", "who keeps",
    "solve the mystery", "who could it be", "detective", "detectives", "keeps eating",
    "keeps taking", "keeps nibbling", "keep disappearing", "keeps disappearing",
    "who is eating", "who is taking", "who took", "who ate", "who stole", "been taking",
    "been eating", "been nibbling",
  ]

  /// Words that say something keeps being taken, before what is taken.
  static let takings: Set<String> = [
    "eating", "taking", "nibbling", "stealing", "pinching", "munching", "ate", "took", "stole",
  ]

  /// What keeps being taken ("the strawberries" in "someone keeps eating the strawberries in
  /// the garden", "the nuts" in "the nuts keep disappearing"), with "the".
  static func taken(in words: [String]) -> String? {
    if let at = words.indices.dropLast().first(where: { takings.contains(words[$0]) }) {
      var phrase = Phrases.cut(Array(words[(at + 1)...]))
      if let first = phrase.first,
        ["the", "all", "her", "his", "my", "our", "their"].contains(first)
      {
        phrase.removeFirst()
      }
      if phrase.first == "the" { phrase.removeFirst() }
      if !phrase.isEmpty, !["it", "them"].contains(phrase[0]) {
        return "the " + phrase.joined(separator: " ")
      }
    }
    if let at = words.indices.dropFirst().first(where: {
      ["disappearing", "vanishing"].contains(words[$0])
    }), let start = words[..<at].lastIndex(where: { $0 == "the" }) {
      let phrase = words[(start + 1)..<at].filter { !["keep", "keeps", "kept"].contains($0) }
      if !phrase.isEmpty { return "the " + phrase.joined(separator: " ") }
    }
    return nil
  }

  /// The mysteries by the word the premise says: the first mention and the later one.
  static let sounds: [(words: Set<String>, role: Role)] = [
    (["creak", "creaks", "creaking", "creak-creak"], Role("a strange creak", "the creak")),
    (["tap", "taps", "tapping", "tap-tap"], Role("a strange tapping", "the tapping")),
    (["knock", "knocks", "knocking"], Role("a strange knocking", "the knocking")),
    (
      ["scratch", "scratching", "scritch", "scratch-scratch"],
      Role("a strange scratching", "the scratching")
    ),
    (["rustle", "rustling"], Role("a strange rustling", "the rustling")),
    (["squeak", "squeaks", "squeaking"], Role("a strange squeaking", "the squeaking")),
    (["thump", "thumping", "bump", "bumping"], Role("a strange thumping", "the thumping")),
    (["hoot", "hooting", "howl", "howling"], Role("a strange hooting", "the hooting")),
    (
      [
        "light", "lights", "glow", "glowing", "twinkle", "twinkling", "flicker", "flickering",
        "sparkle", "sparkling",
      ], Role("a strange light", "the light")
    ),
    (["noise", "noises", "sound", "sounds"], Role("a strange noise", "the noise")),
  ]

  /// What turns out to be making it, in each world, and what it was doing.
  static func sources(in world: StoryWorld.Name) -> [(Role, String)] {
    switch world {
    case .home:
      [
        (Role("a little mouse", "the mouse", pronouns: .she), "dragging an old sock into her nest"),
        (
          Role("a young owl", "the owl", pronouns: .he),
          "shuffling about on a beam, too shy to fly out"
        ),
      ]
    case .school:
      [
        (
          Role("the class hamster", "the hamster", pronouns: .he),
          "running round and round in his wheel"
        )
      ]
    case .garden:
      [
        (
          Role("a hedgehog", "the hedgehog", pronouns: .he),
          "snuffling through the leaves for beetles"
        )
      ]
    case .forest:
      [(Role("a young badger", "the badger", pronouns: .he), "digging a brand new burrow")]
    case .park:
      [(Role("a squirrel", "the squirrel", pronouns: .she), "cracking nuts for her babies")]
    case .harbour:
      [
        (
          Role("a young seal", "the seal", pronouns: .she),
          "flapping on the boards, asking for fish"
        )
      ]
    case .beach:
      [(Role("a little crab", "the crab", pronouns: .he), "clicking his claws at a shell")]
    case .village:
      [(Role("a goat", "the goat", pronouns: .she), "nibbling at the gate, wanting to come out")]
    case .town:
      [(Role("a pigeon", "the pigeon", pronouns: .he), "building a nest in the drainpipe")]
    case .snowyTown:
      [(Role("a white hare", "the hare", pronouns: .she), "digging in the snow for a carrot")]
    case .farm:
      [(Role("a little mouse", "the mouse", pronouns: .she), "nibbling the corn in the barn")]
    case .river:
      [(Role("a frog", "the frog", pronouns: .he), "hopping on and off a lily pad")]
    case .mountain:
      [(Role("a mountain goat", "the goat", pronouns: .she), "nibbling the flowers by the path")]
    case .zoo:
      [
        (
          Role("a little meerkat", "the meerkat", pronouns: .she),
          "digging a new burrow under the fence"
        )
      ]
    case .nightSky:
      [(Role("a firefly", "the firefly", pronouns: .she), "lost and looking for her friends")]
    }
  }

  /// A room or a building the premise names ("down into the dusty cellar").
  static func room(in words: Set<String>) -> String? {
    let rooms = [
      "attic", "cellar", "loft", "shed", "barn", "garage", "kitchen", "cupboard", "chimney",
      "wardrobe", "basement", "greenhouse", "lighthouse", "classroom", "library",
    ]
    return rooms.first(where: words.contains)
  }

  /// The frame as an investigation, when the premise asks what something is.
  static func apply(to frame: inout StoryFrame, text: String, random: inout SeededRandom) {
    let lowered = text.lowercased()
    guard asks.contains(where: lowered.contains) else { return }
    // "Hoot the owl investigates": the hero's name is no hoot to find out about.
    let name = Set(frame.hero.name.lowercased().split(separator: " ").map(String.init))
    let words = Set(lowered.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init))
      .subtracting(name)
    let mystery =
      sounds.first { !$0.words.isDisjoint(with: words) }?.role
      ?? Role("a strange noise", "the noise")
    // A light is a firefly's, indoors or out.
    let light = mystery.head == "light"
    let sources =
      light
      ? [
        [.home, .school, .town].contains(frame.world.name)
          ? (Role("a lost firefly", "the firefly", pronouns: .she), "looking for the way out")
          : (Role("a family of fireflies", "the fireflies", pronouns: .they), "dancing in the dark")
      ] : sources(in: frame.world.name)
    let source = sources[Int.random(in: 0..<sources.count, using: &random)]
    frame.kind = .investigate
    // Where the noise is ("up in the attic"), when the premise says a room of the world.
    if let room = room(in: words) { frame.place = "the \(room)" }
    // What is in the way of finding out at bedtime is the dark, not a shower of rain.
    let night: Set<String> = ["bedtime", "night", "dark", "midnight", "evening", "nighttime"]
    if !words.isDisjoint(with: night) || [.home, .school].contains(frame.world.name),
      ![.dark, .powerCut, .fog].contains(frame.trouble.name)
    {
      frame.trouble = Trouble.named(.dark)
    }
    frame.thing = Role(mystery.first, mystery.definite, alive: false)
    frame.other = nil
    frame.spot = nil
    frame.source = source.0
    frame.sourceDoing = source.1
    frame.task = "find out what was making \(mystery.definite)"
    frame.taskPast = "found out what had been making \(mystery.definite)"
    // "Someone keeps eating the strawberries": who takes them, caught in the act.
    if sounds.allSatisfy({ $0.words.isDisjoint(with: words) }),
      let taken = taken(in: lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
    {
      let head = String(taken.split(separator: " ").last ?? "")
      frame.taken = true
      frame.thing = Role(
        taken, taken, head: head, pronouns: head.hasSuffix("s") ? .they : .it, alive: false)
      frame.task = "find out who was taking \(taken)"
      frame.taskPast = "found out who had been taking \(taken)"
      frame.sourceDoing =
        "with \(taken.replacingOccurrences(of: "the ", with: "a few of the ")) "
        + "tucked away for later"
    }
  }
}
