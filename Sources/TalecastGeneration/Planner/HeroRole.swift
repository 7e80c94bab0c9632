import TalecastCore

/// The hero as the story tells them: a child walks, a tugboat chugs, a snail creeps. The kind
/// comes from what the premise says the hero is ("The hero, a little tugboat, …"); a premise
/// that says nothing makes the hero a child.
struct HeroRole: Sendable, Hashable {
  enum Kind: String, Sendable { case child, animal, vehicle, toy }

  var name: String
  var pronouns: Pronouns
  var kind: Kind
  /// What the hero is, when not a child: "tugboat", "snail".
  var noun: String?
  /// How the hero goes, in the past ("walked", "chugged", "crept") and as "-ing".
  var went: String
  var going: String
  /// What the hero wears or looks like, as the user wrote it ("a yellow raincoat").
  var appearance: String
  var traits: [Trait]

  init(hero: Hero, description given: String?) {
    name = hero.name
    pronouns = hero.pronouns
    appearance = hero.appearance
    traits = hero.traits
    // A parent who set the hero up as "a small red tugboat with a big smile" or "a tiny brown
    // mouse with a patched scarf" said what the hero is: a tugboat wearing nothing, a mouse
    // in a patched scarf.
    var description = given
    // "a little boy with curly red hair", "a 5 year old girl with two puffy braids": a child,
    // and what follows "with" is how they look.
    if let child = hero.appearance.range(
      of:
        #"^((a|an) )?([a-z0-9-]+ ){0,4}(boy|girl|child|kid|toddler|year old|year-old|yr old|yo) (with|in|wearing) "#,
      options: [.regularExpression, .caseInsensitive])
    {
      appearance = String(hero.appearance[child.upperBound...])
    }
    let (said, wearing) = Self.described(inLooks: appearance)
    if let said {
      if description == nil { description = said }
      appearance = wearing ?? ""
    }
    // "a teddy bear with one button eye" is a bear; "a small star who has only just learned
    // to twinkle" a star.
    var described = description ?? ""
    for mark in [" with ", " who ", " that ", " which ", ","] {
      if let cut = described.range(of: mark) { described = String(described[..<cut.lowerBound]) }
    }
    let head =
      description == nil
      ? nil : described.split(separator: " ").last.map { String($0).lowercased() }
    var (kind, went, going) = Self.motion(of: head)
    // "a fire engine" rumbles; a steam engine puffs.
    if head == "engine", description?.lowercased().contains("fire") == true {
      (went, going) = ("rumbled", "rumbling")
    }
    // "a teddy bear", "a toy train": a toy first.
    let words = Set((description ?? "").lowercased().split(separator: " ").map(String.init))
    if !words.isDisjoint(with: ["teddy", "toy", "wooden", "clockwork", "stuffed"]), kind != .vehicle
    {
      (kind, went, going) = (.toy, "toddled", "toddling")
    }
    self.kind = kind
    noun = kind == .child ? nil : head
    self.went = went
    self.going = going
  }

  /// The looks as what the hero is ("a sleek grey otter") and what they wear or have after
  /// "with" ("a favourite pebble"), when the looks name an animal, a vehicle or a toy.
  static func described(inLooks looks: String) -> (String?, String?) {
    let lowered = looks.lowercased()
    let before = lowered.components(separatedBy: " with ").first ?? lowered
    var cut = before.components(separatedBy: " who ").first ?? before
    // "a cheeky little monkey in a striped t-shirt", "a small fluffy cloud that can change
    // shape": the monkey, the cloud.
    for mark in [
      " wearing ", " in a ", " in an ", " in his ", " in her ", " in their ", " that ", " which ",
    ] {
      cut = cut.components(separatedBy: mark).first ?? cut
    }
    // "glasses and a dinosaur t-shirt" is two things; "a patchy orange and white puppy" one.
    for join in [" and a ", " and an ", " and the ", " and his ", " and her ", " and their "] {
      cut = cut.components(separatedBy: join).first ?? cut
    }
    if let and = cut.range(of: " and "),
      !Looks.colours.contains(
        cut[..<and.lowerBound].split(separator: " ").last.map(String.init) ?? "")
    {
      cut = String(cut[..<and.lowerBound])
    }
    cut = cut.components(separatedBy: ",").first ?? cut
    let words = cut.split(separator: " ").map {
      $0.trimmingCharacters(in: .punctuationCharacters)
    }
    // The part's own noun, last: "a dinosaur t-shirt" is a shirt, "glasses and a dinosaur
    // hoodie" a child's.
    guard let noun = words.last, motion(of: noun).0 != .child else { return (nil, nil) }
    let end = words.lastIndex(of: noun) ?? words.count - 1
    let said = words[...end].joined(separator: " ")
    let with =
      (lowered.range(of: " with ") ?? lowered.range(of: " wearing ")).map {
        String(lowered[$0.upperBound...])
      }
      ?? [" in a ", " in an ", " in his ", " in her ", " in their "].lazy.compactMap {
        lowered.range(of: $0)
      }.first.map { String(lowered[lowered.index($0.lowerBound, offsetBy: 4)...]) }
    return (said, with)
  }

  /// What the premise says the hero is right after the name, when it is a vehicle, toy or
  /// animal: "Daisy the cow", "Bertie the little delivery van" (a clause Link Grammar could
  /// not link still says it).
  static func apposition(of name: String, in text: String) -> String? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    let first = name.split(separator: " ").first.map(String.init) ?? name
    guard
      let at = words.indices.dropLast(2).first(where: {
        words[$0] == first && words[$0 + 1].lowercased() == "the"
      })
    else { return nil }
    for end in (at + 2)..<min(at + 6, words.count) {
      let noun = words[end].lowercased().trimmingCharacters(in: .punctuationCharacters)
      if motion(of: noun).0 != .child {
        return words[(at + 2)...end].joined(separator: " ").lowercased()
      }
    }
    return nil
  }

  /// "the little tugboat" for a tugboat named Tug; the name for a child.
  var described: String {
    guard let noun else { return name }
    return "\(name) the \(noun)"
  }

  static let vehicles: [String: (String, String)] = [
    "tugboat": ("chugged", "chugging"), "tug": ("chugged", "chugging"),
    "boat": ("sailed", "sailing"), "ship": ("sailed", "sailing"), "ferry": ("chugged", "chugging"),
    "yacht": ("sailed", "sailing"), "train": ("puffed", "puffing"), "engine": ("puffed", "puffing"),
    "car": ("drove", "driving"), "truck": ("rumbled", "rumbling"), "lorry": ("rumbled", "rumbling"),
    "tractor": ("rumbled", "rumbling"), "bus": ("rumbled", "rumbling"),
    "digger": ("rumbled", "rumbling"),
    "plane": ("flew", "flying"), "aeroplane": ("flew", "flying"), "airplane": ("flew", "flying"),
    "helicopter": ("flew", "flying"), "rocket": ("zoomed", "zooming"),
    "balloon": ("floated", "floating"),
    "bicycle": ("rolled", "rolling"), "bike": ("rolled", "rolling"),
    "scooter": ("rolled", "rolling"),
    "snowplough": ("rumbled", "rumbling"), "submarine": ("glided", "gliding"),
    "van": ("rumbled", "rumbling"), "taxi": ("drove", "driving"),
    "ambulance": ("drove", "driving"), "tram": ("rattled", "rattling"),
    "bulldozer": ("rumbled", "rumbling"), "crane": ("rumbled", "rumbling"),
    "steamroller": ("rumbled", "rumbling"), "jeep": ("drove", "driving"),
    "sledge": ("slid", "sliding"), "sled": ("slid", "sliding"),
    "canoe": ("paddled", "paddling"), "raft": ("floated", "floating"),
    "lifeboat": ("chugged", "chugging"), "barge": ("chugged", "chugging"),
    "trawler": ("chugged", "chugging"), "rowboat": ("rowed", "rowing"),
    "sailboat": ("sailed", "sailing"), "glider": ("glided", "gliding"),
    "motorbike": ("zoomed", "zooming"), "pickup": ("rumbled", "rumbling"),
  ]

  static let animals: [String: (String, String)] = [
    "snail": ("crept", "creeping"), "tortoise": ("plodded", "plodding"),
    "turtle": ("paddled", "paddling"),
    "rabbit": ("hopped", "hopping"), "bunny": ("hopped", "hopping"),
    "hare": ("bounded", "bounding"),
    "frog": ("hopped", "hopping"), "kangaroo": ("bounded", "bounding"),
    "mouse": ("scurried", "scurrying"),
    "cat": ("padded", "padding"), "kitten": ("scampered", "scampering"),
    "dog": ("trotted", "trotting"), "dachshund": ("trotted", "trotting"),
    "poodle": ("trotted", "trotting"), "labrador": ("trotted", "trotting"),
    "terrier": ("trotted", "trotting"), "spaniel": ("trotted", "trotting"),
    "beagle": ("trotted", "trotting"), "collie": ("trotted", "trotting"),
    "corgi": ("trotted", "trotting"), "pug": ("trotted", "trotting"),
    "retriever": ("trotted", "trotting"), "dalmatian": ("trotted", "trotting"),
    "puppy": ("scampered", "scampering"), "fox": ("trotted", "trotting"),
    "horse": ("trotted", "trotting"),
    "pony": ("trotted", "trotting"), "bear": ("ambled", "ambling"), "duck": ("waddled", "waddling"),
    "penguin": ("waddled", "waddling"), "owl": ("flew", "flying"), "bird": ("flew", "flying"),
    "robin": ("flew", "flying"), "dragon": ("flew", "flying"), "bee": ("buzzed", "buzzing"),
    "butterfly": ("fluttered", "fluttering"), "fish": ("swam", "swimming"),
    "whale": ("swam", "swimming"),
    "dolphin": ("swam", "swimming"), "seal": ("swam", "swimming"),
    "crab": ("scuttled", "scuttling"),
    "hedgehog": ("trundled", "trundling"), "squirrel": ("scampered", "scampering"),
    "elephant": ("plodded", "plodding"), "badger": ("shuffled", "shuffling"),
    "goat": ("trotted", "trotting"),
    "lamb": ("skipped", "skipping"), "sheep": ("trotted", "trotting"),
    "hen": ("strutted", "strutting"),
    "chicken": ("strutted", "strutting"), "ladybird": ("crawled", "crawling"),
    "ant": ("marched", "marching"),
    "unicorn": ("galloped", "galloping"), "lion": ("padded", "padding"),
    "tiger": ("padded", "padding"),
    "monkey": ("swung", "swinging"), "koala": ("climbed", "climbing"),
    "otter": ("swam", "swimming"),
    "worm": ("wriggled", "wriggling"), "caterpillar": ("crawled", "crawling"),
    "spider": ("scuttled", "scuttling"),
    "firefly": ("flew", "flying"), "moth": ("fluttered", "fluttering"),
    "goose": ("waddled", "waddling"), "husky": ("bounded", "bounding"),
    "puppy dog": ("scampered", "scampering"), "deer": ("leapt", "leaping"),
    "reindeer": ("trotted", "trotting"), "mole": ("shuffled", "shuffling"),
    "beaver": ("waddled", "waddling"), "parrot": ("flew", "flying"),
    "swan": ("glided", "gliding"), "puffin": ("flew", "flying"), "seagull": ("flew", "flying"),
    "dinosaur": ("stomped", "stomping"), "giraffe": ("loped", "loping"),
    "zebra": ("trotted", "trotting"), "pig": ("trotted", "trotting"),
    "piglet": ("trotted", "trotting"), "cow": ("plodded", "plodding"),
    "donkey": ("trotted", "trotting"), "raccoon": ("scurried", "scurrying"),
    // Not animals, but alive in a story and no child: a star floats, a cloud drifts.
    "star": ("floated", "floating"), "comet": ("zoomed", "zooming"),
    "cloud": ("drifted", "drifting"), "snowflake": ("floated", "floating"),
    "raindrop": ("slid", "sliding"), "leaf": ("fluttered", "fluttering"),
    "fairy": ("fluttered", "fluttering"), "fawn": ("leapt", "leaping"),
    "foal": ("trotted", "trotting"),
  ]

  static let toys: [String: (String, String)] = [
    "teddy": ("toddled", "toddling"), "doll": ("toddled", "toddling"),
    "robot": ("clanked", "clanking"),
    "soldier": ("marched", "marching"), "puppet": ("jiggled", "jiggling"),
    "toy": ("toddled", "toddling"),
    "snowman": ("shuffled", "shuffling"), "scarecrow": ("shuffled", "shuffling"),
  ]

  static func motion(of head: String?) -> (Kind, String, String) {
    guard let head else { return (.child, "walked", "walking") }
    if let motion = vehicles[head] { return (.vehicle, motion.0, motion.1) }
    if let motion = toys[head] { return (.toy, motion.0, motion.1) }
    if let motion = animals[head] { return (.animal, motion.0, motion.1) }
    return (.child, "walked", "walking")
  }

  /// Whether the hero is a boat (goes on water, is drawn as one).
  var floats: Bool {
    guard let noun else { return false }
    return [
      "tugboat", "tug", "boat", "ship", "ferry", "yacht", "submarine", "canoe", "raft", "lifeboat",
      "barge", "trawler", "rowboat", "sailboat",
    ].contains(noun)
  }

  /// What a fall hurts, after "bumped his": a child's knee, a tugboat's side.
  var bump: String {
    switch kind {
    case .child: "knee"
    case .toy: "nose"
    case .vehicle: "side"
    case .animal:
      noun.map { ["owl", "bird", "robin", "duck", "penguin", "hen"].contains($0) } == true
        ? "wing" : "nose"
    }
  }

  /// Whether the hero has hands to hold a thing with.
  var hasHands: Bool { kind == .child || kind == .toy }
}
