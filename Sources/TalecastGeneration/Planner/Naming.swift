import TalecastCore

/// Noun phrases of a premise made into roles the story can say: "her kite" is the hero's
/// kite in the hero's own pronoun ("his kite" for a "he"), "a shy dragon" is "the shy dragon"
/// after its first mention, "Grandma" is "she", "sunflowers" are "they".
struct Naming {
  let hero: Hero
  let reader: PremiseReader?

  static let women: Set<String> = [
    "grandma", "granny", "grandmother", "nan", "nana", "mum", "mummy", "mom", "mother", "aunt",
    "auntie", "sister", "girl", "queen", "princess", "lady", "woman", "teacher's", "witch",
  ]
  static let men: Set<String> = [
    "grandpa", "grandad", "granddad", "grandfather", "dad", "daddy", "father", "uncle", "brother",
    "boy", "king", "prince", "man", "farmer", "fisherman", "keeper", "wizard",
  ]
  /// People the premise does not say are a she or a he: "the new kid" is "they", never "it".
  /// Family the hero calls by what they are: "Grandpa", "Mum".
  static let called: Set<String> = [
    "grandpa", "grandma", "granny", "grandad", "granddad", "nana", "nan", "mum", "mummy", "mom",
    "dad", "daddy", "papa", "gran",
  ]
  static let people: Set<String> = [
    "kid", "child", "baby", "friend", "neighbour", "neighbor", "classmate", "visitor",
    "teacher", "cousin", "twin", "person", "guest", "family", "friends", "pupil", "newcomer",
    "stranger", "choir", "class", "team", "band", "orchestra", "passengers", "children", "kids",
    "scouts", "tourists", "visitors",
  ]
  static let alive: Set<String> = [
    "dragon", "parrot", "puppy", "kitten", "owl", "duck", "ducks", "bird", "lamb", "friend",
    "neighbour", "neighbor", "baby", "unicorn", "monster", "giant", "robot", "snail", "dog", "cat",
  ]
  static let notPlural: Set<String> = [
    "glass", "dress", "bus", "grass", "class", "circus", "octopus", "moss", "cress", "boss",
    "compass", "walrus", "chess", "news", "mattress",
  ]

  /// "her kite" → "his kite" for a hero who is "he"; a premise's "her", "his", "their" at
  /// the start of a phrase are the hero's.
  func possessives(_ phrase: String) -> String {
    var words = phrase.split(separator: " ").map(String.init)
    guard let first = words.first?.lowercased(),
      ["his", "her", "their"].contains(first)
    else { return phrase }
    words[0] = hero.pronouns.possessive
    return words.joined(separator: " ")
  }

  static let determiners: Set<String> = [
    "a", "an", "the", "his", "her", "their", "its", "my", "our", "some",
  ]
  /// Words that end a phrase the reader took too far ("the lost lamb back", "the star find").
  static let trailing: Set<String> = [
    "back", "home", "away", "out", "down", "up", "off", "find", "get", "learn", "be", "to",
  ]
  static let adjectives: Set<String> = [
    "old", "new", "big", "little", "lost", "broken", "torn", "shy", "golden", "red", "blue",
    "tiny", "young", "stuck", "missing", "tallest", "biggest", "warm", "wise", "small", "last",
    "first", "runaway", "special", "favourite", "favorite", "precious", "magic", "hungry",
  ]

  func role(_ text: String, alive knownAlive: Bool? = nil) -> Role {
    var words = possessives(text).split(separator: " ").map(String.init)
    // "a new kid from far away": the noun phrase, not what follows it.
    let cut = Phrases.cut(words)
    if !cut.isEmpty { words = cut }
    // "a fawn who has wandered away": the fawn.
    if let relative = words.firstIndex(where: { ["who", "that", "which", "whose"].contains($0) }),
      relative > 0
    {
      words = Array(words[..<relative])
    }
    while words.count > 2, let last = words.last, Self.trailing.contains(last.lowercased()) {
      words.removeLast()
    }
    // "enough moonbeams", "lots of berries": how many is not part of the name.
    if let count = words.first?.lowercased(),
      ["enough", "many", "several", "lots"].contains(count),
      words.count > 1
    {
      words.removeFirst()
      if words.first?.lowercased() == "of", words.count > 1 { words.removeFirst() }
    }
    let said = words.joined(separator: " ")
    let head = (words.last ?? said).lowercased()
    let first = words.first ?? ""
    // "Teddy's button" is Teddy's, and no name itself.
    let isName = first.first?.isUppercase == true && !first.hasSuffix("'s")
    let lowered = head.trimmingCharacters(in: .punctuationCharacters)
    // "his zookeeper", "the lighthouse keeper": someone whose job it is.
    var pronouns: Pronouns =
      Self.people.contains(lowered) || lowered.hasSuffix("keeper") ? .they : .it
    // "her favourite toy rabbit" does not giggle from its hiding place.
    let toy = !Set(words.map { $0.lowercased() }).isDisjoint(with: [
      "toy", "teddy", "stuffed", "cuddly", "wooden", "plastic", "clockwork",
    ])
    let alive =
      knownAlive
      ?? (!toy
        && (Self.alive.contains(lowered) || isName || lowered.hasSuffix("keeper")
          || Self.people.contains(lowered)
          // "seal" is first a stamp to WordNet: any of its first three senses may be an animal.
          || reader?.wordNet.noun(lowered, isA: .animal, senses: 3) == true
          || reader?.wordNet.noun(lowered, isA: .person, senses: 1) == true))
    let title = first.lowercased().trimmingCharacters(in: .punctuationCharacters)
    if Self.women.contains(lowered) || ["mrs", "miss", "ms"].contains(title) && words.count > 1 {
      pronouns = .she
    } else if Self.men.contains(lowered) || title == "mr" && words.count > 1 {
      pronouns = .he
    } else if pronouns == .it, !toy, reader?.wordNet.noun(lowered, isA: .person, senses: 1) == true
    {
      // "the old station master" is someone, never an "it".
      pronouns = .they
    } else if isName, words.count == 1,
      reader?.wordNet.noun(lowered, isA: .animal, senses: 1) == true
    {
      // "his friend Duckling": a creature named for what it is.
      pronouns = .it
    } else if isName, alive, pronouns == .it {
      // "Mr Okafor" is a he and "Mrs Patel" a she; a name alone is someone, never an "it".
      pronouns = .they
    } else if lowered.hasSuffix("s"), !lowered.hasSuffix("ss"), !Self.notPlural.contains(lowered),
      lowered.count > 3
    {
      pronouns = .they
    }
    var definite = Premise.NounPhrase(text: said, head: head).definite
    // "a shy dragon", "her grandfather's old radio", "the lost fishing boat": later mentions
    // say fewer words ("the dragon", "the radio"); "her kite" and "the big slide" stay.
    if words.count > 2, !isName, !first.hasSuffix("'s") {
      let before = words[words.count - 2].lowercased()
      let keeps = ["big", "little", "old", "new", "tiny", "lost", "golden", "shy", "baby", "last"]
      // "the music box", "the fishing boat": a noun before the noun stays.
      let compound =
        !Self.adjectives.contains(before) && !before.hasSuffix("'s")
        && reader?.wordNet.baseForms(of: before, as: .noun).isEmpty == false
      definite =
        compound || keeps.contains(before) && words.count == 3
        ? "the \(words[words.count - 2]) \(words.last!)" : "the " + words.last!
      // "the ice cream truck": three nouns in a row are one name, kept whole.
      if compound, words.count > 3 {
        let third = words[words.count - 3].lowercased()
        if third == "ice"
          || !Self.adjectives.contains(third)
            && !Naming.determiners.contains(third) && !third.hasSuffix("'s")
            && reader?.wordNet.noun(third, isA: .artifact, senses: 2) == true
        {
          definite = "the " + words.suffix(3).joined(separator: " ")
        }
      }
    }
    // "grandma's lost reading glasses": someone's thing is theirs at every mention, said
    // short ("Grandma's glasses").
    if first.hasSuffix("'s") {
      let owner = first.dropLast(2).lowercased()
      let family = Self.women.contains(owner) || Self.men.contains(owner)
      let short = words.count > 2 ? "\(first) \(words.last!)" : said
      definite = family ? short.capitalizedFirst : short
    }
    // "her little sister Bea", "his friend Mr Okafor": a name is said by name after the
    // first mention, and is who the word before it says.
    if words.count > 1, let name = words.last, name.first?.isUppercase == true,
      first.first?.isUppercase != true || words.count == 2,
      let relation = words.dropLast().last(where: { $0.first?.isLowercase == true })
    {
      let titled = words.count > 2 && Companion.titles.contains(words[words.count - 2])
      let called = titled ? "\(words[words.count - 2]) \(name)" : name
      let noun = relation.lowercased()
      let gender: Pronouns =
        Self.women.contains(noun) ? .she : Self.men.contains(noun) ? .he : .they
      return Role(
        said, called, head: noun, pronouns: gender, alive: true)
    }
    var firstMention = first.hasSuffix("'s") ? definite : said
    // "her grandpa", "my mum": the hero's family are called what the hero calls them.
    if words.count == 2, ["his", "her", "their", "my", "our"].contains(first.lowercased()),
      Self.called.contains(lowered)
    {
      return Role(
        head.capitalizedFirst, head.capitalizedFirst, head: lowered,
        pronouns: Self.women.contains(lowered) ? .she : .he, alive: true)
    }
    if Self.women.contains(lowered) || Self.men.contains(lowered), words.count == 1 {
      firstMention = head.capitalizedFirst
      definite = firstMention
    }
    return Role(firstMention, definite, head: lowered, pronouns: pronouns, alive: alive)
  }
}

/// The phrases after the goal's verb: the first noun phrase, and those after prepositions.
struct Phrases {
  let words: [String]
  let reader: PremiseReader?

  init(_ words: ArraySlice<String>, reader: PremiseReader?) {
    self.words = Array(words)
    self.reader = reader
  }

  static let prepositions: Set<String> = [
    "in", "on", "at", "from", "under", "up", "behind", "inside", "down", "onto", "into", "to",
    "for", "with", "before", "until", "by", "near", "across", "through", "of", "out", "over",
    "so", "that", "because", "and", "while", "when", "after", "off", "during", "without",
    "somewhere", "anywhere", "everywhere",
  ]

  /// Words up to the first preposition or clause word.
  static func cut(_ words: [String]) -> [String] {
    Array(words.prefix { !prepositions.contains($0.lowercased()) && $0 != "," })
  }

  /// The first noun phrase of the goal ("the snow" in "see the snow on the mountain").
  var first: String? {
    let phrase = Self.cut(words)
    return phrase.isEmpty ? nil : phrase.joined(separator: " ")
  }

  /// The phrase after `word` ("to the post office").
  func after(_ word: String) -> String? {
    guard let index = words.firstIndex(of: word) else { return nil }
    let phrase = Self.cut(Array(words[(index + 1)...]))
    return phrase.isEmpty ? nil : phrase.joined(separator: " ")
  }

  static let spotWords: [(String, String)] = [
    ("from", "up in"), ("in", "in"), ("on", "on"), ("under", "under"), ("behind", "behind"),
    ("inside", "inside"), ("at", "at"), ("up", "up in"),
  ]

  /// Where the thing is, in the writer's words: "from the tallest tree" → "up in the tallest
  /// tree"; a thing "in the attic" is "in the attic".
  var spot: String? {
    for (index, word) in words.enumerated() {
      // "pull the cart out of the muddy ditch": it is in the ditch.
      if word.lowercased() == "out", index + 2 < words.count, words[index + 1] == "of" {
        let phrase = Self.cut(Array(words[(index + 2)...]))
        if !phrase.isEmpty { return "in " + phrase.joined(separator: " ") }
        continue
      }
      guard let said = Self.spotWords.first(where: { $0.0 == word.lowercased() })?.1 else {
        continue
      }
      var phrase = Self.cut(Array(words[(index + 1)...]))
      if phrase.first == "of" { phrase.removeFirst() }
      // "at the bottom of a muddy ditch": the bottom of what.
      let after = index + 1 + phrase.count
      if let last = phrase.last?.lowercased(),
        ["bottom", "top", "edge", "end", "side", "middle", "foot"].contains(last),
        after + 1 < words.count, words[after] == "of"
      {
        phrase += ["of"] + Self.cut(Array(words[(after + 1)...]))
      }
      guard !phrase.isEmpty else { continue }
      // "at sunset" says when, not where.
      let times: Set<String> = [
        "sunset", "sunrise", "dawn", "dusk", "night", "midnight", "noon", "bedtime", "lunchtime",
        "teatime", "home", "once", "last", "first",
      ]
      if phrase.count == 1, times.contains(phrase[0].lowercased()) { continue }
      // "down from the tallest tree": high up; "out of the well": in it.
      let high = ["tree", "roof", "tower", "cliff", "branch", "top", "pole", "mast", "chimney"]
      let isHigh = phrase.contains { high.contains($0.lowercased()) }
      // "gone missing from the farmyard" is not up anywhere.
      let preposition =
        isHigh && word.lowercased() != "under" ? "up in" : said == "up in" ? "in" : said
      return "\(preposition) \(phrase.joined(separator: " "))"
    }
    return nil
  }
}
