import TalecastCore
import Testing

@testable import TalecastGeneration

@Suite struct StoryWriterTests {
  let writer = TemplateStoryWriter()
  let hero = Hero(
    name: "Luna", primaryTrait: .brave, secondaryTrait: .curious, appearance: "silver curls",
    specialAbility: "talking with owls")

  @Test func theSameSeedWritesTheSameStory() {
    let first = writer.write(hero: hero, event: .forestExploration, length: .medium, seed: 11)
    let second = writer.write(hero: hero, event: .forestExploration, length: .medium, seed: 11)
    #expect(first == second)
  }

  @Test func differentSeedsWriteClearlyDifferentStories() {
    let first = writer.write(hero: hero, event: .forestExploration, length: .medium, seed: 1)
    let second = writer.write(hero: hero, event: .forestExploration, length: .medium, seed: 2)
    let sentences = { (story: StoryText) in
      Set(
        story.scenes.flatMap {
          $0.text.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
        })
    }
    let shared = sentences(first).intersection(sentences(second)).count
    #expect(
      Double(shared) < 0.6 * Double(sentences(first).count),
      "\(shared) of \(sentences(first).count) sentences shared")
  }

  /// Every event, every length, many seeds: scene counts in range, lengths near the target,
  /// the hero's name, traits, appearance and ability used, and no template token left over.
  @Test(arguments: BuiltInEvent.allCases)
  func everyStoryIsWellFormed(event: BuiltInEvent) {
    for length in StoryLength.allCases {
      for seed in UInt64(0)..<15 {
        let story = writer.write(hero: hero, event: event, length: length, seed: seed)
        let text = story.scenes.map(\.text).joined(separator: " ")
        #expect(length.sceneRange.contains(story.scenes.count))
        #expect((3...8).contains(story.scenes.count))
        let words = story.wordCount
        #expect(
          Double(words) > 0.7 * Double(length.targetWords),
          "\(event) \(length) seed \(seed): \(words) words")
        #expect(
          Double(words) < 1.5 * Double(length.targetWords),
          "\(event) \(length) seed \(seed): \(words) words")
        #expect(!text.contains("{") && !text.contains("}"), "placeholder left in: \(text)")
        #expect(!story.title.contains("{"))
        #expect(text.contains("Luna") && text.contains("brave") && text.contains("silver curls"))
        #expect(text.contains("talking with owls"))
        #expect(
          story.scenes.allSatisfy {
            !$0.illustrationPrompt.isEmpty && $0.text.first?.isUppercase == true
          })
      }
    }
  }

  @Test func textFromTheHeroIsNeverReadAsATemplate() {
    let odd = Hero(
      name: "{name}", primaryTrait: .kind, secondaryTrait: .smart, appearance: "{appearance}",
      specialAbility: "{x}")
    let story = writer.write(hero: odd, event: .magicGarden, length: .short, seed: 3)
    #expect(story.scenes[0].text.contains("{name}"))
  }

  @Test func seededRandomIsStableAcrossRuns() {
    var random = SeededRandom(seed: 42)
    // Fixed outputs of SplitMix64 for seed 42: a change here changes every story ever rendered.
    #expect(
      [random.next(), random.next()] == [13_679_457_532_755_275_413, 2_949_826_092_126_892_291])
  }
}
