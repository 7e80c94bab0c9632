import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct IllustratorTests {
  let hero = Hero(
    name: "Ada", primaryTrait: .gentle, secondaryTrait: .smart, appearance: "a green scarf",
    specialAbility: "x")

  func request(
    _ text: String, index: Int = 0, seed: UInt64 = 1, occasion: BuiltInOccasion = .oceanVoyage
  )
    -> IllustrationRequest
  {
    IllustrationRequest(
      scene: SceneText(text: text, illustrationPrompt: "Ada <at> sea & \"sky\""), index: index,
      count: 4, hero: hero,
      occasion: .builtIn(occasion), seed: seed)
  }

  @Test func drawsAValidSVGThatIsTheSameForTheSameSeed() throws {
    let illustrator = ProceduralIllustrator()
    let first = illustrator.illustrate(request("Ada sailed across the sea under the moon."))
    let again = illustrator.illustrate(request("Ada sailed across the sea under the moon."))
    #expect(first.data == again.data)
    #expect(first.fileExtension == "svg")
    let svg = String(decoding: first.data, as: UTF8.self)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("</svg>"))
    // Text from the story is escaped, so the file stays well-formed XML.
    #expect(svg.contains("Ada &lt;at&gt; sea &amp; &quot;sky&quot;"))
    let parser = XMLParser(data: first.data)
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
  }

  @Test func scenesSeedsAndWordsChangeThePicture() {
    let illustrator = ProceduralIllustrator()
    let base = illustrator.illustrate(request("Ada walked on.")).data
    #expect(illustrator.illustrate(request("Ada walked on.", index: 1)).data != base)
    #expect(illustrator.illustrate(request("Ada walked on.", seed: 2)).data != base)
    let snowy = String(
      decoding: illustrator.illustrate(request("Snow fell on the trees.", occasion: .magicGarden))
        .data, as: UTF8.self)
    let plain = String(
      decoding: illustrator.illustrate(request("Ada smiled.", occasion: .magicGarden)).data,
      as: UTF8.self)
    #expect(snowy.count > plain.count, "snow and trees add shapes to the picture")
  }

  /// The things of a picture, by the names of their groups.
  func things(_ text: String, occasion: BuiltInOccasion = .magicGarden, seed: UInt64 = 1) -> Set<
    String
  > {
    let svg = String(
      decoding: ProceduralIllustrator().illustrate(request(text, seed: seed, occasion: occasion))
        .data,
      as: UTF8.self)
    var found = Set<String>()
    var rest = svg[...]
    while let marker = rest.range(of: "data-thing=\"") {
      let name = rest[marker.upperBound...].prefix { $0 != "\"" }
      found.insert(String(name))
      rest = rest[marker.upperBound...]
    }
    return found
  }

  /// A picture draws what its scene names, placed by the scene's words.
  @Test func aPictureDrawsWhatTheSceneNames() {
    let night = things(
      "Mia held up her lantern in her yellow raincoat while a moth circled the cottage door in the rain."
    )
    #expect(
      night.isSuperset(of: ["lantern", "raincoat", "moth", "cottage", "rain", "hero"]), "\(night)")
    #expect(!night.contains("hero-inside"), "at the door, not inside")
    // A boat is drawn on water, and the hero in it.
    let sailing = things("Ada rowed the little boat past a silver fish.")
    #expect(sailing.isSuperset(of: ["water", "boat", "fish", "hero"]), "\(sailing)")
    // Inside the cottage the hero is at its window, and the sea of an ocean story is not drawn.
    let inside = things("Inside the cottage, Theo read a book by the fire.", occasion: .oceanVoyage)
    #expect(inside.isSuperset(of: ["cottage", "hero-inside", "book"]), "\(inside)")
    #expect(!inside.contains("water") && !inside.contains("hero"), "\(inside)")
    // Nothing is drawn that the scene does not name.
    let plain = things("Ada smiled and walked on.")
    #expect(plain == ["hero"], "\(plain)")
    // The same scene text and seed: the same picture.
    #expect(
      things("An owl and a cat watched the kite.") == things("An owl and a cat watched the kite."))
    #expect(things("An owl and a cat watched the kite.").isSuperset(of: ["owl", "cat", "kite"]))
  }

  /// Places, weather and the time of day are drawn when the scene names them; the event's
  /// own world (the garden of a magic-garden story) is drawn as world, not as named.
  @Test func aPictureDrawsThePlaceTheWeatherAndTheTimeOfDay() {
    let evening = things("That evening the wind blew through the forest by the old bridge.")
    #expect(evening.isSuperset(of: ["evening", "wind", "forest", "bridge"]), "\(evening)")
    #expect(!evening.contains("night") && !evening.contains("rain"), "\(evening)")
    let snowy = things("At night, snow fell softly on the mountain and the sleeping village.")
    #expect(snowy.isSuperset(of: ["night", "snow", "mountain", "village"]), "\(snowy)")
    let storm = things("In the morning a storm rolled over the school, with thunder and rain.")
    #expect(storm.isSuperset(of: ["morning", "storm", "rain", "school"]), "\(storm)")
    let space = things("The robot and Ada flew the rocket past a planet and into a cave.")
    #expect(space.isSuperset(of: ["robot", "space", "cave"]), "\(space)")
    // The picture prompt's time counts too: the built-in writer says when a scene happens.
    let prompted = ProceduralIllustrator().illustrate(
      IllustrationRequest(
        scene: SceneText(text: "Ada smiled.", illustrationPrompt: "Ada, at home, at night"),
        index: 0, count: 2, hero: hero, occasion: .builtIn(.forestExploration), seed: 1))
    let svg = String(decoding: prompted.data, as: UTF8.self)
    #expect(svg.contains("data-thing=\"night\""))
    #expect(svg.contains("data-world=\"forest\"") && !svg.contains("data-thing=\"forest\""))
  }

  @Test func theHeroWearsTheColourOfTheirAppearance() {
    #expect(Palette.heroColor(hero) == "#3fa34d")
  }
}
