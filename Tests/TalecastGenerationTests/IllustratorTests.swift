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

  func request(_ text: String, index: Int = 0, seed: UInt64 = 1, event: BuiltInEvent = .oceanVoyage)
    -> IllustrationRequest
  {
    IllustrationRequest(
      scene: SceneText(text: text, illustrationPrompt: "Ada <at> sea & \"sky\""), index: index,
      count: 4, hero: hero,
      event: .builtIn(event), seed: seed)
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
      decoding: illustrator.illustrate(request("Snow fell on the trees.", event: .magicGarden))
        .data, as: UTF8.self)
    let plain = String(
      decoding: illustrator.illustrate(request("Ada smiled.", event: .magicGarden)).data,
      as: UTF8.self)
    #expect(snowy.count > plain.count, "snow and trees add shapes to the picture")
  }

  @Test func theHeroWearsTheColourOfTheirAppearance() {
    #expect(Palette.heroColor(hero) == "#3fa34d")
  }
}
