import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// The catalogue's choices `[a|b|c]`: the writer makes each with the story's seed, never
/// leaves one behind, every choice keeps the line's tokens, and over many stories no sentence
/// is heard in more than a few of them.
@Suite struct TemplateVarietyTests {
  let writer = TemplateStoryWriter()

  static func vocabulary(seed: UInt64) -> Vocabulary {
    let hero = Hero(
      name: "Robin", primaryTrait: .kind, secondaryTrait: .smart, appearance: "a red scarf",
      specialAbility: "finding lost things")
    let occasion = StoryOccasion.builtIn(.magicGarden)
    let setting = Setting.of(occasion.settingOccasion)
    var random = SeededRandom(seed: seed)
    let plot = Plot.of(occasion, setting: setting, hero: hero, random: &random)
    return Vocabulary(
      hero: hero, setting: setting, plot: plot, occasion: occasion,
      random: SeededRandom(seed: seed).derived("vocabulary"))
  }

  @Test func varyMakesEveryChoiceAndLeavesNoBracket() {
    var seen: Set<String> = []
    for seed in UInt64(0)..<200 {
      var words = Self.vocabulary(seed: seed)
      let varied = words.vary("[a|b|c] and [x|]")
      #expect(!varied.contains("[") && !varied.contains("]") && !varied.contains("|"))
      seen.insert(varied)
    }
    #expect(seen == ["a and x", "b and x", "c and x", "a and ", "b and ", "c and "])
    var words = Self.vocabulary(seed: 1)
    #expect(words.vary("no choice here") == "no choice here")
  }

  @Test func storiesLeaveNoChoiceBehind() throws {
    let hero = Hero(
      name: "Robin", primaryTrait: .curious, secondaryTrait: .gentle,
      appearance: "a striped jumper", specialAbility: "whistling like any bird")
    for occasion in BuiltInOccasion.allCases {
      for length in StoryLength.allCases {
        for seed in UInt64(0)..<20 {
          let story = try writer.write(
            hero: hero, occasion: .builtIn(occasion), length: length, seed: seed)
          for sentence in story.scenes.flatMap({ Sentences.split($0.text) }) {
            #expect(
              !sentence.contains("[") && !sentence.contains("]") && !sentence.contains("|"),
              "\(occasion) \(length) \(seed): \(sentence)")
          }
        }
      }
    }
  }

  /// Every line of the catalogue the writer varies, with whether it is a whole sentence (a
  /// predicate or an opener is only part of one).
  static var setbacks: [Setback] {
    BuiltInOccasion.allCases.map { Setback.of($0) }
      + [Premise.PlaceKind.indoors, .outdoors, .water].map { Setback.of($0) }
  }

  static var catalogue: [(line: Line, sentence: Bool)] {
    let sentences: [[Line]] =
      [
        FillerSentences.home, FillerSentences.ready, FillerSentences.tension,
        FillerSentences.relief, FillerSentences.calm, FillerSentences.setting,
        FillerSentences.people, FillerSentences.keywords,
      ] + Beat.introductions
      + [
        Beat.arrivals, Beat.calls, Beat.offers, Beat.settingOut, Beat.takingAlong, Beat.paths,
        Beat.traitMoments, Beat.obstacles, Beat.losses, Beat.dismay, Beat.lossDismay,
        Beat.puzzling, Beat.obstacleAttempts, Beat.searches, Beat.ideas, Beat.efforts,
        Beat.findings, Beat.clearedForGoal, Beat.recoveries, Beat.goalsDone, Beat.goalsSaved,
        Beat.homecomings, Beat.arrivingGuests, Beat.waitingGuests, Beat.goalsReached,
        Beat.deadlineEvents, Beat.deadlineTimes, Beat.purposesMet, Beat.feelings,
        Beat.toneEndings, Beat.plainEndings, Beat.lastImages, Beat.meetings,
        Beat.helpingHands, Beat.helpings, Beat.thanks, Beat.farewells, Beat.setbackWorries,
        Beat.setbackAfter, Beat.aidIdeas, Beat.aidsUsed, Beat.giftsFind, Beat.giftsUsed,
        Beat.needsFound,
        Beat.goalsDoneWithNeed,
      ] + setbacks.map { [$0.start] + $0.ends }
    var random = SeededRandom(seed: 7)
    let moments = FillerSentences.moments(random: &random)
    let parts: [Line] =
      FillerSentences.actions + FillerSentences.openers.map { Line($0) }
      + Trait.allCases.flatMap { TraitPhrases.action($0) }
    return sentences.joined().map { ($0, true) } + moments.map { ($0, true) }
      + parts.map { ($0, false) }
  }

  /// A template cut into its plain text and its choices: "a [b|c] d" is
  /// [["a "], ["b", "c"], [" d"]]. Nil when a bracket is unbalanced or nested.
  static func pieces(_ template: String) -> [[String]]? {
    var pieces: [[String]] = []
    var current = ""
    var inChoice = false
    for character in template {
      switch character {
      case "[":
        if inChoice { return nil }
        pieces.append([current])
        current = ""
        inChoice = true
      case "]":
        if !inChoice { return nil }
        pieces.append(
          current.split(separator: "|", omittingEmptySubsequences: false).map(String.init))
        current = ""
        inChoice = false
      case "|" where !inChoice: return nil
      default: current.append(character)
      }
    }
    if inChoice { return nil }
    pieces.append([current])
    return pieces
  }

  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      tokens.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return tokens.sorted()
  }

  /// Every outcome of a template's choices.
  static func outcomes(_ pieces: [[String]]) -> [String] {
    pieces.reduce([""]) { sofar, choices in sofar.flatMap { head in choices.map { head + $0 } } }
  }

  static let timeWords: Set<String> = [
    "morning", "mornings", "afternoon", "evening", "night", "sunset", "dusk", "dawn", "sunshine",
    "sunlight", "star", "stars", "moon", "supper", "breakfast", "goodnight", "fireflies", "sun",
  ]
  static let outdoorWords: Set<String> = [
    "wind", "grass", "slope", "hill", "rock", "breeze", "sky", "path",
  ]
  static let personWords: Set<String> = ["shoes", "shoe", "pocket", "pockets", "hair", "sleeves"]

  static func words(_ text: String) -> Set<String> {
    Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  @Test func everyChoiceKeepsItsLinesTokensAndReadsWell() {
    for (line, sentence) in Self.catalogue {
      let template = line.template
      guard let pieces = Self.pieces(template) else {
        Issue.record("unbalanced or nested brackets: \(template)")
        continue
      }
      // Every alternative of one choice names the same tokens.
      for choices in pieces where choices.count > 1 {
        let first = Self.tokens(choices[0])
        #expect(
          choices.allSatisfy { Self.tokens($0) == first }, "tokens differ in \(template)")
        #expect(choices.filter(\.isEmpty).count <= 1, "two empty choices in \(template)")
        #expect(Set(choices).count == choices.count, "a choice twice in \(template)")
      }
      // The writer reads a line's time, place and hero from its words: a choice may not add
      // words the line's marks do not allow.
      let chosen = pieces.filter { $0.count > 1 }.joined().joined(separator: " ")
      let timed = line.marks.contains {
        switch $0 {
        case .at, .during: true
        default: false
        }
      }
      let outside = line.marks.contains(.outdoors) || line.marks.contains(.onLand)
      let person = line.marks.contains(.person)
      let words = Self.words(chosen)
      if !timed {
        #expect(words.isDisjoint(with: Self.timeWords), "a time of day in \(template)")
      }
      if !outside {
        #expect(words.isDisjoint(with: Self.outdoorWords), "out of doors in \(template)")
      }
      if !person {
        #expect(words.isDisjoint(with: Self.personWords), "a person's body in \(template)")
      }
      for outcome in Self.outcomes(pieces) {
        #expect(
          outcome.filter { $0 == "\"" }.count % 2 == 0, "unbalanced quotes: \(outcome)")
        for wrong in ["  ", " ,", " .", ",,", "..", ", .", " !", " ?"] {
          #expect(!outcome.contains(wrong), "\"\(wrong)\" in: \(outcome)")
        }
        #expect(outcome.first != " " && outcome.last != " ", "a loose space: \(outcome)")
        if sentence {
          #expect(
            [".", "!", "?", ".\"", "?\"", "!\""].contains { outcome.hasSuffix($0) },
            "not a whole sentence: \(outcome)")
          // The renderer capitalises only the first letter: every later sentence of an
          // outcome must begin with a capital already.
          let parts = Sentences.split(outcome)
          for part in parts.dropFirst() {
            let start = part.drop { $0 == "\"" }.first
            #expect(
              start?.isUppercase == true || start == "{", "a sentence in lower case: \(outcome)")
          }
        }
      }
    }
  }

  /// The share of `stories` built-in stories the commonest sentence is in, with the hero's
  /// name taken out, and the commonest sentences.
  func commonest(stories: Int) throws -> [(sentence: String, share: Double)] {
    let names = ["Ada", "Ben", "Cleo", "Dev", "Eli"]
    let traits = Trait.allCases
    var storiesWith: [String: Int] = [:]
    for index in 0..<stories {
      let hero = Hero(
        name: names[index % names.count], primaryTrait: traits[(index * 7) % traits.count],
        secondaryTrait: traits[(index * 3 + 1) % traits.count],
        appearance: ["a green hat", "freckles", "a blue backpack"][index % 3],
        specialAbility: ["talking with owls", "jumping very high", "drawing maps"][index % 3],
        pronouns: [.she, .he, .they][index % 3])
      let occasion = BuiltInOccasion.allCases[index % BuiltInOccasion.allCases.count]
      let length = StoryLength.allCases[(index / 7) % StoryLength.allCases.count]
      let story = writer.compose(
        hero: hero, occasion: .builtIn(occasion), length: length, seed: UInt64(1000 + index))
      let sentences = story.sentences.flatMap { Sentences.split($0.text) }
      for sentence in Set(sentences.map { $0.replacingOccurrences(of: hero.name, with: "NAME") }) {
        storiesWith[sentence, default: 0] += 1
      }
    }
    return storiesWith.sorted { $0.value > $1.value }.map {
      ($0.key, Double($0.value) / Double(stories) * 100)
    }
  }

  /// Over 200 built-in stories, no sentence (names aside) is in more than this share of them.
  static let bound = 5.0

  @Test func noSentenceIsInManyStories() throws {
    let ranked = try commonest(stories: 200)
    let over = ranked.filter { $0.share > Self.bound }
    #expect(
      over.isEmpty,
      "in more than \(Self.bound) % of stories: \(over.map { "\($0.share) % \($0.sentence)" })")
  }
}

/// Over 300 built-in stories: a thing is spoken of as known ("the shell", "the bag", "the
/// other treasures") only after a sentence brought it in ("a shell", "packed a bag").
@Test func nothingIsKnownBeforeItIsIntroduced() throws {
  let known: [(known: String, introduced: [String])] = [
    ("the shell", ["a shell"]), ("the other treasures", ["treasures", "precious things"]),
    ("the pebble", ["pebble and"]), ("the feather", ["a feather"]),
    ("the bag", ["a bag", "packed a bag", "the bag was packed"]),
  ]
  let writer = TemplateStoryWriter()
  let hero = Hero(
    name: "Ada", primaryTrait: .kind, secondaryTrait: .curious, appearance: "a green hat",
    specialAbility: "drawing maps", pronouns: .she)
  for index in 0..<300 {
    let occasion = BuiltInOccasion.allCases[index % BuiltInOccasion.allCases.count]
    let story = writer.compose(
      hero: hero, occasion: .builtIn(occasion),
      length: StoryLength.allCases[index % 3], seed: UInt64(index))
    let sentences = story.sentences.flatMap { Sentences.split($0.text) }
    for (phrase, intros) in known {
      guard let first = sentences.firstIndex(where: { $0.contains(phrase) }) else { continue }
      let introduced = sentences[...first].contains { sentence in
        intros.contains(where: sentence.contains)
          || (sentence.contains(phrase) && sentence.contains(" a "))
      }
      #expect(
        introduced, "story \(index): '\(sentences[first])' before \(phrase) came in: \(sentences)")
    }
  }
}

/// Over 500 built-in stories (and the premise corpus): no line of the catalogue is said twice
/// in one story.
@Test func noTemplateIsSaidTwiceInAStory() throws {
  let writer = TemplateStoryWriter()
  let hero = Hero(
    name: "Ada", primaryTrait: .funny, secondaryTrait: .brave, appearance: "a red scarf",
    specialAbility: "whistling like any bird", pronouns: .they)
  let occasions: [StoryOccasion] =
    BuiltInOccasion.allCases.map { .builtIn($0) }
    + PremiseCorpusTests.premises.prefix(10).enumerated().map { index, premise in
      .custom(CustomOccasion(title: "Story \(index)", promptSeed: premise))
    }
  for index in 0..<500 {
    let occasion = occasions[index % occasions.count]
    var premise: Premise?
    if case .custom(let custom) = occasion {
      premise = try PremiseReader.shared().read(custom, heroName: hero.name)
    }
    let story = writer.compose(
      hero: hero, occasion: occasion, length: StoryLength.allCases[index % 3],
      seed: UInt64(index), premise: premise)
    var seen = Set<String>()
    for sentence in story.sentences where sentence.source != .keyword {
      #expect(
        seen.insert(sentence.line.template).inserted,
        "story \(index): said twice: \(sentence.line.template)")
    }
  }
}
