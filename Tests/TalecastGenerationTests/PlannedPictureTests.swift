import Foundation
import TalecastCore
import Testing

@testable import TalecastGeneration

/// A premise's pictures are drawn from the story's plan (`ScenePicture`), not from its words:
/// the world's backdrop, the key thing where the story has it, the trouble while it is in the
/// way, the hero as what they are; every drawing from the allow-list.
@Suite struct PlannedPictureTests {
  let art: PictureArt

  init() throws { art = try PictureArt.shared().get() }

  static let ada = WriterFigures.heroes[0]

  func pictures(_ premise: String, length: StoryLength = .medium, seed: UInt64 = 5) -> [String] {
    WriterFigures.pictures(of: premise, hero: Self.ada, length: length, seed: seed)
  }

  /// Where a group's drawing is placed (the nested `<svg x= y=>` after it), or nil.
  static func position(of name: String, in svg: String) -> (x: Int, y: Int)? {
    guard let group = svg.range(of: "data-thing=\"\(name)\">\n<svg x=\"") else { return nil }
    let rest = svg[group.upperBound...]
    guard let x = Int(rest.prefix { $0 != "\"" }), let yStart = rest.range(of: "y=\""),
      let y = Int(rest[yStart.upperBound...].prefix { $0 != "\"" })
    else { return nil }
    return (x, y)
  }

  @Test func theKiteIsUpTheTreeUntilItComesDown() throws {
    let pictures = pictures(
      "The hero must get her kite down from the tallest tree in the park before the wind changes.")
    #expect(pictures.count >= 4)
    let first = try #require(Self.position(of: "kite", in: pictures[0]))
    let last = try #require(Self.position(of: "kite", in: pictures[pictures.count - 1]))
    #expect(pictures[0].contains("data-world=\"tall tree\""))
    #expect(first.y < 250, "up the tree: \(first)")
    #expect(last.y > 300, "in Ada's arms at the end: \(last)")
    #expect(!pictures[pictures.count - 1].contains("data-world=\"tall tree\""))
    for picture in pictures {
      #expect(picture.contains("data-world=\"park\""))
      #expect(picture.contains("data-thing=\"hero\""))
    }
  }

  @Test func aTugboatIsABoatOnTheSea() throws {
    let pictures = pictures(
      "The hero, a little tugboat, must bring the lost fishing boat home before the fog comes in.")
    let boat = try #require(art.names.byNameOnly("motor boat"))
    for picture in pictures {
      #expect(picture.contains("data-emoji=\"\(boat)\" data-thing=\"hero\""))
      #expect(picture.contains("data-world=\"sea\""))
      #expect(Self.position(of: "boat", in: picture) != nil, "the fishing boat is drawn")
    }
  }

  /// The trouble is drawn in the scenes where it is in the way, and gone once the goal is
  /// reached; a lost thing is half hidden until it is found.
  @Test func theTroubleIsDrawnWhileItIsInTheWay() throws {
    let pictures = pictures(
      "The hero, a small snail, must find the lost key in the snow before the streetlamps come on.",
      length: .long)
    let troubled = pictures.map { $0.contains("data-thing=\"snow\"") }
    #expect(troubled.first == false && troubled.last == false, "\(troubled)")
    #expect(troubled.filter { $0 }.count >= 2, "\(troubled)")
    #expect(pictures.contains { $0.contains("data-world=\"hiding place\"") })
    #expect(!pictures[pictures.count - 1].contains("data-world=\"hiding place\""))
    // Snow lies on the ground of every scene: no green grass under falling snow.
    for picture in pictures {
      #expect(!picture.contains("#8bc34a") && !picture.contains("#9ccc65"))
    }
  }

  @Test func aPowerCutIsDarkInside() {
    let pictures = pictures("The hero finds the treasure map in the cellar during the power cut.")
    #expect(pictures.allSatisfy { $0.contains("data-world=\"cellar\"") })
    #expect(pictures.contains { $0.contains("data-thing=\"powerCut\"") })
    #expect(!pictures[0].contains("data-thing=\"powerCut\""))
  }

  /// Every name of the allow-list is CLDR's and OpenMoji draws it; what is not on it (a beer
  /// mug, a wine glass, a pointing hand) is never drawn, and a word without a drawing draws
  /// nothing.
  @Test func onlyTheAllowListIsDrawn() throws {
    for name in AllowedDrawings.names {
      let emoji = art.names.byNameOnly(name)
      #expect(emoji != nil, "\(name) is not a CLDR name")
      #expect(
        emoji.flatMap { art.drawings.drawing(of: $0) } != nil, "OpenMoji does not draw \(name)")
    }
    for word in ["mug", "beer", "wine", "glass", "pin", "finger", "cigarette", "knife", "gun"] {
      #expect(art.emoji(for: word) == nil, "\(word) is drawn as \(art.emoji(for: word) ?? "")")
    }
    let scene = SceneText(
      text: "Mia drank a mug of warm milk by the window, and raised a glass of juice.",
      illustrationPrompt: "Mia at home")
    let svg = String(
      decoding: ProceduralIllustrator().illustrate(
        IllustrationRequest(
          scene: scene, index: 0, count: 3, hero: SceneArtTests.mia,
          occasion: .builtIn(.rainyDayDiscovery), seed: 1)
      ).data, as: UTF8.self)
    for emoji in WriterFigures.emoji(in: svg) { #expect(art.allows(emoji), "\(emoji)") }
    #expect(!WriterFigures.emoji(in: svg).isEmpty)
  }

  /// A vehicle or an animal a hero may be has a drawing.
  @Test func everyKindOfHeroHasADrawing() {
    let kinds = Array(HeroRole.vehicles.keys) + Array(HeroRole.animals.keys)
    let missing = kinds.filter { art.emoji(for: $0) == nil }.sorted()
    #expect(missing.count <= kinds.count / 10, "no drawing: \(missing)")
  }
}
