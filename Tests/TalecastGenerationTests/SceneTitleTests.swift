import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// A scene's title is its chapter in the audio file and in a podcast app: short, in title
/// case, never "Scene N", and different from the other scenes' titles of its story.
@Suite struct SceneTitleTests {
  let writer = TemplateStoryWriter()
  let hero = Hero(
    name: "Luna", primaryTrait: .brave, secondaryTrait: .curious, appearance: "silver curls",
    specialAbility: "talking with owls")

  @Test(arguments: BuiltInOccasion.allCases)
  func everySceneHasAShortTitleOfItsOwn(occasion: BuiltInOccasion) throws {
    for length in StoryLength.allCases {
      for seed in UInt64(0)..<6 {
        let story = try writer.write(
          hero: hero, occasion: .builtIn(occasion), length: length, seed: seed)
        let titles = story.scenes.map(\.title)
        #expect(Set(titles).count == titles.count, "\(occasion) \(length) \(seed): \(titles)")
        for title in titles {
          #expect(!title.isEmpty && title.count <= 40, "\(occasion): '\(title)'")
          #expect(!title.hasPrefix("Scene "), "\(occasion): '\(title)'")
          #expect(title.first?.isUppercase == true, "\(occasion): '\(title)'")
          #expect(!title.contains("{") && !title.hasSuffix(","), "\(occasion): '\(title)'")
        }
      }
    }
  }

  @Test func aPlaceIsCutToItsHead() {
    #expect(Vocabulary.shortPlace("a hill where the moonflowers open") == "the hill")
    #expect(Vocabulary.shortPlace("a bridge made of moonbeams") == "the bridge")
    #expect(Vocabulary.shortPlace("the roots of the oldest oak") == "the roots of the oldest oak")
    #expect(Vocabulary.titleCased("the roots of the oldest oak") == "The Roots of the Oldest Oak")
  }

  @Test func aSceneWithoutATitleIsCalledByItsNumber() throws {
    let old = try JSONDecoder().decode(
      SceneText.self, from: Data(#"{"text": "Once.", "illustrationPrompt": "a cat"}"#.utf8))
    #expect(old.title.isEmpty && old.title(at: 2) == "Scene 3")
    #expect(
      SceneText(title: "Home at Last", text: "x", illustrationPrompt: "y").title(at: 0)
        == "Home at Last")
  }
}
