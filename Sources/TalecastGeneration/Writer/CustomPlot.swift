import Foundation
import TalecastCore

/// Reads a custom occasion's own words for its plot: the hero's goal from the premise ("The hero
/// bakes a honey cake for grandma, who …" → "bake a honey cake for grandma"), the guest it is
/// for, and which keyword can go missing. The story then tells these in its own sentences; the
/// premise is never pasted in.
enum CustomPlot {
  /// The hero's goal, after "to". From the premise or the description when either starts
  /// with the hero doing something; otherwise the occasion itself is the goal.
  static func goal(of occasion: CustomOccasion, hero: Hero) -> String {
    for text in [occasion.promptSeed, occasion.description] {
      if let goal = goal(in: text, hero: hero) { return goal }
    }
    return "make \(occasion.title) a day to remember"
  }

  /// "The hero bakes a cake, who …" → "bake a cake"; nil when the text does not start with
  /// the hero (or a pronoun) and a verb in the present tense.
  static func goal(in text: String, hero: Hero) -> String? {
    var clause = text.trimmingCharacters(in: .whitespacesAndNewlines)
    for stop in [",", ".", ";", ":", "!", "?", "\n", " who ", " because ", " while ", " so that "] {
      if let range = clause.range(of: stop) { clause = String(clause[..<range.lowerBound]) }
    }
    var words = clause.split(separator: " ").map(String.init)
    let subjects = [["the", "hero"], ["our", "hero"], [hero.name.lowercased()], ["she"], ["he"]]
    guard
      let subject = subjects.first(where: { subject in
        words.count > subject.count
          && zip(words, subject).allSatisfy { $0.lowercased() == $1 }
      })
    else { return nil }
    words.removeFirst(subject.count)
    // "wants to bake", "has to find", "is going to build", "will make", "must go".
    let leads = [
      ["wants", "to"], ["needs", "to"], ["has", "to"], ["tries", "to"], ["will"],
      ["must"], ["is", "going", "to"], ["hopes", "to"], ["decides", "to"], ["plans", "to"],
    ]
    if let lead = leads.first(where: { lead in
      words.count > lead.count && zip(words, lead).allSatisfy { $0.lowercased() == $1 }
    }) {
      words.removeFirst(lead.count)
    } else if let verb = infinitive(of: words[0]) {
      words[0] = verb
    } else {
      return nil
    }
    guard (2...16).contains(words.count) else { return nil }
    let goal = words.joined(separator: " ")
    return goal.replacingOccurrences(of: "the hero", with: hero.name)
      .replacingOccurrences(of: "The hero", with: hero.name)
  }

  /// The infinitive of a verb in the third person ("bakes" → "bake", "tries" → "try",
  /// "watches" → "watch", "has" → "have"); nil for a word that is not one.
  static func infinitive(of word: String) -> String? {
    let lowered = word.lowercased()
    guard lowered.allSatisfy(\.isLetter), lowered.count >= 3, lowered.hasSuffix("s") else {
      return nil
    }
    switch lowered {
    case "has": return "have"
    case "is": return "be"
    case "does": return "do"
    case "goes": return "go"
    default: break
    }
    if lowered.hasSuffix("ss") || lowered.hasSuffix("us") { return nil }
    if lowered.hasSuffix("ies"), lowered.count > 4 { return String(lowered.dropLast(3)) + "y" }
    for ending in ["sses", "shes", "ches", "xes", "zzes", "oes"] where lowered.hasSuffix(ending) {
      return String(lowered.dropLast(2))
    }
    return String(lowered.dropLast())
  }

  /// Family words that are said as names ("Grandma arrived"), and people said with the
  /// hero's possessive ("her aunt").
  static let namedFamily = [
    "grandma", "granny", "grandpa", "grandad", "granddad", "nana", "mum", "mom", "dad",
    "auntie",
  ]
  static let relatives = [
    "grandmother", "grandfather", "aunt", "uncle", "cousin", "sister", "brother", "teacher",
    "neighbour", "neighbor", "friend",
  ]
  /// Words that say somebody comes: then the guest arrives at the end, else is simply there.
  static let comingWords: Set<String> = [
    "visit", "visits", "visiting", "coming", "comes", "come", "arrive", "arrives", "arriving",
    "train", "bus", "plane",
  ]

  static func guest(of occasion: CustomOccasion, hero: Hero) -> Plot.Guest? {
    let text = [occasion.title, occasion.promptSeed, occasion.description] + occasion.keywords
    let words = text.flatMap {
      $0.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }
    let arrives = words.contains(where: comingWords.contains)
    if let word = words.first(where: namedFamily.contains) {
      return Plot.Guest(name: word.prefix(1).uppercased() + word.dropFirst(), arrives: arrives)
    }
    if let word = words.first(where: relatives.contains) {
      return Plot.Guest(name: "\(hero.pronouns.possessive) \(word)", arrives: arrives)
    }
    return nil
  }

  /// Words of keywords that cannot be put in a bag and lost: times, places, occasions.
  static let notPortable: Set<String> = [
    "train", "bus", "car", "boat", "ship", "plane", "day", "night", "morning", "evening",
    "afternoon", "party", "visit", "trip", "journey", "holiday", "weather", "rain", "snow",
    "sun", "house", "home", "school", "park", "garden", "beach", "sea", "festival", "birthday",
    "time", "song", "music", "game", "friend", "friends", "grandma", "grandpa", "mum", "dad",
    "family", "everyone", "world", "sky", "forest", "river", "mountain", "town", "village",
  ]

  /// A keyword that can go missing, chosen by the seed; never one the goal names (a cake
  /// that is lost cannot then be baked).
  static func lostThing(in keywords: [String], apartFrom goal: String, random: inout SeededRandom)
    -> LostThing?
  {
    let goalWords = Set(goal.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let candidates = keywords.filter { keyword in
      // The owner of "grandma's umbrella" does not go missing; the umbrella does.
      let things = keyword.lowercased().split(separator: " ").filter {
        !$0.hasSuffix("'s") && !$0.hasSuffix("’s")
      }
      let words = things.joined(separator: " ").split(whereSeparator: { !$0.isLetter }).map(
        String.init)
      guard !words.isEmpty, words.count <= 4, keyword.first?.isUppercase != true else {
        return false
      }
      return words.allSatisfy { !notPortable.contains($0) }
        && goalWords.isDisjoint(with: words.filter { $0.count > 3 })
    }
    guard let keyword = candidates.randomElement(using: &random) else { return nil }
    return LostThing(
      keyword: keyword, phrase: definite(keyword), plural: isPlural(keyword))
  }

  /// "a kite" → "the kite"; "grandma's umbrella" and "the map" stay; "honey cake" → "the
  /// honey cake".
  static func definite(_ keyword: String) -> String {
    let words = keyword.split(separator: " ", maxSplits: 1).map(String.init)
    let first = words[0].lowercased()
    if ["a", "an", "some"].contains(first), words.count == 2 { return "the " + words[1] }
    if ["the", "my", "his", "her", "their", "our"].contains(first) || first.hasSuffix("'s")
      || first.hasSuffix("’s")
    {
      return keyword
    }
    return "the " + keyword
  }

  static func isPlural(_ keyword: String) -> Bool {
    guard let last = keyword.split(separator: " ").last?.lowercased() else { return false }
    return last.hasSuffix("s") && !last.hasSuffix("ss") && !last.hasSuffix("us")
      && !last.hasSuffix("'s") && !last.hasSuffix("’s")
  }
}
