import Foundation
import TalecastCore
import TalecastGeneration

/// variety: 500 stories of the built-in writer (the ten built-in occasions, fifty heroes, the
/// three lengths), each cut into sentences with the hero's and the companions' names taken
/// out; the share of stories the commonest sentence is in (goal: at most 5 %), and the
/// commonest ones. Not a speed: a figure of what a listener hears twice.
enum VarietyBenchmark {
  static let goal = 5.0
  static let stories = 500

  static let names = ["Ada", "Ben", "Cleo", "Dev", "Eli"]

  static func run(_ report: inout BenchReport) throws {
    let writer = TemplateStoryWriter()
    var storiesWith: [String: Int] = [:]
    var sentencesPerStory: [Double] = []
    let traits = Trait.allCases
    for index in 0..<stories {
      let hero = Hero(
        name: names[index % names.count], primaryTrait: traits[index % traits.count],
        secondaryTrait: traits[(index / traits.count + 1 + index) % traits.count],
        appearance: ["a red scarf", "curly hair", "a yellow raincoat", "big round glasses"][
          index % 4],
        specialAbility: ["whistling like any bird", "finding lost things", "telling jokes"][
          index % 3],
        pronouns: [.she, .he, .they][index % 3])
      let occasion = BuiltInOccasion.allCases[index % BuiltInOccasion.allCases.count]
      let length = StoryLength.allCases[(index / 10) % StoryLength.allCases.count]
      let story = try writer.write(
        hero: hero, occasion: .builtIn(occasion), length: length, seed: UInt64(index))
      var seen = Set<String>()
      for scene in story.scenes {
        for sentence in sentences(scene.text) {
          seen.insert(normalized(sentence, hero: hero.name))
        }
      }
      sentencesPerStory.append(Double(seen.count))
      for sentence in seen { storiesWith[sentence, default: 0] += 1 }
    }
    let ranked = storiesWith.sorted { $0.value > $1.value }
    let share = Double(ranked.first?.value ?? 0) / Double(stories) * 100
    let over = ranked.filter { Double($0.value) / Double(stories) * 100 > goal }.count
    print("variety: \(stories) built-in stories, \(storiesWith.count) different sentences")
    for (sentence, count) in ranked.prefix(8) {
      print(String(format: "  %5.1f %%  %@", Double(count) / Double(stories) * 100, sentence))
    }
    print("  \(over) sentences are in more than \(Int(goal)) % of the stories")
    report.add(
      "variety", "stories the commonest sentence is in", unit: "%", samples: [share],
      goal: .atMost(goal))
    report.add(
      "variety", "sentences in more than 5 % of stories", unit: "", samples: [Double(over)])
  }

  /// The narrator's own cut into sentences.
  static func sentences(_ text: String) -> [String] { Sentences.split(text) }

  /// The sentence with the hero's name (and its possessive) as "NAME".
  static func normalized(_ sentence: String, hero: String) -> String {
    sentence.replacingOccurrences(of: hero, with: "NAME")
  }
}
