import Foundation
import TalecastCore

/// The story planner's figures over a set of premises, as issue 40 asks for them: how often
/// the key thing is named, the world's place said and no other world's scenery, no run of six
/// words from the premise, the gift at work in the turn, sentences Link Grammar links whole,
/// and how often a sentence recurs over many stories. Printed by `talecast-bench writer` and
/// held to their goals by `WriterFiguresTests`.
public struct WriterFigures: Sendable {
  public var stories = 0
  public var scenes = 0
  public var scenesNamingThing = 0
  public var storiesSayingPlace = 0
  public var storiesWithOtherScenery: [String] = []
  public var storiesCopyingPremise: [String] = []
  public var storiesWithGiftInTurn = 0
  public var sentences = 0
  public var sentencesFailingGrammar: [String] = []
  public var unreadPremises: [String] = []
  /// Pictures: stories whose key thing is drawn in at least two scenes; those where it is not
  /// (with why); drawings not on the allow-list.
  public var storiesDrawingThing = 0
  public var storiesNotDrawingThing: [String] = []
  public var drawingsOffList: [String] = []
  /// Over the variety run: in how many stories each sentence is (hero's name taken out).
  public var storiesPerSentence: [String: Int] = [:]
  public var varietyStories = 0
  public var varietySentences = 0

  public init() {}

  /// The heroes the figures are taken with: every pronoun, gifts of many kinds.
  public static let heroes: [Hero] = [
    Hero(
      name: "Ada", primaryTrait: .brave, secondaryTrait: .kind, appearance: "a yellow raincoat",
      specialAbility: "whistling like any bird", pronouns: .she),
    Hero(
      name: "Ben", primaryTrait: .curious, secondaryTrait: .funny, appearance: "big round glasses",
      specialAbility: "finding lost things", pronouns: .he),
    Hero(
      name: "Robin", primaryTrait: .kind, secondaryTrait: .curious, appearance: "a green scarf",
      specialAbility: "remembering every song", pronouns: .they),
    Hero(
      name: "Cleo", primaryTrait: .smart, secondaryTrait: .helpful, appearance: "red wellies",
      specialAbility: "telling jokes", pronouns: .she),
    Hero(
      name: "Dev", primaryTrait: .adventurous, secondaryTrait: .gentle,
      appearance: "a woolly hat", specialAbility: "climbing anything", pronouns: .he),
    Hero(
      name: "Eli", primaryTrait: .creative, secondaryTrait: .brave, appearance: "a blue cap",
      specialAbility: "building things from string and sticks", pronouns: .they),
    Hero(
      name: "Fay", primaryTrait: .gentle, secondaryTrait: .smart, appearance: "a spotty dress",
      specialAbility: "talking with animals", pronouns: .she),
  ]

  /// Whether Link Grammar links every word of `sentence` (speech inside its quotes).
  public static func accepts(_ sentence: String) -> Bool {
    SentenceCheck.shared().accepts(sentence)
  }

  /// Premises from a file of one per line (`#` starts a note).
  public static func premises(in file: URL) throws -> [String] {
    try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  /// Each premise at each length with the heroes in turn, and `variety` stories more over the
  /// premises for the recurrence figures.
  public static func measure(
    premises: [String], variety: Int, lengths: [StoryLength] = StoryLength.allCases
  ) -> WriterFigures {
    var figures = WriterFigures()
    let check = SentenceCheck.shared()
    var index = 0
    for premise in premises {
      for length in lengths {
        let hero = heroes[index % heroes.count]
        index += 1
        guard let story = plan(premise, hero: hero, length: length, seed: UInt64(index)) else {
          if length == lengths.first { figures.unreadPremises.append(premise) }
          continue
        }
        figures.add(story, premise: premise, check: check)
        figures.addPictures(story, premise: premise, hero: hero, seed: UInt64(index))
      }
    }
    for number in 0..<variety {
      let premise = premises[number % premises.count]
      let hero = heroes[(number / premises.count + number) % heroes.count]
      let length = StoryLength.allCases[(number / 3) % 3]
      guard let story = plan(premise, hero: hero, length: length, seed: UInt64(1000 + number))
      else { continue }
      figures.varietyStories += 1
      var seen = Set<String>()
      for sentence in story.sentences {
        seen.insert(sentence.text.replacingOccurrences(of: hero.name, with: "NAME"))
        figures.varietySentences += 1
      }
      for sentence in seen { figures.storiesPerSentence[sentence, default: 0] += 1 }
    }
    return figures
  }

  static func plan(_ premise: String, hero: Hero, length: StoryLength, seed: UInt64)
    -> PlannedStory?
  {
    let occasion = CustomOccasion(title: "", promptSeed: premise)
    guard let reader = try? PremiseReader.shared(),
      let read = try? reader.read(occasion, heroName: hero.name), read.goal != nil
    else { return nil }
    return TemplateStoryWriter.plan(
      premise: read, occasion: occasion, hero: hero, length: length, seed: seed)
  }

  /// Stories to read: the premise's story, whole, with its scene titles.
  public static func text(of premise: String, hero: Hero, length: StoryLength, seed: UInt64)
    -> String?
  {
    guard let story = plan(premise, hero: hero, length: length, seed: seed) else { return nil }
    let frame = story.frame
    var text =
      "# \(story.title)\n(\(premise)) [\(frame.kind), \(frame.world.name), thing: \(frame.thing.first) / \(frame.thing.definite), other: \(frame.other?.definite ?? "-"), with: \(frame.companion.map { "\($0.role.first) / \($0.role.definite)" } ?? "-"), spot: \(frame.spot ?? "-"), place: \(frame.place), trouble: \(frame.trouble.phrase), \(frame.deadline?.before ?? "no deadline"), task: \(frame.task)]\n"
    for scene in story.scenes {
      text += "\n## \(scene.title)\n\(scene.text)\n"
    }
    return text
  }

  mutating func add(_ story: PlannedStory, premise: String, check: SentenceCheck) {
    stories += 1
    let frame = story.frame
    let thingWords = Set(frame.thing.definite.lowercased().split(separator: " ").map(String.init))
      .union([frame.thing.head])
    for scene in story.scenes {
      scenes += 1
      let words = Set(
        scene.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
      if words.contains(frame.thing.head) || words.contains(StoryWorld.singular(frame.thing.head))
        || (frame.thing.first.first?.isUppercase == true && !words.isDisjoint(with: thingWords))
      {
        scenesNamingThing += 1
      }
    }
    let text = story.sentences.map(\.text).joined(separator: " ")
    let lowered = text.lowercased()
    // The world's place ("the harbour") or the premise's own place in it ("the rabbit's
    // burrow").
    let heads = [frame.place, frame.world.place].map {
      String($0.split(separator: " ").last ?? "").lowercased()
    }
    if heads.contains(where: { lowered.contains($0) }) { storiesSayingPlace += 1 }
    let premiseLowered = premise.lowercased()
    for world in StoryWorld.all where world.name != frame.world.name {
      for word in world.stockWords
      where lowered.contains(word.lowercased()) && !premiseLowered.contains(word.lowercased())
        && !frame.world.stockWords.contains(word)
      {
        storiesWithOtherScenery.append("\(premise): \(word)")
      }
    }
    if let run = Self.sharedRun(premise, text, length: 6) {
      storiesCopyingPremise.append("\(premise): \(run)")
    }
    let turn = story.sentences.filter { $0.beat == .turn && $0.isPlot }
    // The gift's action words, or its own words ("used her gift, telling jokes").
    let actions = frame.gift.actionWords.union(
      frame.gift.words.lowercased().split(separator: " ").map(String.init).filter { $0.count > 3 })
    if turn.contains(where: { sentence in
      !Set(sentence.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        .isDisjoint(with: actions)
    }) {
      storiesWithGiftInTurn += 1
    }
    for sentence in story.sentences {
      sentences += 1
      if !check.accepts(sentence.text) { sentencesFailingGrammar.append(sentence.text) }
    }
  }

  /// A run of `length` words the two texts share, if any (words lowercased, punctuation out).
  static func sharedRun(_ a: String, _ b: String, length: Int) -> String? {
    // Runs do not cross a sentence's or a clause's punctuation.
    func runs(_ text: String) -> [String] {
      text.lowercased().split(whereSeparator: { ".,;:!?\"".contains($0) }).flatMap { part in
        let words = part.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        guard words.count >= length else { return [String]() }
        return (0...(words.count - length)).map {
          words[$0..<($0 + length)].joined(separator: " ")
        }
      }
    }
    let premise = Set(runs(a))
    return runs(b).first { premise.contains($0) }
  }

  // MARK: - Shares

  public var keyThingShare: Double { share(scenesNamingThing, of: scenes) }
  public var placeShare: Double { share(storiesSayingPlace, of: stories) }
  public var giftShare: Double { share(storiesWithGiftInTurn, of: stories) }
  /// The share of the variety run's stories the commonest sentence is in.
  public var commonestShare: Double {
    share(storiesPerSentence.values.max() ?? 0, of: varietyStories)
  }
  /// Different sentences over all sentences said in the variety run.
  public var uniqueShare: Double { share(storiesPerSentence.count, of: varietySentences) }
  public var commonest: [(String, Int)] {
    storiesPerSentence.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
      .prefix(Int(ProcessInfo.processInfo.environment["TALECAST_COMMONEST"] ?? "8") ?? 8).map {
        ($0.key, $0.value)
      }
  }

  func share(_ part: Int, of whole: Int) -> Double {
    whole == 0 ? 0 : Double(part) / Double(whole) * 100
  }
}
