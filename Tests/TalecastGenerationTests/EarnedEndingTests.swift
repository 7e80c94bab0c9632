import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// Over 500 built-in stories: the trouble is got past by something the story set up (the
/// hero's gift, named at the start, and in longer stories the thanks of a helper met on the
/// way), said in a sentence that names them; a setback on the way is got over before the
/// trouble comes; a clue noticed is followed; long stories are mostly plot.
@Suite struct EarnedEndingTests {
  static let abilities = [
    "whistling like any bird", "finding lost things", "reading animal tracks",
  ]

  static func story(_ index: Int) -> (Composition, Hero, Setting) {
    let hero = Hero(
      name: ["Ada", "Ben", "Cleo"][index % 3], primaryTrait: Trait.allCases[index % 6],
      secondaryTrait: Trait.allCases[(index / 6 + 1 + index) % 6], appearance: "a red scarf",
      specialAbility: abilities[(index / 10) % 3], pronouns: [.she, .he, .they][index % 3])
    let occasion = BuiltInOccasion.allCases[index % BuiltInOccasion.allCases.count]
    let length = StoryLength.allCases[(index / 7) % 3]
    let story = TemplateStoryWriter().compose(
      hero: hero, occasion: .builtIn(occasion), length: length, seed: UInt64(index))
    return (story, hero, Setting.of(occasion))
  }

  /// The first words of a helper's way past, before any token ("found the badgers' tunnel").
  static func start(of use: String) -> String {
    String(use.prefix { $0 != "{" && $0 != "," })
  }

  @Test func theTroubleIsGotPastByWhatTheStorySetUp() throws {
    var helpersMet = 0
    var setbacks = 0
    for index in 0..<500 {
      let (story, hero, setting) = Self.story(index)
      let aid = try #require(setting.aid)
      let texts = story.sentences.map(\.text)
      let place = "story \(index) (\(story.scenes.count) scenes)"
      let solved = try #require(story.sentences.firstIndex { $0.after.problem == .solved })
      let started = try #require(story.sentences.firstIndex { $0.after.problem == .open })
      let gift = "gift for \(hero.specialAbility)"
      let introduced = try #require(texts.firstIndex { $0.contains(hero.specialAbility) })
      #expect(introduced < started, "\(place): the gift came in only with the trouble")
      let met = texts[..<started].firstIndex { $0.contains(aid.helperIntro) }
      let metHelper = met != nil
      if let met {
        // The gift led to the helper, whose thanks (named at the idea, and its use said)
        // gets them past the trouble.
        helpersMet += 1
        #expect(texts[met].contains(gift), "\(place): \(texts[met])")
        let thanked = try #require(
          texts[met...].firstIndex { $0.contains(Self.start(of: aid.thanks)) })
        let named = try #require(
          texts[started..<solved].firstIndex { $0.contains(aid.gift) }, "\(place): unused")
        let used = try #require(
          texts[named..<solved].firstIndex { $0.contains(Self.start(of: aid.use)) },
          "\(place): the thanks named but not used")
        #expect(thanked < started && named < used)
      } else {
        // The sentence that gets them past names the gift and the trouble.
        let cause = try #require(
          texts[started..<solved].lastIndex { $0.contains(gift) }, "\(place): no cause named")
        #expect(texts[cause].contains(setting.obstacleShort!), "\(place): \(texts[cause])")
      }
      #expect(
        (story.scenes.count >= 6) == metHelper, "\(place): a helper in a story of this length")

      // A setback begins and ends before the trouble, and nothing else is said in between.
      let setbackStart = story.sentences.firstIndex { $0.after.setback == .open }
      #expect((setbackStart != nil) == (story.scenes.count >= 7), "\(place): setback")
      if let setbackStart {
        setbacks += 1
        let end = try #require(
          story.sentences.firstIndex { $0.after.setback == .solved }, "\(place): not got over")
        #expect(end < started)
        for sentence in story.sentences[setbackStart...end] {
          if case .filler = sentence.source { Issue.record("\(place): \(sentence.text)") }
        }
      }
      // Footprints noticed are followed again.
      if let noticed = texts.firstIndex(where: { $0.contains("footprints in the ground") }) {
        #expect(
          texts[noticed...].contains { $0.contains("footprints again") }, "\(place): footprints")
      }
    }
    // The loop met both kinds of story.
    #expect(helpersMet > 100 && setbacks > 50, "\(helpersMet) helpers, \(setbacks) setbacks")
  }

  /// A built-in story's title names a place or thing the story names (or its first, the goal's
  /// own): no "Oldest Oak" in a story that never passes it.
  @Test func theTitleNamesWhatTheStoryNames() throws {
    for index in 0..<200 {
      let (story, _, setting) = Self.story(index)
      let text = story.sentences.map(\.text).joined(separator: " ").lowercased()
      let noun = try #require(setting.titleNouns.first { story.title.contains($0) })
      let words = noun.lowercased().replacingOccurrences(of: "the ", with: "")
      #expect(
        text.contains(words) || noun == setting.titleNouns[0], "\(index): \(story.title)")
    }
  }

  /// Long stories are told more by what happens than by description: under half of their
  /// words are descriptive sentences (they were 63 % before helpers and setbacks).
  @Test func longStoriesAreMostlyPlot() {
    var words = 0
    var described = 0
    for index in 0..<500 where (index / 7) % 3 == 2 {
      let (story, _, _) = Self.story(index)
      for sentence in story.sentences {
        let count = TemplateStoryWriter.wordCount(sentence.text)
        words += count
        if case .filler = sentence.source { described += count }
      }
    }
    let share = Double(described) / Double(words)
    #expect(share < 0.5, "descriptive share of long stories \(share)")
  }
}
