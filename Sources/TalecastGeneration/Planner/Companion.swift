import TalecastCore

/// Someone the premise names beside the hero: "his cat Biscuit", "her dog Waffles", "his
/// neighbour Mr Okafor", "his friend the tortoise", "the snail next door", "a kind badger
/// named Bertie", "with her grandpa". A parent who names them expects them in the story: with
/// the hero from the start, the one who helps at the low point, there at the end.
struct Companion: Sendable, Hashable {
  var role: Role
  /// An animal acts and is talked to; a person talks back.
  var isAnimal: Bool
  /// Whether the premise gives a name ("Biscuit"), not only what they are ("his dog").
  var isNamed: Bool

  /// Everyone the premise names besides the hero, in the order it names them.
  static func all(in text: String, heroName: String, naming: Naming) -> [Companion] {
    let tokens = text.split(separator: " ").map { String($0) }
    let words = tokens.map { $0.trimmingCharacters(in: .punctuationCharacters.subtracting(["'"])) }
    let lower = words.map { $0.lowercased() }
    let hero = Set(heroName.lowercased().split(separator: " ").map(String.init))
    var found: [Companion] = []
    func isName(_ index: Int) -> Bool {
      guard index > 0, index < words.count, let first = words[index].first, first.isUppercase,
        !hero.contains(lower[index]), !Self.notNames.contains(lower[index]),
        // "Mrs Patel's house" names whose the house is, not someone who comes along.
        !lower[index].hasSuffix("'s"), !lower[index].hasSuffix("’s")
      else { return false }
      return true
    }
    /// A name and the title before it ("Mr Okafor", "Grandpa Walrus"), its last index.
    func name(at index: Int) -> (String, Int)? {
      guard isName(index) else { return nil }
      if Self.titles.contains(words[index]), isName(index + 1) {
        return ("\(words[index]) \(words[index + 1])", index + 1)
      }
      return Self.titles.contains(words[index]) ? nil : (words[index], index)
    }
    func isAnimal(_ noun: String) -> Bool {
      HeroRole.animals[noun] != nil || Self.pets.contains(noun)
        || naming.reader?.wordNet.noun(noun, isA: .animal, senses: 1) == true
    }
    func isRelation(_ noun: String) -> Bool {
      Self.relations.contains(noun) || isAnimal(noun)
    }
    /// The words before a relation that say whose and what kind: "his big sister".
    func lead(before index: Int) -> [String] {
      var start = index
      while start > 0, Self.describing.contains(lower[start - 1]) { start -= 1 }
      if start > 0, Self.possessives.contains(lower[start - 1]) || lower[start - 1].hasSuffix("'s")
      {
        start -= 1
      }
      var said = Array(words[start..<index])
      // "my cat", "our dog": the hero's, in the hero's own pronoun.
      if let first = said.first?.lowercased(), Self.possessives.contains(first) {
        said[0] = naming.hero.pronouns.possessive
      }
      return said
    }
    func pronouns(_ noun: String, animal: Bool, named: Bool, name: String = "") -> Pronouns {
      // "her teacher Mrs Patel" is a she whatever a teacher is.
      if ["Mrs", "Miss", "Ms"].contains(where: { name.hasPrefix($0 + " ") }) { return .she }
      if name.hasPrefix("Mr ") { return .he }
      if Naming.women.contains(noun) { return .she }
      if Naming.men.contains(noun) { return .he }
      // "his dog Pepper": a pet whose name says no he or she is an "it" ("wagged its tail"),
      // never a "they", which a listener hears as more than one.
      return animal ? .it : .they
    }
    var index = 0
    while index < words.count {
      defer { index += 1 }
      let word = lower[index]
      // "his cat Biscuit", "cousin Mia", "her neighbour Mr Okafor".
      if isRelation(word), let (said, last) = name(at: index + 1) {
        let lead = lead(before: index)
        let animal = isAnimal(word)
        let first = (lead + [words[index], said]).joined(separator: " ")
        found.append(
          Companion(
            role: Role(
              first, said, head: word,
              pronouns: pronouns(word, animal: animal, named: true, name: said)),
            isAnimal: animal, isNamed: true))
        index = last
        continue
      }
      // "Grandpa Walrus", "Mrs Birch": a title and a name.
      if Self.titles.contains(words[index]), isName(index + 1) {
        let said = "\(words[index]) \(words[index + 1])"
        let noun = ["mrs", "miss", "ms"].contains(word) ? "woman" : word == "mr" ? "man" : word
        found.append(
          Companion(
            role: Role(
              said, said, head: word, pronouns: pronouns(noun, animal: false, named: true)),
            isAnimal: false, isNamed: true))
        index += 1
        continue
      }
      // "a kind badger named Bertie".
      if ["named", "called"].contains(word), index > 0, let (said, last) = name(at: index + 1) {
        let noun = lower[index - 1]
        let animal = isAnimal(noun)
        // "a boy called Oliver" keeps its "a".
        var lead = lead(before: index - 1)
        if lead.isEmpty, index > 1, ["a", "an", "the"].contains(lower[index - 2]) {
          lead = [lower[index - 2]]
        }
        let first = (lead + [words[index - 1], word, said]).joined(separator: " ")
        found.append(
          Companion(
            role: Role(
              first, said, head: noun, pronouns: pronouns(noun, animal: animal, named: true)),
            isAnimal: animal, isNamed: true))
        index = last
        continue
      }
      // "his friend the tortoise".
      if ["friend", "neighbour", "neighbor", "pal"].contains(word), index + 2 < words.count,
        lower[index + 1] == "the", isRelation(lower[index + 2])
      {
        let noun = lower[index + 2]
        let first = (lead(before: index) + [words[index], "the", words[index + 2]]).joined(
          separator: " ")
        let animal = isAnimal(noun)
        found.append(
          Companion(
            role: Role(
              first, "the " + words[index + 2], head: noun,
              pronouns: pronouns(noun, animal: animal, named: false)),
            isAnimal: animal, isNamed: false))
        index += 2
        continue
      }
      // "the snail next door".
      if word == "the", index + 3 < words.count, isRelation(lower[index + 1]),
        lower[index + 2] == "next", lower[index + 3] == "door"
      {
        let noun = lower[index + 1]
        let animal = isAnimal(noun)
        found.append(
          Companion(
            role: Role(
              "the \(words[index + 1]) next door", "the \(words[index + 1])", head: noun,
              pronouns: pronouns(noun, animal: animal, named: false)),
            isAnimal: animal, isNamed: false))
        index += 3
        continue
      }
      // "with her grandpa", "and his dog": family and pets, unnamed.
      if ["with", "and"].contains(word), index + 2 < words.count,
        Self.possessives.contains(lower[index + 1]),
        Self.relations.contains(lower[index + 2]) || Self.pets.contains(lower[index + 2])
          || HeroRole.animals[lower[index + 2]] != nil,
        !isName(index + 3), index + 3 >= words.count || lower[index + 3] != "the"
      {
        let noun = lower[index + 2]
        let family = Naming.women.contains(noun) || Naming.men.contains(noun)
        let animal = isAnimal(noun)
        let said = family ? noun.capitalizedFirst : "\(naming.hero.pronouns.possessive) \(noun)"
        found.append(
          Companion(
            role: Role(
              said, said, head: noun, pronouns: pronouns(noun, animal: animal, named: false)),
            isAnimal: animal, isNamed: false))
        index += 2
      }
    }
    return found
  }

  /// Words a name is never: the start of a sentence's small words, months, places' words.
  static let notNames: Set<String> = [
    "a", "an", "the", "my", "our", "his", "her", "their", "it", "when", "one", "on", "in", "at",
    "every", "can", "christmas", "easter", "halloween", "saturday", "sunday", "monday",
    "tuesday", "wednesday", "thursday", "friday", "i",
  ]
  static let titles: Set<String> = [
    "Mr", "Mrs", "Miss", "Ms", "Dr", "Grandpa", "Grandma", "Granny", "Grandad", "Nana", "Uncle",
    "Aunt", "Auntie", "Cousin", "Captain", "Farmer", "Professor", "Old",
  ]
  static let relations: Set<String> = [
    "friend", "neighbour", "neighbor", "sister", "brother", "cousin", "grandpa", "grandma",
    "granny", "grandad", "granddad", "grandfather", "grandmother", "nana", "nan", "mum", "mom",
    "dad", "mother", "father", "aunt", "auntie", "uncle", "teacher", "classmate", "pal", "twin",
  ]
  static let pets: Set<String> = [
    "cat", "dog", "puppy", "kitten", "hamster", "rabbit", "pony", "horse", "parrot", "tortoise",
    "goldfish", "pet", "mouse", "guinea", "budgie", "snail",
  ]
  static let possessives: Set<String> = ["his", "her", "their", "my", "our"]
  static let describing: Set<String> = [
    "big", "little", "best", "old", "new", "kind", "younger", "older", "baby", "elder", "class",
    "clever", "wise", "grumpy", "friendly", "faithful", "trusty", "loyal", "fluffy", "pet",
  ]
}
