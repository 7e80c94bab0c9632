import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// The built-in writer's plan, checked on what it wrote over hundreds of seeds and every
/// event: nothing goes wrong after the problem is solved, nobody absent acts, time only moves
/// forward, what is remembered was found, a custom event's own goal is reached, and pronouns
/// and verbs agree for every hero and companion.
@Suite struct StoryPlanTests {
  let writer = TemplateStoryWriter()

  static let customs: [CustomOccasion] = [
    CustomOccasion(
      title: "Grandma's Visit",
      promptSeed: "The hero bakes a honey cake for grandma, who is coming by the evening train",
      category: .celebration, tone: "cosy and funny",
      keywords: ["honey cake", "the evening train", "grandma's umbrella"]),
    CustomOccasion(
      title: "The Lost Kite", promptSeed: "The hero wants to fly a red kite on the windy hill",
      tone: "breezy", keywords: ["a red kite", "the windy hill"]),
    CustomOccasion(title: "Moving Day", description: "A new house in a new town"),
  ]

  static var occasions: [StoryOccasion] {
    BuiltInOccasion.allCases.map { .builtIn($0) } + customs.map { .custom($0) }
  }

  static func hero(_ pronouns: Pronouns) -> Hero {
    Hero(
      name: "Robin", primaryTrait: .brave, secondaryTrait: .funny,
      appearance: "a striped jumper", specialAbility: "whistling like any bird",
      pronouns: pronouns)
  }

  /// Sentences a story says only while something is wrong.
  static let troubleWords = [
    "seemed very hard indeed", "This is hopeless", "What shall we do now", "trembling",
    "neither knew what to say", "turn back", "could not be found", "nowhere to be seen",
    "no way around", "only an echo answered",
  ]

  @Test(arguments: occasions)
  func thePlanHoldsForEverySeed(occasion: StoryOccasion) throws {
    let setting = Setting.of(occasion.settingOccasion)
    for length in StoryLength.allCases {
      for seed in UInt64(0)..<20 {
        let story = writer.compose(
          hero: Self.hero(.she), occasion: occasion, length: length, seed: seed)
        let sentences = story.sentences
        let texts = sentences.map(\.text)
        let place = "\(occasion.title) \(length) seed \(seed)"
        let forced = sentences.filter(\.forced).map(\.text)
        #expect(forced.isEmpty, "\(place): said though it did not fit: \(forced)")

        // The problem comes once, is solved once, and nothing goes wrong afterwards.
        let solved = sentences.firstIndex { $0.after.problem == .solved }
        let started = sentences.firstIndex { $0.after.problem == .open }
        guard let solved, let started else {
          Issue.record("\(place): no problem or no resolution")
          continue
        }
        #expect(started < solved)
        for (index, text) in texts.enumerated() where index >= solved {
          for words in Self.troubleWords {
            #expect(!text.contains(words), "\(place): after the resolution: \(text)")
          }
        }
        for (index, text) in texts.enumerated() where index < started {
          for words in Self.troubleWords {
            #expect(!text.contains(words), "\(place): before the problem: \(text)")
          }
        }
        if let treasure = setting.treasure as String?, case .builtIn = occasion {
          #expect(texts[solved].contains(treasure), "\(place): resolved without the treasure")
        }

        // The companion is introduced before being named, never both near and far away,
        // and never named after a goodbye.
        let named = texts.firstIndex { $0.contains(setting.companion) }
        #expect(named.map { texts[$0].contains(setting.companionIntro) } ?? false, "\(place)")
        for text in texts where text.contains(setting.companion) {
          #expect(!text.contains("far away"), "\(place): \(text)")
        }
        if let goodbye = sentences.firstIndex(where: { $0.line.marks.contains(.leaves) }) {
          for text in texts[(goodbye + 1)...] {
            #expect(!text.contains(setting.companion), "\(place): after goodbye: \(text)")
          }
        }

        // Time only moves forward, and words that need a time are said at it.
        var time = TimeOfDay.morning
        for sentence in sentences {
          #expect(sentence.after.time >= time, "\(place): time went back at \(sentence.text)")
          time = sentence.after.time
          if let range = TimeOfDay.range(of: sentence.text), sentence.source != .keyword {
            #expect(range.contains(sentence.after.time), "\(place): \(sentence.text) at \(time)")
          }
        }

        // What is remembered was found first.
        for (thing, found) in [("The pebble", "smooth pebble"), ("The feather", "a feather")] {
          if let remembered = texts.firstIndex(where: { $0.hasPrefix(thing) }) {
            #expect(texts[..<remembered].contains { $0.contains(found) }, "\(place)")
          }
        }
        // Once aboard a boat, nothing happens on a path until they are home.
        if let aboard = texts.firstIndex(where: { $0.contains("climbed into the little boat") }) {
          let home = sentences.firstIndex { $0.line.marks.contains(.goesHome) } ?? texts.count
          for text in texts[aboard..<home] {
            for path in [
              "footprint", "signpost", "rabbits", "hedgehog", "slope", "shortcut", "pebble",
            ] {
              #expect(!text.contains(path), "\(place): at sea: \(text)")
            }
          }
        }
        // Every scene opens and closes on a beat of the plan.
        for scene in story.scenes {
          for edge in [scene.first!, scene.last!] {
            if case .filler = edge.source { Issue.record("\(place): \(edge.text)") }
          }
        }
      }
    }
  }

  /// A custom event's own goal drives the story and is reached at its end; its guest comes;
  /// its premise is never pasted in.
  @Test func aCustomEventsGoalIsReached() throws {
    let grandma = Self.customs[0]
    for length in StoryLength.allCases {
      for seed in UInt64(0)..<12 {
        let story = try writer.write(
          hero: Self.hero(.she), occasion: .custom(grandma), length: length, seed: seed)
        let scenes = story.scenes.map(\.text)
        let place = "\(length) seed \(seed)"
        #expect(scenes[0].contains("honey cake"), "\(place): the cake is set up at the start")
        #expect(
          scenes.last!.contains("baked the honey cake"), "\(place): the goal is reached at the end")
        #expect(scenes.last!.contains("Grandma"), "\(place): grandma arrives")
        #expect(!scenes.dropLast().joined().contains("Grandma had arrived"), "\(place)")
        #expect(
          WriterFigures.sharedRun(grandma.promptSeed, scenes.joined(separator: " "), length: 6)
            == nil, "\(place): the premise is pasted")
        #expect(!scenes.joined().contains("surprise party"), "the category's goal is not used")
      }
    }
  }

  @Test func theGoalIsReadFromThePremiseInTheWritersWords() throws {
    let hero = Self.hero(.he)
    let cases: [(String, String?)] = [
      (
        "The hero bakes a honey cake for grandma, who comes by train",
        "bake a honey cake for grandma"
      ),
      ("the hero wants to fly a red kite on the windy hill", "fly a red kite on the windy hill"),
      ("Robin watches the stars from the roof.", "watch the stars from the roof"),
      ("He tries every door in the castle", "try every door in the castle"),
      ("The hero has a picnic with the ducks", "have a picnic with the ducks"),
      ("A picnic by the river", nil),
      ("The hero baked a cake", nil),
    ]
    for (premise, goal) in cases {
      #expect(CustomPlot.goal(in: premise, hero: hero) == goal, "\(premise)")
    }
    let moving = CustomOccasion(title: "Moving Day", description: "A new house in a new town")
    #expect(CustomPlot.goal(of: moving, hero: hero) == "make Moving Day a day to remember")
    #expect(CustomPlot.guest(of: Self.customs[0], hero: hero)?.name == "Grandma")
    #expect(CustomPlot.guest(of: Self.customs[0], hero: hero)?.arrives == true)
    var random = SeededRandom(seed: 1)
    let lost = CustomPlot.lostThing(
      in: Self.customs[0].keywords, apartFrom: "bake a honey cake for grandma", random: &random)
    #expect(lost?.phrase == "grandma's umbrella", "a cake to bake or a train cannot go missing")
  }

  /// Pronouns and verbs agree for every hero's pronouns; the hero is never given another's.
  @Test(arguments: [Pronouns.she, .he, .they, .it])
  func pronounsAndVerbsAgree(pronouns: Pronouns) throws {
    let wrong = [
      "she were", "he were", "it were", "they was", "she have", "he have", "it have",
      "they has", "She were", "He were", "It were", "They was",
    ]
    // In space the companion is "it", so every personal pronoun in the story is the hero's.
    let others = Set(["she", "he", "they", "it"].filter { $0 != pronouns.subject })
    let otherForms: [String: [String]] = [
      "she": ["she", "her", "herself"], "he": ["he", "him", "his", "himself"],
      "they": ["themselves"], "it": [],
    ]
    // Eight seeds a hero and occasion: the agreement is the templates', and the seeds choose
    // among them (thirty took 43 s of CPU, the most of any test in `make test`).
    for occasion in Self.occasions {
      for seed in UInt64(0)..<8 {
        let text = try writer.write(
          hero: Self.hero(pronouns), occasion: occasion, length: .long, seed: seed
        ).scenes.map(\.text).joined(separator: " ")
        for pair in wrong { #expect(!text.contains(pair), "\(occasion.title) \(seed): \(pair)") }
        guard occasion == .builtIn(.spaceJourney) else { continue }
        let words = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        for other in others {
          for form in otherForms[other, default: []] {
            #expect(!words.contains(form), "\(pronouns) hero called \"\(form)\" (seed \(seed))")
          }
        }
      }
    }
  }
}
